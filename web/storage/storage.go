// Package storage is the format in which the page keeps the game in progress
// and the settings in the browser's local storage: versioned JSON, checked on
// the way in. Data that cannot be read (corrupt, edited by hand, written by a
// newer version) is an error, and the page then starts afresh with a message
// instead of breaking.
//
// The format, version 1:
//
//	{"v":1,"levels":15,
//	 "settings":{"lang":"zh","notation":"chinese","pieces":"chinese","theme":"auto",
//	             "sound":true,"music":false,"info":false,"level":3,"side":"red","lines":3,"pace":true},
//	 "game":{"fen":"...","moves":["h2e2","h9g7"],"side":"red","level":3,"mode":"play",
//	         "result":"red-wins","reason":"resign","tags":[["Event","..."]],"flip":false,
//	         "tree":"1. h2e2 h9g7 (1... b9c7) *","cursor":"0.1"}}
//
// "previous" (a game of the same form) is a game in progress that a link
// replaced, kept for the player to go back to.
//
// "game" is left out when there is none; "fen" is left out for the standard
// opening. "tree" is the whole move tree as PGN in coordinates,
// written only when the game has variations, comments or annotations; its
// main line must be "moves". "cursor" is the move shown (a web/game Path),
// left out for the live position. Pages that predate them ignore both.
// "play" (play.go) is the game's clock, limits and rating, left out for an
// untimed game with no limits.
//
// "levels" is the number of levels of the ladder the stored levels belong to
// (settings.MaxLevel). Data without it was written when the ladder had ten
// levels: its levels are read as the levels of today's ladder that play like
// them (search.FromFormerLadder), so a player's level keeps its strength.
package storage

import (
	"fmt"
	"strings"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
	"xiangqi/web/settings"
)

// Key is the local-storage key the page uses.
const Key = "xiangqi"

// Version is the format written; Decode reads this version only (there is
// no older one yet).
const Version = 1

// MaxBytes bounds what Decode reads; a long game is a few kilobytes.
const MaxBytes = 256 << 10

// State is what the page stores.
type State struct {
	V        int
	Settings settings.Settings
	Game     *Game
	// Previous is a game in progress that a link replaced, kept so the
	// player can go back to it; nil when there is none.
	Previous *Game
}

// Game is the game in progress.
type Game struct {
	FEN    string // "" for the standard opening
	Moves  []string
	Side   string // the player's side: red or black
	Level  int
	Mode   game.Mode
	Result game.Result
	Reason game.Reason
	Tags   [][2]string
	Flip   bool   // Black at the bottom
	Tree   string // PGN of the whole tree, or ""
	Cursor string // the move shown, or "" for the live position
	// Play is how the game is played beyond side and level (its clock,
	// limits and rating, play.go); nil for an untimed game with no limits.
	Play *Play
}

// Encode writes a state as JSON.
func Encode(s State) string {
	var sets []string
	for _, name := range settings.Names {
		v := s.Settings.Get(name)
		switch name {
		case settings.Sound, settings.Music, settings.Info, settings.Pace, settings.Undo:
			v = jsonlite.BoolText(v == "on")
		case settings.Level, settings.Lines:
		default:
			v = jsonlite.Quote(v)
		}
		sets = append(sets, name, v)
	}
	pairs := []string{"v", jsonlite.IntText(Version), "levels", jsonlite.IntText(settings.MaxLevel), "settings", jsonlite.ObjectText(sets...)}
	if s.Game != nil {
		pairs = append(pairs, "game", encodeGame(s.Game))
	}
	if s.Previous != nil {
		pairs = append(pairs, "previous", encodeGame(s.Previous))
	}
	return jsonlite.ObjectText(pairs...)
}

