package gamefile

import "fmt"

// Format is a kind of game file.
type Format string

// The formats Read reads.
const (
	PGN     Format = "PGN"
	XQF     Format = "XQF"
	DhtmlXQ Format = "DhtmlXQ"
	FEN     Format = "FEN"
)

// Code says what went wrong, one code per message a player can be shown;
// the page translates them (web/i18n keys "file.<code>").
type Code string

const (
	// CodeEmpty: the file holds nothing (or only spaces).
	CodeEmpty Code = "empty"
	// CodeTooLarge: larger than MaxBytes; Arg is the limit in MB.
	CodeTooLarge Code = "toolarge"
	// CodeXQFVersion: an XQF file of a version that cannot be read; Arg is
	// the version ("2.0").
	CodeXQFVersion Code = "xqfversion"
	// CodeCCBridge: a file of 象棋桥 (CCBridge); Arg is "CBR" (one game)
	// or "CBL" (a library).
	CodeCCBridge Code = "ccbridge"
	// CodeArchive: a compressed archive; Arg is its kind ("ZIP").
	CodeArchive Code = "archive"
	// CodeDocument: a document such as a PDF; Arg is its kind.
	CodeDocument Code = "document"
	// CodeImage: a picture; Arg is its kind ("PNG").
	CodeImage Code = "image"
	// CodeWebPage: an HTML page with no DhtmlXQ game in it.
	CodeWebPage Code = "webpage"
	// CodeUnknown: binary data of no kind known here.
	CodeUnknown Code = "unknown"
	// CodeNoGame: text with no game in it.
	CodeNoGame Code = "nogame"
	// CodeBad: a file of a known format that does not read; Err says why.
	CodeBad Code = "bad"
	// CodeManyGames: more than one game where one is wanted (File.OneGame).
	CodeManyGames Code = "many"
)

// Error is why a file could not be read, with what it was recognised as.
type Error struct {
	Code   Code
	Format Format // the format recognised, for CodeBad and CodeManyGames
	Arg    string // the XQF version, the kind of archive, document or picture
	Err    error  // the reader's own words, for CodeBad
}

// Error says in English what the page says in the player's language.
func (e *Error) Error() string {
	switch e.Code {
	case CodeEmpty:
		return "the file is empty"
	case CodeTooLarge:
		return fmt.Sprintf("the file is larger than %s MB", e.Arg)
	case CodeXQFVersion:
		return fmt.Sprintf("this is an XQF file of version %s, which cannot be read: save it from XQStudio (象棋演播室) as XQF 1.8 or as PGN", e.Arg)
	case CodeCCBridge:
		if e.Arg == "CBL" {
			return "this is a CCBridge (象棋桥) library (CBL): export its games as PGN in CCBridge and open that"
		}
		return "this is a CCBridge (象棋桥) record (CBR): save it as PGN in CCBridge and open that"
	case CodeArchive:
		return fmt.Sprintf("this is a %s archive: unpack it and open the game file inside", e.Arg)
	case CodeDocument:
		return fmt.Sprintf("this is a %s document, not a game record", e.Arg)
	case CodeImage:
		return fmt.Sprintf("this is a picture (%s), not a game record", e.Arg)
	case CodeWebPage:
		return "this is a web page with no game in it (no [DhtmlXQ] block)"
	case CodeUnknown:
		return "this is not a game record: PGN, XQF, DhtmlXQ and FEN files can be opened"
	case CodeNoGame:
		return "no game found: the text is not PGN, DhtmlXQ or a FEN position"
	case CodeManyGames:
		return fmt.Sprintf("this %s holds more than one game; paste one game at a time", e.Format)
	}
	return fmt.Sprintf("this %s could not be read: %v", e.Format, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }
