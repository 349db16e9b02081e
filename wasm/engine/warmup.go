//go:build js && wasm

package main

import (
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// warmUpDepth bounds the warm-up search: deep enough to run every part of
// the search, short enough (a few milliseconds once compiled) to be stopped
// or finished before it matters.
const warmUpDepth = 6

// warmUp searches the start position once on a small engine of its own, in
// the background, right after the worker is ready. Chromium compiles wasm
// functions lazily and optimises them only once they are hot, so the first
// search of a fresh worker runs many times slower than later ones (measured:
// a 300 ms move took over 700 ms, with over half a second between two clock
// checks); warming up spends that time while the player thinks about the
// first move instead of during the engine's first move. The returned stop
// function ends it early; the main loop calls it when a message arrives.
func warmUp(yield func()) (stop func()) {
	e := search.New(search.Options{HashMB: 1, Level: search.MaxLevel, Seed: 1, Yield: yield})
	go e.Search(position.NewStart(), search.Limits{Depth: warmUpDepth}, nil)
	return e.Stop
}
