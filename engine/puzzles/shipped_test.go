package puzzles

import (
	"bytes"
	"os"
	"testing"

	puzzlefiles "xiangqi/assets/puzzles"
	"xiangqi/engine/position"
)

// TestShippedSolutions checks the solver's file against the collection and
// the rules: one entry per puzzle, every main line legal, every mate line
// ending in mate by the right side within the distance claimed, and every
// draw backed by what the line or the score shows.
func TestShippedSolutions(t *testing.T) {
	sols, err := EmbeddedSolutions()
	if err != nil {
		t.Fatal(err)
	}
	if len(sols.Solutions) == 0 {
		t.Skip("no solutions shipped yet: run `xiangqi puzzles solve`")
	}
	checkSolutions(t, sols)
	checkCanonical(t, sols, puzzlefiles.Solutions)
}

// checkCanonical checks that a file is in the form Marshal writes, so
// rerunning the solver changes only what the engine found.
func checkCanonical(t *testing.T, sols *Solutions, data []byte) {
	t.Helper()
	again, err := sols.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, data) {
		t.Error("the solutions file is not in the form Solutions.Marshal writes")
	}
}

// TestSolutionsFile checks a solutions file before it is shipped:
// XIANGQI_SOLUTIONS=/tmp/solutions.json go test -run SolutionsFile.
func TestSolutionsFile(t *testing.T) {
	path := os.Getenv("XIANGQI_SOLUTIONS")
	if path == "" {
		t.Skip("XIANGQI_SOLUTIONS names no file")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sols, err := ParseSolutions(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	checkSolutions(t, sols)
	checkCanonical(t, sols, data)
}

func checkSolutions(t *testing.T, sols *Solutions) {
	t.Helper()
	ps, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(sols.Solutions) != len(ps) {
		t.Fatalf("%d solutions for %d puzzles", len(sols.Solutions), len(ps))
	}
	if sols.Engine == "" || sols.MoveTimeMs <= 0 {
		t.Errorf("the file does not say which engine made it at what time: %q, %d ms", sols.Engine, sols.MoveTimeMs)
	}
	for i, sol := range sols.Solutions {
		pz := ps[i]
		if sol.Number != pz.Number || sol.FEN != pz.FEN {
			t.Errorf("solution %d is for puzzle %d %q, want %d %q", i+1, sol.Number, sol.FEN, pz.Number, pz.FEN)
			continue
		}
		end, err := sol.ReplayPV()
		if err != nil {
			t.Error(err)
			continue
		}
		st := end.Status()
		wantEnd := string(st.Reason)
		if !st.Over() && sol.End == EndKnownDraw {
			wantEnd = EndKnownDraw
		}
		if sol.End != wantEnd {
			t.Errorf("puzzle %d: end %q, but the line ends with %q", sol.Number, sol.End, wantEnd)
		}
		if sol.Verdict != Unknown && len(sol.PV) == 0 {
			t.Errorf("puzzle %d: verdict %s without a main line", sol.Number, sol.Verdict)
		}
		checkVerdict(t, sol, st)
	}
}

func checkVerdict(t *testing.T, sol Solution, st position.Status) {
	t.Helper()
	mated := st.Reason == position.Checkmate || st.Reason == position.Stalemate
	switch {
	case sol.Reason == ReasonMate && sol.Verdict == Win:
		// Red moves first and last: a mate in n is at most 2n-1 plies.
		if sol.Mate <= 0 || st.Result != position.RedWins || !mated || len(sol.PV)%2 != 1 || len(sol.PV) > 2*sol.Mate-1 {
			t.Errorf("puzzle %d: win by mate in %d, but the %d-ply line ends in %v", sol.Number, sol.Mate, len(sol.PV), st)
		}
	case sol.Reason == ReasonMate && sol.Verdict == Loss:
		if sol.Mate >= 0 || st.Result != position.BlackWins || !mated || len(sol.PV)%2 != 0 || len(sol.PV) > -2*sol.Mate {
			t.Errorf("puzzle %d: loss by mate in %d, but the %d-ply line ends in %v", sol.Number, -sol.Mate, len(sol.PV), st)
		}
	case sol.Reason == ReasonRuleWin:
		// The line is played on until the rules end the game where the
		// solver could; it must end with the winner winning.
		winner := position.RedWins
		if sol.Verdict == Loss {
			winner = position.BlackWins
		}
		if sol.Mate != 0 || (sol.Verdict == Win) != (sol.Score > 0) || (sol.Verdict != Win && sol.Verdict != Loss) ||
			st.Over() && st.Result != winner {
			t.Errorf("puzzle %d: %s by rule with score %d, mate %d, but the line ends in %v", sol.Number, sol.Verdict, sol.Score, sol.Mate, st)
		}
	case sol.Verdict == Draw && sol.Reason == ReasonLineEndsDrawn:
		if sol.Mate != 0 || !(st.Result == position.Draw || !st.Over() && sol.End == EndKnownDraw) {
			t.Errorf("puzzle %d: draw, but the line ends in %v (end %q)", sol.Number, st, sol.End)
		}
	case sol.Verdict == Draw && sol.Reason == ReasonStableScore:
		if sol.Mate != 0 || sol.Score < -50 || sol.Score > 50 {
			t.Errorf("puzzle %d: draw by a stable score, but the score is %d (mate %d)", sol.Number, sol.Score, sol.Mate)
		}
	case sol.Verdict == Unknown && sol.Reason == "":
		if sol.Mate != 0 {
			t.Errorf("puzzle %d: unknown with a mate in %d", sol.Number, sol.Mate)
		}
	default:
		t.Errorf("puzzle %d: verdict %q with reason %q", sol.Number, sol.Verdict, sol.Reason)
	}
}
