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
	// entries (1 inside), so that the ray scans index it by Square without
	// a bounds check and add it without a branch.
	palaceOf [2][256]uint8

	// The per-piece scans count without branches (a mispredicted branch
	// costs more than a few table reads), by tables indexed by the piece on
	// a point: takes[c][q] is 1 when q is a piece of c's enemy (not empty,
	// not the wall), reaches[c][q] when q is empty or the enemy's, and
	// isEmpty[q] when q is NoPiece.
	takes, reaches [2][256]uint8
	isEmpty        [256]uint8
)

// wall stands on wallSquare of the evaluator's board (a point off the
// board): a scan that finds no piece in a direction looks there, and finds
// neither a capture nor a palace point.
const (
	wall       position.Piece = 16
	wallSquare                = 255
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
			if position.InPalace(c, s) {
				palaceOf[c][s] = 1
			}
		}
	}
	isEmpty[position.NoPiece] = 1
	for c := position.Red; c <= position.Black; c++ {
		reaches[c][position.NoPiece] = 1
		for t := king; t <= pawn; t++ {
			enemy := position.MakePiece(c.Other(), t)
			takes[c][enemy], reaches[c][enemy] = 1, 1
		}
	}
}
