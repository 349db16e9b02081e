package position

import (
	"math/rand/v2"
	"testing"
)

// sumsOf adds up t over p's board point by point, the reference the kept
// sums must equal.
func sumsOf(p *Position, t *SquareScores) [2]int32 {
	var sums [2]int32
	for s := Square(0); s < NumSquares; s++ {
		pc := p.PieceAt(s)
		sums[0] += t[pc][s][0]
		sums[1] += t[pc][s][1]
	}
	return sums
}

// TestSquareScoreSumsFollowMoves plays random games with random moves,
// take-backs and null moves and checks after each step that the sums the
// position keeps equal the sums added up afresh.
func TestSquareScoreSumsFollowMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	var table SquareScores
	for pc := 1; pc < 16; pc++ {
		if Piece(pc).Type() == NoPieceType {
			continue
		}
		for s := range NumSquares {
			table[pc][s] = [2]int32{rng.Int32N(2001) - 1000, rng.Int32N(2001) - 1000}
		}
	}
	check := func(p *Position, what string) {
		t.Helper()
		got, sums := p.SquareScoreSums()
		if got != &table {
			t.Fatalf("%s: the position lost its table", what)
		}
		if want := sumsOf(p, &table); sums != want {
			t.Fatalf("%s (%s): kept sums %v, added up afresh %v", what, p.FEN(), sums, want)
		}
	}
	var buf [MaxMoves]Move
	captures, takeBacks, nulls := 0, 0, 0
	for game := range 40 {
		p := NewStart()
		p.UseSquareScores(&table)
		check(p, "start")
		var nullPlies []bool // per ply made: was it a null move
		for step := 0; step < 300; step++ {
			switch r := rng.IntN(10); {
			case r < 2 && len(nullPlies) > 0:
				if nullPlies[len(nullPlies)-1] {
					p.UnmakeNullMove()
				} else {
					p.UnmakeMove()
				}
				nullPlies = nullPlies[:len(nullPlies)-1]
				takeBacks++
				check(p, "after a take-back")
			case r == 2 && !p.InCheck():
				p.MakeNullMove()
				nullPlies = append(nullPlies, true)
				nulls++
				check(p, "after a null move")
			default:
				moves := p.LegalMoves(buf[:0])
				if len(moves) == 0 {
					continue
				}
				m := moves[rng.IntN(len(moves))]
				if p.PieceAt(m.To()) != NoPiece {
					captures++
				}
				p.MakeMove(m)
				nullPlies = append(nullPlies, false)
				check(p, "after "+m.String())
			}
		}
		c := p.Clone()
		check(c, "a clone")
		for len(nullPlies) > 0 {
			if nullPlies[len(nullPlies)-1] {
				p.UnmakeNullMove()
			} else {
				p.UnmakeMove()
			}
			nullPlies = nullPlies[:len(nullPlies)-1]
		}
		check(p, "back at the start")
		if game == 0 {
			board := c.Board()
			if err := p.SetBoard(&board, c.SideToMove()); err != nil {
				t.Fatal(err)
			}
			check(p, "after SetBoard")
		}
	}
	if captures < 100 || takeBacks < 100 || nulls < 100 {
		t.Fatalf("too few of each step to test: %d captures, %d take-backs, %d null moves", captures, takeBacks, nulls)
	}
	p := NewStart()
	p.UseSquareScores(nil)
	if got, sums := p.SquareScoreSums(); got != nil || sums != [2]int32{} {
		t.Fatalf("without a table: %p %v, want nil and zero sums", got, sums)
	}
}
