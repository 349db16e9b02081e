// Package link reads and writes the state the page keeps in its URL fragment
// (#fen=...&moves=h2e2,h9g7&side=black&level=4 plus flip, notation, lang,
// sound, mode, tc (the clock) and embed, or #puzzle=17 for one of the
// composed endgames), so
// a position, a game or a puzzle can be shared or embedded.
// The fragment never reaches a server.
//
// A fragment comes from anyone, so everything in it is checked: the FEN must
// be a possible position and every move legal. Parse never fails as a whole:
// it returns what it could use and an error for each part it could not.
package link

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
	"xiangqi/web/clock"
	"xiangqi/web/game"
	"xiangqi/web/settings"
)

// Limits on what Parse reads.
const (
	// MaxFragment is large enough for a commented game in pgn= (Chinese
	// comments take nine bytes a character once percent-encoded).
	MaxFragment = 64 << 10 // bytes
	MaxMoves    = 1000
	// MaxPGNURL bounds the address in pgnurl=.
	MaxPGNURL = 2 << 10
	// Autoplay speeds, in seconds a move (speed=).
	MinSpeed, MaxSpeed = 0.5, 10.0
)

// Link is what a fragment asks for. Zero values mean "not given".
type Link struct {
	// Game is the game given by fen and moves, or nil when neither was given
	// or they were not valid (GameErr says why).
	Game    *game.Game
	GameErr error
	// Side is the player's side: "red", "black" or "".
	Side string
	// Level is the engine level, or 0.
	Level int
	// Flip turns the board (Black at the bottom) when set to true.
	Flip, HasFlip bool
	// Mode is play, view, analysis or editor, or "".
	Mode game.Mode
	// Embed asks for the compact board without the page's chrome.
	Embed bool
	// Puzzle is the number of a composed endgame to play (1 to
	// puzzles.Count), or 0.
	Puzzle int
	// Clock is the time control tc= asks for (tc=10+5: minutes and seconds
	// of increment); HasClock says tc was given, tc=none included.
	Clock    clock.Control
	HasClock bool
	// Settings are the other settings given (lang, notation, sound, theme,
	// pieces, music, info), already checked with settings.Set.
	Settings map[string]string

	// The viewer's parameters (a record to step through, mode=view):
	//
	// PGNURL is the address of a PGN (or other game file) to load, from
	// pgnurl=: an http(s) address, or one relative to the page. A game in
	// pgn= (the text itself, percent-encoded) arrives in Game.
	PGNURL string
	// Ply is the move of the main line to show first (0: the start), when
	// HasPly.
	Ply    int
	HasPly bool
	// Autoplay starts stepping through the moves on its own, every Speed
	// seconds (0: the page's default).
	Autoplay bool
	Speed    float64
}

// errTooLong is returned for a fragment over MaxFragment.
var errTooLong = linkError(Error{Problem: ProblemTooLong}, "the link is too long")

