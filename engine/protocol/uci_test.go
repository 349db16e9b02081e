package protocol

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// mateFEN is a position where Black, to move, is checkmated: rook a9 checks
// along rank 9, rook a8 covers rank 8, and the e-file is barred by the
// facing kings.
const mateFEN = "R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1"

// uciPeer drives RunUCI through pipes, line by line.
type uciPeer struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan error
}

func startUCI(t *testing.T, s *Session) *uciPeer {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	p := &uciPeer{t: t, in: inW, lines: make(chan string, 4096), done: make(chan error, 1)}
	go func() {
		err := s.RunUCI(inR, outW)
		outW.Close()
		p.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-p.done:
		case <-time.After(10 * time.Second):
			t.Error("RunUCI did not return after its input closed")
		}
	})
	return p
}

func (p *uciPeer) send(line string) {
	p.t.Helper()
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		p.t.Fatalf("send %q: %v", line, err)
	}
}

// next returns the next output line, failing after a timeout.
func (p *uciPeer) next(what string) string {
	p.t.Helper()
	select {
	case line, ok := <-p.lines:
		if !ok {
			p.t.Fatalf("output ended while waiting for %s", what)
		}
		return line
	case <-time.After(20 * time.Second):
		p.t.Fatalf("no output line within 20s while waiting for %s", what)
	}
	return ""
}

// expect fails unless the next line matches pattern in full. With skipInfo,
// `info` lines (search progress) before it are skipped.
func (p *uciPeer) expect(pattern string, skipInfo bool) []string {
	p.t.Helper()
	re := regexp.MustCompile("^(?:" + pattern + ")$")
	for {
		line := p.next(pattern)
		if m := re.FindStringSubmatch(line); m != nil {
			return m
		}
		if skipInfo && strings.HasPrefix(line, "info ") && !strings.HasPrefix(line, "info string") {
			continue
		}
		p.t.Fatalf("got line %q, want one matching %q", line, pattern)
	}
}

// runScript plays a script: "> line" is sent, "< re" must be the next line,
// "<* re" may follow search info lines, and "<blank" is an empty line.
func (p *uciPeer) runScript(script string) {
	p.t.Helper()
	for _, step := range strings.Split(strings.TrimSpace(script), "\n") {
		step = strings.TrimSpace(step)
		switch {
		case strings.HasPrefix(step, "> "):
			p.send(step[2:])
		case strings.HasPrefix(step, "<* "):
			p.expect(step[3:], true)
		case step == "<blank":
			p.expect("", false)
		case strings.HasPrefix(step, "< "):
			p.expect(step[2:], false)
		default:
			p.t.Fatalf("bad script step %q", step)
		}
	}
}

const movePattern = `[a-i][0-9][a-i][0-9]`

