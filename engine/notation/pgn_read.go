package notation

import (
	"errors"
	"fmt"
	"io"
	"strconv"
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
	// MaxGamePlies is the most moves one line of a game may have.
	MaxGamePlies = 2000
	// MaxGameMoves is the most moves one game may have with its variations.
	MaxGameMoves = 20000
	// MaxPGNGames is the most games one text may hold; each keeps a position.
	MaxPGNGames = 5000
	maxTagName  = 64
)

// ReadPGN reads every game in a PGN text: UTF-8 with or without a byte-order
// mark, moves in ICCS (with or without the hyphen), WXF or Chinese, decided per
// move. Variations in parentheses (nested to any depth up to 64), comments in
// braces or after ';', NAGs ($1) and the marks ! ? !! ?? !? ?! are kept in the
// game's tree; move numbers are skipped. Every move of every line is checked
// for legality; an error names the game, the line of text and the move.
func ReadPGN(r io.Reader) ([]*Game, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxPGNBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading PGN: %w", err)
	}
	if len(data) > MaxPGNBytes {
		return nil, pgnError(PGNError{Problem: PGNTooLarge, Limit: MaxPGNBytes >> 20}, "PGN is larger than %d MB", MaxPGNBytes>>20)
	}
	return readPGN(string(data), 0)
}

// ErrTooManyGames is ReadPGNText's error for a text with more games than
// the caller takes.
var ErrTooManyGames = errors.New("the text holds more games than wanted")

// ReadPGNText reads the games of a PGN text like ReadPGN. With maxGames > 0
// it stops as soon as game maxGames+1 begins, without reading the rest, and
// returns the games read with ErrTooManyGames.
func ReadPGNText(text string, maxGames int) ([]*Game, error) {
	if len(text) > MaxPGNBytes {
		return nil, pgnError(PGNError{Problem: PGNTooLarge, Limit: MaxPGNBytes >> 20}, "PGN is larger than %d MB", MaxPGNBytes>>20)
	}
	return readPGN(text, maxGames)
}

// ParseGame reads a PGN text holding exactly one game.
func ParseGame(text string) (*Game, error) {
	games, err := ReadPGNText(text, 1)
	switch {
	case err == ErrTooManyGames:
		return nil, pgnError(PGNError{Problem: PGNOneGame}, "the text holds more than one game, want one")
	case err != nil:
		return nil, err
	case len(games) == 0:
		return nil, pgnError(PGNError{Problem: PGNNoGame}, "no game found: the text has no tags, moves or result")
	}
	return games[0], nil
}

// pgnReader is the state of one pass over a PGN text.
type pgnReader struct {
	text     string
	pos      int
	games    []*Game
	maxGames int // 0 for no limit but MaxPGNGames

	game     *Game              // the game being read, nil between games
	board    *position.Position // the position after cur
	standard *position.Position // the board of games from the standard opening, reused
	started  bool               // the game has moves or a result, so a tag starts the next game
	moves    int                // the moves in the game's tree

	// cur is the last move read in the line being read (the root before the
	// first), parent the node it follows (nil at the root).
	cur, parent *Node
	// vars holds the variations being read, innermost last.
	vars []openVariation

	// comment gathers the comments after one node (commentNode) until the
	// reader moves on, so many comments in a row do not cost quadratic time;
	// before gathers those at the start of a variation, before its first move.
	comment     strings.Builder
	commentNode *Node
	before      strings.Builder
}

// openVariation is a variation whose ')' has not been read: where the line
// it branches from stood, to go back there at the ')'.
type openVariation struct {
	cur, parent *Node // the move the variation replaces, and its parent
	ply         int   // board.Ply() after cur
	pos         int   // where the '(' is, for errors
	empty       bool  // no move read in it yet
}

