//go:build !wasm

package protocol

// defaultYield is the search's Yield when the caller gives none: natively the
// search runs on its own thread and needs none.
func defaultYield() func() { return nil }