func TestUCIScripts(t *testing.T) {
	levels := len(search.Levels())
	cases := []struct {
		name, script string
	}{
		{"handshake", `
			> uci
			< id name xiangqi .+
			< id author .+
			< option name Hash type spin default \d+ min 1 max \d+
			< option name MultiPV type spin default 1 min 1 max 64
			< option name Level type spin default \d+ min 1 max ` + fmt.Sprint(levels) + `
			< option name OwnBook type check default false
			< uciok
			> isready
			< readyok`},
		{"position and d", `
			> position startpos moves h2e2 h9g7
			> d
			<blank
			< 9  r n b a k a b . r
			< 8  . . . . . . . . .
			< 7  . c . . . . n c .
			< 6  p . p . p . p . p
			< 5  . . . . . . . . .
			< \s+~+
			< 4  . . . . . . . . .
			< 3  P . P . P . P . P
			< 2  . C . . C . . . .
			< 1  . . . . . . . . .
			< 0  R N B A K A B N R
			<    a b c d e f g h i
			<blank
			< Fen: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
			< Key: [0-9A-F]{16}
			< Side to move: red
			< Moves: h2e2 h9g7`},
		{"position fen with moves", `
			> position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves b0c2
			> d
			<blank
			< 9  r n b a k a b n r
			< 8  .*
			< 7  .*
			< 6  .*
			< 5  .*
			< \s+~+
			< 4  .*
			< 3  .*
			< 2  . C N . . . . C .
			< 1  .*
			< 0  R . B A K A B N R
			< .*
			<blank
			< Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/9/R1BAKABNR b - - 1 1
			< Key: .*
			< Side to move: black
			< Moves: b0c2`},
		{"bad input keeps the loop going", `
			> foo bar
			< info string unknown command: foo bar
			> position fen rnbakabnr/9/9 w
			< info string error: position not changed: FEN board has 3 ranks.*
			> position startpos moves a0a5
			< info string error: position not changed: move 1 \(a0a5\) is not legal.*
			> position sideways
			< info string error: position wants: .*
			> setoption name Nope value 1
			< info string error: unknown option "Nope".*
			> setoption name Hash value 0
			< info string error: option Hash must be from 1 to \d+, got 0
			> setoption name OwnBook value maybe
			< info string error: option OwnBook wants true or false, got "maybe"
			> setoption name Hash
			< info string error: setoption Hash: missing value
			> position startpos
			> go perft 0
			< info string error: perft depth must be from 1 to \d+, got 0
			> isready
			< readyok`},
		{"options change", `
			> setoption name hash value 2
			> setoption name MultiPV value 2
			> setoption name OwnBook value true
			> uci
			< id name .*
			< id author .*
			< option name Hash type spin default 2 .*
			< option name MultiPV type spin default 2 .*
			< option name Level .*
			< option name OwnBook type check default true
			< uciok`},
		{"go depth answers a legal move", `
			> position startpos
			> go depth 2
			<* bestmove ` + movePattern + `( ponder ` + movePattern + `)?`},
		{"go with a bad value still answers", `
			> go depth x nodes 2000
			< info string error: go: depth wants a whole number, got "x"
			<* bestmove ` + movePattern + `.*`},
		{"checkmated side answers none", `
			> position fen ` + mateFEN + `
			> go depth 3
			< bestmove \(none\)`},
		{"isready and stop during an infinite search", `
			> go infinite
			> isready
			<* readyok
			> stop
			<* bestmove ` + movePattern + `.*
			> isready
			< readyok`},
		{"infinite search answers only after stop", `
			> position fen ` + mateFEN + `
			> go infinite
			> isready
			< readyok
			> stop
			< bestmove \(none\)`},
		{"go after a refused position is refused", `
			> position startpos moves h2e2
			> position startpos moves h2e2 h2e3
			< info string error: position not changed: move 2 \(h2e3\) is not legal.*
			> go depth 1
			< info string error: go refused: the last position command was refused; send a valid position first
			< bestmove \(none\)
			> go perft 1
			< info string error: go refused: .*
			> position startpos moves h2e2 h9g7
			> go depth 1
			<* bestmove ` + movePattern + `.*
			> position fen nonsense
			< info string error: position not changed: .*
			> go movetime 10
			< info string error: go refused: .*
			< bestmove \(none\)
			> ucinewgame
			> go depth 1
			<* bestmove ` + movePattern + `.*`},
		{"a byte-order mark and CR line ends", "> \uFEFFisready\n< readyok\n> isready\r\n< readyok"},
		{"ponderhit is ignored", `
			> ponderhit
			> isready
			< readyok`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := startUCI(t, NewSession(search.DefaultOptions()))
			p.runScript(c.script)
		})
	}
}

// TestGoLimitsClampBeforeOverflow checks that huge times are clamped before
// they become durations: 9223372036855 ms overflows time.Duration once
// multiplied, which used to give a negative or tiny budget.
func TestGoLimitsClampBeforeOverflow(t *testing.T) {
	huge := "9223372036855"
	for _, c := range []struct {
		word string
		get  func(search.Limits) time.Duration
	}{
		{"movetime", func(l search.Limits) time.Duration { return l.MoveTime }},
		{"wtime", func(l search.Limits) time.Duration { return l.WTime }},
		{"btime", func(l search.Limits) time.Duration { return l.BTime }},
		{"winc", func(l search.Limits) time.Duration { return l.WInc }},
		{"binc", func(l search.Limits) time.Duration { return l.BInc }},
	} {
		for _, n := range []string{huge, "9223372036854775807", "-9223372036854775808"} {
			g := parseGo([]string{c.word, n})
			want := maxTime
			if n[0] == '-' {
				want = 0
			}
			if got := c.get(g.limits); got != want || len(g.notes) != 0 {
				t.Errorf("go %s %s: %v (notes %v), want %v", c.word, n, got, g.notes, want)
			}
		}
	}
	if g := parseGo([]string{"movetime", "1500"}); g.limits.MoveTime != 1500*time.Millisecond {
		t.Errorf("go movetime 1500: %v", g.limits.MoveTime)
	}
	// And through the loop: a huge movetime searches (it does not answer at
	// once with (none) or a shallow move) until stopped.
	p := startUCI(t, NewSession(search.DefaultOptions()))
	p.runScript(`
		> position fen ` + "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1" + `
		> go movetime ` + huge + `
		> isready
		<* readyok
		> stop
		<* bestmove ` + movePattern + `.*`)
}

