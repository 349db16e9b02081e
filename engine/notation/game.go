package notation

import (
	"strings"

	"xiangqi/engine/position"
)

// Tag is one PGN header pair, such as Red "胡荣华".
type Tag struct {
	Name, Value string
}

// Game is a game record: its headers, the position it starts from, the moves
// played and the comments between them.
type Game struct {
	// Tags are the headers in file order.
	Tags []Tag
	// Start is the position before the first move: the FEN tag's, or the
	// standard opening. Nil means the standard opening.
	Start *position.Position
	// Moves are the moves played, all legal.
	Moves []position.Move
	// Comments holds the comment after ply N (1 is after the first move); 0 is
	// the comment before the first move.
	Comments map[int]string
	// Result is "1-0", "0-1", "1/2-1/2" or "*".
	Result string
}

// Tag returns the value of a header, or "" when there is none. Names are
// matched without regard to case.
func (g *Game) Tag(name string) string {
	for _, t := range g.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value
		}
	}
	return ""
}

// SetTag sets a header, replacing the first one of that name (in any case) or
// adding it at the end.
func (g *Game) SetTag(name, value string) {
	for i, t := range g.Tags {
		if strings.EqualFold(t.Name, name) {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{Name: name, Value: value})
}

// startPosition returns Start, or the standard opening when Start is nil.
func (g *Game) startPosition() *position.Position {
	if g.Start == nil {
		return position.NewStart()
	}
	return g.Start
}

// End returns the position after the last move (or the first illegal one).
func (g *Game) End() *position.Position {
	p := g.startPosition().Clone()
	for _, m := range g.Moves {
		if !p.IsLegal(m) {
			break
		}
		p.MakeMove(m)
	}
	return p
}
