package gamefile

import (
	"bytes"
	"fmt"
	"strings"

	"xiangqi/engine/dhtmlxq"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/xqf"
)

// MaxBytes is the largest file Read takes: the PGN reader's limit.
const MaxBytes = notation.MaxPGNBytes

// File is what Read found in a file.
type File struct {
	Format  Format
	Charset Charset // of the text (for XQF, of its headers and comments)
	Version string  // of an XQF file ("1.8")
	Games   []*notation.Game
	// More is set when the file holds more games than Options.MaxGames.
	More bool
}

// Options bound what Read keeps.
type Options struct {
	// MaxGames is the most games read (0: no limit but the reader's); the
	// reading stops when the next one starts, and File.More says so.
	MaxGames int
}

// Read recognises a file by its bytes and reads its games. Text is decoded
// with dec (see decodeText); errors are *Error.
func Read(data []byte, dec Decoder, o Options) (*File, error) {
	if len(data) > MaxBytes {
		return nil, &Error{Code: CodeTooLarge, Arg: fmt.Sprint(MaxBytes >> 20)}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &Error{Code: CodeEmpty}
	}
	if isXQF(data) {
		return readXQF(data, dec)
	}
	if code, arg := binaryKind(data); code != "" {
		return nil, &Error{Code: code, Arg: arg}
	}
	text, cs, err := decodeText(data, dec)
	if err != nil {
		return nil, &Error{Code: CodeBad, Format: PGN, Err: fmt.Errorf("the text could not be decoded as %s: %v", cs, err)}
	}
	if strings.ContainsRune(text, 0) {
		return nil, &Error{Code: CodeUnknown}
	}
	f, err := ReadText(text, o)
	if f != nil {
		f.Charset = cs
	}
	return f, err
}

// isXQF tells an XQF file from text that happens to start with "XQ".
func isXQF(data []byte) bool {
	return xqf.Is(data) && (len(data) >= 0x400 || bytes.IndexByte(data, 0) >= 0)
}

// binaryKind recognises files that are not game records, or records of
// programs whose formats are not read here, by their first bytes.
func binaryKind(data []byte) (Code, string) {
	magic := []struct {
		prefix string
		code   Code
		arg    string
	}{
		{"CCBridge Record", CodeCCBridge, "CBR"},
		{"CCBridgeLibrary", CodeCCBridge, "CBL"},
		{"PK\x03\x04", CodeArchive, "ZIP"},
		{"Rar!\x1a\x07", CodeArchive, "RAR"},
		{"7z\xbc\xaf\x27\x1c", CodeArchive, "7z"},
		{"\x1f\x8b", CodeArchive, "gzip"},
		{"%PDF-", CodeDocument, "PDF"},
		{"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", CodeDocument, "Microsoft Office"},
		{"{\\rtf", CodeDocument, "RTF"},
		{"\x89PNG\r\n\x1a\n", CodeImage, "PNG"},
		{"\xff\xd8\xff", CodeImage, "JPEG"},
		{"GIF8", CodeImage, "GIF"},
	}
	for _, m := range magic {
		if bytes.HasPrefix(data, []byte(m.prefix)) {
			return m.code, m.arg
		}
	}
	if len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP" {
		return CodeImage, "WebP"
	}
	return "", ""
}

// readXQF reads an XQF file, decoding its strings together.
func readXQF(data []byte, dec Decoder) (*File, error) {
	f := &File{Format: XQF, Version: xqf.Version(data), Charset: GB18030}
	var decodeErr error
	text := func(raw [][]byte) []string {
		out, cs, err := decodeLegacy(raw, dec)
		f.Charset = cs
		if err != nil {
			decodeErr = err
			return make([]string, len(raw))
		}
		return out
	}
	g, err := xqf.Read(data, text)
	if err != nil {
		if v, ok := err.(*xqf.VersionError); ok {
			return nil, &Error{Code: CodeXQFVersion, Format: XQF, Arg: v.Version}
		}
		return nil, &Error{Code: CodeBad, Format: XQF, Err: err}
	}
	if decodeErr != nil {
		return nil, &Error{Code: CodeBad, Format: XQF, Err: fmt.Errorf("its text could not be decoded: %v", decodeErr)}
	}
	f.Games = []*notation.Game{g}
	return f, nil
}

// ReadText reads games from text already decoded (pasted, or a file after
// decoding): DhtmlXQ when it has DhtmlXQ tags, a FEN when it is one line
// shaped like one, else PGN.
func ReadText(text string, o Options) (*File, error) {
	text = strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF"))
	if text == "" {
		return nil, &Error{Code: CodeEmpty}
	}
	if len(text) > MaxBytes {
		return nil, &Error{Code: CodeTooLarge, Arg: fmt.Sprint(MaxBytes >> 20)}
	}
	switch {
	case dhtmlxq.Is(text):
		games, err := dhtmlxq.Read(text)
		if err != nil {
			return nil, &Error{Code: CodeBad, Format: DhtmlXQ, Err: err}
		}
		return keep(&File{Format: DhtmlXQ, Charset: UTF8, Games: games}, o)
	case isHTML(text):
		return nil, &Error{Code: CodeWebPage}
	case looksLikeFEN(text):
		p, err := position.ParseFEN(text)
		if err != nil {
			return nil, &Error{Code: CodeBad, Format: FEN, Err: err}
		}
		return &File{Format: FEN, Charset: UTF8, Games: []*notation.Game{notation.NewGame(p, nil)}}, nil
	}
	games, err := notation.ReadPGNText(text, o.MaxGames)
	more := err == notation.ErrTooManyGames
	if err != nil && !more {
		return nil, &Error{Code: CodeBad, Format: PGN, Err: err}
	}
	if len(games) == 0 {
		return nil, &Error{Code: CodeNoGame}
	}
	return &File{Format: PGN, Charset: UTF8, Games: games, More: more}, nil
}

// keep applies MaxGames to a reader that has no limit of its own.
func keep(f *File, o Options) (*File, error) {
	if o.MaxGames > 0 && len(f.Games) > o.MaxGames {
		f.Games, f.More = f.Games[:o.MaxGames], true
	}
	return f, nil
}

// OneGame returns the file's only game, or an error with CodeManyGames when
// it holds more: what the paste box takes.
func (f *File) OneGame() (*notation.Game, error) {
	if f.More || len(f.Games) > 1 {
		return nil, &Error{Code: CodeManyGames, Format: f.Format}
	}
	return f.Games[0], nil
}

// looksLikeFEN reports whether text is a single line whose first field has
// the nine slashes of a board.
func looksLikeFEN(text string) bool {
	if strings.ContainsAny(text, "\n[") {
		return false
	}
	fields := strings.Fields(text)
	return len(fields) > 0 && strings.Count(fields[0], "/") == 9
}

func isHTML(text string) bool {
	head := strings.ToLower(text[:min(len(text), 512)])
	return strings.HasPrefix(head, "<!doctype html") || strings.HasPrefix(head, "<html") || strings.Contains(head, "<head>")
}
