package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"xiangqi/engine/book"
	"xiangqi/engine/book/bundled"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/protocol"
)

func init() {
	register("book", "build the opening book or probe a position: book build|probe|stats", runBook)
}

const defaultCorpus = "../shared/data/games/master-games.tsv"

func runBook(args []string) error {
	if len(args) == 0 {
		return errors.New("usage: xiangqi book build [--games FILE] [--out FILE] | probe [--fen F] [moves...] | stats [--games FILE]")
	}
	switch args[0] {
	case "build":
		return bookBuild(args[1:])
	case "probe":
		return bookProbe(args[1:])
	case "stats":
		return bookStats(args[1:])
	}
	return fmt.Errorf("unknown book command %q (want build, probe or stats)", args[0])
}

func bookBuild(args []string) error {
	fs := flag.NewFlagSet("book build", flag.ContinueOnError)
	games := fs.String("games", defaultCorpus, "master games in TSV (result, red, black, event, date, moves)")
	out := fs.String("out", "assets/book.bin", "book file to write")
	opt := book.DefaultBuildOptions()
	fs.IntVar(&opt.MaxPly, "maxply", opt.MaxPly, "deepest ply to record")
	fs.IntVar(&opt.MinPosGames, "minpos", opt.MinPosGames, "games a position needs")
	fs.IntVar(&opt.MinMoveGames, "minmove", opt.MinMoveGames, "games a move needs")
	fs.IntVar(&opt.MaxEntries, "max", opt.MaxEntries, "most entries kept")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, err := os.Open(*games)
	if err != nil {
		return err
	}
	defer f.Close()
	start := time.Now()
	entries, st, err := book.Build(f, opt)
	if err != nil {
		return err
	}
	data := book.Encode(entries, opt.MaxPly)
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	fmt.Printf("read %d games (%d without a result skipped); %d positions, %d moves; wrote %s (%d bytes) in %v\n",
		st.Games, st.Skipped, st.Positions, st.Entries, *out, len(data), time.Since(start).Round(time.Millisecond))
	return nil
}

// embeddedBook is the engine's book in the native programs: the one built
// into them (assets/book.bin), or none if it does not load.
func embeddedBook() protocol.BookFunc {
	b, err := bundled.Book()
	if err != nil {
		fmt.Fprintln(os.Stderr, "xiangqi: playing without the opening book:", err)
		return nil
	}
	return protocol.BookMoves(b)
}

// positionFromArgs reads --fen and a list of moves in any notation.
func positionFromArgs(name string, args []string) (*position.Position, *flag.FlagSet, error) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fen := fs.String("fen", position.StartFEN, "position to start from")
	if err := fs.Parse(args); err != nil {
		return nil, nil, err
	}
	p, err := position.ParseFEN(*fen)
	if err != nil {
		return nil, nil, err
	}
	for i, text := range fs.Args() {
		m, err := notation.ParseMove(p, text)
		if err != nil {
			return nil, nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		p.MakeMove(m)
	}
	return p, fs, nil
}

func bookProbe(args []string) error {
	p, _, err := positionFromArgs("book probe", args)
	if err != nil {
		return err
	}
	b, err := bundled.Book()
	if err != nil {
		return err
	}
	fmt.Println("position:", p.FEN())
	if o, ok := book.NameOpening(p.Root(), p.Moves()); ok {
		fmt.Printf("opening:  %s (%s)\n", o.ZH, o.EN)
	}
	cands := b.Moves(p)
	if len(cands) == 0 {
		fmt.Println("no book moves")
		return nil
	}
	fmt.Printf("%-6s %-10s %7s %7s %7s\n", "move", "chinese", "games", "score%", "weight%")
	for _, c := range cands {
		fmt.Printf("%-6s %-10s %7d %7.1f %7.1f\n", c.Move, notation.Format(p, c.Move, notation.Chinese), c.Games, c.Score, 100*c.Weight)
	}
	return nil
}

// bookStats reports the book's size and how long games of a corpus stay in it.
func bookStats(args []string) error {
	fs := flag.NewFlagSet("book stats", flag.ContinueOnError)
	games := fs.String("games", defaultCorpus, "games to replay against the book")
	if err := fs.Parse(args); err != nil {
		return err
	}
	b, err := bundled.Book()
	if err != nil {
		return err
	}
	data, err := os.ReadFile(*games)
	if err != nil {
		return err
	}
	n, inBook := 0, 0
	for i, line := range bytes.Split(data, []byte("\n")) {
		fields := strings.Split(string(line), "\t")
		if i == 0 || len(fields) < 6 {
			continue
		}
		p := position.NewStart()
		for _, text := range strings.Fields(fields[5]) {
			m, err := position.ParseMove(text)
			if err != nil || !inBookMove(b, p, m) {
				break
			}
			p.MakeMove(m)
			inBook++
		}
		n++
	}
	fmt.Printf("book: %d positions, %d moves, %d bytes, max ply %d\n", b.Positions(), b.Len(), len(book.Encode(nil, 0))+13*b.Len(), b.MaxPly())
	fmt.Printf("%d games stay in book for %.1f plies on average\n", n, float64(inBook)/float64(max(n, 1)))
	return nil
}

func inBookMove(b *book.Book, p *position.Position, m position.Move) bool {
	for _, c := range b.Moves(p) {
		if c.Move == m {
			return true
		}
	}
	return false
}
