package protocol

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"xiangqi/engine/position"
)

// MaxLineBytes bounds one UCI command line; a longer line is skipped with a
// message (a position command with MaxPositionMoves moves fits easily).
const MaxLineBytes = 64 << 10

// Author is what `uci` prints as `id author`.
const Author = "the xiangqi authors"

// uciConn is one UCI conversation: the session and the writer all replies go
// to. Replies come from the reading goroutine and from the search goroutine,
// so every line is written under mu.
type uciConn struct {
	s   *Session
	mu  sync.Mutex
	out io.Writer
	err error // the first write error
	// badPosition is set when the last position command was refused: a go
	// then would search a position the GUI did not mean, so it is refused
	// until a position command succeeds (or ucinewgame).
	badPosition bool
}

// RunUCI speaks the UCI protocol as Pikafish does for xiangqi (coordinates
// a0-i9): it reads commands from in, one per line (LF, CRLF or CR, a
// byte-order mark before a command ignored), and writes replies to out until
// `quit` or the end of input. Searches, `go perft` and `bench` run on their
// own goroutine, so `stop`, `isready` and `quit` are answered at once; at the
// end RunUCI stops what runs and waits for its answer. Bad input gets an
// `info string` line and never ends the loop. The error is a read or write
// failure.
func (s *Session) RunUCI(in io.Reader, out io.Writer) error {
	u := &uciConn{s: s, out: out}
	r := NewLineReader(in, MaxLineBytes)
	var readErr error
	for {
		line, err := r.ReadLine()
		if errors.Is(err, ErrLineTooLong) {
			u.println("info string error: line longer than %d bytes skipped", MaxLineBytes)
			continue
		}
		if err != nil {
			if err != io.EOF {
				readErr = err
			}
			break
		}
		if u.handle(line) {
			break
		}
	}
	s.Stop()
	s.Wait()
	u.mu.Lock()
	defer u.mu.Unlock()
	if readErr != nil {
		return readErr
	}
	return u.err
}

// println writes one formatted line.
func (u *uciConn) println(format string, args ...any) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if _, err := fmt.Fprintf(u.out, format+"\n", args...); err != nil && u.err == nil {
		u.err = err
	}
}

// handle runs one command line and reports whether it was `quit`. A panic
// (a bug) is reported as an info string instead of ending the engine.
func (u *uciConn) handle(line string) (quit bool) {
	defer func() {
		if r := recover(); r != nil {
			u.println("info string error: internal error on %q: %v", line, r)
		}
	}()
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return false
	}
	args := fields[1:]
	switch fields[0] {
	case "uci":
		u.println("id name xiangqi %s", VersionString())
		u.println("id author %s", Author)
		o := u.s.Options()
		for _, spec := range specs() {
			u.println("%s", spec.uciLine(o))
		}
		u.println("uciok")
	case "isready":
		u.println("readyok")
	case "ucinewgame":
		u.s.NewGame()
		u.badPosition = false
	case "setoption":
		u.setOption(args)
	case "position":
		u.position(args)
	case "go":
		u.goCommand(args)
	case "stop":
		u.s.Stop()
	case "ponderhit":
		// Pondering is not supported: a `go ponder` search is a normal one.
	case "d":
		u.display()
	case "bench":
		u.bench(args)
	case "quit":
		return true
	default:
		u.println("info string unknown command: %s", strings.TrimSpace(line))
	}
	return false
}

// setOption handles `setoption name N [value V]`; names may contain spaces.
func (u *uciConn) setOption(args []string) {
	if len(args) == 0 || args[0] != "name" {
		u.println("info string error: setoption wants: setoption name <name> value <value>")
		return
	}
	valueAt := len(args)
	for i, a := range args {
		if a == "value" {
			valueAt = i
			break
		}
	}
	name := strings.Join(args[1:valueAt], " ")
	if valueAt >= len(args)-1 {
		u.println("info string error: setoption %s: missing value", name)
		return
	}
	if err := u.s.SetOption(name, strings.Join(args[valueAt+1:], " ")); err != nil {
		u.println("info string error: %v", err)
	}
}

// position handles `position startpos|fen F [moves m1 m2 ...]`.
func (u *uciConn) position(args []string) {
	movesAt := len(args)
	for i, a := range args {
		if a == "moves" {
			movesAt = i
			break
		}
	}
	var moves []string
	if movesAt < len(args) {
		moves = args[movesAt+1:]
	}
	var fen string
	switch {
	case len(args) > 0 && args[0] == "startpos" && movesAt == 1:
	case len(args) > 1 && args[0] == "fen" && movesAt > 1:
		fen = strings.Join(args[1:movesAt], " ")
	default:
		u.badPosition = true
		u.println("info string error: position wants: position startpos|fen <fen> [moves <m1> <m2> ...]")
		return
	}
	if err := u.s.SetPosition(fen, moves); err != nil {
		u.badPosition = true
		u.println("info string error: position not changed: %v", err)
		return
	}
	u.badPosition = false
}

// display handles `d`: the board from Black's side at the top, the FEN and key.
func (u *uciConn) display() {
	p := u.s.Position()
	var b strings.Builder
	b.WriteString("\n")
	for rank := 9; rank >= 0; rank-- {
		fmt.Fprintf(&b, "%d ", rank)
		for file := 0; file < 9; file++ {
			ch := byte('.')
			if pc := p.PieceAt(position.MakeSquare(file, rank)); pc != position.NoPiece {
				ch = pc.Letter()
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
		if rank == 5 {
			b.WriteString("   ~~~~~~~~~~~~~~~~~\n")
		}
	}
	b.WriteString("   a b c d e f g h i\n\n")
	fmt.Fprintf(&b, "Fen: %s\n", p.FEN())
	fmt.Fprintf(&b, "Key: %016X\n", p.Key())
	fmt.Fprintf(&b, "Side to move: %s", p.SideToMove())
	if p.InCheck() {
		b.WriteString(" (in check)")
	}
	if moves := p.Moves(); len(moves) > 0 {
		text := make([]string, len(moves))
		for i, m := range moves {
			text[i] = m.String()
		}
		fmt.Fprintf(&b, "\nMoves: %s", strings.Join(text, " "))
	}
	u.println("%s", b.String())
}
