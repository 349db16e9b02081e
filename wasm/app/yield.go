//go:build js && wasm

package main

import (
	"sync"
	"syscall/js"
	"time"
)

// yieldInterval is the least search time between two turns of the worker's
// event loop. The search itself calls Yield about every 20 ms (from its clock
// check every 2048 nodes), so this only guards against a caller that yields
// more often. Measured in chromium (web/e2e/worker.test.mjs), a turn costs
// about 1 ms and stop is answered within a few tens of milliseconds.
const yieldInterval = 10 * time.Millisecond

// yielder gives the JavaScript event loop a turn during a search. Go on wasm
// returns control to JavaScript only when every goroutine is blocked, so
// Yield blocks the search goroutine until worker.js calls back (through a
// MessageChannel, which, unlike a nested setTimeout, is not clamped to 4 ms);
// meanwhile the message goroutine handles whatever arrived, such as stop.
type yielder struct {
	// mu lets one goroutine at a time wait for a turn: worker.js keeps one
	// pending callback, and each callback wakes one waiter.
	mu   sync.Mutex
	host js.Value
	wake chan struct{}
	fn   js.Func
	last time.Time // when the search last got control back

	// statsMu guards the counters below; it is never held while waiting,
	// so stats, called from JavaScript, never blocks.
	statsMu sync.Mutex
	count   int           // turns given
	waited  time.Duration // total time blocked in them
	maxGap  time.Duration // longest search stretch between two turns
	maxWait time.Duration // longest single turn
	gaps    [5]int        // search stretches by length: <25, <50, <100, <200, >=200 ms
}

func newYielder(host js.Value) *yielder {
	y := &yielder{host: host, wake: make(chan struct{}, 1), last: time.Now()}
	y.fn = js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case y.wake <- struct{}{}:
		default:
		}
		return nil
	})
	return y
}

// Yield is search.Options.Yield: cheap when called often, it gives a turn
// only once yieldInterval has passed since the last one.
func (y *yielder) Yield() {
	y.mu.Lock()
	defer y.mu.Unlock()
	gap := time.Since(y.last) // monotonic clock only: one call into JavaScript
	if gap < yieldInterval {
		return
	}
	start := time.Now()
	y.host.Call("yield", y.fn)
	<-y.wake
	y.last = time.Now()
	y.record(gap, y.last.Sub(start))
}

// record counts one turn: the search stretch before it and the wait.
func (y *yielder) record(gap, wait time.Duration) {
	y.statsMu.Lock()
	defer y.statsMu.Unlock()
	y.maxGap = max(y.maxGap, gap)
	switch {
	case gap < 25*time.Millisecond:
		y.gaps[0]++
	case gap < 50*time.Millisecond:
		y.gaps[1]++
	case gap < 100*time.Millisecond:
		y.gaps[2]++
	case gap < 200*time.Millisecond:
		y.gaps[3]++
	default:
		y.gaps[4]++
	}
	y.count++
	y.waited += wait
	y.maxWait = max(y.maxWait, wait)
}

// busy marks the start of a stretch of Go work (a message was handled, which
// may have started a search), so the idle time before it is not counted as a
// search stretch without a turn.
func (y *yielder) busy() {
	y.mu.Lock()
	y.last = time.Now()
	y.mu.Unlock()
}

// stats reports the turns given so far, for tests and diagnostics.
func (y *yielder) stats() any {
	y.statsMu.Lock()
	defer y.statsMu.Unlock()
	return map[string]any{
		"yields":    y.count,
		"waitedMs":  float64(y.waited.Microseconds()) / 1000,
		"maxGapMs":  float64(y.maxGap.Microseconds()) / 1000,
		"maxWaitMs": float64(y.maxWait.Microseconds()) / 1000,
		"gaps":      []any{y.gaps[0], y.gaps[1], y.gaps[2], y.gaps[3], y.gaps[4]},
	}
}
