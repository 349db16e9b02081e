package puzzles

import "xiangqi/engine/position"

// Outcome is where a puzzle game stands for the player, who plays Red.
type Outcome int

const (
	Playing Outcome = iota // the game goes on
	Solved                 // the player reached the puzzle's goal
	Failed                 // the goal can no longer be reached
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

// Goal is what the player must reach in a puzzle with the given verdict: Win
// when the solver found a forced win for Red, Draw otherwise. A puzzle the
// solver left unknown, or even judged lost, is played for at least a draw
// against the full-strength defence.
func Goal(v Verdict) Verdict {
	if v == Win {
		return Win
	}
	return Draw
}

// Judge tells whether the player (Red) has reached goal (Win or Draw, see
// Goal) in a game whose result is result: the rules' verdict
// (position.Status().Result) or the page's, which adds resignation.
//
// A finished game decides: Red winning (checkmate, Black without a legal
// move, Black's perpetual check or chase) solves either goal; Black winning
// (mate, Red without a legal move, Red's forbidden perpetual check or chase,
// Red's resignation) fails both; a draw by the rules (a repetition in which
// nobody broke a rule, the 60-move rule, no attacking piece left) solves a
// Draw goal and fails a Win goal.
//
// While the game goes on, knownDraw says that its position is one no play
// can win for either side (the caller asks egtb.IsKnownDraw, perhaps with a
// tablebase probe). It solves a Draw goal at once, so the player need not
// play out 60 moves, and fails a Win goal, since the mate is gone.
func Judge(goal Verdict, result position.Result, knownDraw bool) Outcome {
	switch result {
	case position.RedWins:
		return Solved
	case position.BlackWins:
		return Failed
	case position.Draw:
		return drawFor(goal)
	}
	if knownDraw {
		return drawFor(goal)
	}
	return Playing
}

// drawFor judges a drawn game: enough for a Draw goal, not for a Win.
func drawFor(goal Verdict) Outcome {
	if goal == Win {
		return Failed
	}
	return Solved
}