// encodeGame writes one stored game as a JSON object.
func encodeGame(g *Game) string {
	var gp []string
	if g.FEN != "" {
		gp = append(gp, "fen", jsonlite.Quote(g.FEN))
	}
	moves := g.Moves
	if moves == nil {
		moves = []string{}
	}
	gp = append(gp, "moves", jsonlite.Strings(moves), "side", jsonlite.Quote(g.Side), "level", jsonlite.IntText(g.Level))
	if g.Mode != "" {
		gp = append(gp, "mode", jsonlite.Quote(string(g.Mode)))
	}
	if g.Result != "" {
		gp = append(gp, "result", jsonlite.Quote(string(g.Result)), "reason", jsonlite.Quote(string(g.Reason)))
	}
	if len(g.Tags) > 0 {
		tags := make([]string, len(g.Tags))
		for i, kv := range g.Tags {
			tags[i] = jsonlite.Strings(kv[:])
		}
		gp = append(gp, "tags", "["+strings.Join(tags, ",")+"]")
	}
	if g.Flip {
		gp = append(gp, "flip", "true")
	}
	if g.Tree != "" {
		gp = append(gp, "tree", jsonlite.Quote(g.Tree))
	}
	if g.Cursor != "" {
		gp = append(gp, "cursor", jsonlite.Quote(g.Cursor))
	}
	if g.Play != nil {
		gp = append(gp, "play", encodePlay(g.Play))
	}
	return jsonlite.ObjectText(gp...)
}

// Decode reads a stored state. Settings with values this version does not
// know are replaced by defaults (not an error); a game that cannot be replayed
// is an error.
func Decode(data string) (State, error) {
	var s State
	if len(data) > MaxBytes {
		return s, fmt.Errorf("saved data is too large (%d bytes)", len(data))
	}
	root, err := jsonlite.Parse(data)
	if err != nil {
		return s, fmt.Errorf("saved data is not JSON: %v", err)
	}
	if root.Kind() != jsonlite.Object {
		return s, fmt.Errorf("saved data is not a JSON object")
	}
	vv, ok := root.Get("v")
	if !ok {
		return s, fmt.Errorf("saved data has no version")
	}
	v, ok := vv.Int()
	if !ok {
		return s, fmt.Errorf("saved data is malformed: version is not a number")
	}
	if v != Version {
		return s, fmt.Errorf("saved data has version %d, this page reads version %d", v, Version)
	}
	s.V = Version
	r := reader{}
	s.Settings = settings.Default(i18n.English)
	if sv, ok := root.Get("settings"); ok {
		r.settings(sv, &s.Settings)
	}
	if gv, ok := root.Get("game"); ok && gv.Kind() != jsonlite.Null {
		s.Game = r.game(gv)
	}
	if pv, ok := root.Get("previous"); ok && pv.Kind() != jsonlite.Null {
		s.Previous = r.game(pv)
	}
	if _, ok := root.Get("levels"); !ok {
		s.fromFormerLadder()
	}
	if r.err != nil {
		return State{}, fmt.Errorf("saved data is malformed: %v", r.err)
	}
	s.Settings.Sanitize()
	if s.Game != nil {
		if _, err := s.Game.Build(); err != nil {
			return State{}, fmt.Errorf("saved game: %v", err)
		}
	}
	if s.Previous != nil {
		if _, err := s.Previous.Build(); err != nil {
			// Only the kept game is lost, not the one in progress.
			s.Previous = nil
		}
	}
	return s, nil
}

// fromFormerLadder moves the levels of data written for the ten-level
// ladder to the levels of today's ladder that play like them.
func (s *State) fromFormerLadder() {
	s.Settings.Level = search.FromFormerLadder(s.Settings.Level)
	for _, g := range []*Game{s.Game, s.Previous} {
		if g != nil {
			g.Level = search.FromFormerLadder(g.Level)
		}
	}
}

// reader decodes the stored objects, keeping the first type error.
type reader struct{ err error }

func (r *reader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf(format, args...)
	}
}

