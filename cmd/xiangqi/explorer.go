package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"xiangqi/engine/book"
	"xiangqi/engine/explorer"
	"xiangqi/engine/notation"
)

func init() {
	register("explorer", "build the opening explorer's data or show a position's master moves: explorer build|probe", runExplorer)
}

const defaultExplorerFile = "assets/explorer.bin"

func runExplorer(args []string) error {
	if len(args) == 0 {
		return errors.New("usage: xiangqi explorer build [--games FILE] [--out FILE] [--maxply N] [--min N] | probe [--file FILE] [--fen F] [moves...]")
	}
	switch args[0] {
	case "build":
		return explorerBuild(args[1:])
	case "probe":
		return explorerProbe(args[1:])
	}
	return fmt.Errorf("unknown explorer command %q (want build or probe)", args[0])
}

func explorerBuild(args []string) error {
	fs := flag.NewFlagSet("explorer build", flag.ContinueOnError)
	games := fs.String("games", defaultCorpus, "master games in TSV (result, red, black, event, date, moves)")
	out := fs.String("out", defaultExplorerFile, "explorer file to write")
	opt := explorer.DefaultOptions()
	fs.IntVar(&opt.MaxPly, "maxply", opt.MaxPly, "count the moves of each game's first N plies")
	fs.IntVar(&opt.MinGames, "min", opt.MinGames, "leave out moves played in fewer games")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, err := os.Open(*games)
	if err != nil {
		return err
	}
	defer f.Close()
	start := time.Now()
	tab, corpus, err := explorer.Count(f, opt)
	if err != nil {
		return err
	}
	data, st := tab.Encode()
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	fmt.Printf("read %d games (%d without a result skipped), %d positions in their first %d plies; kept %d positions with %d moves played in at least %d games (%d rare moves kept as paths, %d left out); wrote %s (%d bytes) in %v\n",
		corpus.Games, corpus.Skipped, tab.Positions(), opt.MaxPly, st.Records, st.Moves, opt.MinGames, st.Hidden, st.Dropped, *out, st.Bytes, time.Since(start).Round(time.Millisecond))
	return nil
}

func explorerProbe(args []string) error {
	var file string
	rest := args
	// --file comes before the position's own flags.
	if len(rest) >= 2 && (rest[0] == "--file" || rest[0] == "-file") {
		file, rest = rest[1], rest[2:]
	}
	if file == "" {
		file = defaultExplorerFile
	}
	p, _, err := positionFromArgs("explorer probe", rest)
	if err != nil {
		return err
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	start := time.Now()
	d, err := explorer.Load(raw)
	if err != nil {
		return err
	}
	fmt.Printf("%s: %d positions from %d games (first %d plies, moves seen in %d games or more), loaded in %v\n",
		file, d.Positions(), d.Games(), d.MaxPly(), d.MinGames(), time.Since(start).Round(time.Microsecond))
	fmt.Println("position:", p.FEN())
	if o, ok := book.NameOpening(p.Root(), p.Moves()); ok {
		fmt.Printf("opening:  %s (%s)\n", o.ZH, o.EN)
	}
	e, ok := d.Lookup(p)
	if !ok {
		fmt.Println("no master games here")
		return nil
	}
	fmt.Printf("%d games\n%-6s %-10s %7s %6s %6s %6s\n", e.Games(), "move", "chinese", "games", "red%", "draw%", "black%")
	for _, m := range e.Moves {
		n := float64(m.Games())
		fmt.Printf("%-6s %-10s %7d %6.1f %6.1f %6.1f\n", m.Move, notation.Format(p, m.Move, notation.Chinese), m.Games(),
			100*float64(m.RedWins)/n, 100*float64(m.Draws)/n, 100*float64(m.BlackWins)/n)
	}
	if e.Others > 0 {
		fmt.Printf("%d more games with moves played fewer than %d times\n", e.Others, d.MinGames())
	}
	return nil
}
