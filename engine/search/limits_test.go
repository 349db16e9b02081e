package search

import (
	"testing"
	"time"

	"xiangqi/engine/position"
)

// TestPlanTimeNeverSpendsTheClock checks that no timed move can by itself
// lose on time: its hard limit plus the overhead fits in what is left, at
// every remaining time from a minute down to nothing, with and without an
// increment, for full strength and a capped level.
func TestPlanTimeNeverSpendsTheClock(t *testing.T) {
	for _, overhead := range []time.Duration{0, 30 * time.Millisecond, 150 * time.Millisecond} {
		for _, inc := range []time.Duration{0, 2 * time.Second} {
			for left := 60 * time.Second; left > 0; left = left * 9 / 10 {
				lim := Limits{WTime: left, BTime: left, WInc: inc, BInc: inc, Overhead: overhead}
				oh := lim.overhead()
				for _, lv := range []Level{LevelByNumber(MaxLevel), LevelByNumber(9)} {
					plan := planTime(lim, position.Black, lv)
					if plan.hard < plan.soft || plan.soft <= 0 || !plan.flexible {
						t.Fatalf("left %v inc %v: plan %+v", left, inc, plan)
					}
					if left > 2*oh && plan.hard+oh > left {
						t.Errorf("left %v inc %v overhead %v level %d: hard %v flags", left, inc, oh, lv.Number, plan.hard)
					}
					if lv.Number < MaxLevel && plan.hard > lv.MoveTime {
						t.Errorf("level %d given %v, over its cap %v", lv.Number, plan.hard, lv.MoveTime)
					}
				}
			}
		}
	}
}

// TestPlanTimeLastsTheGame plays the clock of a long game at 1+0 and 3+2: each
// move spends its soft budget (the search's usual stop) plus an overhead the
// engine was told of; the clock must last 250 moves. With the overhead kept in
// hand for the moves to come it does; spending a fixed share of what is left
// and paying the overhead on top would not, which is the case the reserve is
// for.
func TestPlanTimeLastsTheGame(t *testing.T) {
	for _, tc := range []struct {
		base, inc, overhead time.Duration
	}{
		{time.Minute, 0, 30 * time.Millisecond},
		{time.Minute, 0, 120 * time.Millisecond},
		{3 * time.Minute, 2 * time.Second, 120 * time.Millisecond},
	} {
		left := tc.base
		least := left
		for move := 1; move <= 200; move++ {
			lim := Limits{WTime: left, WInc: tc.inc, Overhead: tc.overhead}
			plan := planTime(lim, position.Red, LevelByNumber(MaxLevel))
			left -= plan.soft*3/2 + tc.overhead
			if left <= 0 {
				t.Fatalf("%v+%v, overhead %v: flagged at move %d", tc.base, tc.inc, tc.overhead, move)
			}
			least = min(least, left)
			left += tc.inc
		}
		t.Logf("%v+%v, overhead %v: least time left %v", tc.base, tc.inc, tc.overhead, least)
	}
}

// TestPlanTimeOfLevels checks the budgets without a clock (the level's own
// time) and with a move time.
func TestPlanTimeOfLevels(t *testing.T) {
	for _, lv := range Levels() {
		plan := planTime(Limits{}, position.Red, lv)
		if plan.hard != lv.MoveTime || !plan.flexible {
			t.Errorf("level %d without a clock: %+v, want its cap %v", lv.Number, plan, lv.MoveTime)
		}
	}
	plan := planTime(Limits{MoveTime: time.Second}, position.Red, LevelByNumber(MaxLevel))
	if plan.hard != time.Second-DefaultMoveOverhead/2 || plan.flexible {
		t.Errorf("movetime 1s: %+v", plan)
	}
	if plan := planTime(Limits{Depth: 5}, position.Red, LevelByNumber(MaxLevel)); plan.hard != 0 {
		t.Errorf("depth 5: %+v", plan)
	}
}

func TestLimitsSpent(t *testing.T) {
	lim := Limits{WTime: time.Second, BTime: 2 * time.Second}
	if got := lim.Spent(position.Black, 500*time.Millisecond); got.BTime != 1500*time.Millisecond || got.WTime != time.Second {
		t.Errorf("Black spent 0.5 s: %v %v", got.WTime, got.BTime)
	}
	if got := lim.Spent(position.Red, 5*time.Second); got.WTime != time.Millisecond {
		t.Errorf("Red overspent: %v", got.WTime)
	}
	if got := (Limits{Depth: 3}).Spent(position.Red, time.Second); got.WTime != 0 {
		t.Errorf("no clock became a clock: %v", got.WTime)
	}
}
