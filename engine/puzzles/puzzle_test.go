package puzzles

import (
	"strings"
	"testing"
)

func TestParseLine(t *testing.T) {
	tests := []struct {
		line    string
		num     int
		title   string
		wantErr string
	}{
		{line: "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4/9 w - - 0 1 ; 第001局：月上柳梢", num: 1, title: "月上柳梢"},
		{line: "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4/9 w - - 0 1;第12局:Title", num: 12, title: "Title"},
		{line: "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4/9 w - - 0 1 第001局：月上柳梢", wantErr: "no ';'"},
		{line: "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4 w - - 0 1 ; 第001局：月上柳梢", wantErr: "bad FEN"},
		{line: "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4/9 w - - 0 1 ; 001局：月上柳梢", wantErr: "第"},
		{line: "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4/9 w - - 0 1 ; 第一局：月上柳梢", wantErr: "not a puzzle number"},
		{line: "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4/9 w - - 0 1 ; 第001局：", wantErr: "no title"},
		{line: "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4/9 w - - 0 1 ; 第001：月上柳梢", wantErr: "局"},
	}
	for _, tc := range tests {
		p, err := ParseLine(tc.line)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ParseLine(%q) error %v, want one mentioning %q", tc.line, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseLine(%q): %v", tc.line, err)
			continue
		}
		if p.Number != tc.num || p.TitleZH != tc.title || !strings.HasPrefix(tc.line, p.FEN) {
			t.Errorf("ParseLine(%q) = %+v, want number %d title %q", tc.line, p, tc.num, tc.title)
		}
	}
}

func TestParseNumbering(t *testing.T) {
	const fen = "9/2Cca4/3k1C3/4P1p2/4N1b2/4R1r2/4c1n2/3p1n3/2rNK4/9 w - - 0 1"
	good := fen + " ; 第1局：甲\n\n" + fen + " ; 第2局：乙\n"
	ps, err := ParseEPD([]byte(good))
	if err != nil || len(ps) != 2 || ps[1].TitleZH != "乙" {
		t.Fatalf("Parse(two puzzles) = %v, %v", ps, err)
	}
	for _, bad := range []string{
		fen + " ; 第2局：乙\n",                      // does not start at 1
		fen + " ; 第1局：甲\n" + fen + " ; 第1局：甲\n", // doubled
		fen + " ; 第1局：甲\n" + fen + " ; 第3局：丙\n", // gap
	} {
		if _, err := ParseEPD([]byte(bad)); err == nil {
			t.Errorf("Parse accepted misnumbered input %q", bad)
		}
	}
}

func TestParseTitles(t *testing.T) {
	const header = "# comment\nnumber\tzh\ten\tnote\n"
	good := header + "1\t月上柳梢\tThe Moon Above the Willow Tips\t\n2\t甲\tA\tnote\n"
	titles, err := ParseTitles([]byte(good))
	if err != nil || len(titles) != 2 || titles[2].Note != "note" || titles[1].EN != "The Moon Above the Willow Tips" {
		t.Fatalf("ParseTitles = %v, %v", titles, err)
	}
	for _, bad := range []string{
		"1\t甲\tA\t\n",                     // no header
		header + "1\t甲\tA\n",              // three fields
		header + "1\t甲\t\t\n",             // no English
		header + "x\t甲\tA\t\n",            // bad number
		header + "1\t甲\tA\t\n1\t甲\tA\t\n", // twice
	} {
		if _, err := ParseTitles([]byte(bad)); err == nil {
			t.Errorf("ParseTitles accepted %q", bad)
		}
	}
	ps := []Puzzle{{Number: 1, TitleZH: "月上柳梢"}}
	if err := AttachTitles(ps, titles); err != nil || ps[0].TitleEN != "The Moon Above the Willow Tips" {
		t.Errorf("AttachTitles: %v, %+v", err, ps[0])
	}
	if err := AttachTitles([]Puzzle{{Number: 1, TitleZH: "别的"}}, titles); err == nil {
		t.Error("AttachTitles accepted a Chinese title that differs from the table's")
	}
	if err := AttachTitles([]Puzzle{{Number: 3, TitleZH: "丙"}}, titles); err == nil {
		t.Error("AttachTitles accepted a puzzle missing from the table")
	}
}
