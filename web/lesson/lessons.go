package lesson

import "xiangqi/engine/position"

// Kind is what a step asks of the player.
type Kind uint8

const (
	// Look shows where a piece may go: it is picked up with its points
	// marked, and the player may move it about as they like.
	Look Kind = iota
	// Capture: take the Targets with the Piece within Moves moves.
	Capture
	// Reach: bring the Piece to Goal within Moves moves.
	Reach
	// GiveCheck: a move that checks the black general.
	GiveCheck
	// Escape: Red is in check; any legal move answers it.
	Escape
	// Mate: checkmate the black general within Moves moves.
	Mate
	// Stalemate: leave Black, not in check, without a legal move.
	Stalemate
	// Outlast: answer Black's moves until the rules end the game in Red's
	// favour (Black's perpetual check).
	Outlast
)

// Step is one screen of a lesson: a position, what the player should do in
// it, and its words (web/i18n "lesson.<lesson>.<step>").
type Step struct {
	Name string // the step's part of its text key
	FEN  string // Red to move
	Kind Kind
	// Piece is the point of the piece the step is about: picked up in a
	// Look step, the only piece that may move in Capture and Reach.
	Piece position.Square
	// Moves is the most moves the player may take (0: any number).
	Moves int
	// Goal is the point to reach (Reach).
	Goal position.Square
	// Targets are the black pieces to take (Capture).
	Targets []position.Square
	// Frozen: Black does not move; after each of Red's moves it is Red's
	// move again (the piece lessons). Otherwise Black answers with Replies.
	Frozen bool
	// Replies are Black's answers, by Red's move in coordinates; a move
	// with no answer there is answered with Black's first legal move.
	Replies map[string]string
	// Solution is a way to do the task, in coordinates: the hint, and
	// what the tests play.
	Solution []string
}

// Lesson is one lesson: a name (its text key "lesson.<name>.title") and its
// steps, in order.
type Lesson struct {
	Name  string
	Steps []Step
}

