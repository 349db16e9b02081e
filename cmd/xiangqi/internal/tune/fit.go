package tune

import (
	"fmt"
	"math"

	"xiangqi/engine/eval"
	"xiangqi/engine/position"
)

// sigmoid maps a Red-view score in centipawns to Red's expected result, with
// scale K: 1 / (1 + 10^(-K·score/400)).
func sigmoid(score, k float64) float64 {
	return 1 / (1 + math.Pow(10, -k*score/400))
}

// Error returns the mean squared difference between the results and the
// sigmoid of the linear evaluations under w.
func (d *Dataset) Error(w []float64, k float64) float64 {
	if d.Len() == 0 {
		return 0
	}
	var sum float64
	for i := range d.Result {
		diff := float64(d.Result[i]) - sigmoid(d.Eval(i, w), k)
		sum += diff * diff
	}
	return sum / float64(d.Len())
}

// FitK finds the sigmoid scale that best fits the results under w, by golden
// section search on [0.05, 5] (the error is unimodal in K).
func (d *Dataset) FitK(w []float64) float64 {
	lo, hi := 0.05, 5.0
	phi := (math.Sqrt(5) - 1) / 2
	a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
	fa, fb := d.Error(w, a), d.Error(w, b)
	for hi-lo > 1e-4 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - phi*(hi-lo)
			fa = d.Error(w, a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + phi*(hi-lo)
			fb = d.Error(w, b)
		}
	}
	return (lo + hi) / 2
}

// FitOptions steer the optimiser.
type FitOptions struct {
	K          float64 // sigmoid scale, from FitK
	Iterations int     // full passes over the data
	Rate       float64 // Adam step size in centipawns
	// Lambda pulls each weight towards its starting value (L2 penalty per
	// centipawn squared), so weights the data rarely sees stay put.
	Lambda float64
	// Frozen marks weights (by index) the fit must leave alone.
	Frozen []bool
	// Progress, when set, is called every few iterations with the training
	// error.
	Progress func(iteration int, err float64)
}

// Fit minimises the data's error plus the L2 pull by full-batch Adam,
// starting from and pulling towards start. Weights no position uses, and
// frozen ones, keep their value.
func (d *Dataset) Fit(start []float64, opts FitOptions) []float64 {
	n := len(start)
	w := append([]float64(nil), start...)
	used := make([]bool, n)
	for _, j := range d.Index {
		used[j] = j >= uint16(len(opts.Frozen)) || !opts.Frozen[j]
	}
	m := make([]float64, n)
	v := make([]float64, n)
	grad := make([]float64, n)
	const beta1, beta2, eps = 0.9, 0.999, 1e-12
	ln10 := math.Ln10
	for it := 1; it <= opts.Iterations; it++ {
		clear(grad)
		var sum float64
		for i := range d.Result {
			s := sigmoid(d.Eval(i, w), opts.K)
			diff := s - float64(d.Result[i])
			sum += diff * diff
			// d/dw of (s - y)^2 = 2 (s - y) · s(1-s) · K ln10/400 · coef.
			g := 2 * diff * s * (1 - s) * opts.K * ln10 / 400
			for k := d.Start[i]; k < d.Start[i+1]; k++ {
				grad[d.Index[k]] += g * float64(d.Coef[k])
			}
		}
		scale := 1 / float64(d.Len())
		for j := range grad {
			if !used[j] {
				continue
			}
			g := grad[j]*scale + 2*opts.Lambda*(w[j]-start[j])
			m[j] = beta1*m[j] + (1-beta1)*g
			v[j] = beta2*v[j] + (1-beta2)*g*g
			mHat := m[j] / (1 - math.Pow(beta1, float64(it)))
			vHat := v[j] / (1 - math.Pow(beta2, float64(it)))
			w[j] -= opts.Rate * mHat / (math.Sqrt(vHat) + eps)
		}
		if opts.Progress != nil && (it%25 == 0 || it == opts.Iterations) {
			opts.Progress(it, sum*scale)
		}
	}
	return w
}

// RealError is Error computed with the real evaluation under w instead of
// the linear form; it needs the positions' FENs.
func (d *Dataset) RealError(w *eval.Weights, k float64) (float64, error) {
	if len(d.FEN) != d.Len() {
		return 0, fmt.Errorf("the dataset kept no FENs")
	}
	var sum float64
	for i, fen := range d.FEN {
		pos, err := position.ParseFEN(fen)
		if err != nil {
			return 0, err
		}
		diff := float64(d.Result[i]) - sigmoid(float64(redEval(pos, w)), k)
		sum += diff * diff
	}
	return sum / float64(d.Len()), nil
}
