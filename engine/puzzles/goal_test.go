package puzzles

import (
	"testing"

	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
)

// TestJudge judges real positions by the rules (position.Status), with and
// without a report that the ending cannot be won.
func TestJudge(t *testing.T) {
	always := func(*position.Position) bool { return true }
	tests := []struct {
		name      string
		fen       string
		moves     []string
		goal      Verdict
		knownDraw func(*position.Position) bool
		want      Outcome
		reason    position.Reason
	}{
		// Red's rooks have mated: either goal is reached.
		{"red mates, win goal", "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1", nil, Win, nil, Solved, position.Checkmate},
		{"red mates, draw goal", "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1", nil, Draw, nil, Solved, position.Checkmate},
		// Black's rooks have mated Red.
		{"black mates", "3k5/9/9/9/9/9/9/9/r8/1r2K4 w - - 0 1", nil, Draw, nil, Failed, position.Checkmate},
		// Only kings and advisors: a draw by the rules.
		{"dead draw, draw goal", "3k5/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1", nil, Draw, nil, Solved, position.InsufficientMaterial},
		{"dead draw, win goal", "3k5/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1", nil, Win, nil, Failed, position.InsufficientMaterial},
		// A live game goes on unless the caller knows it is drawn.
		{"live", position.StartFEN, nil, Win, nil, Playing, position.NoReason},
		{"live, known draw, draw goal", position.StartFEN, nil, Draw, always, Solved, position.NoReason},
		{"live, known draw, win goal", position.StartFEN, nil, Win, always, Failed, position.NoReason},
		// The last attackers are traded: no one can win.
		{"the last attackers are traded, draw goal", "4k4/9/9/9/9/9/3n5/9/4R4/3AK4 b - - 0 1", []string{"d3e1", "d0e1"}, Draw, nil, Solved, position.InsufficientMaterial},
		{"the last attackers are traded, win goal", "4k4/9/9/9/9/9/3n5/9/4R4/3AK4 b - - 0 1", []string{"d3e1", "d0e1"}, Win, nil, Failed, position.InsufficientMaterial},
		// A lone horse cannot win against a full set of defenders; a rook can.
		{"lone horse, draw goal", "3akab2/9/4b4/9/9/9/9/6N2/9/4K4 w - - 0 1", nil, Draw, egtb.IsKnownDraw, Solved, position.NoReason},
		{"lone horse, win goal", "3akab2/9/4b4/9/9/9/9/6N2/9/4K4 w - - 0 1", nil, Win, egtb.IsKnownDraw, Failed, position.NoReason},
		{"a rook still wins", "3akab2/9/4b4/9/9/9/9/6R2/9/4K4 w - - 0 1", nil, Win, egtb.IsKnownDraw, Playing, position.NoReason},
		{"a rook still wins, draw goal", "3akab2/9/4b4/9/9/9/9/6R2/9/4K4 w - - 0 1", nil, Draw, egtb.IsKnownDraw, Playing, position.NoReason},
	}
	for _, tc := range tests {
		p, err := position.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for _, text := range tc.moves {
			m, err := position.ParseMove(text)
			if err != nil || !p.IsLegal(m) {
				t.Fatalf("%s: %s is not legal", tc.name, text)
			}
			p.MakeMove(m)
		}
		st := p.Status()
		known := !st.Over() && tc.knownDraw != nil && tc.knownDraw(p)
		if got := Judge(tc.goal, st.Result, known); got != tc.want || st.Reason != tc.reason {
			t.Errorf("%s: Judge = %v (%s), want %v (%s)", tc.name, got, st.Reason, tc.want, tc.reason)
		}
	}
}

// TestJudgeResults covers every result a game can have, the page's
// resignation (a win for the other side) among them.
func TestJudgeResults(t *testing.T) {
	tests := []struct {
		name   string
		goal   Verdict
		result position.Result
		known  bool
		want   Outcome
	}{
		{"red wins, win goal", Win, position.RedWins, false, Solved},
		{"red wins, draw goal", Draw, position.RedWins, false, Solved},
		{"black wins (mate, Red's perpetual check, Red resigns), draw goal", Draw, position.BlackWins, false, Failed},
		{"black wins, win goal", Win, position.BlackWins, false, Failed},
		{"a draw by the rules, draw goal", Draw, position.Draw, false, Solved},
		{"a draw by the rules, win goal", Win, position.Draw, false, Failed},
		{"a finished game is not a known draw", Win, position.RedWins, true, Solved},
		{"live", Win, position.Ongoing, false, Playing},
		{"live known draw, draw goal", Draw, position.Ongoing, true, Solved},
		{"live known draw, win goal", Win, position.Ongoing, true, Failed},
	}
	for _, tc := range tests {
		if got := Judge(tc.goal, tc.result, tc.known); got != tc.want {
			t.Errorf("%s: Judge = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestGoal(t *testing.T) {
	for v, want := range map[Verdict]Verdict{Win: Win, Draw: Draw, Unknown: Draw, Loss: Draw} {
		if got := Goal(v); got != want {
			t.Errorf("Goal(%s) = %s, want %s", v, got, want)
		}
	}
	for o, want := range map[Outcome]string{Playing: "playing", Solved: "solved", Failed: "failed"} {
		if o.String() != want {
			t.Errorf("%d.String() = %q, want %q", o, o.String(), want)
		}
	}
}
