package position

import "testing"

// TestIsLegalWithMatchesIsPseudoLegalMoveLegal compares the two legality
// tests over every pseudo-legal move of the positions of random games, one
// Legality per position as the search uses them, so that both the moves
// passed by the king's lines and those replayed are covered.
func TestIsLegalWithMatchesIsPseudoLegalMoveLegal(t *testing.T) {
	var buf [MaxMoves]Move
	illegal, checks := 0, 0
	playRandomGames(11, 100, 200, func(p *Position, _ []Move) {
		inCheck := p.InCheck()
		if inCheck {
			checks++
		}
		legality := NewLegality(inCheck)
		for _, m := range p.GenerateMoves(buf[:0]) {
			want := p.IsPseudoLegalMoveLegal(m, inCheck)
			if got := p.IsLegalWith(m, &legality); got != want {
				t.Fatalf("%s: IsLegalWith(%s) = %v, IsPseudoLegalMoveLegal says %v", p.FEN(), m, got, want)
			}
			if !want {
				illegal++
			}
		}
	})
	if illegal < 1000 || checks < 100 {
		t.Fatalf("only %d illegal moves and %d positions in check: the test is too weak", illegal, checks)
	}
}
