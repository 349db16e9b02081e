package link

import "fmt"

// Problem says what is wrong with part of a link, for the page to say in its
// language.
type Problem string

const (
	ProblemTooLong  Problem = "toolong"  // the fragment is longer than MaxFragment
	ProblemEncoding Problem = "encoding" // Param's value is badly %-encoded
	ProblemValue    Problem = "value"    // Param's Value cannot be used
	ProblemPosition Problem = "position" // the fen does not read (Err)
	ProblemTooMany  Problem = "toomany"  // more than MaxMoves moves (Count)
	ProblemNotCoord Problem = "notcoord" // move Move, Value, is not coordinates
	ProblemIllegal  Problem = "illegal"  // move Move, Value, is not legal there
	ProblemRecord   Problem = "record"   // the pgn does not read (Err)
	ProblemIgnored  Problem = "ignored"  // fen and moves beside a pgn, which has the whole game
)

// Error is one part of a link that could not be used: its English words and
// the facts a page needs to say them in another language.
type Error struct {
	Problem Problem
	Param   string // the parameter concerned
	Value   string // its value (clipped), or the move's text
	Move    int    // the move's number, 1 for the first
	Count   int
	Err     error // the cause, for ProblemPosition and ProblemRecord
	words   string
}

func (e *Error) Error() string { return e.words }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

func linkError(e Error, format string, args ...any) *Error {
	e.words = fmt.Sprintf(format, args...)
	return &e
}
