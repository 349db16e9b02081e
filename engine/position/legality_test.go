package position

import (
	"math/rand/v2"
	"testing"
)

// TestIsLegalWithMatchesIsPseudoLegalMoveLegal compares the two legality
// tests over every pseudo-legal move of the positions of random games, one
// Legality per position as the search uses them, so that both the moves
// passed by the king's lines and those replayed are covered.
func TestIsLegalWithMatchesIsPseudoLegalMoveLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	var buf [MaxMoves]Move
	illegal, checks := 0, 0
	for game := 0; game < 100; game++ {
		p := NewStart()
		for ply := 0; ply < 200; ply++ {
			inCheck := p.InCheck()
			if inCheck {
				checks++
			}
			legality := NewLegality(inCheck)
			moves := p.GenerateMoves(buf[:0])
			var legal []Move
			for _, m := range moves {
				want := p.IsPseudoLegalMoveLegal(m, inCheck)
				if got := p.IsLegalWith(m, &legality); got != want {
					t.Fatalf("%s: IsLegalWith(%s) = %v, IsPseudoLegalMoveLegal says %v", p.FEN(), m, got, want)
				}
				if want {
					legal = append(legal, m)
				} else {
					illegal++
				}
			}
			if len(legal) == 0 {
				break
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
		}
	}
	if illegal < 1000 || checks < 100 {
		t.Fatalf("only %d illegal moves and %d positions in check: the test is too weak", illegal, checks)
	}
}
