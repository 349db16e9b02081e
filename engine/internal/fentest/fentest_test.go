package fentest

import (
	"testing"

	"xiangqi/engine/position"
)

func TestFlipAndMirror(t *testing.T) {
	start := position.StartFEN
	if got := Flip(start); got != "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b" {
		t.Errorf("Flip(start) = %q", got)
	}
	fen := "3akab2/9/9/9/1r7/9/4P4/9/9/R2AKAB2 b - - 0 1"
	for _, f := range []string{Flip(fen), Mirror(fen)} {
		if _, err := position.ParseFEN(f); err != nil {
			t.Errorf("%q: %v", f, err)
		}
	}
	if Flip(Flip(fen)) != "3akab2/9/9/9/1r7/9/4P4/9/9/R2AKAB2 b" || Mirror(Mirror(fen)) != fen {
		t.Error("twice is not the identity")
	}
	p, _ := position.ParseFEN(Mirror(fen))
	if p.PieceAt(position.MakeSquare(7, 5)) != position.MakePiece(position.Black, position.Rook) {
		t.Errorf("the rook of b5 is not on h5 in %s", Mirror(fen))
	}
}
