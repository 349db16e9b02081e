package review

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// A review travels in PGN: each main-line move gets its class as a NAG
// ($6 ?!, $2 ?, $4 ??) and a comment carrying what the review found, in
// the bracketed commands other programs use for engine data:
//
//	{[%eval -3.50] [%mark blunder] [%loss 0.231]}
//
// (%eval is the score after the move from Red's side in pawns, or #N / #-N
// for a mate), and a marked move gets the engine's better line as a
// variation. Read back, those comments make the game a reviewed one again.

// AnnotatorTag names the program and thoroughness in a reviewed PGN.
const AnnotatorTag = "Annotator"

// reviewCommands are the bracketed commands a review writes.
var reviewCommands = []string{"eval", "mark", "loss"}

// commands finds the review's commands in a comment: each "[%name value]"
// whose name is one of reviewCommands, with where it stands. (A small scan
// rather than package regexp, which would add a third of a megabyte to the
// page's wasm.)
func commands(c string) (found map[string]string, spans [][2]int) {
	found = map[string]string{}
	for i := 0; ; {
		j := strings.Index(c[i:], "[%")
		if j < 0 {
			return found, spans
		}
		start := i + j
		end := strings.IndexByte(c[start:], ']')
		if end < 0 {
			return found, spans
		}
		end += start
		name, value, ok := strings.Cut(c[start+2:end], " ")
		value = strings.TrimSpace(value)
		if ok && slices.Contains(reviewCommands, name) && value != "" && !strings.ContainsAny(value, " \t\n[") {
			found[name] = value
			spans = append(spans, [2]int{start, end + 1})
		}
		i = end + 1
	}
}

// Annotate writes r into g's main line: NAGs, the comments above and the
// better lines as variations. Comments already there are kept, after the
// review's own.
func Annotate(g *notation.Game, r *Review) {
	nodes := g.MainLineNodes()
	parent := g.Root
	for i, m := range r.Moves {
		if i >= len(nodes) {
			break
		}
		n := nodes[i]
		n.Comment = joinComment(reviewComment(m), stripReview(n.Comment))
		if nag := m.Mark.NAG(); nag != 0 {
			n.NAGs = append(withoutMarkNAGs(n.NAGs), nag)
		}
		if nag := m.Mark.NAG(); nag != 0 && len(m.BestLine) > 0 && m.BestLine[0] != m.Move && parent.Child(m.BestLine[0]) == nil {
			v := parent.AddChild(m.BestLine[0])
			v.AppendMainLine(m.BestLine[1:min(len(m.BestLine), 8)]...)
		}
		parent = n
	}
}

// reviewComment is the bracketed commands of one move.
func reviewComment(m Move) string {
	return fmt.Sprintf("[%%eval %s] [%%mark %s] [%%loss %.3f]", evalText(m.RedScore, m.RedMate), m.Mark, m.Loss)
}

// evalText writes a score from Red's side in pawns, or #N / #-N.
func evalText(score, mate int) string {
	if mate != 0 {
		return "#" + strconv.Itoa(mate)
	}
	return strconv.FormatFloat(float64(score)/100, 'f', 2, 64)
}

func joinComment(a, b string) string {
	if b == "" {
		return a
	}
	return a + " " + b
}

// StripComment removes the review's commands from a comment, keeping the
// rest of what was written.
func StripComment(c string) string { return stripReview(c) }

// stripReview removes the review's commands from a comment.
func stripReview(c string) string {
	_, spans := commands(c)
	var b strings.Builder
	last := 0
	for _, sp := range spans {
		b.WriteString(c[last:sp[0]])
		last = sp[1]
	}
	b.WriteString(c[last:])
	return strings.Join(strings.Fields(b.String()), " ")
}

// withoutMarkNAGs drops the NAGs a review writes, so a second review
// replaces the first one's.
func withoutMarkNAGs(nags []int) []int {
	out := nags[:0:0]
	for _, n := range nags {
		if n != 2 && n != 4 && n != 6 {
			out = append(out, n)
		}
	}
	return out
}

// FromAnnotated reads a review back from a game's main-line comments; ok is
// false when the game carries none (or only part of one).
func FromAnnotated(g *notation.Game) (r *Review, ok bool) {
	nodes := g.MainLineNodes()
	if len(nodes) == 0 {
		return nil, false
	}
	p := g.StartPosition().Clone()
	r = &Review{StartRedExpected: 0.5}
	parent := g.Root
	for i, n := range nodes {
		found, _ := commands(n.Comment)
		mark := Mark(found["mark"])
		loss, err := strconv.ParseFloat(found["loss"], 64)
		score, mate, okEval := parseEval(found["eval"])
		if !validMark(mark) || err != nil || !okEval {
			return nil, false
		}
		mv := Move{Ply: i + 1, Move: n.Move, Mover: p.SideToMove(), Mark: mark, Loss: loss, RedScore: score, RedMate: mate}
		mv.RedExpected = Expected(score, mate)
		if len(parent.Children) > 1 {
			// The better line is the variation the review added beside
			// the move.
			v := parent.Children[1]
			mv.Best = v.Move
			mv.BestLine = append([]position.Move{v.Move}, moveLine(v.Line())...)
		}
		r.Moves = append(r.Moves, mv)
		p.MakeMove(n.Move)
		parent = n
	}
	r.Red, r.Black = summarise(r.Moves, position.Red), summarise(r.Moves, position.Black)
	return r, true
}

func moveLine(nodes []*notation.Node) []position.Move {
	out := make([]position.Move, len(nodes))
	for i, n := range nodes {
		out[i] = n.Move
	}
	return out
}

func validMark(m Mark) bool {
	for _, k := range Marks {
		if m == k {
			return true
		}
	}
	return false
}

// parseEval reads evalText's form.
func parseEval(s string) (score, mate int, ok bool) {
	if rest, isMate := strings.CutPrefix(s, "#"); isMate {
		n, err := strconv.Atoi(rest)
		return 0, n, err == nil && n != 0
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, 0, false
	}
	return int(f * 100), 0, true
}

// WriteMarksJSON writes the marks as a JSON array of {ply, move, mark, loss}
// and the two sides' accuracy, for scripts and for comparing with the page.
func WriteMarksJSON(w io.Writer, r *Review) error {
	items := make([]string, len(r.Moves))
	for i, m := range r.Moves {
		items[i] = jsonlite.ObjectText("ply", jsonlite.IntText(m.Ply), "move", jsonlite.Quote(m.Move.String()),
			"mark", jsonlite.Quote(string(m.Mark)), "loss", strconv.FormatFloat(m.Loss, 'f', 4, 64))
	}
	_, err := fmt.Fprintln(w, jsonlite.ObjectText(
		"moves", "["+strings.Join(items, ",")+"]",
		"accuracyRed", strconv.FormatFloat(r.Red.Accuracy, 'f', 1, 64),
		"accuracyBlack", strconv.FormatFloat(r.Black.Accuracy, 'f', 1, 64)))
	return err
}
