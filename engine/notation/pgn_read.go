package notation

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"xiangqi/engine/position"
)

// Limits on what the reader accepts, since the page feeds it whatever file a
// user picks.
const (
	// MaxPGNBytes is the largest PGN text read: 5 MB.
	MaxPGNBytes = 5 << 20
	// MaxGamePlies is the most moves one game may have.
	MaxGamePlies = 2000
	// MaxPGNGames is the most games one text may hold; each keeps a position.
	MaxPGNGames = 5000
	maxTagName  = 64
)

// ReadPGN reads every game in a PGN text: UTF-8 with or without a byte-order
// mark, moves in ICCS (with or without the hyphen), WXF or Chinese, decided per
// move. Comments in braces or after ';' are kept; variations in parentheses,
// move numbers, NAGs ($1) and !? marks are skipped. Every move is checked for
// legality; an error names the game and the move.
func ReadPGN(r io.Reader) ([]*Game, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxPGNBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading PGN: %w", err)
	}
	if len(data) > MaxPGNBytes {
		return nil, fmt.Errorf("PGN is larger than %d MB", MaxPGNBytes>>20)
	}
	return readPGN(string(data))
}

// ParseGame reads a PGN text holding exactly one game.
func ParseGame(text string) (*Game, error) {
	if len(text) > MaxPGNBytes {
		return nil, fmt.Errorf("PGN is larger than %d MB", MaxPGNBytes>>20)
	}
	games, err := readPGN(text)
	if err != nil {
		return nil, err
	}
	switch len(games) {
	case 0:
		return nil, fmt.Errorf("no game found: the text has no tags, moves or result")
	case 1:
		return games[0], nil
	}
	return nil, fmt.Errorf("the text holds %d games, want one", len(games))
}

// pgnReader is the state of one pass over a PGN text.
type pgnReader struct {
	text  string
	pos   int
	games []*Game

	game    *Game              // the game being read, nil between games
	board   *position.Position // the position in the game being read
	started bool               // the game has moves or a result, so a tag starts the next game

	// comment gathers the comments after one ply (commentPly) until the game
	// moves on, so many comments in a row do not cost quadratic time.
	comment    strings.Builder
	commentPly int
}

