package protocol

import (
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// TestPrepareUnderAClock checks that a timed search waits for its
// preparation (a slow endgame-table fetch) no longer than a twentieth of its
// clock, that the wait is taken from its clock (the search still answers
// in time), and that the answer reports the time it took.
func TestPrepareUnderAClock(t *testing.T) {
	s := NewSession(search.Options{HashMB: 1})
	if err := s.SetPosition("", []string{"h2e2"}); err != nil {
		t.Fatal(err)
	}
	var waited time.Duration
	s.SetPrepare(func(p *position.Position, stop <-chan struct{}) {
		began := time.Now()
		select {
		case <-stop:
		case <-time.After(10 * time.Second):
		}
		waited = time.Since(began)
	})
	done := make(chan BestMove, 1)
	began := time.Now()
	// Black to move with 2 s on its clock: the wait ends after 100 ms.
	if err := s.Go(GoRequest{Limits: search.Limits{WTime: time.Minute, BTime: 2 * time.Second}}, nil, func(b BestMove) { done <- b }); err != nil {
		t.Fatal(err)
	}
	var b BestMove
	select {
	case b = <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the timed search waited for its preparation")
	}
	took := time.Since(began)
	if waited < 90*time.Millisecond || waited > 2*time.Second {
		t.Errorf("prepare waited %v, want about 100 ms", waited)
	}
	if took > 2*time.Second || !s.Position().IsLegal(b.Move) {
		t.Errorf("answer %v after %v with 2 s on the clock", b.Move, took)
	}
	if b.Time < waited || b.Time > took+time.Millisecond {
		t.Errorf("reported time %v, the answer took %v (waited %v)", b.Time, took, waited)
	}
}

// TestPrepareRunsBeforeTheSearch checks SetPrepare's contract: called with
// the position to search, before the search and not for a book move, and
// told when the search is stopped meanwhile.
func TestPrepareRunsBeforeTheSearch(t *testing.T) {
	s := NewSession(search.Options{HashMB: 1})
	if err := s.SetPosition("", []string{"h2e2"}); err != nil {
		t.Fatal(err)
	}
	var seen []string
	s.SetPrepare(func(p *position.Position, stop <-chan struct{}) {
		seen = append(seen, p.FEN())
	})
	done := make(chan BestMove, 1)
	infos := 0
	onInfo := func(search.Info) {
		if len(seen) == 0 {
			t.Error("the search reported before prepare ran")
		}
		infos++
	}
	if err := s.Go(GoRequest{Limits: search.Limits{Depth: 2}}, onInfo, func(b BestMove) { done <- b }); err != nil {
		t.Fatal(err)
	}
	<-done
	want := s.Position().FEN()
	if len(seen) != 1 || seen[0] != want || infos == 0 {
		t.Fatalf("prepare saw %q (%d infos), want once %q", seen, infos, want)
	}

	// A book move needs no preparation.
	bookMove, _ := position.ParseMove("h9g7")
	s.SetBook(func(*position.Position, int) (position.Move, bool) { return bookMove, true })
	if err := s.Go(GoRequest{Limits: search.Limits{Depth: 2}, Book: BookOn}, nil, func(b BestMove) { done <- b }); err != nil {
		t.Fatal(err)
	}
	if b := <-done; !b.Book || len(seen) != 1 {
		t.Errorf("book answer %+v, prepare called %d times, want once", b, len(seen))
	}
	s.SetBook(nil)

	// Stop while preparing: prepare hears of it, and the answer is a move.
	entered := make(chan struct{})
	s.SetPrepare(func(p *position.Position, stop <-chan struct{}) {
		close(entered)
		select {
		case <-stop:
		case <-time.After(10 * time.Second):
			t.Error("prepare was not told of the stop")
		}
	})
	if err := s.Go(GoRequest{Limits: search.Limits{Infinite: false, Depth: 30}}, nil, func(b BestMove) { done <- b }); err != nil {
		t.Fatal(err)
	}
	<-entered
	s.Stop()
	select {
	case b := <-done:
		if !s.Position().IsLegal(b.Move) {
			t.Errorf("stopped during prepare, answered %v", b.Move)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no answer after a stop during prepare")
	}
}
