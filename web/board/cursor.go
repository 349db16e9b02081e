package board

import "xiangqi/engine/position"

// The keyboard's cursor: a point the player moves over the board with the
// arrow keys, in the directions they see (up is away from them whichever
// side is at the bottom), and presses with Enter or Space as a tap there.

// Cursor returns the point under the keyboard cursor. Before the player
// moves it, it rests on the general of the side at the bottom.
func (s *State) Cursor() position.Square {
	if s.cursor != position.NoSquare {
		return s.cursor
	}
	if k := s.pos.KingSquare(s.Bottom); k != position.NoSquare {
		return k
	}
	if s.Bottom == position.Red {
		return position.MakeSquare(4, 0)
	}
	return position.MakeSquare(4, 9)
}

// SetCursor puts the cursor on sq (a tap or a click moves it there too, so
// the keyboard carries on from where the pointer was).
func (s *State) SetCursor(sq position.Square) {
	if sq < position.NumSquares {
		s.cursor = sq
	}
}

// MoveCursor moves the cursor dx points right and dy points down as the
// board is seen; it stops at the edge. It reports whether it moved.
func (s *State) MoveCursor(dx, dy int) bool {
	c := s.Cursor()
	file, rank := c.File()+dx, c.Rank()-dy
	if s.Bottom == position.Black {
		file, rank = c.File()-dx, c.Rank()+dy
	}
	if file < 0 || file > 8 || rank < 0 || rank > 9 {
		return false
	}
	s.cursor = position.MakeSquare(file, rank)
	return true
}

// Press is Enter or Space at the cursor: a tap there. It picks up a piece
// of the side to move, puts the picked-up piece down on a legal point (a
// move), refuses an illegal one, or lets go of the piece when pressed on it
// again.
func (s *State) Press() Result {
	c := s.Cursor()
	x, y := Point(c, s.Bottom)
	r := s.PointerDown(c, x, y)
	if r.Kind != Nothing {
		s.PointerCancel()
		return r
	}
	return s.PointerUp(c, true)
}
