package dhtmlxq

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// nagMarks writes the NAGs 1-6 the way players type them.
var nagMarks = [7]string{"", "!", "?", "!!", "??", "!?", "?!"}

// Write writes g as a DhtmlXQ block for a forum post: its tags, the start
// (binit, and fen too when the start is not the standard opening, since
// binit cannot say who moves first), the main line, the variations and the
// comments. DhtmlXQ has no NAGs and no comment before a move: they are
// written into the move's comment, the NAGs as ! ? !! ?? !? ?! (or $n).
func Write(g *notation.Game) (string, error) {
	start := g.StartPosition()
	binit, err := Binit(start)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("[DhtmlXQ]\n")
	field(&b, "ver", "www_dpxq_com")
	for _, t := range tagNames {
		if v := g.Tag(t.pgn); v != "" {
			field(&b, t.dhtml, v)
		}
	}
	if r := resultText(g.Result); r != "" {
		field(&b, "result", r)
	}
	field(&b, "binit", binit)
	if start.FEN() != position.StartFEN {
		field(&b, "fen", start.FEN())
	}
	w := &writer{}
	if g.Root != nil {
		if g.Root.Comment != "" {
			w.comments = append(w.comments, [2]string{"comment0", g.Root.Comment})
		}
		w.tree(g.Root)
	}
	if len(w.lines) == 0 {
		w.lines = append(w.lines, [2]string{"movelist", ""})
	}
	for _, l := range w.lines {
		field(&b, l[0], l[1])
	}
	for _, c := range w.comments {
		field(&b, c[0], strings.ReplaceAll(strings.ReplaceAll(c[1], "\r\n", "\n"), "\n", "||"))
	}
	b.WriteString("[/DhtmlXQ]\n")
	return b.String(), nil
}

// writer gathers the lines and comments of a tree.
type writer struct {
	lines    [][2]string // field name and moves, main line first
	comments [][2]string
	next     int // the last variation number given
}

// tree writes the main line, then the variations in the order they are met,
// each numbered after the line it branches from.
func (w *writer) tree(root *notation.Node) {
	if len(root.Children) == 0 {
		return
	}
	// pending is a line to write: its first move is parent.Children[child],
	// played at ply, branching from line base (-1 for the main line).
	type pending struct {
		base, ply int
		parent    *notation.Node
		child     int
	}
	queue := []pending{{-1, 1, root, 0}}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		number := 0
		name := "movelist"
		if q.base >= 0 {
			w.next++
			number = w.next
			name = fmt.Sprintf("move_%d_%d_%d", q.base, q.ply, number)
		}
		var moves strings.Builder
		node, ply, first := q.parent.Children[q.child], q.ply, true
		par := q.parent
		for {
			moves.WriteString(point(node.Move.From()))
			moves.WriteString(point(node.Move.To()))
			if c := commentText(node); c != "" {
				key := "comment" + strconv.Itoa(ply)
				if number > 0 {
					key = fmt.Sprintf("comment%d_%d", number, ply)
				}
				w.comments = append(w.comments, [2]string{key, c})
			}
			// The other children of par are variations of this move, except
			// for a variation's own first move, whose siblings belong to the
			// line of par's first child.
			if !first || q.child == 0 {
				for k := 1; k < len(par.Children); k++ {
					queue = append(queue, pending{number, ply, par, k})
				}
			}
			if len(node.Children) == 0 {
				break
			}
			par, node, ply, first = node, node.Children[0], ply+1, false
		}
		w.lines = append(w.lines, [2]string{name, moves.String()})
	}
}

// commentText folds what DhtmlXQ cannot hold (a comment before the move,
// NAGs) into the move's comment.
func commentText(n *notation.Node) string {
	var marks []string
	for _, nag := range n.NAGs {
		if nag > 0 && nag < len(nagMarks) {
			marks = append(marks, nagMarks[nag])
		} else {
			marks = append(marks, "$"+strconv.Itoa(nag))
		}
	}
	var parts []string
	if n.CommentBefore != "" {
		parts = append(parts, n.CommentBefore)
	}
	if after := strings.TrimSpace(strings.Join(marks, " ") + " " + n.Comment); after != "" {
		parts = append(parts, after)
	}
	return strings.Join(parts, "\n")
}

// point writes a square as DhtmlXQ's two digits.
func point(s position.Square) string {
	return string([]byte{byte('0' + s.File()), byte('0' + 9 - s.Rank())})
}

// Binit writes the pieces of p in binit's order: each side's from its own
// right and back rank first, as the standard opening's binit lists them.
func Binit(p *position.Position) (string, error) {
	slots := make([]string, 32)
	for i := range slots {
		slots[i] = "99"
	}
	place := func(s position.Square) error {
		pc := p.PieceAt(s)
		for i := 0; i < 16; i++ {
			j := int(pc.Color())*16 + i
			if pieceTypes[i] == pc.Type() && slots[j] == "99" {
				slots[j] = point(s)
				return nil
			}
		}
		return fmt.Errorf("binit has no place for another %s %s", pc.Color(), pc.Type())
	}
	for file := 0; file < 9; file++ {
		for rank := 0; rank < 10; rank++ {
			red, black := position.MakeSquare(8-file, rank), position.MakeSquare(file, 9-rank)
			for _, s := range []position.Square{red, black} {
				if pc := p.PieceAt(s); pc != position.NoPiece && (pc.Color() == position.Red) == (s == red) {
					if err := place(s); err != nil {
						return "", err
					}
				}
			}
		}
	}
	return strings.Join(slots, ""), nil
}

func resultText(r string) string {
	switch r {
	case "1-0":
		return "红胜"
	case "0-1":
		return "黑胜"
	case "1/2-1/2":
		return "和棋"
	}
	return "未知"
}

// field writes one [DhtmlXQ_name]value[/DhtmlXQ_name]; a value that would
// close its field early gets full-width brackets.
func field(b *strings.Builder, name, value string) {
	if strings.Contains(strings.ToLower(value), "[/dhtmlxq") {
		value = strings.NewReplacer("[", "［", "]", "］").Replace(value)
	}
	fmt.Fprintf(b, "[DhtmlXQ_%s]%s[/DhtmlXQ_%s]\n", name, value, name)
}
