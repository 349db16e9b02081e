package worker

import (
	"xiangqi/engine/book"
	"xiangqi/engine/protocol"
)

// BookFile is the opening book as the site serves it, beside the worker
// (assets/book.bin). xiangqi.wasm does not carry it (320 KB raw, 216 KB
// brotli): the service worker caches it with the rest of the site, and a new
// book needs no new module.
const BookFile = "book.bin"

// bookLoader is the state of the book's fetch.
type bookLoader struct {
	done chan struct{} // closed once the book is installed or given up
	err  error         // why there is no book, once done
}

// loadBook sends for the book file and returns at once: the worker answers
// from the start and searches every position until the book has arrived and
// been read, which happens during the warm-up, long before a player's first
// move needs it. Where the file cannot be fetched (the single-file build's
// worker has no address) or is corrupt, the worker plays without a book.
func (w *Worker) loadBook() {
	if w.opts.Book != nil || w.opts.BookFile == "" {
		close(w.book.done)
		return
	}
	w.host.Fetch(w.opts.BookFile, func(data []byte, err error) {
		var b *book.Book
		if err == nil {
			b, err = book.Load(data)
		}
		if err == nil {
			w.session.SetBook(protocol.BookMoves(b))
		}
		w.book.err = err
		close(w.book.done)
	})
}
