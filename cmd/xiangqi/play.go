package main

// The play subcommand: a game in the terminal against the engine, through
// the same engine API (engine/protocol) as the UCI front end and the worker.

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"xiangqi/engine/book"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/protocol"
	"xiangqi/engine/search"
)

func init() {
	register("play", "play a game in the terminal: play [--level N] [--side red|black] [--fen F] [--letters]", runPlay)
}

func runPlay(args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	level := fs.Int("level", 5, "engine level, 1 (beginner) to 10 (full strength)")
	side := fs.String("side", "red", "the side you play: red or black")
	fen := fs.String("fen", position.StartFEN, "starting position")
	letters := fs.Bool("letters", false, "draw pieces as FEN letters instead of Chinese characters")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *level < 1 || *level > search.MaxLevel {
		return fmt.Errorf("--level %d: want 1 to %d", *level, search.MaxLevel)
	}
	human := position.Red
	switch *side {
	case "red":
	case "black":
		human = position.Black
	default:
		return fmt.Errorf("--side %q: want red or black", *side)
	}
	g := &terminalGame{out: os.Stdout, level: *level, human: human, letters: *letters}
	return g.run(*fen, os.Stdin)
}

// terminalGame holds a game between a person at the terminal and the engine.
type terminalGame struct {
	out     io.Writer
	level   int
	human   position.Color
	letters bool
}

func (g *terminalGame) run(fen string, in io.Reader) error {
	start, err := position.ParseFEN(fen)
	if err != nil {
		return err
	}
	opts := playingOptions()
	opts.Level = g.level
	session := protocol.NewSession(opts)
	session.SetBook(protocol.EmbeddedBook)
	if err := session.SetOption(protocol.OptionOwnBook, "true"); err != nil {
		return err
	}
	l := search.LevelByNumber(g.level)
	fmt.Fprintf(g.out, "You play %s against level %d, %s (%s). Type moves as h2e2, C2.5 or 炮二平五; 'undo', 'quit'.\n", g.human, l.Number, l.Name, l.NameZH)
	p := start.Clone()
	lines := protocol.NewLineReader(in, maxPlayLine)
	for {
		g.draw(p)
		if st := p.Status(); st.Over() {
			fmt.Fprintf(g.out, "%s / %s\n", st.Text, st.TextZH)
			return nil
		}
		if p.SideToMove() != g.human {
			m, fromBook, err := g.engineMove(session, start, p)
			if err != nil {
				return err
			}
			how := ""
			if fromBook {
				how = " (book)"
			}
			fmt.Fprintf(g.out, "Engine plays %s  %s  %s%s\n", notation.Format(p, m, notation.Chinese), notation.Format(p, m, notation.WXF), m, how)
			p.MakeMove(m)
			continue
		}
		fmt.Fprint(g.out, "Your move: ")
		line, err := lines.ReadLine()
		if errors.Is(err, protocol.ErrLineTooLong) {
			fmt.Fprintf(g.out, "That line is longer than %d bytes; type one move.\n", maxPlayLine)
			continue
		}
		if err != nil {
			fmt.Fprintln(g.out)
			if err == io.EOF {
				return nil
			}
			return err
		}
		text := strings.TrimSpace(line)
		switch text {
		case "":
			continue
		case "quit", "exit":
			return nil
		case "undo":
			if p.Ply() >= 2 {
				p.UnmakeMove()
				p.UnmakeMove()
			} else {
				fmt.Fprintln(g.out, "Nothing to take back.")
			}
			continue
		}
		m, err := notation.ParseMove(p, text)
		if err != nil {
			fmt.Fprintln(g.out, err)
			continue
		}
		p.MakeMove(m)
	}
}

// maxPlayLine bounds a typed line; a longer one is skipped, not the end of
// the game.
const maxPlayLine = 4096

// engineMove asks the session for a move in the game so far.
func (g *terminalGame) engineMove(s *protocol.Session, start, p *position.Position) (position.Move, bool, error) {
	var moves []string
	for _, m := range p.Moves() {
		moves = append(moves, m.String())
	}
	if err := s.SetPosition(start.FEN(), moves); err != nil {
		return position.NoMove, false, err
	}
	done := make(chan protocol.BestMove, 1)
	if err := s.Go(protocol.GoRequest{Level: g.level}, nil, func(b protocol.BestMove) { done <- b }); err != nil {
		return position.NoMove, false, err
	}
	b := <-done
	if b.Err != nil {
		return position.NoMove, false, b.Err
	}
	if b.Move == position.NoMove || !p.IsLegal(b.Move) {
		return position.NoMove, false, errors.New("the engine found no legal move")
	}
	return b.Move, b.Book, nil
}

var (
	redGlyphs   = map[position.PieceType]string{position.King: "帥", position.Advisor: "仕", position.Elephant: "相", position.Horse: "傌", position.Rook: "俥", position.Cannon: "炮", position.Pawn: "兵"}
	blackGlyphs = map[position.PieceType]string{position.King: "將", position.Advisor: "士", position.Elephant: "象", position.Horse: "馬", position.Rook: "車", position.Cannon: "砲", position.Pawn: "卒"}
)

// draw prints the board from the player's side, with ICCS coordinates.
func (g *terminalGame) draw(p *position.Position) {
	ranks := []int{9, 8, 7, 6, 5, 4, 3, 2, 1, 0}
	files := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	if g.human == position.Black {
		for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
			ranks[i], ranks[j] = ranks[j], ranks[i]
		}
		for i, j := 0, len(files)-1; i < j; i, j = i+1, j-1 {
			files[i], files[j] = files[j], files[i]
		}
	}
	var b strings.Builder
	for _, r := range ranks {
		fmt.Fprintf(&b, "%d ", r)
		for _, f := range files {
			b.WriteString(g.cell(p.PieceAt(position.MakeSquare(f, r))))
		}
		b.WriteByte('\n')
		if r == 5 && g.human == position.Red || r == 4 && g.human == position.Black {
			b.WriteString("  ~~~~ 楚河 ~~~~~~ 漢界 ~~~~\n")
		}
	}
	b.WriteString("  ")
	for _, f := range files {
		fmt.Fprintf(&b, " %c ", 'a'+f)
	}
	b.WriteByte('\n')
	if o, ok := book.NameOpening(p.Root(), p.Moves()); ok {
		fmt.Fprintf(&b, "Opening: %s (%s)\n", o.ZH, o.EN)
	}
	fmt.Fprint(g.out, b.String())
}

func (g *terminalGame) cell(pc position.Piece) string {
	if pc == position.NoPiece {
		return " · "
	}
	if g.letters {
		return " " + pc.String() + " "
	}
	if pc.Color() == position.Red {
		return "(" + redGlyphs[pc.Type()] + ")"
	}
	return "[" + blackGlyphs[pc.Type()] + "]"
}
