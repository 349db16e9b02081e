package puzzles

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Title is one row of the titles table (assets/puzzles/titles.tsv).
type Title struct {
	Number int
	ZH, EN string
	Note   string // an allusion explained, or an oddity of the source; may be empty
}

// ParseTitles reads a titles table: lines starting with '#' are comments, the
// first other line is the header "number zh en note", and every further line
// holds those four tab-separated fields. Every row needs both titles.
func ParseTitles(data []byte) (map[int]Title, error) {
	out := map[int]Title{}
	header := false
	for i, raw := range bytes.Split(data, []byte("\n")) {
		lineNo := i + 1
		line := strings.TrimSuffix(string(raw), "\r")
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, "\t")
		if !header {
			if strings.Join(fields, " ") != "number zh en note" {
				return nil, fmt.Errorf("line %d: header %q, want the columns number, zh, en, note", lineNo, line)
			}
			header = true
			continue
		}
		if len(fields) != 4 {
			return nil, fmt.Errorf("line %d: %d fields, want 4 separated by tabs", lineNo, len(fields))
		}
		num, err := strconv.Atoi(fields[0])
		if err != nil || num < 1 {
			return nil, fmt.Errorf("line %d: %q is not a puzzle number", lineNo, fields[0])
		}
		t := Title{Number: num, ZH: strings.TrimSpace(fields[1]), EN: strings.TrimSpace(fields[2]), Note: strings.TrimSpace(fields[3])}
		if t.ZH == "" || t.EN == "" {
			return nil, fmt.Errorf("line %d: puzzle %d lacks a Chinese or an English title", lineNo, num)
		}
		if _, dup := out[num]; dup {
			return nil, fmt.Errorf("line %d: puzzle %d listed twice", lineNo, num)
		}
		out[num] = t
	}
	if !header {
		return nil, fmt.Errorf("no header line")
	}
	return out, nil
}

// AttachTitles fills in the English titles of puzzles from a titles table.
// It fails when a puzzle has no row, or when a row's Chinese title differs
// from the puzzle's, which would mean the table belongs to another edition.
func AttachTitles(ps []Puzzle, titles map[int]Title) error {
	for i := range ps {
		t, ok := titles[ps[i].Number]
		if !ok {
			return fmt.Errorf("puzzle %d has no row in the titles table", ps[i].Number)
		}
		if t.ZH != ps[i].TitleZH {
			return fmt.Errorf("puzzle %d is %q in the titles table and %q in the collection", ps[i].Number, t.ZH, ps[i].TitleZH)
		}
		ps[i].TitleEN = t.EN
	}
	return nil
}
