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
	stageQuiescenceChecksInit
	stageQuiescenceChecks
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
	// checks: quiescence also lists the quiet checks that lose nothing,
	// after the captures (useQuiescenceChecks).
	checks bool
	moves  [position.MaxMoves]position.Move
	scores [position.MaxMoves]int32
	// quiets holds the quiet moves sorted best first, each packed with its
	// order key (see packQuiet).
	quiets [position.MaxMoves]int64
	// The tables that score quiet moves here: the side's history and the
	// continuation histories of the moves one and two plies back.
	history      *[position.NumSquares][position.NumSquares]int32
	cont1, cont2 *contTable
	cont4        *contTable // four plies back, the side to move's own move before last (useCont4)
	pawns        *contTable // the pawn structure's (usePawnHistory)
	// lowPly is this ply's low-ply history near the root, else nil
	// (useLowPlyHistory).
	lowPly *[position.NumSquares][position.NumSquares]int16
}

// setHistory points the picker at the ordering tables of the node at ply.
func (pk *picker) setHistory(e *Engine, ply int, us position.Color) {
	pk.history = &e.heur.history[us]
	pk.cont1, pk.cont2 = e.contFor(ply-1), e.contFor(ply-2)
	if useCont4 {
		pk.cont4 = e.contFor(ply - 4)
	}
	if usePawnHistory {
		pk.pawns = e.pawnHistFor()
	}
	if useLowPlyHistory {
		pk.lowPly = nil
		if ply < lowPlies {
			pk.lowPly = &e.heur.lowPly[ply]
		}
	}
}

// quietScore orders a quiet move of the piece pc: its history plus its
// continuation histories after the last two moves, and the candidate tables.
func (pk *picker) quietScore(m position.Move, pc position.Piece) int32 {
	to := m.To()
	return pk.history[m.From()][to] + int32(pk.cont1[pc][to]) + int32(pk.cont2[pc][to]) + pk.candidateScore(pc, to)
}

// candidateScore is what the tables behind switches (useCont4,
// usePawnHistory) add to a quiet move's order: 0, compiled away, while
// they are off.
func (pk *picker) candidateScore(pc position.Piece, to position.Square) int32 {
	s := int32(0)
	if useCont4 {
		s += int32(pk.cont4[pc][to])
	}
	if usePawnHistory {
		s += int32(pk.pawns[pc][to])
	}
	return s
}

// insertionSort sorts the keys ascending: the lists are short, and nearly
// sorted by generation order already more often than not.
func insertionSort(keys []int64) {
	for i := 1; i < len(keys); i++ {
		k := keys[i]
		j := i
		for ; j > 0 && keys[j-1] > k; j-- {
			keys[j] = keys[j-1]
		}
		keys[j] = k
	}
}

// packQuiet makes a quiet move's sort key: ascending keys are descending
// scores, ties in generation order (index), and the move in the low bits.
func packQuiet(score int32, index int, m position.Move) int64 {
	return int64(-score)<<24 | int64(index)<<16 | int64(m)
}

// initMain prepares to list all moves of a normal node.
func (pk *picker) initMain(e *Engine, p *position.Position, ply int, ttMove position.Move, killers [2]position.Move, counter position.Move, inCheck bool) {
	pk.ply = ply
	pk.ttMove = position.NoMove
	if ttMove != position.NoMove && p.IsPseudoLegal(ttMove) {
		pk.ttMove = ttMove
	}
	pk.killers = killers
	pk.counter = counter
	pk.setHistory(e, ply, p.SideToMove())
	pk.stage = stageTT
	if inCheck {
		pk.stage = stageEvasionTT
	}
}

