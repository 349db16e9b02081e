package game

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// The game's moves form a tree (engine/notation's Node): the main line is
// the chain of first children, and every other child starts a variation.
// The main line is the game itself: its end is the position the rules judge
// and the engine plays from. Variations are what a player tries in analysis
// or review, and what a loaded record carries.

// Path names a node of the tree by the child taken at each ply from the
// start: nil is the start position, {0, 0, 1} the second variation of the
// third ply after the main line's first two moves. A path is valid only for
// the tree it came from; after Promote or Delete, use the path they return.
type Path []int

// String writes a path as dotted indices, "0.0.1" ("" for the start): the
// page's data-path hook.
func (p Path) String() string {
	parts := make([]string, len(p))
	for i, n := range p {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ".")
}

// ParsePath reads a path written by String.
func ParsePath(s string) (Path, error) {
	if s == "" {
		return Path{}, nil
	}
	parts := strings.Split(s, ".")
	p := make(Path, len(parts))
	for i, part := range parts {
		n, err := strconv.Atoi(part)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("%q is not a move path", s)
		}
		p[i] = n
	}
	return p, nil
}

// Equal reports whether two paths name the same node.
func (p Path) Equal(o Path) bool {
	if len(p) != len(o) {
		return false
	}
	for i := range p {
		if p[i] != o[i] {
			return false
		}
	}
	return true
}

// HasPrefix reports whether p passes through (or is) q.
func (p Path) HasPrefix(q Path) bool { return len(q) <= len(p) && p[:len(q)].Equal(q) }

// IsMain reports whether the path stays on the main line.
func (p Path) IsMain() bool {
	for _, n := range p {
		if n != 0 {
			return false
		}
	}
	return true
}

// Parent returns the path one move back (the start's parent is the start).
func (p Path) Parent() Path {
	if len(p) == 0 {
		return Path{}
	}
	return append(Path{}, p[:len(p)-1]...)
}

// Child returns the path of the i-th move after p.
func (p Path) Child(i int) Path { return append(append(Path{}, p...), i) }

// mainPath is the path of the main line's first n plies.
func mainPath(n int) Path { return make(Path, n) }

// MainPath returns the path of the end of the main line.
func (g *Game) MainPath() Path { return mainPath(g.Ply()) }

// MainPathAt returns the path of the main line after ply moves.
func (g *Game) MainPathAt(ply int) Path { return mainPath(max(0, min(ply, g.Ply()))) }

// Root returns the tree's root (the start position; its Comment is the
// comment before the first move). Callers must not change it.
func (g *Game) Root() *notation.Node { return g.root }

// Version grows with every change of the tree (moves, comments, NAGs,
// order), so a page can redraw its move list only when it changed.
func (g *Game) Version() int { return g.version }

// Node returns the node at p, or false when p names none.
func (g *Game) Node(p Path) (*notation.Node, bool) {
	n := g.root
	for _, i := range p {
		if i < 0 || i >= len(n.Children) {
			return nil, false
		}
		n = n.Children[i]
	}
	return n, true
}

// Valid reports whether p names a node of the tree.
func (g *Game) Valid(p Path) bool {
	_, ok := g.Node(p)
	return ok
}

// MovesTo returns the moves from the start to the node at p (nil when p
// names none).
func (g *Game) MovesTo(p Path) []position.Move {
	moves := make([]position.Move, 0, len(p))
	n := g.root
	for _, i := range p {
		if i < 0 || i >= len(n.Children) {
			return nil
		}
		n = n.Children[i]
		moves = append(moves, n.Move)
	}
	return moves
}

