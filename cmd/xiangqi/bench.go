package main

// The bench subcommand: searches a fixed set of positions to a fixed depth
// with a fresh engine and prints the total node count, a signature that
// changes only when the search's behaviour changes, and the speed.

import (
	"flag"
	"fmt"
	"strconv"
	"time"

	"xiangqi/engine/search"
)

func init() {
	register("bench", "search fixed positions to a fixed depth: node signature and speed", runBench)
}

func runBench(args []string) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	profile := fs.String("cpuprofile", "", "write a CPU profile of the searches to this file")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: xiangqi bench [--cpuprofile FILE] [depth]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	args = fs.Args()
	depth := search.BenchDepth
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
	stopProfile, err := startCPUProfile(*profile)
	if err != nil {
		return err
	}
	total, elapsed, err := search.Bench(engine, depth, nil, func(i int, res search.Result, _ time.Duration) bool {
		fmt.Printf("position %2d: %10d nodes  best %s  score %d\n", i+1, res.Nodes, res.Move, res.Score)
		return true
	})
	if perr := stopProfile(); err == nil {
		err = perr
	}
	if err != nil {
		return err
	}
	fmt.Printf("Nodes: %d\n", total)
	fmt.Printf("NPS: %d\n", uint64(float64(total)/max(elapsed.Seconds(), 1e-9)))
	fmt.Printf("Time: %d ms\n", elapsed.Milliseconds())
	return nil
}
