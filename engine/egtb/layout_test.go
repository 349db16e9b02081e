package egtb

import (
	"math/rand/v2"
	"testing"

	"xiangqi/engine/position"
)

func mustMaterial(t testing.TB, s string) Material {
	t.Helper()
	m, err := ParseMaterial(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestParseMaterial(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"KRkaabb", "KRkaabb", true},
		{"kbbaaKR", "KRkaabb", true},
		{"KHEk", "KNBk", true},
		{"KCAPk", "KCPAk", true},
		{"KRRRk", "", false}, // three rooks
		{"KRk1", "", false},
		{"KR", "", false}, // no black king
		{"KKk", "", false},
	}
	for _, tc := range tests {
		m, err := ParseMaterial(tc.in)
		if (err == nil) != tc.ok {
			t.Errorf("ParseMaterial(%q) error = %v, want ok=%v", tc.in, err, tc.ok)
			continue
		}
		if tc.ok && m.String() != tc.want {
			t.Errorf("ParseMaterial(%q) = %s, want %s", tc.in, m, tc.want)
		}
	}
}

func TestCanonical(t *testing.T) {
	tests := []struct {
		in, want string
		flip     bool
	}{
		{"KRk", "KRk", false},
		{"Kkr", "KRk", true},
		{"KNkr", "KRkn", true},
		{"KCkn", "KNkc", true}, // equal value: the horse sorts first
		{"KAAkp", "KPkaa", true},
		{"KAABBkp", "KPkaabb", true}, // attackers outrank defenders
		{"KAkb", "KAkb", false},
		{"KRkr", "KRkr", false},
	}
	for _, tc := range tests {
		got, flip := mustMaterial(t, tc.in).Canonical()
		if got.String() != tc.want || flip != tc.flip {
			t.Errorf("%s.Canonical() = %s, %v; want %s, %v", tc.in, got, flip, tc.want, tc.flip)
		}
	}
}

// TestLayoutRoundTrip decodes indices, checks that decoding and encoding
// agree, and that a position and its mirror image share one index.
func TestLayoutRoundTrip(t *testing.T) {
	for _, sig := range []string{"KRk", "KPPkaa", "KCAkabb", "KRNkc"} {
		lay, err := newLayout(mustMaterial(t, sig))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(1, 2))
		used := 0
		for i := 0; i < 20000; i++ {
			idx := rng.Uint64N(lay.size)
			pl, ok := lay.decode(idx)
			if !ok {
				continue
			}
			raw, ok := lay.rawIndex(&pl)
			if !ok || raw != idx {
				t.Fatalf("%s: decode(%d) encodes back to %d, %v", sig, idx, raw, ok)
			}
			m := mirrored(&pl, lay.slots)
			if a, b := lay.index(&pl), lay.index(&m); a != b || a > idx {
				t.Fatalf("%s: index %d: canonical %d, mirror's canonical %d", sig, idx, a, b)
			}
			// Swapping two identical pieces keeps the index.
			for g := range lay.groups {
				gr := &lay.groups[g]
				if gr.count == 2 {
					sw := pl
					sw[gr.first], sw[gr.first+1] = sw[gr.first+1], sw[gr.first]
					if r, _ := lay.rawIndex(&sw); r != idx {
						t.Fatalf("%s: swapping identical pieces changed index %d to %d", sig, idx, r)
					}
				}
			}
			used++
		}
		if used == 0 {
			t.Fatalf("%s: no decodable index sampled", sig)
		}
	}
}

// randomBoard puts the kings and the given pieces on random points they may
// stand on, each on a free point.
func randomBoard(rng *rand.Rand, pieces []position.Piece, b *[position.NumSquares]position.Piece) (kings [2]sq) {
	*b = [position.NumSquares]position.Piece{}
	for c := position.Red; c <= position.Black; c++ {
		pts := pointsOf(position.MakePiece(c, position.King))
		kings[c] = pts[rng.IntN(len(pts))]
		b[kings[c]] = position.MakePiece(c, position.King)
	}
	for _, pc := range pieces {
		pts := pointsOf(pc)
		for {
			s := pts[rng.IntN(len(pts))]
			if b[s] == position.NoPiece {
				b[s] = pc
				break
			}
		}
	}
	return kings
}

// TestAttackedMatchesRules compares the generator's check test with the
// rules package's on random boards.
func TestAttackedMatchesRules(t *testing.T) {
	m := mustMaterial(t, "KRNCPPkrncpab")
	var pieces []position.Piece
	for c := range m {
		for tp := position.Advisor; tp <= position.Pawn; tp++ {
			for range m[c][tp] {
				pieces = append(pieces, position.MakePiece(position.Color(c), tp))
			}
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	var b [position.NumSquares]position.Piece
	var pos position.Position
	attacks := 0
	for i := 0; i < 20000; i++ {
		kings := randomBoard(rng, pieces[:rng.IntN(len(pieces)+1)], &b)
		for c := position.Red; c <= position.Black; c++ {
			// SetBoard with c to move fails exactly when the other side's
			// king is attacked.
			other := c.Other()
			want := pos.SetBoard(&b, c) != nil
			if got := attacked(&b, kings[other], other); got != want {
				t.Fatalf("board %v: attacked(%s king) = %v, rules say %v", b, other, got, want)
			}
			if want {
				attacks++
			}
		}
	}
	if attacks < 1000 {
		t.Fatalf("only %d attacked kings in the sample: the test is too weak", attacks)
	}
}
