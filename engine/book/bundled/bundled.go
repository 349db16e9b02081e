// Package bundled gives the opening book built into the program
// (assets/book.bin). It is apart from package book so that programs which
// only name openings (the page) do not carry the book's 320 KB.
package bundled

import (
	"sync"

	"xiangqi/assets"
	"xiangqi/engine/book"
)

// Book returns the embedded book, parsed on first use so programs that never
// open a book pay nothing at start-up.
var Book = sync.OnceValues(func() (*book.Book, error) { return book.Load(assets.Book) })
