package search

import "unsafe"

// prefetch asks the processor to start loading the cache line at addr and
// returns at once (PREFETCHT0, in prefetch_amd64.s). Go has no portable way
// to say this; elsewhere prefetch does nothing (prefetch_other.go).
//
//go:noescape
func prefetch(addr unsafe.Pointer)
