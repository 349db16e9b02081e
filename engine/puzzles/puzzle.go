package puzzles

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"xiangqi/engine/position"
)

// Puzzle is one composed endgame: Red to move, Red attacking.
type Puzzle struct {
	Number  int    // 1, 2, ... as numbered by the collection (第NNN局)
	FEN     string // the starting position, exactly as in the collection
	TitleZH string // the Chinese title, such as "月上柳梢"
	TitleEN string // the English title, such as "The Moon Above the Willow Tips"
}

// Title returns the title in the language asked for ("zh" or anything else
// for English), falling back to the other language when one is missing.
func (p Puzzle) Title(lang string) string {
	if lang == "zh" && p.TitleZH != "" || p.TitleEN == "" {
		return p.TitleZH
	}
	return p.TitleEN
}

// Position returns a fresh position of the puzzle's start.
func (p Puzzle) Position() (*position.Position, error) {
	pos, err := position.ParseFEN(p.FEN)
	if err != nil {
		return nil, fmt.Errorf("puzzle %d: %v", p.Number, err)
	}
	return pos, nil
}

// ParseLine reads one line of the EPD collection, "FEN ; 第001局：月上柳梢":
// the FEN must be a legal position and the name must carry the number and a
// title. The English title is left empty (see ParseTitles).
func ParseLine(line string) (Puzzle, error) {
	fen, name, ok := strings.Cut(line, ";")
	if !ok {
		return Puzzle{}, fmt.Errorf("no ';' between the FEN and the name in %q", line)
	}
	fen, name = strings.TrimSpace(fen), strings.TrimSpace(name)
	if _, err := position.ParseFEN(fen); err != nil {
		return Puzzle{}, fmt.Errorf("bad FEN %q: %v", fen, err)
	}
	num, title, err := parseName(name)
	if err != nil {
		return Puzzle{}, err
	}
	return Puzzle{Number: num, FEN: fen, TitleZH: title}, nil
}

// parseName splits "第001局：月上柳梢" into 1 and "月上柳梢". An ASCII colon is
// accepted too.
func parseName(name string) (int, string, error) {
	rest, ok := strings.CutPrefix(name, "第")
	if !ok {
		return 0, "", fmt.Errorf("name %q does not start with 第", name)
	}
	digits, title, ok := strings.Cut(rest, "局")
	if !ok {
		return 0, "", fmt.Errorf("name %q has no 局 after the number", name)
	}
	num, err := strconv.Atoi(digits)
	if err != nil || num < 1 {
		return 0, "", fmt.Errorf("name %q: %q is not a puzzle number", name, digits)
	}
	title = strings.TrimSpace(title)
	if t, ok := strings.CutPrefix(title, "："); ok {
		title = t
	} else if t, ok := strings.CutPrefix(title, ":"); ok {
		title = t
	}
	title = strings.TrimSpace(title)
	if title == "" {
		return 0, "", fmt.Errorf("name %q has no title", name)
	}
	return num, title, nil
}

// Parse reads a whole collection, one puzzle per line; blank lines are
// skipped. The numbers must run 1, 2, 3, ... in order, so a lost or doubled
// line is caught.
func Parse(r io.Reader) ([]Puzzle, error) {
	var out []Puzzle
	sc := bufio.NewScanner(r)
	for lineNo := 1; sc.Scan(); lineNo++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		p, err := ParseLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", lineNo, err)
		}
		if p.Number != len(out)+1 {
			return nil, fmt.Errorf("line %d: puzzle number %d, want %d", lineNo, p.Number, len(out)+1)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, nil
}
