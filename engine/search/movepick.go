package search

import "xiangqi/engine/position"

// The staged move picker hands out one pseudo-legal move at a time, best
// first, so work is skipped when an early move causes a cut-off: the hash
// move, then captures that do not lose material (most valuable victim
// first), the two killers, the counter-move, quiet moves by history, and
// last the captures that lose material. In check every move is generated at
// once; in quiescence only the good captures are.

const (
	stageTT = iota
	stageCapturesInit
	stageGoodCaptures
	stageKiller1
	stageKiller2
	stageCounter
	stageQuietsInit
	stageQuiets
	stageBadCaptures
	stageEvasionTT
	stageEvasionsInit
	stageEvasions
	stageQuiescenceTT
	stageQuiescenceInit
	stageQuiescence
	stageDone
)

type picker struct {
	stage    int
	ply      int
	ttMove   position.Move
	killers  [2]position.Move
	counter  position.Move
	cur, end int
	badCur   int
	badEnd   int // losing captures are parked in moves[:badEnd]
	qCur     int
	qEnd     int
	moves    [position.MaxMoves]position.Move
	scores   [position.MaxMoves]int32
	quiets   [position.MaxMoves]position.Move
	qScores  [position.MaxMoves]int32
}

// initMain prepares to list all moves of a normal node.
func (pk *picker) initMain(p *position.Position, ply int, ttMove position.Move, killers [2]position.Move, counter position.Move, inCheck bool) {
	pk.ply = ply
	pk.ttMove = position.NoMove
	if ttMove != position.NoMove && p.IsPseudoLegal(ttMove) {
		pk.ttMove = ttMove
	}
	pk.killers = killers
	pk.counter = counter
	pk.stage = stageTT
	if inCheck {
		pk.stage = stageEvasionTT
	}
}

// initQuiescence prepares to list the captures worth trying in quiescence
// (or every evasion when in check).
func (pk *picker) initQuiescence(p *position.Position, ply int, ttMove position.Move, inCheck bool) {
	pk.ply = ply
	pk.ttMove = position.NoMove
	if inCheck {
		if ttMove != position.NoMove && p.IsPseudoLegal(ttMove) {
			pk.ttMove = ttMove
		}
		pk.stage = stageEvasionTT
		return
	}
	if ttMove != position.NoMove && p.PieceAt(ttMove.To()) != position.NoPiece && p.IsPseudoLegal(ttMove) {
		pk.ttMove = ttMove
	}
	pk.stage = stageQuiescenceTT
}

// captureScore orders captures by the victim's worth, then the attacker's.
func captureScore(p *position.Position, m position.Move) int32 {
	return int32(seeValue[p.PieceAt(m.To()).Type()]*16 - seeValue[p.PieceAt(m.From()).Type()]/16)
}

// goodCapture reports whether a capture does not lose material.
func goodCapture(p *position.Position, m position.Move) bool {
	if seeValue[p.PieceAt(m.To()).Type()] >= seeValue[p.PieceAt(m.From()).Type()] {
		return true
	}
	return see(p, m) >= 0
}

// best swaps the highest-scored move of moves[from:end] to from.
func best(moves *[position.MaxMoves]position.Move, scores *[position.MaxMoves]int32, from, end int) {
	b := from
	for i := from + 1; i < end; i++ {
		if scores[i] > scores[b] {
			b = i
		}
	}
	moves[from], moves[b] = moves[b], moves[from]
	scores[from], scores[b] = scores[b], scores[from]
}

func (pk *picker) isSpecial(m position.Move) bool {
	return m == pk.ttMove || m == pk.killers[0] || m == pk.killers[1] || m == pk.counter
}

// quietCandidate reports whether a remembered move (killer or counter) can be
// played here as a quiet move.
func quietCandidate(p *position.Position, m position.Move) bool {
	return m != position.NoMove && p.PieceAt(m.To()) == position.NoPiece && p.IsPseudoLegal(m)
}

// next returns the next move to try, or NoMove when none is left.
func (pk *picker) next(e *Engine) position.Move {
	p := e.pos
	for {
		switch pk.stage {
		case stageTT, stageEvasionTT, stageQuiescenceTT:
			pk.stage++
			if pk.ttMove != position.NoMove {
				return pk.ttMove
			}

		case stageCapturesInit, stageQuiescenceInit:
			pk.end = len(p.GenerateCaptures(pk.moves[:0]))
			pk.cur, pk.badEnd, pk.badCur = 0, 0, 0
			for i := range pk.end {
				m := pk.moves[i]
				pk.scores[i] = captureScore(p, m) + e.captureHistory(m)/8
			}
			pk.stage++

		case stageGoodCaptures, stageQuiescence:
			for pk.cur < pk.end {
				best(&pk.moves, &pk.scores, pk.cur, pk.end)
				m := pk.moves[pk.cur]
				pk.cur++
				if m == pk.ttMove {
					continue
				}
				if !goodCapture(p, m) {
					if pk.stage == stageGoodCaptures {
						pk.moves[pk.badEnd] = m
						pk.badEnd++
					}
					continue
				}
				return m
			}
			if pk.stage == stageQuiescence {
				pk.stage = stageDone
			} else {
				pk.stage++
			}

		case stageKiller1, stageKiller2:
			m := pk.killers[pk.stage-stageKiller1]
			pk.stage++
			if m != pk.ttMove && quietCandidate(p, m) {
				return m
			}

		case stageCounter:
			pk.stage++
			m := pk.counter
			if m != pk.ttMove && m != pk.killers[0] && m != pk.killers[1] && quietCandidate(p, m) {
				return m
			}

		case stageQuietsInit:
			pk.stage++
			pk.qCur = 0
			all := p.GenerateQuiets(pk.quiets[:0])
			side := p.SideToMove()
			n := 0
			for _, m := range all {
				score := e.quietScore(pk.ply, side, m, p.PieceAt(m.From()))
				// Insertion sort, highest first: the list is short and
				// usually nearly sorted by generation order anyway.
				j := n
				for ; j > 0 && pk.qScores[j-1] < score; j-- {
					pk.quiets[j] = pk.quiets[j-1]
					pk.qScores[j] = pk.qScores[j-1]
				}
				pk.quiets[j] = m
				pk.qScores[j] = score
				n++
			}
			pk.qEnd = n

		case stageQuiets:
			for pk.qCur < pk.qEnd {
				m := pk.quiets[pk.qCur]
				pk.qCur++
				if !pk.isSpecial(m) {
					return m
				}
			}
			pk.stage++

		case stageBadCaptures:
			if pk.badCur < pk.badEnd {
				m := pk.moves[pk.badCur]
				pk.badCur++
				return m
			}
			pk.stage = stageDone

		case stageEvasionsInit:
			pk.end = len(p.GenerateMoves(pk.moves[:0]))
			pk.cur = 0
			side := p.SideToMove()
			for i := range pk.end {
				m := pk.moves[i]
				if p.PieceAt(m.To()) != position.NoPiece {
					pk.scores[i] = 1<<24 + captureScore(p, m)
				} else {
					pk.scores[i] = e.quietScore(pk.ply, side, m, p.PieceAt(m.From()))
				}
			}
			pk.stage++

		case stageEvasions:
			for pk.cur < pk.end {
				best(&pk.moves, &pk.scores, pk.cur, pk.end)
				m := pk.moves[pk.cur]
				pk.cur++
				if m != pk.ttMove {
					return m
				}
			}
			pk.stage = stageDone

		default:
			return position.NoMove
		}
	}
}
