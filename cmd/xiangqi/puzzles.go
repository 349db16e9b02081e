package main

// The puzzles subcommand: `puzzles list` prints the classic composed
// endgames, `puzzles solve` runs the full-strength engine over them and
// writes its verdicts (assets/puzzles/solutions.json) for the page.

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	egtbfiles "xiangqi/assets/egtb"
	puzzlefiles "xiangqi/assets/puzzles"
	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
	"xiangqi/engine/puzzles/solver"
)

func init() {
	register("puzzles", "composed endgames: puzzles list | solve [--movetime 10s] [--out FILE] [--from N --to M]", runPuzzles)
}

func runPuzzles(args []string) error {
	if len(args) == 0 {
		return errors.New("usage: xiangqi puzzles list | solve [--movetime 10s] [--out FILE] [--from N] [--to M] [--merge] [--hash MB] [--egtb=false]")
	}
	switch args[0] {
	case "list":
		return puzzlesList()
	case "solve":
		return puzzlesSolve(args[1:])
	}
	return fmt.Errorf("unknown puzzles command %q (want list or solve)", args[0])
}

func puzzlesList() error {
	ps, err := puzzlefiles.All()
	if err != nil {
		return err
	}
	for _, p := range ps {
		fmt.Printf("%3d  %s  %s\n     %s\n", p.Number, p.TitleZH, p.TitleEN, p.FEN)
	}
	return nil
}

func puzzlesSolve(args []string) error {
	fset := flag.NewFlagSet("puzzles solve", flag.ContinueOnError)
	opts := solver.DefaultOptions()
	fset.DurationVar(&opts.MoveTime, "movetime", opts.MoveTime, "search time per puzzle")
	fset.IntVar(&opts.HashMB, "hash", opts.HashMB, "hash table size in MB")
	out := fset.String("out", "assets/puzzles/solutions.json", "file to write the verdicts to (empty: none)")
	from := fset.Int("from", 1, "first puzzle to solve")
	to := fset.Int("to", 0, "last puzzle to solve (0: the last one)")
	useTables := fset.Bool("egtb", true, "judge the end of a main line with the shipped endgame tables")
	merge := fset.Bool("merge", false, "keep the other puzzles' entries of an existing --out file made at the same --movetime")
	if err := fset.Parse(args); err != nil {
		return err
	}
	if fset.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fset.Args())
	}
	if opts.MoveTime <= 0 {
		return fmt.Errorf("--movetime must be positive, got %v", opts.MoveTime)
	}
	all, err := puzzlefiles.All()
	if err != nil {
		return err
	}
	if *to == 0 {
		*to = len(all)
	}
	if *from < 1 || *to > len(all) || *from > *to {
		return fmt.Errorf("--from %d --to %d: want 1 <= from <= to <= %d", *from, *to, len(all))
	}
	if *useTables {
		tables := egtb.NewLibrary()
		if err := tables.LoadFS(egtbfiles.Files, "."); err != nil {
			return fmt.Errorf("loading the endgame tables: %v", err)
		}
		opts.Tables = tables
		opts.KnownDraw = func(p *position.Position) bool { return tableDraw(tables, p) }
	}

	s := solver.New(opts)
	file := &puzzles.Solutions{Engine: s.Engine(), MoveTimeMs: opts.MoveTime.Milliseconds()}
	if *merge {
		kept, err := keptSolutions(*out, file, *from, *to)
		if err != nil {
			return err
		}
		file.Solutions = kept
	}
	fmt.Printf("solving puzzles %d-%d at %v each; load average at start: %s\n", *from, *to, opts.MoveTime, loadAverage())
	counts := map[puzzles.Verdict]int{}
	start := time.Now()
	for _, pz := range all[*from-1 : *to] {
		sol, err := s.Solve(pz)
		if err != nil {
			return err
		}
		counts[sol.Verdict]++
		file.Solutions = append(file.Solutions, sol)
		fmt.Printf("%3d %-8s %-7s mate %3d score %6d depth %2d %6d ms  %-16s %s\n", pz.Number, pz.TitleZH, sol.Verdict,
			sol.Mate, sol.Score, sol.Depth, sol.TimeMs, sol.Reason+"/"+sol.End, strings.Join(firstN(sol.PV, 8), " "))
		// Written after every puzzle, so a long run that is stopped keeps
		// what it found.
		if *out != "" {
			if err := writeSolutions(*out, file); err != nil {
				return err
			}
		}
	}
	n := *to - *from + 1
	fmt.Printf("%d puzzles in %v: win %d, draw %d, loss %d, unknown %d (resolved %d of %d); load average at end: %s\n",
		n, time.Since(start).Round(time.Second), counts[puzzles.Win], counts[puzzles.Draw], counts[puzzles.Loss], counts[puzzles.Unknown],
		counts[puzzles.Win]+counts[puzzles.Draw], n, loadAverage())
	return nil
}

// keptSolutions reads an existing solutions file and returns its entries
// outside from..to, refusing a file made with other settings: a file mixes
// runs only when they used the same engine and budget.
func keptSolutions(path string, file *puzzles.Solutions, from, to int) ([]puzzles.Solution, error) {
	if path == "" {
		return nil, errors.New("--merge needs an --out file")
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	old, err := puzzles.ParseSolutions(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if old.Engine != file.Engine || old.MoveTimeMs != file.MoveTimeMs {
		return nil, fmt.Errorf("--merge: %s was made by %q at %d ms per puzzle, not %q at %d ms",
			path, old.Engine, old.MoveTimeMs, file.Engine, file.MoveTimeMs)
	}
	var kept []puzzles.Solution
	for _, sol := range old.Solutions {
		if sol.Number < from || sol.Number > to {
			kept = append(kept, sol)
		}
	}
	return kept, nil
}

// tableDraw reports positions that no play can win: a known drawn ending,
// or a tablebase draw.
func tableDraw(tables *egtb.Library, p *position.Position) bool {
	if egtb.IsKnownDraw(p) {
		return true
	}
	r, _, ok := tables.Probe(p)
	return ok && r == egtb.Draw
}

// writeSolutions writes the file through a temporary file, so a reader
// never sees half of it.
func writeSolutions(path string, s *puzzles.Solutions) error {
	data := s.Marshal()
	tmp, err := os.CreateTemp(filepath.Dir(path), ".solutions-*.json")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// loadAverage returns the system's 1, 5 and 15-minute load averages, or
// "unknown" where /proc is missing.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

func firstN(s []string, n int) []string {
	if len(s) > n {
		return append(s[:n:n], "...")
	}
	return s
}
