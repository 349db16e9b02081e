package match

import "xiangqi/engine/position"

// Result is how a game ended for the two colours.
type Result int8

const (
	Unfinished Result = iota
	RedWins
	BlackWins
	Draw
)

// PGN returns the result as a PGN result tag: 1-0, 0-1, 1/2-1/2 or *.
func (r Result) PGN() string {
	switch r {
	case RedWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// winFor returns the result in which colour c wins.
func winFor(c position.Color) Result {
	if c == position.Red {
		return RedWins
	}
	return BlackWins
}

// Outcome is a finished game's result and the reason, in the words the page
// uses (checkmate, stalemate, repetition, move-limit, insufficient-material)
// plus the match's own: max-plies, illegal-move, time-forfeit, crash, resign.
type Outcome struct {
	Result Result
	Reason string
}

// DefaultMaxPlies ends a game that has run this long as a draw.
const DefaultMaxPlies = 300

// Adjudicate reports whether the game in pos is over, and how. The rules
// core's Status decides (mate, stalemate as a loss, perpetual check and chase
// as losses, other repetitions as draws, the 60-move rule, bare kings); on top
// of that, maxPlies (0 for DefaultMaxPlies) caps the game's length, counted
// from the root.
func Adjudicate(pos *position.Position, maxPlies int) (Outcome, bool) {
	if maxPlies <= 0 {
		maxPlies = DefaultMaxPlies
	}
	if st := pos.Status(); st.Over() {
		return Outcome{resultOf(st.Result), string(st.Reason)}, true
	}
	if pos.Ply() >= maxPlies {
		return Outcome{Draw, "max-plies"}, true
	}
	return Outcome{}, false
}

// resultOf converts the rules core's result.
func resultOf(r position.Result) Result {
	switch r {
	case position.RedWins:
		return RedWins
	case position.BlackWins:
		return BlackWins
	case position.Draw:
		return Draw
	}
	return Unfinished
}