// TestUCIPerftAndBenchDoNotBlock starts a perft and a bench that would run
// for hours and checks that isready is answered meanwhile and that stop
// and quit end them at once.
func TestUCIPerftAndBenchDoNotBlock(t *testing.T) {
	p := startUCI(t, NewSession(search.DefaultOptions()))
	p.runScript(`
		> go perft 9
		> isready
		<* readyok
		> stop`)
	for {
		line := p.next("the end of the stopped perft")
		if line == "info string perft stopped" {
			break
		}
		if !regexp.MustCompile(`^` + movePattern + `: \d+$`).MatchString(line) {
			t.Fatalf("perft printed %q", line)
		}
	}
	p.runScript(`
		> bench 30
		> isready
		< readyok
		> stop
		<* \s*
		<* Total time \(ms\) : \d+
		<* Nodes searched  : \d+
		<* Nodes/second    : \d+
		> go perft 10
		> quit`)
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatalf("RunUCI returned %v", err)
		}
		p.done <- nil // for the cleanup
	case <-time.After(10 * time.Second):
		t.Fatal("RunUCI did not return at once after quit during a perft")
	}
}

// TestUCILineEnds sends commands ended by a lone CR, as old Mac tools do,
// and a byte-order mark in the middle of the input.
func TestUCILineEnds(t *testing.T) {
	p := startUCI(t, NewSession(search.DefaultOptions()))
	if _, err := io.WriteString(p.in, "isready\rposition startpos moves h2e2\r\uFEFFd\r"); err != nil {
		t.Fatal(err)
	}
	p.expect("readyok", false)
	for {
		if line := p.next("d"); strings.HasPrefix(line, "Moves: ") {
			if line != "Moves: h2e2" {
				t.Fatalf("got %q", line)
			}
			break
		}
	}
}

func TestUCIQuitStopsSearch(t *testing.T) {
	p := startUCI(t, NewSession(search.DefaultOptions()))
	p.send("go infinite")
	p.send("quit")
	p.expect("bestmove "+movePattern+".*", true)
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatalf("RunUCI returned %v", err)
		}
		p.done <- nil // for the cleanup
	case <-time.After(10 * time.Second):
		t.Fatal("RunUCI did not return after quit")
	}
}

// TestUCIBestMoveIsLegal plays a few plies of engine moves through UCI and
// checks every answer against the legal moves of the position.
func TestUCIBestMoveIsLegal(t *testing.T) {
	p := startUCI(t, NewSession(search.DefaultOptions()))
	pos := position.NewStart()
	var played []string
	for ply := 0; ply < 4; ply++ {
		p.send("position startpos moves " + strings.Join(played, " "))
		p.send("go depth 2")
		m := p.expect(`bestmove (`+movePattern+`)( ponder `+movePattern+`)?`, true)
		move, err := position.ParseMove(m[1])
		if err != nil || !pos.IsLegal(move) {
			t.Fatalf("ply %d: bestmove %s is not legal in %s", ply+1, m[1], pos.FEN())
		}
		pos.MakeMove(move)
		played = append(played, m[1])
	}
}

// TestUCIPerft checks `go perft` against the position package's own counts,
// move by move, in several positions.
func TestUCIPerft(t *testing.T) {
	cases := []struct {
		fen   string
		depth int
	}{
		{position.StartFEN, 2},
		{"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 2},
		{"5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", 3},
	}
	p := startUCI(t, NewSession(search.DefaultOptions()))
	for _, c := range cases {
		pos, err := position.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]uint64{}
		var total uint64
		var buf [position.MaxMoves]position.Move
		for _, m := range pos.LegalMoves(buf[:0]) {
			pos.MakeMove(m)
			n := pos.Perft(c.depth - 1)
			pos.UnmakeMove()
			want[m.String()] = n
			total += n
		}
		p.send("position fen " + c.fen)
		p.send(fmt.Sprintf("go perft %d", c.depth))
		got := map[string]uint64{}
		for len(got) < len(want) {
			line := p.next("perft lines")
			var move string
			var n uint64
			if _, err := fmt.Sscanf(line, "%4s: %d", &move, &n); err != nil {
				t.Fatalf("%s: bad perft line %q", c.fen, line)
			}
			got[move] = n
		}
		p.expect("", false)
		p.expect(fmt.Sprintf("Nodes searched: %d", total), false)
		p.expect("", false)
		for m, n := range want {
			if got[m] != n {
				t.Errorf("%s: %s: got %d, want %d", c.fen, m, got[m], n)
			}
		}
	}
}

func TestUCIOverlongLineIsSkipped(t *testing.T) {
	p := startUCI(t, NewSession(search.DefaultOptions()))
	p.send("position startpos moves " + strings.Repeat("h2e2 ", MaxLineBytes/5+10))
	p.expect(fmt.Sprintf("info string error: line longer than %d bytes skipped", MaxLineBytes), false)
	p.send("isready")
	p.expect("readyok", false)
}

// syncWriter is a writer safe for the two goroutines of a UCI session.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}
