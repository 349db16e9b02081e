package app

import (
	"errors"
	"testing"
	"time"

	"xiangqi/assets"
	"xiangqi/engine/position"
	"xiangqi/web/engineclient"
)

type bookPlatformFake struct {
	*fakePlatform
	loads int
}

func (p *bookPlatformFake) LoadBook() { p.loads++ }

// TestPageBookFetchedWhenAsked: without Options.InBook the page sends for
// book.bin on the first question, knows no book move until it arrives, and
// then knows the book's moves; a book that fails is not asked for again.
func TestPageBookFetchedWhenAsked(t *testing.T) {
	for _, fails := range []bool{false, true} {
		plat := &bookPlatformFake{fakePlatform: &fakePlatform{}}
		a := New(plat, func() engineclient.Transport { return &fakeWorker{} }, Options{Now: func() time.Time { return time.Unix(5000, 0) }})
		start := position.NewStart()
		h2e2, _ := position.ParseMove("h2e2")
		if a.inBook(start, h2e2) || plat.loads != 1 {
			t.Fatalf("first question: a book move before the book, or %d fetches", plat.loads)
		}
		a.inBook(start, h2e2)
		if plat.loads != 1 {
			t.Errorf("%d fetches while the first was on its way", plat.loads)
		}
		if fails {
			a.BookLoaded(nil, errors.New("book.bin: HTTP 404"))
			if a.inBook(start, h2e2) || plat.loads != 1 {
				t.Errorf("after a failed fetch: a book move, or %d fetches", plat.loads)
			}
			continue
		}
		a.BookLoaded(assets.Book, nil)
		a3a4, _ := position.ParseMove("a3a4")
		if !a.inBook(start, h2e2) || a.inBook(start, a3a4) {
			t.Errorf("with the book: 炮二平五 in book %v, 兵九进一 in book %v", a.inBook(start, h2e2), a.inBook(start, a3a4))
		}
	}
}
