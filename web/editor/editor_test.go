package editor

import (
	"errors"
	"strings"
	"testing"

	"xiangqi/engine/position"
	"xiangqi/web/board"
)

func sq(t *testing.T, name string) position.Square {
	t.Helper()
	s, err := position.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func piece(letter byte) position.Piece {
	for c := position.Red; c <= position.Black; c++ {
		for t := position.King; t <= position.Pawn; t++ {
			if pc := position.MakePiece(c, t); pc.Letter() == letter {
				return pc
			}
		}
	}
	panic("no piece " + string(letter))
}

// tap presses and releases a point without moving.
func tap(t *testing.T, e *Editor, name string) Change {
	t.Helper()
	s := sq(t, name)
	x, y := board.Point(s, position.Red)
	e.PointerDown(s, x, y)
	return e.PointerUp(s, true)
}

// drag presses on one point and releases on another ("" for off the board).
func drag(t *testing.T, e *Editor, from, to string) Change {
	t.Helper()
	s := sq(t, from)
	x, y := board.Point(s, position.Red)
	e.PointerDown(s, x, y)
	if to == "" {
		e.PointerMove(x, y+board.Cell)
		e.PointerMove(-300, -300)
		return e.PointerUp(position.NoSquare, false)
	}
	d := sq(t, to)
	tx, ty := board.Point(d, position.Red)
	if !e.PointerMove(tx, ty) {
		t.Fatalf("moving from %s to %s did not start a drag", from, to)
	}
	return e.PointerUp(d, true)
}

func TestNewHoldsTheOpening(t *testing.T) {
	e := New()
	if e.FEN() != position.StartFEN || !e.Legal() || e.Side() != position.Red || !e.Tool().IsHand() {
		t.Errorf("new editor: %s legal %v side %s tool %+v", e.FEN(), e.Legal(), e.Side(), e.Tool())
	}
	p, err := e.Position()
	if err != nil || p.FEN() != position.StartFEN {
		t.Errorf("Position() = %v, %v", p, err)
	}
}

func TestPlaceAndTakeOffWithThePalette(t *testing.T) {
	e := New()
	e.Clear()
	if e.FEN() != "9/9/9/9/9/9/9/9/9/9 w - - 0 1" || e.Legal() {
		t.Fatalf("cleared: %s legal %v", e.FEN(), e.Legal())
	}
	e.SelectTool(Place(piece('K')))
	if tap(t, e, "e0") != Edited || e.PieceAt(sq(t, "e0")) != piece('K') {
		t.Fatal("tapping e0 with the red king did not put it there")
	}
	// The tool stays, so several pawns go down one tap each.
	e.SelectTool(Place(piece('p')))
	for _, s := range []string{"a6", "c6", "e6"} {
		tap(t, e, s)
	}
	if e.Count(piece('p')) != 3 {
		t.Errorf("%d black pawns, want 3", e.Count(piece('p')))
	}
	// The same piece again takes it off; another piece replaces it.
	if tap(t, e, "c6") != Edited || e.PieceAt(sq(t, "c6")) != position.NoPiece {
		t.Error("a second tap with the same piece did not take it off")
	}
	e.SelectTool(Place(piece('R')))
	tap(t, e, "a6")
	if e.PieceAt(sq(t, "a6")) != piece('R') {
		t.Error("a red chariot did not replace the pawn on a6")
	}
	// The eraser.
	e.SelectTool(Eraser)
	if tap(t, e, "a6") != Edited || e.PieceAt(sq(t, "a6")) != position.NoPiece {
		t.Error("the eraser did not take the chariot off")
	}
	if tap(t, e, "a6") != Nothing {
		t.Error("erasing an empty point changed something")
	}
	// Picking the tool in hand again puts it down.
	e.SelectTool(Eraser)
	if !e.Tool().IsHand() {
		t.Errorf("tool %+v after picking the eraser twice, want the hand", e.Tool())
	}
}

func TestHandMovesPiecesByTaps(t *testing.T) {
	e := New()
	if tap(t, e, "h2") != Selected || e.Selected() != sq(t, "h2") {
		t.Fatal("tapping the cannon did not pick it up")
	}
	if tap(t, e, "e2") != Edited || e.PieceAt(sq(t, "e2")) != piece('C') || e.PieceAt(sq(t, "h2")) != 0 {
		t.Fatalf("the cannon did not go to e2: %s", e.FEN())
	}
	if e.Selected() != position.NoSquare {
		t.Error("the cannon is still picked up")
	}
	// Any point will do, even one the piece could never reach, and a
	// piece there is replaced.
	tap(t, e, "e2")
	tap(t, e, "e9")
	if e.PieceAt(sq(t, "e9")) != piece('C') || e.Count(piece('k')) != 0 {
		t.Fatalf("the cannon did not replace the black king: %s", e.FEN())
	}
	// A second tap on the picked-up piece puts it back down.
	tap(t, e, "a0")
	if tap(t, e, "a0") != Selected || e.Selected() != position.NoSquare {
		t.Error("a second tap did not let go of the chariot")
	}
	if tap(t, e, "e5") != Nothing {
		t.Error("tapping an empty point with nothing picked up did something")
	}
}

func TestDragging(t *testing.T) {
	e := New()
	if drag(t, e, "b0", "c2") != Edited || e.PieceAt(sq(t, "c2")) != piece('N') {
		t.Fatalf("dragging the horse: %s", e.FEN())
	}
	// Off the board: taken off.
	if drag(t, e, "c2", "") != Edited || e.Count(piece('N')) != 1 {
		t.Fatalf("dragging the horse off the board: %s", e.FEN())
	}
	// Dragging works whatever the tool; the tool does not fire.
	e.SelectTool(Place(piece('P')))
	drag(t, e, "a3", "a5")
	if e.PieceAt(sq(t, "a5")) != piece('P') || e.PieceAt(sq(t, "a3")) != 0 {
		t.Errorf("drag with a palette tool: %s", e.FEN())
	}
	// A press on an empty point that slides is a tap where it lifts: the
	// tool (the pawn) goes there.
	from := sq(t, "e5")
	x, y := board.Point(from, position.Red)
	e.PointerDown(from, x, y)
	if e.PointerMove(x, y+board.Cell) || e.PointerUp(sq(t, "e4"), true) != Edited || e.PieceAt(sq(t, "e4")) != piece('P') {
		t.Errorf("a slide from an empty point: %s", e.FEN())
	}
	// Away and back to where it started: nothing.
	from = sq(t, "a5")
	x, y = board.Point(from, position.Red)
	e.PointerDown(from, x, y)
	e.PointerMove(x+board.Cell, y)
	e.PointerMove(x, y)
	if e.PointerUp(from, true) != Nothing || e.PieceAt(from) != piece('P') {
		t.Error("a drag back to its point changed something")
	}
}

func TestPaletteDrag(t *testing.T) {
	e := New()
	e.Clear()
	to := sq(t, "d0")
	x, y := board.Point(to, position.Red)
	e.PalettePress(piece('K'), x, board.Height+200)
	if !e.PointerMove(x, y) || !e.Drag().Active || e.Drag().Piece != piece('K') || e.Drag().From != position.NoSquare {
		t.Fatalf("palette drag = %+v", e.Drag())
	}
	if e.PointerUp(to, true) != Edited || e.PieceAt(to) != piece('K') {
		t.Fatal("the palette king was not put on d0")
	}
	// Dropped off the board, or only tapped: nothing changes (the click
	// picks the tool).
	e.PalettePress(piece('k'), x, board.Height+200)
	e.PointerMove(x, board.Height+400)
	if e.PointerUp(position.NoSquare, false) != Nothing || e.Count(piece('k')) != 0 {
		t.Error("a palette piece dropped off the board was put somewhere")
	}
	e.PalettePress(piece('k'), x, board.Height+200)
	if e.PointerUp(position.NoSquare, false) != Nothing || !e.Tool().IsHand() {
		t.Error("a tap on the palette changed the board or the tool")
	}
}

func TestProblemsFollowEdits(t *testing.T) {
	e := New()
	drag(t, e, "e0", "e3") // the red king out of its palace
	got := e.Problems()
	if len(got) != 1 || got[0].Code != position.SetupKingOutsidePalace || got[0].Squares[0] != sq(t, "e3") {
		t.Fatalf("problems %v", got)
	}
	if _, err := e.Position(); err == nil {
		t.Error("an illegal set-up gave a position")
	}
	drag(t, e, "e3", "d0")
	if !e.Legal() {
		t.Errorf("king back in the palace: %v", e.Problems())
	}
	// Black to move with Red giving check: the side not to move is Red,
	// not in check, so legal; with Red to move, Black is in check.
	e.LoadFEN("3k5/9/9/9/9/9/9/9/9/3RK4 b")
	if !e.Legal() {
		t.Errorf("black to move in check: %v", e.Problems())
	}
	if e.SetSide(position.Red) != Edited || e.Legal() || e.Problems()[0].Code != position.SetupNotToMoveInCheck {
		t.Errorf("red to move, black in check: %v", e.Problems())
	}
	if e.SetSide(position.Red) != Nothing {
		t.Error("setting the same side again changed something")
	}
}

func TestLoadFEN(t *testing.T) {
	e := New()
	const fen = "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 7 20"
	if err := e.LoadFEN("  " + fen + "\n"); err != nil {
		t.Fatal(err)
	}
	if e.FEN() != "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1" || e.Side() != position.Black {
		t.Errorf("loaded %s", e.FEN())
	}
	for _, bad := range []string{"", "not a fen", "rnbakabnr/9/1c5c1 w", "4k4/9/9/9/9/9/9/9/9/2K6 w"} {
		before := e.FEN()
		err := e.LoadFEN(bad)
		if err == nil || e.FEN() != before {
			t.Errorf("LoadFEN(%q): err %v, board %s (was %s)", bad, err, e.FEN(), before)
		}
	}
	// An impossible position's error carries its problem.
	var prob position.SetupProblem
	if err := e.LoadFEN("4k4/9/9/9/9/9/9/9/9/2K6 w"); !errors.As(err, &prob) || prob.Code != position.SetupKingOutsidePalace {
		t.Errorf("error %v, want a king-outside-palace problem", err)
	}
	if err := e.LoadFEN("4k4/9/9 w"); errors.As(err, &prob) || !strings.Contains(err.Error(), "ranks") {
		t.Errorf("a FEN with 3 ranks: %v", err)
	}
}

func TestSelectingAToolDropsThePickedUpPiece(t *testing.T) {
	e := New()
	tap(t, e, "a0")
	e.SelectTool(Place(piece('C')))
	if e.Selected() != position.NoSquare {
		t.Error("the picked-up chariot stayed picked up")
	}
	// The board's FEN letters cover every piece the palette offers.
	for i := 0; i < 14; i++ {
		letter := "KABNRCPkabnrcp"[i]
		if piece(letter).Letter() != letter {
			t.Errorf("piece %c", letter)
		}
	}
}

func TestDraftRoundTrips(t *testing.T) {
	e := New()
	// An illegal board (three chariots, a king outside its palace) with
	// Black to move survives the trip.
	e.LoadFEN("3k5/9/9/9/9/9/9/9/9/3RK4 b")
	e.Put(sq(t, "a5"), piece('R'))
	e.Put(sq(t, "b5"), piece('R'))
	e.Move(sq(t, "e0"), sq(t, "e4"))
	data := e.EncodeDraft()
	if data != `{"v":1,"board":"3k5/9/9/9/RR7/4K4/9/9/9/3R5","side":"b"}` {
		t.Errorf("draft = %s", data)
	}
	f := New()
	if err := f.LoadDraft(data); err != nil {
		t.Fatal(err)
	}
	if f.FEN() != e.FEN() || len(f.Problems()) != 2 {
		t.Errorf("read back %s with %v", f.FEN(), f.Problems())
	}
	for _, bad := range []string{"", "[]", `{"board":"9/9/9/9/9/9/9/9/9/9","side":"w"}`, `{"v":2,"board":"9/9/9/9/9/9/9/9/9/9","side":"w"}`,
		`{"v":1,"board":"9/9","side":"w"}`, `{"v":1,"board":"9/9/9/9/9/9/9/9/9/9","side":"x"}`, strings.Repeat(" ", 5000)} {
		before := f.FEN()
		if err := f.LoadDraft(bad); err == nil || f.FEN() != before {
			t.Errorf("LoadDraft(%.30q): err %v, board %s", bad, err, f.FEN())
		}
	}
}
