package puzzles_test

// The tests of the shipped files (assets/puzzles, which imports this
// package, hence an external test package) and of reading the collection
// as the page does (Load).

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode"

	puzzlefiles "xiangqi/assets/puzzles"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
)

// sharedEPD is the project's copy of the third-party data, from which
// assets/puzzles/funny.epd was copied unchanged.
const sharedEPD = "../../../shared/data/puzzles/funny.epd"

// TestCollection checks the embedded collection: 240 puzzles, each a legal
// position with Red to move and moves to make, titled in both languages.
func TestCollection(t *testing.T) {
	ps, err := puzzlefiles.All()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != puzzles.Count {
		t.Fatalf("%d puzzles, want %d", len(ps), puzzles.Count)
	}
	english := map[string]int{}
	for i, pz := range ps {
		if pz.Number != i+1 {
			t.Errorf("puzzle %d numbered %d", i+1, pz.Number)
		}
		p, err := pz.Position()
		if err != nil {
			t.Errorf("puzzle %d: %v", pz.Number, err)
			continue
		}
		if p.SideToMove() != position.Red {
			t.Errorf("puzzle %d: Black to move", pz.Number)
		}
		var buf [position.MaxMoves]position.Move
		if n := len(p.LegalMoves(buf[:0])); n == 0 || p.Status().Over() {
			t.Errorf("puzzle %d: the game is over at the start (%d legal moves)", pz.Number, n)
		}
		if p.FEN() != pz.FEN {
			t.Errorf("puzzle %d: FEN %q reads back as %q", pz.Number, pz.FEN, p.FEN())
		}
		if pz.TitleZH == "" || pz.TitleEN == "" {
			t.Errorf("puzzle %d: titles %q / %q", pz.Number, pz.TitleZH, pz.TitleEN)
		}
		if !hasHan(pz.TitleZH) || hasHan(pz.TitleEN) {
			t.Errorf("puzzle %d: the Chinese title %q or the English title %q is in the wrong script", pz.Number, pz.TitleZH, pz.TitleEN)
		}
		if pz.Title("zh") != pz.TitleZH || pz.Title("en") != pz.TitleEN {
			t.Errorf("puzzle %d: Title picks the wrong language", pz.Number)
		}
		english[pz.TitleEN]++
	}
	// Two puzzles share the title 抛砖引玉 and so their translation; any
	// other repeat is a copying slip.
	for title, n := range english {
		if n > 1 && title != "Casting a Brick to Draw Out Jade" {
			t.Errorf("English title %q used %d times", title, n)
		}
	}
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// TestSharedCopy checks that the asset is the shared data file unchanged
// (skipped, naming the file, where ../shared/data is not checked out: the
// other tests here check the asset itself).
func TestSharedCopy(t *testing.T) {
	data, err := os.ReadFile(sharedEPD)
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s is absent (../shared/data is not checked out beside this clone): assets/puzzles/funny.epd was not compared with it", sharedEPD)
	}
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, puzzlefiles.EPD) {
		t.Fatal("assets/puzzles/funny.epd differs from the shared data file it was copied from")
	}
	ps, err := puzzles.ParseEPD(data)
	if err != nil || len(ps) != puzzles.Count {
		t.Fatalf("parsing %s: %d puzzles, %v", sharedEPD, len(ps), err)
	}
}

// TestShippedSolutions checks the solver's file against the collection and
// the rules: one entry per puzzle, every main line legal, every mate line
// ending in mate by the right side within the distance claimed, and every
// draw backed by what the line or the score shows.
func TestShippedSolutions(t *testing.T) {
	sols, err := puzzlefiles.Solutions()
	if err != nil {
		t.Fatal(err)
	}
	if len(sols.Solutions) == 0 {
		t.Skip("no solutions shipped yet: run `xiangqi puzzles solve`")
	}
	checkSolutions(t, sols)
	checkCanonical(t, sols, puzzlefiles.SolutionsJSON)
}

