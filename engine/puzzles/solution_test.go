package puzzles

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"xiangqi/engine/position"
)

func TestSolutionsMarshal(t *testing.T) {
	a := Solution{Number: 2, FEN: "f2", Verdict: Draw, PV: []string{"h2e2"}}
	b := Solution{Number: 1, FEN: "f1", Verdict: Win, Mate: 3}
	c := Solution{Number: 3, FEN: "f3", Verdict: Win, PV: Line{"h2e2", "h9g7", "h0g2"}}
	one := (&Solutions{Engine: "e", MoveTimeMs: 10, Solutions: []Solution{a, b, c}}).Marshal()
	two := (&Solutions{Engine: "e", MoveTimeMs: 10, Solutions: []Solution{c, b, a}}).Marshal()
	if !bytes.Equal(one, two) {
		t.Fatalf("the order of the input changed the output:\n%s\n%s", one, two)
	}
	if !bytes.HasSuffix(one, []byte("\n")) || !bytes.Contains(one, []byte("\n  \"solutions\": [")) {
		t.Errorf("not indented with a final newline:\n%s", one)
	}
	if bytes.Contains(one, []byte("null")) || !bytes.Contains(one, []byte(`"pv": ""`)) || !bytes.Contains(one, []byte(`"pv": "h2e2"`)) {
		t.Errorf("lines are not written as strings of moves:\n%s", one)
	}
	back, err := ParseSolutions(one)
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
		`{"solutions": [{"number": 241, "verdict": "win"}]}`,
		`{"solutions": [{"number": "1", "verdict": "win"}]}`,
		`{"solutions": [{"number": 1.5, "verdict": "win"}]}`,
		`{"solutions": [{"number": 1, "verdict": "win", "nodes": -1}]}`,
		`{"solutions": [{"number": 1, "verdict": "win"}], "x": 1}`,
		`{"solutions": {}}`,
		`[]`,
	} {
		if _, err := ParseSolutions([]byte(bad)); err == nil {
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

// The reference for the file's bytes: the structs the solver's file was
// first written from with encoding/json (HTML left unescaped, two-space
// indentation), which Marshal must reproduce byte for byte.
type (
	refSolution struct {
		Number  int    `json:"number"`
		FEN     string `json:"fen"`
		Verdict string `json:"verdict"`
		Reason  string `json:"reason"`
		Mate    int    `json:"mate"`
		Score   int    `json:"score"`
		Depth   int    `json:"depth"`
		Nodes   uint64 `json:"nodes"`
		TimeMs  int64  `json:"timeMs"`
		PV      string `json:"pv"`
		End     string `json:"end"`
	}
	refSolutions struct {
		Engine     string        `json:"engine"`
		MoveTimeMs int64         `json:"moveTimeMs"`
		Solutions  []refSolution `json:"solutions"`
	}
)

func TestMarshalMatchesEncodingJSON(t *testing.T) {
	odd := "<&> \"quoted\" \\ \n\t \u2028 \xff 象棋"
	for _, s := range []Solutions{
		{Engine: "e", MoveTimeMs: 10, Solutions: []Solution{}},
		{Engine: odd, MoveTimeMs: -1, Solutions: []Solution{{Number: 1}}},
		{Engine: "xiangqi", MoveTimeMs: 10000, Solutions: []Solution{
			{Number: 2, FEN: "f2 " + odd, Verdict: Draw, Reason: ReasonStableScore, Score: -3, Depth: 30, Nodes: 1 << 63, TimeMs: 9999, PV: Line{"h2e2", "h9g7"}, End: odd},
			{Number: 1, FEN: position.StartFEN, Verdict: Win, Reason: ReasonMate, Mate: 5, Score: 29991, Depth: 22, Nodes: 280620, TimeMs: 242, PV: Line{"e6d6"}, End: "checkmate"},
		}},
	} {
		ref := refSolutions{Engine: s.Engine, MoveTimeMs: s.MoveTimeMs, Solutions: []refSolution{}}
		sorted := append([]Solution(nil), s.Solutions...)
		for i := 1; i < len(sorted); i++ {
			for j := i; j > 0 && sorted[j].Number < sorted[j-1].Number; j-- {
				sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
			}
		}
		for _, sol := range sorted {
			ref.Solutions = append(ref.Solutions, refSolution{sol.Number, sol.FEN, string(sol.Verdict), sol.Reason, sol.Mate,
				sol.Score, sol.Depth, sol.Nodes, sol.TimeMs, strings.Join(sol.PV, " "), sol.End})
		}
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(&ref); err != nil {
			t.Fatal(err)
		}
		if got := s.Marshal(); !bytes.Equal(got, want.Bytes()) {
			t.Errorf("Marshal:\n%s\nencoding/json:\n%s", got, want.Bytes())
		}
	}
}
