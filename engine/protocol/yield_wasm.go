//go:build wasm

package protocol

import "runtime"

// defaultYield is the search's Yield when the caller gives none. Go on wasm
// has one thread and never preempts a goroutine, so without it a search
// would starve every other goroutine (the one reading stop, timers) until it
// ended. The worker's main passes its own Yield, which also lets JavaScript run.
func defaultYield() func() { return runtime.Gosched }
