package worker

import (
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// warmUpDepth bounds the warm-up search: deep enough to run every part of
// the search, short enough (a few milliseconds once compiled) to be stopped
// or finished before it matters.
const warmUpDepth = 6

// warmUp searches the start position once on a small engine of its own,
// right after the worker is ready. Chromium compiles wasm functions lazily and
// optimises them only once they are hot, so the first search of a fresh
// worker runs many times slower than later ones (measured: a 300 ms move took
// over 700 ms); warming up spends that time while the player thinks about
// the first move instead of during the engine's first move.
//
// It runs on the message loop's own goroutine, before the first message is
// handled, so it never overlaps a real search (an overlapping warm-up once
// left a search waiting forever for its turn of the event loop), and it
// stops at its first turn of the event loop after a message arrived.
func (w *Worker) warmUp() {
	opts := w.opts.Engine
	opts.HashMB, opts.Seed, opts.Level = 1, 1, search.MaxLevel
	opts.Tables = nil
	var e *search.Engine
	opts.Yield = func() {
		w.turns.take()
		if w.inbox.waiting() {
			e.Stop()
		}
	}
	e = search.New(opts)
	if w.inbox.waiting() {
		return
	}
	e.Search(position.NewStart(), search.Limits{Depth: warmUpDepth}, nil)
}
