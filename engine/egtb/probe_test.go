package egtb

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"xiangqi/engine/position"
)

// loadSmall puts the small tables in a library, one-sided as they are
// shipped, through the file format.
func loadSmall(t testing.TB) *Library {
	t.Helper()
	lib := NewLibrary()
	for _, tb := range smallSet(t).Tables() {
		data, err := tb.EncodeCompact()
		if err != nil {
			t.Fatal(err)
		}
		if err := lib.Load(data); err != nil {
			t.Fatal(err)
		}
	}
	return lib
}

func mustFEN(t testing.TB, fen string) *position.Position {
	t.Helper()
	p, err := position.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestProbeSymmetry checks that a position, its mirror image and its
// colour-exchanged image probe alike through a library.
func TestProbeSymmetry(t *testing.T) {
	lib := loadSmall(t)
	rng := rand.New(rand.NewPCG(9, 10))
	for _, sig := range []string{"KRka", "KCAk", "KNkb", "KPk"} {
		tb := testTable(t, sig)
		var b [position.NumSquares]position.Piece
		checked := 0
		for checked < 300 {
			pl, ok := tb.lay.decode(rng.Uint64N(tb.lay.size))
			side := position.Color(rng.IntN(2))
			if !ok {
				continue
			}
			tb.lay.board(&pl, &b)
			p, err := position.FromBoard(&b, side)
			if err != nil {
				continue
			}
			r, d, ok := lib.Probe(p)
			if !ok {
				t.Fatalf("%s: no table for %s", sig, p.FEN())
			}
			var mir [position.NumSquares]position.Piece
			for s, pc := range b {
				mir[position.Square(s).Mirror()] = pc
			}
			flip := flippedBoard(&b)
			for _, img := range []struct {
				b    *[position.NumSquares]position.Piece
				side position.Color
			}{{&mir, side}, {&flip, side.Other()}} {
				q, err := position.FromBoard(img.b, img.side)
				if err != nil {
					t.Fatal(err)
				}
				if r2, d2, ok := lib.Probe(q); !ok || r2 != r || d2 != d {
					t.Errorf("%s: %s is %s in %d, its image %s is %s in %d", sig, p.FEN(), r, d, q.FEN(), r2, d2)
				}
			}
			checked++
		}
	}
}

// TestProbeAllocs checks that probing allocates nothing, for a stored side
// and for a side derived by search.
func TestProbeAllocs(t *testing.T) {
	lib := loadSmall(t)
	for _, fen := range []string{
		"3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1",
		"3k5/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1",
		"4k4/4a4/9/9/9/9/9/9/1R7/3K5 b - - 0 1",
	} {
		p := mustFEN(t, fen)
		lib.Probe(p) // reads the table if needed
		if n := testing.AllocsPerRun(100, func() { lib.Probe(p) }); n != 0 {
			t.Errorf("%s: Probe allocates %.1f times", fen, n)
		}
	}
}

// TestBestMoves checks the move list against probes of the positions the
// moves reach, and its order.
func TestBestMoves(t *testing.T) {
	lib := loadSmall(t)
	for _, fen := range []string{
		"3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1",   // rook against bare king
		"4k4/4a4/9/9/9/9/9/9/1R7/3K5 b - - 0 1", // the defender resists
		"3k5/9/9/9/9/9/2P6/9/9/4K4 w - - 0 1",   // pawn
		"2P2k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1",   // back-rank pawn: drawn
		"4k4/9/9/9/9/9/9/9/4N4/3K5 b - - 0 1",   // horse
	} {
		p := mustFEN(t, fen)
		r, d, ok := lib.Probe(p)
		if !ok {
			t.Fatalf("%s: no table", fen)
		}
		moves := lib.BestMoves(p)
		var buf [position.MaxMoves]position.Move
		if len(moves) != len(p.LegalMoves(buf[:0])) {
			t.Fatalf("%s: %d moves listed, %d legal", fen, len(moves), len(p.LegalMoves(buf[:0])))
		}
		if moves[0].Result != r || moves[0].DTM != d {
			t.Errorf("%s: probe %s in %d, best move %s gives %s in %d", fen, r, d, moves[0].Move, moves[0].Result, moves[0].DTM)
		}
		for i, ms := range moves {
			p.MakeMove(ms.Move)
			cr, cd, _ := lib.Probe(p)
			p.UnmakeMove()
			want := MoveScore{Move: ms.Move, Result: -cr}
			if cr != Draw {
				want.DTM = cd + 1
			}
			if ms != want {
				t.Errorf("%s: move %s listed as %+v, probing after it gives %+v", fen, ms.Move, ms, want)
			}
			if i > 0 && ms.better(moves[i-1]) {
				t.Errorf("%s: move %s is listed after a worse move", fen, ms.Move)
			}
		}
	}
}

// TestGenerateOnLoadedTables builds a table on top of one-sided loaded
// tables, whose omitted side must be derived with the help of their own
// smaller tables, and compares it with a table built from scratch.
func TestGenerateOnLoadedTables(t *testing.T) {
	// KRka leads by captures to KRk and KAk; KRk stores only Red to move,
	// so its positions with Black to move need Kk (the king takes the rook).
	loaded := NewSet()
	for _, sig := range []string{"KRk", "KAk", "Kk"} {
		data := testTable(t, sig).OneSide(position.Red).Encode()
		tb, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		loaded.Add(tb)
	}
	g := NewGenerator()
	seed(g.Set, mustMaterial(t, "KRka"), loaded.Table)
	got, err := g.Table(mustMaterial(t, "KRka"))
	if err != nil {
		t.Fatal(err)
	}
	want := testTable(t, "KRka")
	for c := range want.values {
		if !bytes.Equal(got.values[c], want.values[c]) {
			t.Errorf("KRka with %s to move differs from the table built from scratch", position.Color(c))
		}
	}
	// Library.Generate does the same with the library's tables.
	lib := loadSmall(t)
	if tb, err := lib.Generate(mustMaterial(t, "KNAk")); err != nil || tb.Material() != mustMaterial(t, "KNAk") {
		t.Errorf("Generate(KNAk) = %v, %v", tb, err)
	}
}

// TestExpectedTables follows a table a host fetches itself: before it is
// loaded a probe fails and marks it wanted, once; after Load it answers.
func TestExpectedTables(t *testing.T) {
	lib := NewLibrary()
	if err := lib.Expect([]string{"KRk.bin.gz", "Kk.bin.gz"}); err != nil {
		t.Fatal(err)
	}
	if err := lib.Expect([]string{"kRK.bin.gz"}); err == nil {
		t.Error("Expect took a file named after a material that is not canonical")
	}
	if got := lib.Wanted(); got != nil {
		t.Errorf("wanted %v before any probe", got)
	}
	p := mustFEN(t, "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1")
	if _, _, ok := lib.Probe(p); ok {
		t.Fatal("an expected table answered before it was loaded")
	}
	lib.Probe(p)
	if got := lib.Wanted(); len(got) != 1 || got[0] != "KRk.bin.gz" {
		t.Errorf("Wanted = %v, want [KRk.bin.gz]", got)
	}
	if got := lib.Wanted(); got != nil {
		t.Errorf("Wanted again = %v, want nothing new", got)
	}
	if got := lib.Missing([]string{"KRk.bin.gz", "KNk.bin.gz", "Kk.bin.gz"}); len(got) != 2 || got[0] != "KRk.bin.gz" || got[1] != "Kk.bin.gz" {
		t.Errorf("Missing = %v, want the two expected files", got)
	}
	for _, sig := range []string{"KRk", "Kk"} {
		data, err := testTable(t, sig).EncodeCompact()
		if err != nil {
			t.Fatal(err)
		}
		if err := lib.Load(data); err != nil {
			t.Fatal(err)
		}
	}
	if r, d, ok := lib.Probe(p); !ok || r != Win || d != 1 {
		t.Errorf("after Load: %v %d %v, want a win in 1", r, d, ok)
	}
	if got := lib.Missing([]string{"KRk.bin.gz", "Kk.bin.gz"}); got != nil {
		t.Errorf("Missing after Load = %v", got)
	}
	lib.Expect([]string{"KNk.bin.gz"})
	lib.Drop("KNk.bin.gz")
	lib.Probe(mustFEN(t, "3k5/9/9/9/9/9/9/9/N8/4K4 w - - 0 1"))
	if got := lib.Wanted(); got != nil {
		t.Errorf("a dropped file is wanted: %v", got)
	}
}
