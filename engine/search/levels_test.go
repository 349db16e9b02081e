package search

import (
	"os"
	"regexp"
	"slices"
	"strconv"
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

// TestLevelTimeBudget checks that a level's own time cap ends its search.
// A Yield that sleeps makes time pass two hundred milliseconds every 2048
// nodes once the first YieldInterval is over (searched at full speed), so a
// level with no depth cap and a large node cap reaches its time cap long
// before its node cap: the search must stop there, by the time plan, and not
// run on to the node cap.
func TestLevelTimeBudget(t *testing.T) {
	const sleep = 200 * time.Millisecond
	p := mustFEN(t, BenchPositions[3])
	tested := 0
	for _, lv := range Levels() {
		// Nodes the time cap allows: the first YieldInterval at up to
		// 2.5 M nodes a second, then 2048 per sleep.
		allowed := uint64(2_500_000*YieldInterval.Seconds()) + 2048*uint64(lv.MoveTime/sleep+1)
		if lv.Depth != 0 || lv.Nodes < 2*allowed {
			continue
		}
		tested++
		e := New(Options{HashMB: 4, Level: lv.Number, Seed: 1, Yield: func() { time.Sleep(sleep) }})
		start := time.Now()
		res := e.Search(p, Limits{}, nil)
		took := time.Since(start)
		if !p.IsLegal(res.Move) {
			t.Fatalf("level %d: illegal move %s", lv.Number, res.Move)
		}
		if res.Nodes > allowed {
			t.Errorf("level %d searched %d nodes in %v: the time cap %v did not end it before the node cap %d", lv.Number, res.Nodes, took, lv.MoveTime, lv.Nodes)
		}
		// The cap is checked at every look at the clock, and a look comes
		// after each sleep.
		if took > lv.MoveTime+sleep+500*time.Millisecond {
			t.Errorf("level %d took %v, over its cap %v by more than one sleep", lv.Number, took, lv.MoveTime)
		}
	}
	if tested == 0 {
		t.Fatal("no level is capped by nodes only, with a node cap the time cap can undercut: the test checks nothing")
	}
}

// TestLevelGapsMatchTheREADME checks that the gaps the program reads are the
// ones the README's "Strength and levels" table reports ("vs next level",
// the Elo difference from each level to the one above, written as a
// negative number for the weaker side).
func TestLevelGapsMatchTheREADME(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Skipf("no README beside the module: %v", err)
	}
	row := regexp.MustCompile(`(?m)^\| (\d+) \|[^|]*\|[^|]*\|[^|]*\|[^|]*\| [^|,]*, [−-](\d+)`)
	found := map[int]float64{}
	for _, m := range row.FindAllStringSubmatch(string(data), -1) {
		level, _ := strconv.Atoi(m[1])
		gap, _ := strconv.ParseFloat(m[2], 64)
		found[level] = gap
	}
	if len(found) != len(levelGaps) {
		t.Fatalf("read %d gaps from README.md's levels table (%v), want %d: has the table's layout changed?", len(found), found, len(levelGaps))
	}
	for i, gap := range levelGaps {
		if found[i+1] != gap {
			t.Errorf("level %d to %d: levels.go says %v Elo, the README %v", i+1, i+2, gap, found[i+1])
		}
	}
	r := LevelRatings()
	if r[0] != 0 || len(r) != MaxLevel || r[MaxLevel-1] <= r[MaxLevel-2] {
		t.Errorf("ratings %v", r)
	}
}
