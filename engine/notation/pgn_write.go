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
// Format), Variant "xiangqi" for other readers, the remaining tags, then one
// move pair per line with the comments in braces. It fails if a move is illegal.
func (g *Game) WritePGN(w io.Writer, n Notation) error {
	text, err := g.pgn(n)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, text)
	return err
}

// PGN returns the game as PGN text (see WritePGN). Moves from the first illegal
// one on are written as coordinates.
func (g *Game) PGN(n Notation) string {
	text, _ := g.pgn(n)
	return text
}

func (g *Game) pgn(n Notation) (string, error) {
	var b strings.Builder
	b.Grow(512 + 12*len(g.Moves))
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
	start := g.startPosition()
	if fen := start.FEN(); fen != position.StartFEN {
		writeTag(&b, "FEN", fen)
	}
	writeTag(&b, "Format", n.String())
	writeTag(&b, "Variant", "xiangqi")
	for _, t := range g.Tags {
		if generatedTags[strings.ToLower(t.Name)] || isRosterTag(t.Name) || !validTagName(t.Name) {
			continue
		}
		writeTag(&b, t.Name, t.Value)
	}
	b.WriteByte('\n')
	writeComment(&b, g.Comments[0], true)

	var err error
	p := start.Clone()
	number := p.FullmoveNumber()
	blackFirst := p.SideToMove() == position.Black
	for i, m := range g.Moves {
		ply := i + 1
		redMove := (i%2 == 0) != blackFirst
		switch {
		case redMove:
			b.WriteString(strconv.Itoa(number))
			b.WriteString(". ")
		case i == 0 || g.Comments[ply-1] != "":
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(number))
			b.WriteString("... ")
		default:
			b.WriteByte(' ')
		}
		if err == nil && !p.IsLegal(m) {
			err = fmt.Errorf("move %d (ply %d) %s is illegal in %s", number, ply, m, p.FEN())
		}
		if err != nil {
			b.WriteString(m.String())
		} else {
			b.WriteString(formatPGNMove(p, m, n))
			p.MakeMove(m)
		}
		if c := g.Comments[ply]; c != "" {
			b.WriteByte(' ')
			writeComment(&b, c, false)
		}
		if !redMove {
			number++
			b.WriteByte('\n')
		}
	}
	if len(g.Moves) > 0 && (len(g.Moves)%2 == 0) == blackFirst {
		b.WriteByte('\n') // the last line ended after a Red move
	}
	b.WriteString(result)
	b.WriteString("\n\n")
	return b.String(), err
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
func writeComment(b *strings.Builder, c string, ownLine bool) {
	if c == "" {
		return
	}
	b.WriteByte('{')
	b.WriteString(strings.ReplaceAll(c, "}", "｝"))
	b.WriteByte('}')
	if ownLine {
		b.WriteByte('\n')
	}
}
