//go:build !js

// The cross-check runs fairy-stockfish as a subprocess, which js/wasm cannot.

package position

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"xiangqi/engine/internal/testgames"
)

// fairyStockfish is Debian's build of Fairy-Stockfish, an independent move
// generator to check Perft against.
const fairyStockfish = "/usr/games/fairy-stockfish"

// TestPerftMatchesFairyStockfish compares perft(3), move by move, with
// Fairy-Stockfish on middlegame positions from master games: from the sample
// every clone has, and from the whole collection where ../shared/data is
// checked out.
func TestPerftMatchesFairyStockfish(t *testing.T) {
	if _, err := os.Stat(fairyStockfish); err != nil {
		t.Skipf("%s is not installed (apt-get install fairy-stockfish; ./build.sh test installs it); skipping the cross-check", fairyStockfish)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	fsf, err := startFairyStockfish(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer fsf.close()
	t.Run("sample", func(t *testing.T) {
		crossCheck(t, fsf, masterGamePositions(t, testgames.Sample, 1, 40, 20))
	})
	t.Run("all master games", func(t *testing.T) {
		crossCheck(t, fsf, masterGamePositions(t, testgames.Full(t, "../.."), 97, 40, 20))
	})
}

func crossCheck(t *testing.T, fsf *engine, fens []string) {
	const depth = 3
	for _, fen := range fens {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		want, err := fsf.divide(fen, depth)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		got := map[string]uint64{}
		var buf [MaxMoves]Move
		for _, m := range p.LegalMoves(buf[:0]) {
			p.MakeMove(m)
			got[m.String()] = p.Perft(depth - 1)
			p.UnmakeMove()
		}
		for m, n := range want {
			if got[m] != n {
				t.Errorf("%s: %s leads to %d nodes here, %d in Fairy-Stockfish", fen, m, got[m], n)
			}
		}
		for m := range got {
			if _, ok := want[m]; !ok {
				t.Errorf("%s: %s is legal here but not in Fairy-Stockfish", fen, m)
			}
		}
	}
	t.Logf("perft(%d) matched Fairy-Stockfish move by move on %d positions", depth, len(fens))
}

// masterGamePositions replays games in the TSV of the master collection and
// keeps the position at every step-th ply, from every every-th game, until it
// has count.
func masterGamePositions(t *testing.T, games []byte, every, count, step int) []string {
	sc := bufio.NewScanner(bytes.NewReader(games))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var fens []string
	for line := 0; sc.Scan() && len(fens) < count; line++ {
		if line == 0 || (line-1)%every != 0 {
			continue // the header, and the games passed over
		}
		fields := strings.Split(sc.Text(), "\t")
		p := NewStart()
		for i, text := range strings.Fields(fields[len(fields)-1]) {
			m, err := ParseMove(text)
			if err != nil || !p.IsLegal(m) {
				t.Fatalf("line %d: move %d %s is not legal", line+1, i+1, text)
			}
			p.MakeMove(m)
			if p.Ply()%step == 0 && p.HasLegalMove() {
				fens = append(fens, p.FEN())
			}
		}
	}
	if len(fens) < count {
		t.Fatalf("found only %d positions", len(fens))
	}
	return fens[:count]
}

// engine is a running UCI engine.
type engine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startFairyStockfish(ctx context.Context) (*engine, error) {
	cmd := exec.CommandContext(ctx, fairyStockfish)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	e := &engine{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	if err := e.send("uci"); err != nil {
		return nil, err
	}
	if _, err := e.waitFor("uciok"); err != nil {
		return nil, err
	}
	if err := e.send("setoption name UCI_Variant value xiangqi\nisready"); err != nil {
		return nil, err
	}
	if _, err := e.waitFor("readyok"); err != nil {
		return nil, err
	}
	return e, nil
}

func (e *engine) send(text string) error {
	_, err := io.WriteString(e.in, text+"\n")
	return err
}

// waitFor reads lines until one starts with prefix and returns the lines before it.
func (e *engine) waitFor(prefix string) ([]string, error) {
	var lines []string
	for e.out.Scan() {
		line := strings.TrimSpace(e.out.Text())
		if strings.HasPrefix(line, prefix) {
			return append(lines, line), nil
		}
		lines = append(lines, line)
	}
	return nil, fmt.Errorf("fairy-stockfish stopped before %q: %v", prefix, e.out.Err())
}

// divide runs "go perft" and returns the count under each move, in ICCS.
// Fairy-Stockfish numbers ranks 1-10, so its h3e3 is h2e2 here.
func (e *engine) divide(fen string, depth int) (map[string]uint64, error) {
	if err := e.send(fmt.Sprintf("position fen %s\ngo perft %d", fen, depth)); err != nil {
		return nil, err
	}
	lines, err := e.waitFor("Nodes searched")
	if err != nil {
		return nil, err
	}
	counts := map[string]uint64{}
	var total uint64
	for _, line := range lines[:len(lines)-1] {
		move, count, ok := strings.Cut(line, ": ")
		if !ok {
			continue
		}
		m, err := fromFairyMove(move)
		if err != nil {
			return nil, err
		}
		n, err := strconv.ParseUint(count, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad perft line %q", line)
		}
		counts[m] = n
		total += n
	}
	_, last, _ := strings.Cut(lines[len(lines)-1], ":")
	if n, err := strconv.ParseUint(strings.TrimSpace(last), 10, 64); err != nil || n != total {
		return nil, fmt.Errorf("perft total %q does not add up to %d", lines[len(lines)-1], total)
	}
	return counts, nil
}

// fromFairyMove turns Fairy-Stockfish's "h3e3" or "a10a9" into ICCS "h2e2", "a9a8".
func fromFairyMove(s string) (string, error) {
	var b strings.Builder
	for len(s) > 0 {
		file := s[0]
		i := 1
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		rank, err := strconv.Atoi(s[1:i])
		if err != nil || file < 'a' || file > 'i' || rank < 1 || rank > 10 {
			return "", fmt.Errorf("bad fairy-stockfish move %q", s)
		}
		b.WriteByte(file)
		b.WriteByte(byte('0' + rank - 1))
		s = s[i:]
	}
	if b.Len() != 4 {
		return "", fmt.Errorf("bad fairy-stockfish move %q", b.String())
	}
	return b.String(), nil
}

func (e *engine) close() {
	e.send("quit")
	e.in.Close()
	e.cmd.Wait()
}
