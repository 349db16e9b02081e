//go:build !amd64

package search

import "unsafe"

// prefetch does nothing where there is no prefetch instruction written for
// it (WebAssembly among others); see prefetch_amd64.go.
func prefetch(addr unsafe.Pointer) {}
