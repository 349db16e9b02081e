package review

import "math"

// CurveScale is the fitted scale of the expected-score curve, in centipawns
// (see the package doc; TestCurveScaleIsTheFit refits it from
// curve_samples.tsv).
const CurveScale = 186.0

// Expected returns the side to move's expected score for an engine score:
// centipawns, or a mate in moves (> 0 the side to move mates, < 0 it is
// mated; 0 means no mate).
func Expected(score, mate int) float64 { return expectedAt(score, mate, CurveScale) }

func expectedAt(score, mate int, scale float64) float64 {
	switch {
	case mate > 0:
		return 1
	case mate < 0:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(score)/scale))
}

// Sample is one position of a master game with the review search's score of
// it (for the side to move) and the game's result for that side (1, 0.5, 0).
type Sample struct {
	Score  int
	Mate   int
	Result float64
}

// FitScale returns the scale that minimises the squared difference between
// the expected score and the result over the samples (golden-section search
// between 30 and 3000 centipawns), and that error per sample.
func FitScale(samples []Sample) (scale, meanSquaredError float64) {
	cost := func(s float64) float64 {
		var sum float64
		for _, x := range samples {
			d := expectedAt(x.Score, x.Mate, s) - x.Result
			sum += d * d
		}
		return sum / float64(max(len(samples), 1))
	}
	lo, hi := 30.0, 3000.0
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := cost(a), cost(b)
	for hi-lo > 0.5 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = cost(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = cost(b)
		}
	}
	scale = (lo + hi) / 2
	return scale, cost(scale)
}
