package worker

import (
	"slices"
	"testing"
	"time"

	"xiangqi/assets"
)

// waitBook waits until the worker's book fetch has ended.
func waitBook(t *testing.T, w *Worker) {
	t.Helper()
	select {
	case <-w.book.done:
	case <-time.After(30 * time.Second):
		t.Fatal("the book's fetch never ended")
	}
}

// TestBookFetchedFromTheSite: the worker sends for book.bin as it starts,
// and once it has arrived the start position is answered from it.
func TestBookFetchedFromTheSite(t *testing.T) {
	h := newFakeHost(nil)
	h.book = assets.Book
	h.hold = make(chan struct{})
	w := start(t, h)
	// Before the book arrives the worker searches.
	w.send(`{"type":"position","moves":[]}`)
	w.send(`{"type":"go","id":1,"depth":2}`)
	if best := h.next(t, "bestmove"); best["book"] == true {
		t.Errorf("a book move before the book arrived: %v", best)
	}
	close(h.hold)
	waitBook(t, w)
	if w.book.err != nil {
		t.Fatal(w.book.err)
	}
	w.send(`{"type":"go","id":2,"depth":2}`)
	if best := h.next(t, "bestmove"); best["book"] != true || best["id"] != 2.0 {
		t.Errorf("the start position once the book is in: %v, want a book move", best)
	}
	h.mu.Lock()
	others := slices.Clone(h.others)
	h.mu.Unlock()
	if !slices.Equal(others, []string{BookFile}) {
		t.Errorf("files fetched besides tables: %v, want just %s", others, BookFile)
	}
}

// TestWithoutTheBook: a book that cannot be fetched, or is not a book,
// leaves the worker searching every position.
func TestWithoutTheBook(t *testing.T) {
	for name, book := range map[string][]byte{"unreachable": nil, "corrupt": []byte("not a book")} {
		h := newFakeHost(nil)
		h.book = book
		w := start(t, h)
		waitBook(t, w)
		if w.book.err == nil {
			t.Errorf("%s: no error", name)
		}
		w.send(`{"type":"position","moves":[]}`)
		w.send(`{"type":"go","id":3,"depth":2}`)
		if best := h.next(t, "bestmove"); best["book"] == true || best["move"] == "" {
			t.Errorf("%s: %v, want a searched move", name, best)
		}
	}
}