// checkCanonical checks that a file is in the form Marshal writes, so
// rerunning the solver changes only what the engine found.
func checkCanonical(t *testing.T, sols *puzzles.Solutions, data []byte) {
	t.Helper()
	if !bytes.Equal(sols.Marshal(), data) {
		t.Error("the solutions file is not in the form Solutions.Marshal writes")
	}
}

// TestSolutionsFile checks a solutions file written by `xiangqi puzzles
// solve --out FILE` before it is shipped, as the solver and as the page
// read it: XIANGQI_SOLUTIONS=FILE go test -run SolutionsFile.
func TestSolutionsFile(t *testing.T) {
	path := os.Getenv("XIANGQI_SOLUTIONS")
	if path == "" {
		t.Skip("XIANGQI_SOLUTIONS names no file")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sols, err := puzzles.ParseSolutions(data)
	if err != nil {
		t.Fatal(err)
	}
	checkSolutions(t, sols)
	checkCanonical(t, sols, data)
	list := load(t, data)
	counts := map[puzzles.Verdict]int{}
	for _, p := range list {
		counts[p.Verdict]++
		if p.Verdict == puzzles.Win && p.Mate > 0 && len(p.Line) != 2*p.Mate-1 {
			t.Logf("puzzle %d: mate in %d with a %d-ply line", p.Number, p.Mate, len(p.Line))
		}
	}
	t.Logf("verdicts: %v", counts)
}

func checkSolutions(t *testing.T, sols *puzzles.Solutions) {
	t.Helper()
	ps, err := puzzlefiles.All()
	if err != nil {
		t.Fatal(err)
	}
	if len(sols.Solutions) != len(ps) {
		t.Fatalf("%d solutions for %d puzzles", len(sols.Solutions), len(ps))
	}
	if sols.Engine == "" || sols.MoveTimeMs <= 0 {
		t.Errorf("the file does not say which engine made it at what time: %q, %d ms", sols.Engine, sols.MoveTimeMs)
	}
	for i, sol := range sols.Solutions {
		pz := ps[i]
		if sol.Number != pz.Number || sol.FEN != pz.FEN {
			t.Errorf("solution %d is for puzzle %d %q, want %d %q", i+1, sol.Number, sol.FEN, pz.Number, pz.FEN)
			continue
		}
		end, err := sol.ReplayPV()
		if err != nil {
			t.Error(err)
			continue
		}
		st := end.Status()
		wantEnd := string(st.Reason)
		if !st.Over() && sol.End == puzzles.EndKnownDraw {
			wantEnd = puzzles.EndKnownDraw
		}
		if sol.End != wantEnd {
			t.Errorf("puzzle %d: end %q, but the line ends with %q", sol.Number, sol.End, wantEnd)
		}
		if sol.Verdict != puzzles.Unknown && len(sol.PV) == 0 {
			t.Errorf("puzzle %d: verdict %s without a main line", sol.Number, sol.Verdict)
		}
		checkVerdict(t, sol, st)
	}
}

func checkVerdict(t *testing.T, sol puzzles.Solution, st position.Status) {
	t.Helper()
	mated := st.Reason == position.Checkmate || st.Reason == position.Stalemate
	switch {
	case sol.Reason == puzzles.ReasonMate && sol.Verdict == puzzles.Win:
		// Red moves first and last: a mate in n is at most 2n-1 plies.
		if sol.Mate <= 0 || st.Result != position.RedWins || !mated || len(sol.PV)%2 != 1 || len(sol.PV) > 2*sol.Mate-1 {
			t.Errorf("puzzle %d: win by mate in %d, but the %d-ply line ends in %v", sol.Number, sol.Mate, len(sol.PV), st)
		}
	case sol.Reason == puzzles.ReasonMate && sol.Verdict == puzzles.Loss:
		if sol.Mate >= 0 || st.Result != position.BlackWins || !mated || len(sol.PV)%2 != 0 || len(sol.PV) > -2*sol.Mate {
			t.Errorf("puzzle %d: loss by mate in %d, but the %d-ply line ends in %v", sol.Number, -sol.Mate, len(sol.PV), st)
		}
	case sol.Reason == puzzles.ReasonRuleWin:
		// The line is played on until the rules end the game where the
		// solver could; it must end with the winner winning.
		winner := position.RedWins
		if sol.Verdict == puzzles.Loss {
			winner = position.BlackWins
		}
		if sol.Mate != 0 || (sol.Verdict == puzzles.Win) != (sol.Score > 0) || (sol.Verdict != puzzles.Win && sol.Verdict != puzzles.Loss) ||
			st.Over() && st.Result != winner {
			t.Errorf("puzzle %d: %s by rule with score %d, mate %d, but the line ends in %v", sol.Number, sol.Verdict, sol.Score, sol.Mate, st)
		}
	case sol.Verdict == puzzles.Draw && sol.Reason == puzzles.ReasonLineEndsDrawn:
		if sol.Mate != 0 || !(st.Result == position.Draw || !st.Over() && sol.End == puzzles.EndKnownDraw) {
			t.Errorf("puzzle %d: draw, but the line ends in %v (end %q)", sol.Number, st, sol.End)
		}
	case sol.Verdict == puzzles.Draw && sol.Reason == puzzles.ReasonStableScore:
		if sol.Mate != 0 || sol.Score < -50 || sol.Score > 50 {
			t.Errorf("puzzle %d: draw by a stable score, but the score is %d (mate %d)", sol.Number, sol.Score, sol.Mate)
		}
	case sol.Verdict == puzzles.Unknown && sol.Reason == "":
		if sol.Mate != 0 {
			t.Errorf("puzzle %d: unknown with a mate in %d", sol.Number, sol.Mate)
		}
	default:
		t.Errorf("puzzle %d: verdict %q with reason %q", sol.Number, sol.Verdict, sol.Reason)
	}
}

// load reads the shipped collection with the given solutions file, as the
// page does.
func load(t *testing.T, solutions []byte) []puzzles.Puzzle {
	t.Helper()
	list, err := puzzles.Load(puzzlefiles.EPD, puzzlefiles.Titles, solutions)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// TestLoadAgreesWithTheFiles reads the shipped files as the page does (Load)
// and checks that it sees the puzzles, titles, verdicts and main lines the
// solver's reader (ParseCollection, ParseSolutions) sees.
func TestLoadAgreesWithTheFiles(t *testing.T) {
	list := load(t, puzzlefiles.SolutionsJSON)
	ref, err := puzzlefiles.All()
	if err != nil {
		t.Fatal(err)
	}
	sols, err := puzzlefiles.Solutions()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != len(ref) || len(list) != puzzles.Count {
		t.Fatalf("%d puzzles loaded, %d in the collection, Count %d", len(list), len(ref), puzzles.Count)
	}
	for i, p := range list {
		r := ref[i]
		pos, err := r.Position()
		if err != nil {
			t.Fatal(err)
		}
		if p.Number != r.Number || p.FEN != pos.FEN() || p.TitleZH != r.TitleZH || p.TitleEN != r.TitleEN {
			t.Errorf("puzzle %d: %+v, the collection has %+v", i+1, p, r)
		}
		want, ok := sols.Find(p.Number)
		if !ok {
			if p.Verdict != puzzles.Unknown || p.Mate != 0 || len(p.Line) != 0 {
				t.Errorf("puzzle %d has no solution but reads as %s, mate %d, %d moves", p.Number, p.Verdict, p.Mate, len(p.Line))
			}
			continue
		}
		if p.Verdict != want.Verdict || (p.Verdict == puzzles.Win && p.Mate != max(want.Mate, 0)) {
			t.Errorf("puzzle %d: %s mate %d, the file says %s mate %d", p.Number, p.Verdict, p.Mate, want.Verdict, want.Mate)
		}
		if got := lineText(p.Line); got != strings.Join(want.PV, " ") {
			t.Errorf("puzzle %d: line %q, the file says %q", p.Number, got, strings.Join(want.PV, " "))
		}
	}
}

func lineText(line []position.Move) string {
	parts := make([]string, len(line))
	for i, m := range line {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}

func TestLoadSolutions(t *testing.T) {
	base := load(t, []byte(`{"solutions":[]}`))
	fen14 := base[13].FEN
	tests := []struct {
		name    string
		json    string
		wantErr string
		verdict puzzles.Verdict
		mate    int
		line    string
	}{
		{name: "empty list: all unknown", json: `{"engine":"","moveTimeMs":0,"solutions":[]}`, verdict: puzzles.Unknown},
		{name: "a win with its line", json: `{"solutions":[{"number":14,"fen":"` + fen14 + `","verdict":"win","mate":6,"pv":"e6e7 e8f8"}]}`,
			verdict: puzzles.Win, mate: 6, line: "e6e7 e8f8"},
		{name: "the collection's own FEN form is accepted", json: `{"solutions":[{"number":14,"fen":"9/1P2k4/3a1a3/4P4/8r/9/2R6/3n5/4p4/5K3 w - - 0 1","verdict":"draw","pv":""}]}`,
			verdict: puzzles.Draw},
		{name: "the line stops at an illegal move", json: `{"solutions":[{"number":14,"fen":"` + fen14 + `","verdict":"win","mate":6,"pv":"e6e7 a0a9 e8f8"}]}`,
			verdict: puzzles.Win, mate: 6, line: "e6e7"},
		{name: "a stale entry is ignored", json: `{"solutions":[{"number":14,"fen":"` + position.StartFEN + `","verdict":"win","mate":2,"pv":"h2e2"}]}`,
			verdict: puzzles.Unknown},
		{name: "a mate count without a win is dropped", json: `{"solutions":[{"number":14,"fen":"` + fen14 + `","verdict":"unknown","mate":3}]}`,
			verdict: puzzles.Unknown},
		{name: "not JSON", json: `{"solutions":[`, wantErr: "puzzle solutions"},
		{name: "no list", json: `{"solution":[]}`, wantErr: "no solutions array"},
		{name: "bad number", json: `{"solutions":[{"number":241}]}`, wantErr: "no puzzle number"},
		{name: "bad verdict", json: `{"solutions":[{"number":14,"fen":"` + fen14 + `","verdict":"maybe"}]}`, wantErr: "unknown verdict"},
	}
	for _, tc := range tests {
		list, err := puzzles.Load(puzzlefiles.EPD, puzzlefiles.Titles, []byte(tc.json))
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
		if list[0].Verdict != puzzles.Unknown {
			t.Errorf("%s: puzzle 1 without an entry is %s", tc.name, list[0].Verdict)
		}
	}
}

func TestLoadErrors(t *testing.T) {
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
		_, err := puzzles.Load([]byte(tc.epd), []byte(tc.titles), []byte(`{"solutions":[]}`))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

func TestTitleGoalAndLine(t *testing.T) {
	list := load(t, []byte(`{"solutions":[]}`))
	p := list[0]
	if p.Title("zh") != "月上柳梢" || p.Title("en") != "The Moon Above the Willow Tips" {
		t.Errorf("titles %q / %q", p.Title("zh"), p.Title("en"))
	}
	p.TitleEN = ""
	if p.Title("en") != "月上柳梢" {
		t.Errorf("an English page without an English title shows %q", p.Title("en"))
	}
	for v, want := range map[puzzles.Verdict]puzzles.Verdict{puzzles.Win: puzzles.Win, puzzles.Draw: puzzles.Draw, puzzles.Unknown: puzzles.Draw, puzzles.Loss: puzzles.Draw} {
		if got := (puzzles.Puzzle{Verdict: v}).Goal(); got != want {
			t.Errorf("goal of a %s puzzle = %s, want %s", v, got, want)
		}
	}
	if pos, err := p.Position(); err != nil || pos.FEN() != p.FEN {
		t.Errorf("Position() = %v, %v, want %s", pos, err, p.FEN)
	}

	mv := func(s string) position.Move {
		m, err := position.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	line := puzzles.Puzzle{Line: []position.Move{mv("e6e7"), mv("e8f8"), mv("e7f7")}}
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
	list, err := puzzles.Load(puzzlefiles.EPD, puzzlefiles.Titles, []byte(`{"solutions":[]}`))
	if err != nil {
		panic(err)
	}
	p := list[16]
	fmt.Println(p.Number, p.Title("zh"), p.Goal())
	// Output: 17 连珠炮响 draw
}
