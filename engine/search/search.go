package search

import (
	"math"

	"xiangqi/engine/position"
)

// The principal-variation search below the root. Each pruning idea has a
// one-line label so it can be found and measured on its own.

// lmrTable[depth][moveCount] is the base late-move reduction.
var lmrTable [MaxPly + 1][position.MaxMoves + 1]int8

// lmrFraction is lmrTable before rounding down, in 1024ths of a ply: with
// useFractionalLMR the history's share of a reduction adds to it and only
// the sum is rounded, so neither loses its fraction.
var lmrFraction [MaxPly + 1][position.MaxMoves + 1]int16

// lmpLimit[improving][depth] is how many quiet moves are tried at low depth
// before the rest are skipped.
var lmpLimit [2][9]int

func init() {
	for d := 1; d <= MaxPly; d++ {
		for m := 1; m <= position.MaxMoves; m++ {
			r := lmrBase + math.Log(float64(d))*math.Log(float64(m))/lmrDivisor
			lmrTable[d][m] = int8(r)
			lmrFraction[d][m] = int16(r * 1024)
		}
	}
	for d := range 9 {
		lmpLimit[0][d] = 3 + d*d/2
		lmpLimit[1][d] = 4 + d*d
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// nullMoveAllowed reports whether passing is a fair test for the side to
// move: with few attacking pieces zugzwang is common in xiangqi, and a pass
// would overrate the position.
func (e *Engine) nullMoveAllowed() bool {
	p := e.pos
	us := p.SideToMove()
	rooks := p.Count(us, position.Rook)
	minors := p.Count(us, position.Horse) + p.Count(us, position.Cannon)
	return rooks > 0 || minors >= 2
}

// search returns the score of the current position at ply, searched to
// depth, within the window (alpha, beta).
func (e *Engine) search(alpha, beta, depth, ply int, cutNode bool) int {
	pvNode := beta-alpha > 1
	e.pvLen[ply] = 0
	if depth <= 0 {
		return e.quiesce(alpha, beta, ply, useQuiescenceChecks)
	}
	e.nodes++
	if e.nodes >= e.nextPoll {
		e.poll()
	}
	if e.stopped {
		return 0
	}
	p := e.pos
	f := &e.stack[ply]
	e.selDepth = max(e.selDepth, ply)
	// A child inherits the line's double extensions (the move loop adds
	// its own); with the switch off nothing is counted.
	if useDoubleExtension {
		e.stack[ply+1].doubleExts = f.doubleExts
	}

	// Step 1. Draws by rule, the depth limit, mate-distance pruning.
	if score, ok := e.repetition(ply); ok {
		return score
	}
	if e.moveLimitReached() {
		return drawScore
	}
	inCheck := e.inCheck()
	if ply >= MaxPly-1 {
		if inCheck {
			return drawScore
		}
		return e.evaluate()
	}
	// The children count their fail highs for their own children's late
	// move reductions (useCutoffCount).
	if useCutoffCount {
		e.stack[ply+2].cutoffs = 0
	}
	alpha = max(alpha, matedIn(ply))
	beta = min(beta, mateScore-ply-1)
	if alpha >= beta {
		return alpha
	}
	// Basic endings have exact scores in the endgame tables; below the root,
	// so the root still picks among its moves by those scores.
	if ply > 0 && f.excluded == position.NoMove {
		if score, ok := e.probeTables(ply); ok {
			return score
		}
	}

	// Step 2. Hash table.
	key := p.Key()
	excluded := f.excluded
	tte, hit := e.tt.probe(key)
	if excluded != position.NoMove {
		hit = false
	}
	ttMove, ttScore, ttBound := position.NoMove, 0, boundNone
	if hit {
		ttMove, ttScore, ttBound = tte.move, scoreFromTT(int(tte.score), ply), tte.bound()
		// Near the root the path matters more than the table knows: a
		// repetition judged by the chase rules is found only by visiting.
		if !pvNode && ply >= chaseJudgePlies && int(tte.depth) >= depth &&
			(ttBound == boundExact || ttBound == boundLower && ttScore >= beta || ttBound == boundUpper && ttScore <= alpha) {
			// A quiet hash move that cuts here would have been rewarded had
			// the node been searched; the ordering tables learn it anyway.
			if useTTCutHistory && ttScore >= beta && ttMove != position.NoMove &&
				p.PieceAt(ttMove.To()) == position.NoPiece && p.PieceAt(ttMove.From()) != position.NoPiece {
				e.updateQuiet(ply, p.SideToMove(), ttMove, historyBonus(depth))
			}
			return ttScore
		}
	}

	// A search that leaves a move out keeps the node's own mark.
	if excluded == position.NoMove {
		f.ttPv = useTTPv && (pvNode || hit && tte.pv())
	}

	// Step 3. Static evaluation.
	eval := -infinity
	rawEval := -infinity // what the hash table keeps: before correction
	improving := false
	if inCheck {
		f.staticEval = -infinity
	} else {
		if hit {
			rawEval = int(tte.eval)
		} else {
			rawEval = e.evaluate()
		}
		f.staticEval = e.corrected(rawEval, ply)
		eval = f.staticEval
		// A stored search result is a better guess than the static score.
		if hit && (ttBound == boundLower && ttScore > eval || ttBound == boundUpper && ttScore < eval) {
			eval = ttScore
		}
		improving = ply >= 2 && f.staticEval > e.stack[ply-2].staticEval
		// Two plies back the side to move was in check, which has no static
		// score, and checks are frequent in xiangqi: compare four plies back
		// instead (useImprovingPly4), as Stockfish did.
		if useImprovingPly4 && ply >= 4 && e.stack[ply-2].staticEval == -infinity {
			improving = f.staticEval > e.stack[ply-4].staticEval
		}
	}

	// The opponent's last quiet move left its static score better or worse
	// than before: its history learns that before any reply is searched.
	// From ply 2: the root's frame keeps no static score.
	if useEvalDiffHistory && excluded == position.NoMove && !inCheck && ply >= 2 {
		prev := &e.stack[ply-1]
		if prev.move != position.NoMove && prev.staticEval != -infinity && p.LastCaptured() == position.NoPiece {
			bonus := int32(min(max(-evalDiffScale*(f.staticEval+prev.staticEval), -evalDiffMax), evalDiffMax) + evalDiffShift)
			updateHistory(&e.heur.history[p.SideToMove().Other()][prev.move.From()][prev.move.To()], bonus)
		}
	}

	// The move that led here was searched short: in hindsight, look a ply
	// deeper when the static scores say it did not make the mover's
	// position worse, a ply shallower when it left the mover well behind.
	if useHindsightDepth && excluded == position.NoMove {
		prior := e.stack[ply-1].reduction
		if prior > 0 && !inCheck && e.stack[ply-1].staticEval != -infinity {
			sum := f.staticEval + e.stack[ply-1].staticEval
			if prior >= 3 && sum <= 2 {
				depth++
			} else if prior >= 2 && depth >= 2 && sum > 175 {
				depth--
			}
		}
	}

	if !pvNode && !inCheck && excluded == position.NoMove {
		// Step 4. Reverse futility: far above beta at low depth, assume a
		// quiet move keeps it there.
		if useReverseFutility && !f.ttPv && depth <= 7 && eval-rfpMargin*(depth-b2i(improving)) >= beta && eval < decisiveBound && beta > -decisiveBound {
			return (eval + beta) / 2
		}

		// Step 5. Null move: if passing still fails high, so will a move.
		if useNullMove && depth >= 2 && eval >= beta && f.staticEval >= beta-20*depth+180 && e.stack[ply-1].move != position.NoMove &&
			ply >= e.nmpMinPly && beta > -decisiveBound && e.nullMoveAllowed() {
			r := nullBase + depth/nullDepthDivisor + min((eval-beta)/200, 3)
			f.move, f.piece, f.cont = position.NoMove, position.NoPiece, nil
			p.MakeNullMove()
			v := -e.search(-beta, -beta+1, depth-r, ply+1, !cutNode)
			p.UnmakeNullMove()
			if e.stopped {
				return 0
			}
			if v >= beta {
				if v >= decisiveBound {
					v = beta
				}
				if depth < 12 || e.nmpMinPly > 0 {
					return v
				}
				// Verify at high depth with null move off for a while, to
				// catch zugzwang the material guard missed.
				e.nmpMinPly = ply + 3*(depth-r)/4
				verified := e.search(beta-1, beta, depth-r, ply, false)
				e.nmpMinPly = 0
				if verified >= beta {
					return v
				}
			}
		}
	}

	// Step 6. ProbCut: a good capture that beats beta by a margin in a
	// search four plies shallower very likely beats beta at full depth.
	if useProbCut && !pvNode && !inCheck && excluded == position.NoMove && depth >= 5 && beta > -decisiveBound && beta < decisiveBound-probCutMargin &&
		!(hit && int(tte.depth) >= depth-3 && ttScore < beta+probCutMargin) {
		if v, ok := e.probCut(beta+probCutMargin, depth, ply, cutNode, ttMove, key, rawEval); ok {
			return v
		}
		if e.stopped {
			return 0
		}
	}

	// Step 7. Internal iterative reduction: without a hash move this node
	// was never searched, so search it shallower first.
	if useIIR && depth >= 4 && ttMove == position.NoMove && (pvNode || cutNode) {
		depth--
	}

	// Step 8. Extend a singular hash move: one much better than every other
	// move deserves a deeper look. If even without it the node fails high,
	// cut at once (multi-cut); a hash move that is not singular where a cut
	// is expected anyway is searched shallower instead (a negative
	// extension). The test searches this ply again, so it runs before the
	// move picker is set up.
	singularExtension := 0
	if useSingularExtension && ttMove != position.NoMove && depth >= singularMinDepth && excluded == position.NoMove && ply < 2*e.rootDepth &&
		int(tte.depth) >= depth-3 && ttBound&boundLower != 0 && ttScore > -decisiveBound && ttScore < decisiveBound &&
		p.IsPseudoLegal(ttMove) {
		singularBeta := ttScore - singularMargin*depth
		f.excluded = ttMove
		v := e.search(singularBeta-1, singularBeta, (depth-1)/2, ply, cutNode)
		f.excluded = position.NoMove
		if e.stopped {
			return 0
		}
		switch {
		case v < singularBeta:
			singularExtension = 1
			// Far below: the other moves are hopeless, look two plies
			// deeper, a few times a line so the search cannot explode.
			if useDoubleExtension && !pvNode && v < singularBeta-doubleExtensionMargin && f.doubleExts < doubleExtensionMax {
				singularExtension = 2
			}
		case singularBeta >= beta:
			return singularBeta
		case ttScore >= beta:
			singularExtension = -1
		case useNegativeExtension && cutNode:
			// A cut node expected to fail high on some move: the hash move
			// is not singular, so another will likely do; look at it less.
			singularExtension = -2
		}
	}

	// Step 9. The moves.
	// Folded away while the switch is off: no work in the hot path.
	ttCapture := useLMRCaptureHashMove && ttMove != position.NoMove && p.PieceAt(ttMove.To()) != position.NoPiece
	counter := position.NoMove
	if prev := &e.stack[ply-1]; prev.move != position.NoMove {
		counter = e.heur.counter[prev.piece][prev.move.To()]
	}
	f.pick.initMain(e, p, ply, ttMove, f.killers, counter, inCheck)
	best, bestMove := -infinity, position.NoMove
	moveCount, quietCount, captureCount := 0, 0, 0
	e.stack[ply+1].killers = [2]position.Move{}
	legal := position.NewLegality(inCheck)
	for {
		m := f.pick.next(e)
		if m == position.NoMove {
			break
		}
		if m == excluded || !p.IsLegalWith(m, &legal) {
			continue
		}
		moveCount++
		from, to := m.From(), m.To()
		moving, captured := p.PieceAt(from), p.PieceAt(to)
		quiet := captured == position.NoPiece
		// Several steps below ask whether m gives check; it is worked out
		// once, when first asked. Most late quiet moves are pruned before.
		check := lazyCheck{p: p, m: m}

		// Step 10. Shallow pruning, once a move has shown we are not lost. A
		// move that takes back our own last move may repeat the position, and
		// a repetition can decide the game, so it is always searched.
		// Nor is anything pruned while looking for a shorter mate: in
		// xiangqi quiet moves often close a mating net.
		mayPrune := best > -decisiveBound && alpha < decisiveBound && !inCheck && !e.reversesOwnLastMove(m)
		// Late move pruning (first, as it needs the least).
		if mayPrune && quiet && useLateMovePruning && depth <= 8 && moveCount >= lmpLimit[b2i(improving)][depth] && (useLMPChecks || !check.gives()) {
			continue
		}
		reduction := int(lmrTable[depth][min(moveCount, position.MaxMoves)])
		lmrDepth := max(depth-1-reduction, 0)
		// The history score, read only when needed: most moves pruned
		// above never need it, and it misses the cache more often than not.
		hist := 0
		if useHistoryFutility && quiet {
			hist = int(f.pick.quietScore(m, moving))
		}
		if mayPrune {
			if quiet {
				// Futility pruning, at the depth the move would be searched
				// to, moved by its history (useHistoryFutility): a move
				// that often refuted others is given a wider margin.
				futilityDepth := lmrDepth
				if useHistoryFutility {
					futilityDepth = max(lmrDepth+hist/historyFutilityDivisor, 0)
				}
				margin := futilityBase + futilityStep*futilityDepth
				if useFutilityBestMove {
					// Once a move has beaten alpha the node is less likely to
					// need a quiet one far below it: a narrower margin.
					found := b2i(bestMove != position.NoMove)
					margin += futilityNoBestBonus*(1-found) - futilityBestMoveCut*found
				}
				if useFutility && futilityDepth <= 8 && f.staticEval+margin <= alpha && !check.gives() {
					continue
				}
			} else {
				// Futility pruning of captures: even with the piece won, the
				// static score stays below alpha by more than a reduced search
				// tends to recover.
				if useCaptureFutility && lmrDepth <= captureFutilityMaxDepth &&
					f.staticEval+captureFutilityBase+captureFutilityStep*lmrDepth+seeValue[captured.Type()] <= alpha && !check.gives() {
					continue
				}
				// SEE pruning of losing captures.
				if useSEEPruning && depth <= 6 && see(p, m) < -seeCapturePrune*depth && !check.gives() {
					continue
				}
			}
		}
		if quiet {
			if !useHistoryFutility {
				hist = int(f.pick.quietScore(m, moving))
			}
			// History pruning (the last of step 10's quiet-move tests).
			if mayPrune && useHistoryPruning && lmrDepth <= 3 && hist < -historyPruneStep*depth && !check.gives() {
				continue
			}
			// SEE pruning of quiet moves that put material en prise.
			if mayPrune && useQuietSEEPruning && lmrDepth <= quietSEEMaxDepth && see(p, m) < -quietSEEPrune*lmrDepth*lmrDepth && !check.gives() {
				continue
			}
		}

		extension := 0
		if m == ttMove {
			extension = singularExtension
		}

		// Step 11. Make the move, extend checks, reduce late moves. Checks
		// are frequent in xiangqi, so not every one is extended: not beyond
		// checkExtensionPlies (twice the iteration's depth), and
		// (useCheckExtensionDepth) near the horizon only on the principal
		// variation.
		extendCheck := useCheckExtension && extension == 0 && ply < checkExtensionPlies(e.rootDepth) &&
			(!useCheckExtensionDepth || pvNode || depth >= checkExtensionMinDepth)
		safeCheck := true
		if extendCheck && useCheckExtensionSEE && check.gives() {
			safeCheck = see(p, m) >= 0
		}
		f.move, f.piece, f.cont = m, moving, &e.heur.cont[moving][to]
		if useDoubleExtension {
			e.stack[ply+1].doubleExts = f.doubleExts + b2i(extension == 2)
		}
		e.prefetchAfter(m)
		p.MakeMove(m)
		givesCheck := p.MoveGaveCheck(p.Ply() - 1)
		newDepth := depth - 1 + extension
		if extendCheck && givesCheck && safeCheck {
			newDepth++
		}
		var v int
		if useLMR && depth >= 3 && moveCount > 1+b2i(pvNode) && (quiet || !pvNode) {
			r := reduction
			// A node that is or was on a principal variation is reduced
			// as one (useTTPv); off, only a PV node itself is.
			if useTTPv {
				r += b2i(!f.ttPv)
			} else {
				r += b2i(!pvNode)
			}
			r += b2i(cutNode) - b2i(improving)
			if useLMRCaptureHashMove {
				// The hash move takes something: the quiet moves after it
				// are less likely to matter; a cut node's late moves rarely do.
				r += b2i(quiet && ttCapture) + b2i(cutNode)
			}
			if m == f.killers[0] || m == f.killers[1] || m == counter {
				r--
			}
			if useFractionalLMR {
				// The table's fraction and the history's, in 1024ths,
				// rounded down together.
				frac := int(lmrFraction[depth][min(moveCount, position.MaxMoves)]) - 1024*reduction
				if quiet {
					frac -= hist * 1024 / 8000
				} else {
					r--
				}
				r += frac >> 10
			} else if quiet {
				r -= hist / lmrHistoryDivisor
			} else {
				r--
				// A capture that often refuted others is reduced less, one
				// that rarely did more (useCaptureLMRHistory).
				if useCaptureLMRHistory {
					r -= int(e.heur.capture[moving][to][captured.Type()]) / captureLMRDivisor
				}
			}
			if givesCheck && useLMRCheckBonus {
				r--
			}
			// The moves here keep being refuted: this node likely fails
			// low, and its late moves matter less.
			if useCutoffCount && e.stack[ply+1].cutoffs > 3 {
				r++
			}
			d := min(max(newDepth-r, 1), newDepth)
			if useHindsightDepth {
				f.reduction = newDepth - d
			}
			v = -e.search(-alpha-1, -alpha, d, ply+1, true)
			if useHindsightDepth {
				f.reduction = 0
			}
			if v > alpha && d < newDepth {
				// A reduced move that beat alpha by far is searched a ply
				// deeper, one that barely beat the best so far a ply less.
				if useDeeperReSearch {
					newDepth += b2i(v > best+deeperMargin+2*newDepth) - b2i(v < best+shallowerMargin)
				}
				if d < newDepth {
					v = -e.search(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
					// The full-depth result tells the continuation tables
					// whether this move deserved its reduction (TESTLOG #80).
					if usePostLMRUpdate && quiet && !e.stopped {
						bonus := int32(0)
						if v <= alpha {
							bonus = -historyBonus(newDepth)
						} else if v >= beta {
							bonus = historyBonus(newDepth)
						}
						e.updateContinuation(ply, moving, to, bonus)
					}
				}
			}
		} else if !pvNode || moveCount > 1 {
			v = -e.search(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
		}
		if pvNode && (moveCount == 1 || v > alpha) {
			v = -e.search(-beta, -alpha, newDepth, ply+1, false)
		}
		p.UnmakeMove()
		if e.stopped {
			return 0
		}

		// Step 12. Keep the best.
		if v > best {
			best = v
			if v > alpha {
				bestMove = m
				if pvNode {
					e.updatePV(ply, m)
				}
				if v >= beta {
					if useCutoffCount {
						f.cutoffs += 1 + b2i(ttMove == position.NoMove)
					}
					break
				}
				alpha = v
			}
		}
		if quiet && quietCount < len(f.quietsTried) {
			f.quietsTried[quietCount] = m
			quietCount++
		} else if !quiet && captureCount < len(f.capsTried) {
			f.capsTried[captureCount] = m
			captureCount++
		}
	}

	// Step 13. No legal move: in xiangqi that loses, checked or not.
	if moveCount == 0 {
		if excluded != position.NoMove {
			return alpha
		}
		return matedIn(ply)
	}

	// Step 14. Learn from a quiet cut-off, and store the result.
	if best >= beta {
		bonus := historyBonus(depth)
		if p.PieceAt(bestMove.To()) == position.NoPiece {
			e.rewardQuiet(ply, bestMove, depth, f.quietsTried[:quietCount])
		} else {
			e.updateCapture(bestMove, bonus)
		}
		for _, c := range f.capsTried[:captureCount] {
			if c != bestMove {
				e.updateCapture(c, -bonus)
			}
		}
	}
	// Step 14b. A node where every move failed low says the opponent's
	// last move was a good one: reward it as a cut-off there would.
	if usePriorMoveBonus && bestMove == position.NoMove && excluded == position.NoMove {
		e.rewardPriorMove(ply, depth)
	}
	// A fail high off the principal variation is pulled towards beta: the
	// deeper the node, the less (useFailHighBlend).
	if useFailHighBlend && !pvNode && best >= beta && best < decisiveBound && beta > -decisiveBound {
		best = (best*depth + beta) / (depth + 1)
	}
	if excluded == position.NoMove {
		bound := boundUpper
		if best >= beta {
			bound = boundLower
		} else if pvNode && bestMove != position.NoMove {
			bound = boundExact
		}
		// Step 15. Learn how far the static evaluation was off, where the
		// search says something about it: not in check, not decided by a
		// capture, and a bound on the right side of the evaluation.
		if useCorrectionHistory && !inCheck && (bestMove == position.NoMove || p.PieceAt(bestMove.To()) == position.NoPiece) &&
			best > -decisiveBound && best < decisiveBound &&
			!(bound == boundLower && best <= f.staticEval) && !(bound == boundUpper && best >= f.staticEval) {
			e.updateCorrection(depth, ply, best-f.staticEval)
		}
		// A node below a principal variation that fails low may well be
		// the next one's: it is marked as one (useTTPv).
		if useTTPv && bound == boundUpper && depth > 3 && e.stack[ply-1].ttPv {
			f.ttPv = true
		}
		e.tt.store(key, bestMove, scoreToTT(best, ply), rawEval, depth, bound, f.ttPv)
	}
	return best
}

// probCut tries the good captures against probBeta: each must pass a
// quiescence search, then a search four plies shallower. It reports the
// score of the first that holds, after storing it in the hash table.
func (e *Engine) probCut(probBeta, depth, ply int, cutNode bool, ttMove position.Move, key uint64, rawEval int) (int, bool) {
	p := e.pos
	f := &e.stack[ply]
	f.pick.initQuiescence(e, p, ply, ttMove, false, false)
	for {
		m := f.pick.next(e)
		if m == position.NoMove {
			return 0, false
		}
		if !p.IsPseudoLegalMoveLegal(m, false) || f.staticEval+see(p, m) < probBeta {
			continue
		}
		f.move, f.piece = m, p.PieceAt(m.From())
		f.cont = &e.heur.cont[f.piece][m.To()]
		e.prefetchAfter(m)
		p.MakeMove(m)
		v := -e.quiesce(-probBeta, -probBeta+1, ply+1, false)
		if v >= probBeta {
			v = -e.search(-probBeta, -probBeta+1, depth-4, ply+1, !cutNode)
		}
		p.UnmakeMove()
		if e.stopped {
			return 0, false
		}
		if v >= probBeta {
			e.tt.store(key, m, scoreToTT(v, ply), rawEval, depth-3, boundLower, f.ttPv)
			return v, true
		}
	}
}

// Reduction formulas: late moves reduce by lmrBase + ln(depth)·ln(moves) /
// lmrDivisor plies, a null move by nullBase + depth/nullDepthDivisor plies
// and more when the evaluation is far above beta.
const (
	lmrBase          = 0.75
	lmrDivisor       = 2.25
	nullBase         = 3
	nullDepthDivisor = 4
)

// lmrHistoryDivisor is the history (the sum of a quiet move's history and
// continuation entries) worth a ply less of reduction (TESTLOG.md #73 and
// #75: 11000 and 6000 both did worse).
const lmrHistoryDivisor = 8000

// captureLMRDivisor scales a capture's history (within ±historyMax) to
// plies of reduction (useCaptureLMRHistory): up to two either way.
const captureLMRDivisor = 6000

// A reduced move's re-search goes a ply deeper when it beat the best score
// so far by more than deeperMargin + 2·depth, a ply shallower when by less
// than shallowerMargin (useDeeperReSearch).
const (
	deeperMargin    = 40
	shallowerMargin = 10
)

// The opponent's last quiet move gets evalDiffShift − evalDiffScale times
// the sum of the two static scores (how much it moved the score for its
// side), clamped to ±evalDiffMax first (useEvalDiffHistory; TESTLOG.md #68
// and #76: this size and one 2.5 times smaller both lost).
const (
	evalDiffScale = 10
	evalDiffMax   = 1600
	evalDiffShift = 500
)

// singularMinDepth is the least depth at which a hash move is tested for
// singularity (TESTLOG.md #4: 6 rather than 8, +29 ± 23 Elo in 628 games).
const singularMinDepth = 6

// singularMargin is how far, in centipawns per ply of depth, every other
// move must fall below the hash move's score for it to count as singular
// (TESTLOG.md #32 and #33: 1 and 3 both did worse).
const singularMargin = 2

// A singular hash move is extended by two plies (useDoubleExtension) when
// the other moves fail below the singular bound by more than
// doubleExtensionMargin, at most doubleExtensionMax times on one line.
const (
	doubleExtensionMargin = 20
	doubleExtensionMax    = 6
)

// Pruning margins, in centipawns. The quiet-move futility margin is
// futilityBase + futilityStep per ply (TESTLOG.md #70 and #72: 100 + 90 and
// 140 + 130 both did worse).
const (
	probCutMargin    = 180
	rfpMargin        = 90
	futilityBase     = 120
	futilityStep     = 110
	historyPruneStep = 3000
	// With useFutilityBestMove the margin is futilityNoBestBonus wider
	// while no move has beaten alpha and futilityBestMoveCut narrower after.
	futilityNoBestBonus = 30
	futilityBestMoveCut = 40
	// historyFutilityDivisor is the history worth a ply of futility depth
	// (useHistoryFutility).
	historyFutilityDivisor = 4000
	seeCapturePrune        = 90
)

// A capture is skipped (useCaptureFutility) up to lmrDepth
// captureFutilityMaxDepth when the static evaluation plus the captured
// piece's exchange value plus captureFutilityBase + captureFutilityStep per
// ply of lmrDepth is still at most alpha.
const (
	captureFutilityMaxDepth = 6
	captureFutilityBase     = 150
	captureFutilityStep     = 110
)

// A quiet move whose exchange value is below −quietSEEPrune·lmrDepth² is
// skipped up to quietSEEMaxDepth (useQuietSEEPruning): near the horizon a
// move that leaves the piece to be taken for nothing seldom recovers it in
// the plies left, and the margin grows with the depth so that deeper
// sacrifices are still searched (at lmrDepth 7, up to a rook). Not accepted
// (TESTLOG.md #7), so it is off.
const (
	quietSEEPrune    = 20
	quietSEEMaxDepth = 7
)

// lazyCheck answers whether move m gives check in p, asking GivesCheck once.
type lazyCheck struct {
	p            *position.Position
	m            position.Move
	known, check bool
}

func (c *lazyCheck) gives() bool {
	if !c.known {
		c.check, c.known = c.p.GivesCheck(c.m), true
	}
	return c.check
}

// updateContinuation moves the continuation tables' entries of the piece pc
// arriving on to, after the moves one and two plies back, by bonus.
func (e *Engine) updateContinuation(ply int, pc position.Piece, to position.Square, bonus int32) {
	for back := 1; back <= 2; back++ {
		if ply-back >= 0 && e.stack[ply-back].cont != nil {
			updateCont(&e.stack[ply-back].cont[pc][to], bonus)
		}
	}
}

// updateQuiet applies a history bonus (or malus) to a quiet move at ply.
func (e *Engine) updateQuiet(ply int, us position.Color, m position.Move, bonus int32) {
	pc := e.pos.PieceAt(m.From())
	updateHistory(&e.heur.history[us][m.From()][m.To()], bonus)
	e.updateContinuation(ply, pc, m.To(), bonus)
	if useCont4 && ply >= 4 && e.stack[ply-4].cont != nil {
		updateCont(&e.stack[ply-4].cont[pc][m.To()], bonus)
	}
	if usePawnHistory {
		updateCont(&e.pawnHistFor()[pc][m.To()], bonus)
	}
	if useLowPlyHistory && ply < lowPlies {
		updateCont(&e.heur.lowPly[ply][m.From()][m.To()], bonus)
	}
}

// reversesOwnLastMove reports whether m moves a piece straight back to where
// the side to move's previous move took it from.
func (e *Engine) reversesOwnLastMove(m position.Move) bool {
	n := e.pos.Ply()
	return n >= 2 && e.pos.MoveAt(n-2) == position.NewMove(m.To(), m.From())
}

// updatePV sets the line at ply to m followed by the child's line.
func (e *Engine) updatePV(ply int, m position.Move) {
	e.pv[ply][0] = m
	n := copy(e.pv[ply][1:], e.pv[ply+1][:e.pvLen[ply+1]])
	e.pvLen[ply] = n + 1
}

// quietMalusPercent is the malus each quiet move tried before a quiet
// cut-off gets, in percent of the cut-off move's bonus (TESTLOG.md #74: 125
// did no better).
const quietMalusPercent = 100

// rewardQuiet teaches the ordering tables that a quiet move caused a
// cut-off and that the quiet moves tried before it did not.
func (e *Engine) rewardQuiet(ply int, m position.Move, depth int, tried []position.Move) {
	p := e.pos
	us := p.SideToMove()
	bonus := historyBonus(depth)
	malus := -bonus * quietMalusPercent / 100
	e.updateQuiet(ply, us, m, bonus)
	for _, q := range tried {
		if q != m {
			e.updateQuiet(ply, us, q, malus)
		}
	}
	f := &e.stack[ply]
	if f.killers[0] != m {
		f.killers[1] = f.killers[0]
		f.killers[0] = m
	}
	if prev := &e.stack[ply-1]; prev.move != position.NoMove {
		e.heur.counter[prev.piece][prev.move.To()] = m
	}
}

// rewardPriorMove teaches the ordering tables that the quiet move made at
// ply-1, which left every reply at ply failing low, was good for the side
// that made it.
func (e *Engine) rewardPriorMove(ply, depth int) {
	p := e.pos
	prev := &e.stack[ply-1] // search starts at ply 1
	if prev.move == position.NoMove || p.LastCaptured() != position.NoPiece {
		return
	}
	bonus := historyBonus(depth) / 2
	updateHistory(&e.heur.history[p.SideToMove().Other()][prev.move.From()][prev.move.To()], bonus)
	for back := 2; back <= 3; back++ {
		if ply-back >= 0 && e.stack[ply-back].cont != nil {
			updateCont(&e.stack[ply-back].cont[prev.piece][prev.move.To()], bonus)
		}
	}
}

// checkExtensionPlies is how far from the root checks are extended: twice
// the iteration's depth, or (useCheckExtensionNear) one and a half
// times it, so that long runs of checks deep in the tree, where xiangqi's
// rooks, horses and cannons find many, do not each cost a ply.
func checkExtensionPlies(rootDepth int) int {
	if useCheckExtensionNear {
		return rootDepth + rootDepth/2
	}
	return 2 * rootDepth
}

// checkExtensionMinDepth is the least depth at which a check is extended
// outside the principal variation (useCheckExtensionDepth). Most nodes lie
// near the horizon, where a check is answered in full anyway (quiescence
// tries every evasion, and checks are neither pruned there nor reduced as
// much); extending them there mostly buys breadth in xiangqi's frequent
// checks. At depth 12 on the bench positions this searches 18% fewer nodes
// than extending every check. Not accepted (TESTLOG.md #5), so it is off.
const checkExtensionMinDepth = 6
