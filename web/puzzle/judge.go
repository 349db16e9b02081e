package puzzle

import "xiangqi/web/game"

// Outcome is where an attempt at a puzzle stands. engine/puzzles states the
// same rule (its Judge, which judge_test.go checks this one against) but
// links encoding/json, which the browser's wasm leaves out, so the page
// keeps its own copy over its game results (which add resignation).
type Outcome int

const (
	Playing Outcome = iota // the game goes on
	Solved                 // the player reached the goal
	Failed                 // the goal can no longer be reached in this game
)

// String returns "playing", "solved" or "failed" (the page's
// data-puzzle-state hook).
func (o Outcome) String() string {
	switch o {
	case Solved:
		return "solved"
	case Failed:
		return "failed"
	}
	return "playing"
}

// Judge tells whether the player (Red) has reached goal (Win or Draw, see
// Puzzle.Goal) in a game that stands at o. knownDraw reports that the game
// goes on but its position is a draw no play can change (the caller asks
// egtb.IsKnownDraw); it solves a Draw goal at once, so the player need not
// play out 60 moves, and fails a Win goal, since the win is gone.
//
// A finished game decides: Red winning solves either goal; Black winning
// (mate, Red without a legal move, Red's forbidden perpetual check or chase,
// or Red's resignation) fails both; a draw by the rules solves a Draw goal
// and fails a Win goal.
func Judge(goal Verdict, o game.Outcome, knownDraw bool) Outcome {
	switch o.Result {
	case game.RedWins:
		return Solved
	case game.BlackWins:
		return Failed
	case game.Draw:
		return drawFor(goal)
	}
	if knownDraw {
		return drawFor(goal)
	}
	return Playing
}

func drawFor(goal Verdict) Outcome {
	if goal == Win {
		return Failed
	}
	return Solved
}
