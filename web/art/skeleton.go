package art

import (
	"fmt"
	"strings"

	"xiangqi/engine/position"
	"xiangqi/web/board"
)

// The board is a stage of three layers, bottom to top: the board's <svg>
// (StageBoard), the pieces (StageMen, a box of one small box per piece round
// its own <svg>, which the browser slides on its compositor without
// redrawing the board)
// and the marks over the pieces (StageTop, an <svg> the pointer passes
// through). The page finds them, and the groups inside the svgs, by these
// class names.
const (
	StageBoard = "xq-board"
	StageMen   = "xq-men"
	StageTop   = "xq-top"

	// Inside StageBoard:
	LayerBackground = "xq-bg"
	LayerLabels     = "xq-labels"
	LayerUnder      = "xq-under"  // last move, check glow, selection: under the pieces
	LayerHits       = "xq-hits"   // the transparent points clicks land on
	LayerPieces     = "xq-pieces" // the static page's pieces, until its code draws them in StageMen
	// Inside StageTop:
	LayerOver   = "xq-over"   // destination marks, over the pieces
	LayerArrows = "xq-arrows" // hint arrows
	LayerDrag   = "xq-drag"   // a piece being dragged or animated, above all
)

// layers returns the inside of the board's <svg>: definitions, background,
// labels and the empty dynamic layers (the hit points are filled in, since
// every board has all 90). Everything but the hit points is hidden from
// assistive technology: the points carry the board's meaning (see Hits).
func layers(style PieceStyle, labels LabelStyle, bottom position.Color) string {
	var b strings.Builder
	b.WriteString(Defs(style))
	fmt.Fprintf(&b, `<g class="%s" aria-hidden="true">%s</g>`, LayerBackground, Background())
	fmt.Fprintf(&b, `<g class="%s" aria-hidden="true">%s</g>`, LayerLabels, Labels(labels, bottom))
	fmt.Fprintf(&b, `<g class="%s" aria-hidden="true"></g>`, LayerUnder)
	fmt.Fprintf(&b, `<g class="%s">%s</g>`, LayerHits, Hits(bottom))
	fmt.Fprintf(&b, `<g class="%s" aria-hidden="true"></g>`, LayerPieces)
	return b.String()
}

// Stage returns the inside of the board's stage (the element with
// data-board): the board's <svg> with no pieces, the empty pieces' layer and
// the marks' <svg>.
func Stage(style PieceStyle, labels LabelStyle, bottom position.Color) string {
	return stage(layers(style, labels, bottom))
}

// stage returns the inside of the stage around the board's <svg> holding
// inner.
func stage(inner string) string {
	box := fmt.Sprintf(`viewBox="0 0 %s %s"`, num(board.Width), num(board.Height))
	return fmt.Sprintf(`<svg class="%s" %s role="grid" tabindex="-1" aria-label="Xiangqi board" aria-describedby="board-help">%s</svg>`+
		`<div class="%s" aria-hidden="true"></div>`+
		`<svg class="%s" %s aria-hidden="true"><g class="%s"></g><g class="%s"></g><g class="%s"></g></svg>`,
		StageBoard, box, inner, StageMen, StageTop, box, LayerOver, LayerArrows, LayerDrag)
}

// PieceBox is the viewBox of a piece's own <svg> in StageMen: one point's
// cell, the piece drawn at its centre (as PieceID's definition is).
var PieceBox = fmt.Sprintf("%s %s %s %s", num(-board.Cell/2), num(-board.Cell/2), num(board.Cell), num(board.Cell))

// Hits returns the 90 transparent squares, one per point, each with the
// data-square hook naming its point. They come before the pieces in the
// document, and the pieces ignore the pointer, so a click anywhere near a
// point lands on its square whether or not a piece stands there.
//
// They are also the board for keyboards and screen readers: a grid of ten
// rows (role="row"), from the top of the board as seen down, of nine points
// each (role="gridcell"), from left to right. The page names each point
// (aria-label) and moves the focus among them (one point takes Tab, the
// others tabindex -1). The rects stay where they are drawn; when the board
// turns, the page renames them (data-square), so the order of the document
// is always the order on screen.
func Hits(bottom position.Color) string {
	var b strings.Builder
	for row := 0; row < 10; row++ {
		b.WriteString(`<g role="row">`)
		for col := 0; col < 9; col++ {
			s := SeenSquare(row, col, bottom)
			px, py := board.Point(s, bottom)
			tab := "-1"
			if s == position.MakeSquare(4, 0) && bottom == position.Red || s == position.MakeSquare(4, 9) && bottom == position.Black {
				tab = "0"
			}
			fmt.Fprintf(&b, `<rect class="pt" role="gridcell" tabindex="%s" data-square="%s" x="%s" y="%s" width="%s" height="%s"/>`,
				tab, s, num(px-board.Cell/2), num(py-board.Cell/2), num(board.Cell), num(board.Cell))
		}
		b.WriteString(`</g>`)
	}
	return b.String()
}

// SeenSquare returns the point drawn in row (0 at the top) and column (0 at
// the left) of a board with bottom at the bottom.
func SeenSquare(row, col int, bottom position.Color) position.Square {
	if bottom == position.Black {
		return position.MakeSquare(8-col, row)
	}
	return position.MakeSquare(col, 9-row)
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

// Skeleton returns the complete board stage showing the position p,
// Chinese pieces, Red at the bottom: what the static page shows before its
// code has loaded. Its pieces are drawn inside the board's <svg> (placed by
// the transform attribute, since a strict Content-Security-Policy refuses
// style attributes); the running page moves them to StageMen.
func Skeleton(p *position.Position) string {
	inner := layers(StyleChinese, LabelNumbers, position.Red)
	var pieces strings.Builder
	for s := position.Square(0); s < position.NumSquares; s++ {
		if pc := p.PieceAt(s); pc != position.NoPiece {
			pieces.WriteString(Piece(pc, s, position.Red))
		}
	}
	empty := fmt.Sprintf(`<g class="%s" aria-hidden="true"></g>`, LayerPieces)
	inner = strings.Replace(inner, empty, fmt.Sprintf(`<g class="%s" aria-hidden="true">%s</g>`, LayerPieces, pieces.String()), 1)
	return `<div class="xq-stage" data-board data-orientation="red">` + stage(inner) + `</div>`
}
