package protocol

import (
	"math/rand/v2"

	"xiangqi/engine/book/bundled"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// EmbeddedBook is the BookFunc of the opening book built into the program
// (assets/book.bin). The book is parsed on first use; when it is corrupt the
// engine simply searches. Low levels choose among the book's moves with more
// variety; the top level keeps to the best-scoring moves.
func EmbeddedBook(p *position.Position, level int) (position.Move, bool) {
	b, err := bundled.Book()
	if err != nil {
		return position.NoMove, false
	}
	return b.Choose(p, BookVariety(level), rand.Float64)
}

// BookVariety maps a level to the book's variety: 1 (sample every good move)
// at search.MinLevel down to 0.1 at search.MaxLevel.
func BookVariety(level int) float64 {
	level = min(max(level, search.MinLevel), search.MaxLevel)
	return 0.1 + 0.9*float64(search.MaxLevel-level)/float64(search.MaxLevel-search.MinLevel)
}
