package app

import (
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/web/settings"
)

// TestSeatsAgainstTheEngine: a timed game shows the player's and the
// engine's strips, the running clock on the side to move; an untimed one
// shows none.
func TestSeatsAgainstTheEngine(t *testing.T) {
	r := newRig(t).start(Boot{})
	if _, _, ok := r.a.Seats(); ok {
		t.Fatal("strips in an untimed game against the engine")
	}
	r.send(`{"type":"ready"}`)
	r.a.NewGameWith(timed("5+3"))
	top, bottom, ok := r.a.Seats()
	if !ok || bottom.Side != position.Red || bottom.Name != "You" || top.Name != "Computer · level 3" {
		t.Fatalf("seats %+v / %+v", top, bottom)
	}
	if !bottom.Timed || !bottom.ToMove || !bottom.Clock.Running || top.Clock.Running || top.ToMove {
		t.Errorf("Red to move: %+v / %+v", top, bottom)
	}
	if top.Controls || top.Turned || bottom.Controls {
		t.Error("seat controls against the engine")
	}
	r.a.Flip()
	if top, _, _ := r.a.Seats(); top.Side != position.Red {
		t.Errorf("flipped: Red's strip is not on top: %+v", top)
	}
}

// TestSeatsFaceToFace: between two people lying face to face, the top
// strip is turned, each strip has its own controls, only the player who has
// just moved may ask to take it back, and the question of an offer goes to
// the other player's strip and not to the panel.
func TestSeatsFaceToFace(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.a.Set(settings.Layout, settings.LayoutFaceToFace)
	r.a.NewGameWith(NewGameOptions{Mode: settings.ModeTwoPlayers, Undo: true, Hints: -1})
	top, bottom, ok := r.a.Seats()
	if !ok || top.Side != position.Black || !top.Turned || bottom.Turned || !top.Controls || !bottom.Controls {
		t.Fatalf("face to face: %+v / %+v", top, bottom)
	}
	if top.Timed || top.Name != "Black" || bottom.Name != "Red" {
		t.Errorf("untimed names: %+v / %+v", top, bottom)
	}
	if top.CanResign || top.CanDraw || bottom.CanUndo {
		t.Errorf("before the first move: %+v / %+v", top, bottom)
	}
	r.tap("h2", "e2")
	top, bottom, _ = r.a.Seats()
	if !bottom.CanUndo || top.CanUndo || !top.CanDraw || !bottom.CanResign || !top.ToMove {
		t.Errorf("after Red's move: %+v / %+v", top, bottom)
	}
	r.a.Undo() // Red asks
	top, bottom, _ = r.a.Seats()
	if top.Ask != "Red asks to take back the last move. Black, do you agree?" || bottom.Ask != "" || r.a.PanelOffer() != "" {
		t.Errorf("the undo question: top %q bottom %q panel %q", top.Ask, bottom.Ask, r.a.PanelOffer())
	}
	r.a.AnswerOffer(true)
	if r.moves() != "" {
		t.Fatalf("moves after the agreed undo: %q", r.moves())
	}
	// In the usual layout the question is the panel's.
	r.a.Set(settings.Layout, settings.LayoutNormal)
	r.tap("h2", "e2")
	r.a.OfferDraw()
	top, bottom, _ = r.a.Seats()
	if top.Controls || top.Ask != "" || r.a.PanelOffer() != "Black offers a draw. Red, do you accept?" {
		t.Errorf("usual layout: %+v, panel %q", top, r.a.PanelOffer())
	}
}

// TestNoNaturalPaceOnTheClock: a held reply would spend the engine's own
// time, so a timed game plays the engine's reply as soon as it comes.
func TestNoNaturalPaceOnTheClock(t *testing.T) {
	r := newRig(t)
	r.paced = true
	r.start(Boot{})
	r.send(`{"type":"ready"}`)
	r.a.NewGameWith(timed("1+0"))
	r.tap("h2", "e2")
	r.now = r.now.Add(50 * time.Millisecond)
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7","timeMs":40,"depth":3}`, r.goID())
	if r.moves() != "h2e2 h9g7" || r.a.Thinking() {
		t.Fatalf("the reply was held on the clock: moves %q", r.moves())
	}
}
