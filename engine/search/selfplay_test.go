package search

import (
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"xiangqi/engine/position"
)

// playGame plays one game of the engine against itself at a fixed depth,
// starting with a few random moves, and returns the final status. It fails
// the test on an illegal move.
func playGame(t *testing.T, e *Engine, depth int, seed uint64) (position.Status, int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	p := position.NewStart()
	e.NewGame()
	var buf [position.MaxMoves]position.Move
	for ply := 0; ply < 300; ply++ {
		if st := p.Status(); st.Over() {
			return st, ply
		}
		var m position.Move
		if ply < 4 {
			moves := p.LegalMoves(buf[:0])
			m = moves[rng.IntN(len(moves))]
		} else {
			m = e.Search(p, Limits{Depth: depth}, nil).Move
		}
		if !p.IsLegal(m) {
			t.Fatalf("game %d ply %d: illegal move %s in %s (moves %v)", seed, ply, m, p.FEN(), p.Moves())
		}
		p.MakeMove(m)
	}
	return p.Status(), 300
}

// masterRedScore is Red's score over the 27,704 finished master games of
// ../shared/data/games/master-games.tsv (10,796 wins, 9,419 draws, 7,489
// losses): the first move's edge that self-play should show too.
const masterRedScore = 0.56

// TestSelfPlay plays a few hundred fast games of the engine against itself
// from randomised starts: no illegal move, no crash or hang, and Red's score
// within noise of the first move's edge (a colour asymmetry in the search or
// the evaluation would push it out).
func TestSelfPlay(t *testing.T) {
	games, depth := 200, 2
	if os.Getenv("XIANGQI_LONG") != "" {
		games, depth = 400, 4
	}
	e := newTestEngine()
	results := map[position.Result]int{}
	for g := range games {
		st, _ := playGame(t, e, depth, uint64(g+1))
		results[st.Result]++
	}
	red, black := results[position.RedWins], results[position.BlackWins]
	draws := games - red - black // unfinished games count as draws
	score := (float64(red) + float64(draws)/2) / float64(games)
	noise := 3 * 0.5 / math.Sqrt(float64(games)) // three standard errors at most
	t.Logf("depth %d: red %d, black %d, draws %d (unfinished %d); red scored %.1f%%", depth, red, black, draws, results[position.Ongoing], 100*score)
	if math.Abs(score-masterRedScore) > noise {
		t.Errorf("red scored %.1f%% in %d self-play games, want %.0f%% ± %.1f%%", 100*score, games, 100*masterRedScore, 100*noise)
	}
	if results[position.Ongoing] > games/10 {
		t.Errorf("%d of %d games reached 300 plies unfinished", results[position.Ongoing], games)
	}
}

func TestSearchDoesNotAllocate(t *testing.T) {
	e := newTestEngine()
	p := mustFEN(t, BenchPositions[2])
	e.Search(p, Limits{Depth: 6}, nil) // warm up: the history grows to its working size
	allocs := testing.AllocsPerRun(3, func() {
		e.Search(p, Limits{Depth: 6}, func(Info) {})
	})
	if allocs != 0 {
		t.Errorf("Search allocates %.1f times per call", allocs)
	}
}

// BenchmarkSearch searches the bench positions in turn to depth 7, each
// from a cleared table, on one reused engine.
func BenchmarkSearch(b *testing.B) {
	e := New(Options{HashMB: 2, Level: MaxLevel, Seed: 1})
	var ps []*position.Position
	for _, fen := range BenchPositions {
		p, _ := position.ParseFEN(fen)
		ps = append(ps, p)
		e.Search(p, Limits{Depth: 7}, nil) // warm up
	}
	b.ReportAllocs()
	var nodes uint64
	i := 0
	for b.Loop() {
		e.NewGame()
		nodes += e.Search(ps[i%len(ps)], Limits{Depth: 7}, nil).Nodes
		i++
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
