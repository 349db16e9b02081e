package eval

import "xiangqi/engine/position"

// Evaluator scores positions with one set of weights, as EvaluateWith does,
// but reads the material and piece-square sums from the position instead
// of adding up every piece: a position given the Evaluator's table
// (Attach) keeps them through its moves. A position not attached to it is
// scored from scratch, with the same result.
type Evaluator struct {
	w      Weights
	scores position.SquareScores
}

// NewEvaluator returns an Evaluator for a copy of w.
func NewEvaluator(w *Weights) *Evaluator {
	ev := &Evaluator{w: *w}
	for c := position.Red; c <= position.Black; c++ {
		sign := int32(1)
		if c == position.Black {
			sign = -1 // the sums are Red's less Black's
		}
		for t := king; t <= pawn; t++ {
			pc := position.MakePiece(c, t)
			for sq := square(0); sq < position.NumSquares; sq++ {
				i := pstIndex[c][sq]
				ev.scores[pc][sq] = [2]int32{
					sign * (w.MaterialMG[t] + w.PstMG[t][i]),
					sign * (w.MaterialEG[t] + w.PstEG[t][i]),
				}
			}
		}
	}
	return ev
}

// Weights returns the weights the Evaluator scores with.
func (ev *Evaluator) Weights() *Weights { return &ev.w }

// Attach makes p keep the sums of the Evaluator's table through its moves
// (position.UseSquareScores) and returns the table p used before, so the
// caller can give it back.
func (ev *Evaluator) Attach(p *position.Position) (previous *position.SquareScores) {
	previous, _ = p.SquareScoreSums()
	p.UseSquareScores(&ev.scores)
	return previous
}

// Evaluate returns the static score of p, in centipawns from the point of
// view of the side to move: EvaluateWith(p, ev.Weights()), from the sums p
// keeps when it is attached.
func (ev *Evaluator) Evaluate(p *position.Position) int {
	t, sums := p.SquareScoreSums()
	if t != &ev.scores {
		return EvaluateWith(p, &ev.w)
	}
	return evaluate(p, &ev.w, sums[0], sums[1])
}
