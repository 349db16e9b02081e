package tune

import (
	"math"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"xiangqi/engine/eval"
	"xiangqi/engine/position"
)

const sampleTSV = "result\tred\tblack\tevent\tdate\tmoves\n" +
	"1-0\ta\tb\te\td\th2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 b0c2 h7i7 h0h4 c6c5 a0b0 a9b9 b2a2 b7b3\n" +
	"*\ta\tb\te\td\th2e2 h9g7\n" +
	"0-1\ta\tb\te\td\tc3c4 b7c7 h2e2 c9e7 h0g2 c6c5 i0h0 c5c4 e2e6 d9e8 h2e2\n" +
	"1/2-1/2\ta\tb\te\td\tb2e2 h7e7 h0g2 h9g7 i0h0 i9h9\n"

// defaults are the default weights, for the tests that need a pointer.
var defaults = eval.DefaultWeights()

func TestReadGames(t *testing.T) {
	// The third game repeats h2e2 from a point with no piece: an error.
	if _, err := ReadGames(strings.NewReader(sampleTSV)); err == nil || !strings.Contains(err.Error(), "line 4") {
		t.Errorf("ReadGames with an illegal move: err = %v, want one naming line 4", err)
	}
	fixed := strings.Replace(sampleTSV, " d9e8 h2e2", " d9e8", 1)
	games, err := ReadGames(strings.NewReader(fixed))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		result float64
		moves  int
	}{{1, 16}, {0, 10}, {0.5, 6}}
	if len(games) != len(want) {
		t.Fatalf("read %d games, want %d (the * game skipped)", len(games), len(want))
	}
	for i, w := range want {
		if games[i].Result != w.result || len(games[i].Moves) != w.moves {
			t.Errorf("game %d: result %v with %d moves, want %v with %d", i, games[i].Result, len(games[i].Moves), w.result, w.moves)
		}
	}
}

func TestSample(t *testing.T) {
	games, err := ReadGames(strings.NewReader(strings.Replace(sampleTSV, " d9e8 h2e2", " d9e8", 1)))
	if err != nil {
		t.Fatal(err)
	}
	lin := NewLinearizer(eval.DefaultWeights())
	opts := SampleOptions{Positions: 8, SkipPlies: 4, Seed: 9, KeepFEN: true}
	d := Sample(games, opts, lin)
	if d.Len() != 8 || len(d.FEN) != 8 || len(d.Start) != 9 {
		t.Fatalf("sampled %d positions (%d FENs, %d starts), want 8", d.Len(), len(d.FEN), len(d.Start))
	}
	again := Sample(games, opts, lin)
	for i := range d.FEN {
		if d.FEN[i] != again.FEN[i] {
			t.Fatalf("the same seed sampled %s, then %s", d.FEN[i], again.FEN[i])
		}
		pos, err := position.ParseFEN(d.FEN[i])
		if err != nil {
			t.Fatal(err)
		}
		if pos.InCheck() || !isQuiet(pos, &defaults) {
			t.Errorf("sampled %s, which is not quiet", d.FEN[i])
		}
		if math.Abs(d.Eval(i, toFloats(lin.Base()))-float64(redEval(pos, &defaults))) > 0.01 {
			t.Errorf("%s: linear form is not exact at the base weights", d.FEN[i])
		}
		if r := d.Result[i]; r != 1 && r != 0 && r != 0.5 {
			t.Errorf("result %v", r)
		}
	}
	// Only 16+10+6-3*4 = 20 candidates exist; asking for more returns the
	// quiet ones among them.
	if all := Sample(games, SampleOptions{Positions: 1000, SkipPlies: 4, Seed: 1}, lin); all.Len() == 0 || all.Len() > 20 {
		t.Errorf("sampling everything gave %d positions, want 1-20", all.Len())
	}
}

