package tune

import (
	"fmt"
	"math"
	"sort"

	"xiangqi/engine/eval"
	"xiangqi/engine/position"
)

// Endings compares the evaluation with the games' results in endings, class
// by class, for the endgame scale (eval's scale, which the linear fit cannot
// learn: it multiplies the whole score). A class is what each side has, seen
// from the side the evaluation favours: its rooks and horses-or-cannons
// against the other's, how many pawns it is up (from −1 to +2) and how many
// advisors and elephants defend the other king.

// EndingRow is one class of endings.
type EndingRow struct {
	Class               string
	Games, Positions    int
	MeanEval            float64 // centipawns, the favoured side's view
	MeanResult          float64 // that side's score in the games
	Wins, Draws, Losses int     // games, by their first position in the class
	FitScale            int     // sixteenths: the multiplier of the evaluation that fits the results best
}

// endingAcc gathers one class's positions until Rows fits it.
type endingAcc struct {
	row            EndingRow
	lastGame       int // the game whose positions came last, to count each game once
	evals, results []float64
}

// EndingOptions choose the positions Endings looks at.
type EndingOptions struct {
	MaxPieces int     // rooks, horses and cannons of both sides together, at most
	MinPly    int     // plies played before a position counts
	MinGames  int     // classes seen in fewer games are left out
	K         float64 // the sigmoid scale that turns a score into an expected result
}

// Endings returns the classes of the quiet ending positions of games (not
// in check, no capture that changes the static score), the most frequent
// first. A fitted scale of 16 means the evaluation already matches the
// results; below 16 it overrates the favoured side, above it underrates it.
func Endings(games []Game, opts EndingOptions) []EndingRow {
	t := NewEndingTally(opts)
	for g, game := range games {
		pos := position.NewStart()
		for ply, m := range game.Moves {
			pos.MakeMove(m)
			if ply+1 >= opts.MinPly {
				t.Add(pos, game.Result, g)
			}
		}
	}
	return t.Rows()
}

// EndingTally gathers ending positions by class.
type EndingTally struct {
	opts EndingOptions
	w    eval.Weights
	rows map[string]*endingAcc
}

// NewEndingTally returns an empty tally.
func NewEndingTally(opts EndingOptions) *EndingTally {
	return &EndingTally{opts: opts, w: eval.DefaultWeights(), rows: map[string]*endingAcc{}}
}

// Add counts p, from game number game that Red scored result in, if it is a
// quiet ending.
func (t *EndingTally) Add(p *position.Position, result float64, game int) {
	if countPieces(p) > t.opts.MaxPieces || p.InCheck() || !p.HasLegalMove() || !isQuiet(p, &t.w) {
		return
	}
	score := eval.EvaluateWith(p, &t.w)
	if p.SideToMove() == position.Black {
		score = -score
	}
	strong := position.Red
	if score < 0 {
		strong, score, result = position.Black, -score, 1-result
	}
	class := endingClass(p, strong)
	acc := t.rows[class]
	if acc == nil {
		acc = &endingAcc{row: EndingRow{Class: class}, lastGame: -1}
		t.rows[class] = acc
	}
	acc.evals = append(acc.evals, float64(score))
	acc.results = append(acc.results, result)
	if acc.lastGame != game {
		acc.lastGame = game
		row := &acc.row
		row.Games++
		switch result {
		case 1:
			row.Wins++
		case 0.5:
			row.Draws++
		default:
			row.Losses++
		}
	}
}

// Rows returns the classes seen in at least MinGames games, the most
// frequent first, each with the scale that fits it.
func (t *EndingTally) Rows() []EndingRow {
	var out []EndingRow
	for _, acc := range t.rows {
		r := acc.row
		if r.Games < t.opts.MinGames {
			continue
		}
		r.Positions = len(acc.evals)
		for i := range acc.evals {
			r.MeanEval += acc.evals[i] / float64(r.Positions)
			r.MeanResult += acc.results[i] / float64(r.Positions)
		}
		r.FitScale = fitScale(acc.evals, acc.results, t.opts.K)
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Games != out[j].Games {
			return out[i].Games > out[j].Games
		}
		return out[i].Class < out[j].Class
	})
	return out
}

// countPieces counts both sides' rooks, horses and cannons.
func countPieces(p *position.Position) int {
	n := 0
	for c := position.Red; c <= position.Black; c++ {
		n += p.Count(c, position.Rook) + p.Count(c, position.Horse) + p.Count(c, position.Cannon)
	}
	return n
}

// endingClass names what the favoured side has against the other.
func endingClass(p *position.Position, strong position.Color) string {
	weak := strong.Other()
	minors := func(c position.Color) int { return p.Count(c, position.Horse) + p.Count(c, position.Cannon) }
	pawnsUp := min(max(p.Count(strong, position.Pawn)-p.Count(weak, position.Pawn), -1), 2)
	return fmt.Sprintf("rooks %d-%d minors %d-%d pawns %+d defenders %d",
		p.Count(strong, position.Rook), p.Count(weak, position.Rook), minors(strong), minors(weak), pawnsUp,
		p.Count(weak, position.Advisor)+p.Count(weak, position.Elephant))
}

// fitScale returns the multiplier, in sixteenths from 0 to 32, of the
// scores that brings their expected results closest to the results (least
// squares).
func fitScale(scores, results []float64, k float64) int {
	best, bestErr := 0, math.Inf(1)
	for s := 0; s <= 32; s++ {
		var sum float64
		for i, v := range scores {
			d := results[i] - sigmoid(v*float64(s)/16, k)
			sum += d * d
		}
		if sum < bestErr {
			best, bestErr = s, sum
		}
	}
	return best
}
