package review

import (
	"fmt"

	"xiangqi/engine/position"
)

// Thoroughness is how hard a review looks at each position: a node budget
// for one search of it, with the engine cleared before each search, so the
// result depends on the game and the thoroughness alone.
type Thoroughness struct {
	Name  string // "quick", "standard", "deep"
	Nodes uint64
}

// The thoroughnesses a review offers; Standard is the default. Its budget
// is what reviews a 100-ply game within a minute in desktop Chromium on the
// project's 2-core machine (web/e2e/review.test.mjs prints the time; at
// 150,000 nodes it took 82 s, the worker searching about 210,000 nodes a
// second there); Quick is for slow phones.
var (
	Quick    = Thoroughness{"quick", 40_000}
	Standard = Thoroughness{"standard", 100_000}
	Deep     = Thoroughness{"deep", 600_000}
	// Thoroughnesses lists them from the quickest.
	Thoroughnesses = []Thoroughness{Quick, Standard, Deep}
)

// ParseThoroughness reads a thoroughness by name.
func ParseThoroughness(name string) (Thoroughness, bool) {
	for _, t := range Thoroughnesses {
		if t.Name == name {
			return t, true
		}
	}
	return Thoroughness{}, false
}

// Analyser is the engine as a review uses it: one search of the position
// after moves (ICCS) from fen ("" for the opening), at full strength, without
// the book, with its tables cleared first, stopped after nodes.
type Analyser interface {
	Analyse(fen string, moves []string, nodes uint64) (Eval, error)
}

// Evaluate runs the analyser on every position of the game (the start and
// after each move), in order, calling progress (when not nil) after each.
func Evaluate(an Analyser, fen string, moves []position.Move, t Thoroughness, progress func(done, total int)) ([]Eval, error) {
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = m.String()
	}
	evals := make([]Eval, 0, len(moves)+1)
	for i := 0; i <= len(moves); i++ {
		e, err := an.Analyse(fen, texts[:i], t.Nodes)
		if err != nil {
			return nil, fmt.Errorf("review: position after %d moves: %v", i, err)
		}
		evals = append(evals, e)
		if progress != nil {
			progress(i+1, len(moves)+1)
		}
	}
	return evals, nil
}
