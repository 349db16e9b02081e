package notation

import (
	"strings"

	"xiangqi/engine/position"
)

// Tag is one PGN header pair, such as Red "胡荣华".
type Tag struct {
	Name, Value string
}

// Game is a game record: its headers, the position it starts from, and the
// tree of moves played and considered, with what was written about them.
type Game struct {
	// Tags are the headers in file order.
	Tags []Tag
	// Start is the position before the first move: the FEN tag's, or the
	// standard opening. Nil means the standard opening.
	Start *position.Position
	// Root is the tree of moves: Root.Move is position.NoMove and
	// Root.Children[0] is the first move of the game. Nil means no moves.
	Root *Node
	// Result is "1-0", "0-1", "1/2-1/2" or "*".
	Result string
}

// Node is one move of a game tree and what was written about it. The tree is
// plain data: it keeps no positions and no parent links, so a caller that
// walks it keeps its own path.
type Node struct {
	// Move is the move played, legal in the position its parent reaches;
	// position.NoMove at the root.
	Move position.Move
	// CommentBefore is a comment written before this move, as at the start
	// of a variation: ({a quieter idea} 2. 兵七进一 ...).
	CommentBefore string
	// Comment is the comment after this move; at the root, the comment
	// before the first move of the game.
	Comment string
	// NAGs are the numeric annotations after the move ($1..$255), in file
	// order; the suffix marks ! ? !! ?? !? ?! are read as 1 to 6.
	NAGs []int
	// Children are the moves that follow: Children[0] continues the main
	// line, the others are variations in the order they were written.
	Children []*Node
}

// The NAGs of the suffix marks (PGN standard, section 10).
const (
	NAGGood        = 1 // !
	NAGMistake     = 2 // ?
	NAGBrilliant   = 3 // !!
	NAGBlunder     = 4 // ??
	NAGInteresting = 5 // !?
	NAGDubious     = 6 // ?!
)

// NewGame returns a game from start (nil for the standard opening) whose main
// line is moves, with no tags and result "*". The moves are not checked.
func NewGame(start *position.Position, moves []position.Move) *Game {
	g := &Game{Start: start, Root: &Node{Move: position.NoMove}, Result: "*"}
	g.Root.AppendMainLine(moves...)
	return g
}

// MainLine returns the moves of the main line: the first child of the root,
// its first child, and so on.
func (g *Game) MainLine() []position.Move {
	nodes := g.MainLineNodes()
	moves := make([]position.Move, len(nodes))
	for i, n := range nodes {
		moves[i] = n.Move
	}
	return moves
}

// MainLineNodes returns the nodes of the main line; element i is ply i+1.
func (g *Game) MainLineNodes() []*Node {
	if g.Root == nil {
		return nil
	}
	return g.Root.Line()
}

// AppendMainLine adds moves at the end of the main line and returns the last
// node (the root when there are neither moves nor old ones).
func (g *Game) AppendMainLine(moves ...position.Move) *Node {
	if g.Root == nil {
		g.Root = &Node{Move: position.NoMove}
	}
	return g.Root.AppendMainLine(moves...)
}

// Line returns the nodes that follow n along first children, n excluded.
func (n *Node) Line() []*Node {
	var line []*Node
	for cur := n; len(cur.Children) > 0; {
		cur = cur.Children[0]
		line = append(line, cur)
	}
	return line
}

// AppendMainLine adds moves after the end of the line that starts at n (the
// last of its first children) and returns the last node.
func (n *Node) AppendMainLine(moves ...position.Move) *Node {
	cur := n
	for len(cur.Children) > 0 {
		cur = cur.Children[0]
	}
	for _, m := range moves {
		cur = cur.AddChild(m)
	}
	return cur
}

// AddChild adds m as the last child of n (the main continuation if n has none,
// else a new variation) and returns the new node. It does not look for an
// existing child with the same move.
func (n *Node) AddChild(m position.Move) *Node {
	child := &Node{Move: m}
	n.Children = append(n.Children, child)
	return child
}

// Child returns the child that plays m, or nil.
func (n *Node) Child(m position.Move) *Node {
	for _, c := range n.Children {
		if c.Move == m {
			return c
		}
	}
	return nil
}

// Count returns how many moves the tree below n holds, n excluded.
func (n *Node) Count() int {
	total := 0
	stack := []*Node{n}
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		total += len(cur.Children)
		stack = append(stack, cur.Children...)
	}
	return total
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

// StartPosition returns Start, or the standard opening when Start is nil.
// Callers must not change it.
func (g *Game) StartPosition() *position.Position {
	if g.Start == nil {
		return position.NewStart()
	}
	return g.Start
}

// End returns the position after the last move of the main line (or before
// its first illegal one).
func (g *Game) End() *position.Position {
	p := g.StartPosition().Clone()
	for _, m := range g.MainLine() {
		if !p.IsLegal(m) {
			break
		}
		p.MakeMove(m)
	}
	return p
}

// Equal reports whether the trees at n and o hold the same moves in the same
// order with the same comments and NAGs.
func (n *Node) Equal(o *Node) bool {
	if n == nil || o == nil {
		return n == o
	}
	if n.Move != o.Move || n.Comment != o.Comment || n.CommentBefore != o.CommentBefore ||
		len(n.NAGs) != len(o.NAGs) || len(n.Children) != len(o.Children) {
		return false
	}
	for i, nag := range n.NAGs {
		if o.NAGs[i] != nag {
			return false
		}
	}
	for i, c := range n.Children {
		if !c.Equal(o.Children[i]) {
			return false
		}
	}
	return true
}
