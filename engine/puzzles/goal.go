package puzzles

import "xiangqi/engine/position"

// Outcome is where a puzzle game stands for the player, who plays Red.
type Outcome int

const (
	Playing Outcome = iota // the game goes on
	Solved                 // the player reached the puzzle's goal
	Failed                 // the goal can no longer be reached
)

// String returns "playing", "solved" or "failed".
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

// Judge tells whether the player (Red) has reached a puzzle's goal in the
// game p, where goal is Win or Draw (see Goal).
//
// A finished game (p.Status) decides: Red winning (checkmate, Black without
// a legal move, Black's perpetual check or chase) solves either goal; Black
// winning (including a perpetual check or chase by Red, which the rules
// forbid) fails it; a draw by the rules (a repetition in which nobody broke a
// rule, the 60-move rule, no attacking piece left) solves a Draw goal and
// fails a Win goal.
//
// While the game goes on, knownDraw (when not nil) may end it early: it
// reports positions that no play can win for either side, such as
// egtb.IsKnownDraw or a tablebase probe that says draw. Reaching one solves a
// Draw goal at once, so the player need not play out 60 moves, and fails a
// Win goal, since the mate is gone.
func Judge(p *position.Position, goal Verdict, knownDraw func(*position.Position) bool) (Outcome, position.Status) {
	st := p.Status()
	switch st.Result {
	case position.RedWins:
		return Solved, st
	case position.BlackWins:
		return Failed, st
	case position.Draw:
		if goal == Win {
			return Failed, st
		}
		return Solved, st
	}
	if knownDraw != nil && knownDraw(p) {
		if goal == Win {
			return Failed, st
		}
		return Solved, st
	}
	return Playing, st
}
