package notation

import (
	"fmt"

	"xiangqi/engine/position"
)

// Errors a player can be shown carry a code and the facts the message names,
// besides their English words, so that a page can say them in its own
// language: *MoveError for a move that cannot be read or played, *PGNError
// for PGN text that cannot be read (with the game, the line and, for a move,
// which one).

// MoveProblem says why a move's text is not a move in a position.
type MoveProblem string

const (
	// MoveTooLong: longer than any move (Arg: the length in bytes).
	MoveTooLong MoveProblem = "toolong"
	// MoveEmpty: no text.
	MoveEmpty MoveProblem = "empty"
	// MoveShape: not written the way any notation writes a move; Notation
	// says which notation it looked like.
	MoveShape MoveProblem = "shape"
	// MoveEmptyPoint: coordinates from an empty point (From).
	MoveEmptyPoint MoveProblem = "emptypoint"
	// MoveNotYours: coordinates from a piece (Piece on From) of the side
	// not to move (Side is the side to move).
	MoveNotYours MoveProblem = "notyours"
	// MoveCannotGo: Piece on From cannot move to To.
	MoveCannotGo MoveProblem = "cannotgo"
	// MoveSelfCheck: the move would leave the mover's general in check.
	MoveSelfCheck MoveProblem = "selfcheck"
	// MoveAmbiguous: more than one piece fits (Alternatives).
	MoveAmbiguous MoveProblem = "ambiguous"
	// MoveNoPiece: the side to move has no such piece (Piece, on File when
	// File is not 0).
	MoveNoPiece MoveProblem = "nopiece"
	// MoveNoPlace: no such piece stands in the place the move names
	// (front, rear, ...).
	MoveNoPlace MoveProblem = "noplace"
	// MoveNoWay: such pieces exist but none can move as written.
	MoveNoWay MoveProblem = "noway"
)

// MoveError is why ParseMove refused a move. Error gives English words; the
// fields give what a message in another language needs.
type MoveError struct {
	Problem MoveProblem
	Text    string          // the move as written
	Side    position.Color  // the side to move
	Piece   position.Piece  // the piece concerned, when there is one
	File    int             // the file the move names (1-9 from Side's right), or 0
	From    position.Square // for coordinates
	To      position.Square
	// Notation is the notation the text was read as, and Part the
	// character that is wrong (1-4; 0 for the length), for MoveShape.
	Notation     Notation
	Part         int
	Alternatives []position.Move // for MoveAmbiguous
	Length       int             // for MoveTooLong
	words        string
}

func (e *MoveError) Error() string { return e.words }

// moveError makes a MoveError with its English words.
func moveError(e MoveError, format string, args ...any) *MoveError {
	e.words = fmt.Sprintf(format, args...)
	return &e
}

// PGNProblem says what is wrong with PGN text.
type PGNProblem string

const (
	PGNNotUTF8          PGNProblem = "notutf8"     // the text is not UTF-8 (at Line)
	PGNTooLarge         PGNProblem = "toolarge"    // larger than Limit MB
	PGNTooManyGames     PGNProblem = "manygames"   // more than Limit games
	PGNOneGame          PGNProblem = "onegame"     // more than the one game wanted
	PGNNoGame           PGNProblem = "nogame"      // no tags, moves or result
	PGNBadTag           PGNProblem = "badtag"      // a tag not written [Name "value"] (Word: its start)
	PGNTagQuotes        PGNProblem = "tagquotes"   // a tag value not in double quotes
	PGNTagOpen          PGNProblem = "tagopen"     // tag Word has no closing quote
	PGNTagBracket       PGNProblem = "tagbracket"  // tag Word has no closing ']'
	PGNBadFEN           PGNProblem = "badfen"      // the FEN tag does not read (Err)
	PGNCommentOpen      PGNProblem = "commentopen" // a '{' never closed
	PGNVariationOpen    PGNProblem = "varopen"     // a '(' never closed
	PGNVariationPlace   PGNProblem = "varplace"    // a '(' with no move before it
	PGNVariationDepth   PGNProblem = "vardepth"    // variations nested deeper than Limit
	PGNVariationClose   PGNProblem = "varclose"    // a ')' closing nothing
	PGNUnexpected       PGNProblem = "unexpected"  // a stray character (Word)
	PGNResultInVariaton PGNProblem = "varresult"   // a result (Word) inside a variation
	PGNBadNAG           PGNProblem = "badnag"      // a NAG (Word) outside $0-$255
	PGNTooManyPlies     PGNProblem = "manyplies"   // a line longer than Limit moves
	PGNTooManyMoves     PGNProblem = "manymoves"   // more than Limit moves with variations
	PGNMove             PGNProblem = "move"        // a move that cannot be played (Move, Err)
)

// PGNError is why PGN text could not be read. Error gives English words
// that name the game, the line and the move; the fields give the same to a
// page that says it in another language.
type PGNError struct {
	Problem PGNProblem
	Game    int    // the game being read, 1 for the first (0: the whole text)
	Line    int    // the line of text, 1 for the first (0: none)
	Word    string // the text concerned (a tag's name, a stray word)
	Limit   int    // the limit passed, for the problems that have one
	// Move is the move that could not be played, for PGNMove.
	Move *MoveMention
	// Err is the cause: a *MoveError for PGNMove, the FEN's error for
	// PGNBadFEN.
	Err   error
	words string
}

// MoveMention names a move in a game: its number as the record counts it,
// the side that plays it, its ply, the text as written, and whether it is in
// a variation.
type MoveMention struct {
	Number    int
	Side      position.Color
	Ply       int
	Text      string
	Variation bool
}

func (e *PGNError) Error() string { return e.words }

// Unwrap returns the cause.
func (e *PGNError) Unwrap() error { return e.Err }

// pgnError makes a PGNError with its English words.
func pgnError(e PGNError, format string, args ...any) *PGNError {
	e.words = fmt.Sprintf(format, args...)
	return &e
}
