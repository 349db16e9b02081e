package board

import (
	"testing"

	"xiangqi/engine/position"
)

// TestCursorMovesAsSeen checks that the cursor starts on the bottom side's
// general, moves in screen directions for either orientation, and stops at
// the edges.
func TestCursorMovesAsSeen(t *testing.T) {
	s := New()
	s.SetPosition(position.NewStart(), true)
	if c := s.Cursor(); c.String() != "e0" {
		t.Fatalf("cursor starts on %s", c)
	}
	s.MoveCursor(0, -1) // up
	s.MoveCursor(1, 0)  // right
	if c := s.Cursor(); c.String() != "f1" {
		t.Errorf("after up and right: %s", c)
	}
	for i := 0; i < 12; i++ {
		s.MoveCursor(1, 0)
	}
	if c := s.Cursor(); c.String() != "i1" || s.MoveCursor(1, 0) {
		t.Errorf("at the right edge: %s", c)
	}
	s.Flip()
	s.MoveCursor(0, -1) // up, seen from Black: towards rank 0
	if c := s.Cursor(); c.String() != "i0" {
		t.Errorf("flipped, up: %s", c)
	}
	s.MoveCursor(1, 0) // right, seen from Black: towards the a-file
	if c := s.Cursor(); c.String() != "h0" {
		t.Errorf("flipped, right: %s", c)
	}
	fresh := New()
	fresh.Flip()
	fresh.SetPosition(position.NewStart(), true)
	if c := fresh.Cursor(); c.String() != "e9" {
		t.Errorf("Black at the bottom starts on %s", c)
	}
}

// TestPressPicksUpAndPutsDown checks Enter at the cursor: it picks up a
// piece, moves it to a legal point, refuses an illegal one, and lets go of a
// piece pressed again.
func TestPressPicksUpAndPutsDown(t *testing.T) {
	s := New()
	s.SetPosition(position.NewStart(), true)
	s.SetCursor(sq(t, "h2"))
	if r := s.Press(); r.Kind != Selected || s.Selected().String() != "h2" {
		t.Fatalf("press on the cannon: %+v", r)
	}
	if r := s.Press(); r.Kind != Deselected || s.Selected() != position.NoSquare {
		t.Fatalf("press again: %+v", r)
	}
	s.Press()
	s.SetCursor(sq(t, "g4"))
	if r := s.Press(); r.Kind != Refused || s.Selected().String() != "h2" {
		t.Fatalf("press on an illegal point: %+v", r)
	}
	s.SetCursor(sq(t, "e2"))
	if r := s.Press(); r.Kind != Moved || r.Move.String() != "h2e2" || s.Drag().Active {
		t.Fatalf("press on a legal point: %+v", r)
	}
	s.SetCursor(sq(t, "e5"))
	if r := s.Press(); r.Kind != Nothing {
		t.Errorf("press on an empty point with nothing picked up: %+v", r)
	}
	s.SetPosition(position.NewStart(), false)
	if r := s.Press(); r.Kind != Locked {
		t.Errorf("press on a locked board: %+v", r)
	}
}
