package game

import (
	"fmt"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// Record returns the game as a notation record with its whole tree (a copy),
// ready to write as PGN.
func (g *Game) Record() *notation.Game {
	return &notation.Game{
		Tags:   append([]notation.Tag(nil), g.tags...),
		Start:  g.Start(),
		Root:   cloneTree(g.root),
		Result: g.outcome.PGN(),
	}
}

// PGN writes the game as PGN with moves in notation n.
func (g *Game) PGN(n notation.Notation) string { return g.Record().PGN(n) }

// FromRecord makes a game from a notation record (a loaded PGN, say) with
// its whole tree: variations, comments and annotations. Every move of every
// line is checked. A result given in the record is kept only when the moves
// do not already decide it: a record that says 1-0 without a mate on the
// board is a resignation.
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
	if r.Root != nil {
		if err := checkTree(g.Start(), r.Root, nil); err != nil {
			return nil, err
		}
		g.root = cloneTree(r.Root)
		g.root.Move = position.NoMove
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

// checkTree checks that every move below n is legal where it is played.
func checkTree(pos *position.Position, n *notation.Node, path Path) error {
	for i, c := range n.Children {
		if !pos.IsLegal(c.Move) {
			return fmt.Errorf("ply %d: %v is not legal there", len(path)+1, c.Move)
		}
		pos.MakeMove(c.Move)
		err := checkTree(pos, c, path.Child(i))
		pos.UnmakeMove()
		if err != nil {
			return err
		}
	}
	return nil
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
