package art

import (
	"fmt"
	"strings"

	"xiangqi/web/board"
	"xiangqi/web/glyphs"
)

// x and y return the SVG coordinates of a grid point counted in cells from the
// top-left point; the background is the same whichever side is at the bottom.
func x(file float64) float64 { return board.MarginX + file*board.Cell }
func y(row float64) float64  { return board.MarginY + row*board.Cell }

// num formats a coordinate compactly.
func num(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// Background returns the board without pieces: wood, frame, grid, palace
// diagonals, the small marks on the cannon and pawn points, and the river text
// 楚河 漢界 drawn from the glyph outlines. It looks the same from either side.
func Background() string {
	var b strings.Builder
	// The wood, with a darker rim so the board reads as a solid object.
	fmt.Fprintf(&b, `<rect class="wood" x="4" y="4" width="%s" height="%s" rx="18" fill="url(#xq-wood)"/>`,
		num(board.Width-8), num(board.Height-8))
	b.WriteString(grain())
	fmt.Fprintf(&b, `<rect class="rim" x="4" y="4" width="%s" height="%s" rx="18" fill="none"/>`,
		num(board.Width-8), num(board.Height-8))
	b.WriteString(`<g class="lines" fill="none">`)
	// A double frame: a heavy outer line a little outside the grid.
	const out = 14.0
	fmt.Fprintf(&b, `<rect class="frame" x="%s" y="%s" width="%s" height="%s"/>`,
		num(x(0)-out), num(y(0)-out), num(8*board.Cell+2*out), num(9*board.Cell+2*out))
	var d strings.Builder
	for row := 0; row <= 9; row++ {
		fmt.Fprintf(&d, "M%s %sH%s", num(x(0)), num(y(float64(row))), num(x(8)))
	}
	// The edge files run the whole board; the inner files stop at the river.
	for file := 0; file <= 8; file++ {
		if file == 0 || file == 8 {
			fmt.Fprintf(&d, "M%s %sV%s", num(x(float64(file))), num(y(0)), num(y(9)))
			continue
		}
		fmt.Fprintf(&d, "M%s %sV%sM%s %sV%s", num(x(float64(file))), num(y(0)), num(y(4)),
			num(x(float64(file))), num(y(5)), num(y(9)))
	}
	// Palace diagonals.
	for _, top := range []float64{0, 7} {
		fmt.Fprintf(&d, "M%s %sL%s %sM%s %sL%s %s", num(x(3)), num(y(top)), num(x(5)), num(y(top+2)),
			num(x(5)), num(y(top)), num(x(3)), num(y(top+2)))
	}
	fmt.Fprintf(&b, `<path class="grid" d="%s"/>`, d.String())
	b.WriteString(`<path class="marks" d="`)
	// Cannon points (rows 2 and 7 from the top, files b and h) and pawn points
	// (rows 3 and 6, every other file) carry small corner marks.
	for _, row := range []int{2, 7} {
		for _, file := range []int{1, 7} {
			b.WriteString(pointMark(file, row))
		}
	}
	for _, row := range []int{3, 6} {
		for file := 0; file <= 8; file += 2 {
			b.WriteString(pointMark(file, row))
		}
	}
	b.WriteString(`"/></g>`)
	b.WriteString(river())
	return b.String()
}

// pointMark returns path data for the corner marks around one point: an L in
// each quadrant, leaving out the quadrants beyond the board's edge.
func pointMark(file, row int) string {
	const gap, arm = 8.0, 18.0
	cx, cy := x(float64(file)), y(float64(row))
	var b strings.Builder
	for _, sx := range []float64{-1, 1} {
		if (file == 0 && sx < 0) || (file == 8 && sx > 0) {
			continue
		}
		for _, sy := range []float64{-1, 1} {
			px, py := cx+sx*gap, cy+sy*gap
			fmt.Fprintf(&b, "M%s %sV%sH%s", num(px), num(py+sy*arm), num(py), num(px+sx*arm))
		}
	}
	return b.String()
}

// river writes 楚河 on the left half and 漢界 on the right half of the river,
// each character a glyph outline scaled to most of the river's height.
func river() string {
	const size = 64.0
	mid := y(4.5)
	chars := []struct {
		r  rune
		cx float64
	}{{'楚', x(1.1)}, {'河', x(2.5)}, {'漢', x(5.5)}, {'界', x(6.9)}}
	var b strings.Builder
	b.WriteString(`<g class="river">`)
	for _, c := range chars {
		d, ok := glyphs.Path(c.r)
		if !ok {
			continue
		}
		fmt.Fprintf(&b, `<path transform="translate(%s %s) scale(%s)" d="%s"/>`,
			num(c.cx-size/2), num(mid-size/2), num(size/glyphs.Box), d)
	}
	b.WriteString(`</g>`)
	return b.String()
}
