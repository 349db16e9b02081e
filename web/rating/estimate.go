// Package rating places the player on the engine levels' scale from the
// results of their finished games against the levels: an estimate with an
// error bar ("about level 5, ± 1"), the level that gives an even fight, and
// the history of results the estimate reads, kept in local storage
// (history.go). Plain Go, tested with fixed results.
//
// The model is Elo's: a player of rating θ scores 1/(1+10^((R−θ)/400))
// against a level of rating R, the levels' ratings being the measured gaps
// between them (engine/search.LevelRatings, the README's "Strength and
// levels" table). The estimate is Bayesian over a grid of θ: a broad prior
// around the default level, and each counted game's result as evidence,
// recent games weighing more (a player improves), so the estimate follows
// the player rather than their first week. Games played with undo or hints
// are recorded, marked, and left out.
package rating

import (
	"math"
)

// Model parameters.
const (
	// priorSD is the prior's spread in Elo around PriorLevel: wide enough
	// that a few games move the estimate across several levels.
	priorSD = 500.0
	// halfLife is how many newer games halve a game's weight.
	halfLife = 25.0
	// counted is how many of the latest counted games the estimate reads.
	counted = 100
	// gridStep is the grid's spacing in Elo; gridMargin how far beyond the
	// weakest and strongest level it reaches.
	gridStep   = 5.0
	gridMargin = 800.0
)

// PriorLevel is where a player with no games is placed before the first
// result. It was level 3 of the ten-level ladder (the page's default before
// the gentler level 1 became it); level 4 of today's ladder plays like that
// level (search.FromFormerLadder), so the estimate reads a short history as
// it did then.
const PriorLevel = 4

// Estimate is the player's strength on the levels' scale.
type Estimate struct {
	// Level is the strength as a level, with fractions between levels
	// (4.5 is halfway from level 4 to level 5 in Elo), clamped to the
	// levels there are.
	Level float64
	// Error is the error bar in levels: half the width, on the levels'
	// scale, of one standard deviation either side of the estimate.
	Error float64
	// Elo and EloSD are the estimate and its spread on the Elo scale of
	// the levels (level 1 at 0).
	Elo, EloSD float64
	// Games is how many games the estimate counted.
	Games int
	// Suggest is the level that gives the player an even fight: the one
	// whose rating is nearest theirs.
	Suggest int
}

// Expected is the score a player of rating theta expects against an
// opponent of rating r.
func Expected(theta, r float64) float64 { return 1 / (1 + math.Pow(10, (r-theta)/400)) }

// Estimated reads the history with the levels' ratings (ratings[i] is
// level i+1's); ok is false when no game counts yet.
func Estimated(h History, ratings []float64) (e Estimate, ok bool) {
	games := h.Counted()
	if len(games) == 0 || len(ratings) < 2 {
		return Estimate{}, false
	}
	if len(games) > counted {
		games = games[len(games)-counted:]
	}
	lo, hi := ratings[0]-gridMargin, ratings[len(ratings)-1]+gridMargin
	prior := ratingAt(ratings, PriorLevel)
	n := int((hi-lo)/gridStep) + 1
	logp := make([]float64, n)
	best := math.Inf(-1)
	for i := range logp {
		theta := lo + float64(i)*gridStep
		z := (theta - prior) / priorSD
		lp := -z * z / 2
		for k, g := range games {
			w := math.Pow(0.5, float64(len(games)-1-k)/halfLife)
			p := Expected(theta, ratingAt(ratings, g.Level))
			lp += w * (g.Score*math.Log(p) + (1-g.Score)*math.Log(1-p))
		}
		logp[i] = lp
		best = max(best, lp)
	}
	var sum, mean float64
	for i, lp := range logp {
		p := math.Exp(lp - best)
		logp[i] = p
		sum += p
		mean += p * (lo + float64(i)*gridStep)
	}
	mean /= sum
	var variance float64
	for i, p := range logp {
		d := lo + float64(i)*gridStep - mean
		variance += p * d * d
	}
	sd := math.Sqrt(variance / sum)
	e = Estimate{Elo: mean, EloSD: sd, Games: len(games)}
	e.Level = levelAt(ratings, mean)
	e.Error = (levelAt(ratings, mean+sd) - levelAt(ratings, mean-sd)) / 2
	e.Suggest = nearest(ratings, mean)
	return e, true
}

// ratingAt returns level's rating (levels numbered from 1).
func ratingAt(ratings []float64, level int) float64 {
	return ratings[min(max(level, 1), len(ratings))-1]
}

// levelAt places an Elo rating on the levels' scale: between two levels in
// proportion to the gap, clamped to the first and last level.
func levelAt(ratings []float64, theta float64) float64 {
	if theta <= ratings[0] {
		return 1
	}
	for i := 1; i < len(ratings); i++ {
		if theta <= ratings[i] {
			return float64(i) + (theta-ratings[i-1])/(ratings[i]-ratings[i-1])
		}
	}
	return float64(len(ratings))
}

// nearest returns the level whose rating is nearest theta.
func nearest(ratings []float64, theta float64) int {
	best := 1
	for i, r := range ratings {
		if math.Abs(r-theta) < math.Abs(ratings[best-1]-theta) {
			best = i + 1
		}
	}
	return best
}
