package notation

import (
	"errors"
	"testing"

	"xiangqi/engine/position"
)

// TestMoveErrorCodes checks that every way a move can fail gives its code
// and the facts a page words it with.
func TestMoveErrorCodes(t *testing.T) {
	start := position.NewStart()
	tests := []struct {
		text    string
		problem MoveProblem
		check   func(e *MoveError) bool
	}{
		{"", MoveEmpty, nil},
		{"h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2h2e2x", MoveTooLong, nil},
		{"炮二平", MoveShape, func(e *MoveError) bool { return e.Notation == Chinese && e.Part == 0 }},
		{"炮二走五", MoveShape, func(e *MoveError) bool { return e.Notation == Chinese && e.Part == 3 }},
		{"C2.0", MoveShape, func(e *MoveError) bool { return e.Notation == WXF && e.Part == 4 }},
		{"e5e6", MoveEmptyPoint, func(e *MoveError) bool { return e.From.String() == "e5" }},
		{"h7e7", MoveNotYours, func(e *MoveError) bool { return e.Piece.Color() == position.Black && e.Side == position.Red }},
		{"h0h5", MoveCannotGo, func(e *MoveError) bool { return e.Piece.Type() == position.Horse && e.To.String() == "h5" }},
		{"车三进一", MoveNoPiece, func(e *MoveError) bool { return e.File == 3 && e.Piece.Type() == position.Rook }},
		{"车一进九", MoveNoWay, func(e *MoveError) bool { return e.File == 1 }},
		{"前车进一", MoveNoPlace, nil},
	}
	for _, tc := range tests {
		_, err := ParseMove(start, tc.text)
		var e *MoveError
		if !errors.As(err, &e) {
			t.Errorf("%q: error %v is not a MoveError", tc.text, err)
			continue
		}
		if e.Problem != tc.problem || (tc.check != nil && !tc.check(e)) || e.Error() == "" {
			t.Errorf("%q: %+v, want %s", tc.text, e, tc.problem)
		}
	}
	// Two pawns on one file make 兵七进一 ambiguous without a place.
	p, err := position.ParseFEN("3k5/9/9/9/2P6/9/2P6/9/9/4K4 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseMove(p, "兵七进一"); !isProblem(err, MoveAmbiguous) {
		t.Errorf("tandem pawns: %v", err)
	}
}

func isProblem(err error, want MoveProblem) bool {
	var e *MoveError
	return errors.As(err, &e) && e.Problem == want
}

// TestPGNErrorNamesTheMove checks that a PGN with one illegal move names the
// game, the line, the move's number, side and text, and gives the move's own
// error as the cause; and that syntax errors have codes too.
func TestPGNErrorNamesTheMove(t *testing.T) {
	text := "[Event \"a\"]\n1. h2e2 h9g7 *\n\n[Event \"b\"]\n1. h2e2 h9g7\n2. h0g2 i9i8\n3. i0h0 i9h9 *"
	_, err := ReadPGNText(text, 0)
	var e *PGNError
	if !errors.As(err, &e) || e.Problem != PGNMove || e.Game != 2 || e.Line != 7 || e.Move == nil {
		t.Fatalf("error %v (%+v)", err, e)
	}
	if m := e.Move; m.Number != 3 || m.Side != position.Black || m.Text != "i9h9" || m.Variation {
		t.Errorf("move %+v", m)
	}
	if !isProblem(e.Err, MoveEmptyPoint) {
		t.Errorf("cause %v", e.Err)
	}
	for _, tc := range []struct {
		text string
		want PGNProblem
	}{
		{"[Event x]\n1. h2e2 *", PGNTagQuotes},
		{"1. h2e2 {open", PGNCommentOpen},
		{"1. h2e2 (b2e2", PGNVariationOpen},
		{"1. h2e2 ) *", PGNVariationClose},
		{"1. h2e2 $300 *", PGNBadNAG},
		{"[FEN \"bad\"]\n1. h2e2 *", PGNBadFEN},
	} {
		_, err := ReadPGNText(tc.text, 0)
		if !errors.As(err, &e) || e.Problem != tc.want || e.Line == 0 {
			t.Errorf("%q: %v, want %s", tc.text, err, tc.want)
		}
	}
}
