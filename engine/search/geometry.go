package search

import "xiangqi/engine/position"

// Board geometry for the static exchange evaluation: which points can hold a
// piece attacking a given point, with the point that must be empty for it.

type square = position.Square

type legStep struct{ from, leg square }

var (
	// rays lists, for each square and direction (north, south, east, west),
	// the points in order outwards.
	rays [position.NumSquares][4][]square
	// horseFrom lists where a horse attacking a square may stand, with the
	// leg point that must be empty for that attack.
	horseFrom [position.NumSquares][]legStep
	// elephantFrom lists where an elephant attacking a square may stand, with
	// the eye point that must be empty.
	elephantFrom [position.NumSquares][]legStep
	// advisorFrom and kingFrom list where an advisor or king attacking a
	// square inside a palace may stand.
	advisorFrom [position.NumSquares][]square
	kingFrom    [position.NumSquares][]square
)

func onBoard(file, rank int) bool { return file >= 0 && file < 9 && rank >= 0 && rank < 10 }

func init() {
	for s := square(0); s < position.NumSquares; s++ {
		f, r := s.File(), s.Rank()
		for dir, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			for nf, nr := f+d[0], r+d[1]; onBoard(nf, nr); nf, nr = nf+d[0], nr+d[1] {
				rays[s][dir] = append(rays[s][dir], position.MakeSquare(nf, nr))
			}
			nf, nr := f+d[0], r+d[1]
			if onBoard(nf, nr) {
				n := position.MakeSquare(nf, nr)
				for c := position.Red; c <= position.Black; c++ {
					if position.InPalace(c, s) && position.InPalace(c, n) {
						kingFrom[s] = append(kingFrom[s], n)
					}
				}
			}
		}
		for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			nf, nr := f+d[0], r+d[1]
			if !onBoard(nf, nr) {
				continue
			}
			n := position.MakeSquare(nf, nr)
			for c := position.Red; c <= position.Black; c++ {
				if position.InPalace(c, s) && position.InPalace(c, n) {
					advisorFrom[s] = append(advisorFrom[s], n)
				}
			}
			ef, er := f+2*d[0], r+2*d[1]
			if onBoard(ef, er) {
				e := position.MakeSquare(ef, er)
				for c := position.Red; c <= position.Black; c++ {
					if position.OwnHalf(c, s) && position.OwnHalf(c, e) {
						elephantFrom[s] = append(elephantFrom[s], legStep{e, n})
					}
				}
			}
		}
		// A horse on h attacks s when the leg next to h (towards s along the
		// long side of the L) is empty.
		for _, d := range [8][4]int{
			{1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
			{2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0},
		} {
			hf, hr := f-d[0], r-d[1]
			if onBoard(hf, hr) {
				horseFrom[s] = append(horseFrom[s], legStep{position.MakeSquare(hf, hr), position.MakeSquare(hf+d[2], hr+d[3])})
			}
		}
	}
}
