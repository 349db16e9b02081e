package main

// The match subcommand: two engines play each other from a list of openings,
// both colours per opening, and the result is printed as W-D-L with an Elo
// estimate. The engine drivers, referee and statistics live in
// internal/match; this file reads flags and prints.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"xiangqi/cmd/xiangqi/internal/match"
)

func init() {
	register("match", "play two engines against each other and estimate the Elo difference", runMatch)
}

// matchOptions are the flags of `xiangqi match`.
type matchOptions struct {
	Engine1, Engine2 string
	Games            int
	MoveTime         moveTime
	Depth            int
	Nodes            int64
	Timeout          time.Duration
	Grace            time.Duration
	Openings         string
	Seed             uint64
	Concurrency      int
	MaxPlies         int
	PGN              string
	Log              string
	Quiet            bool
	SPRT             string // empty: play all the games
	Resign           string // "SCORE,MOVES": end decided games early; empty: play them out
}

func defaultMatchOptions() matchOptions {
	return matchOptions{Engine1: "self", Games: 100, Seed: 1, Concurrency: 1, MaxPlies: match.DefaultMaxPlies, Timeout: time.Minute, Grace: time.Second}
}

// moveTime is a duration flag that also takes a bare number of milliseconds.
type moveTime time.Duration

func (m *moveTime) String() string { return time.Duration(*m).String() }

func (m *moveTime) Set(s string) error {
	if ms, err := strconv.Atoi(s); err == nil {
		*m = moveTime(time.Duration(ms) * time.Millisecond)
		return nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("want a duration like 200ms or a number of milliseconds")
	}
	*m = moveTime(d)
	return nil
}

