package game

import (
	"fmt"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// Record returns the game as a notation record, ready to write as PGN.
func (g *Game) Record() *notation.Game {
	r := notation.NewGame(g.Start(), g.Moves())
	r.Tags = append([]notation.Tag(nil), g.tags...)
	r.Result = g.outcome.PGN()
	return r
}

// PGN writes the game as PGN with moves in notation n.
func (g *Game) PGN(n notation.Notation) string { return g.Record().PGN(n) }

// FromRecord makes a game from a notation record (a loaded PGN): its main
// line, for now without its variations and comments. A result given in the
// record is kept only when the moves do not already decide it: a record that
// says 1-0 without a mate on the board is a resignation.
func FromRecord(r *notation.Game) (*Game, error) {
	start := r.Start
	if start == nil {
		start = position.NewStart()
	}
	g := New(start)
	for i, m := range r.MainLine() {
		if err := g.Play(m); err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
	}
	g.tags = append([]notation.Tag(nil), r.Tags...)
	if !g.Over() {
		switch strings.TrimSpace(r.Result) {
		case "1-0":
			g.Resign(position.Black)
		case "0-1":
			g.Resign(position.Red)
		}
	}
	return g, nil
}

// maxText bounds pasted text; the PGN reader has its own, larger limit for
// files.
const maxText = 1 << 20

// ParseText reads pasted text: a FEN position (a new game from it) or a PGN
// game. The error says what is wrong with the kind of text it looks like.
func ParseText(text string) (*Game, error) {
	text = strings.TrimSpace(strings.TrimPrefix(text, "\ufeff"))
	if text == "" {
		return nil, fmt.Errorf("the text is empty")
	}
	if len(text) > maxText {
		return nil, fmt.Errorf("the text is too long (%d bytes)", len(text))
	}
	if looksLikeFEN(text) {
		p, err := position.ParseFEN(text)
		if err != nil {
			return nil, err
		}
		return New(p), nil
	}
	rec, err := notation.ParseGame(text)
	if err != nil {
		return nil, err
	}
	return FromRecord(rec)
}

// looksLikeFEN reports whether text is a single line whose first field has the
// nine slashes of a board.
func looksLikeFEN(text string) bool {
	if strings.ContainsAny(text, "\n[") {
		return false
	}
	fields := strings.Fields(text)
	return len(fields) > 0 && strings.Count(fields[0], "/") == 9
}