func (r *reader) object(v jsonlite.Value, what string) bool {
	if v.Kind() != jsonlite.Object {
		r.fail("%s is a %s, not an object", what, v.Kind())
		return false
	}
	return true
}

func (r *reader) str(obj jsonlite.Value, name string) string {
	f, ok := obj.Get(name)
	if !ok {
		return ""
	}
	s, ok := f.Str()
	if !ok {
		r.fail("%s is a %s, not a string", name, f.Kind())
	}
	return s
}

func (r *reader) integer(obj jsonlite.Value, name string) int {
	f, ok := obj.Get(name)
	if !ok {
		return 0
	}
	n, ok := f.Int()
	if !ok || n < -1<<31 || n > 1<<31 {
		r.fail("%s is not a whole number", name)
	}
	return int(n)
}

func (r *reader) boolean(obj jsonlite.Value, name string) bool {
	f, ok := obj.Get(name)
	if !ok {
		return false
	}
	b, ok := f.Bool()
	if !ok {
		r.fail("%s is a %s, not true or false", name, f.Kind())
	}
	return b
}

// settings reads the settings object; values are checked by Sanitize.
func (r *reader) settings(v jsonlite.Value, s *settings.Settings) {
	if !r.object(v, "settings") {
		return
	}
	if _, ok := v.Get("lang"); ok {
		s.Lang = i18n.Lang(r.str(v, "lang"))
	}
	for _, f := range []struct {
		name string
		dst  *string
	}{{"notation", &s.Notation}, {"pieces", &s.Pieces}, {"theme", &s.Theme}, {"side", &s.Side}, {"thoroughness", &s.Thoroughness},
		{settings.PlayMode, &s.PlayMode}, {settings.TimeControl, &s.TimeControl}, {settings.Layout, &s.Layout}, {settings.Hints, &s.Hints}} {
		if _, ok := v.Get(f.name); ok {
			*f.dst = r.str(v, f.name)
		}
	}
	for _, f := range []struct {
		name string
		dst  *bool
	}{{"sound", &s.Sound}, {"music", &s.Music}, {"info", &s.Info}, {"pace", &s.Pace}, {settings.Undo, &s.Undo}} {
		if _, ok := v.Get(f.name); ok {
			*f.dst = r.boolean(v, f.name)
		}
	}
	if _, ok := v.Get("level"); ok {
		s.Level = r.integer(v, "level")
	}
	if _, ok := v.Get("lines"); ok {
		s.Lines = r.integer(v, "lines")
	}
}

// game reads the game object.
func (r *reader) game(v jsonlite.Value) *Game {
	if !r.object(v, "game") {
		return nil
	}
	g := &Game{FEN: r.str(v, "fen"), Side: r.str(v, "side"), Level: r.integer(v, "level"),
		Mode: game.Mode(r.str(v, "mode")), Result: game.Result(r.str(v, "result")),
		Reason: game.Reason(r.str(v, "reason")), Flip: r.boolean(v, "flip"),
		Tree: r.str(v, "tree"), Cursor: r.str(v, "cursor")}
	if mv, ok := v.Get("moves"); ok {
		if mv.Kind() != jsonlite.Array {
			r.fail("moves is a %s, not an array", mv.Kind())
		}
		for _, it := range mv.Items() {
			s, ok := it.Str()
			if !ok {
				r.fail("a move is a %s, not a string", it.Kind())
				break
			}
			g.Moves = append(g.Moves, s)
		}
	}
	if pv, ok := v.Get("play"); ok && pv.Kind() != jsonlite.Null {
		g.Play = r.play(pv)
	}
	if tv, ok := v.Get("tags"); ok {
		if tv.Kind() != jsonlite.Array {
			r.fail("tags is a %s, not an array", tv.Kind())
		}
		for _, it := range tv.Items() {
			pair := it.Items()
			name, ok1 := first(pair, 0)
			value, ok2 := first(pair, 1)
			if len(pair) != 2 || !ok1 || !ok2 {
				r.fail("a tag is not a [name, value] pair")
				break
			}
			g.Tags = append(g.Tags, [2]string{name, value})
		}
	}
	return g
}

