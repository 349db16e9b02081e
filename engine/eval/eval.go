package eval

import "xiangqi/engine/position"

const (
	king     = position.King
	advisor  = position.Advisor
	elephant = position.Elephant
	horse    = position.Horse
	rook     = position.Rook
	cannon   = position.Cannon
	pawn     = position.Pawn
)

// Phase weights: how much each remaining rook, horse and cannon pulls the
// blend towards the middlegame tables. Both sides at full strength sum to
// maxPhase.
const (
	phaseRook   = 6
	phaseMinor  = 3
	maxPhase    = 2 * (2*phaseRook + 4*phaseMinor)
	scaleNormal = 16 // endgame scale factors are in sixteenths
)

// side gathers one colour's pieces and running scores during an evaluation.
type side struct {
	mg, eg         int32
	zoneMG, zoneEG int32 // attacks on the enemy palace
	attackers      int   // pieces attacking the enemy palace
	count          [8]int
	sq             [8][5]square // squares by piece type
	crossedPawns   int
	pawnFiles      uint16    // bit per file holding a pawn of this colour
	attacked       [2]uint64 // enemy pieces this side attacks, a bit per square (threats.go)
	byCheaper      [2]uint64 // those of them attacked by a piece worth less
	// The points this side's pawns attack, by file (bit per rank) and by
	// rank (bit per file), which the enemy's mobility leaves out
	// (useSafeMobility).
	pawnAttFile [9]uint16
	pawnAttRank [10]uint16
}

// evaluator is the working state of one evaluation; it lives on the stack.
type evaluator struct {
	// board holds the position's board in its first NumSquares entries;
	// with 256 of them any Square indexes it without a bounds check, which
	// the scans of every ray read at each point.
	board [256]position.Piece
	w     *Weights
	s     [2]side
	// fileOcc[f] has bit r set when the point of file f and rank r holds a
	// piece; rankOcc[r] bit f (position.Lines; lines.go).
	fileOcc, rankOcc *[16]uint16
	mover            position.Color // the side to move
}

// defaultWeights is what Evaluate scores with, built once.
var defaultWeights = DefaultWeights()

// Evaluate returns the static score of p with DefaultWeights, in centipawns
// from the point of view of the side to move.
func Evaluate(p *position.Position) int { return EvaluateWith(p, &defaultWeights) }

// EvaluateWith returns the static score of p with the given weights, in
// centipawns from the point of view of the side to move. It allocates
// nothing and does not change p. It adds up the material and piece-square
// worth of every piece itself; an Evaluator reads those sums from the
// position and gives the same score.
func EvaluateWith(p *position.Position, w *Weights) int {
	mg, eg := scoreSums(p, w)
	return evaluate(p, w, mg, eg)
}

// evaluate is the evaluation of p given the material and piece-square sums
// of its pieces (Red's less Black's, middlegame and endgame).
func evaluate(p *position.Position, w *Weights, sumMG, sumEG int32) int {
	var e evaluator
	board := p.Board()
	copy(e.board[:], board[:])
	e.board[wallSquare] = wall
	e.w = w
	e.mover = p.SideToMove()
	e.fileOcc, e.rankOcc = p.Lines()
	e.collect(p, position.Red)
	e.collect(p, position.Black)
	e.crowd()
	e.pawns(position.Red) // rooks look at both sides' pawn files
	e.pawns(position.Black)
	for c := position.Red; c <= position.Black; c++ {
		e.rooks(c)
		e.horses(c)
		e.cannons(c)
	}
	for c := position.Red; c <= position.Black; c++ {
		if useThreats {
			e.hanging(c)
		}
		e.kingLines(c)
		e.kingSafety(c)
		if useCheckThreats {
			e.checkThreats(c)
		}
	}

	red, black := &e.s[position.Red], &e.s[position.Black]
	phase := phaseRook*(red.count[rook]+black.count[rook]) +
		phaseMinor*(red.count[horse]+black.count[horse]+red.count[cannon]+black.count[cannon])
	phase = min(phase, maxPhase)
	mg := int(red.mg - black.mg + sumMG)
	eg := int(red.eg - black.eg + sumEG)
	score := (mg*phase + eg*(maxPhase-phase)) / maxPhase

	strong := position.Red
	if score < 0 {
		strong = position.Black
	}
	score = score * e.scale(strong) / scaleNormal
	if p.SideToMove() == position.Black {
		score = -score
	}
	return score + int(w.Tempo)
}

// collect files each piece by type.
func (e *evaluator) collect(p *position.Position, c position.Color) {
	s := &e.s[c]
	slots := p.PieceSquares(c)
	for _, sq := range &slots {
		if sq >= position.NumSquares {
			continue // the slot of a captured piece
		}
		t := e.board[sq].Type()
		n := s.count[t]
		if n < len(s.sq[t]) {
			s.sq[t][n] = sq
		}
		s.count[t] = n + 1
	}
}

// scoreSums adds up the material and piece-square worth of p's pieces,
// Red's less Black's, in the middlegame and the endgame.
func scoreSums(p *position.Position, w *Weights) (mg, eg int32) {
	for c := position.Red; c <= position.Black; c++ {
		var cmg, ceg int32
		pst := &pstIndex[c]
		slots := p.PieceSquares(c)
		for _, sq := range &slots {
			if sq >= position.NumSquares {
				continue
			}
			t := p.PieceAt(sq).Type()
			i := pst[sq]
			cmg += w.MaterialMG[t] + w.PstMG[t][i]
			ceg += w.MaterialEG[t] + w.PstEG[t][i]
		}
		if c == position.Black {
			cmg, ceg = -cmg, -ceg
		}
		mg += cmg
		eg += ceg
	}
	return mg, eg
}

// crowd shifts the worth of cannons and horses with the number of pieces on
// the board: cannons want screens to jump, horses want room to move.
func (e *evaluator) crowd() {
	total := 0
	for c := range e.s {
		for _, n := range e.s[c].count {
			total += n
		}
	}
	for c := range e.s {
		s := &e.s[c]
		shift := int32(s.count[cannon])*e.w.CannonCrowd + int32(s.count[horse])*e.w.HorseCrowd
		shift = shift * int32(total-16) / 16
		s.mg += shift
		s.eg += shift
	}
}

// scale returns how much of its advantage the stronger side can hope to
// convert, in sixteenths, from well-known endgame results: a side with
// nothing that can cross the river cannot win at all, a lone horse or cannon
// or a lone pawn against an advisor rarely wins, and a lone rook against full
// defenders, a rook against a horse with both advisors, and two
// cannons against both advisors are usually drawn.
func (e *evaluator) scale(strong position.Color) int {
	s := &e.s[strong]
	weak := &e.s[strong.Other()]
	rooks, minors, pawns := s.count[rook], s.count[horse]+s.count[cannon], s.count[pawn]
	switch {
	case rooks+minors == 0 && pawns == 0:
		return 0
	case rooks+minors == 0 && pawns == 1 && weak.count[advisor] > 0:
		return 2
	case rooks == 0 && minors == 1 && pawns == 0:
		return 2
	case rooks == 1 && minors == 0 && pawns == 0 && weak.count[rook] == 0:
		// A theoretical draw (单车难破士象全): held near one, whatever
		// the tuned worth of a rook in the endgame.
		if weak.count[advisor] == 2 && weak.count[elephant] == 2 {
			return 3
		}
		if weak.count[advisor] == 2 && weak.count[horse] > 0 {
			return 5
		}
	case rooks == 0 && s.count[cannon] == 2 && s.count[horse] == 0 && pawns == 0 && weak.count[advisor] == 2:
		return 4
	}
	return scaleNormal
}
