package eval

import "xiangqi/engine/position"

// The evaluation's own table layout; the board's geometry (rays, horse legs,
// palaces, the river) comes from engine/position.

type square = position.Square

var (
	// pstIndex maps a square to its entry in a half-board table for a colour:
	// rank counted from the colour's own side times five plus the distance
	// from the nearer edge file, so tables are mirror-symmetric by design.
	pstIndex [2][position.NumSquares]uint8

	// palaceOf[c] is position.InPalace for colour c as a table of 256
	// entries, so that the ray scans index it by Square without a bounds
	// check.
	palaceOf [2][256]bool
)

func init() {
	for s := square(0); s < position.NumSquares; s++ {
		f, r := s.File(), s.Rank()
		fold := min(f, 8-f)
		for c := position.Red; c <= position.Black; c++ {
			rel := r
			if c == position.Black {
				rel = 9 - r
			}
			pstIndex[c][s] = uint8(rel*5 + fold)
			palaceOf[c][s] = position.InPalace(c, s)
		}
	}
}
