package dhtmlxq

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// tagNames are the DhtmlXQ fields kept as PGN tags.
var tagNames = []struct{ dhtml, pgn string }{
	{"title", "Title"}, {"event", "Event"}, {"date", "Date"}, {"place", "Site"}, {"round", "Round"},
	{"red", "Red"}, {"redteam", "RedTeam"}, {"redtime", "RedTime"}, {"redrating", "RedElo"},
	{"black", "Black"}, {"blackteam", "BlackTeam"}, {"blacktime", "BlackTime"}, {"blackrating", "BlackElo"},
	{"timerule", "TimeControl"}, {"open", "Opening"}, {"ecco", "ECCO"}, {"author", "Author"}, {"remark", "Remark"},
}

// Is reports whether text holds DhtmlXQ tags.
func Is(text string) bool { return indexFold(text, "[dhtmlxq", 0) >= 0 }

// Read reads every game in text: each [DhtmlXQ] ... [/DhtmlXQ] block, or the
// whole text when it holds DhtmlXQ tags without a block. Every move of every
// variation is checked; an error names the game and the move.
func Read(text string) ([]*notation.Game, error) {
	var games []*notation.Game
	for i, block := range blocks(text) {
		fields, err := parseFields(block)
		if err != nil {
			return nil, fmt.Errorf("game %d: %v", i+1, err)
		}
		if len(fields) == 0 {
			continue
		}
		g, err := build(fields)
		if err != nil {
			return nil, fmt.Errorf("game %d: %v", i+1, err)
		}
		games = append(games, g)
	}
	if len(games) == 0 {
		return nil, fmt.Errorf("no DhtmlXQ game found: no [DhtmlXQ_movelist] or [DhtmlXQ_binit]")
	}
	return games, nil
}

// blocks splits text at each [DhtmlXQ] (or [DhtmlXQiFrame]) that opens a
// game.
func blocks(text string) []string {
	var starts []int
	for at := 0; ; {
		i := indexFold(text, "[dhtmlxq", at)
		if i < 0 {
			break
		}
		rest := text[i+len("[dhtmlxq"):]
		if strings.HasPrefix(rest, "]") || hasPrefixFold(rest, "iframe]") {
			starts = append(starts, i)
		}
		at = i + 1
	}
	if len(starts) == 0 {
		return []string{text}
	}
	out := make([]string, len(starts))
	for k, s := range starts {
		end := len(text)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		out[k] = text[s:end]
	}
	return out
}

// parseFields reads the [DhtmlXQ_name]value[/DhtmlXQ_name] fields of a
// block; names are lower-cased, the first of a repeated name is kept.
func parseFields(block string) (map[string]string, error) {
	fields := map[string]string{}
	for at := 0; ; {
		i := indexFold(block, "[dhtmlxq_", at)
		if i < 0 {
			return fields, nil
		}
		nameStart := i + len("[dhtmlxq_")
		j := nameStart
		for j < len(block) && isNameByte(block[j]) {
			j++
		}
		if j == nameStart || j >= len(block) || block[j] != ']' {
			at = i + 1 // not a field, e.g. "[DhtmlXQ_" in prose
			continue
		}
		name := strings.ToLower(block[nameStart:j])
		closing := "[/dhtmlxq_" + name + "]"
		k := indexFold(block, closing, j+1)
		if k < 0 {
			return nil, fmt.Errorf("the field [DhtmlXQ_%s] is never closed", name)
		}
		if _, seen := fields[name]; !seen {
			fields[name] = block[j+1 : k]
		}
		at = k + len(closing)
	}
}

func isNameByte(c byte) bool {
	return c == '_' || (c >= '0' && c <= '9') || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

// indexFold finds lowerSub in s from at, ignoring ASCII case (s keeps its
// byte offsets, which strings.ToLower would not promise).
func indexFold(s, lowerSub string, at int) int {
	for i := at; i+len(lowerSub) <= len(s); i++ {
		if hasPrefixFold(s[i:], lowerSub) {
			return i
		}
	}
	return -1
}

func hasPrefixFold(s, lowerPrefix string) bool {
	if len(s) < len(lowerPrefix) {
		return false
	}
	for i := 0; i < len(lowerPrefix); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lowerPrefix[i] {
			return false
		}
	}
	return true
}

// line is one line of moves: the main line (0) or a variation.
type line struct {
	number      int
	base, start int // the line it branches from and the ply of its first move
	moves       []position.Move
}