func runMatch(args []string) error {
	opts := defaultMatchOptions()
	flags := flag.NewFlagSet("match", flag.ContinueOnError)
	flags.StringVar(&opts.Engine1, "engine1", opts.Engine1, "first engine spec (results are from its view)")
	flags.StringVar(&opts.Engine2, "engine2", opts.Engine2, "second engine spec")
	flags.IntVar(&opts.Games, "games", opts.Games, "games to play (two per opening, colours swapped)")
	flags.Var(&opts.MoveTime, "movetime", "time per move, e.g. 200ms")
	flags.IntVar(&opts.Depth, "depth", 0, "search depth per move")
	flags.Int64Var(&opts.Nodes, "nodes", 0, "nodes per move (UCI engines only)")
	flags.DurationVar(&opts.Timeout, "timeout", opts.Timeout, "longest wait for a move under --depth or --nodes before a forfeit")
	flags.DurationVar(&opts.Grace, "grace", opts.Grace, "under --movetime a move later than 3×movetime + grace forfeits")
	flags.StringVar(&opts.Openings, "openings", "", "file of openings, one per line: ICCS moves from the start, or a FEN [moves ...] (default: built-in master-game lines)")
	flags.Uint64Var(&opts.Seed, "seed", opts.Seed, "shuffles which openings are used; 0 keeps the file's order")
	flags.IntVar(&opts.Concurrency, "concurrency", opts.Concurrency, "games played at once")
	flags.IntVar(&opts.MaxPlies, "maxplies", opts.MaxPlies, "a game this long is a draw")
	flags.StringVar(&opts.PGN, "pgn", "", "write each game to this PGN file as it ends")
	flags.StringVar(&opts.Log, "log", "", "write all engine traffic to this file")
	flags.BoolVar(&opts.Quiet, "quiet", false, "print only the final result")
	flags.StringVar(&opts.Resign, "resign", "", "adjudicate a game won when both engines' scores agree for this long, e.g. 1000,4 (centipawns, moves each)")
	flags.StringVar(&opts.SPRT, "sprt", "", "stop when a sequential test decides, e.g. elo0=0,elo1=10[,alpha=0.05,beta=0.05]; --games is then the most to play")
	flags.Usage = func() {
		out := flags.Output()
		fmt.Fprintln(out, "usage: xiangqi match --engine2 SPEC [--engine1 SPEC] (--movetime 200ms | --depth N | --nodes N) [flags]")
		fmt.Fprintln(out, "\nAn engine SPEC is kind[:command][;key=value]..., for example:")
		fmt.Fprintln(out, "  self:level=10;hash=64;weights=tuned|FILE.json;time=level   this program's engine, in this process (time=level: the level's own budget)")
		fmt.Fprintln(out, "  self-uci:Level=10                              this program's uci command as a child process")
		fmt.Fprintln(out, "  uci:/usr/games/fairy-stockfish;UCI_Variant=xiangqi;ranks=1-10")
		fmt.Fprintln(out, "  xboard:/usr/games/maxqi;timescale=8               (maxqi spends about 1/8 of its clock per move)")
		fmt.Fprintln(out, "Keys: name=, ranks=0-9|1-10, timescale= (xboard clock multiplier); others are engine options.")
		fmt.Fprintln(out, "\nflags:")
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
	return playMatch(context.Background(), opts, os.Stdout)
}

// playMatch runs a match with the given options, printing progress and the
// summary to out.
func playMatch(ctx context.Context, opts matchOptions, out io.Writer) error {
	if opts.Engine2 == "" {
		return fmt.Errorf("--engine2 is required")
	}
	limits := match.Limits{MoveTime: time.Duration(opts.MoveTime), Depth: opts.Depth, Nodes: opts.Nodes, Timeout: opts.Timeout, Grace: opts.Grace}
	set := 0
	for _, on := range []bool{limits.MoveTime > 0, limits.Depth > 0, limits.Nodes > 0} {
		if on {
			set++
		}
	}
	if set != 1 {
		return fmt.Errorf("give exactly one of --movetime, --depth and --nodes")
	}
	if opts.Games < 1 {
		return fmt.Errorf("--games must be at least 1")
	}
	var resign match.ResignRule
	if opts.Resign != "" {
		if _, err := fmt.Sscanf(opts.Resign, "%d,%d", &resign.Score, &resign.Moves); err != nil || resign.Score <= 0 || resign.Moves <= 0 {
			return fmt.Errorf("--resign %q: want SCORE,MOVES such as 1000,4", opts.Resign)
		}
	}
	var sprt *match.SPRT
	if opts.SPRT != "" {
		t, err := match.ParseSPRT(opts.SPRT)
		if err != nil {
			return err
		}
		sprt = &t
	}
	specs := [2]match.Spec{}
	for i, text := range []string{opts.Engine1, opts.Engine2} {
		s, err := match.ParseSpec(text)
		if err != nil {
			return err
		}
		if s.Kind == "xboard" && limits.Nodes > 0 {
			return fmt.Errorf("engine %d (%s) speaks xboard, which has no node limit: use --movetime or --depth", i+1, s.Name)
		}
		specs[i] = s
	}
	if specs[0].Name == specs[1].Name {
		specs[0].Name += " (1)"
		specs[1].Name += " (2)"
	}

	all := match.BuiltinOpenings()
	source := "built-in"
	if opts.Openings != "" {
		f, err := os.Open(opts.Openings)
		if err != nil {
			return err
		}
		all, err = match.ParseOpenings(f, opts.Openings)
		f.Close()
		if err != nil {
			return err
		}
		source = opts.Openings
	}
	pairs := (opts.Games + 1) / 2
	openings := match.SelectOpenings(all, pairs, opts.Seed)

	var log *match.Log
	if opts.Log != "" {
		f, err := os.Create(opts.Log)
		if err != nil {
			return err
		}
		defer f.Close()
		log = match.NewLog(f)
	}
	self, err := selfCommand()
	if err != nil {
		return err
	}
	factory := func(s match.Spec) match.Factory {
		return func() (match.Player, error) { return startPlayer(s, self, log) }
	}

	fmt.Fprintf(out, "match: %s vs %s, %d games, %s (forfeit after %v), %d openings from %s (seed %d), concurrency %d\n",
		specs[0].Name, specs[1].Name, opts.Games, limits, limits.Deadline(), min(pairs, len(all)), source, opts.Seed, opts.Concurrency)
	cfg := match.Config{
		Engine1:     factory(specs[0]),
		Engine2:     factory(specs[1]),
		Openings:    openings,
		Games:       opts.Games,
		Concurrency: opts.Concurrency,
		Limits:      limits,
		MaxPlies:    opts.MaxPlies,
		Resign:      resign,
	}
	// Each game goes to the PGN file as it ends, so a long match that is
	// stopped, or whose host goes down, keeps every game it finished.
	var pgn *os.File
	if opts.PGN != "" {
		if pgn, err = os.Create(opts.PGN); err != nil {
			return err
		}
		defer pgn.Close()
	}
	pgnInfo := match.PGNInfo{Event: specs[0].Name + " vs " + specs[1].Name, Date: time.Now(), TimeControl: limits.String()}
	var pgnErr error
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, decided := context.WithCancel(ctx)
	defer decided()
	verdict := 0
	done := 0
	cfg.OnGame = func(g match.GameRecord, s match.Score) {
		done++
		if pgn != nil && pgnErr == nil {
			pgnErr = match.WritePGN(pgn, pgnInfo, []match.GameRecord{g})
		}
		sprtText := ""
		if sprt != nil {
			sprtText = " " + sprt.Status(s)
			if verdict = sprt.Verdict(s); verdict != 0 {
				decided() // the games still running are abandoned
			}
		}
		if opts.Quiet {
			return
		}
		detail := ""
		if g.Detail != "" {
			detail = " (" + g.Detail + ")"
		}
		fmt.Fprintf(out, "game %3d (%d/%d) %s vs %s: %s %s, %d plies%s | %d-%d-%d Elo %s%s\n",
			g.Number, done, opts.Games, g.Red, g.Black, g.Outcome.Result.PGN(), g.Outcome.Reason,
			len(g.Moves), detail, s.Wins, s.Draws, s.Losses, formatEloShort(s), sprtText)
	}
	started := time.Now()
	sum, runErr := match.Run(ctx, cfg)
	if verdict != 0 {
		runErr = nil // stopped by the test, not by a failure
	}
	if runErr != nil && sum.Score.Games() == 0 {
		return runErr
	}
	printSummary(out, specs, sum, time.Since(started))
	if sprt != nil {
		result := "undecided after the games allowed"
		switch verdict {
		case 1:
			result = "H1 accepted: the first engine is better (elo1)"
		case -1:
			result = "H0 accepted: the first engine is not better (elo0)"
		}
		fmt.Fprintf(out, "%s: %s; %s\n", sprt, sprt.Status(sum.Score), result)
	}
	if pgnErr == nil && pgn != nil {
		pgnErr = pgn.Close()
	}
	if pgnErr != nil {
		return fmt.Errorf("writing %s: %w", opts.PGN, pgnErr)
	}
	if runErr != nil {
		return fmt.Errorf("stopped after %d games: %w", sum.Score.Games(), runErr)
	}
	return nil
}

// startPlayer starts one engine: self in this process, the others as child
// processes (self-uci runs this program's uci command).
func startPlayer(s match.Spec, self []string, log *match.Log) (match.Player, error) {
	if s.Kind == "self" {
		return startSelf(s)
	}
	return match.Start(s, self, log)
}

// selfCommand is how to run this program's UCI front end as a child.
func selfCommand() ([]string, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("cannot find this program to run it as an engine: %v", err)
	}
	return []string{exe, "uci"}, nil
}