// TestSampleLabels checks that labellers see each chosen position, and that
// several labelling at once give every position the label one would.
func TestSampleLabels(t *testing.T) {
	games, err := ReadGames(strings.NewReader(strings.Replace(sampleTSV, " d9e8 h2e2", " d9e8", 1)))
	if err != nil {
		t.Fatal(err)
	}
	lin := NewLinearizer(eval.DefaultWeights())
	// The label is the position's ply plus a tenth of the game's result:
	// it tells which position was labelled and from which game.
	newTarget := func() func(*position.Position, float64) float64 {
		return func(p *position.Position, result float64) float64 { return float64(p.Ply()) + result/10 }
	}
	for _, workers := range []int{1, 2, 3} {
		d := Sample(games, SampleOptions{Positions: 12, SkipPlies: 4, Seed: 5, KeepFEN: true, NewTarget: newTarget, Workers: workers}, lin)
		if d.Len() == 0 {
			t.Fatal("no positions sampled")
		}
		for i, fen := range d.FEN {
			pos, err := position.ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			// A FEN keeps the move number, not the ply: check the parity.
			ply := math.Floor(float64(d.Result[i]))
			if int(ply)%2 != int(pos.SideToMove()) {
				t.Errorf("%d workers: position %d (%s) labelled as ply %v", workers, i, fen, ply)
			}
			if frac := float64(d.Result[i]) - ply; math.Abs(frac) > 0.11 || frac < 0 {
				t.Errorf("%d workers: position %d labelled %v, not a ply and a tenth of a result", workers, i, d.Result[i])
			}
		}
	}
	one := Sample(games, SampleOptions{Positions: 12, SkipPlies: 4, Seed: 5, NewTarget: newTarget, Workers: 1}, lin)
	three := Sample(games, SampleOptions{Positions: 12, SkipPlies: 4, Seed: 5, NewTarget: newTarget, Workers: 3}, lin)
	for i := range one.Result {
		if one.Result[i] != three.Result[i] || one.Offset[i] != three.Offset[i] {
			t.Errorf("position %d: label %v with one worker, %v with three", i, one.Result[i], three.Result[i])
		}
	}
}

func toFloats(v []int32) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

func TestIsQuiet(t *testing.T) {
	cases := []struct {
		fen   string
		quiet bool
	}{
		{position.StartFEN, true},
		// Red's rook on b5 can take a black rook on b9 defended by nothing.
		{"1r2kab2/4a4/4b4/9/1R7/9/9/4B4/4A4/2BAK4 w", false},
		// Now the rook attacks a horse that the black rook defends: taking
		// loses the rook for a horse, so standing pat is best. (Black keeps
		// pawns, so a lone rook is not the known draw against a full guard.)
		{"1r2kab2/4a4/1n2b4/p1p6/1R7/9/9/4B4/4A4/2BAK4 w", true},
	}
	for _, c := range cases {
		pos, err := position.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := isQuiet(pos, &defaults); got != c.quiet {
			t.Errorf("isQuiet(%s) = %v, want %v", c.fen, got, c.quiet)
		}
	}
}

