package art

import (
	"fmt"
	"strings"

	"xiangqi/engine/position"
	"xiangqi/web/board"
)

// Layer class names: the groups inside the board's <svg>, bottom to top. The
// page finds them by these names.
const (
	LayerBackground = "xq-bg"
	LayerLabels     = "xq-labels"
	LayerUnder      = "xq-under"  // last move, check glow, selection: under the pieces
	LayerHits       = "xq-hits"   // the transparent points clicks land on
	LayerPieces     = "xq-pieces" // the pieces
	LayerOver       = "xq-over"   // destination marks, over the pieces
	LayerArrows     = "xq-arrows" // hint arrows
	LayerDrag       = "xq-drag"   // a piece being dragged or animated, above all
)

// Layers returns the inside of the board's <svg>: definitions, background,
// labels and the empty dynamic layers (the hit points are filled in, since
// every board has all 90).
func Layers(style PieceStyle, labels LabelStyle, bottom position.Color) string {
	var b strings.Builder
	b.WriteString(Defs(style))
	fmt.Fprintf(&b, `<g class="%s">%s</g>`, LayerBackground, Background())
	fmt.Fprintf(&b, `<g class="%s">%s</g>`, LayerLabels, Labels(labels, bottom))
	fmt.Fprintf(&b, `<g class="%s"></g>`, LayerUnder)
	fmt.Fprintf(&b, `<g class="%s">%s</g>`, LayerHits, Hits(bottom))
	fmt.Fprintf(&b, `<g class="%s"></g><g class="%s"></g><g class="%s"></g><g class="%s"></g>`,
		LayerPieces, LayerOver, LayerArrows, LayerDrag)
	return b.String()
}

// Hits returns the 90 transparent squares, one per point, each with the
// data-square hook naming its point. They come before the pieces in the
// document, and the pieces ignore the pointer, so a click anywhere near a
// point lands on its square whether or not a piece stands there.
func Hits(bottom position.Color) string {
	var b strings.Builder
	for s := position.Square(0); s < position.NumSquares; s++ {
		px, py := board.Point(s, bottom)
		fmt.Fprintf(&b, `<rect class="pt" data-square="%s" x="%s" y="%s" width="%s" height="%s"/>`,
			s, num(px-board.Cell/2), num(py-board.Cell/2), num(board.Cell), num(board.Cell))
	}
	return b.String()
}

// Piece returns the markup of one piece on a square. It is placed with the
// SVG transform attribute, not a style attribute, which a strict
// Content-Security-Policy would refuse; the running page then moves pieces
// by their CSS transform, set through the DOM.
func Piece(pc position.Piece, s position.Square, bottom position.Color) string {
	px, py := board.Point(s, bottom)
	return fmt.Sprintf(`<g class="pc" data-piece="%c" data-square="%s" transform="translate(%s %s)"><use href="#%s"/></g>`,
		pc.Letter(), s, num(px), num(py), PieceID(pc.Letter()))
}

// Skeleton returns the complete <svg> of a board showing the position p,
// Chinese pieces, Red at the bottom: what the static page shows before its
// code has loaded.
func Skeleton(p *position.Position) string {
	inner := Layers(StyleChinese, LabelNumbers, position.Red)
	var pieces strings.Builder
	for s := position.Square(0); s < position.NumSquares; s++ {
		if pc := p.PieceAt(s); pc != position.NoPiece {
			pieces.WriteString(Piece(pc, s, position.Red))
		}
	}
	empty := fmt.Sprintf(`<g class="%s"></g>`, LayerPieces)
	inner = strings.Replace(inner, empty, fmt.Sprintf(`<g class="%s">%s</g>`, LayerPieces, pieces.String()), 1)
	return fmt.Sprintf(`<svg class="xq-board" data-board data-orientation="red" viewBox="0 0 %s %s" role="img" aria-label="Xiangqi board">%s</svg>`,
		num(board.Width), num(board.Height), inner)
}