// Parse reads a URL fragment, with or without its leading '#'. It returns an
// error for each parameter it could not use; the Link holds the rest.
func Parse(fragment string) (Link, []error) {
	var l Link
	fragment = strings.TrimPrefix(fragment, "#")
	if fragment == "" {
		return l, nil
	}
	if len(fragment) > MaxFragment {
		return l, []error{errTooLong}
	}
	var errs []error
	values := map[string]string{}
	for _, part := range strings.Split(fragment, "&") {
		if part == "" {
			continue
		}
		key, raw, _ := strings.Cut(part, "=")
		value, err := queryUnescape(raw)
		if err != nil {
			errs = append(errs, linkError(Error{Problem: ProblemEncoding, Param: clip(key)}, "%s: badly encoded value", clip(key)))
			continue
		}
		key = strings.ToLower(key)
		if _, dup := values[key]; !dup {
			values[key] = value
		}
	}
	fen, hasFEN := values["fen"]
	moves, hasMoves := values["moves"]
	if text, ok := values["pgn"]; ok {
		// A record with its comments and variations; it stands for the
		// whole game, so fen and moves beside it are ignored.
		l.Game, l.GameErr = game.ParseText(text)
		if l.GameErr != nil {
			l.Game, l.GameErr = nil, linkError(Error{Problem: ProblemRecord, Param: "pgn", Err: l.GameErr}, "pgn: %v", l.GameErr)
		}
		if hasFEN || hasMoves {
			errs = append(errs, linkError(Error{Problem: ProblemIgnored, Param: "fen"}, "fen and moves: ignored beside pgn"))
		}
	} else if hasFEN || hasMoves {
		l.Game, l.GameErr = buildGame(fen, moves)
		if l.GameErr != nil {
			l.Game = nil
		}
	}
	if v, ok := values["pgnurl"]; ok {
		if u, err := checkPGNURL(v); err != nil {
			errs = append(errs, err)
		} else {
			l.PGNURL = u
		}
	}
	if v, ok := values["ply"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > MaxMoves {
			errs = append(errs, valueError("ply", v, "ply: %q is not a move number from 0 to %d", clip(v), MaxMoves))
		} else {
			l.Ply, l.HasPly = n, true
		}
	}
	if v, ok := values["autoplay"]; ok {
		if b, ok := parseBool(v); ok {
			l.Autoplay = b
		} else {
			errs = append(errs, valueError("autoplay", v, "autoplay: %q is not 1 or 0", clip(v)))
		}
	}
	if v, ok := values["speed"]; ok {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || !(f >= MinSpeed && f <= MaxSpeed) {
			errs = append(errs, valueError("speed", v, "speed: %q is not a number of seconds from %g to %g", clip(v), MinSpeed, MaxSpeed))
		} else {
			l.Speed = f
		}
	}
	if v, ok := values["side"]; ok {
		if s := strings.ToLower(v); s == "red" || s == "black" {
			l.Side = s
		} else {
			errs = append(errs, valueError("side", v, "side: %q is not red or black", clip(v)))
		}
	}
	if v, ok := values["level"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < settings.MinLevel || n > settings.MaxLevel {
			errs = append(errs, valueError("level", v, "level: %q is not a level from %d to %d", clip(v), settings.MinLevel, settings.MaxLevel))
		} else {
			l.Level = n
		}
	}
	if v, ok := values["flip"]; ok {
		if b, ok := parseBool(v); ok {
			l.Flip, l.HasFlip = b, true
		} else {
			errs = append(errs, valueError("flip", v, "flip: %q is not 1 or 0", clip(v)))
		}
	}
	if v, ok := values["mode"]; ok {
		if m, ok := game.ParseMode(strings.ToLower(v)); ok {
			l.Mode = m
		} else {
			errs = append(errs, valueError("mode", v, "mode: %q is not play, two-players, watch, view, analysis, editor, review or lesson", clip(v)))
		}
	}
	if v, ok := values["tc"]; ok {
		if c, err := clock.Parse(v); err == nil {
			l.Clock, l.HasClock = c, true
		} else {
			errs = append(errs, linkError(Error{Problem: ProblemValue, Param: "tc", Value: clip(v), Err: err}, "tc: %v", err))
		}
	}
	if v, ok := values["embed"]; ok {
		if b, ok := parseBool(v); ok {
			l.Embed = b
		} else {
			errs = append(errs, valueError("embed", v, "embed: %q is not 1 or 0", clip(v)))
		}
	}
	if v, ok := values["puzzle"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > puzzles.Count {
			errs = append(errs, valueError("puzzle", v, "puzzle: %q is not a puzzle number from 1 to %d", clip(v), puzzles.Count))
		} else {
			l.Puzzle = n
		}
	}
	for _, name := range []string{settings.Lang, settings.Notation, settings.Sound, settings.Theme, settings.Pieces, settings.Music, settings.Info} {
		v, ok := values[name]
		if !ok {
			continue
		}
		var probe settings.Settings
		if err := probe.Set(name, v); err != nil {
			errs = append(errs, valueError(name, v, "%s: %q is not a valid value", name, clip(v)))
			continue
		}
		if l.Settings == nil {
			l.Settings = map[string]string{}
		}
		l.Settings[name] = probe.Get(name)
	}
	return l, errs
}

// checkPGNURL accepts an http(s) address or a path relative to the page;
// anything else (javascript:, data:, another scheme) is refused.
func checkPGNURL(v string) (string, error) {
	if len(v) > MaxPGNURL {
		return "", valueError("pgnurl", v, "pgnurl: the address is longer than %d bytes", MaxPGNURL)
	}
	u := strings.TrimSpace(v)
	scheme, ok := schemeOf(u)
	if !ok || u == "" {
		return "", valueError("pgnurl", v, "pgnurl: %q is not an address", clip(v))
	}
	switch scheme = strings.ToLower(scheme); scheme {
	case "", "http", "https":
	default:
		return "", valueError("pgnurl", v, "pgnurl: %q is not an http or https address", clip(v))
	}
	return scheme + u[len(scheme):], nil
}

// schemeOf returns the scheme of an address (RFC 3986: a letter, then
// letters, digits, '+', '-' or '.', before a ':' that comes before any '/',
// '?' or '#'), "" for a relative one, and false for no address at all (a
// control character, or a colon in a first segment that is not a scheme).
// Package net/url would do it, at 40 KB of xiangqi.wasm for two calls.
func schemeOf(u string) (string, bool) {
	for i := 0; i < len(u); i++ {
		if c := u[i]; c < 0x20 || c == 0x7f {
			return "", false
		}
	}
	end := strings.IndexAny(u, ":/?#")
	if end < 0 || u[end] != ':' {
		return "", true
	}
	for i := 0; i < end; i++ {
		c := u[i]
		letter := c|0x20 >= 'a' && c|0x20 <= 'z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return "", false
		}
	}
	return u[:end], end > 0
}

