package main

// The tune subcommand: Texel tuning of the evaluation weights on master-game
// results (see internal/tune), writing the result as Go source for
// engine/eval.

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strings"
	"time"

	"xiangqi/cmd/xiangqi/internal/tune"
	"xiangqi/engine/eval"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

func init() {
	register("tune", "fit the evaluation weights to master-game results (Texel's method)", runTune)
}

// tuneOptions are the flags of `xiangqi tune`.
type tuneOptions struct {
	Games      string
	Positions  int
	Holdout    int // every Holdout-th game is kept out of training, for validation
	Skip       int
	Seed       uint64
	Iterations int
	Rate       float64
	Lambda     float64
	Out        string
	JSON       string
	Freeze     string // comma-separated weight names or name prefixes kept as they are
	// SearchDepth, when not 0, labels every position with the engine's
	// own search at this depth as well as with its game's result.
	SearchDepth  int
	ResultWeight float64 // the game result's share of a label (the search has the rest)
	LabelK       float64 // the sigmoid scale that turns a search score into an expected result
	Threads      int     // searches labelling at once (each labels the same positions alike only for the same count)
	// Endings, when set, fits nothing: it prints how the evaluation's
	// scores in endings compare with the games' results (tune.Endings).
	Endings bool
}

func defaultTuneOptions() tuneOptions {
	return tuneOptions{
		Games: "../shared/data/games/master-games.tsv", Positions: 300000, Holdout: 10, Skip: 8, Seed: 1,
		Iterations: 300, Rate: 1, Lambda: 1e-7, Freeze: "Tempo",
		ResultWeight: 0.5, LabelK: 0.62, Threads: 1,
	}
}

func runTune(args []string) error {
	opts := defaultTuneOptions()
	flags := flag.NewFlagSet("tune", flag.ContinueOnError)
	flags.StringVar(&opts.Games, "games", opts.Games, "games TSV (result and ICCS moves per line)")
	flags.IntVar(&opts.Positions, "positions", opts.Positions, "training positions to sample")
	flags.IntVar(&opts.Holdout, "holdout", opts.Holdout, "keep every Nth game out of training to measure the error on")
	flags.IntVar(&opts.Skip, "skip", opts.Skip, "opening plies of each game not sampled")
	flags.Uint64Var(&opts.Seed, "seed", opts.Seed, "sampling seed")
	flags.IntVar(&opts.Iterations, "iterations", opts.Iterations, "optimiser passes over the data")
	flags.Float64Var(&opts.Rate, "rate", opts.Rate, "optimiser step in centipawns")
	flags.Float64Var(&opts.Lambda, "lambda", opts.Lambda, "pull of each weight towards its starting value (eval.DefaultWeights)")
	flags.StringVar(&opts.Out, "out", "", "write the tuned weights as Go source here (e.g. engine/eval/weights_tuned.go)")
	flags.IntVar(&opts.SearchDepth, "search-depth", 0, "also label each position with the engine's search to this depth (0: game results only)")
	flags.Float64Var(&opts.ResultWeight, "result-weight", opts.ResultWeight, "with --search-depth: the game result's share of each label")
	flags.Float64Var(&opts.LabelK, "label-k", opts.LabelK, "with --search-depth: the sigmoid scale K that turns a search score into an expected result")
	flags.IntVar(&opts.Threads, "threads", opts.Threads, "with --search-depth: searches labelling positions at once (the labels depend on the count)")
	flags.BoolVar(&opts.Endings, "endings", false, "fit nothing: compare the evaluation with the games' results in endings, by material, with the scale that fits each (K from --label-k)")
	flags.StringVar(&opts.JSON, "json", "", "also write the tuned weights as JSON here (for match's self:weights=FILE)")
	// Tempo is frozen by default: quiet positions from games say little about
	// the worth of the move itself, and the fit drives it below zero, which
	// the search's side-to-move logic does not expect.
	flags.StringVar(&opts.Freeze, "freeze", opts.Freeze, "comma-separated weights (or name prefixes such as PstMG[7]) not to tune")
	flags.Usage = func() {
		fmt.Fprintln(flags.Output(), "usage: xiangqi tune [--games FILE] [--positions N] [--out engine/eval/weights_tuned.go] [flags]")
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", flags.Arg(0))
	}
	if opts.Positions < 100 || opts.Holdout < 2 || opts.Iterations < 0 {
		return fmt.Errorf("want --positions of at least 100, --holdout of at least 2 and --iterations of at least 0")
	}
	if opts.Endings {
		return reportEndings(opts, os.Stdout)
	}
	return tuneWeights(opts, os.Stdout)
}

