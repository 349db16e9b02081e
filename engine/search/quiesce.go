package search

import "xiangqi/engine/position"

// quiesce searches captures only (every evasion when in check) until the
// position is quiet, so the static evaluation is never taken in the middle
// of an exchange. With checks (its first ply, useQuiescenceChecks) it also
// tries the quiet checks that lose nothing: in xiangqi a check is often the
// move that decides.
func (e *Engine) quiesce(alpha, beta, ply int, checks bool) int {
	e.pvLen[ply] = 0
	e.nodes++
	if e.nodes >= e.nextPoll {
		e.poll()
	}
	if e.stopped {
		return 0
	}
	p := e.pos
	e.selDepth = max(e.selDepth, ply)
	inCheck := e.inCheck()
	if ply >= MaxPly-1 {
		if inCheck {
			return drawScore
		}
		return e.evaluate()
	}
	pvNode := beta-alpha > 1

	key := p.Key()
	tte, hit := e.tt.probe(key)
	ttMove, ttScore, ttBound := position.NoMove, 0, boundNone
	if hit {
		ttMove, ttScore, ttBound = tte.move, scoreFromTT(int(tte.score), ply), tte.bound()
		if !pvNode && (ttBound == boundExact || ttBound == boundLower && ttScore >= beta || ttBound == boundUpper && ttScore <= alpha) {
			return ttScore
		}
	}

	best, staticEval, rawEval := -infinity, -infinity, -infinity
	if !inCheck {
		if hit {
			rawEval = int(tte.eval)
		} else {
			rawEval = e.evaluate()
		}
		staticEval = e.corrected(rawEval, ply)
		best = staticEval
		if hit && (ttBound == boundLower && ttScore > best || ttBound == boundUpper && ttScore < best) {
			best = ttScore
		}
		// Stand pat: the side to move need not capture.
		if best >= beta {
			// A stand pat above beta is a guess: halfway to beta is a
			// safer one (useQuiesceBlend).
			if useQuiesceBlend && best < decisiveBound && best > -decisiveBound {
				best = (best + beta) / 2
			}
			if !hit {
				e.tt.store(key, position.NoMove, scoreToTT(best, ply), rawEval, 0, boundLower, false)
			}
			return best
		}
		alpha = max(alpha, best)
	}

	f := &e.stack[ply]
	recaptureSquare := position.NoSquare
	if useQuiescencePruning && ply > 0 && e.stack[ply-1].move != position.NoMove {
		recaptureSquare = e.stack[ply-1].move.To()
	}
	f.pick.initQuiescence(e, p, ply, ttMove, inCheck, checks)
	bestMove := position.NoMove
	moveCount := 0
	legal := position.NewLegality(inCheck)
	for {
		m := f.pick.next(e)
		if m == position.NoMove {
			break
		}
		if !p.IsLegalWith(m, &legal) {
			continue
		}
		moveCount++
		captured := p.PieceAt(m.To())
		// Delta pruning: even winning the piece would not reach alpha.
		if !inCheck && captured != position.NoPiece && staticEval+seeValue[captured.Type()]+deltaMargin <= alpha && !p.GivesCheck(m) {
			continue
		}
		// Once a move has shown the side to move is not lost: only the first
		// two captures that give no check are tried (and recaptures), and
		// no move that loses material, evasions included.
		if useQuiescencePruning && best > -decisiveBound {
			if !inCheck && moveCount > 2 && m.To() != recaptureSquare && !p.GivesCheck(m) {
				continue
			}
			if see(p, m) < -quiescenceSEEPrune {
				continue
			}
		}
		f.move, f.piece = m, p.PieceAt(m.From())
		f.cont = &e.heur.cont[f.piece][m.To()]
		e.prefetchAfter(m)
		p.MakeMove(m)
		v := -e.quiesce(-beta, -alpha, ply+1, false)
		p.UnmakeMove()
		if e.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				bestMove = m
				if pvNode {
					e.updatePV(ply, m)
				}
				if v >= beta {
					break
				}
				alpha = v
			}
		}
	}
	if inCheck && moveCount == 0 {
		return matedIn(ply)
	}
	// A capture's fail high is pulled a quarter of the way to beta
	// (useQuiesceBlend).
	if useQuiesceBlend && best >= beta && best < decisiveBound && best > -decisiveBound {
		best = (3*best + beta) / 4
	}
	bound := boundUpper
	if best >= beta {
		bound = boundLower
	} else if pvNode && bestMove != position.NoMove {
		bound = boundExact
	}
	// The pv mark is kept (useTTPv): quiescence's entries replace the
	// search's of the same position only when these are shallow.
	e.tt.store(key, bestMove, scoreToTT(best, ply), rawEval, 0, bound, useTTPv && hit && tte.pv())
	return best
}

// deltaMargin is the slack of delta pruning, for positional gains a capture
// may bring beyond the piece.
const deltaMargin = 200

// quiescenceSEEPrune: a quiescence move whose exchange loses more than this
// is skipped once the side to move is known not to be lost
// (useQuiescencePruning).
const quiescenceSEEPrune = 80
