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
//
// The scans do not branch on whether a direction holds a piece at all: stop
// bits set past both ends of a line always give the bit operations a piece
// to find, and a piece found on a stop bit stands on the wall (see
// wallSquare), which is neither a capture nor a palace point. A found piece
// is named by its slot, its index on the line plus three (the three stop
// bits below index 0 take slots 0-2), and fileSquare and rankSquare turn a
// slot into the point, or the wall.

// A line is a file (its points indexed by rank, 10 points) or a rank (indexed
// by file, 9 points).
const (
	fileLength = 10
	rankLength = 9
	fileMask   = 1<<fileLength - 1
	rankMask   = 1<<rankLength - 1
)

var (
	fileOf, rankOf [256]uint8 // a square's file and rank, by Square without a bounds check

	// fileSquare[f][s] is the point of slot s on file f, rankSquare[r][s]
	// on rank r; wallSquare for a stop bit's slot.
	fileSquare, rankSquare [16][16]uint8

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
	for line := range 16 {
		for slot := range 16 {
			fileSquare[line][slot], rankSquare[line][slot] = wallSquare, wallSquare
			i := slot - 3
			if line < rankLength && i >= 0 && i < fileLength {
				fileSquare[line][slot] = uint8(i*9 + line)
			}
			if line < fileLength && i >= 0 && i < rankLength {
				rankSquare[line][slot] = uint8(line*9 + i)
			}
		}
	}
}

// The scans shift lines as uint, with counts masked below 16, so that the
// compiler can see every count is below 64 and shifts without testing it (a
// 16-bit shift by 16 or more must give zero, which costs a compare for
// each); bit counts are taken as 32-bit, which amd64 does without a test for
// zero.

// above returns the line occ (of n points) with stop bits at indices n to
// n+2; below returns it shifted to slots (bit s is slot s) with stop bits in
// slots 0-2. Each side then holds at least three pieces in any direction.
func above(occ uint16, n uint) uint { return uint(occ) | 7<<(n&15) }
func below(occ uint16) uint         { return uint(occ)<<3 | 7 }

// firstAbove returns the index of the lowest bit set in line, which must
// have one below bit 32; lastBelow the index of the highest bit of line
// below bit end, of which one must be set.
func firstAbove(line uint) uint     { return uint(bits.TrailingZeros32(uint32(line))) & 31 }
func lastBelow(line, end uint) uint { return uint(bits.Len32(uint32(line&(1<<(end&31)-1)))-1) & 31 }

// span finds the first piece each way from index i of the line occ of n
// points: the empty points between them (the points a rook there moves to),
// and the slots of the piece going up (towards higher indices) and going
// down, a stop bit's when there is none.
func span(occ uint16, n, i uint) (empty uint16, up, down uint) {
	i &= 15
	t := firstAbove(above(occ, n) >> (i + 1))
	down = lastBelow(below(occ), i+3)
	// The empty points are the indices from down-2 to i+t, less i itself.
	empty = uint16((uint(1)<<(i+1+t) - 1) &^ (uint(1)<<((down-2)&31) - 1) &^ (1 << i))
	return empty, i + 4 + t, down
}

// beyondUp returns the points past the piece in slot screen going up, to and
// including the next piece (none when the screen is a stop bit), and that
// piece's slot, of the line occ of n points whose mask is full.
func beyondUp(occ uint16, n uint, full uint16, screen uint) (reach uint16, next uint) {
	from := (screen - 2) & 15 // the index past the screen
	t := firstAbove(above(occ, n) >> from)
	return uint16((uint(1)<<(t+1)-1)<<from) & full, screen + 1 + t
}

// beyondDown is beyondUp going down.
func beyondDown(occ uint16, screen uint) (reach uint16, next uint) {
	next = lastBelow(below(occ), screen)
	return uint16((uint(1)<<(screen&31) - 1) &^ (uint(1)<<next - 1) >> 3), next
}
