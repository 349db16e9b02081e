package tune

import (
	"math/rand/v2"
	"sort"
	"sync"
	"sync/atomic"

	"xiangqi/engine/position"
)

// SampleOptions choose positions from games.
type SampleOptions struct {
	Positions int    // how many positions to keep
	SkipPlies int    // the opening plies to pass over in each game
	Seed      uint64 // makes the choice repeatable
	KeepFEN   bool   // also keep each position's FEN, to check the linear form
	// NewTarget, when set, makes a labeller: a function that gives the value
	// each position is fitted to from the position (with its game's history)
	// and its game's result for Red; by default it is the result. `xiangqi
	// tune --search-depth` blends in the engine's own search score there.
	// Each worker makes its own, so a labeller need not be safe for
	// concurrent use.
	NewTarget func() func(p *position.Position, result float64) float64
	// Workers is how many labellers run at once (at least 1). Each takes
	// the games whose number leaves its own remainder when divided by
	// Workers, in game order, so the labels are the same from run to run
	// for the same Workers (a search's hash table carries over from one
	// position of a game to the next).
	Workers int
	// Progress, when set, is called now and then with the positions
	// labelled so far by NewTarget's labellers (one call at a time).
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

	// Step 2: label the chosen positions, then linearize them in the same
	// order.
	sortCandidates(quiet)
	labels := label(games, quiet, opts)
	d := &Dataset{Start: []int32{0}}
	replay(games, quiet, func(c candidate, pos *position.Position) {
		var offset float32
		d.Index, d.Coef, offset = lin.Linearize(pos, d.Index, d.Coef)
		d.Start = append(d.Start, int32(len(d.Coef)))
		d.Offset = append(d.Offset, offset)
		d.Result = append(d.Result, labels[d.Len()])
		if opts.KeepFEN {
			d.FEN = append(d.FEN, pos.FEN())
		}
	})
	return d
}

// label returns the target of each candidate, sorted by game and ply: its
// game's result, or what opts.NewTarget's labellers make of it, opts.Workers
// at a time.
func label(games []Game, cands []candidate, opts SampleOptions) []float32 {
	labels := make([]float32, len(cands))
	if opts.NewTarget == nil {
		for i, c := range cands {
			labels[i] = float32(games[c.game].Result)
		}
		return labels
	}
	workers := max(opts.Workers, 1)
	var done atomic.Int64
	var progress sync.Mutex
	var wg sync.WaitGroup
	for w := range workers {
		var mine []candidate
		var at []int
		for i, c := range cands {
			if int(c.game)%workers == w {
				mine, at = append(mine, c), append(at, i)
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			target := opts.NewTarget()
			next := 0
			replay(games, mine, func(c candidate, pos *position.Position) {
				labels[at[next]] = float32(target(pos, games[c.game].Result))
				next++
				if n := done.Add(1); opts.Progress != nil && n%10000 == 0 {
					progress.Lock()
					opts.Progress(int(n))
					progress.Unlock()
				}
			})
		}()
	}
	wg.Wait()
	return labels
}

// sortCandidates puts the candidates in game and ply order.
func sortCandidates(cands []candidate) {
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].game != cands[j].game {
			return cands[i].game < cands[j].game
		}
		return cands[i].ply < cands[j].ply
	})
}

// replay sorts the candidates by game and ply and calls visit with each
// position, replaying every game once.
func replay(games []Game, cands []candidate, visit func(candidate, *position.Position)) {
	sortCandidates(cands)
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
