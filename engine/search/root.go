package search

import (
	"time"

	"xiangqi/engine/position"
)

// Search finds the best move in p within the limits, calling onInfo (when
// not nil) after each completed iteration and each line of a multi-PV
// search. p holds the game history, which the search uses to judge
// repetitions; it is left as it was found. A legal move is returned whenever
// one exists, even when the search is stopped at once; with no legal move the
// result's Move is NoMove, and with one legal move it is returned without a
// search.
func (e *Engine) Search(p *position.Position, lim Limits, onInfo func(Info)) Result {
	e.stopReq.Store(false)
	e.start = time.Now()
	e.pos = p
	// The position keeps the evaluation's material and piece-square sums
	// through the search's moves; it is given back its own table after.
	defer p.UseSquareScores(e.eval.Attach(p))
	e.nodes, e.selDepth, e.nmpMinPly = 0, 0, 0
	e.stopped, e.depthOneDone = false, false
	e.lastYield = 0
	lv := e.opts.PlayedLevel()

	// Step 1. The root moves.
	e.nRoot = 0
	var buf [position.MaxMoves]position.Move
	legal := p.LegalMoves(buf[:0])
	for _, m := range legal {
		e.root[e.nRoot] = rootMove{move: m, score: -infinity, prevScore: -infinity}
		e.nRoot++
	}
	e.dropRuleLosses()
	if e.nRoot == 0 {
		return Result{Score: matedIn(0), Mate: mateMoves(matedIn(0))}
	}
	if e.nRoot == 1 {
		e.resultPV[0] = e.root[0].move
		return Result{Move: e.root[0].move, Score: e.evaluate(), PV: e.resultPV[:1]}
	}
	e.orderRoot()

	// Step 2. Budgets.
	plan := planTime(lim, p.SideToMove(), lv)
	e.hardLimit = plan.hard
	e.nodeLimit = lim.Nodes
	maxDepth := MaxPly - 1
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, maxDepth)
	}
	if lv.Depth > 0 {
		maxDepth = min(maxDepth, lv.Depth)
	}
	if lv.Nodes > 0 && (e.nodeLimit == 0 || lv.Nodes < e.nodeLimit) {
		e.nodeLimit = lv.Nodes
	}
	e.nextPoll = pollInterval
	if e.nodeLimit > 0 {
		e.nextPoll = min(e.nextPoll, e.nodeLimit)
	}
	reported := min(max(lim.MultiPV, 1), e.nRoot)
	lines := min(max(reported, lv.Candidates), e.nRoot)
	e.tt.newSearch()
	if useLowPlyHistory {
		clear(e.heur.lowPly[:])
	}
	for i := range e.stack {
		e.stack[i].excluded = position.NoMove
		e.stack[i].killers = [2]position.Move{}
		e.stack[i].doubleExts = 0
	}
	e.stack[0].ttPv = useTTPv // the root is the first node of every principal variation

	// Step 3. Iterative deepening.
	completed := 0
	var lastBest position.Move
	stableIterations := 0
	lastScore := 0
	for depth := 1; depth <= maxDepth; depth++ {
		e.rootDepth = depth
		for i := range e.nRoot {
			e.root[i].prevScore = e.root[i].score
			e.root[i].score = -infinity
		}
		for line := 0; line < lines && !e.stopped; line++ {
			e.aspiration(depth, line)
			sortRoot(e.root[:line+1]) // keep the finished lines in order
		}
		if !e.stopped && onInfo != nil {
			for line := range reported {
				onInfo(e.info(depth, line))
			}
		}
		if e.stopped {
			break
		}
		completed = depth
		e.depthOneDone = true

		// Step 4. Decide whether another iteration is worth its time.
		best := &e.root[0]
		if best.move == lastBest {
			stableIterations++
		} else {
			stableIterations = 0
		}
		lastBest = best.move
		// A mate seen with plenty of depth to spare will not get shorter:
		// pruning can hide a shorter mate for a few iterations, not for long.
		if plies := mateScore - abs(best.score); abs(best.score) >= mateBound && depth >= 2*plies+4 && !lim.Infinite {
			break
		}
		if plan.flexible && plan.soft > 0 {
			scale := 1.0
			if stableIterations == 0 && depth > 4 {
				scale = 1.6 // the best move just changed
			} else if stableIterations >= 4 {
				scale = 0.7
			}
			if depth > 4 && best.score < lastScore-40 {
				scale *= 1.3 // the score is falling
			}
			if time.Since(e.start).Seconds() > plan.soft.Seconds()*scale*0.55 {
				break
			}
		}
		lastScore = best.score
	}

	// Step 5. The answer.
	chosen := e.chooseMove(lv, lines)
	rm := &e.root[chosen]
	score := rm.score
	if score == -infinity {
		score = rm.prevScore
	}
	if score == -infinity {
		score = 0 // stopped before any move was scored
	}
	n := copy(e.resultPV[:], rm.pv[:rm.pvLen])
	if n == 0 {
		e.resultPV[0] = rm.move
		n = 1
	}
	res := Result{Move: rm.move, Score: score, Mate: mateMoves(score), Depth: completed, Nodes: e.nodes, PV: e.resultPV[:n]}
	if n > 1 {
		res.Ponder = e.resultPV[1]
	}
	return res
}

