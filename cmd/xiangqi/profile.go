package main

// CPU profiles of the bench and perft subcommands (--cpuprofile FILE), for
// `go tool pprof`. (A profile-guided build from such a profile, default.pgo
// beside main.go, made search 2-11% faster but recompiles the engine and the
// standard library once more, about 80 s of a clean CI run that is near its
// 20-minute budget, so the command line is built without one.)

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
