package main

// The perft subcommand counts the leaf nodes of the legal move tree, the
// standard check of a move generator, optionally split by first move so a
// difference from another program (fairy-stockfish: go perft N) can be traced.

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"time"

	"xiangqi/engine/position"
)

func init() {
	register("perft", "count the legal move tree: perft [--fen F] [--divide] [--cpuprofile FILE] N", runPerft)
}

// maxPerftDepth bounds N; depth 7 from the opening already takes minutes.
const maxPerftDepth = 12

func runPerft(args []string) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fen := fs.String("fen", position.StartFEN, "position to count from")
	divide := fs.Bool("divide", false, "print the count under each first move")
	profile := fs.String("cpuprofile", "", "write a CPU profile of the count to this file")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: xiangqi perft [--fen FEN] [--divide] [--cpuprofile FILE] N")
		fs.PrintDefaults()
	}
	// Flags may come before or after N.
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return err
		}
		if fs.NArg() == 0 {
			break
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(rest) != 1 {
		fs.Usage()
		return fmt.Errorf("want one depth, got %d arguments", len(rest))
	}
	depth, err := strconv.Atoi(rest[0])
	if err != nil || depth < 1 || depth > maxPerftDepth {
		return fmt.Errorf("depth %q is not a number from 1 to %d", rest[0], maxPerftDepth)
	}
	p, err := position.ParseFEN(*fen)
	if err != nil {
		return err
	}
	stopProfile, err := startCPUProfile(*profile)
	if err != nil {
		return err
	}
	start := time.Now()
	nodes := perft(os.Stdout, p, depth, *divide)
	elapsed := time.Since(start)
	if err := stopProfile(); err != nil {
		return err
	}
	fmt.Printf("Nodes searched: %d\n", nodes)
	fmt.Printf("Time: %d ms\n", elapsed.Milliseconds())
	fmt.Printf("Nodes/second: %d\n", uint64(float64(nodes)/max(elapsed.Seconds(), 1e-9)))
	return nil
}

// perft counts the leaves at depth; with divide it writes "move: count" for
// each legal move in ICCS order first.
func perft(w io.Writer, p *position.Position, depth int, divide bool) uint64 {
	if !divide {
		return p.Perft(depth)
	}
	var buf [position.MaxMoves]position.Move
	moves := p.LegalMoves(buf[:0])
	sort.Slice(moves, func(i, j int) bool { return moves[i].String() < moves[j].String() })
	var total uint64
	for _, m := range moves {
		p.MakeMove(m)
		n := p.Perft(depth - 1)
		p.UnmakeMove()
		fmt.Fprintf(w, "%s: %d\n", m, n)
		total += n
	}
	fmt.Fprintln(w)
	return total
}
