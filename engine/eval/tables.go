package eval

import "xiangqi/engine/position"

// Board geometry the evaluation scans at every call. The position package
// keeps its own move tables private, so the evaluator builds these once.

type square = position.Square

// step is a destination with the point that must be empty to reach it: a
// horse's leg.
type step struct{ to, leg square }

// Ray directions, as seen from Red: towards Black, towards Red, towards file
// i, towards file a.
const (
	north = iota
	south
	east
	west
)

var (
	// rays lists, for each square and direction, the points in order outwards.
	rays [position.NumSquares][4][]square
	// horseSteps lists each horse move from a square with its leg point.
	horseSteps [position.NumSquares][]step
	// inPalace marks the palace of each colour: the king's zone.
	inPalace [2][position.NumSquares]bool
	// pstIndex maps a square to its entry in a half-board table for a colour:
	// rank counted from the colour's own side times five plus the distance
	// from the nearer edge file, so tables are mirror-symmetric by design.
	pstIndex [2][position.NumSquares]uint8
	// crossed marks the squares on the far side of the river for each colour.
	crossed [2][position.NumSquares]bool
)

func onBoard(file, rank int) bool { return file >= 0 && file < 9 && rank >= 0 && rank < 10 }

func init() {
	for s := square(0); s < position.NumSquares; s++ {
		f, r := s.File(), s.Rank()
		for dir, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			for nf, nr := f+d[0], r+d[1]; onBoard(nf, nr); nf, nr = nf+d[0], nr+d[1] {
				rays[s][dir] = append(rays[s][dir], position.MakeSquare(nf, nr))
			}
		}
		for _, d := range [8][4]int{
			{1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
			{2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0},
		} {
			if onBoard(f+d[0], r+d[1]) {
				horseSteps[s] = append(horseSteps[s], step{position.MakeSquare(f+d[0], r+d[1]), position.MakeSquare(f+d[2], r+d[3])})
			}
		}
		fold := min(f, 8-f)
		for c := position.Red; c <= position.Black; c++ {
			inPalace[c][s] = position.InPalace(c, s)
			crossed[c][s] = !position.OwnHalf(c, s)
			rel := r
			if c == position.Black {
				rel = 9 - r
			}
			pstIndex[c][s] = uint8(rel*5 + fold)
		}
	}
}
