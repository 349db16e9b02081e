package main

// The convert subcommand turns any game file players have (PGN in any
// encoding, XQF, DhtmlXQ forum text, FEN) into UTF-8 PGN, DhtmlXQ or FEN,
// so scripts and other programs can read it.

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"

	"xiangqi/engine/dhtmlxq"
	"xiangqi/engine/gamefile"
	"xiangqi/engine/notation"
)

func init() {
	register("convert", "convert a game file (PGN in any encoding, XQF, DhtmlXQ, FEN): convert FILE [--to pgn|dhtmlxq|fen]", func(args []string) error {
		return runConvert(args, os.Stdin, os.Stdout, os.Stderr)
	})
}

func runConvert(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("convert", flag.ContinueOnError)
	fs.SetOutput(stderr)
	to := fs.String("to", "pgn", "output format: pgn, dhtmlxq or fen")
	notationName := fs.String("notation", "chinese", "moves in PGN: iccs, wxf, chinese or traditional")
	plyArg := fs.String("ply", "0", "for fen: the position after this many moves of the main line, or end")
	out := fs.String("o", "", "write to this file instead of standard output")
	verbose := fs.Bool("v", false, "say on standard error what the file was")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: xiangqi convert [--to pgn|dhtmlxq|fen] [--notation N] [--ply N|end] [-o OUT] FILE (- for standard input)")
		fs.PrintDefaults()
	}
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			return err
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(files) != 1 {
		fs.Usage()
		return fmt.Errorf("want one file, got %d", len(files))
	}
	n, err := notation.ParseNotation(*notationName)
	if err != nil {
		return err
	}
	var data []byte
	if files[0] == "-" {
		data, err = io.ReadAll(io.LimitReader(stdin, gamefile.MaxBytes+1))
	} else {
		data, err = readLimited(files[0], gamefile.MaxBytes+1)
	}
	if err != nil {
		return err
	}
	f, err := gamefile.Read(data, decodeText, gamefile.Options{})
	if err != nil {
		return fmt.Errorf("%s: %v", files[0], err)
	}
	if *verbose {
		what := string(f.Format)
		if f.Version != "" {
			what += " " + f.Version
		}
		fmt.Fprintf(stderr, "%s: %s, %s, %d game(s)\n", files[0], what, f.Charset, len(f.Games))
	}
	var b strings.Builder
	for i, g := range f.Games {
		switch *to {
		case "pgn":
			if err := g.WritePGN(&b, n); err != nil {
				return fmt.Errorf("game %d: %v", i+1, err)
			}
		case "dhtmlxq", "ubb":
			text, err := dhtmlxq.Write(g)
			if err != nil {
				return fmt.Errorf("game %d: %v", i+1, err)
			}
			b.WriteString(text)
		case "fen":
			fen, err := fenAt(g, *plyArg)
			if err != nil {
				return fmt.Errorf("game %d: %v", i+1, err)
			}
			b.WriteString(fen + "\n")
		default:
			return fmt.Errorf("unknown output format %q: want pgn, dhtmlxq or fen", *to)
		}
	}
	if *out == "" {
		_, err = io.WriteString(stdout, b.String())
		return err
	}
	return os.WriteFile(*out, []byte(b.String()), 0o644)
}

// fenAt returns the FEN after ply moves of g's main line ("end": all).
func fenAt(g *notation.Game, ply string) (string, error) {
	line := g.MainLine()
	n := len(line)
	if ply != "end" {
		var err error
		if n, err = strconv.Atoi(ply); err != nil || n < 0 || n > len(line) {
			return "", fmt.Errorf("--ply %s: want 0 to %d or end", ply, len(line))
		}
	}
	p := g.StartPosition().Clone()
	for _, m := range line[:n] {
		p.MakeMove(m)
	}
	return p.FEN(), nil
}

func readLimited(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit))
}

// decodeText is the command line's gamefile.Decoder: golang.org/x/text,
// which the browser's module leaves out (it has TextDecoder).
func decodeText(data []byte, cs gamefile.Charset) (string, error) {
	var e encoding.Encoding
	switch cs {
	case gamefile.GB18030:
		e = simplifiedchinese.GB18030
	case gamefile.Big5:
		e = traditionalchinese.Big5
	case gamefile.UTF16LE:
		e = unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
	case gamefile.UTF16BE:
		e = unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)
	default:
		return "", errors.New("no decoder for " + string(cs))
	}
	out, err := e.NewDecoder().Bytes(data)
	return string(out), err
}
