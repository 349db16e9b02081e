package search

import (
	"time"

	"xiangqi/engine/position"
)

// Limits say how long one search may run. Zero fields are unset. When none
// of Depth, Nodes, MoveTime, the clocks or Infinite is set, the level's own
// budget applies.
type Limits struct {
	Depth    int           // search this many plies deep
	Nodes    uint64        // stop after about this many nodes
	MoveTime time.Duration // think exactly this long
	// WTime and BTime are the time left on Red's and Black's clocks, WInc
	// and BInc their increments per move, MovesToGo the moves until the next
	// time control (0: the rest of the game).
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int
	Infinite                 bool // search until Stop (or the depth limit)
	MultiPV                  int  // report this many best lines (0 or 1: one)
}

// Info reports the state of a search after each iteration (and each line
// of a multi-PV search).
type Info struct {
	Depth, SelDepth, MultiPV int
	Score                    int // centipawns, from the side to move's view
	Mate                     int // 0, or +N to mate in N moves, -N when mated in N
	Nodes                    uint64
	NPS                      uint64
	Time                     time.Duration
	HashFull                 int // permille of the hash table in use
	// PV is the principal variation. It aliases the engine's memory and is
	// valid only during the callback; copy it to keep it.
	PV []position.Move
}

// Result is the outcome of a search.
type Result struct {
	Move   position.Move // the move to play; NoMove when there is no legal move
	Ponder position.Move // the expected reply, or NoMove
	Score  int           // centipawns from the side to move's view
	Mate   int           // as in Info
	Depth  int           // the last depth completed
	Nodes  uint64
	// PV is the principal variation. It aliases the engine's memory and is
	// valid until the next Search; copy it to keep it.
	PV []position.Move
}

// moveOverhead is kept in hand on every timed move for the time it takes to
// send the move and for the clock's coarseness.
const moveOverhead = 10 * time.Millisecond

// timePlan is the time budget of one search.
type timePlan struct {
	soft time.Duration // stop starting new iterations after about this long (0: none)
	hard time.Duration // stop searching at this time (0: none)
	// flexible plans may end early when the best move is settled: under a
	// clock, to save time for later; at a level's own budget, so an obvious
	// move comes quickly.
	flexible bool
}

// planTime derives a budget from the limits, the side to move and the level.
func planTime(lim Limits, us position.Color, lv Level) timePlan {
	switch {
	case lim.Infinite:
		return timePlan{}
	case lim.MoveTime > 0:
		t := max(lim.MoveTime-moveOverhead/2, time.Millisecond)
		return timePlan{soft: t, hard: t}
	}
	left, inc := lim.WTime, lim.WInc
	if us == position.Black {
		left, inc = lim.BTime, lim.BInc
	}
	if left > 0 || inc > 0 {
		mtg := lim.MovesToGo
		if mtg <= 0 || mtg > 40 {
			mtg = 40 // games run about 40 more moves at most
		}
		usable := max(left-moveOverhead, time.Millisecond)
		soft := min(usable/time.Duration(mtg)+inc*3/4, usable/2)
		hard := min(soft*4, usable*2/3)
		if lv.Number < MaxLevel && lv.MoveTime > 0 {
			soft, hard = min(soft, lv.MoveTime), min(hard, lv.MoveTime)
		}
		return timePlan{soft: max(soft, time.Millisecond), hard: max(hard, time.Millisecond), flexible: true}
	}
	if lim.Depth > 0 || lim.Nodes > 0 {
		return timePlan{}
	}
	return timePlan{soft: lv.MoveTime * 3 / 4, hard: lv.MoveTime, flexible: true}
}
