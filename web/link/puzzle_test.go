package link

import (
	"strings"
	"testing"
)

func TestParsePuzzle(t *testing.T) {
	tests := []struct {
		fragment string
		want     int
		err      string
	}{
		{"#puzzle=17", 17, ""},
		{"puzzle=1&lang=zh", 1, ""},
		{"#puzzle=240", 240, ""},
		{"#puzzle=0", 0, "not a puzzle number from 1 to 240"},
		{"#puzzle=241", 0, "not a puzzle number from 1 to 240"},
		{"#puzzle=-3", 0, "not a puzzle number"},
		{"#puzzle=17x", 0, "not a puzzle number"},
		{"#puzzle=", 0, "not a puzzle number"},
		{"#puzzle=%3Cscript%3E", 0, `"<script>"`},
	}
	for _, tc := range tests {
		l, errs := Parse(tc.fragment)
		if l.Puzzle != tc.want {
			t.Errorf("Parse(%q).Puzzle = %d, want %d", tc.fragment, l.Puzzle, tc.want)
		}
		var msgs []string
		for _, e := range errs {
			msgs = append(msgs, e.Error())
		}
		joined := strings.Join(msgs, "; ")
		if tc.err == "" && len(errs) > 0 || tc.err != "" && !strings.Contains(joined, tc.err) {
			t.Errorf("Parse(%q) errors %q, want %q", tc.fragment, joined, tc.err)
		}
		if l.Game != nil {
			t.Errorf("Parse(%q) made a game", tc.fragment)
		}
	}
}

func TestBuildPuzzle(t *testing.T) {
	frag := Build(Share{Puzzle: 17, FEN: mateInTwo, Moves: []string{"d0d1"}, Side: "red", Level: 10})
	if frag != "#puzzle=17&side=red&level=10" {
		t.Errorf("Build = %q", frag)
	}
	l, errs := Parse(frag)
	if len(errs) > 0 || l.Puzzle != 17 || l.Game != nil {
		t.Errorf("the built link reads back as %+v, %v", l, errs)
	}
}
