package search

import (
	"fmt"
	"time"

	"xiangqi/engine/position"
)

// BenchPositions are the positions `xiangqi bench` and the protocol's bench
// search: the start and positions from master games (see
// shared/data/games), from the opening through the middlegame to endgames.
// Changing them changes the bench signature.
var BenchPositions = []string{
	position.StartFEN,
	"r2akabr1/9/2n1b1nc1/pc2p3p/2p6/6pR1/P1P1P3P/1CN1C1N2/R8/2BAKAB2 w - - 0 9",
	"r3kab2/1c2a2r1/2n1b2c1/p1p1p3p/6pn1/1CPN5/P3P1P1P/R2CB1N2/2R6/3AKAB2 w - - 24 13",
	"1r2kabn1/9/4bC1rc/p3pNR1p/1np3p2/9/P3P1P1P/4B1N2/9/R2AKAB2 w - - 1 16",
	"3rkabr1/2R1a4/4b4/p2np3p/9/1n2P2c1/P6RP/1CC1B1N2/4A4/4KAB2 w - - 7 21",
	"3akab2/3c5/4b4/p1R5P/9/PNP6/3r5/9/4A4/3K1A3 w - - 10 29",
	"5ab2/4k1N2/2n6/p5P2/2p2N3/8n/P8/4B4/9/3AKAB2 w - - 4 36",
	"4kab2/4a4/3Pb4/p3C4/9/4Pn3/P8/9/9/2BAKAB2 w - - 17 46",
	"3k1a3/4a4/4b4/2PN5/3r5/9/9/9/4A4/4KA3 w - - 4 51",
	"5R3/3k5/5a3/9/4n4/9/3rp4/6C1B/4A4/3AK1B2 w - - 1 56",
	"C1ba1k3/9/3P2P2/9/2b1C3c/5p3/4c4/5A3/4A4/4K4 w - - 5 61",
	"5k3/2P1a4/3ab4/pC7/1n2P1b2/P1B6/9/4B4/4A4/3K1A3 w - - 57 66",
}

// BenchDepth is the depth of `xiangqi bench`, and BenchSignature its node
// count: the signature README.md quotes, which changes only when the
// search's behaviour changes. Update both here and in the README with every
// such change (TestBenchSignature checks that they agree, and a quicker
// signature at a lower depth catches the change in the default test run).
const (
	BenchDepth     = 15
	BenchSignature = 4090304
)

// BenchOptions are the engine options of every bench (`xiangqi bench`, the
// protocol's bench message, the signature test): a 16 MB hash, a fixed seed,
// full strength, the default evaluation and no endgame tables, so that the
// node count depends on the search alone and not on which tables a program
// has loaded. Each position is searched from a cleared hash (NewGame).
func BenchOptions() Options {
	opts := DefaultOptions()
	opts.HashMB = 16
	opts.Seed = 1
	return opts
}

// Bench searches every bench position to depth on e (made with
// BenchOptions), each from a cleared hash, and returns the total nodes and
// search time. onInfo (may be nil) receives each iteration's report; each
// (may be nil) is called after each position and ends the bench early by
// returning false.
func Bench(e *Engine, depth int, onInfo func(Info), each func(i int, r Result, took time.Duration) bool) (nodes uint64, took time.Duration, err error) {
	for i, fen := range BenchPositions {
		p, err := position.ParseFEN(fen)
		if err != nil {
			return nodes, took, fmt.Errorf("bench position %d: %v", i+1, err)
		}
		e.NewGame()
		start := time.Now()
		res := e.Search(p, Limits{Depth: depth}, onInfo)
		d := time.Since(start)
		nodes += res.Nodes
		took += d
		if each != nil && !each(i, res, d) {
			break
		}
	}
	return nodes, took, nil
}
