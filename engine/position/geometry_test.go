package position

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestReverseTables checks the attacker tables against the move tables they
// reverse, and the moves that are their own reverse.
func TestReverseTables(t *testing.T) {
	for s := Square(0); s < NumSquares; s++ {
		var horses []Step
		for from := Square(0); from < NumSquares; from++ {
			for _, st := range HorseSteps(from) {
				if st.Point == s {
					horses = append(horses, Step{from, st.Leg})
				}
			}
		}
		if !sameSet(horses, HorseAttackers(s)) {
			t.Errorf("%s: HorseAttackers %v, reversing HorseSteps gives %v", s, HorseAttackers(s), horses)
		}
		for c := Red; c <= Black; c++ {
			var pawns []Square
			for from := Square(0); from < NumSquares; from++ {
				if slices.Contains(PawnSteps(c, from), s) {
					pawns = append(pawns, from)
				}
			}
			if !sameSet(pawns, PawnAttackers(c, s)) {
				t.Errorf("%s %s: PawnAttackers %v, reversing PawnSteps gives %v", c, s, PawnAttackers(c, s), pawns)
			}
		}
		for _, to := range KingSteps(s) {
			if !slices.Contains(KingSteps(to), s) {
				t.Errorf("king %s-%s has no reverse", s, to)
			}
		}
		for _, to := range AdvisorSteps(s) {
			if !slices.Contains(AdvisorSteps(to), s) {
				t.Errorf("advisor %s-%s has no reverse", s, to)
			}
		}
		for _, st := range ElephantSteps(s) {
			if !slices.Contains(ElephantSteps(st.Point), Step{s, st.Leg}) {
				t.Errorf("elephant %s-%s (eye %s) has no reverse", s, st.Point, st.Leg)
			}
		}
		for dir := range 4 {
			ray := Ray(s, dir)
			for i, to := range ray {
				if from := Ray(to, dir^1); len(from) <= i || from[i] != s {
					t.Errorf("ray %d from %s: %s does not see %s back", dir, s, to, s)
				}
			}
		}
	}
	// Spot checks against the board as players know it.
	if got := len(HorseSteps(MakeSquare(4, 4))); got != 8 {
		t.Errorf("a horse on e4 has %d moves, want 8", got)
	}
	if got := len(KingSteps(MakeSquare(4, 1))); got != 4 {
		t.Errorf("a king on e1 has %d moves, want 4", got)
	}
	if got := len(PawnSteps(Red, MakeSquare(4, 5))); got != 3 {
		t.Errorf("a crossed red pawn on e5 has %d moves, want 3", got)
	}
	if got := len(PawnSteps(Red, MakeSquare(4, 4))); got != 1 {
		t.Errorf("a red pawn on e4 has %d moves, want 1", got)
	}
	points := 0
	for s := Square(0); s < NumSquares; s++ {
		if CanStand(MakePiece(Black, Elephant), s) {
			points++
		}
	}
	if points != 7 {
		t.Errorf("a black elephant may stand on %d points, want 7", points)
	}
}

