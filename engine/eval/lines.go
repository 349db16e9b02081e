package eval

import (
	"math/bits"

	"xiangqi/engine/position"
)

// Lines: the rooks', cannons' and kings' scans read the board a file or a
// rank at a time, from bit masks of the occupied points of each (built in
// collect), instead of visiting the points of a ray one by one: the nearest
// piece in a direction is one bit operation, and the points a piece reaches
// are a mask whose palace points one popcount counts. A ray scan spent most
// of its time on empty points and mispredicted branches.

// A line is a file (its points indexed by rank, 10 bits) or a rank (indexed
// by file, 9 bits).
const (
	fileMask uint16 = 1<<10 - 1
	rankMask uint16 = 1<<9 - 1
)

var (
	fileOf, rankOf [256]uint8 // a square's file and rank, by Square without a bounds check

	// palaceOnFile[c][f] is the mask of ranks of file f inside c's palace;
	// palaceOnRank[c][r] the mask of files of rank r inside it.
	palaceOnFile [2][9]uint16
	palaceOnRank [2][10]uint16
)

func init() {
	for s := square(0); s < position.NumSquares; s++ {
		f, r := s.File(), s.Rank()
		fileOf[s], rankOf[s] = uint8(f), uint8(r)
		for c := position.Red; c <= position.Black; c++ {
			if position.InPalace(c, s) {
				palaceOnFile[c][f] |= 1 << r
				palaceOnRank[c][r] |= 1 << f
			}
		}
	}
}

// span splits the line occ (occupied points; full is the line's mask) at
// index i: the empty points reached going up (towards higher indices) and
// going down, and the index of the first piece met each way, or -1.
func span(occ, full uint16, i uint) (emptyUp, emptyDown uint16, up, down int) {
	up, down = -1, -1
	above := occ >> (i + 1)
	if above != 0 {
		up = int(i) + 1 + bits.TrailingZeros16(above)
		emptyUp = (above&-above - 1) << (i + 1)
	} else {
		emptyUp = full &^ (1<<(i+1) - 1)
	}
	below := occ & (1<<i - 1)
	if below != 0 {
		down = bits.Len16(below) - 1
		emptyDown = (1<<i - 1) &^ (1<<(down+1) - 1)
	} else {
		emptyDown = 1<<i - 1
	}
	return emptyUp, emptyDown, up, down
}

// beyondUp returns the points past the piece at index screen going up, to
// and including the next piece (or the end of the line), and that piece's
// index or -1.
func beyondUp(occ, full uint16, screen int) (reach uint16, next int) {
	above := occ >> (screen + 1)
	if above == 0 {
		return full &^ (1<<(screen+1) - 1), -1
	}
	low := above & -above
	return (low<<1 - 1) << (screen + 1), screen + 1 + bits.TrailingZeros16(above)
}

// beyondDown is beyondUp going down.
func beyondDown(occ uint16, screen int) (reach uint16, next int) {
	below := occ & (1<<screen - 1)
	if below == 0 {
		return 1<<screen - 1, -1
	}
	next = bits.Len16(below) - 1
	return (1<<screen - 1) &^ (1<<next - 1), next
}

// onLine returns the square sq of the piece at line index i, or
// wallSquare when there is none (i < 0).
func onLine(i, sq int) int {
	if i < 0 {
		return wallSquare
	}
	return sq
}
