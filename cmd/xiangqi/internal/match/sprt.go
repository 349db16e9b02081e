package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is a sequential probability ratio test of an Elo difference, as
// fishtest runs them: H0 says the first engine is Elo0 stronger, H1 that it
// is Elo1 stronger (logistic Elo, Elo0 < Elo1), and the match goes on until
// the evidence favours one of them beyond the error rates Alpha (accepting
// H1 when H0 holds) and Beta (accepting H0 when H1 holds). A change is
// accepted when H1 wins.
//
// The log-likelihood ratio is the generalised SPRT's, as fishtest computes
// it: for each hypothesis, the distribution of game results (win, draw,
// loss) nearest the observed one whose expected score is that hypothesis's
// (the maximum-likelihood estimate under that constraint), and the log of
// the ratio of the two likelihoods of the games played. Half a game of each
// result is added to the counts, so that a run of one result (all wins, say)
// does not make the estimate degenerate. It treats games as independent; a
// match plays each opening twice with the colours swapped, which makes the
// pairs' scores less spread than independent games, so the test is a little
// cautious.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// DefaultSPRT is the test a change to the engine must pass here: no loss
// against at least 10 Elo of gain, at 5% error each way.
var DefaultSPRT = SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}

// ParseSPRT reads "elo0=0,elo1=10[,alpha=0.05,beta=0.05]"; missing keys keep
// DefaultSPRT's values.
func ParseSPRT(text string) (SPRT, error) {
	t := DefaultSPRT
	for _, part := range strings.Split(text, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		key, value, ok := strings.Cut(part, "=")
		x, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
		if !ok || err != nil {
			return SPRT{}, fmt.Errorf("sprt %q: %q is not key=number", text, part)
		}
		switch strings.ToLower(strings.TrimSpace(key)) {
		case "elo0":
			t.Elo0 = x
		case "elo1":
			t.Elo1 = x
		case "alpha":
			t.Alpha = x
		case "beta":
			t.Beta = x
		default:
			return SPRT{}, fmt.Errorf("sprt %q: unknown key %q (elo0, elo1, alpha, beta)", text, key)
		}
	}
	switch {
	case t.Elo0 >= t.Elo1:
		return SPRT{}, fmt.Errorf("sprt %q: elo0 must be below elo1", text)
	case t.Alpha <= 0 || t.Alpha >= 0.5 || t.Beta <= 0 || t.Beta >= 0.5:
		return SPRT{}, fmt.Errorf("sprt %q: alpha and beta must be between 0 and 0.5", text)
	}
	return t, nil
}

// Bounds returns the log-likelihood ratios at which H0 (lower) and H1
// (upper) are accepted.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// LLR returns the log-likelihood ratio of H1 over H0 for a score.
func (t SPRT) LLR(s Score) float64 {
	const prior = 0.5 // games of each result added to the counts
	counts := [3]float64{float64(s.Wins) + prior, float64(s.Draws) + prior, float64(s.Losses) + prior}
	n := counts[0] + counts[1] + counts[2]
	freq := [3]float64{counts[0] / n, counts[1] / n, counts[2] / n}
	p0 := constrainedMLE(freq, expectedScore(t.Elo0))
	p1 := constrainedMLE(freq, expectedScore(t.Elo1))
	games := float64(s.Games())
	llr := 0.0
	for i := range freq {
		llr += freq[i] * math.Log(p1[i]/p0[i])
	}
	return games * llr
}

// resultScores are the scores of a win, a draw and a loss.
var resultScores = [3]float64{1, 0.5, 0}

// constrainedMLE returns the distribution of results with expected score
// mean that is likeliest to have produced the observed frequencies: p_i =
// f_i / (1 + λ(a_i - mean)), with λ found by bisection so that the mean
// comes out right (the sum below falls as λ grows).
func constrainedMLE(freq [3]float64, mean float64) [3]float64 {
	excess := func(lambda float64) float64 {
		sum := 0.0
		for i, f := range freq {
			d := resultScores[i] - mean
			sum += f * d / (1 + lambda*d)
		}
		return sum
	}
	// Every denominator must stay positive: λ in (-1/(1-mean), 1/mean).
	lo, hi := -1/(1-mean), 1/mean
	for range 200 {
		mid := (lo + hi) / 2
		if excess(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	lambda := (lo + hi) / 2
	var p [3]float64
	for i, f := range freq {
		p[i] = f / (1 + lambda*(resultScores[i]-mean))
	}
	return p
}

// Verdict says how the test stands: +1 when H1 is accepted (the change
// passes), -1 when H0 is, 0 while undecided.
func (t SPRT) Verdict(s Score) int {
	lower, upper := t.Bounds()
	switch llr := t.LLR(s); {
	case llr >= upper:
		return 1
	case llr <= lower:
		return -1
	}
	return 0
}

// String describes the test and, with a score, where it stands.
func (t SPRT) String() string {
	return fmt.Sprintf("SPRT elo0=%g elo1=%g alpha=%g beta=%g", t.Elo0, t.Elo1, t.Alpha, t.Beta)
}

// Status prints the LLR against its bounds, for example
// "LLR 1.23 (-2.94, 2.94)".
func (t SPRT) Status(s Score) string {
	lower, upper := t.Bounds()
	return fmt.Sprintf("LLR %.2f (%.2f, %.2f)", t.LLR(s), lower, upper)
}

// expectedScore is the logistic model's expected score at an Elo difference.
func expectedScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }
