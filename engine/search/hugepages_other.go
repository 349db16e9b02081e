//go:build !linux

package search

import "unsafe"

// adviseHugePages does nothing where huge pages are not asked for this way
// (WebAssembly among others); see the Linux version.
func adviseHugePages(ptr unsafe.Pointer, n uintptr) {}
