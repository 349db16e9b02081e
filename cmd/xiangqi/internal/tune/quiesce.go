package tune

import (
	"xiangqi/engine/eval"
	"xiangqi/engine/position"
)

// quiesce is a plain capture search (stand pat, captures in most-valuable-
// victim order, alpha-beta) used only to tell whether a position is quiet.
// In check it still tries only captures: a filter need not be exact.
type quiesce struct {
	w     *eval.Weights
	nodes int
	buf   [qsMaxPly][position.MaxMoves]position.Move
}

const (
	qsMaxPly   = 12
	qsMaxNodes = 20000 // a runaway capture tree marks the position as not quiet
)

// victimOrder ranks captured piece types for move ordering.
var victimOrder = [8]int{position.King: 7, position.Rook: 6, position.Cannon: 5, position.Horse: 5, position.Pawn: 2, position.Advisor: 1, position.Elephant: 1}

// search returns the capture-search score from the side to move's view.
func (q *quiesce) search(p *position.Position, alpha, beta, ply int) int {
	q.nodes++
	stand := eval.EvaluateWith(p, q.w)
	if stand >= beta || ply == qsMaxPly || q.nodes > qsMaxNodes {
		return stand
	}
	alpha = max(alpha, stand)
	inCheck := p.InCheck()
	moves := p.GenerateCaptures(q.buf[ply][:0])
	// Selection order: the most valuable victim first.
	for i := range moves {
		best := i
		for j := i + 1; j < len(moves); j++ {
			if victimOrder[p.PieceAt(moves[j].To()).Type()] > victimOrder[p.PieceAt(moves[best].To()).Type()] {
				best = j
			}
		}
		moves[i], moves[best] = moves[best], moves[i]
		m := moves[i]
		if !p.IsPseudoLegalMoveLegal(m, inCheck) {
			continue
		}
		p.MakeMove(m)
		score := -q.search(p, -beta, -alpha, ply+1)
		p.UnmakeMove()
		if score >= beta {
			return score
		}
		alpha = max(alpha, score)
	}
	return alpha
}

// isQuiet reports whether no capture sequence improves on the static
// evaluation for the side to move (which must not be in check).
func isQuiet(p *position.Position, w *eval.Weights) bool {
	q := quiesce{w: w}
	stand := eval.EvaluateWith(p, w)
	score := q.search(p, stand-1, stand+1, 0)
	return score <= stand && q.nodes <= qsMaxNodes
}
