package embed

import (
	"errors"
	"fmt"
	"strings"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/position"
	"xiangqi/web/game"
	"xiangqi/web/link"
	"xiangqi/web/settings"
)

// Command types the board accepts from its parent.
const (
	TypeSetPosition    = "xiangqi:setPosition"
	TypeSetOrientation = "xiangqi:setOrientation"
	TypeNewGame        = "xiangqi:newGame"
	// The viewer's commands (mode=view), for a post about a game.
	TypeLoadPGN  = "xiangqi:loadPGN"
	TypeShowMove = "xiangqi:showMove"
	TypeAutoplay = "xiangqi:autoplay"
)

// Limits on a command.
const (
	// MaxMessage is the longest command accepted, as JSON text; a loadPGN
	// may be up to MaxPGNMessage (a long game with its comments).
	MaxMessage    = 16 << 10
	MaxPGNMessage = 512 << 10
	// MaxFEN is the longest FEN accepted (a real one has under 90 bytes).
	MaxFEN = 120
	// MaxMoves is the longest move list accepted.
	MaxMoves = 1000
)

// ErrNotCommand is returned for a message that is not meant for the board
// (no "type" of this API); the caller ignores it like any other error.
var ErrNotCommand = errors.New("not a xiangqi command")

// Command is a checked command from the parent page.
type Command struct {
	// Type is one of the Type constants.
	Type string
	// Game is the game of a setPosition, built and checked.
	Game *game.Game
	// Side is the player's side of a setPosition or newGame; HasSide is
	// false when the message did not say.
	Side    position.Color
	HasSide bool
	// Orientation is the side at the bottom, for setOrientation.
	Orientation position.Color
	// Level is a newGame's level, or 0 when the message did not say.
	Level int
	// Ply is the main line's move a loadPGN or showMove shows (0: the
	// start).
	Ply int
	// Play and Speed (seconds a move, 0 when not given) are an autoplay's.
	Play  bool
	Speed float64
}

// fields lists each command's fields and whether each is required.
var fields = map[string]map[string]bool{
	TypeSetPosition:    {"fen": false, "moves": false, "side": false},
	TypeSetOrientation: {"orientation": true},
	TypeNewGame:        {"side": false, "level": false},
	TypeLoadPGN:        {"pgn": true, "ply": false},
	TypeShowMove:       {"ply": true},
	TypeAutoplay:       {"play": true, "speed": false},
}

