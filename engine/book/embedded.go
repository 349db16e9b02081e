package book

import (
	"sync"

	"xiangqi/assets"
)

var (
	defaultOnce sync.Once
	defaultBook *Book
	defaultErr  error
)

// Default returns the book embedded in the program (assets/book.bin), parsed
// on first use so programs that never open a book pay nothing at start-up.
func Default() (*Book, error) {
	defaultOnce.Do(func() { defaultBook, defaultErr = Load(assets.Book) })
	return defaultBook, defaultErr
}
