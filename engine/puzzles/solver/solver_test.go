package solver

import (
	"testing"
	"time"

	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
)

func testOptions() Options {
	o := DefaultOptions()
	o.MoveTime = 500 * time.Millisecond
	o.HashMB = 4
	return o
}

// replayEnd plays a solution's line and returns the final status.
func replayEnd(t *testing.T, sol puzzles.Solution) position.Status {
	t.Helper()
	p, err := sol.ReplayPV()
	if err != nil {
		t.Fatal(err)
	}
	return p.Status()
}

func TestSolveMates(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		mate int
	}{
		// The b-rook mates on b9: a8 covers rank 8, Red's king the d-file.
		{"rook mate in 1", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", 1},
		// Two rooks against a bare king, the king off the back rank.
		{"two rooks", "9/4k4/9/9/9/9/9/9/R8/R2K5 w - - 0 1", 2},
	}
	s := New(testOptions())
	for _, tc := range tests {
		sol, err := s.Solve(puzzles.Puzzle{Number: 1, FEN: tc.fen})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if sol.Verdict != puzzles.Win || sol.Reason != "mate" || sol.Mate != tc.mate {
			t.Errorf("%s: %s (%s) mate %d, want a win by mate in %d", tc.name, sol.Verdict, sol.Reason, sol.Mate, tc.mate)
		}
		st := replayEnd(t, sol)
		// Black without a legal move has lost, in check or not.
		mated := st.Reason == position.Checkmate || st.Reason == position.Stalemate
		if st.Result != position.RedWins || !mated || sol.End != string(st.Reason) || len(sol.PV) != 2*tc.mate-1 {
			t.Errorf("%s: the line %v ends in %v (end %q), want mate in %d plies", tc.name, sol.PV, st, sol.End, 2*tc.mate-1)
		}
	}
}

// TestSolveDraw: a lone cannon cannot mate a bare king, which the endgame
// rules know; the solver must not call it a win.
func TestSolveDraw(t *testing.T) {
	o := testOptions()
	o.KnownDraw = egtb.IsKnownDraw
	s := New(o)
	sol, err := s.Solve(puzzles.Puzzle{Number: 1, FEN: "4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	if sol.Verdict != puzzles.Draw || sol.Reason != "line-ends-drawn" || sol.End != "known-draw" {
		t.Errorf("lone cannon: %s (%s, end %q), want a draw shown by the line", sol.Verdict, sol.Reason, sol.End)
	}
	// Without the endgame knowledge the engine's score is a cannon up, not
	// near zero: the verdict stays open.
	sol, err = New(testOptions()).Solve(puzzles.Puzzle{Number: 1, FEN: "4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	if sol.Verdict == puzzles.Win || sol.Verdict == puzzles.Loss {
		t.Errorf("lone cannon without tables: %s (%s), want draw or unknown", sol.Verdict, sol.Reason)
	}
}

func TestSolveRejects(t *testing.T) {
	s := New(testOptions())
	for _, fen := range []string{
		"4k4/R8/9/9/9/9/9/9/9/1R1K5 b - - 0 1", // Black to move
		"4k4/R8/9 w - - 0 1",                   // not a position
	} {
		if _, err := s.Solve(puzzles.Puzzle{Number: 7, FEN: fen}); err == nil {
			t.Errorf("Solve accepted %q", fen)
		}
	}
}
