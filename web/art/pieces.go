package art

import (
	"fmt"
	"strings"

	"xiangqi/web/glyphs"
)

// PieceStyle picks how the pieces are drawn.
type PieceStyle uint8

const (
	// StyleChinese writes the traditional characters on the pieces.
	StyleChinese PieceStyle = iota
	// StyleSymbols draws plain symbols for players who do not read Chinese.
	StyleSymbols
)

// PieceLetters are the FEN letters of every piece, red then black.
const PieceLetters = "KABNRCPkabnrcp"

// Radius is the radius of a piece disc in SVG units (a cell is 100).
const Radius = 45.0

// Ink colours of the two sides, fixed so the pieces look the same everywhere.
const (
	redInk   = "#b8241c"
	blackInk = "#1c1b1a"
)

// PieceID returns the id of the definition a piece's <use> element refers to.
func PieceID(letter byte) string { return "xq-p-" + string(letter) }

// PieceDefs returns one drawing per piece, each centred on the origin, with
// the ids of PieceID. A piece on the board is <use href="#xq-p-R"> moved to its
// point, so changing the style only replaces these definitions.
func PieceDefs(style PieceStyle) string {
	var b strings.Builder
	for i := 0; i < len(PieceLetters); i++ {
		b.WriteString(pieceDef(PieceLetters[i], style))
	}
	return b.String()
}

func pieceDef(letter byte, style PieceStyle) string {
	ink, side := redInk, "red"
	if letter >= 'a' {
		ink, side = blackInk, "black"
	}
	var d string
	var size float64
	if style == StyleSymbols {
		d, _ = glyphs.SymbolPath(letter &^ 0x20)
		size = 60
	} else if r, ok := glyphs.PieceRune(letter); ok {
		d, _ = glyphs.Path(r)
		size = 60
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<g id="%s" class="%s">`, PieceID(letter), side)
	// A soft shadow below and to the right, as if lit from the top left.
	fmt.Fprintf(&b, `<circle cx="2.5" cy="5" r="%s" fill="#000" fill-opacity=".28"/>`, num(Radius))
	fmt.Fprintf(&b, `<circle r="%s" fill="url(#xq-disc)" stroke="#6d4c25" stroke-width="2"/>`, num(Radius))
	fmt.Fprintf(&b, `<circle r="%s" fill="none" stroke="url(#xq-bevel)" stroke-width="4"/>`, num(Radius-3))
	fmt.Fprintf(&b, `<circle r="%s" fill="none" stroke="%s" stroke-width="2.6"/>`, num(Radius-9), ink)
	if d != "" {
		fmt.Fprintf(&b, `<path transform="translate(%s %s) scale(%s)" fill="%s" d="%s"/>`,
			num(-size/2), num(-size/2), num(size/glyphs.Box), ink, d)
	}
	b.WriteString(`</g>`)
	return b.String()
}