// initQuiescence prepares to list the captures worth trying in quiescence
// (or every evasion when in check), and with checks the quiet checks after.
func (pk *picker) initQuiescence(e *Engine, p *position.Position, ply int, ttMove position.Move, inCheck, checks bool) {
	pk.ply = ply
	pk.ttMove = position.NoMove
	if useQuiescenceChecks { // folded away while the switch is off
		pk.checks = checks
	}
	if inCheck {
		pk.setHistory(e, ply, p.SideToMove())
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

// best swaps the highest-scored move of moves[from:end] to from. It keeps
// the best so far without a branch: the scores come in no order, so a
// branch on them would be mispredicted often.
func best(moves *[position.MaxMoves]position.Move, scores *[position.MaxMoves]int32, from, end int) {
	b, top := from, scores[from]
	for i := from + 1; i < end; i++ {
		s := scores[i&(position.MaxMoves-1)] // MaxMoves is a power of two: the mask only spares the bounds check
		better := (top - s) >> 31            // all ones when s > top (scores are far less than 2³¹ apart)
		b ^= (b ^ i) & int(better)
		top ^= (top ^ s) & better
	}
	moves[from], moves[b] = moves[b], moves[from]
	scores[from], scores[b] = scores[b], scores[from]
}

// nextQuiet returns the next sorted quiet move not handed out before it (as
// the hash move, a killer or the counter-move), or NoMove when none is left.
func (pk *picker) nextQuiet() position.Move {
	for pk.qCur < pk.qEnd {
		m := position.Move(pk.quiets[pk.qCur] & 0xffff)
		pk.qCur++
		if !pk.isSpecial(m) {
			return m
		}
	}
	return position.NoMove
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
	// Most moves handed out are quiet moves, one call each: their stage
	// is tested before the switch, which costs several branches.
	if pk.stage == stageQuiets {
		if m := pk.nextQuiet(); m != position.NoMove {
			return m
		}
	}
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
			switch {
			case pk.stage == stageGoodCaptures:
				pk.stage++
			case useQuiescenceChecks && pk.checks:
				pk.stage = stageQuiescenceChecksInit
			default:
				pk.stage = stageDone
			}

		case stageQuiescenceChecksInit:
			// Generated behind the captures, and kept in place only if they
			// give check: the list shrinks as it is read.
			all := p.GenerateQuiets(pk.moves[pk.end:pk.end])
			n := pk.end
			for _, m := range all {
				if p.GivesCheck(m) {
					pk.moves[n] = m
					n++
				}
			}
			pk.cur, pk.end = pk.end, n
			pk.stage++

		case stageQuiescenceChecks:
			for pk.cur < pk.end {
				m := pk.moves[pk.cur]
				pk.cur++
				if see(p, m) >= 0 {
					return m
				}
			}
			pk.stage = stageDone

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
			// The quiet moves go to pk.moves from the front; the losing
			// captures parked there end at badEnd, so generate behind them.
			all := p.GenerateQuiets(pk.moves[pk.badEnd:pk.badEnd])
			// quietScore, with the tables' rows of each piece looked up
			// once: the generator lists a piece's moves together.
			from := position.NoSquare
			var hist *[position.NumSquares]int32
			var cont1, cont2 *[position.NumSquares]int16
			pc := position.NoPiece
			var th threats
			if useThreatOrdering {
				th.init(p)
			}
			for i, m := range all {
				if m.From() != from {
					from = m.From()
					pc = p.PieceAt(from)
					hist, cont1, cont2 = &pk.history[from], &pk.cont1[pc], &pk.cont2[pc]
					if useThreatOrdering {
						th.lift(from, pc)
					}
				}
				to := m.To()
				score := hist[to] + int32(cont1[to]) + int32(cont2[to]) + pk.candidateScore(pc, to)
				if useThreatOrdering {
					score += th.score(to)
				}
				if useLowPlyHistory && pk.lowPly != nil {
					score += int32(pk.lowPly[from][to]) * lowPlyWeight / int32(1+pk.ply)
				}
				if useQuietCheckOrdering && p.GivesCheck(m) && see(p, m) >= 0 {
					score += quietCheckBonus
				}
				pk.quiets[i] = packQuiet(score, i, m)
			}
			pk.qEnd = len(all)
			insertionSort(pk.quiets[:pk.qEnd])

		case stageQuiets:
			if m := pk.nextQuiet(); m != position.NoMove {
				return m
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
			for i := range pk.end {
				m := pk.moves[i]
				if p.PieceAt(m.To()) != position.NoPiece {
					pk.scores[i] = 1<<24 + captureScore(p, m)
				} else {
					pk.scores[i] = pk.quietScore(m, p.PieceAt(m.From()))
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

// threats orders up the quiet moves that take a rook, horse or cannon
// attacked by a cheaper enemy piece to a point no cheaper piece attacks
// (useThreatOrdering): such a piece usually has to move, and the search
// finds the escape first. Pins and defenders are ignored, as in see. Only
// threatened pieces' destinations are looked at: checking every move's
// destination cost a fifth of the speed for more nodes.
type threats struct {
	board        [position.NumSquares]position.Piece // the mover lifted off
	files, ranks *[16]uint16
	lifted       position.Square // the mover's point, off the board, or NoSquare
	liftedPiece  position.Piece
	value        int   // the mover's worth
	escape       int32 // the bonus for leaving its point; 0 when it is not threatened
}

// The escape bonus in the history tables' units (historyMax): about a good
// history.
const (
	threatEscapeRook  = 16384
	threatEscapeMinor = 8192
)

func (t *threats) init(p *position.Position) {
	t.board = p.Board()
	t.files, t.ranks = p.Lines()
	t.lifted = position.NoSquare
}

// lift puts the previous mover back, and when pc stands on from attacked
// by a cheaper piece takes it off the board to look at its destinations.
func (t *threats) lift(from position.Square, pc position.Piece) {
	if t.lifted != position.NoSquare {
		t.board[t.lifted] = t.liftedPiece
		t.lifted = position.NoSquare
	}
	t.escape = 0
	switch pc.Type() {
	case position.Rook:
		t.escape = threatEscapeRook
	case position.Horse, position.Cannon:
		t.escape = threatEscapeMinor
	default:
		return
	}
	t.value = seeValue[pc.Type()]
	if !t.cheaperAttacker(from, pc.Color(), position.NoSquare) {
		t.escape = 0
		return
	}
	t.board[from] = position.NoPiece
	t.lifted, t.liftedPiece = from, pc
}

// score is the lifted piece's bonus for moving to to.
func (t *threats) score(to position.Square) int32 {
	if t.escape == 0 || t.cheaperAttacker(to, t.liftedPiece.Color(), t.lifted) {
		return 0
	}
	return t.escape
}

// cheaperAttacker reports whether the enemy of colour c attacks s with a
// piece worth less than t.value; gone, when not NoSquare, is a point taken
// off the lines (the mover's).
func (t *threats) cheaperAttacker(s position.Square, c position.Color, gone position.Square) bool {
	lines := seeLinesAt(t.files, t.ranks, s)
	if gone != position.NoSquare {
		lines.remove(gone)
	}
	_, pc := leastAttacker(&t.board, &lines, s, c.Other())
	return pc != position.NoPiece && seeValue[pc.Type()] < t.value
}