func first(list []jsonlite.Value, i int) (string, bool) {
	if i >= len(list) {
		return "", false
	}
	return list[i].Str()
}

// Build replays the stored game and checks its side, level, mode and result.
func (g *Game) Build() (*game.Game, error) {
	start := position.NewStart()
	if g.FEN != "" {
		p, err := position.ParseFEN(g.FEN)
		if err != nil {
			return nil, err
		}
		start = p
	}
	out := game.New(start)
	for i, text := range g.Moves {
		m, err := position.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		if err := out.Play(m); err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
	}
	if g.Tree != "" {
		tree, err := buildTree(start, g.Tree)
		if err != nil {
			return nil, fmt.Errorf("move tree: %v", err)
		}
		if strings.Join(tree.ICCS(), " ") != strings.Join(g.Moves, " ") {
			return nil, fmt.Errorf("move tree: its main line is not the game's moves")
		}
		out = tree
	}
	if g.Cursor != "" {
		p, err := game.ParsePath(g.Cursor)
		if err != nil || !out.Valid(p) {
			return nil, fmt.Errorf("the shown move %q is not in the game", g.Cursor)
		}
	}
	if g.Side != "red" && g.Side != "black" {
		return nil, fmt.Errorf("side %q is not red or black", g.Side)
	}
	if g.Level < settings.MinLevel || g.Level > settings.MaxLevel {
		return nil, fmt.Errorf("level %d is out of range", g.Level)
	}
	if g.Mode != "" {
		if _, ok := game.ParseMode(string(g.Mode)); !ok {
			return nil, fmt.Errorf("mode %q is unknown", g.Mode)
		}
	}
	if _, ok := game.ParseResult(string(g.Result)); !ok {
		return nil, fmt.Errorf("result %q is unknown", g.Result)
	}
	// Only an end the board does not show (a resignation, a fallen flag, an
	// agreed draw, a result a loaded record gave with no reason) needs
	// restoring: every other end follows from the moves, and a stored result
	// that disagrees with them is ignored.
	switch {
	case out.Over():
	case g.Reason.Declared():
		out.Conclude(game.Outcome{Result: g.Result, Reason: g.Reason})
	case g.Reason == game.ReasonNone:
		out.Declare(g.Result)
	}
	if err := g.Play.check(); err != nil {
		return nil, err
	}
	tags := make([]notation.Tag, 0, len(g.Tags))
	for _, kv := range g.Tags {
		if strings.TrimSpace(kv[0]) == "" {
			continue
		}
		tags = append(tags, notation.Tag{Name: kv[0], Value: kv[1]})
	}
	out.SetTags(tags)
	return out, nil
}

// buildTree reads the stored move tree (PGN movetext from start).
func buildTree(start *position.Position, movetext string) (*game.Game, error) {
	rec, err := notation.ParseGame(movetext)
	if err != nil {
		return nil, err
	}
	rec.Start = start
	rec.Result = "*"
	return game.FromRecord(rec)
}

// FromGame records a game for storage; cursor is the move shown (nil for the
// live position).
func FromGame(g *game.Game, side position.Color, level int, mode game.Mode, flip bool, cursor game.Path) *Game {
	out := &Game{FEN: g.StartFEN(), Moves: g.ICCS(), Side: side.String(), Level: level, Mode: mode,
		Result: g.Outcome().Result, Reason: g.Outcome().Reason, Flip: flip}
	if cursor != nil {
		out.Cursor = cursor.String()
	}
	if g.Annotated() {
		rec := g.Record()
		rec.Tags, rec.Result = nil, "*"
		out.Tree = rec.PGN(notation.ICCS)
	}
	for _, t := range g.Tags() {
		out.Tags = append(out.Tags, [2]string{t.Name, t.Value})
	}
	return out
}
