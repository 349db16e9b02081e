package egtb

import (
	"bytes"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
)

// shippedDir is where `xiangqi egtb build` writes the tables.
const shippedDir = "../../assets/egtb"

// TestShippedFiles checks that every table of the shipped set is in
// assets/egtb under its canonical name and decodes, and that FilesFor lists
// only shipped files, the material's own first.
func TestShippedFiles(t *testing.T) {
	fsys := os.DirFS(shippedDir)
	for m := range shippedSet() {
		name := m.String() + FileSuffix
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			t.Errorf("shipped table %s: %v", name, err)
			continue
		}
		tb, err := Decode(data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if tb.Material() != m {
			t.Errorf("%s holds the table of %s", name, tb.Material())
		}
	}
	files := FilesFor(mustMaterial(t, "KPkr")) // Black has the rook: KRkp
	if len(files) == 0 || files[0] != "KRkp"+FileSuffix || !slices.Contains(files, "KPk"+FileSuffix) || !slices.Contains(files, "KRk"+FileSuffix) {
		t.Fatalf("FilesFor(KPkr) = %v, want KRkp first, then KPk and KRk among others", files)
	}
	// A material too large to ship still leads into shipped endings.
	if files := FilesFor(mustMaterial(t, "KRNAABBkaabb")); !slices.Contains(files, "KRkaabb"+FileSuffix) || slices.Contains(files, "KRkp"+FileSuffix) {
		t.Errorf("FilesFor(KRNAABBkaabb) = %v, want KRkaabb and not KRkp", files)
	}
	for _, f := range files {
		m, err := ParseMaterial(strings.TrimSuffix(f, FileSuffix))
		if err != nil || !IsShipped(m) {
			t.Errorf("FilesFor lists %s, which is not shipped", f)
		}
	}
	if IsShipped(mustMaterial(t, "KRRkrr")) {
		t.Error("KRRkrr is not shipped")
	}
}

// TestShippedProbes probes positions through LoadFS on the shipped files
// and checks each against the independent search.
func TestShippedProbes(t *testing.T) {
	lib := NewLibrary()
	if err := lib.LoadFS(os.DirFS(shippedDir), "."); err != nil {
		t.Fatal(err)
	}
	for _, fen := range []string{
		"3ak4/4a4/4b4/9/9/9/9/9/3R5/5K3 w - - 0 1",  // rook against advisors and elephants
		"4k4/4a4/3a5/9/9/9/9/9/4A4/3C1K3 w - - 0 1", // cannon and advisor
		"2b1k4/9/4b4/9/4N4/9/9/9/9/5K3 b - - 0 1",   // horse against elephants, defender to move
		"3k5/9/9/9/9/9/9/3r5/9/4K1p2 w - - 0 1",     // rook and pawn against a bare king, colours exchanged
		"4k4/9/9/2P1P4/9/9/9/9/9/3K5 w - - 0 1",     // two pawns
		"5k3/9/9/9/4p4/9/4P4/9/9/3K5 b - - 0 1",     // pawn against pawn
	} {
		p := mustFEN(t, fen)
		r, d, ok := lib.Probe(p)
		if !ok {
			t.Errorf("%s: no table for %s", fen, MaterialOf(p))
			continue
		}
		if sr, sd := searchDTM(p, 5); sr != Draw && (sr != r || sd != d) {
			t.Errorf("%s: table %s in %d, search %s in %d", fen, r, d, sr, sd)
		} else if sr == Draw && r != Draw && d <= 5 {
			t.Errorf("%s: table %s in %d, the search finds nothing within 5", fen, r, d)
		}
	}
}

// TestShippedFilesRegenerate rebuilds every shipped table and compares the
// bytes with the committed files (minutes of work: XIANGQI_LONG=1 only).
func TestShippedFilesRegenerate(t *testing.T) {
	if !long() {
		t.Skip("set XIANGQI_LONG=1 to regenerate the shipped tables")
	}
	g := NewGenerator()
	for _, s := range Shipped {
		if _, err := g.Table(mustMaterial(t, s)); err != nil {
			t.Fatal(err)
		}
	}
	for _, tb := range g.Set.Tables() {
		want, err := os.ReadFile(shippedDir + "/" + tb.Material().String() + FileSuffix)
		if err != nil {
			t.Fatal(err)
		}
		got, err := tb.EncodeCompact()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: regenerated table differs from the shipped file", tb.Material())
		}
	}
}