// ICCSTo returns the moves to p as coordinate text.
func (g *Game) ICCSTo(p Path) []string {
	moves := g.MovesTo(p)
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// PositionAt returns a copy of the position at p, with the history of the
// moves that lead there (so repetitions are judged along the variation).
// An invalid path gives the position as far as it is valid.
func (g *Game) PositionAt(p Path) *position.Position {
	if p.IsMain() && len(p) <= g.Ply() {
		return g.At(len(p))
	}
	pos := g.Start()
	n := g.root
	for _, i := range p {
		if i < 0 || i >= len(n.Children) {
			break
		}
		n = n.Children[i]
		pos.MakeMove(n.Move)
	}
	return pos
}

// LineEnd returns the path of the end of the line through p: p followed by
// first children as far as they go.
func (g *Game) LineEnd(p Path) Path {
	n, ok := g.Node(p)
	if !ok {
		return p
	}
	end := append(Path{}, p...)
	for len(n.Children) > 0 {
		n = n.Children[0]
		end = append(end, 0)
	}
	return end
}

// PlayAt plays m from the node at p and returns the path of the move: the
// existing child when m was tried there already, else a new one (a
// variation when p already has a continuation). A move from the end of the
// main line extends the game as Play does.
func (g *Game) PlayAt(p Path, m position.Move) (Path, error) {
	if p.IsMain() && len(p) == g.Ply() {
		if err := g.Play(m); err != nil {
			return nil, err
		}
		return g.MainPath(), nil
	}
	n, ok := g.Node(p)
	if !ok {
		return nil, fmt.Errorf("no such move in the game")
	}
	for i, c := range n.Children {
		if c.Move == m {
			return p.Child(i), nil
		}
	}
	pos := g.PositionAt(p)
	if pos.Status().Over() {
		return nil, fmt.Errorf("the game is over in that position")
	}
	if m == position.NoMove || m.From() >= position.NumSquares || m.To() >= position.NumSquares || !pos.IsLegal(m) {
		return nil, fmt.Errorf("%v is not a legal move here", m)
	}
	n.AddChild(m)
	g.version++
	return p.Child(len(n.Children) - 1), nil
}

// Promote moves the variation through p one step towards the main line: the
// line it branches from at its last branching point swaps places with it.
// It returns p's new path, and p unchanged when it is on the main line.
func (g *Game) Promote(p Path) Path {
	k := len(p) - 1
	for k >= 0 && p[k] == 0 {
		k--
	}
	if k < 0 || !g.Valid(p) {
		return p
	}
	parent, _ := g.Node(p[:k])
	i := p[k]
	kids := parent.Children
	kids[0], kids[i] = kids[i], kids[0]
	out := append(Path{}, p...)
	out[k] = 0
	if p[:k].IsMain() {
		g.rebuildMain() // the main line changed below this point
	}
	g.version++
	return out
}

// Delete removes the move at p and everything after it, and returns the
// path of its parent. Deleting a main-line move takes the game back to the
// position before it (the old main line's later variations go with it).
func (g *Game) Delete(p Path) Path {
	if len(p) == 0 || !g.Valid(p) {
		return p
	}
	if p.IsMain() {
		g.TakeBack(g.Ply() - len(p) + 1)
		return p.Parent()
	}
	parent, _ := g.Node(p[:len(p)-1])
	i := p[len(p)-1]
	parent.Children = append(parent.Children[:i], parent.Children[i+1:]...)
	g.version++
	return p.Parent()
}

// SetComment replaces the comment after the move at p (at the start, the
// comment before the first move).
func (g *Game) SetComment(p Path, text string) {
	if n, ok := g.Node(p); ok && n.Comment != text {
		n.Comment = text
		g.version++
	}
}

// SetNAGs replaces the annotations of the move at p.
func (g *Game) SetNAGs(p Path, nags []int) {
	if n, ok := g.Node(p); ok && len(p) > 0 {
		n.NAGs = append([]int(nil), nags...)
		g.version++
	}
}

// rebuildMain replays the main line into the position after a change of the
// tree's first children, and judges it again.
func (g *Game) rebuildMain() {
	resigned := g.outcome.Reason.Declared()
	p := g.Start()
	for n := g.root; len(n.Children) > 0; {
		n = n.Children[0]
		p.MakeMove(n.Move)
	}
	g.pos = p
	if !resigned {
		g.outcome = Outcome{}
	}
	g.judge()
}

// cloneTree copies a tree deeply, so a record and a game never share nodes.
func cloneTree(n *notation.Node) *notation.Node {
	c := &notation.Node{Move: n.Move, CommentBefore: n.CommentBefore, Comment: n.Comment,
		NAGs: append([]int(nil), n.NAGs...)}
	if len(n.Children) > 0 {
		c.Children = make([]*notation.Node, len(n.Children))
		for i, k := range n.Children {
			c.Children[i] = cloneTree(k)
		}
	}
	return c
}

// Annotated reports whether the tree holds more than the main line's moves:
// a variation, a comment or a NAG.
func (g *Game) Annotated() bool {
	var walk func(n *notation.Node) bool
	walk = func(n *notation.Node) bool {
		if len(n.Children) > 1 || n.Comment != "" || n.CommentBefore != "" || len(n.NAGs) > 0 {
			return true
		}
		for _, c := range n.Children {
			if walk(c) {
				return true
			}
		}
		return false
	}
	return walk(g.root)
}

// HasVariations reports whether the tree holds anything but the main line.
func (g *Game) HasVariations() bool {
	for n := g.root; len(n.Children) > 0; n = n.Children[0] {
		if len(n.Children) > 1 {
			return true
		}
	}
	return false
}
