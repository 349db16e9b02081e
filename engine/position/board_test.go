package position

import (
	"math/rand/v2"
	"slices"
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

// The line masks follow the board through moves made and taken back; the
// attack tests read from them agree with the board's, and the generator
// lists rook and cannon moves from them in the order of their rays, nearest
// point first.
func TestLineMasksFollowTheBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1))
	var buf [MaxMoves]Move
	for game := 0; game < 50; game++ {
		p := NewStart()
		for ply := 0; ply < 200; ply++ {
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			if p.Ply() > 0 && rng.IntN(4) == 0 {
				p.UnmakeMove()
			} else {
				p.MakeMove(moves[rng.IntN(len(moves))])
			}
			files, ranks := lineMasks(&p.board)
			if files != p.fileOcc || ranks != p.rankOcc {
				t.Fatalf("after %v: line masks %v %v, the board says %v %v", p.FEN(), p.fileOcc, p.rankOcc, files, ranks)
			}
			for c := Red; c <= Black; c++ {
				for dir := 0; dir < 4; dir++ {
					if got, want := p.rayAttacked(p.kingSq[c], dir, c.Other(), p.kingSq[c], p.kingSq[c]), rayAttacked(&p.board, p.kingSq[c], dir, c.Other()); got != want {
						t.Fatalf("%s: the %s king attacked along ray %d: %v from the line masks, %v from the board", p.FEN(), c, dir, got, want)
					}
				}
			}
			if got, want := p.GenerateMoves(buf[:0]), raySliderOrder(p); !slices.Equal(got, want) {
				t.Fatalf("%s: moves %v, want %v", p.FEN(), got, want)
			}
		}
	}
}

// raySliderOrder is the generator's list made by walking the rays point by
// point for rooks and cannons.
func raySliderOrder(p *Position) []Move {
	var out []Move
	for _, from := range &p.slots[p.side] {
		if from == NoSquare {
			continue
		}
		pc := p.board[from]
		if t := pc.Type(); t != Rook && t != Cannon {
			var one [MaxMoves]Move
			for _, m := range p.GenerateMoves(one[:0]) {
				if m.From() == from {
					out = append(out, m)
				}
			}
			continue
		}
		for dir := 0; dir < 4; dir++ {
			screens := 0
			for _, to := range rays[from][dir] {
				target := p.board[to]
				if target == NoPiece {
					if screens == 0 {
						out = append(out, NewMove(from, to))
					}
					continue
				}
				if pc.Type() == Rook || screens == 1 {
					if target.Color() != p.side {
						out = append(out, NewMove(from, to))
					}
					break
				}
				screens++
			}
		}
	}
	return out
}
