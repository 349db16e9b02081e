package puzzle

import (
	"fmt"
	"os"
	"strings"
	"testing"

	puzzlefiles "xiangqi/assets/puzzles"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
	"xiangqi/web/i18n"
)

func shipped(t *testing.T, solutions string) []Puzzle {
	t.Helper()
	list, err := Parse(string(puzzlefiles.EPD), string(puzzlefiles.Titles), solutions)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// TestShippedAgreesWithEngine reads the shipped files with this package and
// with engine/puzzles (the reader the solver uses) and checks that both see
// the same puzzles, titles, verdicts and main lines.
func TestShippedAgreesWithEngine(t *testing.T) {
	list := shipped(t, string(puzzlefiles.Solutions))
	ref, err := puzzles.All()
	if err != nil {
		t.Fatal(err)
	}
	sols, err := puzzles.EmbeddedSolutions()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != len(ref) || len(list) != Count {
		t.Fatalf("%d puzzles here, %d in engine/puzzles, Count %d", len(list), len(ref), Count)
	}
	for i, p := range list {
		r := ref[i]
		pos, err := r.Position()
		if err != nil {
			t.Fatal(err)
		}
		if p.Number != r.Number || p.FEN != pos.FEN() || p.TitleZH != r.TitleZH || p.TitleEN != r.TitleEN {
			t.Errorf("puzzle %d: %+v, engine/puzzles has %+v", i+1, p, r)
		}
		want, ok := sols.Find(p.Number)
		if !ok {
			if p.Verdict != Unknown || p.Mate != 0 || len(p.Line) != 0 {
				t.Errorf("puzzle %d has no solution but reads as %s, mate %d, %d moves", p.Number, p.Verdict, p.Mate, len(p.Line))
			}
			continue
		}
		if string(p.Verdict) != string(want.Verdict) || (p.Verdict == Win && p.Mate != max(want.Mate, 0)) {
			t.Errorf("puzzle %d: %s mate %d, the file says %s mate %d", p.Number, p.Verdict, p.Mate, want.Verdict, want.Mate)
		}
		if got := lineText(p.Line); got != strings.Join(want.PV, " ") {
			t.Errorf("puzzle %d: line %q, the file says %q", p.Number, got, strings.Join(want.PV, " "))
		}
	}
}

// TestSolutionsFromSolver reads a solutions file written by `xiangqi puzzles
// solve --out FILE` before it is shipped: XIANGQI_SOLUTIONS=FILE.
func TestSolutionsFromSolver(t *testing.T) {
	path := os.Getenv("XIANGQI_SOLUTIONS")
	if path == "" {
		t.Skip("XIANGQI_SOLUTIONS names no file")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	list := shipped(t, string(data))
	counts := map[Verdict]int{}
	for _, p := range list {
		counts[p.Verdict]++
		if p.Verdict == Win && p.Mate > 0 && len(p.Line) != 2*p.Mate-1 {
			t.Logf("puzzle %d: mate in %d with a %d-ply line", p.Number, p.Mate, len(p.Line))
		}
	}
	t.Logf("verdicts: %v", counts)
}

func lineText(line []position.Move) string {
	parts := make([]string, len(line))
	for i, m := range line {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}

func TestParseSolutions(t *testing.T) {
	base := shipped(t, `{"solutions":[]}`)
	fen14 := base[13].FEN
	tests := []struct {
		name      string
		json      string
		wantErr   string
		verdict   Verdict
		mate      int
		line      string
		unchanged bool
	}{
		{name: "empty list: all unknown", json: `{"engine":"","moveTimeMs":0,"solutions":[]}`, verdict: Unknown},
		{name: "a win with its line", json: `{"solutions":[{"number":14,"fen":"` + fen14 + `","verdict":"win","mate":6,"pv":"e6e7 e8f8"}]}`,
			verdict: Win, mate: 6, line: "e6e7 e8f8"},
		{name: "the collection's own FEN form is accepted", json: `{"solutions":[{"number":14,"fen":"9/1P2k4/3a1a3/4P4/8r/9/2R6/3n5/4p4/5K3 w - - 0 1","verdict":"draw","pv":""}]}`,
			verdict: Draw},
		{name: "the line stops at an illegal move", json: `{"solutions":[{"number":14,"fen":"` + fen14 + `","verdict":"win","mate":6,"pv":"e6e7 a0a9 e8f8"}]}`,
			verdict: Win, mate: 6, line: "e6e7"},
		{name: "a stale entry is ignored", json: `{"solutions":[{"number":14,"fen":"` + position.StartFEN + `","verdict":"win","mate":2,"pv":"h2e2"}]}`,
			verdict: Unknown},
		{name: "a mate count without a win is dropped", json: `{"solutions":[{"number":14,"fen":"` + fen14 + `","verdict":"unknown","mate":3}]}`,
			verdict: Unknown},
		{name: "not JSON", json: `{"solutions":[`, wantErr: "puzzle solutions"},
		{name: "no list", json: `{"solution":[]}`, wantErr: "no solutions array"},
		{name: "bad number", json: `{"solutions":[{"number":241}]}`, wantErr: "no puzzle number"},
		{name: "bad verdict", json: `{"solutions":[{"number":14,"fen":"` + fen14 + `","verdict":"maybe"}]}`, wantErr: "unknown verdict"},
	}
	for _, tc := range tests {
		list, err := Parse(string(puzzlefiles.EPD), string(puzzlefiles.Titles), tc.json)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		p := list[13]
		if p.Verdict != tc.verdict || p.Mate != tc.mate || lineText(p.Line) != tc.line {
			t.Errorf("%s: %s mate %d line %q, want %s mate %d line %q", tc.name, p.Verdict, p.Mate, lineText(p.Line), tc.verdict, tc.mate, tc.line)
		}
		if list[0].Verdict != Unknown {
			t.Errorf("%s: puzzle 1 without an entry is %s", tc.name, list[0].Verdict)
		}
	}
}

func TestParseCollectionErrors(t *testing.T) {
	epd := string(puzzlefiles.EPD)
	titles := string(puzzlefiles.Titles)
	lines := strings.Split(strings.TrimSpace(epd), "\n")
	swap := append([]string{lines[1], lines[0]}, lines[2:]...)
	blackToMove := strings.Replace(lines[0], " w ", " b ", 1)
	tests := []struct {
		name, epd, titles, want string
	}{
		{"short collection", strings.Join(lines[:239], "\n"), titles, "239 puzzles"},
		{"out of order", strings.Join(swap, "\n"), titles, "puzzle 2, want 1"},
		{"black to move", strings.Join(append([]string{blackToMove}, lines[1:]...), "\n"), titles, "Black to move"},
		{"no name", "9/9/3k5/9/9/9/9/9/9/4K4 w - - 0 1\n", titles, "no ';'"},
		{"bad name", lines[0][:strings.Index(lines[0], ";")] + "; 第x局：月\n", titles, "not like"},
		{"bad FEN", "9/9/9 w ; 第001局：月\n", titles, "line 1"},
		{"titles without header", epd, "1\t月上柳梢\tMoon\t\n", "header"},
		{"titles of another edition", epd, "number\tzh\ten\tnote\n1\t别的\tOther\t\n", "puzzle 1 is"},
		{"titles short of fields", epd, "number\tzh\ten\tnote\n1\t月上柳梢\n", "fields"},
	}
	for _, tc := range tests {
		_, err := Parse(tc.epd, tc.titles, `{"solutions":[]}`)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

func TestTitleGoalAndLine(t *testing.T) {
	list := shipped(t, `{"solutions":[]}`)
	p := list[0]
	if p.Title(i18n.Chinese) != "月上柳梢" || p.Title(i18n.English) != "The Moon Above the Willow Tips" {
		t.Errorf("titles %q / %q", p.Title(i18n.Chinese), p.Title(i18n.English))
	}
	p.TitleEN = ""
	if p.Title(i18n.English) != "月上柳梢" {
		t.Errorf("an English page without an English title shows %q", p.Title(i18n.English))
	}
	for v, want := range map[Verdict]Verdict{Win: Win, Draw: Draw, Unknown: Draw, Loss: Draw} {
		if got := (Puzzle{Verdict: v}).Goal(); got != want {
			t.Errorf("goal of a %s puzzle = %s, want %s", v, got, want)
		}
	}
	if got := p.Position().FEN(); got != p.FEN {
		t.Errorf("Position() = %s, want %s", got, p.FEN)
	}

	mv := func(s string) position.Move {
		m, err := position.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	line := Puzzle{Line: []position.Move{mv("e6e7"), mv("e8f8"), mv("e7f7")}}
	for _, tc := range []struct {
		played []position.Move
		want   string
	}{
		{nil, "e6e7"},
		{[]position.Move{mv("e6e7")}, "e8f8"},
		{[]position.Move{mv("e6e7"), mv("e8f8")}, "e7f7"},
		{[]position.Move{mv("e6e7"), mv("e8d8")}, ""},             // Black left the line
		{[]position.Move{mv("e6e7"), mv("e8f8"), mv("e7f7")}, ""}, // the line is over
	} {
		m, ok := line.LineMove(tc.played)
		got := ""
		if ok {
			got = m.String()
		}
		if got != tc.want {
			t.Errorf("LineMove(%v) = %q, want %q", tc.played, got, tc.want)
		}
	}
}

func Example() {
	list, err := Parse(string(puzzlefiles.EPD), string(puzzlefiles.Titles), `{"solutions":[]}`)
	if err != nil {
		panic(err)
	}
	p := list[16]
	fmt.Println(p.Number, p.Title(i18n.Chinese), p.Goal())
	// Output: 17 连珠炮响 draw
}
