package eval

import (
	"math/rand/v2"
	"testing"

	"xiangqi/engine/internal/fentest"
	"xiangqi/engine/position"
)

var testFENs = []string{
	position.StartFEN,
	"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w",
	"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w",
	"5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w",
	"CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w",
	"4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w",
}

// randomPositions plays random legal moves from the start and collects the
// positions on the way, for tests that need variety.
func randomPositions(n int, seed uint64) []string {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []string
	var buf [position.MaxMoves]position.Move
	for len(out) < n {
		p := position.NewStart()
		for ply := 0; ply < 150 && len(out) < n; ply++ {
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.MakeMove(moves[rng.IntN(len(moves))])
			if ply%7 == 3 {
				out = append(out, p.FEN())
			}
		}
	}
	return out
}

func TestSymmetry(t *testing.T) {
	fens := append(append([]string{}, testFENs...), randomPositions(300, 7)...)
	for _, fen := range fens {
		p, err := position.ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		score := Evaluate(p)
		for _, variant := range []string{fentest.Flip(fen), fentest.Mirror(fen)} {
			q, err := position.ParseFEN(variant)
			if err != nil {
				t.Fatalf("%s: %v", variant, err)
			}
			if got := Evaluate(q); got != score {
				t.Errorf("%s scores %d but its reflection %s scores %d", fen, score, variant, got)
			}
		}
	}
}

func TestMaterialMatters(t *testing.T) {
	cases := []struct {
		name        string
		fen         string
		wantAtLeast int // score for the side to move
		wantAtMost  int
	}{
		{"start is near level", position.StartFEN, -60, 80},
		{"red a rook up", "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", 700, 1400},
		{"black to move a rook down", "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", -1400, -700},
		{"bare kings are a draw", "3k5/9/9/9/9/9/9/9/9/4K4 w", 0, 40},
		{"advisors alone cannot win", "3k5/4a4/9/9/9/9/9/9/4A4/3AK4 w", 0, 40},
		{"a lone rook against full defenders is nearly a draw", "2bakab2/9/9/9/9/9/9/9/R8/3K5 w", 0, 150},
		{"a rook and a pawn against full defenders can win", "2bakab2/9/9/9/4P4/9/9/9/R8/3K5 w", 300, 1500},
		{"a lone horse cannot win", "4k4/4a4/9/9/9/9/9/4N4/9/3K5 w", 0, 100},
		{"a crossed pawn beats a pawn at home", "4k4/9/9/p3P4/9/9/9/9/9/5K3 w", 30, 400},
	}
	for _, tc := range cases {
		p, err := position.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := Evaluate(p); got < tc.wantAtLeast || got > tc.wantAtMost {
			t.Errorf("%s: Evaluate = %d, want %d..%d", tc.name, got, tc.wantAtLeast, tc.wantAtMost)
		}
	}
}

