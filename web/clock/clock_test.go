package clock

import (
	"testing"
	"time"

	"xiangqi/engine/position"
)

func TestParseAndString(t *testing.T) {
	good := []struct {
		in   string
		want Control
		text string
	}{
		{"10+5", Control{10 * time.Minute, 5 * time.Second}, "10+5"},
		{" 1+0 ", Control{time.Minute, 0}, "1+0"},
		{"30", Control{30 * time.Minute, 0}, "30+0"},
		{"15 10", Control{15 * time.Minute, 10 * time.Second}, "15+10"}, // a '+' decoded from a link
		{"none", Control{}, "none"},
		{"", Control{}, "none"},
		{"180+60", Control{180 * time.Minute, 60 * time.Second}, "180+60"},
	}
	for _, tc := range good {
		got, err := Parse(tc.in)
		if err != nil || got != tc.want || got.String() != tc.text {
			t.Errorf("Parse(%q) = %v %q, %v; want %v %q", tc.in, got, got.String(), err, tc.want, tc.text)
		}
	}
	for _, bad := range []string{"0+5", "181+0", "10+61", "10+-1", "ten+five", "10+5+3", "1.5+0"} {
		if c, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", bad, c)
		}
	}
	for _, p := range Presets {
		back, err := Parse(p.String())
		if err != nil || back != p || !p.IsPreset() {
			t.Errorf("preset %v does not read back: %v %v", p, back, err)
		}
	}
}

func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{5 * time.Minute, "5:00"},
		{4*time.Minute + 59*time.Second + 999*time.Millisecond, "4:59"},
		{10 * time.Second, "0:10"},
		{9999 * time.Millisecond, "9.9"},
		{420 * time.Millisecond, "0.4"},
		{0, "0.0"},
		{-time.Second, "0.0"},
		{time.Hour + 2*time.Minute + 3*time.Second, "1:02:03"},
	} {
		if got := Format(tc.d); got != tc.want {
			t.Errorf("Format(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
	if got := PGNClock(4*time.Minute + 59500*time.Millisecond); got != "0:04:59" {
		t.Errorf("PGNClock = %q", got)
	}
	if got := PGNClock(65 * time.Minute); got != "1:05:00" {
		t.Errorf("PGNClock(65m) = %q", got)
	}
}

// TestClockRunsForTheSideToMove plays a few moves at 1+2 and checks the
// times, the increment, the log, a pause and the flag.
func TestClockRunsForTheSideToMove(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	c := New(Control{time.Minute, 2 * time.Second})
	if _, ok := c.Running(); ok || c.Left(position.Red, t0) != time.Minute {
		t.Fatal("a new clock runs or lacks its base time")
	}
	c.Start(position.Red, t0)
	if got := c.Left(position.Red, at(1500)); got != 58500*time.Millisecond {
		t.Errorf("Red after 1.5 s: %v", got)
	}
	if got := c.Moved(at(3000)); got != 59*time.Second {
		t.Errorf("Red's time after its move: %v, want 57 s + 2 s", got)
	}
	if side, _ := c.Running(); side != position.Black {
		t.Errorf("after Red's move %v runs", side)
	}
	if got := c.Left(position.Red, at(10_000)); got != 59*time.Second {
		t.Errorf("Red's clock ran while Black thought: %v", got)
	}
	// Paused for ten seconds: Black loses none of them.
	c.SetPaused(true, at(4000))
	c.SetPaused(false, at(14_000))
	if got := c.Left(position.Black, at(15_000)); got != 58*time.Second {
		t.Errorf("Black after 2 s thinking and a 10 s pause: %v", got)
	}
	c.Moved(at(15_000))
	if got := c.Log(); len(got) != 2 || got[0] != 59*time.Second || got[1] != 60*time.Second {
		t.Errorf("log %v", got)
	}
	// Red lets its time run out.
	if _, flagged := c.Flagged(at(15_000 + 58_999)); flagged {
		t.Error("flagged a millisecond early")
	}
	if side, flagged := c.Flagged(at(15_000 + 59_000)); !flagged || side != position.Red {
		t.Errorf("Red's flag did not fall: %v %v", side, flagged)
	}
	// A paused clock never flags.
	c.SetPaused(true, at(20_000))
	if _, flagged := c.Flagged(at(200_000)); flagged {
		t.Error("a paused clock flagged")
	}
	c.Stop(at(20_000))
	if _, ok := c.Running(); ok {
		t.Error("a stopped clock runs")
	}
}

// TestRestore checks that a stored clock comes back with the running side's
// time gone since it was stored, a paused one unchanged, and bad states
// refused.
func TestRestore(t *testing.T) {
	t0 := time.Unix(2000, 0)
	c := New(Control{10 * time.Minute, 5 * time.Second})
	c.Start(position.Red, t0)
	c.Moved(t0.Add(4 * time.Second))
	st := c.State(t0.Add(6 * time.Second))
	if st.Running != "black" || st.RedMs != 601_000 || st.BlackMs != 598_000 || st.Control != "10+5" || len(st.LogMs) != 1 {
		t.Fatalf("state %+v", st)
	}
	back, err := Restore(st, t0.Add(6300*time.Millisecond)) // a reload of 0.3 s
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Left(position.Black, t0.Add(6300*time.Millisecond)); got != 597700*time.Millisecond {
		t.Errorf("Black after the reload: %v", got)
	}
	if got := back.Left(position.Red, t0.Add(time.Hour)); got != 601*time.Second {
		t.Errorf("Red after the reload: %v", got)
	}
	c.SetPaused(true, t0.Add(7*time.Second))
	paused, err := Restore(c.State(t0.Add(7*time.Second)), t0.Add(time.Hour))
	if err != nil || !paused.Paused() || paused.Left(position.Black, t0.Add(time.Hour)) != 597*time.Second {
		t.Errorf("paused clock after an hour: %v %v", paused.Left(position.Black, t0.Add(time.Hour)), err)
	}
	// A state from the future (the device's clock went back) loses nothing.
	future, err := Restore(st, t0)
	if err != nil || future.Left(position.Black, t0) != 598*time.Second {
		t.Errorf("state from the future: %v", err)
	}
	for _, bad := range []State{
		{Control: "none", RedMs: 1, BlackMs: 1},
		{Control: "x", RedMs: 1, BlackMs: 1},
		{Control: "1+0", RedMs: 1, BlackMs: 1, Running: "green"},
		{Control: "1+0", RedMs: 1 << 40, BlackMs: 1},
	} {
		if _, err := Restore(bad, t0); err == nil {
			t.Errorf("Restore(%+v) accepted", bad)
		}
	}
}
