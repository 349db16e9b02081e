package app

import (
	"xiangqi/engine/book"
	"xiangqi/engine/position"
)

// The opening book on the page: a review never penalises a book move, so it
// asks whether the book plays each move. The book is a file of the site
// (the engine's worker fetches the same file to play from), which
// xiangqi.wasm does not carry: the page fetches it the first time a review
// asks, and judges the review again when it has arrived.

// BookFile is the opening book, a file of the site.
const BookFile = "book.bin"

// BookPlatform is what the page's book needs from the browser besides
// Platform. A platform without it has only Options.InBook.
type BookPlatform interface {
	// LoadBook fetches BookFile and later hands its bytes, or the error
	// that kept them, to App.BookLoaded.
	LoadBook()
}

// pageBook is the controller's copy of the book.
type pageBook struct {
	book    *book.Book
	loading bool
	failed  bool // fetched and not usable: no move is a book move
}

// inBook reports whether the opening book plays m in p: through
// Options.InBook when it is given, or else from the site's book, which is
// sent for on the first question; until it has arrived no move is a book
// move.
func (a *App) inBook(p *position.Position, m position.Move) bool {
	if a.opts.InBook != nil {
		return a.opts.InBook(p, m)
	}
	b := a.bk.book
	if b == nil {
		a.requestBook()
		return false
	}
	for _, c := range b.Moves(p) {
		if c.Move == m {
			return true
		}
	}
	return false
}

func (a *App) requestBook() {
	if a.bk.loading || a.bk.failed {
		return
	}
	if bp, ok := a.plat.(BookPlatform); ok {
		a.bk.loading = true
		bp.LoadBook()
	}
}

// BookLoaded takes the bytes of BookFile, or the error that kept them from
// loading; a review judged without the book is judged again.
func (a *App) BookLoaded(data []byte, err error) {
	a.bk.loading = false
	var b *book.Book
	if err == nil {
		b, err = book.Load(data)
	}
	if err != nil {
		a.bk.failed = true // the review goes on without book moves
		return
	}
	a.bk.book = b
	if a.rv != nil {
		a.judgeReview()
		a.plat.Changed()
	}
}
