package search

import (
	"slices"
	"testing"
	"time"

	"xiangqi/engine/position"
)

func TestLevelsTable(t *testing.T) {
	ls := Levels()
	if len(ls) != MaxLevel || len(ls) < 8 {
		t.Fatalf("%d levels, want %d (at least 8)", len(ls), MaxLevel)
	}
	for i, l := range ls {
		if l.Number != i+1 || l.Name == "" || l.NameZH == "" || l.Description == "" || l.DescriptionZH == "" {
			t.Errorf("level %d is incomplete: %+v", i+1, l)
		}
		if l.MoveTime <= 0 || l.MoveTime > 5*time.Second {
			t.Errorf("level %d thinks %v, want a phone-sized budget up to 5s", l.Number, l.MoveTime)
		}
		if i > 0 && l.MoveTime < ls[i-1].MoveTime {
			t.Errorf("level %d thinks less than level %d", l.Number, i)
		}
	}
}

// scoreAfter is the full-strength score of playing m in p, for the mover.
func scoreAfter(e *Engine, p *position.Position, m position.Move, depth int) int {
	p.MakeMove(m)
	defer p.UnmakeMove()
	res := e.Search(p, Limits{Depth: depth}, nil)
	if res.Move == position.NoMove {
		return mateScore
	}
	return -res.Score
}

// Weak levels choose among good moves; they may miss tactics but must not
// leave material hanging. Every move is judged by what the opponent can take
// at once (a two-ply search with quiescence). The move a weak level plays is
// never much worse by that measure than the best move, unless only one or two
// moves win something there (a tactic missed, which weak levels may do): it
// is then at least as good as the third-best move.
func TestWeakLevelsKeepMaterial(t *testing.T) {
	judge := newTestEngine()
	var buf [position.MaxMoves]position.Move
	for _, fen := range BenchPositions[1:8] {
		p := mustFEN(t, fen)
		judged := map[position.Move]int{}
		var scores []int
		for _, m := range p.LegalMoves(buf[:0]) {
			judged[m] = scoreAfter(judge, p, m, 1)
			scores = append(scores, judged[m])
		}
		slices.Sort(scores)
		slices.Reverse(scores)
		bestScore, third := scores[0], scores[min(2, len(scores)-1)]
		floor := min(bestScore-250, third)
		for level := 1; level <= 4; level++ {
			for seed := uint64(1); seed <= 4; seed++ {
				e := New(Options{HashMB: 1, Level: level, Seed: seed})
				m := e.Search(p, Limits{}, nil).Move
				s, ok := judged[m]
				if !ok {
					t.Fatalf("level %d: illegal move %s", level, m)
				}
				if s < floor {
					t.Errorf("level %d seed %d in %s: %s scores %d, the best move %d, the third best %d", level, seed, fen, m, s, bestScore, third)
				}
			}
		}
	}
}

// The weakest level must actually vary its play.
func TestWeakLevelVaries(t *testing.T) {
	p := position.NewStart()
	seen := map[position.Move]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		e := New(Options{HashMB: 1, Level: 1, Seed: seed})
		seen[e.Search(p, Limits{}, nil).Move] = true
	}
	if len(seen) < 3 {
		t.Errorf("level 1 played only %d different first moves in 12 games", len(seen))
	}
	strong := map[position.Move]bool{}
	for seed := uint64(1); seed <= 4; seed++ {
		e := New(Options{HashMB: 1, Level: MaxLevel, Seed: seed})
		strong[e.Search(p, Limits{Depth: 5}, nil).Move] = true
	}
	if len(strong) != 1 {
		t.Errorf("full strength played %d different moves at one depth, want 1", len(strong))
	}
}

func TestLevelTimeBudget(t *testing.T) {
	p := mustFEN(t, BenchPositions[3])
	for _, level := range []int{1, 5} {
		e := New(Options{HashMB: 4, Level: level, Seed: 1})
		lv := LevelByNumber(level)
		start := time.Now()
		res := e.Search(p, Limits{}, nil)
		if d := time.Since(start); d > lv.MoveTime+lv.MoveTime/10+50*time.Millisecond || !p.IsLegal(res.Move) {
			t.Errorf("level %d took %v (budget %v), move %s", level, d, lv.MoveTime, res.Move)
		}
	}
}