func readPGN(text string, maxGames int) ([]*Game, error) {
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
		line := 1 + strings.Count(text[:bad], "\n")
		return nil, pgnError(PGNError{Problem: PGNNotUTF8, Line: line}, "PGN is not UTF-8 (line %d): convert GBK or Big5 files to UTF-8 first", line)
	}
	r := &pgnReader{text: text, maxGames: maxGames}
	if err := r.run(); err != nil {
		if err == ErrTooManyGames {
			return r.games, err
		}
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
			err = r.openVariation()
		case ')':
			err = r.closeVariation()
		case '%':
			if r.pos == 0 || r.text[r.pos-1] == '\n' || r.text[r.pos-1] == '\r' {
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
		r.game = &Game{Root: &Node{Move: position.NoMove}, Result: "*"}
		r.board = nil
		r.started = false
		r.moves = 0
		r.cur, r.parent = r.game.Root, nil
		r.vars = r.vars[:0]
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
	if len(r.vars) > 0 {
		r.pos = r.vars[len(r.vars)-1].pos
		return r.errorf(PGNError{Problem: PGNVariationOpen}, "a variation '(' is never closed")
	}
	r.flushComment()
	if len(g.Tags) > 0 || r.started {
		if r.maxGames > 0 && len(r.games) == r.maxGames {
			return ErrTooManyGames
		}
		if len(r.games) == MaxPGNGames {
			return pgnError(PGNError{Problem: PGNTooManyGames, Limit: MaxPGNGames}, "PGN holds more than %d games", MaxPGNGames)
		}
		if err := r.setUp(); err != nil {
			return err
		}
		r.games = append(r.games, g)
	}
	r.game = nil
	return nil
}

// errorf makes an error that names the game being read and the line.
func (r *pgnReader) errorf(e PGNError, format string, args ...any) error {
	e.Game = len(r.games) + 1
	e.Line = 1 + strings.Count(r.text[:min(r.pos, len(r.text))], "\n")
	return pgnError(e, "game %d (line %d): %s", e.Game, e.Line, fmt.Sprintf(format, args...))
}

// setUp prepares the board for the first move of a game, from its FEN tag.
// A game from the standard opening keeps Start nil and is played on one
// board kept for all such games, so a text of thousands of short games does
// not hold a position (with room for its history) per game.
func (r *pgnReader) setUp() error {
	if r.board != nil {
		return nil
	}
	g := r.current()
	if fen := g.Tag("FEN"); fen != "" {
		p, err := position.ParseFEN(fen)
		if err != nil {
			return r.errorf(PGNError{Problem: PGNBadFEN, Err: err}, "bad FEN tag: %v", err)
		}
		g.Start = p
		r.board = p.Clone()
	} else {
		if r.standard == nil {
			r.standard = position.NewStart()
		}
		for r.standard.Ply() > 0 {
			r.standard.UnmakeMove()
		}
		r.board = r.standard
	}
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
		if !unicode.IsSpace(c) && c != '\uFEFF' { // a byte-order mark where files were joined
			return
		}
		r.pos += size
	}
}

// untilLineEnd skips to the end of the line, which a Mac file may end with
// a lone CR, and returns the line after its first byte.
func (r *pgnReader) untilLineEnd() string {
	start := r.pos
	end := strings.IndexAny(r.text[start:], "\r\n")
	if end < 0 {
		r.pos = len(r.text)
	} else {
		r.pos = start + end + 1
	}
	return strings.TrimSpace(r.text[start+1 : r.pos])
}

// begin checks, before a tag or a word that may start a game, that another
// game is wanted.
func (r *pgnReader) begin() error {
	if r.game == nil && r.maxGames > 0 && len(r.games) == r.maxGames {
		return ErrTooManyGames
	}
	return nil
}

