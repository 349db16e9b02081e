package main

// CPU profiles of the bench and perft subcommands (--cpuprofile FILE), for
// `go tool pprof` and for the profile-guided build: default.pgo beside
// main.go is such a profile of `bench 16`, which `go build` applies to this
// program by itself (4% more nodes per second, 5% fewer instructions in
// engine/search/TESTLOG.md's speed table). Make it again after large changes
// to the search or evaluation: go run ./cmd/xiangqi bench --cpuprofile cmd/xiangqi/default.pgo 16.
// The WebAssembly module is built without one: under node it was no faster.

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// startCPUProfile starts writing a CPU profile to path and returns the
// function that ends it; with an empty path it does nothing.
func startCPUProfile(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile: %v", err)
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}
