// Package bundled gives the opening book built into the program
// (assets/book.bin). It is apart from package book so that programs which
// only name openings (the page) do not carry the book's 320 KB.
package bundled

import (
	"sync"

	"xiangqi/assets"
	"xiangqi/engine/book"
	"xiangqi/engine/position"
)

// Book returns the embedded book, parsed on first use so programs that never
// open a book pay nothing at start-up.
var Book = sync.OnceValues(func() (*book.Book, error) { return book.Load(assets.Book) })

// Plays reports whether the embedded book plays m in p (a review never
// penalises such a move); false when the book cannot be read.
func Plays(p *position.Position, m position.Move) bool {
	b, err := Book()
	if err != nil {
		return false
	}
	for _, c := range b.Moves(p) {
		if c.Move == m {
			return true
		}
	}
	return false
}
