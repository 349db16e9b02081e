package position

import (
	"strings"
	"testing"
)

func TestFromBoardMatchesFEN(t *testing.T) {
	for _, fen := range []string{
		StartFEN,
		"3ak4/4a4/4b4/9/9/9/9/9/3R5/5K3 b - - 0 1",
		"4k4/9/9/2P1P4/9/9/9/9/9/3K5 w - - 0 1",
	} {
		want, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		b := want.Board()
		got, err := FromBoard(&b, want.SideToMove())
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if got.FEN() != want.FEN() || got.Key() != want.Key() {
			t.Errorf("FromBoard(%s) = %s (key %x), want key %x", fen, got.FEN(), got.Key(), want.Key())
		}
		// Reusing a position gives the same moves in the same order.
		if err := got.SetBoard(&b, want.SideToMove()); err != nil {
			t.Fatal(err)
		}
		var b1, b2 [MaxMoves]Move
		m1, m2 := got.LegalMoves(b1[:0]), want.LegalMoves(b2[:0])
		if len(m1) != len(m2) {
			t.Fatalf("%s: %d moves after SetBoard, %d after ParseFEN", fen, len(m1), len(m2))
		}
		for i := range m1 {
			if m1[i] != m2[i] {
				t.Errorf("%s: move %d is %s after SetBoard, %s after ParseFEN", fen, i, m1[i], m2[i])
			}
		}
	}
}

func TestFromBoardRejects(t *testing.T) {
	put := func(pieces map[string]Piece) *[NumSquares]Piece {
		var b [NumSquares]Piece
		for name, pc := range pieces {
			s, err := ParseSquare(name)
			if err != nil {
				t.Fatal(err)
			}
			b[s] = pc
		}
		return &b
	}
	rk, bk := MakePiece(Red, King), MakePiece(Black, King)
	tests := []struct {
		name  string
		board *[NumSquares]Piece
		side  Color
		want  string
	}{
		{"no black king", put(map[string]Piece{"e0": rk}), Red, "no black king"},
		{"facing kings", put(map[string]Piece{"e0": rk, "e9": bk}), Red, "face each other"},
		{"in check", put(map[string]Piece{"d0": rk, "e9": bk, "e5": MakePiece(Red, Rook)}), Red, "not to move, is in check"},
		{"king outside palace", put(map[string]Piece{"a0": rk, "e9": bk}), Red, "outside its palace"},
		{"bad code", put(map[string]Piece{"d0": rk, "e9": bk, "a5": Piece(8)}), Red, "invalid piece code"},
		{"bad side", put(map[string]Piece{"d0": rk, "e9": bk}), Color(2), "side to move"},
	}
	for _, tc := range tests {
		_, err := FromBoard(tc.board, tc.side)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one mentioning %q", tc.name, err, tc.want)
		}
	}
}