func formatEloShort(s match.Score) string {
	e := s.Elo()
	switch {
	case math.IsInf(e, 1):
		return "+inf"
	case math.IsInf(e, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", e)
}

func printSummary(out io.Writer, specs [2]match.Spec, sum match.Summary, elapsed time.Duration) {
	fmt.Fprintf(out, "\n%s vs %s: %s\n", specs[0].Name, specs[1].Name, sum.Score)
	reasons := make([]string, 0, len(sum.Reasons))
	for r := range sum.Reasons {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool {
		if sum.Reasons[reasons[i]] != sum.Reasons[reasons[j]] {
			return sum.Reasons[reasons[i]] > sum.Reasons[reasons[j]]
		}
		return reasons[i] < reasons[j]
	})
	var parts []string
	for _, r := range reasons {
		parts = append(parts, fmt.Sprintf("%s %d", r, sum.Reasons[r]))
	}
	fmt.Fprintf(out, "endings: %s\n", strings.Join(parts, ", "))
	fmt.Fprintf(out, "red scored %d-%d-%d (%.1f%%)\n", sum.RedScore.Wins, sum.RedScore.Draws, sum.RedScore.Losses, 100*sum.RedScore.Fraction())
	fmt.Fprintf(out, "time per move (mean, longest): %s %v %v, %s %v %v; wall time %v\n",
		specs[0].Name, sum.AvgThink[0].Round(time.Millisecond), sum.MaxThink[0].Round(time.Millisecond),
		specs[1].Name, sum.AvgThink[1].Round(time.Millisecond), sum.MaxThink[1].Round(time.Millisecond), elapsed.Round(time.Second))
}