// readTag reads [Name "value"]; a tag after moves starts a new game.
func (r *pgnReader) readTag() error {
	if r.started {
		if err := r.finish(); err != nil {
			return err
		}
	}
	if err := r.begin(); err != nil {
		return err
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
		return r.errorf(PGNError{Problem: PGNBadTag, Word: quoteStart(r.text[start:])}, "bad tag %s: want [Name \"value\"]", quoteStart(r.text[start:]))
	}
	r.skipSpace()
	if r.pos >= len(r.text) || r.text[r.pos] != '"' {
		return r.errorf(PGNError{Problem: PGNTagQuotes, Word: quoteStart(r.text[start:])}, "bad tag %s: the value must be in double quotes", quoteStart(r.text[start:]))
	}
	r.pos++
	var value strings.Builder
	for {
		if r.pos >= len(r.text) {
			return r.errorf(PGNError{Problem: PGNTagOpen, Word: name}, "tag %s has no closing quote", name)
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
		return r.errorf(PGNError{Problem: PGNTagBracket, Word: name}, "tag %s has no closing ']'", name)
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
		return r.errorf(PGNError{Problem: PGNCommentOpen}, "a comment '{' is never closed")
	}
	r.addComment(unixLines(strings.TrimSpace(r.text[r.pos+1 : r.pos+end])))
	r.pos += end + 1
	return nil
}

// unixLines gives a comment from a Windows or old Mac file Unix line ends.
func unixLines(s string) string {
	if !strings.ContainsRune(s, '\r') {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// addComment keeps a comment after the move just read (or before the first
// move of a variation); a comment before a game's first move, even before
// its tags, belongs to the root.
func (r *pgnReader) addComment(c string) {
	if c == "" {
		return
	}
	r.current()
	if n := len(r.vars); n > 0 && r.vars[n-1].empty {
		appendLine(&r.before, c)
		return
	}
	if r.commentNode != r.cur {
		r.flushComment()
		r.commentNode = r.cur
	}
	appendLine(&r.comment, c)
}

func appendLine(b *strings.Builder, s string) {
	if b.Len() > 0 {
		b.WriteByte('\n')
	}
	b.WriteString(s)
}

// flushComment stores the gathered comment in its node.
func (r *pgnReader) flushComment() {
	if r.comment.Len() == 0 {
		return
	}
	n := r.commentNode
	if n.Comment != "" {
		n.Comment += "\n" + r.comment.String()
	} else {
		n.Comment = r.comment.String()
	}
	r.comment.Reset()
}

// maxVariationDepth bounds how deeply variations nest.
const maxVariationDepth = 64

// openVariation starts a variation at '(': an alternative to the move just
// read, so the board goes back to before it.
func (r *pgnReader) openVariation() error {
	r.current()
	if n := len(r.vars); r.parent == nil || (n > 0 && r.vars[n-1].empty) {
		return r.errorf(PGNError{Problem: PGNVariationPlace}, "a variation '(' must follow the move it replaces")
	}
	if len(r.vars) == maxVariationDepth {
		return r.errorf(PGNError{Problem: PGNVariationDepth, Limit: maxVariationDepth}, "variations nest more than %d deep", maxVariationDepth)
	}
	r.vars = append(r.vars, openVariation{cur: r.cur, parent: r.parent, ply: r.board.Ply(), pos: r.pos, empty: true})
	r.pos++
	r.board.UnmakeMove()
	r.cur, r.parent = r.parent, nil
	return nil
}

// closeVariation ends a variation at ')' and goes back to the line it
// branched from.
func (r *pgnReader) closeVariation() error {
	n := len(r.vars)
	if r.game == nil || n == 0 {
		return r.errorf(PGNError{Problem: PGNVariationClose}, "a ')' closes no variation")
	}
	r.pos++
	v := r.vars[n-1]
	r.vars = r.vars[:n-1]
	for r.board.Ply() >= v.ply {
		r.board.UnmakeMove()
	}
	r.board.MakeMove(v.cur.Move)
	r.cur, r.parent = v.cur, v.parent
	if r.before.Len() > 0 { // an empty variation with only a comment
		c := r.before.String()
		r.before.Reset()
		r.addComment(c)
	}
	return nil
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
		return r.errorf(PGNError{Problem: PGNUnexpected, Word: r.text[start:r.pos]}, "unexpected %q", r.text[start:r.pos])
	}
	if err := r.begin(); err != nil {
		return err
	}
	switch {
	case isResult(word):
		g := r.current()
		if len(r.vars) > 0 {
			return r.errorf(PGNError{Problem: PGNResultInVariaton, Word: word}, "a result %s inside a variation", word)
		}
		if err := r.setUp(); err != nil {
			return err
		}
		g.Result = normalResult(word)
		r.started = true
		return r.finish()
	case word[0] == '$':
		nag, err := strconv.Atoi(word[1:])
		if err != nil || nag < 0 || nag > 255 {
			return r.errorf(PGNError{Problem: PGNBadNAG, Word: word}, "bad NAG %q: want $0 to $255", word)
		}
		r.addNAG(nag)
		return nil
	}
	word = stripMoveNumber(word)
	move := strings.TrimRight(word, "!?")
	if move != "" {
		if err := r.playWord(move); err != nil {
			return err
		}
	}
	r.addNAG(suffixNAG(word[len(move):]))
	return nil
}

// suffixNAG returns the NAG of a suffix mark such as "!?", or 0.
func suffixNAG(mark string) int {
	switch mark {
	case "!":
		return NAGGood
	case "?":
		return NAGMistake
	case "!!":
		return NAGBrilliant
	case "??":
		return NAGBlunder
	case "!?":
		return NAGInteresting
	case "?!":
		return NAGDubious
	}
	return 0
}

// addNAG annotates the move just read. $0 (no annotation) and a NAG with no
// move before it in its line are dropped.
func (r *pgnReader) addNAG(nag int) {
	r.current()
	if nag == 0 || r.parent == nil {
		return
	}
	r.cur.NAGs = append(r.cur.NAGs, nag)
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

// playWord plays one move of the line being read.
func (r *pgnReader) playWord(word string) error {
	r.current()
	if err := r.setUp(); err != nil {
		return err
	}
	r.started = true
	ply := r.board.Ply() + 1
	if ply > MaxGamePlies {
		return r.errorf(PGNError{Problem: PGNTooManyPlies, Limit: MaxGamePlies}, "more than %d moves", MaxGamePlies)
	}
	if r.moves == MaxGameMoves {
		return r.errorf(PGNError{Problem: PGNTooManyMoves, Limit: MaxGameMoves}, "more than %d moves with the variations", MaxGameMoves)
	}
	number := r.board.FullmoveNumber()
	m, err := ParseMove(r.board, word)
	if err != nil {
		where := ""
		if len(r.vars) > 0 {
			where = " in a variation"
		}
		mention := &MoveMention{Number: number, Side: r.board.SideToMove(), Ply: ply, Text: word, Variation: len(r.vars) > 0}
		return r.errorf(PGNError{Problem: PGNMove, Move: mention, Err: err}, "move %d (ply %d) %q%s: %v", number, ply, word, where, err)
	}
	node := r.cur.AddChild(m)
	r.moves++
	if n := len(r.vars); n > 0 && r.vars[n-1].empty {
		r.vars[n-1].empty = false
		node.CommentBefore = r.before.String()
		r.before.Reset()
	}
	r.board.MakeMove(m)
	r.cur, r.parent = node, r.cur
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
