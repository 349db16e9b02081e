package main

// The bench subcommand: searches a fixed set of positions to a fixed depth
// with a fresh engine and prints the total node count, a signature that
// changes only when the search's behaviour changes, and the speed.

import (
	"fmt"
	"strconv"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

func init() {
	register("bench", "search fixed positions to a fixed depth: node signature and speed", runBench)
}

// benchDepth is the default depth: about 5-15 s on the development machine
// (2 shared cores).
const benchDepth = 15

func runBench(args []string) error {
	depth := benchDepth
	if len(args) > 1 {
		return fmt.Errorf("want at most one argument, the depth; got %d", len(args))
	}
	if len(args) == 1 {
		d, err := strconv.Atoi(args[0])
		if err != nil || d < 1 || d > 60 {
			return fmt.Errorf("depth %q is not a number from 1 to 60", args[0])
		}
		depth = d
	}
	engine := search.New(search.BenchOptions())
	var total uint64
	var elapsed time.Duration
	for i, fen := range search.BenchPositions {
		p, err := position.ParseFEN(fen)
		if err != nil {
			return fmt.Errorf("bench position %d: %v", i+1, err)
		}
		engine.NewGame()
		start := time.Now()
		res := engine.Search(p, search.Limits{Depth: depth}, nil)
		elapsed += time.Since(start)
		total += res.Nodes
		fmt.Printf("position %2d: %10d nodes  best %s  score %d\n", i+1, res.Nodes, res.Move, res.Score)
	}
	fmt.Printf("Nodes: %d\n", total)
	fmt.Printf("NPS: %d\n", uint64(float64(total)/max(elapsed.Seconds(), 1e-9)))
	fmt.Printf("Time: %d ms\n", elapsed.Milliseconds())
	return nil
}
