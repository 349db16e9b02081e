package match

import (
	"reflect"
	"testing"
	"time"
)

func TestParseFeatures(t *testing.T) {
	got := parseFeatures(`myname="MaxQi 4.8G" setboard=0 ping=1 done=0 variants="xiangqi,shatranj"`)
	want := map[string]string{"myname": "MaxQi 4.8G", "setboard": "0", "ping": "1", "done": "0", "variants": "xiangqi,shatranj"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parseFeatures = %v, want %v", got, want)
	}
	if got := parseFeatures(`myname="unterminated`); got["myname"] != "unterminated" {
		t.Errorf("unterminated quote: %v", got)
	}
}

// TestClockCalibration: an engine that takes twice the target gets a smaller
// clock, one that takes half gets a larger one, and the learnt value survives
// a restart because it lives in the spec.
func TestClockCalibration(t *testing.T) {
	spec, err := ParseSpec("xboard:/usr/games/maxqi")
	if err != nil {
		t.Fatal(err)
	}
	target := 200 * time.Millisecond
	slow := &xboardPlayer{spec: spec}
	start := slow.timeScale()
	for range 30 {
		slow.adjustScale(target, 2*target)
	}
	lowered := slow.timeScale()
	if lowered >= start/2 {
		t.Errorf("after 30 moves at twice the target the scale went %.2f -> %.2f, want it at least halved", start, lowered)
	}
	restarted := &xboardPlayer{spec: spec}
	if restarted.timeScale() != lowered {
		t.Errorf("a restarted engine starts at scale %.2f, want the learnt %.2f", restarted.timeScale(), lowered)
	}
	for range 60 {
		restarted.adjustScale(target, target/2)
	}
	if raised := restarted.timeScale(); raised <= lowered {
		t.Errorf("moves at half the target did not raise the scale: %.2f -> %.2f", lowered, raised)
	}
	fixed, _ := ParseSpec("xboard:/usr/games/maxqi;timescale=3")
	p := &xboardPlayer{spec: fixed}
	p.adjustScale(target, 10*target)
	if p.timeScale() != 3 {
		t.Errorf("a fixed timescale moved to %.2f", p.timeScale())
	}
}
