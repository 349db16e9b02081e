package app

import (
	"regexp"
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

// englishWord finds an English word in a message meant to be Chinese (the
// names of formats and coordinates excepted).
var englishWord = regexp.MustCompile(`\b(?:[a-z]{3,}|[A-Z][a-z]{2,})\b`)

func noEnglish(t *testing.T, what, msg string) {
	t.Helper()
	if w := englishWord.FindString(msg); w != "" {
		t.Errorf("%s: English %q in %q", what, w, msg)
	}
}

// TestProblemsInThePageLanguage checks that the messages a Chinese page
// shows for a typed move, a PGN with one illegal move, a bad FEN and a bad
// link are Chinese throughout and name the real problem: which move, which
// line.
func TestProblemsInThePageLanguage(t *testing.T) {
	r := newRig(t).start(Boot{Language: "zh-CN"})
	r.send(`{"type":"ready"}`)
	r.a.Set("pace", "off")
	if err := r.a.TypeMove("炮二平五"); err != nil {
		t.Fatal(err)
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	// Red has no chariot on file 3.
	err := r.a.TypeMove("车三进一")
	if err == nil || err.Error() != "「车三进一」走不了：第3路没有红车。" {
		t.Errorf("typed move: %v", err)
	}
	if err := r.a.TypeMove("炮二平"); err == nil || !strings.Contains(err.Error(), "中文着法为四个字") {
		t.Errorf("short move: %v", err)
	}
	if err := r.a.TypeMove("h0h5"); err == nil || err.Error() != "「h0h5」走不了：h0 上的红马不能走到 h5。" {
		t.Errorf("coordinates: %v", err)
	}

	// A PGN whose fourth move (Black's, on line 4) is not possible.
	pgn := "[Event \"x\"]\n\n1. 炮二平五 马8进7\n2. 马二进三 车9平8\n3. 车一平二 车8进1\n4. 车二进一 车9平8 *"
	err = r.a.LoadText(pgn)
	if err == nil || err.Error() != "无法读取此 PGN：第 6 行：第 4 回合黑方的「车9平8」走不了：第9路没有黑车" {
		t.Errorf("PGN: %v", err)
	}
	if err != nil {
		noEnglish(t, "PGN", err.Error())
	}
	err = r.a.LoadText("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1")
	if err == nil || !strings.Contains(err.Error(), "第 10 行只有 8 个点，应为 9 个") {
		t.Errorf("FEN: %v", err)
	}
	if err != nil {
		noEnglish(t, "FEN", err.Error())
	}

	l := newRig(t).start(Boot{Language: "zh-CN", Fragment: "#moves=h2e2+h2e3&side=green"})
	joined := strings.Join(l.plat.errors, " | ")
	if !strings.Contains(joined, "第 2 步“h2e3”不合规则") || !strings.Contains(joined, "side=green：执子方应为 red 或 black") {
		t.Errorf("link: %q", joined)
	}
	for _, msg := range l.plat.errors {
		noEnglish(t, "link", strings.NewReplacer("side=green", "", "red 或 black", "").Replace(msg))
	}
}
