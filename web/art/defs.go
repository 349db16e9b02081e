package art

import (
	"fmt"
	"math"
	"strings"

	"xiangqi/web/board"
)

// Defs returns the shared definitions: the wood and disc gradients, the glow
// under a king in check, and the piece drawings of a style
// inside <g id="xq-piece-defs"> so they can be swapped alone.
func Defs(style PieceStyle) string {
	var b strings.Builder
	b.WriteString(`<defs>`)
	b.WriteString(`<linearGradient id="xq-wood" x1="0" y1="0" x2="1" y2="1">` +
		`<stop offset="0" stop-color="#f0d39a"/><stop offset=".45" stop-color="#e4bb74"/>` +
		`<stop offset="1" stop-color="#d3a25a"/></linearGradient>`)
	b.WriteString(`<radialGradient id="xq-disc" cx=".4" cy=".34" r=".72">` +
		`<stop offset="0" stop-color="#fffbf1"/><stop offset=".6" stop-color="#f5e2b8"/>` +
		`<stop offset="1" stop-color="#dcb97c"/></radialGradient>`)
	b.WriteString(`<linearGradient id="xq-bevel" x1="0" y1="0" x2="0" y2="1">` +
		`<stop offset="0" stop-color="#fff" stop-opacity=".75"/>` +
		`<stop offset="1" stop-color="#7a5526" stop-opacity=".45"/></linearGradient>`)
	b.WriteString(`<radialGradient id="xq-check"><stop offset=".45" stop-color="#ff3b2f" stop-opacity=".85"/>` +
		`<stop offset="1" stop-color="#ff3b2f" stop-opacity="0"/></radialGradient>`)
	fmt.Fprintf(&b, `<clipPath id="xq-clip"><rect x="4" y="4" width="%s" height="%s" rx="18"/></clipPath>`,
		num(board.Width-8), num(board.Height-8))
	b.WriteString(`<g id="xq-piece-defs">`)
	b.WriteString(PieceDefs(style))
	b.WriteString(`</g></defs>`)
	return b.String()
}

// grain returns faint wavy lines across the wood. They come from a fixed
// pseudo-random sequence, so every build draws the same board; plain paths
// paint far faster than a turbulence filter on a phone.
func grain() string {
	state := uint32(2654435761)
	rnd := func() float64 {
		state ^= state << 13
		state ^= state >> 17
		state ^= state << 5
		return float64(state) / math.MaxUint32
	}
	var b strings.Builder
	b.WriteString(`<g class="grain" clip-path="url(#xq-clip)" fill="none">`)
	yPos := -10.0
	for yPos < board.Height+20 {
		yPos += 8 + rnd()*22
		amp := 6 + rnd()*18
		phase := rnd() * board.Width
		width := 0.8 + rnd()*3.2
		opacity := 0.04 + rnd()*0.09
		var d strings.Builder
		fmt.Fprintf(&d, "M-20 %s", num(yPos))
		// A gentle wave: cubic segments whose control points swing by amp.
		const seg = 230.0
		for xPos := -20.0; xPos < board.Width+20; xPos += seg {
			s := math.Sin((xPos + phase) / 170)
			fmt.Fprintf(&d, "C%s %s %s %s %s %s", num(xPos+seg/3), num(yPos+amp*s), num(xPos+2*seg/3),
				num(yPos-amp*s), num(xPos+seg), num(yPos+amp*0.3*math.Cos((xPos+phase)/90)))
		}
		fmt.Fprintf(&b, `<path d="%s" stroke="#6b3f12" stroke-width="%s" stroke-opacity="%s"/>`,
			d.String(), num(width), num(opacity))
	}
	b.WriteString(`</g>`)
	return b.String()
}
