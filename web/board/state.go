// Package board is the interactive state of the board the player sees:
// which position is shown, which way up, the selected piece and where it may
// go, the last move, a king in check, hint arrows and a drag in progress.
//
// It knows the rules only through engine/position (legal moves) and never
// touches the DOM: input arrives as squares and SVG coordinates and leaves as
// a Result the controller acts on, so all of it is tested natively.
package board

import "xiangqi/engine/position"

// ArrowKind says what an arrow means, which picks its colour.
type ArrowKind uint8

const (
	// ArrowHint is a move the engine suggests.
	ArrowHint ArrowKind = iota
	// ArrowBest is the engine's current best line while it thinks.
	ArrowBest
	// ArrowAnalysis is the first move of one of the analysis board's lines.
	ArrowAnalysis
	// ArrowBetter is the move a review found better than the one played.
	ArrowBetter
)

// Arrow is a line from one square to another drawn over the board.
type Arrow struct {
	From, To position.Square
	Kind     ArrowKind
	// Rank orders arrows of one kind: 1 for the best of the analysis
	// board's lines, which is drawn strongest; 0 when there is no order.
	Rank int
}

// State is the board as the player sees it and touches it.
type State struct {
	pos         *position.Position // shown position; never nil after New
	interactive bool               // the side to move may be moved by the player

	// Bottom is the colour drawn at the bottom of the screen.
	Bottom position.Color
	// Arrows are drawn over the pieces; SetPosition clears them.
	Arrows []Arrow
	// Goals are points marked as a task's aim (a lesson's "bring the
	// general here"); SetPosition clears them.
	Goals []position.Square

	selected     position.Square
	dests        []position.Square // legal destinations of the selected piece
	deselectOnUp bool              // a press on the already selected piece: a tap deselects it
	drag         Drag
	cursor       position.Square // the keyboard's point (cursor.go), NoSquare until moved
	lastMove     position.Move   // the move to mark when the position has no history of it (MarkLastMove)
	buf          [position.MaxMoves]position.Move
}

// Drag is a piece being dragged: where it came from and where the pointer is
// in SVG units. Active turns true once the pointer has moved far enough to
// tell a drag from a tap.
type Drag struct {
	From           position.Square
	X, Y           float64
	startX, startY float64
	Active         bool
	pressed        bool
}

// dragThreshold is how far (in SVG units, a tenth of a cell) the pointer must
// travel before a press becomes a drag; fingers wobble on a tap.
const dragThreshold = Cell / 10

// New returns a board showing the start position with Red at the bottom.
func New() *State {
	return &State{pos: position.NewStart(), selected: position.NoSquare, drag: Drag{From: position.NoSquare},
		cursor: position.NoSquare}
}

// Position returns the position shown. Callers must not modify it.
func (s *State) Position() *position.Position { return s.pos }

// Interactive reports whether the player may move the side to move.
func (s *State) Interactive() bool { return s.interactive }

// SetPosition shows a position. interactive says whether the player may move
// the side to move; when false (the engine's turn, a finished game, a past
// position under review) input is refused. The selection survives only when
// the same piece may still move, so an engine reply never strands a stale
// selection; arrows are cleared because they belonged to the old position.
func (s *State) SetPosition(p *position.Position, interactive bool) {
	keep := s.selected
	s.pos = p
	s.interactive = interactive
	s.Arrows = nil
	s.Goals = nil
	s.lastMove = position.NoMove
	s.clearSelection()
	s.drag = Drag{From: position.NoSquare}
	if keep != position.NoSquare && s.canPick(keep) {
		s.selectSquare(keep)
	}
}

// Selected returns the selected square, or NoSquare.
func (s *State) Selected() position.Square { return s.selected }

// Dests returns the legal destinations of the selected piece. Callers must not
// modify the slice.
func (s *State) Dests() []position.Square { return s.dests }

// IsDest reports whether sq is a legal destination of the selected piece.
func (s *State) IsDest(sq position.Square) bool {
	for _, d := range s.dests {
		if d == sq {
			return true
		}
	}
	return false
}

// Drag returns the drag in progress; its From is NoSquare when there is none.
func (s *State) Drag() Drag { return s.drag }

// LastMove returns the move that led to the shown position, or NoMove.
func (s *State) LastMove() position.Move {
	if s.lastMove != position.NoMove {
		return s.lastMove
	}
	return s.pos.LastMove()
}

// MarkLastMove marks m as the last move of a position that does not
// remember it (a lesson's board, set up afresh after each move); the next
// SetPosition forgets it.
func (s *State) MarkLastMove(m position.Move) { s.lastMove = m }

// Pick picks up the piece on sq, as a tap would, and reports whether it
// could.
func (s *State) Pick(sq position.Square) bool {
	if !s.canPick(sq) {
		return false
	}
	s.selectSquare(sq)
	return true
}

// CheckSquare returns the square of the king in check in the shown position,
// or NoSquare.
func (s *State) CheckSquare() position.Square {
	if !s.pos.InCheck() {
		return position.NoSquare
	}
	return s.pos.KingSquare(s.pos.SideToMove())
}

// Flip turns the board round.
func (s *State) Flip() { s.Bottom = s.Bottom.Other() }

// SetArrow replaces the arrows of one kind with a single arrow for m, or
// removes them when m is NoMove.
func (s *State) SetArrow(kind ArrowKind, m position.Move) {
	kept := s.Arrows[:0]
	for _, a := range s.Arrows {
		if a.Kind != kind {
			kept = append(kept, a)
		}
	}
	s.Arrows = kept
	if m != position.NoMove {
		s.Arrows = append(s.Arrows, Arrow{From: m.From(), To: m.To(), Kind: kind})
	}
}

// SetArrows replaces the arrows of one kind with one per move, ranked in
// order from 1 (nil removes them).
func (s *State) SetArrows(kind ArrowKind, moves []position.Move) {
	kept := s.Arrows[:0]
	for _, a := range s.Arrows {
		if a.Kind != kind {
			kept = append(kept, a)
		}
	}
	s.Arrows = kept
	for i, m := range moves {
		if m != position.NoMove {
			s.Arrows = append(s.Arrows, Arrow{From: m.From(), To: m.To(), Kind: kind, Rank: i + 1})
		}
	}
}

// canPick reports whether the player may pick up the piece on sq.
func (s *State) canPick(sq position.Square) bool {
	if !s.interactive || sq >= position.NumSquares {
		return false
	}
	pc := s.pos.PieceAt(sq)
	return pc != position.NoPiece && pc.Color() == s.pos.SideToMove()
}

func (s *State) selectSquare(sq position.Square) {
	s.selected = sq
	s.dests = s.dests[:0]
	for _, m := range s.pos.LegalMoves(s.buf[:0]) {
		if m.From() == sq {
			s.dests = append(s.dests, m.To())
		}
	}
}

func (s *State) clearSelection() {
	s.selected = position.NoSquare
	s.dests = s.dests[:0]
	s.deselectOnUp = false
}

// Deselect drops the selection and any drag.
func (s *State) Deselect() {
	s.clearSelection()
	s.drag = Drag{From: position.NoSquare}
}