// dropRuleLosses removes the root moves that lose at once by the repetition
// rules (a third occurrence judged a perpetual check or chase by the mover),
// unless every move does. The tree judges repetitions by checks only; this
// applies the full rules, chases included, where they decide the game.
func (e *Engine) dropRuleLosses() {
	p := e.pos
	us := p.SideToMove()
	kept := 0
	for i := range e.nRoot {
		p.MakeMove(e.root[i].move)
		loses := false
		// Only a third occurrence ends the game; Status is costly, so ask
		// it only then.
		if repeated, _ := p.RepetitionInTree(1); repeated {
			st := p.Status()
			loses = st.Over() && st.Result != position.Draw && (st.Result == position.RedWins) != (us == position.Red)
		}
		p.UnmakeMove()
		if !loses {
			e.root[kept] = e.root[i]
			kept++
		}
	}
	if kept > 0 {
		e.nRoot = kept
	}
}

// orderRoot sorts the root moves before the first iteration: winning
// captures by the victim's worth first, then the rest by history.
func (e *Engine) orderRoot() {
	p := e.pos
	us := p.SideToMove()
	for i := range e.nRoot {
		m := e.root[i].move
		score := int(e.heur.history[us][m.From()][m.To()])
		if p.PieceAt(m.To()) != position.NoPiece {
			score = int(captureScore(p, m))
			if !goodCapture(p, m) {
				score = -historyMax - 1000 + score/64
			} else {
				score += historyMax
			}
		}
		e.root[i].prevScore = score
	}
	sortRoot(e.root[:e.nRoot])
	for i := range e.nRoot {
		e.root[i].prevScore = -infinity
	}
}

// sortRoot orders root moves by this iteration's score, then by the last
// one's (a stable insertion sort: moves not searched keep their order).
func sortRoot(rs []rootMove) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && better(&rs[j], &rs[j-1]); j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

func better(a, b *rootMove) bool {
	if a.score != b.score {
		return a.score > b.score
	}
	return a.prevScore > b.prevScore
}

// aspirationDelta is the half-width, in centipawns, of the first window
// around the previous iteration's score (TESTLOG #63).
const aspirationDelta = 25

// aspiration searches one line of an iteration with a window around the
// previous score, widening it on failure.
func (e *Engine) aspiration(depth, line int) {
	alpha, beta := -infinity, infinity
	delta := aspirationDelta
	prev := e.root[line].prevScore
	if depth >= 4 && prev > -decisiveBound && prev < decisiveBound {
		alpha, beta = max(prev-delta, -infinity), min(prev+delta, infinity)
	}
	failedHigh := 0
	for {
		// After a fail high the best move is likely good already: confirm
		// it a little shallower (useFailHighReduction), as Stockfish does.
		v := e.searchRoot(max(depth-failedHigh, 1), alpha, beta, line)
		sortRoot(e.root[line:e.nRoot])
		if e.stopped {
			return
		}
		switch {
		case v <= alpha:
			beta = (alpha + beta) / 2
			alpha = max(v-delta, -infinity)
			failedHigh = 0
		case v >= beta:
			beta = min(v+delta, infinity)
			if useFailHighReduction {
				failedHigh++
			}
		default:
			return
		}
		delta += delta / 2
		if delta > 1000 {
			alpha, beta = -infinity, infinity
		}
	}
}

