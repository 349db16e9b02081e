package egtb

import "xiangqi/engine/position"

// The generator walks moves backwards ("un-moves") to find the positions
// that lead to a newly decided one, which the rules package cannot do, so it
// keeps its own tables of where each piece may have come from. Forward moves
// always come from the rules package; the verifier checks every stored value
// against those, so a mistake here cannot slip into a shipped table.

type sq = position.Square

// legStep is a square a piece comes from with the point that must be empty
// for that move (a horse's leg or an elephant's eye).
type legStep struct{ from, leg sq }

var (
	// onPoint[piece][square] says whether a piece may ever stand on a square.
	onPoint [16][position.NumSquares]bool
	// kingFrom, advisorFrom: palace neighbours (moves are their own reverse).
	kingFrom, advisorFrom [position.NumSquares][]sq
	// elephantFrom and horseFrom list where an elephant or a horse reaching a
	// square may have stood and which point had to be empty.
	elephantFrom, horseFrom [position.NumSquares][]legStep
	// pawnFrom[c][s] lists where a pawn of colour c that stands on s may
	// have stood the move before; a pawn of colour c there attacks s.
	pawnFrom [2][position.NumSquares][]sq
	// rays[s][d] walks from s to the edge in direction d (north, south, east, west).
	rays [position.NumSquares][4][]sq
)

func onBoard(file, rank int) bool { return file >= 0 && file < 9 && rank >= 0 && rank < 10 }

func init() {
	for s := sq(0); s < position.NumSquares; s++ {
		for c := position.Red; c <= position.Black; c++ {
			for t := position.King; t <= position.Pawn; t++ {
				onPoint[position.MakePiece(c, t)][s] = legalPoint(c, t, s)
			}
		}
	}
	for s := sq(0); s < position.NumSquares; s++ {
		f, r := s.File(), s.Rank()
		palace := position.Red
		if r >= 5 {
			palace = position.Black
		}
		for d, v := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			if nf, nr := f+v[0], r+v[1]; onBoard(nf, nr) && position.InPalace(palace, s) && position.InPalace(palace, position.MakeSquare(nf, nr)) {
				kingFrom[s] = append(kingFrom[s], position.MakeSquare(nf, nr))
			}
			for nf, nr := f+v[0], r+v[1]; onBoard(nf, nr); nf, nr = nf+v[0], nr+v[1] {
				rays[s][d] = append(rays[s][d], position.MakeSquare(nf, nr))
			}
		}
		for _, v := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			nf, nr := f+v[0], r+v[1]
			if !onBoard(nf, nr) {
				continue
			}
			if position.InPalace(palace, s) && position.InPalace(palace, position.MakeSquare(nf, nr)) {
				advisorFrom[s] = append(advisorFrom[s], position.MakeSquare(nf, nr))
			}
			if ef, er := f+2*v[0], r+2*v[1]; onBoard(ef, er) && (er >= 5) == (r >= 5) {
				elephantFrom[s] = append(elephantFrom[s], legStep{position.MakeSquare(ef, er), position.MakeSquare(nf, nr)})
			}
		}
		// A horse standing on from reaches s by one orthogonal step (its leg,
		// next to from) and one diagonal step outward.
		for _, v := range [8][2]int{{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}} {
			ff, fr := f-v[0], r-v[1]
			if !onBoard(ff, fr) {
				continue
			}
			lf, lr := ff, fr
			if v[1] == 2 || v[1] == -2 {
				lr += v[1] / 2
			} else {
				lf += v[0] / 2
			}
			horseFrom[s] = append(horseFrom[s], legStep{position.MakeSquare(ff, fr), position.MakeSquare(lf, lr)})
		}
		for c := position.Red; c <= position.Black; c++ {
			forward := 1
			if c == position.Black {
				forward = -1
			}
			if onBoard(f, r-forward) {
				pawnFrom[c][s] = append(pawnFrom[c][s], position.MakeSquare(f, r-forward))
			}
			// Sideways steps are allowed only across the river, and both
			// points of a sideways step lie on the same rank.
			if !position.OwnHalf(c, s) {
				for _, df := range []int{-1, 1} {
					if onBoard(f+df, r) {
						pawnFrom[c][s] = append(pawnFrom[c][s], position.MakeSquare(f+df, r))
					}
				}
			}
		}
	}
}

// legalPoint reports whether a piece of colour c and type t may stand on s,
// by the same rules the FEN reader applies.
func legalPoint(c position.Color, t position.PieceType, s sq) bool {
	f, r := s.File(), s.Rank()
	rel := r
	if c == position.Black {
		rel = 9 - r
	}
	switch t {
	case position.King:
		return position.InPalace(c, s)
	case position.Advisor:
		return position.InPalace(c, s) && (f+rel)%2 == 1
	case position.Elephant:
		return position.OwnHalf(c, s) && rel%2 == 0 && (f+rel)%4 == 2
	case position.Pawn:
		return rel >= 5 || (rel >= 3 && f%2 == 0)
	}
	return true
}

// attacked reports whether the king of colour c on k is attacked on board b,
// counting kings that face each other on an open file.
func attacked(b *[position.NumSquares]position.Piece, k sq, c position.Color) bool {
	enemy := c.Other()
	rook, cannon, horse, pawn, king := position.MakePiece(enemy, position.Rook), position.MakePiece(enemy, position.Cannon),
		position.MakePiece(enemy, position.Horse), position.MakePiece(enemy, position.Pawn), position.MakePiece(enemy, position.King)
	for d := 0; d < 4; d++ {
		ray := rays[k][d]
		i := 0
		for i < len(ray) && b[ray[i]] == position.NoPiece {
			i++
		}
		if i == len(ray) {
			continue
		}
		if first := b[ray[i]]; first == rook || first == king {
			return true
		}
		for i++; i < len(ray) && b[ray[i]] == position.NoPiece; i++ {
		}
		if i < len(ray) && b[ray[i]] == cannon {
			return true
		}
	}
	for _, st := range horseFrom[k] {
		if b[st.from] == horse && b[st.leg] == position.NoPiece {
			return true
		}
	}
	for _, from := range pawnFrom[enemy][k] {
		if b[from] == pawn {
			return true
		}
	}
	return false
}
