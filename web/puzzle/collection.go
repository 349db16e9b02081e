package puzzle

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/position"
	"xiangqi/web/i18n"
)

// Count is the number of puzzles in the collection; links are checked
// against it before the collection is loaded.
const Count = 240

// Files are the collection's files, relative to the page, in the order Parse
// takes them. They are fetched when the player first opens a puzzle.
var Files = [3]string{"puzzles/funny.epd", "puzzles/titles.tsv", "puzzles/solutions.json"}

// Verdict is the offline solver's conclusion about a puzzle, for Red.
type Verdict string

const (
	Win     Verdict = "win"     // Red wins against any defence
	Draw    Verdict = "draw"    // best play by both sides draws
	Loss    Verdict = "loss"    // Black wins against any Red play
	Unknown Verdict = "unknown" // not decided within the solver's budget
)

// Puzzle is one composed endgame with what the solver found.
type Puzzle struct {
	Number  int    // 1 to Count, as the collection numbers it (第NNN局)
	FEN     string // the start, Red to move, in the position package's form
	TitleZH string
	TitleEN string // may be empty: Title falls back to Chinese
	Verdict Verdict
	// Mate is how many Red moves the solver's mate takes, 0 when the
	// verdict is not a mate.
	Mate int
	// Line is the solver's main line, Red's move first; it is cut at the
	// first move that is not legal, so every move in it may be played.
	Line []position.Move
}

// Title returns the title in the page language, or the other one when it is
// missing.
func (p Puzzle) Title(lang i18n.Lang) string {
	if lang.IsChinese() && p.TitleZH != "" || p.TitleEN == "" {
		return i18n.Name(lang, p.TitleZH, "")
	}
	return p.TitleEN
}

// Goal is what the player must reach: Win when the solver found a forced
// win, Draw (at least a draw) otherwise.
func (p Puzzle) Goal() Verdict {
	if p.Verdict == Win {
		return Win
	}
	return Draw
}

// Position returns a fresh position of the puzzle's start.
func (p Puzzle) Position() *position.Position {
	pos, err := position.ParseFEN(p.FEN)
	if err != nil {
		// Parse checked the FEN; a failure here is a programming error in
		// the caller that built the Puzzle by hand.
		return position.NewStart()
	}
	return pos
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

// Parse reads the collection from its three files (see Files). The EPD and
// the titles must list puzzles 1 to Count in order with legal positions and
// Red to move; the solutions may be missing in part (their puzzles count as
// Unknown), and an entry is ignored when its FEN is not the puzzle's, so a
// stale file never misleads the page.
func Parse(epd, titles, solutions string) ([]Puzzle, error) {
	list, err := parseEPD(epd)
	if err != nil {
		return nil, fmt.Errorf("puzzles: %v", err)
	}
	if err := parseTitles(titles, list); err != nil {
		return nil, fmt.Errorf("puzzle titles: %v", err)
	}
	if err := parseSolutions(solutions, list); err != nil {
		return nil, fmt.Errorf("puzzle solutions: %v", err)
	}
	return list, nil
}

// parseEPD reads lines "FEN ; 第001局：月上柳梢".
func parseEPD(text string) ([]Puzzle, error) {
	var out []Puzzle
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		fen, name, ok := strings.Cut(line, ";")
		if !ok {
			return nil, fmt.Errorf("line %d: no ';' between the position and the name", i+1)
		}
		pos, err := position.ParseFEN(strings.TrimSpace(fen))
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		if pos.SideToMove() != position.Red {
			return nil, fmt.Errorf("line %d: Black to move; every puzzle starts with Red", i+1)
		}
		num, title, err := parseName(strings.TrimSpace(name))
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		if num != len(out)+1 {
			return nil, fmt.Errorf("line %d: puzzle %d, want %d", i+1, num, len(out)+1)
		}
		out = append(out, Puzzle{Number: num, FEN: pos.FEN(), TitleZH: title, Verdict: Unknown})
	}
	if len(out) != Count {
		return nil, fmt.Errorf("%d puzzles, want %d", len(out), Count)
	}
	return out, nil
}

