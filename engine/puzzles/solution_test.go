package puzzles

import (
	"bytes"
	"strings"
	"testing"

	"xiangqi/engine/position"
)

func TestSolutionsMarshal(t *testing.T) {
	a := Solution{Number: 2, FEN: "f2", Verdict: Draw, PV: []string{"h2e2"}}
	b := Solution{Number: 1, FEN: "f1", Verdict: Win, Mate: 3}
	c := Solution{Number: 3, FEN: "f3", Verdict: Win, PV: Line{"h2e2", "h9g7", "h0g2"}}
	one, err := (&Solutions{Engine: "e", MoveTimeMs: 10, Solutions: []Solution{a, b, c}}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	two, err := (&Solutions{Engine: "e", MoveTimeMs: 10, Solutions: []Solution{c, b, a}}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(one, two) {
		t.Fatalf("the order of the input changed the output:\n%s\n%s", one, two)
	}
	if !bytes.HasSuffix(one, []byte("\n")) || !bytes.Contains(one, []byte("\n  \"solutions\": [")) {
		t.Errorf("not indented with a final newline:\n%s", one)
	}
	if bytes.Contains(one, []byte("null")) || !bytes.Contains(one, []byte(`"pv": ""`)) || !bytes.Contains(one, []byte(`"pv": "h2e2"`)) {
		t.Errorf("lines are not written as strings of moves:\n%s", one)
	}
	back, err := ParseSolutions(bytes.NewReader(one))
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Solutions) != 3 || back.Solutions[0].Number != 1 || back.Solutions[1].PV[0] != "h2e2" || len(back.Solutions[2].PV) != 3 || back.Solutions[2].PV[2] != "h0g2" {
		t.Errorf("read back %+v", back)
	}
	if s, ok := back.Find(2); !ok || s.Verdict != Draw {
		t.Errorf("Find(2) = %+v, %v", s, ok)
	}
	if _, ok := back.Find(4); ok {
		t.Error("Find(4) found a solution that is not there")
	}
}

func TestParseSolutionsRejects(t *testing.T) {
	for _, bad := range []string{
		`{"solutions": [{"number": 1, "verdict": "maybe"}]}`,
		`{"solutions": [{"number": 1, "verdict": "win"}, {"number": 1, "verdict": "win"}]}`,
		`{"solutions": [{"number": 0, "verdict": "win"}]}`,
		`{"solutions": [{"number": 1, "verdict": "win", "colour": "red"}]}`,
		`{"solutions": `,
		`{"solutions": [{"number": 1, "verdict": "win", "pv": ["h2e2"]}]}`,
	} {
		if _, err := ParseSolutions(strings.NewReader(bad)); err == nil {
			t.Errorf("ParseSolutions accepted %s", bad)
		}
	}
}

func TestReplayPV(t *testing.T) {
	sol := Solution{Number: 1, FEN: "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", PV: []string{"b0b9"}}
	p, err := sol.ReplayPV()
	if err != nil {
		t.Fatal(err)
	}
	if st := p.Status(); st.Result != position.RedWins || st.Reason != position.Checkmate {
		t.Errorf("after b0b9: %v, want Red mating", st)
	}
	sol.PV = []string{"b0b9", "e9e8"} // the game is over: Black has no move
	if _, err := sol.ReplayPV(); err == nil {
		t.Error("ReplayPV accepted a move after the mate")
	}
	sol.PV = []string{"b0c1"}
	if _, err := sol.ReplayPV(); err == nil {
		t.Error("ReplayPV accepted a rook moving diagonally")
	}
}
