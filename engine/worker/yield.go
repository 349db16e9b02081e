package worker

import (
	"sync"
	"time"
)

// turns gives the JavaScript event loop a turn whenever the search yields
// (search.YieldInterval apart) and keeps statistics of them. Go on wasm
// returns control to JavaScript only when every goroutine is blocked, so
// Host.Yield blocks the search goroutine until worker.js calls back (through
// a MessageChannel, which, unlike a nested setTimeout, is not clamped to
// 4 ms); meanwhile the message goroutine handles whatever arrived, such as
// stop, and fetched tables are loaded.
type turns struct {
	host Host
	// mu lets one goroutine at a time wait for a turn: worker.js keeps one
	// pending callback, and each callback wakes one waiter.
	mu   sync.Mutex
	last time.Time // when the search last got control back

	// statsMu guards the counters; it is never held while waiting, so
	// stats, called from JavaScript, never blocks.
	statsMu sync.Mutex
	s       Stats
}

// Stats describe the turns given to the event loop during searches.
type Stats struct {
	Yields  int           // turns given
	Waited  time.Duration // total time the search waited for them
	MaxGap  time.Duration // longest search stretch between two turns
	MaxWait time.Duration // longest single turn
	// Gaps counts the search stretches by length: under 25, 50, 100 and
	// 200 ms, and longer.
	Gaps [5]int
}

func newTurns(host Host) *turns { return &turns{host: host, last: time.Now()} }

// take gives the event loop one turn.
func (t *turns) take() {
	t.mu.Lock()
	defer t.mu.Unlock()
	gap := time.Since(t.last)
	start := time.Now()
	t.host.Yield()
	t.last = time.Now()
	t.record(gap, t.last.Sub(start))
}

// record counts one turn: the search stretch before it and the wait.
func (t *turns) record(gap, wait time.Duration) {
	t.statsMu.Lock()
	defer t.statsMu.Unlock()
	s := &t.s
	s.MaxGap = max(s.MaxGap, gap)
	switch {
	case gap < 25*time.Millisecond:
		s.Gaps[0]++
	case gap < 50*time.Millisecond:
		s.Gaps[1]++
	case gap < 100*time.Millisecond:
		s.Gaps[2]++
	case gap < 200*time.Millisecond:
		s.Gaps[3]++
	default:
		s.Gaps[4]++
	}
	s.Yields++
	s.Waited += wait
	s.MaxWait = max(s.MaxWait, wait)
}

// busy marks the start of a stretch of Go work (a message was handled, which
// may have started a search), so the idle time before it is not counted as a
// search stretch without a turn.
func (t *turns) busy() {
	t.mu.Lock()
	t.last = time.Now()
	t.mu.Unlock()
}

func (t *turns) stats() Stats {
	t.statsMu.Lock()
	defer t.statsMu.Unlock()
	return t.s
}