// TestLinearize checks the linear form against the real evaluation under
// weights moved away from the probe point.
func TestLinearize(t *testing.T) {
	lin := NewLinearizer(eval.DefaultWeights())
	games, err := ReadGames(strings.NewReader(strings.Replace(sampleTSV, " d9e8 h2e2", " d9e8", 1)))
	if err != nil {
		t.Fatal(err)
	}
	fens := []string{"3k5/9/9/9/9/4P4/9/9/4A4/4K4 w", "1r2kab2/4a4/2n1b4/9/1R7/9/9/4B4/4A4/2BAK4 b"}
	var positions []*position.Position
	for _, g := range games {
		pos := position.NewStart()
		for _, m := range g.Moves {
			pos.MakeMove(m)
			positions = append(positions, pos.Clone())
		}
	}
	for _, f := range fens {
		pos, _ := position.ParseFEN(f)
		positions = append(positions, pos)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	moved := eval.DefaultWeights()
	values := make([]float64, lin.NumParams())
	for i, p := range moved.Params() {
		*p.Value += int32(rng.IntN(41) - 20)
		values[i] = float64(*p.Value)
	}
	d := &Dataset{Start: []int32{0}}
	for _, pos := range positions {
		var off float32
		d.Index, d.Coef, off = lin.Linearize(pos, d.Index, d.Coef)
		d.Start = append(d.Start, int32(len(d.Coef)))
		d.Offset = append(d.Offset, off)
		d.Result = append(d.Result, 0.5)
	}
	for i, pos := range positions {
		got := d.Eval(i, values)
		want := float64(redEval(pos, &moved))
		// Integer rounding inside the evaluation allows a few centipawns.
		if math.Abs(got-want) > 3 {
			t.Errorf("%s: linear eval %.2f, real %v", pos.FEN(), got, want)
		}
	}
	// A lopsided position touches many weights (in a symmetric one most
	// cancel out).
	if n := d.Start[len(positions)] - d.Start[len(positions)-1]; n < 10 {
		t.Errorf("%s: only %d coefficients", positions[len(positions)-1].FEN(), n)
	}
	if per := lin.nodes / len(positions); per > lin.NumParams() {
		t.Errorf("%d evaluations per position, more than one per weight (%d)", per, lin.NumParams())
	}
}

// TestFit checks the optimiser on data made from a known linear model.
func TestFit(t *testing.T) {
	const n, params, trueK = 4000, 3, 1.3
	truth := []float64{120, -40, 60}
	rng := rand.New(rand.NewPCG(3, 4))
	d := &Dataset{Start: []int32{0}}
	for range n {
		for j := range params {
			d.Index = append(d.Index, uint16(j))
			d.Coef = append(d.Coef, float32(rng.IntN(5)-2))
		}
		d.Start = append(d.Start, int32(len(d.Coef)))
		d.Offset = append(d.Offset, 0)
		d.Result = append(d.Result, 0)
	}
	// Results drawn from the true model's win probability (no draws).
	for i := range d.Result {
		if rng.Float64() < sigmoid(d.Eval(i, truth), trueK) {
			d.Result[i] = 1
		}
	}
	if k := d.FitK(truth); math.Abs(k-trueK) > 0.15 {
		t.Errorf("FitK = %.3f, want about %.1f", k, trueK)
	}
	start := []float64{60, 0, 20}
	before := d.Error(start, trueK)
	got := d.Fit(start, FitOptions{K: trueK, Iterations: 400, Rate: 2})
	after := d.Error(got, trueK)
	if after >= before {
		t.Errorf("error %.5f after fitting, %.5f before", after, before)
	}
	for j := range truth {
		if math.Abs(got[j]-truth[j]) > 0.2*math.Abs(truth[j]) {
			t.Errorf("weight %d = %.1f, want about %.0f", j, got[j], truth[j])
		}
	}
	// A frozen weight stays while the others still move.
	partly := d.Fit(start, FitOptions{K: trueK, Iterations: 400, Rate: 2, Frozen: []bool{true, false, false}})
	if partly[0] != start[0] || math.Abs(partly[1]-start[1]) < 10 {
		t.Errorf("with weight 0 frozen the fit gave %.1f (want %.0f exactly) and moved weight 1 to %.1f", partly[0], start[0], partly[1])
	}
	// A strong pull keeps the weights at the start.
	held := d.Fit(start, FitOptions{K: trueK, Iterations: 200, Rate: 2, Lambda: 1})
	for j := range start {
		if math.Abs(held[j]-start[j]) > 2 {
			t.Errorf("with a strong pull, weight %d moved from %.0f to %.1f", j, start[j], held[j])
		}
	}
}

func TestGoSource(t *testing.T) {
	w := eval.DefaultWeights()
	w.Tempo = 12345
	src, err := GoSource(&w, GoSourceOptions{Command: "go run ./cmd/xiangqi tune", Notes: []string{"note"}})
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	for _, want := range []string{"// Code generated", "package eval", "func TunedWeights() Weights", "w := HandSetWeights()"} {
		if !strings.Contains(text, want) {
			t.Errorf("generated source lacks %q", want)
		}
	}
	if !regexp.MustCompile(`w.Tempo = 12345\n`).MatchString(text) {
		t.Error("generated source lacks Tempo: 12345")
	}
	// The numbers in the literal, in order, must be the weights in Params order.
	if strings.Contains(text, "init()") || strings.Contains(text, "DefaultWeights") {
		t.Error("generated source decides the default weights; weights.go does that")
	}
	body := text[strings.Index(text, "w := HandSetWeights()")+len("w := HandSetWeights()") : strings.Index(text, "return w")]
	body = regexp.MustCompile(`(\[\d+\])+int32`).ReplaceAllString(body, "")
	body = regexp.MustCompile(`//.*`).ReplaceAllString(body, "")
	var numbers []int64
	for _, s := range regexp.MustCompile(`-?\d+`).FindAllString(regexp.MustCompile(`[A-Za-z_]+[A-Za-z0-9_]*`).ReplaceAllString(body, ""), -1) {
		v, _ := strconv.ParseInt(s, 10, 64)
		numbers = append(numbers, v)
	}
	params := w.Params()
	if len(numbers) != len(params) {
		t.Fatalf("generated literal has %d numbers, weights have %d", len(numbers), len(params))
	}
	for i, p := range params {
		if numbers[i] != int64(*p.Value) {
			t.Fatalf("number %d is %d, want %s = %d", i, numbers[i], p.Name, *p.Value)
		}
	}
}

// TestEndings checks the ending classes behind the endgame scale: seen from
// the favoured side, counted once a game, and fitted to what happened.
func TestEndings(t *testing.T) {
	const (
		// Black has a rook and a horse against Red's rook and full guard.
		blackUp = "3akab2/9/4b4/1n7/r8/9/9/4B4/4A4/2BAK2R1 w"
		// Red has a rook and a pawn against Black's rook and full guard.
		pawnUp = "3akab2/9/4b4/9/2P6/9/1r7/9/9/2BAKA1R1 w"
		// Four pieces: not an ending here.
		middle = "3akab2/9/4b4/1n7/r8/9/9/4B1N2/4A4/2BAK2R1 w"
		// Red's rook can take a black rook for nothing: not quiet.
		loose = "3akab2/9/4b4/9/2P6/9/r8/9/9/R1BAKA3 w"
	)
	pos := func(fen string) *position.Position {
		p, err := position.ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		return p
	}
	tally := NewEndingTally(EndingOptions{MaxPieces: 3, MinGames: 20, K: 0.77})
	for g := range 30 {
		tally.Add(pos(blackUp), 0, g) // Black won every game
		tally.Add(pos(blackUp), 0, g) // a second position of the same game
		tally.Add(pos(pawnUp), 0.5, 100+g)
		tally.Add(pos(middle), 1, 200+g)
		tally.Add(pos(loose), 1, 300+g)
	}
	for g := range 19 {
		tally.Add(pos("3k5/9/9/9/9/9/9/9/4R4/4K4 w"), 1, 400+g) // too few games to show
	}
	rows := tally.Rows()
	if len(rows) != 2 {
		t.Fatalf("%d classes, want 2: %+v", len(rows), rows)
	}
	byClass := map[string]EndingRow{}
	for _, r := range rows {
		byClass[r.Class] = r
	}
	up, ok := byClass["rooks 1-1 minors 1-0 pawns +0 defenders 4"]
	if !ok {
		t.Fatalf("no class for Black's rook and horse against a rook and full guard: %+v", rows)
	}
	if up.Games != 30 || up.Positions != 60 || up.Wins != 30 || math.Abs(up.MeanResult-1) > 1e-9 || up.MeanEval <= 0 {
		t.Errorf("rook and horse: %+v, want 30 games won from 60 positions, a positive score", up)
	}
	if up.FitScale <= 16 {
		t.Errorf("rook and horse won every game: fitted scale %d, want above 16", up.FitScale)
	}
	drawn, ok := byClass["rooks 1-1 minors 0-0 pawns +1 defenders 4"]
	if !ok {
		t.Fatalf("no class for a rook and pawn against a rook and full guard: %+v", rows)
	}
	if drawn.Games != 30 || drawn.Draws != 30 || math.Abs(drawn.MeanResult-0.5) > 1e-9 || drawn.FitScale != 0 {
		t.Errorf("rook and pawn: %+v, want 30 drawn games and a fitted scale of 0", drawn)
	}
}
