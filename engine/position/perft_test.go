package position

import (
	"os"
	"reflect"
	"slices"
	"testing"
)

// Published perft counts. The normal run goes to depth 4 (start position to 4 too);
// XIANGQI_LONG=1 adds the deeper counts.
var perftCases = []struct {
	fen    string
	counts []uint64
}{
	{StartFEN, []uint64{44, 1920, 79666, 3290240, 133312995}},
	{"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w", []uint64{38, 1128, 43929, 1339047}},
	{"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w", []uint64{7, 281, 8620, 326201}},
	{"5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w", []uint64{25, 424, 9850, 202884}},
	{"CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w", []uint64{28, 516, 14808, 395483}},
	{"R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w", []uint64{21, 364, 7626, 162837}},
	{"C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w", []uint64{28, 222, 6241, 64971}},
	{"4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w", []uint64{23, 345, 8124, 149272}},
	{"2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w", []uint64{21, 195, 3883, 48060}},
}

func TestPerft(t *testing.T) {
	long := os.Getenv("XIANGQI_LONG") != ""
	for _, tc := range perftCases {
		p, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.fen, err)
		}
		before := snapshot(p)
		for d, want := range tc.counts {
			depth := d + 1
			if depth > 4 && !long {
				break
			}
			if got := p.Perft(depth); got != want {
				t.Errorf("perft(%d) of %s = %d, want %d", depth, tc.fen, got, want)
			}
		}
		if after := snapshot(p); !reflect.DeepEqual(after, before) {
			t.Errorf("perft of %s changed the position:\nbefore %+v\nafter  %+v", tc.fen, before, after)
		}
	}
}

// snapshot copies the state of a position that has a meaning, so a copy
// taken before a search can be compared with the position after it: every
// field, the history by value (its length and contents, not the capacity
// perft grows it to), and the slot of each occupied square (an empty
// square's slotOf entry is left stale on purpose).
func snapshot(p *Position) Position {
	c := *p
	c.history = slices.Clone(p.history)
	if len(c.history) == 0 {
		c.history = nil
	}
	for s, pc := range c.board[:NumSquares] {
		if pc == NoPiece {
			c.slotOf[s] = 0
		}
	}
	return c
}

func BenchmarkPerft4(b *testing.B) {
	p := NewStart()
	for b.Loop() {
		p.Perft(4)
	}
}

func BenchmarkGenerateMoves(b *testing.B) {
	p, _ := ParseFEN("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w")
	var buf [MaxMoves]Move
	b.ReportAllocs()
	for b.Loop() {
		p.LegalMoves(buf[:0])
	}
}
