package puzzles

import (
	"testing"

	"xiangqi/engine/position"
)

func TestJudge(t *testing.T) {
	always := func(*position.Position) bool { return true }
	tests := []struct {
		name      string
		fen       string
		goal      Verdict
		knownDraw func(*position.Position) bool
		want      Outcome
		reason    position.Reason
	}{
		// Red's rooks have mated: either goal is reached.
		{"red mates, win goal", "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1", Win, nil, Solved, position.Checkmate},
		{"red mates, draw goal", "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1", Draw, nil, Solved, position.Checkmate},
		// Black's rooks have mated Red.
		{"black mates", "3k5/9/9/9/9/9/9/9/r8/1r2K4 w - - 0 1", Draw, nil, Failed, position.Checkmate},
		// Only kings and advisors: a draw by the rules.
		{"dead draw, draw goal", "3k5/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1", Draw, nil, Solved, position.InsufficientMaterial},
		{"dead draw, win goal", "3k5/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1", Win, nil, Failed, position.InsufficientMaterial},
		// A live game goes on unless the caller knows it is drawn.
		{"live", position.StartFEN, Win, nil, Playing, position.NoReason},
		{"live, known draw, draw goal", position.StartFEN, Draw, always, Solved, position.NoReason},
		{"live, known draw, win goal", position.StartFEN, Win, always, Failed, position.NoReason},
	}
	for _, tc := range tests {
		p, err := position.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got, st := Judge(p, tc.goal, tc.knownDraw)
		if got != tc.want || st.Reason != tc.reason {
			t.Errorf("%s: Judge = %v (%s), want %v (%s)", tc.name, got, st.Reason, tc.want, tc.reason)
		}
	}
}

func TestGoal(t *testing.T) {
	for v, want := range map[Verdict]Verdict{Win: Win, Draw: Draw, Unknown: Draw, Loss: Draw} {
		if got := Goal(v); got != want {
			t.Errorf("Goal(%s) = %s, want %s", v, got, want)
		}
	}
}
