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
