package position

import "fmt"

// FENProblem says why a FEN cannot be read (an impossible board is a
// SetupProblem instead).
type FENProblem string

const (
	FENEmpty     FENProblem = "empty"     // no text
	FENTooLong   FENProblem = "toolong"   // longer than any FEN (Count: the length)
	FENSide      FENProblem = "side"      // the side to move is not w, r or b (Field)
	FENCounter   FENProblem = "counter"   // a field that is not a move counter (Field)
	FENCounters  FENProblem = "counters"  // more than two counters (Count)
	FENRanks     FENProblem = "ranks"     // not ten ranks (Count)
	FENRankLong  FENProblem = "ranklong"  // a rank with more than nine points (Row)
	FENRankShort FENProblem = "rankshort" // a rank with fewer than nine points (Row, Count)
	FENBadLetter FENProblem = "letter"    // an unknown piece letter (Field, Row)
)

// FENError is why ParseFEN could not read a FEN: its English words, and the
// facts a page needs to say it in another language. Row counts the board's
// rows from the top (Black's side) as the FEN writes them, 1 to 10.
type FENError struct {
	Problem FENProblem
	Row     int
	Count   int
	Field   string
	words   string
}

func (e *FENError) Error() string { return e.words }

func fenError(e FENError, format string, args ...any) *FENError {
	e.words = fmt.Sprintf(format, args...)
	return &e
}
