package review

import (
	"math"
	"os"
	"strings"
	"testing"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/protocol"
	"xiangqi/engine/search"
)

func mv(t *testing.T, s string) position.Move {
	t.Helper()
	m, err := position.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestJudgeClasses checks each class on made-up evaluations: the loss is the
// mover's expected score before minus after, and the bounds decide.
func TestJudgeClasses(t *testing.T) {
	start := position.NewStart()
	moves := []position.Move{mv(t, "h2e2"), mv(t, "h9g7"), mv(t, "h0g2"), mv(t, "i9h9"), mv(t, "i0h0"), mv(t, "b9c7")}
	// Scores for the side to move in each position (7 of them). Black's
	// moves lose what Red gains: after each Black move Red's score rises.
	cp := func(e float64) int { return int(math.Round(-CurveScale * math.Log(1/e-1))) }
	// Expected scores for the side to move, chosen so that each move loses
	// what its class needs: a move's loss is E(before) − (1 − E(after)).
	evals := []Eval{
		{Score: 0, Best: moves[0]},             // Red to move, even
		{Score: 0, Best: mv(t, "b9c7")},        // Black: h2e2 (book) lost nothing
		{Score: cp(0.53), Best: mv(t, "b0c2")}, // Red 0.53: Black's h9g7 lost 0.03 (good)
		{Score: cp(0.54), Best: mv(t, "c6c5")}, // Black 0.54: Red's h0g2 lost 0.07 (inaccuracy)
		{Score: cp(0.61), Best: mv(t, "b0c2")}, // Red 0.61: Black's i9h9 lost 0.15 (mistake)
		{Score: cp(0.79), Best: mv(t, "c6c5")}, // Black 0.79: Red's i0h0 lost 0.40 (blunder)
		{Score: cp(0.215)},                     // Red 0.215: Black's b9c7 lost 0.005 (best)
	}
	r, err := Judge(start, moves, evals, func(p *position.Position, m position.Move) bool { return p.Ply() == 0 })
	if err != nil {
		t.Fatal(err)
	}
	want := []Mark{MarkBook, MarkGood, MarkInaccuracy, MarkMistake, MarkBlunder, MarkBest}
	for i, w := range want {
		if r.Moves[i].Mark != w {
			t.Errorf("move %d: %s (loss %.3f), want %s", i+1, r.Moves[i].Mark, r.Moves[i].Loss, w)
		}
	}
	if r.Red.Counts[MarkBlunder] != 1 || r.Black.Counts[MarkMistake] != 1 || r.Red.Judged != 2 || r.Black.Judged != 3 {
		t.Errorf("summaries: red %+v black %+v", r.Red, r.Black)
	}
	// Red's accuracy: the inaccuracy (0.07) and the blunder (0.40).
	wantAcc := (MoveAccuracy(0.07) + MoveAccuracy(0.40)) / 2
	if math.Abs(r.Red.Accuracy-wantAcc) > 0.5 {
		t.Errorf("red accuracy %.1f, want %.1f", r.Red.Accuracy, wantAcc)
	}
	if _, err := Judge(start, moves, evals[:3], nil); err == nil {
		t.Error("too few evaluations were accepted")
	}
}

func TestForcedAndMates(t *testing.T) {
	// Black's king has one legal move (e9f9: d9 faces the red king).
	p, err := position.ParseFEN("4k4/R8/9/9/9/9/9/9/9/1R1K5 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var buf [position.MaxMoves]position.Move
	legal := p.LegalMoves(buf[:0])
	if len(legal) != 1 {
		t.Fatalf("%d legal moves", len(legal))
	}
	r, err := Judge(p, legal, []Eval{{Mate: -1}, {Mate: 1}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Moves[0].Mark != MarkForced || r.Moves[0].RedMate != 1 || r.Moves[0].RedExpected != 1 {
		t.Errorf("forced move: %+v", r.Moves[0])
	}
	if Expected(0, 3) != 1 || Expected(0, -3) != 0 || Expected(0, 0) != 0.5 {
		t.Error("mate scores are not certain")
	}
}

// TestHangingChariot reviews a game with the real engine: Black leaves its
// chariot where Red's takes it, and Red, instead of taking it, pushes a
// pawn. Both are blunders, and the better move for Red is the capture.
func TestHangingChariot(t *testing.T) {
	pgn := "[FEN \"3akab2/9/9/9/1r7/9/4P4/9/9/R2AKAB2 b - - 0 1\"]\n[SetUp \"1\"]\n\n1... b5a5 2. e3e4 *"
	g, err := notation.ParseGame(pgn)
	if err != nil {
		t.Fatal(err)
	}
	an := SessionAnalyser{Session: protocol.NewSession(search.DefaultOptions())}
	evals, err := Evaluate(an, g.StartPosition().FEN(), g.MainLine(), Quick, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Judge(g.StartPosition(), g.MainLine(), evals, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Moves[0].Mark != MarkBlunder {
		t.Errorf("b5a5 (the chariot left hanging): %s, loss %.2f", r.Moves[0].Mark, r.Moves[0].Loss)
	}
	if r.Moves[1].Mark != MarkBlunder || r.Moves[1].Best != mv(t, "a0a5") {
		t.Errorf("e3e4 (the capture missed): %s, better %v", r.Moves[1].Mark, r.Moves[1].Best)
	}
	// The same evaluations come again: the review depends on the game alone.
	again, err := Evaluate(an, g.StartPosition().FEN(), g.MainLine(), Quick, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range evals {
		if evals[i].Score != again[i].Score || evals[i].Best != again[i].Best || evals[i].Mate != again[i].Mate {
			t.Errorf("position %d: %+v then %+v", i, evals[i], again[i])
		}
	}
	// Annotated as PGN, the review reads back.
	Annotate(g, r)
	text := g.PGN(notation.ICCS)
	if !strings.Contains(text, "$4") || !strings.Contains(text, "[%mark blunder]") || strings.Count(text, "(") != 2 {
		t.Errorf("annotated PGN:\n%s", text)
	}
	back, err := notation.ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	r2, ok := FromAnnotated(back)
	if !ok || len(r2.Moves) != 2 || r2.Moves[1].Mark != MarkBlunder || r2.Moves[1].Best != mv(t, "a0a5") {
		t.Fatalf("read back: %v %+v", ok, r2)
	}
	if math.Abs(r2.Black.Accuracy-r.Black.Accuracy) > 0.1 {
		t.Errorf("accuracy read back %.2f, was %.2f", r2.Black.Accuracy, r.Black.Accuracy)
	}
}

// TestCurveScaleIsTheFit refits the curve on the samples kept in the
// repository: the constant must be what they give.
func TestCurveScaleIsTheFit(t *testing.T) {
	f, err := os.Open("curve_samples.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	samples, err := ReadSamples(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) < 1000 {
		t.Fatalf("%d samples", len(samples))
	}
	scale, mse := FitScale(samples)
	if math.Abs(scale-CurveScale) > 1 {
		t.Errorf("the samples fit a scale of %.1f cp, CurveScale is %.1f", scale, CurveScale)
	}
	// The fit must beat a curve that knows nothing (always ½).
	var flat float64
	for _, s := range samples {
		flat += (s.Result - 0.5) * (s.Result - 0.5)
	}
	if flat /= float64(len(samples)); mse >= flat {
		t.Errorf("the curve's error %.4f is no better than a coin's %.4f", mse, flat)
	}
}

func TestStripComment(t *testing.T) {
	for in, want := range map[string]string{
		"[%eval 0.35] [%mark best] [%loss 0.000]":               "",
		"a fine move [%eval -1.20] [%mark mistake] [%loss 0.1]": "a fine move",
		"[%clk 0:05:00] kept [%mark blunder]":                   "[%clk 0:05:00] kept",
		"unclosed [%eval 1":                                     "unclosed [%eval 1",
	} {
		if got := StripComment(in); got != want {
			t.Errorf("StripComment(%q) = %q, want %q", in, got, want)
		}
	}
}
