package search

import (
	"testing"

	egtbfiles "xiangqi/assets/egtb"
	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
)

// TestTablesGiveExactMates checks that with the endgame tables the search
// mates in the table's distance, and a lone cannon's ending is scored a draw.
func TestTablesGiveExactMates(t *testing.T) {
	tables := egtb.NewLibrary()
	if err := tables.LoadFS(egtbfiles.Files, "."); err != nil {
		t.Fatal(err)
	}
	withTables := func() *Engine {
		opts := DefaultOptions()
		opts.HashMB, opts.Seed, opts.Tables = 8, 1, tables
		return New(opts)
	}
	for _, fen := range []string{
		"3akab2/9/9/9/9/9/9/9/9/3K4R w", // rook against two advisors and an elephant
		"5k3/9/9/9/9/9/9/9/9/R2K5 w",    // rook against a bare king (one a depth-4 search alone does not mate)
	} {
		p, err := position.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		result, plies, ok := tables.Probe(p)
		if !ok || result != egtb.Win {
			t.Fatalf("%s: table says %v %d %v, want a win", fen, result, plies, ok)
		}
		res := withTables().Search(p, Limits{Depth: 4}, nil)
		if without := newTestEngine().Search(p, Limits{Depth: 4}, nil); without.Mate == res.Mate {
			t.Errorf("%s: mate %d found without the tables too: the test shows nothing", fen, res.Mate)
		}
		if want := (plies + 1) / 2; res.Mate != want {
			t.Errorf("%s: search found mate %d, the table says mate in %d", fen, res.Mate, want)
		}
		if !p.IsLegal(res.Move) {
			t.Errorf("%s: illegal move %v", fen, res.Move)
		}
	}
	p, _ := position.ParseFEN("3akab2/9/9/9/9/9/9/9/9/3K2C2 w") // a lone cannon cannot win
	if res := withTables().Search(p, Limits{Depth: 6}, nil); res.Score != 0 || res.Mate != 0 {
		t.Errorf("lone cannon scored %d (mate %d), want a draw", res.Score, res.Mate)
	}
}
