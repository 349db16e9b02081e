package notation

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"xiangqi/engine/internal/testgames"
	"xiangqi/engine/position"
)

// loadMasterGames reads games in the TSV of the master collection (result,
// red, black, event, date, moves) and replays every game with ParseMove, so
// each move is checked for legality, and checks that each move's traditional
// Chinese text reads back.
func loadMasterGames(t testing.TB, data []byte) []*Game {
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")[1:]
	if runtime.GOOS == "js" && len(lines) > 1000 {
		// Under wasm there is one thread and the whole corpus takes minutes;
		// every 25th game checks the wasm build, the host run checks them all.
		var sample []string
		for i := 0; i < len(lines); i += 25 {
			sample = append(sample, lines[i])
		}
		lines = sample
	}
	games := make([]*Game, len(lines))
	parallel(len(lines), func(i int) error {
		f := strings.Split(lines[i], "\t")
		if len(f) != 6 {
			return fmt.Errorf("line %d has %d fields, want 6", i+2, len(f))
		}
		g := NewGame(position.NewStart(), nil)
		g.Result = f[0]
		last := g.Root
		for j, name := range []string{"Red", "Black", "Event", "Date"} {
			if f[j+1] != "" {
				g.SetTag(name, f[j+1])
			}
		}
		p := position.NewStart()
		for ply, text := range strings.Fields(f[5]) {
			m, err := ParseMove(p, text)
			if err != nil {
				return fmt.Errorf("game on line %d, ply %d %s: %v", i+2, ply+1, text, err)
			}
			// Traditional characters are checked here; PGN below uses simplified.
			if back, err := ParseMove(p, FormatChineseTraditional(p, m)); err != nil || back != m {
				return fmt.Errorf("game on line %d, ply %d %s: traditional %q reads back as %v, %v", i+2, ply+1, text, FormatChineseTraditional(p, m), back, err)
			}
			last = last.AddChild(m)
			p.MakeMove(m)
		}
		games[i] = g
		return nil
	}, t)
	return games
}

// parallel runs job(0..n-1) on all CPUs and reports the first few errors.
func parallel(n int, job func(i int) error, t testing.TB) {
	t.Helper()
	workers := runtime.GOMAXPROCS(0)
	var mu sync.Mutex
	var errs []error
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < n; i += workers {
				if err := job(i); err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if i == 10 {
			t.Fatalf("... and %d more errors", len(errs)-10)
		}
		t.Error(err)
	}
}

// TestMasterGames replays master games and sends each through PGN in all
// three notations: written, read back, and compared move by move. The sample
// has games that need a front/rear piece name; the whole collection is
// checked where ../shared/data is checked out.
func TestMasterGames(t *testing.T) {
	t.Run("sample", func(t *testing.T) { roundTripGames(t, testgames.Sample) })
	t.Run("all master games", func(t *testing.T) { roundTripGames(t, testgames.Full(t, "../..")) })
}

func roundTripGames(t *testing.T, data []byte) {
	games := loadMasterGames(t, data)
	if t.Failed() {
		return
	}
	var mu sync.Mutex
	tandems := 0 // moves written with a front/rear word, to show the hard cases came up
	parallel(len(games), func(i int) error {
		g := games[i]
		for _, n := range []Notation{ICCS, WXF, Chinese} {
			var b strings.Builder
			if err := g.WritePGN(&b, n); err != nil {
				return fmt.Errorf("game %d, %s: %v", i+1, n, err)
			}
			back, err := ParseGame(b.String())
			if err != nil {
				return fmt.Errorf("game %d, %s: %v\n%s", i+1, n, err, b.String())
			}
			if !slices.Equal(back.MainLine(), g.MainLine()) || !back.Root.Equal(g.Root) {
				return fmt.Errorf("game %d, %s: read back %d moves that differ from the %d written", i+1, n, back.Root.Count(), g.Root.Count())
			}
			if back.Result != g.Result || back.Tag("Red") != g.Tag("Red") || back.Tag("Event") != g.Tag("Event") {
				return fmt.Errorf("game %d, %s: tags or result changed: %q %q -> %q %q", i+1, n, g.Result, g.Tag("Red"), back.Result, back.Tag("Red"))
			}
			if n == Chinese {
				moves := b.String()[strings.Index(b.String(), "\n\n"):]
				if k := strings.Count(moves, "前") + strings.Count(moves, "后"); k > 0 {
					mu.Lock()
					tandems += k
					mu.Unlock()
				}
			}
		}
		return nil
	}, t)
	t.Logf("%d games round-tripped; %d Chinese moves named a front or rear piece", len(games), tandems)
	if tandems == 0 && !t.Failed() {
		t.Errorf("no game needed a front/rear piece name; the tandem code went untested")
	}
}

// TestMasterGamesAsTree merges master games into one tree, as an opening
// study would hold them (each game a variation where it leaves the others,
// with its players as a comment on its last move and a NAG), and sends the
// tree through PGN in every notation.
func TestMasterGamesAsTree(t *testing.T) {
	t.Run("sample", func(t *testing.T) { mergedTree(t, testgames.Sample, 10) })
	t.Run("master games", func(t *testing.T) { mergedTree(t, firstLines(testgames.Full(t, "../.."), 200), 100) })
}

// firstLines returns the header and the first n games of a TSV.
func firstLines(data []byte, n int) []byte {
	at := 0
	for i := 0; i <= n && at < len(data); i++ {
		j := bytes.IndexByte(data[at:], '\n')
		if j < 0 {
			return data
		}
		at += j + 1
	}
	return data[:at]
}

func mergedTree(t *testing.T, data []byte, wantVariations int) {
	games := loadMasterGames(t, data)
	if t.Failed() {
		return
	}
	tree := NewGame(nil, nil)
	tree.SetTag("Event", "Master games as one tree")
	merged := 0
	for _, g := range games {
		if merged == 120 {
			break
		}
		if tree.Root.Count()+len(g.MainLine()) > MaxGameMoves {
			continue
		}
		node := tree.Root
		for _, m := range g.MainLine() {
			if c := node.Child(m); c != nil {
				node = c
			} else {
				node = node.AddChild(m)
			}
		}
		node.Comment = g.Tag("Red") + " - " + g.Tag("Black")
		node.NAGs = append(node.NAGs, 1+merged%6)
		merged++
	}
	variations := 0
	var count func(n *Node)
	count = func(n *Node) {
		variations += max(len(n.Children)-1, 0)
		for _, c := range n.Children {
			count(c)
		}
	}
	count(tree.Root)
	for _, n := range []Notation{ICCS, WXF, Chinese, ChineseTraditional} {
		text, err := tree.pgn(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		back, err := ParseGame(text)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if !back.Root.Equal(tree.Root) {
			t.Errorf("%s: the tree read back differs", n)
		}
	}
	t.Logf("%d games merged into one tree of %d moves with %d variations", merged, tree.Root.Count(), variations)
	if variations < wantVariations {
		t.Errorf("only %d variations; the merge went wrong", variations)
	}
}
