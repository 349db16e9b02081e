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
