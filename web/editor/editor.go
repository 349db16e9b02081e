// Package editor is the state of the position editor (摆棋): the board being
// set up, which may hold any pieces anywhere while it is edited; the side to
// move; the palette's tool; a piece picked up to be put down elsewhere; and a
// drag in progress, from a point or from the palette.
//
// Like web/board it never touches the DOM: input arrives as squares and SVG
// coordinates (web/board's geometry) and every change is a method, so all of
// it is tested natively. What makes a set-up legal is engine/position's
// CheckSetup; the editor only asks.
package editor

import (
	"strings"

	"xiangqi/engine/position"
	"xiangqi/web/board"
)

// Tool is what a tap on a point does.
type Tool struct {
	// Piece, when set, is put on the tapped point; tapping a point that
	// already holds it takes it off again.
	Piece position.Piece
	// Eraser takes the tapped piece off.
	Eraser bool
}

// Hand is the tool of no palette choice: a tap picks a piece up and the
// next tap puts it down on another point.
var Hand = Tool{}

// Eraser is the tool that takes pieces off.
var Eraser = Tool{Eraser: true}

// Place returns the tool that puts pc on the tapped points.
func Place(pc position.Piece) Tool { return Tool{Piece: pc} }

// IsHand reports whether t is the hand.
func (t Tool) IsHand() bool { return t == Hand }

// Change says what an input did.
type Change uint8

const (
	// Nothing changed (or only a drag moved).
	Nothing Change = iota
	// Selected: the piece picked up, or the tool, changed.
	Selected
	// Edited: the board or the side to move changed.
	Edited
)

// Drag is a press in progress: on a point (From) or on a palette piece
// (From is NoSquare), with the piece it carries and the pointer in SVG
// units. Active turns true once the pointer has travelled far enough to tell
// a drag from a tap.
type Drag struct {
	From   position.Square
	Piece  position.Piece
	X, Y   float64
	Active bool

	startX, startY float64
	pressed        bool
}

// dragThreshold is how far, in SVG units, a press must travel to become a
// drag: a tenth of a cell, as on the playing board.
const dragThreshold = board.Cell / 10

// Editor is the position being set up and the input in progress.
type Editor struct {
	board    [position.NumSquares]position.Piece
	side     position.Color
	tool     Tool
	selected position.Square // the piece picked up by the hand, or NoSquare
	drag     Drag

	problems []position.SetupProblem
	judged   bool // problems is up to date with the board and side
}

// New returns an editor holding the opening, Red to move, with the hand.
func New() *Editor {
	e := &Editor{selected: position.NoSquare, drag: Drag{From: position.NoSquare}}
	e.Reset()
	return e
}

// FromPosition returns an editor holding p's board and side to move.
func FromPosition(p *position.Position) *Editor {
	e := New()
	e.Load(p.Board(), p.SideToMove())
	return e
}

// PieceAt returns the piece on a point, or NoPiece.
func (e *Editor) PieceAt(s position.Square) position.Piece {
	if s >= position.NumSquares {
		return position.NoPiece
	}
	return e.board[s]
}

// Board returns a copy of the board, indexed by square.
func (e *Editor) Board() [position.NumSquares]position.Piece { return e.board }

// Side returns the side to move.
func (e *Editor) Side() position.Color { return e.side }

// Tool returns the palette's tool.
func (e *Editor) Tool() Tool { return e.tool }

// Selected returns the point of the piece the hand picked up, or NoSquare.
func (e *Editor) Selected() position.Square { return e.selected }

// Drag returns the press in progress; its Piece is NoPiece when there is
// none worth drawing.
func (e *Editor) Drag() Drag { return e.drag }

// Count returns how many pieces pc stand on the board.
func (e *Editor) Count(pc position.Piece) int {
	n := 0
	for _, b := range e.board {
		if b == pc {
			n++
		}
	}
	return n
}

// Problems returns every reason the set-up could not occur in a game
// (position.CheckSetup), or nil when it is legal. Callers must not change
// the slice.
func (e *Editor) Problems() []position.SetupProblem {
	if !e.judged {
		e.problems = position.CheckSetup(&e.board, e.side)
		e.judged = true
	}
	return e.problems
}

// Legal reports whether the set-up could occur in a game.
func (e *Editor) Legal() bool { return len(e.Problems()) == 0 }

// Position returns the set-up as a position to play from, or the error of
// its first problem.
func (e *Editor) Position() (*position.Position, error) {
	return position.FromBoard(&e.board, e.side)
}

// FEN returns the set-up in FEN, legal or not, with fresh counters.
func (e *Editor) FEN() string {
	side := " w"
	if e.side == position.Black {
		side = " b"
	}
	return position.FormatBoard(&e.board) + side + " - - 0 1"
}

// LoadFEN replaces the set-up with a FEN's board and side to move. A FEN
// that cannot be read, or whose position could not occur in a game, changes
// nothing: the error says why (a position.SetupProblem for the second kind,
// which errors.As finds).
func (e *Editor) LoadFEN(text string) error {
	p, err := position.ParseFEN(strings.TrimSpace(text))
	if err != nil {
		return err
	}
	e.Load(p.Board(), p.SideToMove())
	return nil
}