func sameSet[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// TestKingAttackedMatchesCaptures compares the attack test with the moves
// themselves on random boards: a king is attacked exactly when an enemy
// piece could move onto its point, or the two kings face each other on an
// open file.
func TestKingAttackedMatchesCaptures(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []PieceType{Advisor, Advisor, Elephant, Elephant, Horse, Horse, Rook, Rook, Cannon, Cannon, Pawn, Pawn, Pawn}
	attacks := 0
	for i := 0; i < 20000; i++ {
		var b [NumSquares]Piece
		var kings [2]Square
		for c := Red; c <= Black; c++ {
			kings[c] = randomPoint(rng, &b, MakePiece(c, King)) // the palace is empty
			b[kings[c]] = MakePiece(c, King)
		}
		for _, c := range []Color{Red, Black} {
			for _, pt := range pieces[:rng.IntN(len(pieces)+1)] {
				pc := MakePiece(c, pt)
				if s := randomPoint(rng, &b, pc); s != NoSquare {
					b[s] = pc
				}
			}
		}
		p := &Position{kingSq: kings}
		copy(p.board[:], b[:])
		p.fileOcc, p.rankOcc = lineMasks(&p.board)
		for c := Red; c <= Black; c++ {
			for j := range p.slots[c] {
				p.slots[c][j] = NoSquare
			}
		}
		n := [2]int{}
		for s := Square(0); s < NumSquares; s++ {
			if pc := b[s]; pc != NoPiece {
				p.slots[pc.Color()][n[pc.Color()]] = s
				n[pc.Color()]++
			}
		}
		for c := Red; c <= Black; c++ {
			// c's king is attacked when the other side, to move, has a
			// pseudo-legal move onto it.
			p.side = c.Other()
			var buf [MaxMoves]Move
			want := false
			for _, m := range p.GenerateMoves(buf[:0]) {
				want = want || m.To() == kings[c]
			}
			if kings[Red].File() == kings[Black].File() && p.countBetween(kings[Red], kings[Black]) == 0 {
				want = true
			}
			if got := KingAttacked(&b, kings[c], c); got != want {
				t.Fatalf("board %v: KingAttacked(%s) = %v, the moves say %v", b, c, got, want)
			}
			if want {
				attacks++
			}
		}
	}
	if attacks < 1000 {
		t.Fatalf("only %d attacked kings in the sample: the test is too weak", attacks)
	}
}

// randomPoint returns a random empty point where pc may stand, or NoSquare
// when it finds none (other pieces may fill a palace's advisor points).
func randomPoint(rng *rand.Rand, b *[NumSquares]Piece, pc Piece) Square {
	for range 1000 {
		s := Square(rng.IntN(NumSquares))
		if b[s] == NoPiece && CanStand(pc, s) {
			return s
		}
	}
	return NoSquare
}

// TestGivesCheckMatchesMakeMove compares GivesCheck with the check flag
// MakeMove records, over every legal move of random positions.
func TestGivesCheckMatchesMakeMove(t *testing.T) {
	checks, moves := 0, 0
	playRandomGames(5, 200, 200, func(p *Position, legal []Move) {
		for _, m := range legal {
			p.MakeMove(m)
			want := p.InCheck()
			p.UnmakeMove()
			if got := p.GivesCheck(m); got != want {
				t.Fatalf("%s: GivesCheck(%s) = %v, after the move in check %v", p.FEN(), m, got, want)
			}
			moves++
			if want {
				checks++
			}
		}
	})
	if checks < 1000 {
		t.Fatalf("only %d checking moves among %d: the test is too weak", checks, moves)
	}
}

// playRandomGames plays games random games of up to plies plies from the
// start (seeded by seed, so every run sees the same positions) and shows
// visit each position with its legal moves before the next random one is
// made; a game ends early at a position with none.
func playRandomGames(seed uint64, games, plies int, visit func(p *Position, legal []Move)) {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	var buf [MaxMoves]Move
	for game := 0; game < games; game++ {
		p := NewStart()
		for ply := 0; ply < plies; ply++ {
			legal := p.LegalMoves(buf[:0])
			visit(p, legal)
			if len(legal) == 0 {
				break
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
		}
	}
}

// TestPawnKey follows the pawn key and each side's piece key through random
// games, moves taken back and a FEN round trip: they are always the keys of
// the pawns and of each side's other pieces on the board.
func TestPawnKey(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var buf [MaxMoves]Move
	// keys recomputes the three keys from the board.
	keys := func(p *Position) (pawns uint64, pieces [2]uint64) {
		for s := Square(0); s < NumSquares; s++ {
			switch pc := p.board[s]; {
			case pc == NoPiece:
			case pc.Type() == Pawn:
				pawns ^= zobristPiece[pc][s]
			default:
				pieces[pc.Color()] ^= zobristPiece[pc][s]
			}
		}
		return pawns, pieces
	}
	check := func(p *Position, when string) {
		t.Helper()
		pawns, pieces := keys(p)
		if p.PawnKey() != pawns {
			t.Fatalf("%s %v: pawn key %x, the pawns' key %x", when, p.Moves(), p.PawnKey(), pawns)
		}
		for c := Red; c <= Black; c++ {
			if p.PieceKey(c) != pieces[c] {
				t.Fatalf("%s %v: piece key of side %d %x, its pieces' key %x", when, p.Moves(), c, p.PieceKey(c), pieces[c])
			}
		}
	}
	captures := 0
	for game := 0; game < 50; game++ {
		p := NewStart()
		check(p, "at the start")
		for ply := 0; ply < 150; ply++ {
			legal := p.LegalMoves(buf[:0])
			if len(legal) == 0 {
				break
			}
			m := legal[rng.IntN(len(legal))]
			if p.PieceAt(m.To()) != NoPiece {
				captures++
			}
			p.MakeMove(m)
			check(p, "after")
			if ply%5 == 4 {
				p.UnmakeMove()
				check(p, "after taking back")
			}
		}
		q, err := ParseFEN(p.FEN())
		if err != nil {
			t.Fatal(err)
		}
		check(q, "read back from "+p.FEN()+" after")
	}
	if captures < 100 {
		t.Fatalf("only %d captures in the random games: too few to test the keys", captures)
	}
}

// TestGenerateParts checks that the captures and the quiet moves together
// are all the moves, in the same order within each kind.
func TestGenerateParts(t *testing.T) {
	var all, caps, quiets [MaxMoves]Move
	playRandomGames(9, 50, 120, func(p *Position, _ []Move) {
		a := p.GenerateMoves(all[:0])
		c := p.GenerateCaptures(caps[:0])
		q := p.GenerateQuiets(quiets[:0])
		var wantC, wantQ []Move
		for _, m := range a {
			if p.PieceAt(m.To()) != NoPiece {
				wantC = append(wantC, m)
			} else {
				wantQ = append(wantQ, m)
			}
		}
		if !slices.Equal(c, wantC) || !slices.Equal(q, wantQ) {
			t.Fatalf("%s: captures %v quiets %v, the moves split %v %v", p.FEN(), c, q, wantC, wantQ)
		}
	})
}
