package match

import (
	"fmt"
	"math"
)

// Score is a win-draw-loss count from one player's point of view.
type Score struct {
	Wins, Draws, Losses int
}

// Games returns the number of games counted.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Fraction returns the points scored per game (a win is 1, a draw 1/2), or 0.5
// when no game has been played.
func (s Score) Fraction() float64 {
	n := s.Games()
	if n == 0 {
		return 0.5
	}
	return (float64(s.Wins) + 0.5*float64(s.Draws)) / float64(n)
}

// eloFromFraction converts an expected score to an Elo difference with the
// logistic model; 0 and 1 map to -Inf and +Inf.
func eloFromFraction(f float64) float64 {
	if f <= 0 {
		return math.Inf(-1)
	}
	if f >= 1 {
		return math.Inf(1)
	}
	if f == 0.5 {
		return 0 // not -0, which would print as "-0.0"
	}
	return -400 * math.Log10(1/f-1)
}

// Elo returns the estimated Elo difference of the player over the opponent.
func (s Score) Elo() float64 { return eloFromFraction(s.Fraction()) }

// EloError returns half the width of the 95% confidence interval of the Elo
// difference, from the normal approximation to the per-game score (each game
// scores 1, 1/2 or 0). It is +Inf when every game had the same result, because
// then the sample says nothing about the spread.
func (s Score) EloError() float64 {
	lo, hi := s.EloInterval()
	return (hi - lo) / 2
}

// EloInterval returns the 95% confidence interval of the Elo difference.
func (s Score) EloInterval() (lo, hi float64) {
	n := float64(s.Games())
	if n == 0 {
		return math.Inf(-1), math.Inf(1)
	}
	mu := s.Fraction()
	variance := (float64(s.Wins)*(1-mu)*(1-mu) + float64(s.Draws)*(0.5-mu)*(0.5-mu) + float64(s.Losses)*mu*mu) / n
	if variance == 0 {
		return math.Inf(-1), math.Inf(1)
	}
	// 1.959964 is the two-sided 95% quantile of the standard normal.
	margin := 1.959964 * math.Sqrt(variance/n)
	return eloFromFraction(mu - margin), eloFromFraction(mu + margin)
}

// LOS returns the likelihood of superiority: the probability that the player is
// stronger, judged from wins and losses only (draws carry no information about
// which side is better).
func (s Score) LOS() float64 {
	decisive := float64(s.Wins + s.Losses)
	if decisive == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(s.Wins-s.Losses)/math.Sqrt(2*decisive)))
}

// String prints the score the way the match summary shows it, for example
// "W-D-L 60-20-20 (70.0%)  Elo +147.2 ± 66.0  LOS 100.0%". When the interval
// is unbounded on one side (no losses, or no wins) it is shown as a range,
// since "± inf" would hide the bound that is known.
func (s Score) String() string {
	spread := "± " + formatElo(s.EloError(), false)
	if lo, hi := s.EloInterval(); math.IsInf(lo, 0) != math.IsInf(hi, 0) {
		spread = "(95%: " + formatElo(lo, true) + " to " + formatElo(hi, true) + ")"
	}
	return fmt.Sprintf("W-D-L %d-%d-%d (%.1f%%)  Elo %s %s  LOS %.1f%%",
		s.Wins, s.Draws, s.Losses, 100*s.Fraction(), formatElo(s.Elo(), true), spread, 100*s.LOS())
}

func formatElo(e float64, signed bool) string {
	switch {
	case math.IsInf(e, 1):
		if signed {
			return "+inf"
		}
		return "inf"
	case math.IsInf(e, -1):
		return "-inf"
	case signed:
		return fmt.Sprintf("%+.1f", e)
	}
	return fmt.Sprintf("%.1f", e)
}
