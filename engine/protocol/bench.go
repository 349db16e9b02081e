package protocol

import (
	"fmt"
	"time"

	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// DefaultBenchDepth is the bench depth when a bench message gives none, and
// MaxBenchDepth (the worker protocol's) bounds it.
const (
	DefaultBenchDepth = 7
	MaxBenchDepth     = wire.MaxBenchDepth
)

// BenchResult is the outcome of the fixed bench.
type BenchResult struct {
	Nodes uint64
	Time  time.Duration
	Err   error // set when the bench could not run
}

// NPS returns nodes per second.
func (r BenchResult) NPS() uint64 {
	if r.Time <= 0 {
		return 0
	}
	return uint64(float64(r.Nodes) / r.Time.Seconds())
}

// Bench starts the same fixed bench as `xiangqi bench` at the given depth on
// a fresh engine with default options (so its node count does not depend on
// what the session searched before) and returns at once; onDone receives the
// result from the bench goroutine. Stop ends it early.
func (s *Session) Bench(depth int, onDone func(BenchResult)) error {
	if depth < 1 || depth > MaxBenchDepth {
		return fmt.Errorf("depth must be from 1 to %d, got %d", MaxBenchDepth, depth)
	}
	j := s.startJob() // holds s.mu
	// The options of `xiangqi bench`, so both count the same nodes.
	opts := search.BenchOptions()
	opts.Yield = s.engOpts.Yield // the worker must stay responsive
	j.engine = search.New(opts)
	s.mu.Unlock()
	go func() {
		var r BenchResult
		defer func() {
			if p := recover(); p != nil {
				r = BenchResult{Err: fmt.Errorf("bench failed: %v", p)}
			}
			defer s.finishJob(j)
			onDone(r)
		}()
		r = runBench(j, depth)
	}()
	return nil
}

// runBench searches each bench position to depth with a cleared hash,
// timing the searches only, as `xiangqi bench` does.
func runBench(j *job, depth int) BenchResult {
	if j.stopRequested() {
		return BenchResult{}
	}
	var r BenchResult
	r.Nodes, r.Time, r.Err = search.Bench(j.engine, depth, func(search.Info) {
		if j.stopRequested() {
			j.engine.Stop()
		}
	}, func(int, search.Result, time.Duration) bool { return !j.stopRequested() })
	return r
}
