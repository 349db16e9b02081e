package match

import (
	"math"
	"testing"
)

func TestScoreElo(t *testing.T) {
	// Reference values: the logistic Elo curve gives +190.8 for a 75% score and
	// +100 for about 64%; the error bars follow from the per-game variance
	// (for 50-0-50 the standard error of the mean is exactly 0.05, so the 95%
	// bounds are 0.5 ± 0.098 → ±69.0 Elo).
	cases := []struct {
		score          Score
		elo, err, los  float64
		infiniteErrBar bool
	}{
		{Score{60, 20, 20}, 147.19, 66.01, 0.99999, false},
		{Score{50, 0, 50}, 0, 68.99, 0.5, false},
		{Score{10, 80, 10}, 0, 30.53, 0.5, false},
		{Score{120, 50, 30}, 168.40, 45.08, 1.0, false},
		{Score{75, 0, 25}, 190.85, 81.15, 1.0, false},
		{Score{3, 1, 0}, 338.04, 0, 0.95837, true},
	}
	for _, c := range cases {
		if got := c.score.Elo(); math.Abs(got-c.elo) > 0.01 {
			t.Errorf("%v: Elo = %.3f, want %.2f", c.score, got, c.elo)
		}
		gotErr := c.score.EloError()
		if c.infiniteErrBar {
			if !math.IsInf(gotErr, 1) {
				t.Errorf("%v: error bar = %.3f, want +Inf (upper bound reaches a 100%% score)", c.score, gotErr)
			}
		} else if math.Abs(gotErr-c.err) > 0.01 {
			t.Errorf("%v: error bar = %.3f, want %.2f", c.score, gotErr, c.err)
		}
		if got := c.score.LOS(); math.Abs(got-c.los) > 1e-4 {
			t.Errorf("%v: LOS = %.5f, want %.5f", c.score, got, c.los)
		}
	}
}

func TestScoreEdgeCases(t *testing.T) {
	if f := (Score{}).Fraction(); f != 0.5 {
		t.Errorf("empty score fraction = %v, want 0.5", f)
	}
	if e := (Score{Wins: 4}).Elo(); !math.IsInf(e, 1) {
		t.Errorf("all wins Elo = %v, want +Inf", e)
	}
	if e := (Score{Losses: 4}).Elo(); !math.IsInf(e, -1) {
		t.Errorf("all losses Elo = %v, want -Inf", e)
	}
	if e := (Score{Draws: 4}).EloError(); !math.IsInf(e, 1) {
		t.Errorf("all draws error bar = %v, want +Inf (no spread observed)", e)
	}
	if s := (Score{Draws: 4}).LOS(); s != 0.5 {
		t.Errorf("all draws LOS = %v, want 0.5", s)
	}
	want := "W-D-L 60-20-20 (70.0%)  Elo +147.2 ± 66.0  LOS 100.0%"
	if got := (Score{60, 20, 20}).String(); got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	// 197-3-0: the mean is 99.25%, the standard error sqrt(0.003694/200) =
	// 0.00430, so the lower bound is 99.25 - 0.842 = 98.41% = +716.4 Elo.
	want = "W-D-L 197-3-0 (99.2%)  Elo +848.7 (95%: +716.4 to +inf)  LOS 100.0%"
	if got := (Score{197, 3, 0}).String(); got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
}

func TestSPRT(t *testing.T) {
	sprt, err := ParseSPRT("elo0=0,elo1=10")
	if err != nil {
		t.Fatal(err)
	}
	lower, upper := sprt.Bounds()
	if math.Abs(lower+math.Log(19)) > 1e-9 || math.Abs(upper-math.Log(19)) > 1e-9 {
		t.Errorf("bounds %v %v, want ±ln 19 at alpha = beta = 0.05", lower, upper)
	}
	// Scores at the expected score of elo1 drive the LLR up, at elo0's
	// down, and halfway between they leave it at zero.
	at := func(elo float64, n int) Score {
		s := expectedScore(elo)
		// Draw-free: s = wins/n.
		w := int(math.Round(s * float64(n)))
		return Score{Wins: w, Losses: n - w}
	}
	if v := sprt.Verdict(at(10, 40000)); v != 1 {
		t.Errorf("40000 games at +10 Elo: verdict %d (%s), want H1", v, sprt.Status(at(10, 40000)))
	}
	if v := sprt.Verdict(at(0, 40000)); v != -1 {
		t.Errorf("40000 games at 0 Elo: verdict %d (%s), want H0", v, sprt.Status(at(0, 40000)))
	}
	if v := sprt.Verdict(at(10, 100)); v != 0 {
		t.Errorf("100 games decided the test: %s", sprt.Status(at(10, 100)))
	}
	mid := Score{Wins: 1, Draws: 0, Losses: 1}
	half := SPRT{Elo0: -10, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	if llr := half.LLR(mid); math.Abs(llr) > 1e-12 {
		t.Errorf("an even score between symmetric hypotheses has LLR %v, want 0", llr)
	}
	if a, b := sprt.LLR(Score{Wins: 60, Draws: 20, Losses: 40}), sprt.LLR(Score{Wins: 61, Draws: 20, Losses: 39}); b <= a {
		t.Errorf("a win more lowered the LLR: %v then %v", a, b)
	}
	// The constrained estimates keep the observed distribution's shape and
	// have the hypotheses' means.
	freq := [3]float64{0.5, 0.2, 0.3}
	for _, mean := range []float64{0.4, 0.5, 0.62} {
		p := constrainedMLE(freq, mean)
		if sum := p[0] + p[1] + p[2]; math.Abs(sum-1) > 1e-9 {
			t.Errorf("mean %v: probabilities sum to %v", mean, sum)
		}
		if got := p[0] + 0.5*p[1]; math.Abs(got-mean) > 1e-9 {
			t.Errorf("mean %v: the estimate's mean is %v", mean, got)
		}
	}
	// At the observed mean the estimate is the observed distribution.
	if p := constrainedMLE(freq, 0.6); math.Abs(p[0]-0.5) > 1e-9 || math.Abs(p[1]-0.2) > 1e-9 {
		t.Errorf("at the observed mean the estimate is %v, want %v", p, freq)
	}
	// A run of wins decides for H1 after a handful of games, not at once.
	if v := sprt.Verdict(Score{Wins: 3}); v != 0 {
		t.Errorf("three wins decided the test: %s", sprt.Status(Score{Wins: 3}))
	}
	for _, bad := range []string{"elo0=10,elo1=0", "alpha=0.7", "elo2=3", "elo0"} {
		if _, err := ParseSPRT(bad); err == nil {
			t.Errorf("ParseSPRT(%q) accepted it", bad)
		}
	}
}
