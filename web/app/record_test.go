package app

import (
	"strings"
	"testing"

	"xiangqi/web/game"
)

// masterGame is a finished record between two named players that the board
// does not decide: 1-0 with no mate, as master games usually end.
const masterGame = `[Event "Test match"]
[Red "胡荣华"]
[Black "杨官璘"]
[Result "1-0"]
1. h2e2 h9g7 2. h0g2 i9h9 1-0`

// TestLoadedGameResultByColour checks that a finished record the player did
// not play opens for viewing and tells its result by colour, with no reason
// the record does not give: never "You win", never "resignation"; in both
// languages, after a reload too; and that the player's own resignation
// still speaks to the player.
func TestLoadedGameResultByColour(t *testing.T) {
	r := newRig(t).start(Boot{Language: "zh-CN"})
	if err := r.a.LoadText(masterGame); err != nil {
		t.Fatal(err)
	}
	st := r.a.Status()
	if r.a.Mode() != game.View || st.State != StateGameOver || st.Result != game.RedWins || st.Reason != game.ReasonNone {
		t.Fatalf("mode %s status %+v", r.a.Mode(), st)
	}
	if st.Text != "红方胜" || r.a.OverHeadline() != "红方胜" || r.a.OverDetail() != "红方胜" {
		t.Errorf("Chinese: status %q headline %q detail %q", st.Text, r.a.OverHeadline(), r.a.OverDetail())
	}
	r.a.Set("lang", "en")
	if st := r.a.Status(); st.Text != "Red wins" || strings.Contains(st.Text, "win!") {
		t.Errorf("English: %q", st.Text)
	}
	// After a reload it is still Red's win by colour, without a reason.
	saved := r.plat.stored
	again := newRig(t).start(Boot{Stored: saved, HasStored: true})
	if st := again.a.Status(); st.Text != "Red wins" || st.Reason != game.ReasonNone || again.a.Mode() != game.View {
		t.Errorf("after a reload: %+v mode %s", st, again.a.Mode())
	}
	// A finished game in a link is shown the same way.
	link := newRig(t).start(Boot{Fragment: "#fen=4k4/R8/9/9/9/9/9/9/9/1R1K5+w&moves=d0d1+e9f9+b0b9"})
	if st := link.a.Status(); st.Text != "Red wins: checkmate" || link.a.Mode() != game.View {
		t.Errorf("a mate in a link: %+v mode %s", st, link.a.Mode())
	}

	// The player's own resignation.
	own := newRig(t).start(Boot{})
	own.send(`{"type":"ready"}`)
	own.tap("h2", "e2")
	own.a.Resign()
	if st := own.a.Status(); st.Text != "You lost · Black wins: resignation" || own.a.OverHeadline() != "You lost" {
		t.Errorf("own resignation: %q / %q", st.Text, own.a.OverHeadline())
	}
}
