package egtb

import (
	"testing"

	"xiangqi/engine/position"
)

// Known facts of the basic endings, asserted on the tables (whose samples
// TestTablesAgreeWithSearch checks against an independent search, and whose
// every position TestVerifySmallTables checks against its moves).
func TestKnownFacts(t *testing.T) {
	type fact struct {
		sig   string
		about string
		// holds says whether a position (with its value) agrees with the fact.
		holds func(p *position.Position, r Result) bool
	}
	red, black := position.Red, position.Black
	canCapture := func(p *position.Position, t position.PieceType) bool {
		var buf [position.MaxMoves]position.Move
		for _, m := range p.LegalMoves(buf[:0]) {
			if p.PieceAt(m.To()).Type() == t {
				return true
			}
		}
		return false
	}
	pawnOnBackRank := func(p *position.Position) bool {
		for _, s := range p.PieceSquares(red) {
			if s != position.NoSquare && p.PieceAt(s).Type() == position.Pawn {
				return s.Rank() == 9
			}
		}
		return false
	}
	facts := []fact{
		{"KRk", "rook against a bare king wins with the rook to move", func(p *position.Position, r Result) bool {
			return p.SideToMove() != red || r == Win
		}},
		{"KRk", "with the king to move it loses unless it can take the rook", func(p *position.Position, r Result) bool {
			return p.SideToMove() != black || (r == Loss) == !canCapture(p, position.Rook)
		}},
		{"KNk", "a horse against a bare king wins with the horse to move", func(p *position.Position, r Result) bool {
			return p.SideToMove() != red || r == Win
		}},
		{"KCk", "a lone cannon cannot mate a bare king", func(p *position.Position, r Result) bool {
			return r == Draw
		}},
		{"KCAk", "a cannon and an advisor beat a bare king with the cannon's side to move", func(p *position.Position, r Result) bool {
			return p.SideToMove() != red || r == Win
		}},
		{"KPk", "a pawn wins against a bare king unless it has reached the back rank", func(p *position.Position, r Result) bool {
			return p.SideToMove() != red || (r == Win) == !pawnOnBackRank(p)
		}},
		{"KRkab", "a rook beats an advisor and an elephant", func(p *position.Position, r Result) bool {
			return p.SideToMove() != red || r == Win
		}},
	}
	for _, f := range facts {
		tb := testTable(t, f.sig)
		var b [position.NumSquares]position.Piece
		n, broken := 0, 0
		tb.forEachPosition(func(c int, idx uint64) {
			pl, _ := tb.lay.decode(idx)
			tb.lay.board(&pl, &b)
			p, err := position.FromBoard(&b, position.Color(c))
			if err != nil {
				t.Fatal(err)
			}
			r, _ := decodeValue(tb.values[c][idx])
			if !f.holds(p, r) {
				if broken < 3 {
					t.Errorf("%s: %s: %s is a %s", f.sig, f.about, p.FEN(), r)
				}
				broken++
			}
			n++
		})
		if n == 0 {
			t.Errorf("%s: no positions", f.sig)
		}
	}
}
