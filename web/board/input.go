package board

import "xiangqi/engine/position"

// ResultKind says what a press or release did.
type ResultKind uint8

const (
	// Nothing changed (or only the drag moved).
	Nothing ResultKind = iota
	// Selected: a piece was picked up; its destinations are marked.
	Selected
	// Deselected: the selection was dropped.
	Deselected
	// Moved: the player made a legal move; the caller plays it.
	Moved
	// Refused: the player tried a move that is not legal; the caller gives a
	// gentle cue. The selection stays so the player can try again.
	Refused
	// Locked: the player touched the board when it does not take input (the
	// engine's turn, a finished game, a review); the caller may say why.
	Locked
)

// Reason says why an attempted move was refused.
type Reason uint8

const (
	// NoReason: the move was not refused.
	NoReason Reason = iota
	// NotAMove: the piece cannot go there at all.
	NotAMove
	// LeavesKingInCheck: the piece moves that way, but the move would leave
	// (or put) its own king in check, including facing kings.
	LeavesKingInCheck
)

// Result is the outcome of a press or a release.
type Result struct {
	Kind   ResultKind
	Move   position.Move // for Moved and Refused: the move tried
	Reason Reason        // for Refused
	Drag   bool          // the move or refusal came from dropping a dragged piece
}

// PointerDown handles a press on sq at (x, y) SVG units. A press on a marked
// destination makes the move at once (tap-tap); a press on one's own piece
// picks it up and may become a drag; a press elsewhere with a piece selected is
// an attempted move.
func (s *State) PointerDown(sq position.Square, x, y float64) Result {
	if !s.interactive {
		return Result{Kind: Locked}
	}
	if s.selected != position.NoSquare && sq != s.selected && !s.canPick(sq) {
		return s.attempt(position.NewMove(s.selected, sq), false)
	}
	if !s.canPick(sq) {
		return Result{Kind: Nothing}
	}
	kind := Selected
	if sq == s.selected {
		// A second tap on the selected piece lets go of it, unless it turns
		// into a drag; PointerUp decides.
		s.deselectOnUp = true
		kind = Nothing
	} else {
		s.selectSquare(sq)
	}
	s.drag = Drag{From: sq, X: x, Y: y, startX: x, startY: y, pressed: true}
	return Result{Kind: kind}
}

// PointerMove follows the pointer while a piece is pressed. It reports whether
// the dragged piece moved on screen (so the caller redraws it).
func (s *State) PointerMove(x, y float64) bool {
	if !s.drag.pressed {
		return false
	}
	s.drag.X, s.drag.Y = x, y
	if !s.drag.Active {
		dx, dy := x-s.drag.startX, y-s.drag.startY
		if dx*dx+dy*dy < dragThreshold*dragThreshold {
			return false
		}
		s.drag.Active = true
	}
	return true
}

// PointerUp handles the release. onBoard is false when the pointer left the
// board; a drag dropped there is cancelled and the piece goes home.
func (s *State) PointerUp(sq position.Square, onBoard bool) Result {
	d := s.drag
	s.drag = Drag{From: position.NoSquare}
	if !d.pressed {
		return Result{Kind: Nothing}
	}
	if d.Active {
		s.deselectOnUp = false
		if !onBoard || sq == d.From {
			return Result{Kind: Nothing}
		}
		if s.canPick(sq) {
			// Dropped on another of one's own pieces: not a move, and no
			// reason to scold; keep the dragged piece selected.
			return Result{Kind: Nothing}
		}
		r := s.attempt(position.NewMove(d.From, sq), true)
		return r
	}
	if s.deselectOnUp {
		s.clearSelection()
		return Result{Kind: Deselected}
	}
	return Result{Kind: Nothing}
}

// PointerCancel abandons a press (the browser took the pointer away).
func (s *State) PointerCancel() {
	s.drag = Drag{From: position.NoSquare}
	s.deselectOnUp = false
}

// attempt judges the move m by the selected piece.
func (s *State) attempt(m position.Move, drag bool) Result {
	if s.IsDest(m.To()) {
		s.clearSelection()
		return Result{Kind: Moved, Move: m, Drag: drag}
	}
	reason := NotAMove
	if s.pos.IsPseudoLegal(m) {
		reason = LeavesKingInCheck
	}
	return Result{Kind: Refused, Move: m, Reason: reason, Drag: drag}
}
