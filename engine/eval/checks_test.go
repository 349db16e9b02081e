package eval

import (
	"testing"

	"xiangqi/engine/position"
)

// attacksKing reports whether the piece on from attacks the king on k, on a
// board of FEN letters, by the rules scanned point by point: a rook with
// nothing between, a cannon with exactly one piece between, a horse whose
// leg is empty.
func attacksKing(b *[position.NumSquares]byte, from, k square) bool {
	ff, fr, kf, kr := from.File(), from.Rank(), k.File(), k.Rank()
	switch b[from] | 0x20 {
	case 'r', 'c':
		if ff != kf && fr != kr {
			return false
		}
		between := 0
		df, dr := sign(kf-ff), sign(kr-fr)
		for f, r := ff+df, fr+dr; f != kf || r != kr; f, r = f+df, r+dr {
			if b[position.MakeSquare(f, r)] != '.' {
				between++
			}
		}
		if b[from]|0x20 == 'r' {
			return between == 0
		}
		return between == 1
	case 'n':
		df, dr := kf-ff, kr-fr
		switch {
		case abs(df) == 1 && abs(dr) == 2:
			return b[position.MakeSquare(ff, fr+dr/2)] == '.'
		case abs(df) == 2 && abs(dr) == 1:
			return b[position.MakeSquare(ff+df/2, fr)] == '.'
		}
	}
	return false
}

func sign(x int) int { return min(max(x, -1), 1) }

func abs(x int) int { return max(x, -x) }

// TestCheckMovesMatchGenerator counts, in many positions, each side's quiet
// moves of rooks, cannons and horses (from the move generator) after which the
// moved piece attacks the enemy king, leaving out rooks and cannons already
// on the king's file or rank, and checks checkMoves gives the same counts.
func TestCheckMovesMatchGenerator(t *testing.T) {
	fens := append(append([]string{}, testFENs...), randomPositions(1000, 5)...)
	var buf [position.MaxMoves]position.Move
	positions, seen := 0, [3]int{}
	for _, fen := range fens {
		b := boardOf(fen)
		for _, attacker := range []string{"w", "b"} {
			// The attacker moves: the FEN is given with its side to move.
			q, err := position.ParseFEN(fenOf(b, attacker))
			if err != nil {
				continue // the other king left in check
			}
			positions++
			defender := q.SideToMove().Other()
			k := q.KingSquare(defender)
			var want [3]int // rooks, cannons, horses
			for _, m := range q.GenerateMoves(buf[:0]) {
				from, to := m.From(), m.To()
				if b[to] != '.' {
					continue
				}
				kind := b[from] | 0x20
				if (kind == 'r' || kind == 'c') && (from.File() == k.File() || from.Rank() == k.Rank()) {
					continue
				}
				after := b
				after[to], after[from] = after[from], '.'
				if !attacksKing(&after, to, k) {
					continue
				}
				switch kind {
				case 'r':
					want[0]++
				case 'c':
					want[1]++
				case 'n':
					want[2]++
				}
			}
			e := evaluatorFor(q)
			e.collect(q, position.Red)
			e.collect(q, position.Black)
			var got [3]int
			got[0], got[1], got[2] = e.checkMoves(defender)
			if got != want {
				t.Fatalf("%s: checkMoves(%v) = rooks, cannons, horses %v, the move generator says %v", q.FEN(), defender, got, want)
			}
			for i := range want {
				if want[i] > 0 {
					seen[i]++
				}
			}
		}
	}
	if positions < 500 || seen[0] < 50 || seen[1] < 50 || seen[2] < 50 {
		t.Fatalf("%d positions, with checking moves of rooks, cannons, horses in %v: too few to tell", positions, seen)
	}
}