// build makes a game from a block's fields.
func build(f map[string]string) (*notation.Game, error) {
	g := &notation.Game{Root: &notation.Node{Move: position.NoMove}, Result: parseResult(f["result"])}
	for _, t := range tagNames {
		if v := strings.TrimSpace(f[t.dhtml]); v != "" {
			g.SetTag(t.pgn, v)
		}
	}
	lines := map[int]*line{}
	main, err := parseMoves(f["movelist"])
	if err != nil {
		return nil, fmt.Errorf("movelist: %v", err)
	}
	lines[0] = &line{number: 0, base: -1, start: 1, moves: main}
	for name, value := range f {
		rest, ok := strings.CutPrefix(name, "move_")
		if !ok {
			continue
		}
		n, err := numbers(rest, 3)
		if err != nil || n[2] == 0 || n[1] < 1 {
			return nil, fmt.Errorf("bad variation name [DhtmlXQ_%s]: want move_LINE_PLY_NUMBER", name)
		}
		moves, err := parseMoves(value)
		if err != nil {
			return nil, fmt.Errorf("variation %d: %v", n[2], err)
		}
		if _, dup := lines[n[2]]; dup {
			return nil, fmt.Errorf("variation %d is given twice", n[2])
		}
		lines[n[2]] = &line{number: n[2], base: n[0], start: n[1], moves: moves}
	}
	start, err := startPosition(f, main)
	if err != nil {
		return nil, err
	}
	g.Start = start
	comments, err := parseComments(f)
	if err != nil {
		return nil, err
	}
	if c, ok := comments[[2]int{0, 0}]; ok {
		g.Root.Comment = c
	}
	if err := grow(g, lines, comments); err != nil {
		return nil, err
	}
	return g, nil
}

// startPosition reads the start from the fen field when there is one, else
// from binit with the side of the first move's piece to move.
func startPosition(f map[string]string, main []position.Move) (*position.Position, error) {
	if fen := strings.TrimSpace(f["fen"]); fen != "" {
		p, err := position.ParseFEN(fen)
		if err != nil {
			return nil, fmt.Errorf("bad fen field: %v", err)
		}
		return p, nil
	}
	digits := onlyDigits(f["binit"])
	if digits == "" {
		digits = StandardBinit
	}
	if len(digits) != 64 {
		return nil, fmt.Errorf("binit has %d digits, want 64 (two for each of the 32 pieces)", len(digits))
	}
	var board [position.NumSquares]position.Piece
	for i := 0; i < 32; i++ {
		x, y := int(digits[2*i]-'0'), int(digits[2*i+1]-'0')
		if x > 8 {
			continue // 99: not on the board
		}
		s := square(x, y)
		if board[s] != position.NoPiece {
			return nil, fmt.Errorf("binit puts two pieces on %s", s)
		}
		board[s] = position.MakePiece(position.Color(i/16), pieceTypes[i%16])
	}
	side := position.Red
	if len(main) > 0 && board[main[0].From()] != position.NoPiece {
		side = board[main[0].From()].Color()
	}
	p, err := position.FromBoard(&board, side)
	if err != nil {
		return nil, fmt.Errorf("the start position is not possible: %v", err)
	}
	return p, nil
}

// StandardBinit is binit for the standard opening.
const StandardBinit = "8979695949392919097717866646260600102030405060708012720323436383"

var pieceTypes = [16]position.PieceType{
	position.Rook, position.Horse, position.Elephant, position.Advisor, position.King,
	position.Advisor, position.Elephant, position.Horse, position.Rook,
	position.Cannon, position.Cannon,
	position.Pawn, position.Pawn, position.Pawn, position.Pawn, position.Pawn,
}

// square converts a DhtmlXQ point (column from Red's left, row from Black's
// side) to a square.
func square(x, y int) position.Square { return position.MakeSquare(x, 9-y) }

// parseMoves reads four digits a move; anything that is not a digit (the
// spaces and line breaks forums add) is skipped.
func parseMoves(s string) ([]position.Move, error) {
	d := onlyDigits(s)
	if len(d)%4 != 0 {
		return nil, fmt.Errorf("%d digits is not four a move", len(d))
	}
	moves := make([]position.Move, 0, len(d)/4)
	for i := 0; i < len(d); i += 4 {
		x1, y1, x2, y2 := int(d[i]-'0'), int(d[i+1]-'0'), int(d[i+2]-'0'), int(d[i+3]-'0')
		if x1 > 8 || x2 > 8 {
			return nil, fmt.Errorf("move %d (%s) has a point off the board", i/4+1, d[i:i+4])
		}
		moves = append(moves, position.NewMove(square(x1, y1), square(x2, y2)))
	}
	return moves, nil
}

func onlyDigits(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// numbers reads k numbers joined by '_'.
func numbers(s string, k int) ([]int, error) {
	parts := strings.Split(s, "_")
	if len(parts) != k {
		return nil, fmt.Errorf("want %d numbers", k)
	}
	out := make([]int, k)
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 1<<20 {
			return nil, fmt.Errorf("bad number %q", p)
		}
		out[i] = n
	}
	return out, nil
}

