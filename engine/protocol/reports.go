package protocol

import (
	"sync"
	"time"

	"xiangqi/engine/wire"
)

// reportSpacer holds a search's info replies back so that the lines' latest
// go out together at most once every `every` (the go message's reportMs).
// A search reports each line after every completed depth, and the first
// dozen depths take a fraction of a second: an analysis board stepping
// through a game got some forty reports a second, which a phone's page
// decoded one by one to draw four of them. The last report of each line
// always goes out before the search's bestmove, so what the page shows at
// the end is what the search found.
type reportSpacer struct {
	every time.Duration
	send  func(wire.Reply)

	// mu is held while sending, so that a batch the timer sends cannot
	// pass the bestmove that finish lets through.
	mu      sync.Mutex
	pending []wire.Info // the latest report of each line not yet sent, by MultiPV-1 (MultiPV 0: none)
	armed   bool        // a timer will send the held reports
	last    time.Time   // when the last batch went out
}

func newReportSpacer(every time.Duration, send func(wire.Reply)) *reportSpacer {
	return &reportSpacer{every: every, send: send}
}

// add sends a report now (no spacing asked) or holds it until its batch.
func (r *reportSpacer) add(in wire.Info) {
	if r.every <= 0 {
		r.send(in)
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	line := max(in.MultiPV, 1) - 1
	for len(r.pending) <= line {
		r.pending = append(r.pending, wire.Info{})
	}
	r.pending[line] = in
	r.pending[line].MultiPV = line + 1
	if !r.armed {
		// A batch is due `every` after the last one; the first of a search
		// at once, which on wasm means at the search's next yield, after
		// the other lines of the same depth.
		r.armed = true
		time.AfterFunc(max(0, r.every-time.Since(r.last)), r.sendBatch)
	}
}

// sendBatch sends the held reports, the best line first.
func (r *reportSpacer) sendBatch() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.armed = false
	r.sendHeld()
}

// finish sends whatever is held; the caller sends the bestmove next.
func (r *reportSpacer) finish() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sendHeld()
}

func (r *reportSpacer) sendHeld() {
	sent := false
	for i := range r.pending {
		if r.pending[i].MultiPV != 0 {
			r.send(r.pending[i])
			r.pending[i] = wire.Info{}
			sent = true
		}
	}
	if sent {
		r.last = time.Now()
	}
}