// reportEndings prints tune.Endings for the games: the evidence behind the
// evaluation's endgame scale (eval.go, scale).
func reportEndings(opts tuneOptions, out io.Writer) error {
	games, err := readGamesFile(opts.Games)
	if err != nil {
		return err
	}
	rows := tune.Endings(games, tune.EndingOptions{MaxPieces: 3, MinPly: 40, MinGames: 20, K: opts.LabelK})
	fmt.Fprintf(out, "%d games; quiet positions after ply 40 with at most 3 rooks, horses and cannons; K = %g\n", len(games), opts.LabelK)
	fmt.Fprintf(out, "the favoured side's: %-48s %6s %6s %5s %6s %-11s %s\n", "material against the other's", "games", "pos", "eval", "score", "W-D-L", "fitted scale")
	for _, r := range rows {
		fmt.Fprintf(out, "%-68s %6d %6d %5.0f %6.3f %-11s %2d/16\n", r.Class, r.Games, r.Positions, r.MeanEval, r.MeanResult,
			fmt.Sprintf("%d-%d-%d", r.Wins, r.Draws, r.Losses), r.FitScale)
	}
	return nil
}

func tuneWeights(opts tuneOptions, out io.Writer) error {
	start := time.Now()
	logf := func(format string, args ...any) {
		fmt.Fprintf(out, "[%6.1fs] "+format+"\n", append([]any{time.Since(start).Seconds()}, args...)...)
	}
	games, err := readGamesFile(opts.Games)
	if err != nil {
		return err
	}
	var train, held []tune.Game
	for i, g := range games {
		if i%opts.Holdout == 0 {
			held = append(held, g)
		} else {
			train = append(train, g)
		}
	}
	logf("read %d games with results: %d for training, %d held out", len(games), len(train), len(held))

	base := eval.DefaultWeights()
	lin := tune.NewLinearizer(base)
	progress := func(kept int) { logf("  %d positions", kept) }
	target := searchTarget(opts)
	trainSet := tune.Sample(train, tune.SampleOptions{Positions: opts.Positions, SkipPlies: opts.Skip, Seed: opts.Seed, NewTarget: target, Workers: opts.Threads, Progress: progress}, lin)
	heldSet := tune.Sample(held, tune.SampleOptions{Positions: max(opts.Positions/opts.Holdout, 100), SkipPlies: opts.Skip, Seed: opts.Seed + 1, KeepFEN: true, NewTarget: target, Workers: opts.Threads}, lin)
	logf("sampled %d training and %d held-out quiet positions (%.0f coefficients each; %d probed weight by weight)",
		trainSet.Len(), heldSet.Len(), float64(len(trainSet.Coef))/float64(trainSet.Len()), lin.Fallbacks)

	startValues := make([]float64, lin.NumParams())
	for i, v := range lin.Base() {
		startValues[i] = float64(v)
	}
	k := trainSet.FitK(startValues)
	beforeTrain, beforeHeld := trainSet.Error(startValues, k), heldSet.Error(startValues, k)
	logf("K = %.4f; error before: training %.6f, held out %.6f", k, beforeTrain, beforeHeld)

	frozen, nFrozen := frozenParams(lin.Names(), opts.Freeze)
	if nFrozen > 0 {
		logf("%d weights frozen (%s)", nFrozen, opts.Freeze)
	}
	tuned := trainSet.Fit(startValues, tune.FitOptions{
		K: k, Iterations: opts.Iterations, Rate: opts.Rate, Lambda: opts.Lambda, Frozen: frozen,
		Progress: func(it int, e float64) {
			if it%100 == 0 {
				logf("  iteration %d: training error %.6f", it, e)
			}
		},
	})
	w := base
	tune.SetWeights(&w, tuned)
	rounded := make([]float64, len(tuned))
	for i, p := range w.Params() {
		rounded[i] = float64(*p.Value)
	}
	afterTrain, afterHeld := trainSet.Error(rounded, k), heldSet.Error(rounded, k)
	realBefore, err := heldSet.RealError(&base, k)
	if err != nil {
		return err
	}
	realAfter, err := heldSet.RealError(&w, k)
	if err != nil {
		return err
	}
	logf("error after: training %.6f, held out %.6f (real evaluation on held-out positions: %.6f -> %.6f)",
		afterTrain, afterHeld, realBefore, realAfter)
	printChanges(out, lin.Names(), startValues, rounded, 25)

	if opts.JSON != "" {
		data, err := json.MarshalIndent(&w, "", " ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(opts.JSON, append(data, '\n'), 0o644); err != nil {
			return err
		}
		logf("wrote %s", opts.JSON)
	}
	if opts.Out == "" {
		return nil
	}
	notes := []string{
		"Start: the weights eval.DefaultWeights returned when this was written (the tuned weights before it), so each run of the command fits once more from the last.",
		fmt.Sprintf("Data: %s, %d training positions from %d games (every %dth game held out), first %d plies skipped, seed %d.",
			opts.Games, trainSet.Len(), len(train), opts.Holdout, opts.Skip, opts.Seed),
		fmt.Sprintf("Fit: K = %.4f, %d Adam iterations at rate %g, lambda %g. Mean squared error on held-out positions: %.6f before, %.6f after.",
			k, opts.Iterations, opts.Rate, opts.Lambda, realBefore, realAfter),
	}
	command := fmt.Sprintf("go run ./cmd/xiangqi tune --games %s --positions %d --holdout %d --skip %d --seed %d --iterations %d --rate %g --lambda %g --freeze '%s' --out %s",
		opts.Games, opts.Positions, opts.Holdout, opts.Skip, opts.Seed, opts.Iterations, opts.Rate, opts.Lambda, opts.Freeze, opts.Out)
	if opts.SearchDepth > 0 {
		command += fmt.Sprintf(" --search-depth %d --result-weight %g --label-k %g", opts.SearchDepth, opts.ResultWeight, opts.LabelK)
		if opts.Threads > 1 {
			command += fmt.Sprintf(" --threads %d", opts.Threads)
		}
		notes = append(notes, fmt.Sprintf("Labels: %g of the game result and %g of the engine's own depth-%d search score (as an expected result with K = %g).",
			opts.ResultWeight, 1-opts.ResultWeight, opts.SearchDepth, opts.LabelK))
	}
	src, err := tune.GoSource(&w, tune.GoSourceOptions{Command: command, Notes: notes})
	if err != nil {
		return err
	}
	if err := os.WriteFile(opts.Out, src, 0o644); err != nil {
		return err
	}
	logf("wrote %s", opts.Out)
	return nil
}

