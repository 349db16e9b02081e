package match

import (
	"reflect"
	"testing"
)

func TestParseSpec(t *testing.T) {
	cases := []struct {
		text string
		want Spec
	}{
		{"uci:/usr/games/fairy-stockfish;UCI_Variant=xiangqi;ranks=1-10", Spec{
			Kind: "uci", Command: []string{"/usr/games/fairy-stockfish"}, Name: "fairy-stockfish", RankBase: 1,
			Options: []Option{{"UCI_Variant", "xiangqi"}},
		}},
		{"xboard:/usr/games/maxqi;timescale=4;name=MaxQi", Spec{
			Kind: "xboard", Command: []string{"/usr/games/maxqi"}, Name: "MaxQi", TimeScale: 4,
		}},
		{"self:level=10;Hash=16", Spec{
			Kind: "self", Name: "self level=10 Hash=16",
			Options: []Option{{"level", "10"}, {"Hash", "16"}},
		}},
		{"self", Spec{Kind: "self", Name: "self"}},
		{"xboard:/usr/games/maxqi;timescale=auto", Spec{Kind: "xboard", Command: []string{"/usr/games/maxqi"}, Name: "maxqi"}},
		{"self-uci:Hash=64", Spec{Kind: "self-uci", Name: "self-uci Hash=64", Options: []Option{{"Hash", "64"}}}},
		{"uci:go run ./cmd/xiangqi uci; name = dev ", Spec{
			Kind: "uci", Command: []string{"go", "run", "./cmd/xiangqi", "uci"}, Name: "dev",
		}},
	}
	for _, c := range cases {
		got, err := ParseSpec(c.text)
		if err != nil {
			t.Errorf("ParseSpec(%q): %v", c.text, err)
			continue
		}
		c.want.Text = c.text
		if (got.calibration != nil) != (got.Kind == "xboard" && got.TimeScale == 0) {
			t.Errorf("ParseSpec(%q): clock calibration %v for timescale %v", c.text, got.calibration, got.TimeScale)
		}
		got.calibration = nil
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseSpec(%q) =\n %+v\nwant\n %+v", c.text, got, c.want)
		}
	}
	bad := []string{
		"", "uci", "uci:", "stockfish", "cecp:/bin/x", "uci:/bin/x;novalue",
		"uci:/bin/x;ranks=2-11", "xboard:/bin/x;timescale=-1", "xboard:/bin/x;Hash=16", "uci:/bin/x;=3",
	}
	for _, text := range bad {
		if s, err := ParseSpec(text); err == nil {
			t.Errorf("ParseSpec(%q) = %+v, want an error", text, s)
		}
	}
}
