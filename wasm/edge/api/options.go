package api

import (
	"time"

	"xiangqi/engine/search"
)

// Options configure a Handler.
type Options struct {
	// HashMB is the hash table of each search session, in MiB. On the edge
	// every request starts the Go runtime afresh, so a big table only costs
	// start-up time and memory without ever being reused.
	HashMB int
	// MaxBodyBytes bounds a request body; a longer one gets 413.
	MaxBodyBytes int64
	// MinMoveTime and MaxMoveTime bound movetimeMs; a level's own thinking
	// time is cut to MaxMoveTime.
	MinMoveTime, MaxMoveTime time.Duration
	// DefaultLevel plays when a request names no level.
	DefaultLevel int
	// NodesPerSecond, when not 0, also caps every search at its time budget
	// times this many nodes. On Cloudflare the clock stands still while code
	// runs (it only moves on I/O), so a time limit never fires there and the
	// node cap is what ends the search.
	NodesPerSecond uint64
	// MaxConcurrent is how many searches run at once; further requests wait
	// for a free session. 0 means one per CPU.
	MaxConcurrent int
	// QueueTimeout is how long a request waits for a free session before it
	// gets 503.
	QueueTimeout time.Duration
	// BookVariety is passed to book.Choose: 0 always plays the most
	// weighted book move, 1 samples them all.
	BookVariety float64
	// Version is reported by /api/health; "" means protocol.VersionString().
	Version string
}

// DefaultOptions returns the options for a native server: a 4 MiB hash,
// 16 KiB bodies, thinking times from 50 ms to 2 s, level 8 by default and
// no node cap beyond the levels' own.
func DefaultOptions() Options {
	return Options{
		HashMB:       4,
		MaxBodyBytes: 16 << 10,
		MinMoveTime:  50 * time.Millisecond,
		MaxMoveTime:  2 * time.Second,
		DefaultLevel: 8,
		QueueTimeout: 5 * time.Second,
		BookVariety:  0.3,
	}
}

// EdgeNodesPerSecond converts a thinking time into a node budget on the
// edge. The engine's wasm build searched about 220,000 nodes per second of
// CPU time under V8 (node, the engine workerd also runs) on this project's
// test machine, against about 780,000 natively; the budget is a little
// below that, so a search stays near the time asked for on a slower edge
// machine and ends sooner on a faster one.
const EdgeNodesPerSecond = 200_000

// EdgeOptions returns the options of the Cloudflare Worker: DefaultOptions
// with one search at a time (each request runs in its own Go instance) and
// the node cap that stands in for the frozen clock.
func EdgeOptions() Options {
	o := DefaultOptions()
	o.MaxConcurrent = 1
	o.NodesPerSecond = EdgeNodesPerSecond
	return o
}

// normalize fills zero fields with the defaults and keeps the rest in range.
func (o Options) normalize() Options {
	d := DefaultOptions()
	if o.HashMB <= 0 {
		o.HashMB = d.HashMB
	}
	if o.MaxBodyBytes <= 0 {
		o.MaxBodyBytes = d.MaxBodyBytes
	}
	if o.MinMoveTime <= 0 {
		o.MinMoveTime = d.MinMoveTime
	}
	if o.MaxMoveTime < o.MinMoveTime {
		o.MaxMoveTime = max(d.MaxMoveTime, o.MinMoveTime)
	}
	if o.DefaultLevel < search.MinLevel || o.DefaultLevel > search.MaxLevel {
		o.DefaultLevel = d.DefaultLevel
	}
	if o.QueueTimeout <= 0 {
		o.QueueTimeout = d.QueueTimeout
	}
	o.BookVariety = min(max(o.BookVariety, 0), 1)
	return o
}