// Load replaces the set-up; the input in progress is dropped.
func (e *Editor) Load(b [position.NumSquares]position.Piece, side position.Color) {
	e.board = b
	e.side = side
	e.selected = position.NoSquare
	e.drag = Drag{From: position.NoSquare}
	e.judged = false
}

// Reset sets up the opening with Red to move.
func (e *Editor) Reset() { e.Load(position.NewStart().Board(), position.Red) }

// Clear empties the board; the side to move stays.
func (e *Editor) Clear() { e.Load([position.NumSquares]position.Piece{}, e.side) }

// SetSide sets the side to move.
func (e *Editor) SetSide(c position.Color) Change {
	if c == e.side || (c != position.Red && c != position.Black) {
		return Nothing
	}
	e.side = c
	e.judged = false
	return Edited
}

// SelectTool picks a palette tool. Picking the tool in hand again puts it
// down (back to the hand), so a second tap on a palette piece undoes the
// first.
func (e *Editor) SelectTool(t Tool) {
	if t == e.tool {
		t = Hand
	}
	e.tool = t
	e.selected = position.NoSquare
}

// Put puts pc on s, replacing what stood there.
func (e *Editor) Put(s position.Square, pc position.Piece) Change {
	if s >= position.NumSquares || e.board[s] == pc {
		return Nothing
	}
	e.board[s] = pc
	e.judged = false
	return Edited
}

// Remove takes the piece on s off.
func (e *Editor) Remove(s position.Square) Change { return e.Put(s, position.NoPiece) }

// Move puts the piece on from onto to, replacing what stood there.
func (e *Editor) Move(from, to position.Square) Change {
	if from >= position.NumSquares || to >= position.NumSquares || from == to || e.board[from] == position.NoPiece {
		return Nothing
	}
	e.board[to], e.board[from] = e.board[from], position.NoPiece
	e.judged = false
	return Edited
}

// PointerDown handles a press on point s at (x, y) SVG units. What it does
// is decided on release: a tap uses the tool, a drag moves the piece.
func (e *Editor) PointerDown(s position.Square, x, y float64) {
	e.drag = Drag{From: s, Piece: e.PieceAt(s), X: x, Y: y, startX: x, startY: y, pressed: true}
}

// PalettePress handles a press on a palette piece, at (x, y) SVG units
// (outside the board's viewBox, as the palette is). Dragged onto a point,
// the piece is put there; a tap picks the tool instead, which the page does
// through SelectTool on the palette's click.
func (e *Editor) PalettePress(pc position.Piece, x, y float64) {
	e.drag = Drag{From: position.NoSquare, Piece: pc, X: x, Y: y, startX: x, startY: y, pressed: true}
}

// PointerMove follows the pointer while pressed; it reports whether a
// dragged piece moved on screen (so the caller redraws it).
func (e *Editor) PointerMove(x, y float64) bool {
	d := &e.drag
	if !d.pressed {
		return false
	}
	d.X, d.Y = x, y
	if !d.Active {
		dx, dy := x-d.startX, y-d.startY
		if dx*dx+dy*dy < dragThreshold*dragThreshold {
			return false
		}
		d.Active = true
	}
	return d.Piece != position.NoPiece
}

// PointerUp handles the release on point s; onBoard is false when the
// pointer left the board. A piece dragged off the board is taken off; a
// palette piece dragged off the board is forgotten; a press on an empty
// point is a tap, where the pointer lifted.
func (e *Editor) PointerUp(s position.Square, onBoard bool) Change {
	d := e.drag
	e.drag = Drag{From: position.NoSquare}
	if !d.pressed {
		return Nothing
	}
	if d.Active && d.Piece == position.NoPiece {
		// A press on an empty point that slid: a sloppy tap, taken where
		// the finger lifted.
		if !onBoard {
			return Nothing
		}
		return e.tap(s)
	}
	if d.Active {
		e.selected = position.NoSquare
		switch {
		case d.From == position.NoSquare && onBoard:
			return e.Put(s, d.Piece)
		case d.From == position.NoSquare:
			return Nothing
		case !onBoard:
			return e.Remove(d.From)
		}
		return e.Move(d.From, s)
	}
	if d.From == position.NoSquare {
		return Nothing // a tap on the palette: its click picks the tool
	}
	return e.tap(d.From)
}

// PointerCancel abandons a press.
func (e *Editor) PointerCancel() { e.drag = Drag{From: position.NoSquare} }

// tap uses the tool on point s.
func (e *Editor) tap(s position.Square) Change {
	switch t := e.tool; {
	case t.Eraser:
		return e.Remove(s)
	case t.Piece != position.NoPiece:
		if e.board[s] == t.Piece {
			return e.Remove(s)
		}
		return e.Put(s, t.Piece)
	}
	// The hand.
	switch sel := e.selected; {
	case sel == s:
		e.selected = position.NoSquare
		return Selected
	case sel != position.NoSquare:
		e.selected = position.NoSquare
		if c := e.Move(sel, s); c != Nothing {
			return c
		}
		return Selected
	case e.board[s] != position.NoPiece:
		e.selected = s
		return Selected
	}
	return Nothing
}
