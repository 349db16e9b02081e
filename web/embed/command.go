package embed

import (
	"errors"
	"fmt"
	"strings"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/position"
	"xiangqi/web/game"
	"xiangqi/web/settings"
)

// Command types the board accepts from its parent.
const (
	TypeSetPosition    = "xiangqi:setPosition"
	TypeSetOrientation = "xiangqi:setOrientation"
	TypeNewGame        = "xiangqi:newGame"
)

// Limits on a command.
const (
	// MaxMessage is the longest command accepted, as JSON text.
	MaxMessage = 16 << 10
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
}

// fields lists each command's fields and whether each is required.
var fields = map[string]map[string]bool{
	TypeSetPosition:    {"fen": false, "moves": false, "side": false},
	TypeSetOrientation: {"orientation": true},
	TypeNewGame:        {"side": false, "level": false},
}

// ParseCommand checks a message (as JSON text) and returns the command it
// carries. Any error means the message must be ignored.
func ParseCommand(text string) (Command, error) {
	if len(text) > MaxMessage {
		return Command{}, fmt.Errorf("message of %d bytes, over %d", len(text), MaxMessage)
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
	}
	return c, nil
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
