package puzzle

import (
	"testing"

	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
	"xiangqi/web/game"
)

func TestJudgeOutcomes(t *testing.T) {
	tests := []struct {
		name  string
		goal  Verdict
		o     game.Outcome
		known bool
		want  Outcome
	}{
		{"red mates, win goal", Win, game.Outcome{Result: game.RedWins, Reason: game.ReasonCheckmate}, false, Solved},
		{"red mates, draw goal", Draw, game.Outcome{Result: game.RedWins, Reason: game.ReasonCheckmate}, false, Solved},
		{"black stalemated", Win, game.Outcome{Result: game.RedWins, Reason: game.ReasonStalemate}, false, Solved},
		{"black chases forever", Win, game.Outcome{Result: game.RedWins, Reason: game.ReasonPerpetualChase}, false, Solved},
		{"red mated", Draw, game.Outcome{Result: game.BlackWins, Reason: game.ReasonCheckmate}, false, Failed},
		{"red checks forever", Win, game.Outcome{Result: game.BlackWins, Reason: game.ReasonPerpetualCheck}, false, Failed},
		{"red resigns", Draw, game.Outcome{Result: game.BlackWins, Reason: game.ReasonResign}, false, Failed},
		{"repetition, draw goal", Draw, game.Outcome{Result: game.Draw, Reason: game.ReasonRepetition}, false, Solved},
		{"60 moves, draw goal", Draw, game.Outcome{Result: game.Draw, Reason: game.ReasonMoveLimit}, false, Solved},
		{"60 moves, win goal", Win, game.Outcome{Result: game.Draw, Reason: game.ReasonMoveLimit}, false, Failed},
		{"no attackers, win goal", Win, game.Outcome{Result: game.Draw, Reason: game.ReasonInsufficientMaterial}, false, Failed},
		{"live", Win, game.Outcome{}, false, Playing},
		{"live known draw, draw goal", Draw, game.Outcome{}, true, Solved},
		{"live known draw, win goal", Win, game.Outcome{}, true, Failed},
	}
	for _, tc := range tests {
		if got := Judge(tc.goal, tc.o, tc.known); got != tc.want {
			t.Errorf("%s: Judge = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestJudgeAgreesWithEngine plays real positions through web/game and checks
// that this package judges them as engine/puzzles (the solver's rules) does.
func TestJudgeAgreesWithEngine(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves []string
		want  map[Verdict]Outcome
	}{
		{"red mates", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", []string{"d0d1", "e9f9", "b0b9"},
			map[Verdict]Outcome{Win: Solved, Draw: Solved}},
		{"black mates", "1r1k5/9/9/9/9/9/9/9/r8/4K4 b - - 0 1", []string{"b9b0"},
			map[Verdict]Outcome{Win: Failed, Draw: Failed}},
		{"the last attackers are traded", "4k4/9/9/9/9/9/3n5/9/4R4/3AK4 b - - 0 1", []string{"d3e1", "d0e1"},
			map[Verdict]Outcome{Win: Failed, Draw: Solved}},
		{"a lone horse against a full set of defenders", "3akab2/9/4b4/9/9/9/9/6N2/9/4K4 w - - 0 1", nil,
			map[Verdict]Outcome{Win: Failed, Draw: Solved}},
		{"a rook still wins", "3akab2/9/4b4/9/9/9/9/6R2/9/4K4 w - - 0 1", nil,
			map[Verdict]Outcome{Win: Playing, Draw: Playing}},
	}
	for _, tc := range tests {
		start, err := position.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		g := game.New(start)
		for _, text := range tc.moves {
			m, err := position.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %s: %v", tc.name, text, err)
			}
		}
		for goal, want := range tc.want {
			known := !g.Over() && egtb.IsKnownDraw(g.Position())
			got := Judge(goal, g.Outcome(), known)
			ref, _ := puzzles.Judge(g.Position(), puzzles.Verdict(goal), egtb.IsKnownDraw)
			if got != want || got.String() != ref.String() {
				t.Errorf("%s, %s goal: Judge = %v, engine/puzzles says %v, want %v", tc.name, goal, got, ref, want)
			}
		}
	}
}
