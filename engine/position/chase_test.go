package position

import (
	"sort"
	"strings"
	"testing"
)

// TestChasedBy checks each clause of the forbidden-threat definition on a
// single position: which enemy pieces the given side threatens.
func TestChasedBy(t *testing.T) {
	cases := []struct {
		name  string
		fen   string
		by    Color
		wants string // squares of the chased pieces, sorted, space-separated
	}{
		{"rook attacks unprotected horse", "4k4/9/R5n2/9/9/9/9/9/9/3K5 w", Red, "g7"},
		{"rook attacks protected horse", "4k1r2/9/R5n2/9/9/9/9/9/9/3K5 w", Red, ""},
		{"horse attacks protected rook", "2r1k4/9/9/2r6/9/1N7/9/9/9/3K5 w", Red, "c6"},
		{"cannon attacks protected rook", "4k4/2r6/4n4/2p3p2/9/9/9/2C6/9/3K5 w", Red, "c8"},
		{"rook attacks uncrossed pawn", "4k4/9/9/2p6/9/9/9/9/2R6/3K5 w", Red, ""},
		{"rook attacks crossed pawn", "4k4/9/9/9/9/9/2p6/9/2R6/3K5 w", Red, "c3"},
		{"king attacks unprotected cannon", "5k3/9/9/9/9/9/9/3c5/3K5/9 w", Red, ""},
		{"pawn attacks unprotected cannon", "4k4/9/1c7/1P7/9/9/9/9/9/3K5 w", Red, ""},
		{"rooks attack each other", "4k4/9/R5r2/9/9/9/9/9/9/3K5 w", Red, ""},
		{"cannons attack each other", "4k4/9/C2P3c1/9/9/9/9/9/9/3K5 w", Red, ""},
		// The red rook may not leave the e-file, pinned by the rook on e8.
		{"pinned attacker", "3k5/4r4/9/9/9/9/4R2n1/9/9/4K4 w", Red, ""},
		// The rook on h9 cannot take back on h5: it is pinned by the rook on i9.
		{"protector pinned", "5k1rR/9/9/9/R6n1/9/9/9/9/3K5 w", Red, "h5"},
		{"protector free", "5k1r1/9/9/9/R6n1/9/9/9/9/3K5 w", Red, ""},
		// Black is in check from e2; the threat on h1 still stands.
		{"side in check keeps its threats", "4k4/9/9/9/9/9/9/4R4/r6N1/3K5 b", Black, "h1"},
		// Judged for the side not to move, too.
		{"threats of the side not to move", "4k4/9/R5n2/9/9/9/9/9/9/3K5 b", Red, "g7"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := mustParse(t, tc.fen)
			before := p.FEN()
			set := p.chasedBy(tc.by)
			var got []string
			for s := Square(0); s < NumSquares; s++ {
				if pc := p.PieceAt(s); pc != NoPiece && pc.Color() != tc.by && set&(1<<uint(p.slotOf[s])) != 0 {
					got = append(got, s.String())
				}
			}
			sort.Strings(got)
			if strings.Join(got, " ") != tc.wants {
				t.Errorf("chasedBy(%v) = %q; want %q", tc.by, strings.Join(got, " "), tc.wants)
			}
			if p.FEN() != before || p.Ply() != 0 {
				t.Errorf("chasedBy changed the position: %s", p.FEN())
			}
		})
	}
}
