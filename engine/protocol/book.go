package protocol

import (
	"math/rand/v2"

	"xiangqi/engine/book"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// BookMoves is the BookFunc of an opening book, or nil for none (a book that
// failed to load: the engine then simply searches). Low levels choose among
// the book's moves with more variety; the top level keeps to the
// best-scoring moves. Native programs pass the book built into them
// (engine/book/bundled); the browser's worker fetches book.bin and installs
// it with Session.SetBook when it arrives (engine/worker/book.go), so the
// module does not carry it.
func BookMoves(b *book.Book) BookFunc {
	if b == nil {
		return nil
	}
	return func(p *position.Position, level int) (position.Move, bool) {
		return b.Choose(p, BookVariety(level), rand.Float64)
	}
}

// BookVariety maps a level to the book's variety: 1 (sample every good move)
// at search.MinLevel down to 0.1 at search.MaxLevel.
func BookVariety(level int) float64 {
	level = min(max(level, search.MinLevel), search.MaxLevel)
	return 0.1 + 0.9*float64(search.MaxLevel-level)/float64(search.MaxLevel-search.MinLevel)
}
