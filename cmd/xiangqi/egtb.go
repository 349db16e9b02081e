package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	egtbfiles "xiangqi/assets/egtb"
	"xiangqi/engine/egtb"
	"xiangqi/engine/notation"
)

func init() {
	register("egtb", "endgame tables: egtb build|probe|stats", runEgtb)
}

func runEgtb(args []string) error {
	if len(args) == 0 {
		return errors.New("usage: xiangqi egtb build [--out DIR] [--verify] [MATERIAL...] | probe [--dir DIR] [--generate] [--fen F] [moves...] | stats [--games FILE] [--attackers N] [--top N]")
	}
	switch args[0] {
	case "build":
		return egtbBuild(args[1:])
	case "probe":
		return egtbProbe(args[1:])
	case "stats":
		return egtbStats(args[1:])
	}
	return fmt.Errorf("unknown egtb command %q (want build, probe or stats)", args[0])
}

// egtbBuild generates tables (the shipped set unless materials are named),
// with every smaller table they need, and writes each as <material>.bin.gz.
func egtbBuild(args []string) error {
	fset := flag.NewFlagSet("egtb build", flag.ContinueOnError)
	out := fset.String("out", "assets/egtb", "directory to write the table files to")
	verify := fset.Bool("verify", true, "check every position of every table against its moves")
	if err := fset.Parse(args); err != nil {
		return err
	}
	names := fset.Args()
	if len(names) == 0 {
		names = egtb.Shipped
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	g := egtb.NewGenerator()
	var total struct {
		positions, raw, packed int
		gen, check             time.Duration
	}
	// Results are counted for each side to move: won/drawn/lost with the
	// stronger side (upper case) to move, then with the weaker side to move.
	fmt.Printf("%-12s %10s %-26s %-26s %4s %9s %9s %9s %8s\n",
		"material", "positions", "stronger to move W/D/L", "weaker to move W/D/L", "dtm", "generate", "verify", "raw", "shipped")
	g.Progress = func(t *egtb.Table, elapsed time.Duration) {
		start := time.Now()
		if *verify {
			if err := t.Verify(g.Set); err != nil {
				fmt.Fprintln(os.Stderr, "xiangqi egtb build:", err)
				os.Exit(1)
			}
		}
		checked := time.Since(start)
		packed, err := t.EncodeCompact()
		if err == nil {
			err = os.WriteFile(filepath.Join(*out, t.Material().String()+egtb.FileSuffix), packed, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "xiangqi egtb build:", err)
			os.Exit(1)
		}
		stats, longest := t.Stats()
		red, black := stats[0][0]+stats[0][1]+stats[0][2], stats[1][0]+stats[1][1]+stats[1][2]
		raw := 2 * t.Size()
		wdl := func(s [3]int) string { return fmt.Sprintf("%d/%d/%d", s[2], s[1], s[0]) }
		fmt.Printf("%-12s %10d %-26s %-26s %4d %9s %9s %9d %8d\n", t.Material(), red+black, wdl(stats[0]), wdl(stats[1]),
			max(longest[0], longest[1]), elapsed.Round(time.Millisecond), checked.Round(time.Millisecond), raw, len(packed))
		total.positions += red + black
		total.raw += raw
		total.packed += len(packed)
		total.gen += elapsed
		total.check += checked
	}
	for _, name := range names {
		m, err := egtb.ParseMaterial(name)
		if err != nil {
			return err
		}
		if _, err := g.Table(m); err != nil {
			return err
		}
	}
	fmt.Printf("%d tables, %d positions, generated in %v, verified in %v, %d bytes raw, %d bytes compressed\n",
		len(g.Set.Tables()), total.positions, total.gen.Round(time.Millisecond), total.check.Round(time.Millisecond), total.raw, total.packed)
	return nil
}

// egtbProbe prints a position's result and its moves with their outcomes.
func egtbProbe(args []string) error {
	fset := flag.NewFlagSet("egtb probe", flag.ContinueOnError)
	dir := fset.String("dir", "", "directory of table files (default: the tables built into the program)")
	generate := fset.Bool("generate", false, "generate the table in memory when no file has it")
	fen := fset.String("fen", "", "position to probe")
	if err := fset.Parse(args); err != nil {
		return err
	}
	var fsys fs.FS = egtbfiles.Files
	if *dir != "" {
		fsys = os.DirFS(*dir)
	}
	tables := egtb.NewLibrary()
	if err := tables.LoadFS(fsys, "."); err != nil {
		return err
	}
	p, _, err := positionFromArgs("egtb probe", append([]string{"--fen", *fen}, fset.Args()...))
	if err != nil {
		return err
	}
	m := egtb.MaterialOf(p)
	fmt.Println("position:", p.FEN())
	fmt.Println("material:", m)
	if known := egtb.IsKnownDraw(p); known {
		fmt.Println("known draw: yes")
	}
	if !tables.Available(m) && *generate {
		start := time.Now()
		if _, err := tables.Generate(m); err != nil {
			return err
		}
		fmt.Printf("generated %s in %v\n", m, time.Since(start).Round(time.Millisecond))
	}
	result, dtm, ok := tables.Probe(p)
	if !ok {
		c, _ := m.Canonical()
		return fmt.Errorf("no table for %s (file %s%s); --generate builds it in memory", m, c, egtb.FileSuffix)
	}
	fmt.Printf("result:   %s for %s", result, p.SideToMove())
	if result != egtb.Draw {
		fmt.Printf(" in %d plies", dtm)
	}
	fmt.Println()
	moves := tables.BestMoves(p)
	if moves == nil {
		return errors.New("a table needed for the moves' results is missing")
	}
	fmt.Printf("%-6s %-10s %-6s %s\n", "move", "chinese", "result", "plies")
	for _, ms := range moves {
		plies := "-"
		if ms.Result != egtb.Draw {
			plies = fmt.Sprint(ms.DTM)
		}
		fmt.Printf("%-6s %-10s %-6s %s\n", ms.Move, notation.Format(p, ms.Move, notation.Chinese), ms.Result, plies)
	}
	return nil
}
