package position

// Precomputed move tables. Every table is indexed by square and lists only
// points that are on the board, so the generators never test edges.

// legStep is a destination with the point that must be empty for the move: the
// horse's leg or the elephant's eye.
type legStep struct {
	to, leg Square
}

const (
	dirNorth = iota // towards Black (rank+1)
	dirSouth        // towards Red (rank-1)
	dirEast         // towards file i
	dirWest         // towards file a
)

var (
	kingSteps     [NumSquares][]Square
	advisorSteps  [NumSquares][]Square
	elephantSteps [NumSquares][]legStep
	horseSteps    [NumSquares][]legStep
	// horseAttackers lists, for a target square, where a horse attacking it may
	// stand and the leg point that must be empty for that attack.
	horseAttackers [NumSquares][]legStep
	pawnSteps      [2][NumSquares][]Square
	rays           [NumSquares][4][]Square
	// nearKing marks the four diagonal neighbours of each square: the legs of
	// every horse attacking a king there.
	diagonalNeighbour [NumSquares][NumSquares]bool
)

func onBoard(file, rank int) bool { return file >= 0 && file < 9 && rank >= 0 && rank < 10 }

// InPalace reports whether a square is inside the palace of the given colour.
func InPalace(c Color, s Square) bool {
	f, r := s.File(), s.Rank()
	if f < 3 || f > 5 {
		return false
	}
	if c == Red {
		return r <= 2
	}
	return r >= 7
}

// OwnHalf reports whether a square is on the given colour's side of the river.
func OwnHalf(c Color, s Square) bool {
	if c == Red {
		return s.Rank() <= 4
	}
	return s.Rank() >= 5
}

func init() {
	for s := Square(0); s < NumSquares; s++ {
		f, r := s.File(), s.Rank()
		var palaceColor Color = Red
		if r >= 5 {
			palaceColor = Black
		}
		for _, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			nf, nr := f+d[0], r+d[1]
			if onBoard(nf, nr) && InPalace(palaceColor, s) && InPalace(palaceColor, MakeSquare(nf, nr)) {
				kingSteps[s] = append(kingSteps[s], MakeSquare(nf, nr))
			}
		}
		for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			nf, nr := f+d[0], r+d[1]
			if !onBoard(nf, nr) {
				continue
			}
			diagonalNeighbour[s][MakeSquare(nf, nr)] = true
			if InPalace(palaceColor, s) && InPalace(palaceColor, MakeSquare(nf, nr)) {
				advisorSteps[s] = append(advisorSteps[s], MakeSquare(nf, nr))
			}
			ef, er := f+2*d[0], r+2*d[1]
			if onBoard(ef, er) && OwnHalf(palaceColor, s) == OwnHalf(palaceColor, MakeSquare(ef, er)) {
				elephantSteps[s] = append(elephantSteps[s], legStep{MakeSquare(ef, er), MakeSquare(nf, nr)})
			}
		}
		// A horse moves one point orthogonally (its leg) then one diagonally outward.
		for _, d := range [8][4]int{
			{1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
			{2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0},
		} {
			nf, nr := f+d[0], r+d[1]
			if onBoard(nf, nr) {
				horseSteps[s] = append(horseSteps[s], legStep{MakeSquare(nf, nr), MakeSquare(f+d[2], r+d[3])})
			}
		}
		for c := Red; c <= Black; c++ {
			forward := 1
			if c == Black {
				forward = -1
			}
			if onBoard(f, r+forward) {
				pawnSteps[c][s] = append(pawnSteps[c][s], MakeSquare(f, r+forward))
			}
			if !OwnHalf(c, s) {
				for _, df := range []int{-1, 1} {
					if onBoard(f+df, r) {
						pawnSteps[c][s] = append(pawnSteps[c][s], MakeSquare(f+df, r))
					}
				}
			}
		}
		for dir, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			for nf, nr := f+d[0], r+d[1]; onBoard(nf, nr); nf, nr = nf+d[0], nr+d[1] {
				rays[s][dir] = append(rays[s][dir], MakeSquare(nf, nr))
			}
		}
	}
	for s := Square(0); s < NumSquares; s++ {
		for _, st := range horseSteps[s] {
			horseAttackers[st.to] = append(horseAttackers[st.to], legStep{s, st.leg})
		}
	}
}