func sq(name string) position.Square {
	s, err := position.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

func squares(names ...string) []position.Square {
	out := make([]position.Square, len(names))
	for i, n := range names {
		out[i] = sq(n)
	}
	return out
}

// All is the primer in the order it is taught: the seven pieces, then the
// rules that decide games.
var All = []Lesson{
	{Name: "general", Steps: []Step{
		{Name: "look", FEN: "3k5/9/3a5/p8/9/9/9/9/4K4/9 w", Kind: Look, Piece: sq("e1"), Frozen: true},
		{Name: "task", FEN: "3k5/9/3a5/p8/9/9/9/9/4K4/9 w", Kind: Reach, Piece: sq("e1"), Goal: sq("f2"), Moves: 2, Frozen: true,
			Solution: []string{"e1f1", "f1f2"}},
	}},
	{Name: "advisor", Steps: []Step{
		{Name: "look", FEN: "3k5/9/9/p8/9/9/9/9/4A4/4K4 w", Kind: Look, Piece: sq("e1"), Frozen: true},
		{Name: "task", FEN: "3k5/9/9/p8/9/9/9/5p3/9/3AK4 w", Kind: Capture, Piece: sq("d0"), Targets: squares("f2"), Moves: 2, Frozen: true,
			Solution: []string{"d0e1", "e1f2"}},
	}},
	{Name: "elephant", Steps: []Step{
		{Name: "look", FEN: "3k5/9/9/9/9/9/5p3/4B4/9/4K4 w", Kind: Look, Piece: sq("e2"), Frozen: true},
		{Name: "task", FEN: "3k5/9/9/9/9/6n2/5p3/4B4/9/4K4 w", Kind: Capture, Piece: sq("e2"), Targets: squares("g4"), Moves: 3, Frozen: true,
			Solution: []string{"e2g0", "g0i2", "i2g4"}},
	}},
	{Name: "horse", Steps: []Step{
		{Name: "look", FEN: "3k5/9/9/9/4P4/4N4/9/9/9/4K4 w", Kind: Look, Piece: sq("e4"), Frozen: true},
		{Name: "task", FEN: "3k5/9/9/9/9/5c3/9/9/9/4K2N1 w", Kind: Capture, Piece: sq("h0"), Targets: squares("f4"), Moves: 2, Frozen: true,
			Solution: []string{"h0g2", "g2f4"}},
	}},
	{Name: "chariot", Steps: []Step{
		{Name: "look", FEN: "5k3/9/9/9/9/4R4/9/9/9/3K5 w", Kind: Look, Piece: sq("e4"), Frozen: true},
		{Name: "task", FEN: "3k5/9/n6n1/9/9/9/9/9/9/R3K4 w", Kind: Capture, Piece: sq("a0"), Targets: squares("a7", "h7"), Moves: 2, Frozen: true,
			Solution: []string{"a0a7", "a7h7"}},
	}},
	{Name: "cannon", Steps: []Step{
		{Name: "look", FEN: "3k5/9/4n4/9/9/9/4P4/4C4/9/5K3 w", Kind: Look, Piece: sq("e2"), Frozen: true},
		{Name: "task", FEN: "5k3/9/4r4/9/4P4/9/9/C8/9/3K5 w", Kind: Capture, Piece: sq("a2"), Targets: squares("e7"), Moves: 2, Frozen: true,
			Solution: []string{"a2e2", "e2e7"}},
	}},
	{Name: "soldier", Steps: []Step{
		{Name: "look", FEN: "3k5/9/9/9/6P2/9/2P6/9/9/4K4 w", Kind: Look, Piece: sq("g5"), Frozen: true},
		{Name: "task", FEN: "3k5/9/9/9/3c5/9/4P4/9/9/4K4 w", Kind: Capture, Piece: sq("e3"), Targets: squares("d5"), Moves: 3, Frozen: true,
			Solution: []string{"e3e4", "e4e5", "e5d5"}},
	}},
	{Name: "check", Steps: []Step{
		{Name: "give", FEN: "4k4/9/9/9/9/9/9/9/R8/3K5 w", Kind: GiveCheck, Moves: 1, Solution: []string{"a1e1"}},
		{Name: "escape", FEN: "4k4/9/9/9/9/4r4/9/2N6/9/4K4 w", Kind: Escape, Moves: 1, Solution: []string{"e0d0"}},
	}},
	{Name: "mate", Steps: []Step{
		{Name: "task", FEN: "3k5/1R2a4/9/9/9/9/9/9/R8/4K4 w", Kind: Mate, Moves: 1, Solution: []string{"a1a9"}},
	}},
	{Name: "flying", Steps: []Step{
		{Name: "task", FEN: "3k5/9/9/9/9/9/9/9/R8/4K4 w", Kind: Mate, Moves: 1, Solution: []string{"a1d1"}},
	}},
	{Name: "stalemate", Steps: []Step{
		{Name: "task", FEN: "3k5/9/3P5/9/9/9/9/9/9/5K3 w", Kind: Stalemate, Moves: 1, Solution: []string{"f0e0"}},
	}},
	{Name: "perpetual", Steps: []Step{
		{Name: "task", FEN: "9/9/3k5/9/9/9/4r4/9/4K4/9 w", Kind: Outlast,
			Replies:  map[string]string{"e1f1": "e3f3", "f1e1": "f3e3"},
			Solution: []string{"e1f1", "f1e1", "e1f1", "f1e1"}},
	}},
}

// Find returns the lesson called name and its index in All.
func Find(name string) (Lesson, int, bool) {
	for i, l := range All {
		if l.Name == name {
			return l, i, true
		}
	}
	return Lesson{}, -1, false
}

// TitleKey is the key of the lesson's title.
func (l Lesson) TitleKey() string { return "lesson." + l.Name + ".title" }

// TextKey is the key of a step's words.
func (l Lesson) TextKey(step int) string { return "lesson." + l.Name + "." + l.Steps[step].Name }