// ParseCommand checks a message (as JSON text) and returns the command it
// carries. Any error means the message must be ignored.
func ParseCommand(text string) (Command, error) {
	if len(text) > MaxPGNMessage {
		return Command{}, fmt.Errorf("message of %d bytes, over %d", len(text), MaxPGNMessage)
	}
	v, err := jsonlite.Parse(text)
	if err != nil {
		return Command{}, err
	}
	if v.Kind() != jsonlite.Object {
		return Command{}, ErrNotCommand
	}
	typeValue, _ := v.Get("type")
	typ, _ := typeValue.Str()
	allowed, ok := fields[typ]
	if !ok {
		return Command{}, ErrNotCommand
	}
	if typ != TypeLoadPGN && len(text) > MaxMessage {
		return Command{}, fmt.Errorf("%s: message of %d bytes, over %d", typ, len(text), MaxMessage)
	}
	seen := map[string]bool{}
	for _, k := range v.Keys() {
		if seen[k] {
			return Command{}, fmt.Errorf("%s: field %q twice", typ, clip(k))
		}
		seen[k] = true
		if _, known := allowed[k]; !known && k != "type" {
			return Command{}, fmt.Errorf("%s: unknown field %q", typ, clip(k))
		}
	}
	for k, required := range allowed {
		if required && !seen[k] {
			return Command{}, fmt.Errorf("%s: no %q", typ, k)
		}
	}
	c := Command{Type: typ}
	if side, ok := v.Get("side"); ok {
		if c.Side, err = colorField(side, "side"); err != nil {
			return Command{}, err
		}
		c.HasSide = true
	}
	switch typ {
	case TypeSetOrientation:
		o, _ := v.Get("orientation")
		if c.Orientation, err = colorField(o, "orientation"); err != nil {
			return Command{}, err
		}
	case TypeNewGame:
		if l, ok := v.Get("level"); ok {
			n, isInt := l.Int()
			if !isInt || n < settings.MinLevel || n > settings.MaxLevel {
				return Command{}, fmt.Errorf("level must be a whole number from %d to %d", settings.MinLevel, settings.MaxLevel)
			}
			c.Level = int(n)
		}
	case TypeSetPosition:
		if c.Game, err = gameField(v); err != nil {
			return Command{}, err
		}
	case TypeLoadPGN:
		f, _ := v.Get("pgn")
		text, isString := f.Str()
		if !isString {
			return Command{}, fmt.Errorf("pgn must be a string")
		}
		if c.Game, err = game.ParseText(text); err != nil {
			return Command{}, fmt.Errorf("pgn: %w", err)
		}
		if c.Ply, err = plyField(v, false); err != nil {
			return Command{}, err
		}
	case TypeShowMove:
		if c.Ply, err = plyField(v, true); err != nil {
			return Command{}, err
		}
	case TypeAutoplay:
		f, _ := v.Get("play")
		var isBool bool
		if c.Play, isBool = f.Bool(); !isBool {
			return Command{}, fmt.Errorf("play must be true or false")
		}
		if f, ok := v.Get("speed"); ok {
			sp, isNumber := f.Float()
			if !isNumber || !(sp >= link.MinSpeed && sp <= link.MaxSpeed) {
				return Command{}, fmt.Errorf("speed must be a number of seconds from %g to %g", link.MinSpeed, link.MaxSpeed)
			}
			c.Speed = sp
		}
	}
	return c, nil
}

// plyField reads a move number of the main line, 0 (the start) to MaxMoves.
func plyField(v jsonlite.Value, required bool) (int, error) {
	f, ok := v.Get("ply")
	if !ok && !required {
		return 0, nil
	}
	n, isInt := f.Int()
	if !isInt || n < 0 || n > MaxMoves {
		return 0, fmt.Errorf("ply must be a whole number from 0 to %d", MaxMoves)
	}
	return int(n), nil
}

// colorField reads "red" or "black".
func colorField(v jsonlite.Value, name string) (position.Color, error) {
	s, _ := v.Str()
	switch s {
	case "red":
		return position.Red, nil
	case "black":
		return position.Black, nil
	}
	return position.Red, fmt.Errorf("%s must be \"red\" or \"black\"", name)
}

// gameField builds the game of a setPosition: fen (the opening when absent)
// and moves, each legal in turn.
func gameField(v jsonlite.Value) (*game.Game, error) {
	start := position.NewStart()
	if f, ok := v.Get("fen"); ok {
		fen, isString := f.Str()
		if !isString || len(fen) > MaxFEN {
			return nil, fmt.Errorf("fen must be a string of at most %d bytes", MaxFEN)
		}
		if strings.TrimSpace(fen) != "" {
			p, err := position.ParseFEN(fen)
			if err != nil {
				return nil, fmt.Errorf("fen: %v", err)
			}
			start = p
		}
	}
	g := game.New(start)
	m, ok := v.Get("moves")
	if !ok {
		return g, nil
	}
	if m.Kind() != jsonlite.Array || len(m.Items()) > MaxMoves {
		return nil, fmt.Errorf("moves must be a list of at most %d moves", MaxMoves)
	}
	for i, item := range m.Items() {
		text, isString := item.Str()
		if !isString || len(text) != 4 {
			return nil, fmt.Errorf("move %d is not a coordinate move like \"h2e2\"", i+1)
		}
		mv, err := position.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %d: %q is not a coordinate move like \"h2e2\"", i+1, text)
		}
		if err := g.Play(mv); err != nil {
			return nil, fmt.Errorf("move %d (%s) is not legal", i+1, text)
		}
	}
	return g, nil
}

// clip shortens outside text quoted in an error.
func clip(s string) string {
	const n = 24
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
