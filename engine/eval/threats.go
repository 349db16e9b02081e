package eval

import (
	"math/bits"

	"xiangqi/engine/position"
)

// Threats: enemy pieces that a rook, horse, cannon or pawn attacks. The
// capture search settles the captures of the side to move, but not what
// stands attacked when the search stops, and an attacked piece is worth less
// than one that is safe: a rook a pawn or horse attacks must move, and a
// piece attacked and not defended may simply be lost.
//
// The per-piece scans (pieces.go) call threat for each enemy piece they
// find in reach; once they are done, hanging scores the pieces attacked and
// not defended.
//
// useThreats switches the terms on. It is off: tuned (their weights alone,
// on the engine's own depth-6 scores) they lost in matches, -3 Elo over 218
// games without ThreatsOnMover and -43 over 266 with it, at 60 ms a move
// (engine/search/TESTLOG.md #37 and #38); the search settles at 60 ms most
// of what they say, and they cost about 8% of its speed. Being a constant,
// off it compiles the scans' calls away (only the two masks of each side
// are still zeroed with the evaluator). To tune the terms, switch it on
// and run `xiangqi tune` with every other weight frozen.
const useThreats = false

// threat records that a piece of type t and colour c attacks the enemy piece
// on to.
func (e *evaluator) threat(c position.Color, t position.PieceType, to square) {
	victim := e.board[to].Type()
	if victim == king {
		return // a check: the search answers it
	}
	s := &e.s[c&1]
	s.mg += e.w.ThreatMG[t][victim]
	s.eg += e.w.ThreatEG[t][victim]
	s.attacked[to>>6] |= 1 << (to & 63)
	if cheaper[t][victim] {
		s.byCheaper[to>>6] |= 1 << (to & 63)
	}
}

// cheaper[a][v] is whether a piece of type a is worth clearly less than one
// of type v, so that its attack threatens v even when v is defended.
var cheaper = func() (table [8][8]bool) {
	worth := [8]int{advisor: 2, elephant: 2, horse: 4, rook: 9, cannon: 4, pawn: 1}
	for a := range table {
		for v := range table[a] {
			table[a][v] = a != int(king) && v != int(king) && worth[a] < worth[v]
		}
	}
	return table
}()

// hanging scores the enemy pieces that c attacks and their own side does not
// defend, once each however many pieces attack them. When the enemy is to
// move it also counts the threats it must answer, the pieces hanging or
// attacked by a cheaper piece: it can move one away, but two at once
// usually cost it something.
func (e *evaluator) hanging(c position.Color) {
	s := &e.s[c&1]
	owner := c.Other()
	threats := 0
	for half, set := range s.attacked {
		threats += bits.OnesCount64(s.byCheaper[half])
		for set != 0 {
			sq := square(half*64 + bits.TrailingZeros64(set))
			set &= set - 1
			if e.defended(sq, owner) {
				continue
			}
			victim := e.board[sq].Type()
			s.mg += e.w.HangingMG[victim]
			s.eg += e.w.HangingEG[victim]
			if s.byCheaper[half]&(1<<(sq&63)) == 0 {
				threats++
			}
		}
	}
	if owner == e.mover {
		n := min(threats, len(e.w.ThreatsOnMoverMG)-1)
		s.mg += e.w.ThreatsOnMoverMG[n]
		s.eg += e.w.ThreatsOnMoverEG[n]
	}
}

// defended reports whether a piece of colour c defends the point sq: could
// recapture there if an enemy piece took on it. Pins are not considered.
func (e *evaluator) defended(sq square, c position.Color) bool {
	b := &e.board
	if e.standsOn(position.PawnAttackers(c, sq), position.MakePiece(c, pawn)) ||
		e.standsOn(position.AdvisorSteps(sq), position.MakePiece(c, advisor)) ||
		e.standsOn(position.KingSteps(sq), position.MakePiece(c, king)) ||
		e.stepsFrom(position.HorseAttackers(sq), position.MakePiece(c, horse)) ||
		e.stepsFrom(position.ElephantSteps(sq), position.MakePiece(c, elephant)) {
		return true
	}
	// Along the file and the rank: a rook as the first piece each way, a
	// cannon as the second.
	rookPiece, cannonPiece := position.MakePiece(c, rook), position.MakePiece(c, cannon)
	f, r := uint(fileOf[sq]&15), uint(rankOf[sq]&15)
	fileOcc, rankOcc := e.fileOcc[f], e.rankOcc[r]
	files, ranks := &fileSquare[f], &rankSquare[r]
	_, n, so := span(fileOcc, fileLength, r)
	_, ea, we := span(rankOcc, rankLength, f)
	_, n2 := beyondUp(fileOcc, fileLength, fileMask, n)
	_, s2 := beyondDown(fileOcc, so)
	_, e2 := beyondUp(rankOcc, rankLength, rankMask, ea)
	_, w2 := beyondDown(rankOcc, we)
	return b[files[n&15]] == rookPiece || b[files[so&15]] == rookPiece ||
		b[ranks[ea&15]] == rookPiece || b[ranks[we&15]] == rookPiece ||
		b[files[n2&15]] == cannonPiece || b[files[s2&15]] == cannonPiece ||
		b[ranks[e2&15]] == cannonPiece || b[ranks[w2&15]] == cannonPiece
}

// standsOn reports whether the piece pc stands on one of the points.
func (e *evaluator) standsOn(points []square, pc position.Piece) bool {
	for _, from := range points {
		if e.board[from] == pc {
			return true
		}
	}
	return false
}

// stepsFrom reports whether the piece pc stands on the point of one of the
// steps with the step's leg (a horse's leg, an elephant's eye) empty.
func (e *evaluator) stepsFrom(steps []position.Step, pc position.Piece) bool {
	for _, st := range steps {
		if e.board[st.Point] == pc && e.board[st.Leg] == position.NoPiece {
			return true
		}
	}
	return false
}