// queryUnescape decodes a fragment's value as a query's: %XX escapes and
// '+' for a space, refusing a '%' not followed by two hex digits (what
// net/url's QueryUnescape does).
func queryUnescape(s string) (string, error) {
	if !strings.ContainsAny(s, "%+") {
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+':
			b.WriteByte(' ')
		case '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return "", fmt.Errorf("invalid escape %q", s[i:min(i+3, len(s))])
			}
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f' }

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// valueError is a parameter whose value cannot be used.
func valueError(param, value, format string, args ...any) *Error {
	return linkError(Error{Problem: ProblemValue, Param: param, Value: clip(value)}, format, args...)
}

// buildGame plays the moves from the FEN (or the opening when fen is "").
func buildGame(fen, moves string) (*game.Game, error) {
	start := position.NewStart()
	if strings.TrimSpace(fen) != "" {
		p, err := position.ParseFEN(fen)
		if err != nil {
			return nil, linkError(Error{Problem: ProblemPosition, Param: "fen", Err: err}, "bad position: %v", err)
		}
		start = p
	}
	g := game.New(start)
	list := strings.FieldsFunc(moves, func(r rune) bool { return r == ',' || r == ' ' })
	if len(list) > MaxMoves {
		return nil, linkError(Error{Problem: ProblemTooMany, Param: "moves", Count: len(list)}, "too many moves (%d, at most %d)", len(list), MaxMoves)
	}
	for i, text := range list {
		m, err := position.ParseMove(text)
		if err != nil {
			return nil, linkError(Error{Problem: ProblemNotCoord, Param: "moves", Move: i + 1, Value: clip(text)}, "move %d: %q is not a coordinate move like h2e2", i+1, clip(text))
		}
		if err := g.Play(m); err != nil {
			return nil, linkError(Error{Problem: ProblemIllegal, Param: "moves", Move: i + 1, Value: m.String()}, "move %d (%s) is not legal", i+1, m)
		}
	}
	return g, nil
}

// clip shortens text quoted in an error, so a hostile link cannot flood the
// page with its own words.
func clip(s string) string {
	const n = 24
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	if len(r) > n {
		r = r[:n]
	}
	return string(r) + "…"
}

func parseBool(v string) (bool, bool) {
	switch strings.ToLower(v) {
	case "1", "true", "on", "yes":
		return true, true
	case "0", "false", "off", "no":
		return false, true
	}
	return false, false
}

// Share describes the fragment of a share link.
type Share struct {
	FEN   string   // start position; "" for the opening
	Moves []string // ICCS moves
	Side  string   // the player's side
	Level int
	Flip  bool
	Mode  game.Mode // "" or play is left out
	Embed bool
	// Puzzle, when not 0, links to that composed endgame; FEN and Moves are
	// then left out, since the puzzle gives the position.
	Puzzle int
	// Clock, when on, is written as tc=10+5.
	Clock clock.Control
	// Extra settings (lang, notation, ...) to include, in this order.
	Extra [][2]string
}

// Build writes a fragment, starting with '#'.
func Build(s Share) string {
	var parts []string
	if s.Puzzle > 0 {
		parts = append(parts, "puzzle="+strconv.Itoa(s.Puzzle))
		s.FEN, s.Moves = "", nil
	}
	if s.FEN != "" {
		parts = append(parts, "fen="+escape(s.FEN))
	}
	if len(s.Moves) > 0 {
		parts = append(parts, "moves="+strings.Join(s.Moves, ","))
	}
	if s.Side != "" {
		parts = append(parts, "side="+s.Side)
	}
	if s.Level > 0 {
		parts = append(parts, "level="+strconv.Itoa(s.Level))
	}
	if s.Flip {
		parts = append(parts, "flip=1")
	}
	if s.Mode != "" && s.Mode != game.Play {
		parts = append(parts, "mode="+string(s.Mode))
	}
	if s.Clock.On() {
		// A '+' reads back as a space, which the parser takes for the same.
		parts = append(parts, "tc="+s.Clock.String())
	}
	if s.Embed {
		parts = append(parts, "embed=1")
	}
	for _, kv := range s.Extra {
		parts = append(parts, kv[0]+"="+escape(kv[1]))
	}
	return "#" + strings.Join(parts, "&")
}

// escape percent-encodes a value but keeps the characters a FEN is made of
// readable: letters, digits, '/' and '-'; spaces become '+'.
func escape(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '/', c == '-', c == '.', c == '_':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}
