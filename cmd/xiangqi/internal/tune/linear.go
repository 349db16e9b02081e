package tune

import (
	"math"
	"strings"

	"xiangqi/engine/eval"
	"xiangqi/engine/position"
)

// Linearizer reduces a position to the coefficients of the evaluation's
// weights, so that eval(w) ≈ Offset + Σ Coef[j]·w[Index[j]] from Red's view.
//
// It finds them by probing: it raises a group of weights (a field, or one
// piece type's table) by distinct amounts and re-evaluates; a group whose
// change moves the score is split in halves until single weights remain,
// each giving its coefficient as Δscore/Δweight. Groups that do not move the
// score cost one evaluation, which keeps a position to a few hundred
// evaluations instead of one per weight.
type Linearizer struct {
	base   []int32      // the weights probed around, in Params order
	work   eval.Weights // working copy the params point into
	params []eval.Param
	groups [][2]int // [lo, hi) ranges of params probed together
	nodes  int      // evaluations made, for reports
	moved  []int32  // verify's random moves
	// Fallbacks counts positions whose probes missed a coefficient and were
	// probed weight by weight.
	Fallbacks int
}

// NewLinearizer probes around the weights w.
func NewLinearizer(w eval.Weights) *Linearizer {
	l := &Linearizer{work: w}
	l.params = l.work.Params()
	l.base = make([]int32, len(l.params))
	for i, p := range l.params {
		l.base[i] = *p.Value
	}
	l.groups = groupParams(l.params)
	return l
}

// NumParams returns how many weights there are.
func (l *Linearizer) NumParams() int { return len(l.params) }

// Names returns the weights' names in order.
func (l *Linearizer) Names() []string {
	out := make([]string, len(l.params))
	for i, p := range l.params {
		out[i] = p.Name
	}
	return out
}

// Base returns the weights probed around, in Params order.
func (l *Linearizer) Base() []int32 { return append([]int32(nil), l.base...) }

// groupParams groups weights by field, and two-level tables by their first
// index ("PstMG[5][*]"), since one piece type's table is what a position
// tends to touch together.
func groupParams(params []eval.Param) [][2]int {
	var groups [][2]int
	key := func(name string) string {
		first := strings.IndexByte(name, '[')
		if first < 0 {
			return name
		}
		if second := strings.IndexByte(name[first+1:], '['); second >= 0 {
			return name[:first+1+second]
		}
		return name[:first]
	}
	for i := 0; i < len(params); {
		k := key(params[i].Name)
		j := i + 1
		for j < len(params) && key(params[j].Name) == k {
			j++
		}
		groups = append(groups, [2]int{i, j})
		i = j
	}
	return groups
}

// probeDelta is the probe step of weight j: large, so the integer score
// resolves even the smallest coefficient (a piece's share in a far-gone
// endgame blend, scaled down) to a few parts in ten thousand; and scattered
// pseudo-randomly, so that weights with opposite coefficients (a red and a
// black cannon's mobility entries) almost never cancel within a group.
func probeDelta(j int) int32 {
	z := uint64(j+1) * 0x9E3779B97F4A7C15
	z ^= z >> 29
	z *= 0xBF58476D1CE4E5B9
	z ^= z >> 32
	return 2048 + int32(z%2048)
}

// redEval is the evaluation from Red's point of view.
func redEval(p *position.Position, w *eval.Weights) int {
	s := eval.EvaluateWith(p, w)
	if p.SideToMove() == position.Black {
		return -s
	}
	return s
}

// Linearize appends the position's nonzero coefficients to index and coef and
// returns them with the offset that makes the linear form exact at the base
// weights.
//
// A final check moves every weight a little at random and compares the real
// evaluation with the linear one; if they disagree (a cancellation the probes
// missed), every weight is probed on its own.
func (l *Linearizer) Linearize(p *position.Position, index []uint16, coef []float32) ([]uint16, []float32, float32) {
	e0 := redEval(p, &l.work)
	l.nodes++
	start := len(coef)
	for _, g := range l.groups {
		index, coef = l.split(p, e0, g[0], g[1], index, coef)
	}
	if !l.verify(p, e0, index[start:], coef[start:]) {
		l.Fallbacks++
		index, coef = index[:start], coef[:start]
		for j := range l.params {
			index, coef = l.split(p, e0, j, j+1, index, coef)
		}
	}
	offset := float64(e0)
	for k := start; k < len(coef); k++ {
		offset -= float64(coef[k]) * float64(l.base[index[k]])
	}
	return index, coef, float32(offset)
}

// probe returns the score with weights lo..hi-1 moved by sign·probeDelta.
func (l *Linearizer) probe(p *position.Position, lo, hi int, sign int32) int {
	for j := lo; j < hi; j++ {
		*l.params[j].Value = l.base[j] + sign*probeDelta(j)
	}
	e := redEval(p, &l.work)
	l.nodes++
	for j := lo; j < hi; j++ {
		*l.params[j].Value = l.base[j]
	}
	return e
}

func (l *Linearizer) split(p *position.Position, e0, lo, hi int, index []uint16, coef []float32) ([]uint16, []float32) {
	e := l.probe(p, lo, hi, 1)
	if e == e0 {
		return index, coef
	}
	if hi-lo > 1 {
		mid := (lo + hi) / 2
		index, coef = l.split(p, e0, lo, mid, index, coef)
		return l.split(p, e0, mid, hi, index, coef)
	}
	// One weight: probe the other way too. The endgame scale factor belongs
	// to the side ahead (and the tempo bonus is added after it), so the score
	// is linear only while the leader stays the same. If the two slopes
	// disagree, one probe crossed over; trust the one that moved the score
	// away from zero.
	delta := float32(probeDelta(lo))
	em := l.probe(p, lo, hi, -1)
	up, down := float32(e-e0)/delta, float32(e0-em)/delta
	c := (up + down) / 2
	if math.Abs(float64(up-down))*float64(delta) > 2 {
		if (e0 >= 0) == (e > e0) {
			c = up
		} else {
			c = down
		}
	}
	if c == 0 {
		return index, coef
	}
	return append(index, uint16(lo)), append(coef, c)
}

// verify compares the linear form with the real evaluation after moving every
// weight by up to ±verifyStep, chosen from the position's key so the result
// is repeatable.
func (l *Linearizer) verify(p *position.Position, e0 int, index []uint16, coef []float32) bool {
	const verifyStep = 48
	seed := p.Key()
	predicted := float64(e0)
	if len(l.moved) != len(l.params) {
		l.moved = make([]int32, len(l.params))
	}
	for j := range l.params {
		seed = seed*6364136223846793005 + 1442695040888963407
		d := int32(seed>>33)%(2*verifyStep+1) - verifyStep
		*l.params[j].Value = l.base[j] + d
		l.moved[j] = d
	}
	e := redEval(p, &l.work)
	l.nodes++
	for j := range l.params {
		*l.params[j].Value = l.base[j]
	}
	for k, j := range index {
		predicted += float64(coef[k]) * float64(l.moved[j])
	}
	// Rounding inside the evaluation accounts for a few centipawns.
	return math.Abs(predicted-float64(e)) <= 4
}