func readPGN(text string) ([]*Game, error) {
	text = strings.TrimPrefix(text, "\uFEFF")
	if !utf8.ValidString(text) {
		bad := 0
		for bad < len(text) {
			r, size := utf8.DecodeRuneInString(text[bad:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			bad += size
		}
		return nil, fmt.Errorf("PGN is not UTF-8 (line %d): convert GBK or Big5 files to UTF-8 first", 1+strings.Count(text[:bad], "\n"))
	}
	r := &pgnReader{text: text}
	if err := r.run(); err != nil {
		return nil, err
	}
	return r.games, nil
}

func (r *pgnReader) run() error {
	for {
		r.skipSpace()
		if r.pos >= len(r.text) {
			return r.finish()
		}
		var err error
		switch ch := r.text[r.pos]; ch {
		case '[':
			err = r.readTag()
		case '{':
			err = r.readBraceComment()
		case ';':
			r.addComment(r.untilLineEnd())
		case '(':
			err = r.skipVariation()
		case ')':
			err = r.errorf("a ')' closes no variation")
		case '%':
			if r.pos == 0 || r.text[r.pos-1] == '\n' {
				r.untilLineEnd() // an escape line, for other programs
			} else {
				err = r.readWord()
			}
		default:
			err = r.readWord()
		}
		if err != nil {
			return err
		}
	}
}

// current returns the game being read, starting one if needed.
func (r *pgnReader) current() *Game {
	if r.game == nil {
		r.game = &Game{Result: "*"}
		r.board = nil
		r.started = false
	}
	return r.game
}

// finish ends the game being read, keeping it if it has tags, moves or a
// result (a comment alone, say after the last game's result, is dropped).
func (r *pgnReader) finish() error {
	g := r.game
	if g == nil {
		return nil
	}
	r.flushComment()
	if len(g.Tags) > 0 || r.started {
		if len(r.games) == MaxPGNGames {
			return fmt.Errorf("PGN holds more than %d games", MaxPGNGames)
		}
		if err := r.setUp(); err != nil {
			return err
		}
		r.games = append(r.games, g)
	}
	r.game = nil
	return nil
}

// errorf makes an error that names the game being read.
func (r *pgnReader) errorf(format string, args ...any) error {
	line := 1 + strings.Count(r.text[:min(r.pos, len(r.text))], "\n")
	return fmt.Errorf("game %d (line %d): %s", len(r.games)+1, line, fmt.Sprintf(format, args...))
}

// setUp prepares the board for the first move of a game, from its FEN tag.
func (r *pgnReader) setUp() error {
	if r.board != nil {
		return nil
	}
	g := r.current()
	g.Start = position.NewStart()
	if fen := g.Tag("FEN"); fen != "" {
		p, err := position.ParseFEN(fen)
		if err != nil {
			return r.errorf("bad FEN tag: %v", err)
		}
		g.Start = p
	}
	r.board = g.Start.Clone()
	if v := g.Tag("Result"); isResult(v) {
		g.Result = normalResult(v)
	}
	return nil
}

func (r *pgnReader) skipSpace() {
	for r.pos < len(r.text) {
		ch := r.text[r.pos]
		if ch < utf8.RuneSelf {
			if ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r' && ch != '\f' && ch != '\v' {
				return
			}
			r.pos++
			continue
		}
		c, size := utf8.DecodeRuneInString(r.text[r.pos:])
		if !unicode.IsSpace(c) {
			return
		}
		r.pos += size
	}
}

func (r *pgnReader) untilLineEnd() string {
	start := r.pos
	end := strings.IndexByte(r.text[start:], '\n')
	if end < 0 {
		r.pos = len(r.text)
	} else {
		r.pos = start + end + 1
	}
	return strings.TrimSpace(r.text[start+1 : r.pos])
}

// readTag reads [Name "value"]; a tag after moves starts a new game.
func (r *pgnReader) readTag() error {
	if r.started {
		if err := r.finish(); err != nil {
			return err
		}
	}
	g := r.current()
	start := r.pos
	r.pos++ // '['
	r.skipSpace()
	nameStart := r.pos
	for r.pos < len(r.text) && isTagNameByte(r.text[r.pos]) {
		r.pos++
	}
	name := r.text[nameStart:r.pos]
	if name == "" || len(name) > maxTagName {
		return r.errorf("bad tag %s: want [Name \"value\"]", quoteStart(r.text[start:]))
	}
	r.skipSpace()
	if r.pos >= len(r.text) || r.text[r.pos] != '"' {
		return r.errorf("bad tag %s: the value must be in double quotes", quoteStart(r.text[start:]))
	}
	r.pos++
	var value strings.Builder
	for {
		if r.pos >= len(r.text) {
			return r.errorf("tag %s has no closing quote", name)
		}
		ch := r.text[r.pos]
		r.pos++
		if ch == '"' {
			break
		}
		if ch == '\\' && r.pos < len(r.text) && (r.text[r.pos] == '"' || r.text[r.pos] == '\\') {
			ch = r.text[r.pos]
			r.pos++
		}
		value.WriteByte(ch)
	}
	r.skipSpace()
	if r.pos >= len(r.text) || r.text[r.pos] != ']' {
		return r.errorf("tag %s has no closing ']'", name)
	}
	r.pos++
	g.Tags = append(g.Tags, Tag{Name: name, Value: strings.TrimSpace(value.String())})
	return nil
}

// quoteStart quotes the start of the text for an error message.
func quoteStart(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 40 {
		cut := 40
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "..."
	}
	return fmt.Sprintf("%q", s)
}

func (r *pgnReader) readBraceComment() error {
	end := strings.IndexByte(r.text[r.pos:], '}')
	if end < 0 {
		return r.errorf("a comment '{' is never closed")
	}
	r.addComment(strings.TrimSpace(r.text[r.pos+1 : r.pos+end]))
	r.pos += end + 1
	return nil
}

// addComment keeps a comment after the current ply of the game being read; a
// comment before a game's tags becomes its opening comment.
func (r *pgnReader) addComment(c string) {
	if c == "" {
		return
	}
	ply := len(r.current().Moves)
	if r.comment.Len() > 0 && ply != r.commentPly {
		r.flushComment()
	}
	if r.comment.Len() > 0 {
		r.comment.WriteByte('\n')
	}
	r.comment.WriteString(c)
	r.commentPly = ply
}

// flushComment stores the gathered comment in the game.
func (r *pgnReader) flushComment() {
	if r.comment.Len() == 0 {
		return
	}
	g := r.current()
	if g.Comments == nil {
		g.Comments = map[int]string{}
	}
	g.Comments[r.commentPly] = r.comment.String()
	r.comment.Reset()
}

// skipVariation skips a parenthesised variation, nested ones and comments in it.
func (r *pgnReader) skipVariation() error {
	depth := 0
	start := r.pos
	for r.pos < len(r.text) {
		switch r.text[r.pos] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				r.pos++
				return nil
			}
		case '{':
			end := strings.IndexByte(r.text[r.pos:], '}')
			if end < 0 {
				return r.errorf("a comment '{' in a variation is never closed")
			}
			r.pos += end
		case ';':
			end := strings.IndexByte(r.text[r.pos:], '\n')
			if end < 0 {
				r.pos = len(r.text)
				continue
			}
			r.pos += end
		}
		r.pos++
	}
	r.pos = start
	return r.errorf("a variation '(' is never closed")
}

