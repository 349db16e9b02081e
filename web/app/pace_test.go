package app

import (
	"strings"
	"testing"
	"time"

	"xiangqi/engine/position"
)

// TestNaturalPace checks that a reply faster than the least thinking time is
// held (the board stays locked, the status says the computer thinks) and
// played when the timer fires; that a slow reply is played at once; that
// "move now" plays a held reply; that Undo drops it; and that the setting
// turns the pace off.
func TestNaturalPace(t *testing.T) {
	r := newRig(t)
	r.paced = true
	r.start(Boot{})
	r.plat.holdTimers = true
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	if r.moves() != "h2e2" || !r.a.Thinking() || r.a.Board().Interactive() || r.a.Status().State != StateThinking {
		t.Fatalf("an instant reply was not held: moves %q thinking %v", r.moves(), r.a.Thinking())
	}
	if len(r.plat.timers) != 1 {
		t.Fatalf("%d timers set", len(r.plat.timers))
	}
	want := thinkTime(r.a.Game().Position())
	if d := r.plat.timers[0].d; d != want || d < MinThink || d > MaxThink {
		t.Errorf("held for %v, want %v within [%v, %v]", d, want, MinThink, MaxThink)
	}
	r.plat.fire()
	if r.moves() != "h2e2 h9g7" || r.a.Thinking() || !r.a.Board().Interactive() {
		t.Fatalf("after the pause: moves %q thinking %v", r.moves(), r.a.Thinking())
	}

	// A reply that took longer than the pause is played at once.
	r.tap("h0", "g2")
	r.now = r.now.Add(2 * time.Second)
	r.send(`{"type":"bestmove","id":%d,"move":"b9c7"}`, r.goID())
	if r.moves() != "h2e2 h9g7 h0g2 b9c7" || len(r.plat.timers) != 0 {
		t.Fatalf("a slow reply was held: %q, %d timers", r.moves(), len(r.plat.timers))
	}

	// Move now plays a held reply without waiting.
	r.tap("b0", "c2")
	r.send(`{"type":"bestmove","id":%d,"move":"a9a8"}`, r.goID())
	r.a.Stop()
	if !strings.HasSuffix(r.moves(), "b0c2 a9a8") {
		t.Fatalf("move now left the reply held: %q", r.moves())
	}
	r.plat.fire() // the old timer finds nothing to play
	if !strings.HasSuffix(r.moves(), "b0c2 a9a8") {
		t.Fatalf("the reply was played twice: %q", r.moves())
	}

	// Undo while a reply is held drops it.
	r.tap("a0", "a1")
	r.send(`{"type":"bestmove","id":%d,"move":"a8a7"}`, r.goID())
	r.a.Undo()
	r.plat.fire()
	if strings.Contains(r.moves(), "a0a1") || strings.Contains(r.moves(), "a8a7") || r.a.Thinking() {
		t.Fatalf("after undo of a held reply: %q thinking %v", r.moves(), r.a.Thinking())
	}

	// Off, replies come at once.
	if err := r.a.Set("pace", "off"); err != nil {
		t.Fatal(err)
	}
	r.tap("a0", "a1")
	r.send(`{"type":"bestmove","id":%d,"move":"a8a7"}`, r.goID())
	if !strings.HasSuffix(r.moves(), "a0a1 a8a7") || len(r.plat.timers) != 0 {
		t.Fatalf("pace off: %q, %d timers", r.moves(), len(r.plat.timers))
	}
}

// TestThinkTimeVaries checks that the least thinking time grows with the
// choices in the position and stays within its bounds.
func TestThinkTimeVaries(t *testing.T) {
	opening := thinkTime(position.NewStart())
	ending, err := position.ParseFEN("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	few := thinkTime(ending)
	if !(few < opening) || few < MinThink || opening > MaxThink {
		t.Errorf("think time: opening %v, bare kings %v", opening, few)
	}
}

// TestLastSearchShownAfterTheReply checks that with engine details on, the
// depth and score of the engine's last search stay on show after its move,
// scored from Red's side, and that a book move says so.
func TestLastSearchShownAfterTheReply(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	if err := r.a.Set("info", "on"); err != nil {
		t.Fatal(err)
	}
	r.tap("h2", "e2")
	id := r.goID()
	r.send(`{"type":"info","id":%d,"depth":7,"score":35,"pv":["h9g7"]}`, id)
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, id)
	st := r.a.Status()
	if st.State != StateYourTurn || st.Detail != "Computer's last move: depth 7 · -0.35" {
		t.Errorf("after the reply: %+v", st)
	}
	r.tap("h0", "g2")
	r.send(`{"type":"bestmove","id":%d,"move":"b9c7","book":true}`, r.goID())
	if st := r.a.Status(); st.Detail != "Computer's last move: book move" {
		t.Errorf("after a book move: %+v", st)
	}
	if err := r.a.Set("info", "off"); err != nil {
		t.Fatal(err)
	}
	if st := r.a.Status(); st.Detail != "" {
		t.Errorf("details off: %+v", st)
	}
}

// TestOpponentLine checks the opponent line: the level's name, the pieces
// each side took and the balance, and that there is none without the engine.
func TestOpponentLine(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#level=1"})
	r.send(`{"type":"ready"}`)
	o, ok := r.a.Opponent()
	if !ok || o.Name != "Computer · level 1, Beginner" || o.BalanceText != "Material even" || len(o.TakenText) != 0 {
		t.Fatalf("opponent at the start = %+v, %v", o, ok)
	}
	// The cannon takes the horse (h2h9), the chariot takes it back.
	r.tap("h2", "h9")
	r.send(`{"type":"bestmove","id":%d,"move":"i9h9"}`, r.goID())
	o, _ = r.a.Opponent()
	if len(o.Taken[position.Red]) != 1 || o.Taken[position.Red][0] != position.MakePiece(position.Black, position.Horse) ||
		len(o.Taken[position.Black]) != 1 || o.Taken[position.Black][0] != position.MakePiece(position.Red, position.Cannon) {
		t.Fatalf("taken = %+v", o.Taken)
	}
	if o.Balance != 0 || strings.Join(o.TakenText, "; ") != "Captured by Red: Black horse; Captured by Black: Red cannon" {
		t.Errorf("opponent = %+v", o)
	}
	r.a.Set("lang", "zh")
	if o, _ := r.a.Opponent(); o.Name != "电脑 · 1 级 入门" || strings.Join(o.TakenText, "；") != "红方吃子：黑马；黑方吃子：红炮" {
		t.Errorf("in Chinese: %+v", o)
	}
	r.a.ToggleAnalysis()
	if _, ok := r.a.Opponent(); ok {
		t.Error("an opponent line on the analysis board")
	}
}