// parseComments reads commentN and commentLINE_N, keyed by line and ply.
func parseComments(f map[string]string) (map[[2]int]string, error) {
	out := map[[2]int]string{}
	for name, value := range f {
		rest, ok := strings.CutPrefix(name, "comment")
		if !ok {
			continue
		}
		var key [2]int
		if strings.Contains(rest, "_") {
			n, err := numbers(rest, 2)
			if err != nil {
				return nil, fmt.Errorf("bad comment name [DhtmlXQ_%s]", name)
			}
			key = [2]int{n[0], n[1]}
		} else {
			n, err := numbers(rest, 1)
			if err != nil {
				return nil, fmt.Errorf("bad comment name [DhtmlXQ_%s]", name)
			}
			key = [2]int{0, n[0]}
		}
		if c := cleanComment(value); c != "" {
			out[key] = c
		}
	}
	return out, nil
}

func cleanComment(s string) string {
	s = strings.ReplaceAll(s, "||", "\n")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.TrimSpace(s)
}

// parseResult reads the result as Chinese sites write it.
func parseResult(s string) string {
	s = strings.TrimSpace(s)
	switch {
	case s == "1-0" || s == "0-1" || s == "1/2-1/2":
		return s
	case strings.Contains(s, "和"):
		return "1/2-1/2"
	case strings.ContainsAny(s, "负負") && strings.Contains(s, "红") || strings.ContainsAny(s, "负負") && strings.Contains(s, "紅"),
		strings.Contains(s, "黑胜") || strings.Contains(s, "黑勝") || strings.Contains(s, "先负") || strings.Contains(s, "先負"):
		return "0-1"
	case strings.Contains(s, "胜") || strings.Contains(s, "勝"):
		return "1-0"
	}
	return "*"
}

// work is a line to add to the tree: its first move becomes a child of
// parent, reached by path from the start.
type work struct {
	line   *line
	parent *notation.Node
	path   []position.Move
}

// grow builds the tree from the main line out, checking every move.
func grow(g *notation.Game, lines map[int]*line, comments map[[2]int]string) error {
	// Variations by the line and ply they branch from, in number order.
	branches := map[[2]int][]*line{}
	for _, l := range lines {
		if l.number != 0 {
			branches[[2]int{l.base, l.start}] = append(branches[[2]int{l.base, l.start}], l)
		}
	}
	for _, bs := range branches {
		sort.Slice(bs, func(i, j int) bool { return bs[i].number < bs[j].number })
	}
	reached := map[int]bool{}
	count := 0
	queue := []work{{lines[0], g.Root, nil}}
	for len(queue) > 0 {
		w := queue[0]
		queue = queue[1:]
		l := w.line
		reached[l.number] = true
		p := g.Start.Clone()
		for _, m := range w.path {
			p.MakeMove(m)
		}
		path := append([]position.Move(nil), w.path...)
		parent := w.parent
		for k, m := range l.moves {
			ply := l.start + k
			if !p.IsLegal(m) {
				return moveError(p, m, ply, l.number)
			}
			if count++; count > notation.MaxGameMoves {
				return fmt.Errorf("more than %d moves with the variations", notation.MaxGameMoves)
			}
			if ply > notation.MaxGamePlies {
				return fmt.Errorf("a line has more than %d moves", notation.MaxGamePlies)
			}
			node := parent.AddChild(m)
			node.Comment = comments[[2]int{l.number, ply}]
			for _, b := range branches[[2]int{l.number, ply}] {
				queue = append(queue, work{b, parent, path})
			}
			p.MakeMove(m)
			path = append(path, m)
			parent = node
		}
		// A variation may also continue a line past its last move.
		for _, b := range branches[[2]int{l.number, l.start + len(l.moves)}] {
			queue = append(queue, work{b, parent, path})
		}
	}
	for n := range lines {
		if !reached[n] {
			l := lines[n]
			return fmt.Errorf("variation %d branches from ply %d of line %d, which has no such move", n, l.start, l.base)
		}
	}
	return nil
}

// moveError says which move is not legal and why.
func moveError(p *position.Position, m position.Move, ply, lineNumber int) error {
	where := "the main line"
	if lineNumber > 0 {
		where = fmt.Sprintf("variation %d", lineNumber)
	}
	reason := "it is not legal"
	if _, err := notation.ParseMove(p, m.String()); err != nil {
		reason = err.Error()
	}
	return fmt.Errorf("move %d (ply %d) %s of %s: %s", p.FullmoveNumber(), ply, m, where, reason)
}
