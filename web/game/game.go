// Package game is the record of the game on the page: where it started, the
// tree of moves played and tried (the main line and its variations, with
// comments and annotations), its headers and how it ended (by the rules or
// by resignation), with taking moves back, positions anywhere in the tree,
// and conversion to and from PGN and FEN. It is plain Go over
// engine/position and engine/notation.
package game

import (
	"fmt"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// Game is one game: a start position and the tree of legal moves from it
// (tree.go). Ply, Moves, Position and Outcome are those of the main line.
type Game struct {
	pos     *position.Position // the position at the main line's end, with its history
	root    *notation.Node     // the tree; root.Move is NoMove
	version int                // grows with every change of the tree
	tags    []notation.Tag
	outcome Outcome
}

// New starts a game from a position (its own history is dropped: the game
// starts where the position stands).
func New(start *position.Position) *Game {
	p, err := position.ParseFEN(start.FEN())
	if err != nil {
		// A position's own FEN always parses; fall back to the opening
		// rather than fail.
		p = position.NewStart()
	}
	g := &Game{pos: p, root: &notation.Node{Move: position.NoMove}}
	g.judge()
	return g
}

// NewStandard starts a game from the standard opening.
func NewStandard() *Game { return New(position.NewStart()) }

// Position returns the current position. Callers must not change it.
func (g *Game) Position() *position.Position { return g.pos }

// Start returns a copy of the position before the first move.
func (g *Game) Start() *position.Position { return g.pos.Root() }

// StartFEN returns the FEN of the start position, or "" for the standard
// opening (so links and worker messages stay short).
func (g *Game) StartFEN() string {
	fen := g.Start().FEN()
	if fen == position.StartFEN {
		return ""
	}
	return fen
}

// Ply returns the number of moves played.
func (g *Game) Ply() int { return g.pos.Ply() }

// Moves returns a copy of the moves played.
func (g *Game) Moves() []position.Move { return g.pos.Moves() }

// ICCS returns the moves played as coordinate text ("h2e2").
func (g *Game) ICCS() []string {
	moves := g.pos.Moves()
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.outcome.Result != Ongoing }

// Outcome returns how the game ended, or an Ongoing outcome.
func (g *Game) Outcome() Outcome { return g.outcome }

// Play makes a move. It refuses illegal moves and moves after the end.
func (g *Game) Play(m position.Move) error {
	if g.Over() {
		return fmt.Errorf("the game is over")
	}
	if m == position.NoMove || m.From() >= position.NumSquares || m.To() >= position.NumSquares || !g.pos.IsLegal(m) {
		return fmt.Errorf("%v is not a legal move here", m)
	}
	g.mainEnd().AddChild(m)
	g.version++
	g.pos.MakeMove(m)
	g.judge()
	return nil
}

// mainEnd returns the last node of the main line.
func (g *Game) mainEnd() *notation.Node {
	n := g.root
	for len(n.Children) > 0 {
		n = n.Children[0]
	}
	return n
}

// TakeBack removes up to n moves from the end of the main line, with what
// was tried after them, and returns how many it removed. Where a removed
// move had variations beside it, the first of them becomes the main line.
// A finished game (even by resignation or a declared result) is open again
// afterwards.
func (g *Game) TakeBack(n int) int {
	removed, reshaped := 0, false
	for removed < n && g.pos.Ply() > 0 {
		parent := g.root
		for i := 1; i < g.pos.Ply(); i++ {
			parent = parent.Children[0]
		}
		parent.Children = parent.Children[1:]
		if len(parent.Children) == 0 {
			parent.Children = nil
		} else {
			reshaped = true
		}
		g.pos.UnmakeMove()
		removed++
	}
	if removed > 0 {
		g.version++
	}
	if reshaped {
		g.outcome = Outcome{}
		g.rebuildMain()
		return removed
	}
	if removed > 0 || g.Declared() {
		g.outcome = Outcome{}
		g.judge()
	}
	return removed
}

// Resign ends the game with the loser's resignation.
func (g *Game) Resign(loser position.Color) {
	if g.Over() {
		return
	}
	res := RedWins
	if loser == position.Red {
		res = BlackWins
	}
	g.outcome = Outcome{Result: res, Reason: ReasonResign}
}

// Declare ends the game with a result its record gives but the board does
// not show (a loaded game that says 1-0 without a mate): the outcome has no
// reason. A game already over keeps its outcome.
func (g *Game) Declare(r Result) {
	if g.Over() || r == Ongoing {
		return
	}
	g.outcome = Outcome{Result: r}
}

// Declared reports whether the game ended by the players' or the clock's
// doing (Reason.Declared) or by a result its record gave with no reason,
// rather than by the rules of the board: taking moves back, or none, opens
// it again.
func (g *Game) Declared() bool {
	return g.Over() && (g.outcome.Reason.Declared() || g.outcome.Reason == ReasonNone)
}

// At returns a copy of the position after ply moves (0 is the start),
// clamped to the game's length.
func (g *Game) At(ply int) *position.Position {
	if ply >= g.pos.Ply() {
		return g.pos.Clone()
	}
	p := g.pos.Clone()
	for p.Ply() > max(ply, 0) {
		p.UnmakeMove()
	}
	return p
}

// Tags returns the game's headers (from a loaded PGN). Callers must not
// change the slice.
func (g *Game) Tags() []notation.Tag { return g.tags }

// SetTags replaces the headers.
func (g *Game) SetTags(tags []notation.Tag) { g.tags = append([]notation.Tag(nil), tags...) }

// Tag returns one header's value, or "".
func (g *Game) Tag(name string) string {
	r := notation.Game{Tags: g.tags}
	return r.Tag(name)
}

// MoveTexts returns each move written in a notation.
func (g *Game) MoveTexts(n notation.Notation) []string {
	return notation.FormatLine(g.Start(), g.Moves(), n)
}
