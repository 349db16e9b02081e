package eval

import "xiangqi/engine/position"

// Checks in reach: how many checking moves each enemy rook, horse and cannon
// has against a king. In xiangqi a check is often the move that decides (a
// horse's 卧槽 check, a cannon's check over a screen, a rook's on an open
// file), and a king the enemy can check in several ways stands worse than
// the palace points the enemy attacks (ZoneAttack) tell. Only quiet moves to
// empty points are counted, and a piece already on the king's line is left
// out (moving along it changes the screens it counts on).
//
// useCheckThreats switches the term on. It is off: fitted alone (every
// other weight frozen, labels half the game's result and half a depth-4
// search) it took the held-out error from 0.038998 to 0.038878, thirty times
// what the terms of TESTLOG #46 and #49 moved, with 4-11 centipawns a
// checking move; yet in play at 60 ms a move it scored −7.4 ± 31.6 Elo over
// 283 games (engine/search/TESTLOG.md #78). The search finds the checks
// itself. Off, it compiles away.
const useCheckThreats = false

// maxCheckCount caps each piece type's count of checking moves: beyond a few
// the defender is as badly off either way.
const maxCheckCount = 3

// checkThreats adds to the enemy of c the checking moves its rooks, horses
// and cannons have against c's king.
func (e *evaluator) checkThreats(c position.Color) {
	es := &e.s[c.Other()&1]
	rooks, cannons, horses := e.checkMoves(c)
	w := e.w
	for _, t := range [3]struct {
		typ position.PieceType
		n   int
	}{{rook, rooks}, {cannon, cannons}, {horse, horses}} {
		n := int32(min(t.n, maxCheckCount))
		es.mg += n * w.CheckMovesMG[t.typ]
		es.eg += n * w.CheckMovesEG[t.typ]
	}
}

// checkMoves counts the quiet checking moves the enemy's rooks, cannons and
// horses have against c's king, leaving out the rooks and cannons already on
// the king's file or rank.
func (e *evaluator) checkMoves(c position.Color) (rooks, cannons, horses int) {
	es := &e.s[c.Other()&1]
	k := e.s[c&1].sq[king][0]
	kf, kr := uint(fileOf[k]&15), uint(rankOf[k]&15)
	kFile, kRank := e.fileOcc[kf], e.rankOcc[kr]

	// The empty points a rook would check from, along the king's file (by
	// rank) and rank (by file), and those a cannon would check from: past
	// the first piece each way, up to the next.
	rookFile, n, so := span(kFile, fileLength, kr)
	rookRank, ea, we := span(kRank, rankLength, kf)
	upN, _ := beyondUp(kFile, fileLength, fileMask, n)
	downS, _ := beyondDown(kFile, so)
	upE, _ := beyondUp(kRank, rankLength, rankMask, ea)
	downW, _ := beyondDown(kRank, we)
	cannonFile := (upN | downS) &^ kFile
	cannonRank := (upE | downW) &^ kRank

	rooks = e.lineChecks(es, rook, kf, kr, rookFile, rookRank)
	cannons = e.lineChecks(es, cannon, kf, kr, cannonFile, cannonRank)
	if es.count[horse] > 0 {
		// The points a horse checks from (its leg, next to the king
		// diagonally, empty), as a mask over the board.
		var points [2]uint64
		for _, st := range position.HorseAttackers(k) {
			if e.board[st.Leg] == position.NoPiece && e.board[st.Point] == position.NoPiece {
				points[st.Point>>6&1] |= 1 << (st.Point & 63)
			}
		}
		for i := range min(es.count[horse], len(es.sq[horse])) {
			for _, st := range position.HorseSteps(es.sq[horse][i]) {
				if e.board[st.Leg] == position.NoPiece {
					horses += int(points[st.Point>>6&1] >> (st.Point & 63) & 1)
				}
			}
		}
	}
	return rooks, cannons, horses
}

// lineChecks counts the quiet moves of side s's pieces of type t (a rook or
// a cannon) that end on a checking point: along the piece's rank to the
// king's file kf, at a rank set in onKingFile, or along its file to the
// king's rank kr, at a file set in onKingRank. Pieces already on the king's
// file or rank are left out.
func (e *evaluator) lineChecks(s *side, t position.PieceType, kf, kr uint, onKingFile, onKingRank uint16) (n int) {
	for i := range min(s.count[t], len(s.sq[t])) {
		sq := s.sq[t][i]
		f, r := uint(fileOf[sq]&15), uint(rankOf[sq]&15)
		if f == kf || r == kr {
			continue
		}
		onFile, _, _ := span(e.fileOcc[f], fileLength, r)
		onRank, _, _ := span(e.rankOcc[r], rankLength, f)
		n += int(onKingFile>>r&1&(onRank>>kf)) + int(onKingRank>>f&1&(onFile>>kr))
	}
	return n
}
