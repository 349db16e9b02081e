package protocol

import (
	"fmt"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// MaxDepth bounds the depth a front end may ask for (the worker protocol's
// limit, which UCI shares).
const MaxDepth = wire.MaxDepth

// maxTime bounds every time a front end gives (move time, clocks).
const maxTime = wire.MaxTimeMs * time.Millisecond

// BookUse says whether a search may answer from the opening book.
type BookUse uint8

const (
	BookDefault BookUse = iota // as the OwnBook option says
	BookOn                     // use the book if it has the position
	BookOff                    // always search
)

// GoRequest is what a front end asks one search for.
type GoRequest struct {
	// Limits bound the search. A zero Limits (no depth, nodes, time or clock,
	// not infinite) lets the level decide how long to think. MultiPV 0 means
	// the MultiPV option.
	Limits search.Limits
	// Level overrides the Level option for this search when not 0.
	Level int
	// Book overrides the OwnBook option for this search.
	Book BookUse
}

// validate reports the first out-of-range field.
func (r GoRequest) validate() error {
	l := r.Limits
	switch {
	case l.Depth < 0 || l.Depth > MaxDepth:
		return fmt.Errorf("depth must be from 1 to %d, got %d", MaxDepth, l.Depth)
	case l.MultiPV < 0 || l.MultiPV > MaxMultiPV:
		return fmt.Errorf("multipv must be from 1 to %d, got %d", MaxMultiPV, l.MultiPV)
	case l.MovesToGo < 0 || l.MovesToGo > wire.MaxMovesToGo:
		return fmt.Errorf("movestogo must be from 1 to %d, got %d", wire.MaxMovesToGo, l.MovesToGo)
	case r.Level != 0 && (r.Level < search.MinLevel || r.Level > search.MaxLevel):
		return fmt.Errorf("level must be from %d to %d, got %d", search.MinLevel, search.MaxLevel, r.Level)
	}
	for _, t := range []struct {
		name string
		d    time.Duration
	}{{"movetime", l.MoveTime}, {"wtime", l.WTime}, {"btime", l.BTime}, {"winc", l.WInc}, {"binc", l.BInc}, {"overhead", l.Overhead}} {
		if t.d < 0 || t.d > maxTime {
			return fmt.Errorf("%s must be from 0 to %d ms, got %d ms", t.name, maxTime.Milliseconds(), t.d.Milliseconds())
		}
	}
	return nil
}

// BestMove is the answer to one GoRequest.
type BestMove struct {
	Move   position.Move // NoMove when the side to move has no legal move
	Ponder position.Move // the expected reply, or NoMove
	Book   bool          // the move came from the opening book
	Score  int           // centipawns for the side to move (0 for book moves)
	Mate   int           // moves to mate: > 0 the side to move mates, < 0 it is mated; 0 none
	Depth  int           // completed depth (0 for book moves)
	Nodes  uint64
	// Time is how long the answer took from the request (book, tables and
	// search together).
	Time time.Duration
	// Err is set, and Move is NoMove, when the search failed (a bug): the
	// front end reports it instead of a move.
	Err error
}