// parseName splits "第001局：月上柳梢" into 1 and "月上柳梢".
func parseName(name string) (int, string, error) {
	rest, ok := strings.CutPrefix(name, "第")
	digits, title, ok2 := strings.Cut(rest, "局")
	num, err := strconv.Atoi(digits)
	if !ok || !ok2 || err != nil || num < 1 {
		return 0, "", fmt.Errorf("name %q is not like 第001局：title", name)
	}
	title = strings.TrimSpace(title)
	title = strings.TrimPrefix(strings.TrimPrefix(title, "："), ":")
	title = strings.TrimSpace(title)
	if title == "" {
		return 0, "", fmt.Errorf("name %q has no title", name)
	}
	return num, title, nil
}

// parseTitles reads the titles table (comments start with '#'; a header
// "number zh en note"; then tab-separated rows) and fills in the English
// titles. A row whose Chinese title differs from the collection's belongs to
// another edition and is an error.
func parseTitles(text string, list []Puzzle) error {
	header := false
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, "\t")
		if !header {
			if strings.Join(fields, " ") != "number zh en note" {
				return fmt.Errorf("line %d: header %q, want number, zh, en, note", i+1, line)
			}
			header = true
			continue
		}
		if len(fields) != 4 {
			return fmt.Errorf("line %d: %d fields, want 4", i+1, len(fields))
		}
		num, err := strconv.Atoi(fields[0])
		if err != nil || num < 1 || num > len(list) {
			return fmt.Errorf("line %d: %q is not a puzzle number", i+1, fields[0])
		}
		p := &list[num-1]
		if zh := strings.TrimSpace(fields[1]); zh != p.TitleZH {
			return fmt.Errorf("line %d: puzzle %d is %q here and %q in the collection", i+1, num, zh, p.TitleZH)
		}
		p.TitleEN = strings.TrimSpace(fields[2])
	}
	if !header {
		return fmt.Errorf("no header line")
	}
	return nil
}

// parseSolutions reads the solver's file: {"solutions": [{"number": 14,
// "fen": "...", "verdict": "win", "mate": 6, "pv": "e6e7 e8f8 ..."}, ...]}.
// Fields the page does not use are ignored.
func parseSolutions(text string, list []Puzzle) error {
	root, err := jsonlite.Parse(text)
	if err != nil {
		return err
	}
	sv, ok := root.Get("solutions")
	if !ok || sv.Kind() != jsonlite.Array {
		return fmt.Errorf("no solutions array")
	}
	for i, item := range sv.Items() {
		nv, _ := item.Get("number")
		n, ok := nv.Int()
		if !ok || n < 1 || int(n) > len(list) {
			return fmt.Errorf("entry %d: no puzzle number from 1 to %d", i+1, len(list))
		}
		p := &list[n-1]
		fen, _ := str(item, "fen")
		if pos, err := position.ParseFEN(fen); err != nil || pos.FEN() != p.FEN {
			continue // a stale entry: the puzzle stays Unknown
		}
		v, _ := str(item, "verdict")
		switch Verdict(v) {
		case Win, Draw, Loss, Unknown:
			p.Verdict = Verdict(v)
		default:
			return fmt.Errorf("puzzle %d: unknown verdict %q", n, v)
		}
		if mv, ok := item.Get("mate"); ok {
			if m, ok := mv.Int(); ok && m > 0 && p.Verdict == Win {
				p.Mate = int(m)
			}
		}
		pv, _ := str(item, "pv")
		p.Line = legalPrefix(p.Position(), strings.Fields(pv))
	}
	return nil
}

func str(obj jsonlite.Value, name string) (string, bool) {
	v, ok := obj.Get(name)
	if !ok {
		return "", false
	}
	return v.Str()
}

// legalPrefix plays a line of ICCS moves from pos and returns the moves up
// to the first that is not legal.
func legalPrefix(pos *position.Position, moves []string) []position.Move {
	var out []position.Move
	for _, text := range moves {
		m, err := position.ParseMove(text)
		if err != nil || !pos.IsLegal(m) {
			break
		}
		pos.MakeMove(m)
		out = append(out, m)
	}
	return out
}