// searchRoot searches the root moves from index first on (earlier ones are
// lines already reported in a multi-PV search) and returns the best score.
func (e *Engine) searchRoot(depth, alpha, beta, first int) int {
	p := e.pos
	f := &e.stack[0]
	if useCutoffCount {
		e.stack[2].cutoffs = 0
	}
	best := -infinity
	for i := first; i < e.nRoot; i++ {
		rm := &e.root[i]
		m := rm.move
		e.selDepth = 0
		f.move, f.piece = m, p.PieceAt(m.From())
		f.cont = &e.heur.cont[f.piece][m.To()]
		quiet := p.PieceAt(m.To()) == position.NoPiece
		e.prefetchAfter(m)
		p.MakeMove(m)
		givesCheck := p.MoveGaveCheck(p.Ply() - 1)
		newDepth := depth - 1
		if givesCheck {
			newDepth++
		}
		var v int
		if i == first {
			v = -e.search(-beta, -alpha, newDepth, 1, false)
		} else {
			d := min(max(newDepth-e.rootReduction(depth, i-first, m, quiet && !givesCheck), 1), newDepth)
			v = -e.search(-alpha-1, -alpha, d, 1, true)
			if v > alpha && d < newDepth {
				v = -e.search(-alpha-1, -alpha, newDepth, 1, true)
			}
			if v > alpha {
				v = -e.search(-beta, -alpha, newDepth, 1, false)
			}
		}
		p.UnmakeMove()
		if e.stopped {
			break
		}
		if i == first || v > alpha {
			rm.score = v
			rm.selDepth = e.selDepth
			rm.pv[0] = m
			rm.pvLen = 1 + copy(rm.pv[1:], e.pv[1][:e.pvLen[1]])
		}
		if v > best {
			best = v
		}
		if v > alpha {
			alpha = v
			if v >= beta {
				break
			}
		}
	}
	return best
}

// rootReduction is the late-move reduction (useRootLMR) of the root move m,
// the index-th tried of its line (0 the first), once it has been made. The
// root is a principal-variation node, so as there only quiet moves are
// reduced (reducible: quiet and not a check), and only from the third, by
// the table less their history. Every move's subtree hangs below the root,
// so searching each at full depth costs most of the tree.
func (e *Engine) rootReduction(depth, index int, m position.Move, reducible bool) int {
	if !useRootLMR || !reducible || depth < 3 || index < 2 {
		return 0
	}
	mover := e.pos.SideToMove().Other()
	r := int(lmrTable[depth][min(index+1, position.MaxMoves)])
	return r - int(e.heur.history[mover][m.From()][m.To()])/8000
}

// info builds the report of one line.
func (e *Engine) info(depth, line int) Info {
	rm := &e.root[line]
	elapsed := time.Since(e.start)
	nps := uint64(0)
	if elapsed > 0 {
		nps = uint64(float64(e.nodes) / elapsed.Seconds())
	}
	return Info{
		Depth: depth, SelDepth: rm.selDepth, MultiPV: line + 1,
		Score: rm.score, Mate: mateMoves(rm.score),
		Nodes: e.nodes, NPS: nps, Time: elapsed, HashFull: e.tt.hashFull(),
		PV: rm.pv[:rm.pvLen],
	}
}

// chooseMove picks the move to play: the best, or at weak levels a random
// one among the lines searched whose score is within the level's margin.
func (e *Engine) chooseMove(lv Level, lines int) int {
	if lv.Margin <= 0 || lines < 2 || e.root[0].score <= -decisiveBound || e.root[0].score >= decisiveBound {
		return 0
	}
	bestScore := e.root[0].score
	var weights [position.MaxMoves]int
	total := 0
	for i := range lines {
		s := e.root[i].score
		if s == -infinity || bestScore-s > lv.Margin {
			continue
		}
		// Closer to the best is likelier; the best is always the likeliest.
		w := lv.Margin - (bestScore - s) + lv.Margin/4 + 1
		weights[i] = w
		total += w
	}
	if total == 0 {
		return 0
	}
	r := int(e.nextRandom() % uint64(total))
	for i := range lines {
		if r < weights[i] {
			return i
		}
		r -= weights[i]
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