// isWordEnd reports whether a byte ends a word (a move, number or result).
func isWordEnd(ch byte) bool {
	switch ch {
	case ' ', '\t', '\n', '\r', '\f', '\v', '{', '}', '(', ')', ';', '[':
		return true
	}
	return false
}

func (r *pgnReader) readWord() error {
	start := r.pos
	for r.pos < len(r.text) && !isWordEnd(r.text[r.pos]) {
		if r.text[r.pos] >= utf8.RuneSelf {
			c, size := utf8.DecodeRuneInString(r.text[r.pos:])
			if unicode.IsSpace(c) {
				break
			}
			r.pos += size
			continue
		}
		r.pos++
	}
	word := r.text[start:r.pos]
	if word == "" { // a lone '}' or ']'
		r.pos++
		return r.errorf("unexpected %q", r.text[start:r.pos])
	}
	switch {
	case isResult(word):
		g := r.current()
		if err := r.setUp(); err != nil {
			return err
		}
		g.Result = normalResult(word)
		r.started = true
		return r.finish()
	case word[0] == '$':
		return nil // a NAG
	}
	word = stripMoveNumber(word)
	word = strings.TrimRight(word, "!?")
	if word == "" {
		return nil
	}
	return r.playWord(word)
}

// stripMoveNumber removes a leading move number ("12.", "12...", "12…"), but
// not from WXF moves of tandem pawns, which start with a digit too ("33.4").
func stripMoveNumber(word string) string {
	if word[0] < '0' || word[0] > '9' {
		return word
	}
	if len(word) == 4 && isDigit19(word[0]) && (word[1] == word[0] || word[1] == '+' || word[1] == '-') && strings.IndexByte("+-.=", word[2]) >= 0 && isDigit19(word[3]) {
		return word
	}
	i := 0
	for i < len(word) && word[i] >= '0' && word[i] <= '9' {
		i++
	}
	rest := word[i:]
	switch {
	case strings.HasPrefix(rest, "."):
		return strings.TrimLeft(rest, ".")
	case strings.HasPrefix(rest, "…"):
		return strings.TrimLeft(rest, "…")
	}
	return word
}

// playWord plays one move of the game being read.
func (r *pgnReader) playWord(word string) error {
	g := r.current()
	if err := r.setUp(); err != nil {
		return err
	}
	r.started = true
	ply := len(g.Moves) + 1
	if ply > MaxGamePlies {
		return r.errorf("more than %d moves", MaxGamePlies)
	}
	number := r.board.FullmoveNumber()
	r.flushComment()
	m, err := ParseMove(r.board, word)
	if err != nil {
		return fmt.Errorf("game %d, move %d (ply %d) %q: %v", len(r.games)+1, number, ply, word, err)
	}
	g.Moves = append(g.Moves, m)
	r.board.MakeMove(m)
	return nil
}

func isResult(s string) bool {
	switch s {
	case "1-0", "0-1", "1/2-1/2", "½-½", "*":
		return true
	}
	return false
}

func normalResult(s string) string {
	if s == "½-½" {
		return "1/2-1/2"
	}
	return s
}
