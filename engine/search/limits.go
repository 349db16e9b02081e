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
	// Overhead is what each move costs on the clock beyond the search (the
	// messages, the front end's own delay); 0: DefaultMoveOverhead.
	Overhead time.Duration
	Infinite bool // search until Stop (or the depth limit)
	MultiPV  int  // report this many best lines (0 or 1: one)
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

// DefaultMoveOverhead is what each timed move is taken to cost beyond the
// search (sending the move, the clock's coarseness) when the limits do not
// say (Limits.Overhead). A native GUI loses a few milliseconds; the page
// measures its own, larger delay and sends it (engine/wire's overheadMs).
const DefaultMoveOverhead = 10 * time.Millisecond

// clockHorizon is how many more moves a game without a move count to the
// next control (sudden death, or an increment) is planned for: games rarely
// run 40 moves more, and when one does, each move still gets its fortieth
// of what is left.
const clockHorizon = 40

// reserveMoves is how many moves' overhead a clock keeps in hand: a game
// that runs on after its clock has run low plays up to that many more moves
// at once, each costing only its overhead.
const reserveMoves = 150

// minTimedSearch is the least a timed search is given while the clock
// allows it (a sixteenth of the usable time at most), so that even a short
// clock plays a move searched one ply deep rather than the first move
// ordered.
const minTimedSearch = 10 * time.Millisecond

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
//
// Under a clock the budget follows from the time for the rest of the game:
// what is left, plus the increments of the moves to come, less the overhead
// of reserveMoves moves, shared among the moves to come. Keeping that
// overhead in hand from the start is what keeps a long game from losing on
// time: late in a game the search time shrinks towards nothing while each
// move still costs its overhead, and the reserve pays for those moves. A move may run to four times its share, never to more than
// two thirds of what is left. Levels below full strength keep to their own
// time cap, so a clock never makes a level stronger than it is.
func planTime(lim Limits, us position.Color, lv Level) timePlan {
	switch {
	case lim.Infinite:
		return timePlan{}
	case lim.MoveTime > 0:
		overhead := lim.overhead()
		t := max(lim.MoveTime-overhead/2, time.Millisecond)
		return timePlan{soft: t, hard: t}
	}
	left, inc := lim.WTime, lim.WInc
	if us == position.Black {
		left, inc = lim.BTime, lim.BInc
	}
	if left > 0 || inc > 0 {
		overhead := lim.overhead()
		mtg := lim.MovesToGo
		if mtg <= 0 || mtg > clockHorizon {
			mtg = clockHorizon
		}
		n := time.Duration(mtg)
		usable := max(left-overhead, 0) // the most this move may cost
		rest := max(left+inc*(n-1)-overhead*reserveMoves, 0)
		soft := min(rest/n, usable/2)
		hard := min(soft*4, usable*2/3)
		if floor := min(minTimedSearch, usable/16); hard < floor {
			soft, hard = max(soft, floor/2), floor
		}
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

// overhead is the move overhead the limits give, or the default.
func (l Limits) overhead() time.Duration {
	if l.Overhead > 0 {
		return l.Overhead
	}
	return DefaultMoveOverhead
}

// Spent returns the limits with d taken from the clock of side us, as a
// front end does for time spent on a move before its search started
// (waiting for an endgame table, say); a clock never goes below a
// millisecond, so it stays a clock.
func (l Limits) Spent(us position.Color, d time.Duration) Limits {
	left := &l.WTime
	if us == position.Black {
		left = &l.BTime
	}
	if *left > 0 {
		*left = max(*left-d, time.Millisecond)
	}
	return l
}

// ClockLeft returns the time on side us's clock, 0 when the limits give
// no clock.
func (l Limits) ClockLeft(us position.Color) time.Duration {
	if us == position.Black {
		return l.BTime
	}
	return l.WTime
}
