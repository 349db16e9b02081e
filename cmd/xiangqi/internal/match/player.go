package match

import (
	"fmt"
	"time"

	"xiangqi/engine/position"
)

// Limits bound one move's search. Exactly one of MoveTime, Depth and Nodes is
// normally set.
type Limits struct {
	MoveTime time.Duration // time per move
	Depth    int           // plies
	Nodes    int64         // nodes searched
	// Timeout is how long to wait for a move under Depth or Nodes before the
	// mover forfeits; under MoveTime the wait is 3×MoveTime + Grace.
	Timeout time.Duration
	// Grace is the fixed part of the MoveTime forfeit limit; 0 means 1 s.
	Grace time.Duration
}

// Deadline returns how long a player may take for one move before it loses
// on time.
func (l Limits) Deadline() time.Duration {
	if l.MoveTime > 0 {
		grace := l.Grace
		if grace <= 0 {
			grace = time.Second
		}
		return 3*l.MoveTime + grace
	}
	if l.Timeout > 0 {
		return l.Timeout
	}
	return time.Minute
}

func (l Limits) String() string {
	switch {
	case l.MoveTime > 0:
		return fmt.Sprintf("%v/move", l.MoveTime)
	case l.Depth > 0:
		return fmt.Sprintf("depth %d", l.Depth)
	case l.Nodes > 0:
		return fmt.Sprintf("%d nodes", l.Nodes)
	}
	return "no limit"
}

// Player is one side of a match: an engine process or an in-process searcher.
// A Player plays one game at a time.
type Player interface {
	// Name is shown in results and PGN headers.
	Name() string
	// NewGame resets the player for a new game.
	NewGame() error
	// Move returns the player's move in the game's current position; the
	// position carries the game from its root, so the player can send the
	// whole history. The position must not be changed.
	Move(game *position.Position, limits Limits) (position.Move, error)
	// Close ends the player and frees its process.
	Close() error
}

// Scorer is a player that tells the score it saw for its last move: in
// centipawns for the side that moved, mates as ±MateScore; ok is false
// when it saw none. Adjudication by score needs both players to be Scorers.
type Scorer interface {
	LastScore() (score int, ok bool)
}

// Factory starts a player; the runner calls it once per worker and again
// after a player crashes.
type Factory func() (Player, error)

// Start starts an engine process. Self-uci specs run selfCommand (this
// program's UCI front end, such as ["/path/xiangqi", "uci"]); self specs are
// in-process and must be started by the caller.
func Start(spec Spec, selfCommand []string, log *Log) (Player, error) {
	switch spec.Kind {
	case "xboard":
		return StartXboard(spec, log)
	case "uci":
		return StartUCI(spec, spec.Command, log)
	case "self-uci":
		return StartUCI(spec, selfCommand, log)
	}
	return nil, fmt.Errorf("engine spec %q: unknown kind %q", spec.Text, spec.Kind)
}
