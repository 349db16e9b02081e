package main

// The uci subcommand: the engine for UCI GUIs and match tools, speaking the
// protocol as Pikafish does for xiangqi (engine/protocol implements it).

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"xiangqi/engine/protocol"
)

func init() {
	register("uci", "run the engine with the UCI protocol on stdin/stdout", runUCI)
}

func runUCI(args []string) error {
	flags := flag.NewFlagSet("uci", flag.ContinueOnError)
	flags.Usage = func() {
		fmt.Fprintln(flags.Output(), "usage: xiangqi uci   (then type uci, isready, position startpos, go depth 8, quit...)")
	}
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", flags.Args())
	}
	session := protocol.NewSession(playingOptions())
	session.SetBook(protocol.EmbeddedBook)
	if err := session.SetOption(protocol.OptionOwnBook, "true"); err != nil {
		return err
	}
	out := bufio.NewWriter(os.Stdout)
	err := session.RunUCI(os.Stdin, flushWriter{out})
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	return err
}

// flushWriter flushes after every write: RunUCI writes whole lines (or a
// block such as perft's), and a GUI must see each at once.
type flushWriter struct{ w *bufio.Writer }

func (f flushWriter) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	if err == nil {
		err = f.w.Flush()
	}
	return n, err
}
