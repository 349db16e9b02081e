package board

import "xiangqi/engine/position"

// Board geometry in SVG user units. The points sit on a grid of Cell units
// with a margin of wood around them, wide enough for the edge pieces and, above
// and below, the file labels; everything the page draws (lines, pieces, marks,
// hit areas) is placed with these numbers, so the pure code and the renderer
// agree on where a square is.
const (
	Cell    = 100.0
	MarginX = 72.0
	MarginY = 86.0
	// Width and Height are the size of the SVG viewBox.
	Width  = 8*Cell + 2*MarginX
	Height = 9*Cell + 2*MarginY
)

// Point returns the centre of a square in SVG units when the board is seen
// with the colour bottom at the bottom of the screen.
func Point(s position.Square, bottom position.Color) (x, y float64) {
	file, rank := s.File(), s.Rank()
	if bottom == position.Black {
		file, rank = 8-file, 9-rank
	}
	return MarginX + float64(file)*Cell, MarginY + float64(9-rank)*Cell
}

// SquareAt returns the square whose point is nearest to (x, y) in SVG units,
// and false when (x, y) is more than half a cell outside the grid, so a drag
// released beside the board cancels instead of landing on an edge square.
func SquareAt(x, y float64, bottom position.Color) (position.Square, bool) {
	fx := (x - MarginX) / Cell
	fy := (y - MarginY) / Cell
	if fx < -0.5 || fx >= 8.5 || fy < -0.5 || fy >= 9.5 {
		return position.NoSquare, false
	}
	file := int(fx + 0.5)
	rank := 9 - int(fy+0.5)
	if bottom == position.Black {
		file, rank = 8-file, 9-rank
	}
	return position.MakeSquare(file, rank), true
}
