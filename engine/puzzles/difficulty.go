package puzzles

// Difficulty rates a puzzle from what the solver measured, 1 (easiest) to
// 5: a mate by its length in Red's moves (up to 5, 8, 12, 20, more), a win by
// the repetition rules one step harder than a mate as long as its main line,
// and a draw to hold, or a puzzle the solver could not decide, 5. The
// collection's famous long endgames are draws or undecided, and they are
// the hardest to play.
func (p Puzzle) Difficulty() int {
	switch {
	case p.Verdict == Win && p.Mate > 0:
		return byLength(p.Mate)
	case p.Verdict == Win:
		return min(5, byLength(p.RedMoves())+1)
	}
	return 5
}

// RedMoves is how many moves Red makes in the solver's main line.
func (p Puzzle) RedMoves() int { return (len(p.Line) + 1) / 2 }

func byLength(n int) int {
	switch {
	case n <= 5:
		return 1
	case n <= 8:
		return 2
	case n <= 12:
		return 3
	case n <= 20:
		return 4
	}
	return 5
}

// Harder orders puzzles by difficulty, then by the length of the solver's
// main line, then by number: the order of a list sorted from the easiest.
func Harder(a, b Puzzle) int {
	if d := a.Difficulty() - b.Difficulty(); d != 0 {
		return d
	}
	la, lb := a.Mate, b.Mate
	if la == 0 {
		la = a.RedMoves()
	}
	if lb == 0 {
		lb = b.RedMoves()
	}
	if la != lb {
		return la - lb
	}
	return a.Number - b.Number
}
