package puzzles_test

import (
	"slices"
	"testing"

	puzzlefiles "xiangqi/assets/puzzles"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
)

// TestDifficulty checks the rating on made-up puzzles and on the shipped
// collection: every rating is 1 to 5, the shortest mates are the easiest,
// and sorting by Harder puts them first.
func TestDifficulty(t *testing.T) {
	line := make([]position.Move, 23) // Red makes 12 moves
	for _, c := range []struct {
		p    puzzles.Puzzle
		want int
	}{
		{puzzles.Puzzle{Verdict: puzzles.Win, Mate: 3}, 1},
		{puzzles.Puzzle{Verdict: puzzles.Win, Mate: 11}, 3},
		{puzzles.Puzzle{Verdict: puzzles.Win, Mate: 38}, 5},
		{puzzles.Puzzle{Verdict: puzzles.Win, Line: line}, 4},
		{puzzles.Puzzle{Verdict: puzzles.Draw}, 5},
		{puzzles.Puzzle{Verdict: puzzles.Unknown}, 5},
	} {
		if got := c.p.Difficulty(); got != c.want {
			t.Errorf("%+v: difficulty %d, want %d", c.p, got, c.want)
		}
	}
	list, err := puzzles.Load(puzzlefiles.EPD, puzzlefiles.Titles, puzzlefiles.SolutionsJSON)
	if err != nil {
		t.Fatal(err)
	}
	sorted := slices.Clone(list)
	slices.SortFunc(sorted, puzzles.Harder)
	if first := sorted[0]; first.Difficulty() != 1 || first.Mate == 0 || first.Mate > 3 {
		t.Errorf("the easiest puzzle is %d (mate in %d, difficulty %d)", first.Number, first.Mate, first.Difficulty())
	}
	counts := map[int]int{}
	for _, p := range list {
		d := p.Difficulty()
		if d < 1 || d > 5 {
			t.Fatalf("puzzle %d: difficulty %d", p.Number, d)
		}
		counts[d]++
	}
	t.Logf("puzzles by difficulty 1-5: %d %d %d %d %d", counts[1], counts[2], counts[3], counts[4], counts[5])
}
