package i18n

import "testing"

// TestPuzzleTextsDoNotClash checks that every puzzle text reached the main
// table unchanged: a key the page already used would keep its old meaning.
func TestPuzzleTextsDoNotClash(t *testing.T) {
	for k, e := range puzzleTexts {
		if got := texts[k]; got != e {
			t.Errorf("%s is %q in the page's table, the puzzle mode means %q", k, got, e)
		}
	}
	if T(Chinese, "puzzles.number", 17) != "第17局" || T(English, "puzzles.progress", 3, 240) != "3 of 240 solved" {
		t.Error("puzzle texts are not formatted")
	}
}
