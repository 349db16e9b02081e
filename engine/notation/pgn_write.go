package notation

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"xiangqi/engine/position"
)

// rosterTags are written first, in this order, as xqbase's files do.
var rosterTags = []string{"Event", "Site", "Date", "Round", "Red", "Black"}

// generatedTags are written from the Game's fields, never copied from Tags.
var generatedTags = map[string]bool{"game": true, "result": true, "fen": true, "format": true, "variant": true}

// WritePGN writes the game as PGN with its moves in notation n: the xqbase tags
// (Game, the roster, Result, FEN when the game does not start from the opening,
// Format), Variant "xiangqi" for other readers, the remaining tags, then the
// main line one move pair per line, with each move's variations in
// parentheses after it, comments in braces and NAGs as $n. It fails if a move
// is illegal.
func (g *Game) WritePGN(w io.Writer, n Notation) error {
	text, err := g.pgn(n)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, text)
	return err
}

// PGN returns the game as PGN text (see WritePGN). In a line with an illegal
// move, that move and the ones after it are written as coordinates.
func (g *Game) PGN(n Notation) string {
	text, _ := g.pgn(n)
	return text
}

func (g *Game) pgn(n Notation) (string, error) {
	var b strings.Builder
	size := 0
	if g.Root != nil {
		size = g.Root.Count()
	}
	b.Grow(512 + 12*size)
	writeTag(&b, "Game", "Chinese Chess")
	for _, name := range rosterTags {
		if v := g.Tag(name); v != "" {
			writeTag(&b, name, v)
		}
	}
	result := g.Result
	if result == "" {
		result = "*"
	}
	writeTag(&b, "Result", result)
	start := g.StartPosition()
	if fen := start.FEN(); fen != position.StartFEN {
		writeTag(&b, "FEN", fen)
	}
	writeTag(&b, "Format", n.formatTag())
	writeTag(&b, "Variant", "xiangqi")
	for _, t := range g.Tags {
		if generatedTags[strings.ToLower(t.Name)] || isRosterTag(t.Name) || !validTagName(t.Name) {
			continue
		}
		writeTag(&b, t.Name, t.Value)
	}
	b.WriteByte('\n')
	w := &moveWriter{b: &b, n: n, p: start.Clone(), startNumber: start.FullmoveNumber(), blackFirst: start.SideToMove() == position.Black, fresh: true}
	if g.Root != nil {
		if g.Root.Comment != "" {
			writeComment(&b, g.Root.Comment)
			b.WriteByte('\n')
		}
		w.line(g.Root, 0, true)
	}
	if !w.fresh {
		b.WriteByte('\n')
	}
	b.WriteString(result)
	b.WriteString("\n\n")
	return b.String(), w.err
}

// moveWriter writes the move text of a game tree.
type moveWriter struct {
	b           *strings.Builder
	n           Notation
	p           *position.Position // the position before the next move, while legal
	startNumber int                // the start position's full-move number
	blackFirst  bool               // Black moves first
	depth       int                // variations open
	fresh       bool               // at the start of a text line or just after '('
	number      bool               // the next Black move needs its number
	err         error
}

// line writes the moves that follow node, whose position w.p holds when
// legal is true; ply is node's ply from the start. At depth 0 the main line
// ends a text line after each Black move. The position is back where it was
// when line returns.
func (w *moveWriter) line(node *Node, ply int, legal bool) {
	made := 0
	for len(node.Children) > 0 {
		main := node.Children[0]
		legal = w.move(main, ply, legal)
		for _, v := range node.Children[1:] {
			w.space()
			w.b.WriteByte('(')
			w.fresh, w.number = true, true
			w.depth++
			vLegal := w.move(v, ply, legal)
			if vLegal {
				w.p.MakeMove(v.Move)
			}
			w.line(v, ply+1, vLegal)
			if vLegal {
				w.p.UnmakeMove()
			}
			w.depth--
			w.b.WriteByte(')')
			w.fresh = false
			w.number = true
		}
		if legal {
			w.p.MakeMove(main.Move)
			made++
		}
		if w.depth == 0 && w.isBlack(ply) {
			w.b.WriteByte('\n')
			w.fresh = true
		}
		node = main
		ply++
	}
	for ; made > 0; made-- {
		w.p.UnmakeMove()
	}
}

// move writes one move, made at ply, with its number when it needs one, its
// comments and NAGs. It returns whether the move is legal in w.p (when legal
// says w.p holds the position before it); the caller makes it.
func (w *moveWriter) move(node *Node, ply int, legal bool) bool {
	number := w.startNumber + (ply+btoi(w.blackFirst))/2
	if node.CommentBefore != "" {
		w.space()
		writeComment(w.b, node.CommentBefore)
		w.number = true
	}
	w.space()
	switch {
	case !w.isBlack(ply):
		w.b.WriteString(strconv.Itoa(number))
		w.b.WriteString(". ")
	case w.number || ply == 0:
		w.b.WriteString(strconv.Itoa(number))
		w.b.WriteString("... ")
	}
	m := node.Move
	if legal && !w.p.IsLegal(m) {
		if w.err == nil {
			w.err = fmt.Errorf("move %d (ply %d) %s is illegal in %s", number, ply+1, m, w.p.FEN())
		}
		legal = false
	}
	if legal {
		w.b.WriteString(formatPGNMove(w.p, m, w.n))
	} else {
		w.b.WriteString(m.String())
	}
	for _, nag := range node.NAGs {
		w.b.WriteString(" $")
		w.b.WriteString(strconv.Itoa(nag))
	}
	w.number = false
	if node.Comment != "" {
		w.b.WriteByte(' ')
		writeComment(w.b, node.Comment)
		w.number = true
	}
	w.fresh = false
	return legal
}

func (w *moveWriter) isBlack(ply int) bool { return (ply%2 == 1) != w.blackFirst }

// space separates the next item from the last, unless a line or a variation
// has just begun.
func (w *moveWriter) space() {
	if !w.fresh {
		w.b.WriteByte(' ')
	}
	w.fresh = false
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func formatPGNMove(p *position.Position, m position.Move, n Notation) string {
	if n == ICCS {
		return formatPGNICCS(m)
	}
	return Format(p, m, n)
}

func isRosterTag(name string) bool {
	for _, r := range rosterTags {
		if strings.EqualFold(r, name) {
			return true
		}
	}
	return false
}

// validTagName reports whether a name can be written as a PGN tag name, which
// the reader will read back.
func validTagName(name string) bool {
	if name == "" || len(name) > maxTagName {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !isTagNameByte(name[i]) {
			return false
		}
	}
	return true
}

func isTagNameByte(ch byte) bool {
	return ch == '_' || (ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z')
}

var tagValueEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\r\n", " ", "\n", " ", "\r", " ")

func writeTag(b *strings.Builder, name, value string) {
	b.WriteByte('[')
	b.WriteString(name)
	b.WriteString(` "`)
	b.WriteString(tagValueEscaper.Replace(value))
	b.WriteString("\"]\n")
}

// writeComment writes a comment in braces; a closing brace inside it, which PGN
// cannot carry, becomes a full-width one.
func writeComment(b *strings.Builder, c string) {
	b.WriteByte('{')
	b.WriteString(strings.ReplaceAll(c, "}", "｝"))
	b.WriteByte('}')
}
