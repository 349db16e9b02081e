package position

import "math/bits"

// Read-only views of the board for the evaluation and the search, which scan
// every piece at each node and would pay for a method call per point.

// Board returns a copy of the board, indexed by Square.
func (p *Position) Board() [NumSquares]Piece { return [NumSquares]Piece(p.board[:NumSquares]) }

// PieceSquares returns the squares of a colour's pieces in their fixed slots;
// slots of captured pieces (and unused slots) hold NoSquare.
func (p *Position) PieceSquares(c Color) [16]Square { return p.slots[c] }

// Lines returns the occupied points of the board a line at a time: files[f]
// has bit r set when the point of file f and rank r holds a piece, ranks[r]
// bit f (entries past the ninth file and the tenth rank are zero).
func (p *Position) Lines() (files, ranks *[16]uint16) { return &p.fileOcc, &p.rankOcc }

// lineMasks returns fileOcc and rankOcc as a board's pieces make them (for
// positions built point by point, and for the tests of the incremental
// update).
func lineMasks(b *[256]Piece) (files, ranks [16]uint16) {
	for s := Square(0); s < NumSquares; s++ {
		if b[s] != NoPiece {
			files[fileOf[s]] |= 1 << rankOf[s]
			ranks[rankOf[s]] |= 1 << fileOf[s]
		}
	}
	return files, ranks
}

// LineUp returns the indices of the first two pieces going up (to higher
// indices) from index i of a line of n points whose occupied points are the
// bits of occ (a mask of Lines), or -1 for a piece missing.
func LineUp(occ uint16, i, n uint) (first, second int) {
	occ |= 1 << n // a piece past the end stops every scan
	j := i + 1 + uint(bits.TrailingZeros16(occ>>(i+1)))
	if j >= n {
		return -1, -1
	}
	k := j + 1 + uint(bits.TrailingZeros16(occ>>(j+1)))
	if k >= n {
		return int(j), -1
	}
	return int(j), int(k)
}

// LineDown is LineUp going down (to lower indices).
func LineDown(occ uint16, i uint) (first, second int) {
	below := occ & (1<<i - 1)
	if below == 0 {
		return -1, -1
	}
	j := bits.Len16(below) - 1
	below &^= 1 << j
	if below == 0 {
		return j, -1
	}
	return j, bits.Len16(below) - 1
}
