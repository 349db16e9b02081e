package review

import (
	"fmt"
	"math"

	"xiangqi/engine/position"
)

// Eval is the engine's view of one position of the game.
type Eval struct {
	Score int // centipawns, for the side to move
	Mate  int // moves to mate: > 0 the side to move mates, < 0 it is mated
	// Best is the engine's move (NoMove when the game is over there), PV its
	// line from the position, Best first.
	Best  position.Move
	PV    []position.Move
	Depth int
}

// Expected returns the side to move's expected score in the position.
func (e Eval) Expected() float64 { return Expected(e.Score, e.Mate) }

// centipawns is the score for the average loss: capped at ±1000, a mate
// counting as 1000.
func (e Eval) centipawns() int {
	switch {
	case e.Mate > 0:
		return 1000
	case e.Mate < 0:
		return -1000
	}
	return min(max(e.Score, -1000), 1000)
}

// Mark is the class of a move; its values are the page's data-mark hook.
type Mark string

const (
	MarkBook       Mark = "book"
	MarkForced     Mark = "forced"
	MarkBest       Mark = "best"
	MarkGood       Mark = "good"
	MarkInaccuracy Mark = "inaccuracy"
	MarkMistake    Mark = "mistake"
	MarkBlunder    Mark = "blunder"
)

// Marks lists the classes in the order a summary shows them.
var Marks = []Mark{MarkBest, MarkGood, MarkBook, MarkForced, MarkInaccuracy, MarkMistake, MarkBlunder}

// The least expected-score loss of each class (see the package doc).
const (
	BestLoss       = 0.01
	InaccuracyLoss = 0.05
	MistakeLoss    = 0.10
	BlunderLoss    = 0.20
)

// NAG returns the PGN annotation of a class: $6 (?!), $2 (?), $4 (??), or 0.
func (m Mark) NAG() int {
	switch m {
	case MarkInaccuracy:
		return 6
	case MarkMistake:
		return 2
	case MarkBlunder:
		return 4
	}
	return 0
}

// Judged reports whether the class counts towards accuracy.
func (m Mark) Judged() bool { return m != MarkBook && m != MarkForced }

// Move is one judged move.
type Move struct {
	Ply   int // 1 for the first move
	Move  position.Move
	Mover position.Color
	Mark  Mark
	// Loss is the expected score the move gave away, for the mover, and
	// CentipawnLoss the same in centipawns (capped, see the package doc).
	Loss          float64
	CentipawnLoss int
	// Best is the engine's move in the position before, and BestLine its
	// line from there.
	Best     position.Move
	BestLine []position.Move
	// RedExpected is Red's expected score after the move; RedScore and
	// RedMate the engine's score after it from Red's side (the chart).
	RedExpected       float64
	RedScore, RedMate int
}

// Summary is one side's record in a review.
type Summary struct {
	Counts   map[Mark]int
	Judged   int     // moves that count towards accuracy
	Accuracy float64 // percent
	// AverageLoss is the mean centipawn loss of the judged moves.
	AverageLoss float64
}

// Review is a judged game.
type Review struct {
	Moves []Move
	// StartRedExpected is Red's expected score before the first move.
	StartRedExpected float64
	Red, Black       Summary
}

// Side returns the summary of one colour.
func (r *Review) Side(c position.Color) Summary {
	if c == position.Red {
		return r.Red
	}
	return r.Black
}

// BookFunc reports whether the opening book plays m in p.
type BookFunc func(p *position.Position, m position.Move) bool

// Judge classifies every move of the game from start. evals holds one Eval
// per position: the start and the position after each move (len(moves)+1).
// inBook may be nil (no move is then a book move).
func Judge(start *position.Position, moves []position.Move, evals []Eval, inBook BookFunc) (*Review, error) {
	if len(evals) != len(moves)+1 {
		return nil, fmt.Errorf("review: %d evaluations for %d moves, want %d", len(evals), len(moves), len(moves)+1)
	}
	p := start.Clone()
	r := &Review{StartRedExpected: redExpected(p.SideToMove(), evals[0])}
	for i, m := range moves {
		if !p.IsLegal(m) {
			return nil, fmt.Errorf("review: move %d (%v) is not legal", i+1, m)
		}
		r.Moves = append(r.Moves, JudgeMove(p, m, evals[i], evals[i+1], inBook))
		r.Moves[i].Ply = i + 1
		p.MakeMove(m)
	}
	r.Red, r.Black = summarise(r.Moves, position.Red), summarise(r.Moves, position.Black)
	return r, nil
}

// JudgeMove classifies one move m from p, given the evaluations of p
// (before) and of the position after m (after). Ply is left 0 for the caller.
func JudgeMove(p *position.Position, m position.Move, before, after Eval, inBook BookFunc) Move {
	mover := p.SideToMove()
	mv := Move{Move: m, Mover: mover, Best: before.Best, BestLine: before.PV}
	// The mover's expected score after the move is the opponent's
	// complement.
	mv.Loss = math.Max(0, before.Expected()-(1-after.Expected()))
	mv.CentipawnLoss = max(0, min(before.centipawns()+after.centipawns(), 1000))
	var buf [position.MaxMoves]position.Move
	switch {
	case inBook != nil && inBook(p, m):
		mv.Mark = MarkBook
	case len(p.LegalMoves(buf[:0])) == 1:
		mv.Mark = MarkForced
	case m == before.Best || mv.Loss < BestLoss:
		mv.Mark = MarkBest
	case mv.Loss < InaccuracyLoss:
		mv.Mark = MarkGood
	case mv.Loss < MistakeLoss:
		mv.Mark = MarkInaccuracy
	case mv.Loss < BlunderLoss:
		mv.Mark = MarkMistake
	default:
		mv.Mark = MarkBlunder
	}
	// After the move the other side is to move.
	mv.RedExpected = redExpected(mover.Other(), after)
	mv.RedScore, mv.RedMate = after.Score, after.Mate
	if mover == position.Red {
		mv.RedScore, mv.RedMate = -mv.RedScore, -mv.RedMate
	}
	return mv
}

// Summarise fills in the two sides' summaries from the moves judged so far.
func (r *Review) Summarise() {
	r.Red, r.Black = summarise(r.Moves, position.Red), summarise(r.Moves, position.Black)
}

// redExpected is Red's expected score in a position whose side to move is
// stm.
func redExpected(stm position.Color, e Eval) float64 {
	if stm == position.Red {
		return e.Expected()
	}
	return 1 - e.Expected()
}

// MoveAccuracy is one judged move's accuracy in percent.
func MoveAccuracy(loss float64) float64 { return 100 * math.Exp(-4*loss) }

func summarise(moves []Move, c position.Color) Summary {
	s := Summary{Counts: map[Mark]int{}, Accuracy: 100}
	var acc, cp float64
	for _, m := range moves {
		if m.Mover != c {
			continue
		}
		s.Counts[m.Mark]++
		if m.Mark.Judged() {
			s.Judged++
			acc += MoveAccuracy(m.Loss)
			cp += float64(m.CentipawnLoss)
		}
	}
	if s.Judged > 0 {
		s.Accuracy = acc / float64(s.Judged)
		s.AverageLoss = cp / float64(s.Judged)
	}
	return s
}