// frozenParams marks the weights whose names equal or start with one of the
// comma-separated entries of list.
func frozenParams(names []string, list string) ([]bool, int) {
	frozen := make([]bool, len(names))
	n := 0
	for _, entry := range strings.Split(list, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		for i, name := range names {
			if !frozen[i] && strings.HasPrefix(name, entry) {
				frozen[i] = true
				n++
			}
		}
	}
	return frozen, n
}

// printChanges lists the weights that moved most.
func printChanges(out io.Writer, names []string, before, after []float64, n int) {
	order := make([]int, len(names))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		return math.Abs(after[order[a]]-before[order[a]]) > math.Abs(after[order[b]]-before[order[b]])
	})
	var lines []string
	for _, i := range order[:min(n, len(order))] {
		if after[i] == before[i] {
			break
		}
		lines = append(lines, fmt.Sprintf("  %-26s %6.0f -> %6.0f", names[i], before[i], after[i]))
	}
	fmt.Fprintf(out, "largest changes:\n%s\n", strings.Join(lines, "\n"))
}

// searchTarget makes the labellers of `--search-depth`, each with its own
// engine: a label blends the game's result and the expected result of the
// engine's own search score, so the fit learns from what the engine finds in
// the position, not only from how masters' games ended. nil without
// --search-depth.
func searchTarget(opts tuneOptions) func() func(*position.Position, float64) float64 {
	if opts.SearchDepth <= 0 {
		return nil
	}
	return func() func(*position.Position, float64) float64 {
		engineOpts := search.DefaultOptions()
		engineOpts.Seed = 1
		engine := search.New(engineOpts)
		return func(p *position.Position, result float64) float64 {
			res := engine.Search(p, search.Limits{Depth: opts.SearchDepth}, nil)
			score := float64(min(max(res.Score, -2000), 2000))
			if p.SideToMove() == position.Black {
				score = -score
			}
			expected := 1 / (1 + math.Pow(10, -opts.LabelK*score/400))
			return opts.ResultWeight*result + (1-opts.ResultWeight)*expected
		}
	}
}

// readGamesFile reads the games TSV at path (tune.ReadGames).
func readGamesFile(path string) ([]tune.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	games, err := tune.ReadGames(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return games, nil
}
