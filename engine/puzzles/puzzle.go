package puzzles

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"xiangqi/engine/position"
)

// Count is the number of puzzles in the collection. Links and the player's
// progress are checked against it before the collection is loaded, and
// ParseCollection refuses a collection of another size.
const Count = 240

// Puzzle is one composed endgame: Red to move, Red attacking, with what the
// offline solver found once AttachSolutions has run.
type Puzzle struct {
	Number  int    // 1 to Count, as numbered by the collection (第NNN局)
	FEN     string // the start, Red to move, in the position package's form (the collection's own)
	TitleZH string // the Chinese title, such as "月上柳梢"
	TitleEN string // the English title, such as "The Moon Above the Willow Tips"; may be empty
	// Verdict is the solver's, Unknown where its file has no (current)
	// entry for the puzzle.
	Verdict Verdict
	// Mate is how many Red moves the solver's mate takes, 0 when the verdict
	// is not a win by mate.
	Mate int
	// Line is the solver's main line, Red's move first; it is cut at the
	// first move that is not legal, so every move in it may be played.
	Line []position.Move
}

// Title returns the title in the language asked for ("zh" for Chinese,
// anything else for English), falling back to the other language when one
// is missing.
func (p Puzzle) Title(lang string) string {
	if lang == "zh" && p.TitleZH != "" || p.TitleEN == "" {
		return p.TitleZH
	}
	return p.TitleEN
}

// Goal is what the player must reach in this puzzle (see Goal).
func (p Puzzle) Goal() Verdict { return Goal(p.Verdict) }

// Position returns a fresh position of the puzzle's start.
func (p Puzzle) Position() (*position.Position, error) {
	pos, err := position.ParseFEN(p.FEN)
	if err != nil {
		return nil, fmt.Errorf("puzzle %d: %v", p.Number, err)
	}
	return pos, nil
}

// LineMove returns the main line's next move when the moves played so far
// are exactly the start of the line and the line goes on: the hint that
// needs no search. It returns false once the game has left the line.
func (p Puzzle) LineMove(played []position.Move) (position.Move, bool) {
	if len(played) >= len(p.Line) {
		return position.NoMove, false
	}
	for i, m := range played {
		if p.Line[i] != m {
			return position.NoMove, false
		}
	}
	return p.Line[len(played)], true
}

// ParseLine reads one line of the EPD collection, "FEN ; 第001局：月上柳梢":
// the FEN must be a legal position with Red to move and the name must carry
// the number and a title. The English title is left empty (see
// AttachTitles) and the verdict Unknown (see AttachSolutions).
func ParseLine(line string) (Puzzle, error) {
	fen, name, ok := strings.Cut(line, ";")
	if !ok {
		return Puzzle{}, fmt.Errorf("no ';' between the FEN and the name in %q", line)
	}
	fen, name = strings.TrimSpace(fen), strings.TrimSpace(name)
	pos, err := position.ParseFEN(fen)
	if err != nil {
		return Puzzle{}, fmt.Errorf("bad FEN %q: %v", fen, err)
	}
	if pos.SideToMove() != position.Red {
		return Puzzle{}, fmt.Errorf("Black to move in %q; every puzzle starts with Red", fen)
	}
	num, title, err := parseName(name)
	if err != nil {
		return Puzzle{}, err
	}
	return Puzzle{Number: num, FEN: pos.FEN(), TitleZH: title, Verdict: Unknown}, nil
}

// parseName splits "第001局：月上柳梢" into 1 and "月上柳梢". An ASCII colon is
// accepted too.
func parseName(name string) (int, string, error) {
	notLike := func(why string) error {
		return fmt.Errorf("name %q is not like 第001局：title: %s", name, why)
	}
	rest, ok := strings.CutPrefix(name, "第")
	if !ok {
		return 0, "", notLike("it does not start with 第")
	}
	digits, title, ok := strings.Cut(rest, "局")
	if !ok {
		return 0, "", notLike("it has no 局 after the number")
	}
	num, err := strconv.Atoi(digits)
	if err != nil || num < 1 {
		return 0, "", notLike(strconv.Quote(digits) + " is not a puzzle number")
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

// ParseEPD reads a collection, one puzzle per line (ParseLine); blank lines
// are skipped. The numbers must run 1, 2, 3, ... in order, so a lost or
// doubled line is caught.
func ParseEPD(data []byte) ([]Puzzle, error) {
	var out []Puzzle
	for i, line := range bytes.Split(data, []byte("\n")) {
		text := strings.TrimSpace(string(line))
		if text == "" {
			continue
		}
		p, err := ParseLine(text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		if p.Number != len(out)+1 {
			return nil, fmt.Errorf("line %d: puzzle %d, want %d", i+1, p.Number, len(out)+1)
		}
		out = append(out, p)
	}
	return out, nil
}

// ParseCollection reads the collection from its EPD file and titles table
// (assets/puzzles/funny.epd and titles.tsv): Count puzzles, numbered in
// order, each with both titles. Every verdict is Unknown.
func ParseCollection(epd, titles []byte) ([]Puzzle, error) {
	list, err := ParseEPD(epd)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %v", err)
	}
	if len(list) != Count {
		return nil, fmt.Errorf("puzzles: %d puzzles, want %d", len(list), Count)
	}
	table, err := ParseTitles(titles)
	if err == nil {
		err = AttachTitles(list, table)
	}
	if err != nil {
		return nil, fmt.Errorf("puzzle titles: %v", err)
	}
	return list, nil
}

// Load reads the collection as the page shows it, from its three files
// (funny.epd, titles.tsv and solutions.json): ParseCollection, then the
// solver's verdicts and lines (ParseSolutions, AttachSolutions). The
// solutions may be missing in part, and an entry made for another position
// is ignored, so a stale file never misleads the player.
func Load(epd, titles, solutions []byte) ([]Puzzle, error) {
	list, err := ParseCollection(epd, titles)
	if err != nil {
		return nil, err
	}
	sols, err := ParseSolutions(solutions)
	if err != nil {
		return nil, fmt.Errorf("puzzle %v", err)
	}
	AttachSolutions(list, sols)
	return list, nil
}