func TestPatterns(t *testing.T) {
	// Each position shows one pattern; switching its weights off (middle
	// game and endgame, since the phase decides which counts) must move the
	// score of the side to move (Red) the way the weights' sign says.
	cases := []struct {
		name    string
		fen     string
		weights func(w *Weights) []*int32
	}{
		{"空头炮 central cannon facing the king", "3akab2/9/9/9/9/9/9/4C4/9/3K1AB2 w", func(w *Weights) []*int32 { return []*int32{&w.EmptyCannonFileMG, &w.EmptyCannonFileEG} }},
		{"窝心马 horse on the palace centre", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4N4/R1BAKABNR w", func(w *Weights) []*int32 { return []*int32{&w.HorseInPalaceCentreMG} }},
		{"rook pins a horse to the king", "3ak4/9/9/9/9/9/9/4r4/4N4/3AK4 w", func(w *Weights) []*int32 { return []*int32{&w.RookPinMG, &w.RookPinEG} }},
		{"沉底炮 cannon on the back rank", "C3k3r/4a4/9/9/9/9/9/9/9/R2K1A3 w", func(w *Weights) []*int32 { return []*int32{&w.BottomCannonMG, &w.BottomCannonEG} }},
		{"cannon behind two screens", "3ak4/4a4/9/9/4P4/9/9/4C4/9/3K5 w", func(w *Weights) []*int32 { return []*int32{&w.CannonTwoScreensMG, &w.CannonTwoScreensEG} }},
	}
	for _, tc := range cases {
		p, err := position.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		w := DefaultWeights()
		with := EvaluateWith(p, &w)
		sign := int32(0)
		for _, weight := range tc.weights(&w) {
			if *weight != 0 && sign == 0 {
				sign = *weight
			}
			if *weight*sign < 0 {
				t.Fatalf("%s: the pattern's weights disagree in sign", tc.name)
			}
			*weight = 0
		}
		without := EvaluateWith(p, &w)
		if sign > 0 && with <= without || sign < 0 && with >= without || sign == 0 {
			t.Errorf("%s: score %d with the pattern's weights, %d without; the pattern was not seen", tc.name, with, without)
		}
	}
}

func TestParams(t *testing.T) {
	original := DefaultWeights()
	w := DefaultWeights()
	params := w.Params()
	if len(params) < 500 {
		t.Fatalf("Params lists %d numbers, want every table entry", len(params))
	}
	p := position.NewStart()
	before := EvaluateWith(p, &w)
	for _, pr := range params {
		if pr.Name == "Tempo" {
			*pr.Value += 7
		}
	}
	if got := EvaluateWith(p, &w); got != before+7 {
		t.Errorf("changing Tempo through Params moved the score from %d to %d, want +7", before, got)
	}
	// The copy's change must reach neither the default set nor what
	// Evaluate scores with: compare with values saved before the change.
	if DefaultWeights() != original {
		t.Errorf("changing a copy through Params changed DefaultWeights")
	}
	if got := Evaluate(p); got != before {
		t.Errorf("changing a copy through Params moved Evaluate's score from %d to %d", before, got)
	}
}

// TestWeightSets checks that the two sets are distinct and that the default
// is the tuned one, as the README's strength figures assume.
func TestWeightSets(t *testing.T) {
	if HandSetWeights() == TunedWeights() {
		t.Fatal("the tuned weights equal the hand-set ones")
	}
	if DefaultWeights() != TunedWeights() {
		t.Error("DefaultWeights is not TunedWeights")
	}
	p, _ := position.ParseFEN(testFENs[1])
	w := TunedWeights()
	if Evaluate(p) != EvaluateWith(p, &w) {
		t.Error("Evaluate does not score with the default weights")
	}
}

func TestNoAllocation(t *testing.T) {
	p, _ := position.ParseFEN(testFENs[1])
	if n := testing.AllocsPerRun(100, func() { Evaluate(p) }); n != 0 {
		t.Errorf("Evaluate allocates %.1f times per call", n)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	var ps []*position.Position
	for _, fen := range randomPositions(64, 3) {
		p, _ := position.ParseFEN(fen)
		ps = append(ps, p)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		Evaluate(ps[i&63])
		i++
	}
}

// TestEvaluatorMatchesEvaluateWith plays random games with random moves,
// take-backs and null moves on a position attached to an Evaluator and
// checks at every step that its score, from the sums the position keeps,
// is EvaluateWith's from scratch, for both sets of weights.
func TestEvaluatorMatchesEvaluateWith(t *testing.T) {
	for _, weights := range []Weights{DefaultWeights(), HandSetWeights()} {
		ev := NewEvaluator(&weights)
		rng := rand.New(rand.NewPCG(11, 3))
		var buf [position.MaxMoves]position.Move
		steps := 0
		for range 30 {
			p := position.NewStart()
			if previous := ev.Attach(p); previous != nil {
				t.Fatalf("a new position had a table: %p", previous)
			}
			var null []bool // per ply made: a null move
			for range 200 {
				switch r := rng.IntN(10); {
				case r < 2 && len(null) > 0:
					if null[len(null)-1] {
						p.UnmakeNullMove()
					} else {
						p.UnmakeMove()
					}
					null = null[:len(null)-1]
				case r == 2 && !p.InCheck():
					p.MakeNullMove()
					null = append(null, true)
				default:
					moves := p.LegalMoves(buf[:0])
					if len(moves) == 0 {
						continue
					}
					p.MakeMove(moves[rng.IntN(len(moves))])
					null = append(null, false)
				}
				steps++
				if got, want := ev.Evaluate(p), EvaluateWith(p, &weights); got != want {
					t.Fatalf("%s: the Evaluator scores %d, EvaluateWith %d", p.FEN(), got, want)
				}
			}
			// A position the Evaluator does not know is scored from scratch.
			q, err := position.ParseFEN(p.FEN())
			if err != nil {
				t.Fatal(err)
			}
			if got, want := ev.Evaluate(q), EvaluateWith(q, &weights); got != want {
				t.Fatalf("%s unattached: the Evaluator scores %d, EvaluateWith %d", q.FEN(), got, want)
			}
		}
		if steps < 5000 {
			t.Fatalf("only %d steps tested", steps)
		}
	}
}
