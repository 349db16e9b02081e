package tune

import (
	"math/rand/v2"
	"sort"

	"xiangqi/engine/position"
)

// SampleOptions choose positions from games.
type SampleOptions struct {
	Positions int    // how many positions to keep
	SkipPlies int    // the opening plies to pass over in each game
	Seed      uint64 // makes the choice repeatable
	KeepFEN   bool   // also keep each position's FEN, to check the linear form
	// Target, when set, gives the value each position is fitted to from the
	// position (with its game's history) and its game's result for Red; by
	// default it is the result. `xiangqi tune --search-depth` blends in the
	// engine's own search score there.
	Target func(p *position.Position, result float64) float64
	// Progress, when set, is called now and then with the positions kept.
	Progress func(kept int)
}

// Dataset holds positions reduced to coefficient vectors, stored flat:
// position i's coefficients are Index[Start[i]:Start[i+1]].
type Dataset struct {
	Start  []int32
	Index  []uint16
	Coef   []float32
	Offset []float32 // the linear form's constant, Red's view
	Result []float32 // the target: Red's score in the game (1, 1/2, 0), or SampleOptions.Target's value
	FEN    []string  // the positions, when SampleOptions.KeepFEN is set
}

// Len returns the number of positions.
func (d *Dataset) Len() int { return len(d.Result) }

// Eval returns the linear evaluation of position i (Red's view) under w.
func (d *Dataset) Eval(i int, w []float64) float64 {
	s := float64(d.Offset[i])
	for k := d.Start[i]; k < d.Start[i+1]; k++ {
		s += float64(d.Coef[k]) * w[d.Index[k]]
	}
	return s
}

// candidate is a position in a game: Moves[:ply] played.
type candidate struct {
	game, ply int32
}

// Sample picks opts.Positions quiet positions (side to move not in check, no
// capture that improves the static score, game not over) at random from the
// games, after the first opts.SkipPlies plies of each, and linearizes them
// with lin. The quiet test uses the weights lin probes around.
func Sample(games []Game, opts SampleOptions, lin *Linearizer) *Dataset {
	var cands []candidate
	for g, game := range games {
		for ply := opts.SkipPlies; ply < len(game.Moves); ply++ {
			cands = append(cands, candidate{int32(g), int32(ply)})
		}
	}
	rng := rand.New(rand.NewPCG(opts.Seed, 0x7ea5))
	rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })

	// Step 1: walk the shuffled candidates in batches (each replayed in game
	// order) and keep the quiet ones, until there are enough.
	w := lin.work
	var quiet []candidate
	for len(cands) > 0 && len(quiet) < opts.Positions {
		batch := cands[:min(len(cands), 2*(opts.Positions-len(quiet))+64)]
		cands = cands[len(batch):]
		var found []candidate
		replay(games, batch, func(c candidate, pos *position.Position) {
			if !pos.InCheck() && pos.HasLegalMove() && isQuiet(pos, &w) {
				found = append(found, c)
			}
		})
		// The batch was sorted by game: keep a random part of it, so the
		// last batch favours no game.
		rng.Shuffle(len(found), func(i, j int) { found[i], found[j] = found[j], found[i] })
		quiet = append(quiet, found[:min(len(found), opts.Positions-len(quiet))]...)
	}

	// Step 2: linearize the chosen positions.
	d := &Dataset{Start: []int32{0}}
	replay(games, quiet, func(c candidate, pos *position.Position) {
		var offset float32
		d.Index, d.Coef, offset = lin.Linearize(pos, d.Index, d.Coef)
		d.Start = append(d.Start, int32(len(d.Coef)))
		d.Offset = append(d.Offset, offset)
		target := games[c.game].Result
		if opts.Target != nil {
			target = opts.Target(pos, target)
		}
		d.Result = append(d.Result, float32(target))
		if opts.KeepFEN {
			d.FEN = append(d.FEN, pos.FEN())
		}
		if opts.Progress != nil && d.Len()%10000 == 0 {
			opts.Progress(d.Len())
		}
	})
	return d
}

// replay sorts the candidates by game and ply and calls visit with each
// position, replaying every game once.
func replay(games []Game, cands []candidate, visit func(candidate, *position.Position)) {
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].game != cands[j].game {
			return cands[i].game < cands[j].game
		}
		return cands[i].ply < cands[j].ply
	})
	var pos *position.Position
	current := int32(-1)
	for _, c := range cands {
		if c.game != current || pos.Ply() > int(c.ply) {
			pos, current = position.NewStart(), c.game
		}
		for pos.Ply() < int(c.ply) {
			pos.MakeMove(games[c.game].Moves[pos.Ply()])
		}
		visit(c, pos)
	}
}
