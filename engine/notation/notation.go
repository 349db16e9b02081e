package notation

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"xiangqi/engine/position"
)

// Notation is a way of writing moves.
type Notation int

const (
	// ICCS writes coordinates, "h2e2" (the same as UCI).
	ICCS Notation = iota
	// WXF writes the piece, its file, the direction and a number: "C2.5".
	WXF
	// Chinese writes the same in characters: "炮二平五", "马8进7".
	Chinese
	// ChineseTraditional is Chinese in traditional characters, as players
	// in Taiwan and Hong Kong write it: "炮二平五", "傌八進七", "車９平８".
	ChineseTraditional
)

// String returns the notation's name: "ICCS", "WXF", "Chinese" or
// "ChineseTraditional".
func (n Notation) String() string {
	switch n {
	case ICCS:
		return "ICCS"
	case WXF:
		return "WXF"
	case Chinese:
		return "Chinese"
	case ChineseTraditional:
		return "ChineseTraditional"
	}
	return fmt.Sprintf("Notation(%d)", int(n))
}

// formatTag returns the name the PGN Format tag uses, which has one name for
// Chinese in either script.
func (n Notation) formatTag() string {
	if n == ChineseTraditional {
		return "Chinese"
	}
	return n.String()
}

// ParseNotation reads a notation's name: "iccs", "uci" or "coord"; "wxf";
// "chinese" or "zh"; "traditional", "chinesetraditional" or "zh-hant". Case
// does not matter.
func ParseNotation(name string) (Notation, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "iccs", "uci", "coord":
		return ICCS, nil
	case "wxf":
		return WXF, nil
	case "chinese", "zh":
		return Chinese, nil
	case "traditional", "chinesetraditional", "zh-hant":
		return ChineseTraditional, nil
	}
	return ICCS, fmt.Errorf("unknown notation %q: want iccs, wxf, chinese or traditional", name)
}

// Format writes a move in a notation. p is the position before the move, which
// WXF and Chinese need to name the piece. A move without a piece on its
// from-point is written as coordinates; other illegal moves give unspecified
// text but never a panic.
func Format(p *position.Position, m position.Move, n Notation) string {
	if !hasPiece(p, m) || n == ICCS {
		return m.String()
	}
	switch n {
	case WXF:
		return formatWXF(p, m)
	case ChineseTraditional:
		return formatChinese(p, m, &traditional)
	}
	return formatChinese(p, m, &simplified)
}

// FormatChineseTraditional writes a move in Chinese notation with traditional
// characters, as Big5 game records do: 帥俥傌 for Red, 將車馬砲 and full-width
// digits for Black, 進 and 後.
func FormatChineseTraditional(p *position.Position, m position.Move) string {
	if !hasPiece(p, m) {
		return m.String()
	}
	return formatChinese(p, m, &traditional)
}

func hasPiece(p *position.Position, m position.Move) bool {
	from, to := m.From(), m.To()
	return m != position.NoMove && from < position.NumSquares && to < position.NumSquares && from != to && p.PieceAt(from) != position.NoPiece
}

// FormatLine writes a sequence of moves played from p, which is left unchanged.
// If a move is illegal, it and the moves after it are written as coordinates.
func FormatLine(p *position.Position, moves []position.Move, n Notation) []string {
	out := make([]string, len(moves))
	q := p.Clone()
	for i, m := range moves {
		if !q.IsLegal(m) {
			for j := i; j < len(moves); j++ {
				out[j] = moves[j].String()
			}
			break
		}
		out[i] = Format(q, m, n)
		q.MakeMove(m)
	}
	return out
}

// maxMoveText bounds the text ParseMove looks at; the longest real move is
// twelve bytes of Chinese.
const maxMoveText = 64

// ParseMove reads a move in any of the notations, telling them apart by their
// shape, and returns it only if it is legal in p. Errors say what is wrong:
// "no piece can make 炮二平五: ...", "ambiguous: ...", or "illegal: moving
// leaves king in check ...". Spaces inside the text and trailing ! ? # marks
// are ignored.
func ParseMove(p *position.Position, text string) (position.Move, error) {
	if len(text) > maxMoveText {
		return position.NoMove, moveError(MoveError{Problem: MoveTooLong, Length: len(text), Side: p.SideToMove()}, "bad move: %d bytes is too long for a move", len(text))
	}
	text = strings.TrimRight(stripSpaces(halfWidth(text)), "!?#")
	if text == "" {
		return position.NoMove, moveError(MoveError{Problem: MoveEmpty, Side: p.SideToMove()}, "bad move: empty text")
	}
	m, err := parseMove(p, text)
	if err != nil && len(text) > 1 && text[len(text)-1] == '+' {
		// A check mark after WXF or Chinese ("炮二平五+", "C2.5+"), as after
		// coordinates; the '+' of WXF's own "forward" is never last.
		if m2, err2 := parseMove(p, text[:len(text)-1]); err2 == nil {
			return m2, nil
		}
	}
	return m, err
}

// parseMove reads a move with its marks and spaces gone.
func parseMove(p *position.Position, text string) (position.Move, error) {
	if looksICCS(text) {
		return parseICCS(p, text)
	}
	if t := strings.TrimRight(text, "+"); len(t) < len(text) && looksICCS(t) {
		return parseICCS(p, t) // a check mark after coordinates
	}
	var spec moveSpec
	var err error
	if isASCII(text) {
		spec, err = parseWXF(text)
	} else {
		spec, err = parseChinese(text)
	}
	if err != nil {
		var me *MoveError
		if errors.As(err, &me) {
			me.Side = p.SideToMove()
		}
		return position.NoMove, err
	}
	return spec.resolve(p, text)
}

// halfWidth turns full-width ASCII forms (Ｃ２．５, ｈ２ｅ２, ＋, as Chinese
// input methods type them) into ASCII; full-width digits in Chinese moves
// mean the same as ASCII ones.
func halfWidth(s string) string {
	if isASCII(s) {
		return s
	}
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '！' && r <= '～':
			return r - '！' + '!'
		case r == '\u3000':
			return ' '
		}
		return r
	}, s)
}

func stripSpaces(s string) string {
	if strings.IndexFunc(s, unicode.IsSpace) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
