package art

import (
	"fmt"
	"strings"

	"xiangqi/engine/position"
	"xiangqi/web/board"
)

// LabelStyle picks the coordinates written around the board.
type LabelStyle uint8

const (
	// LabelNumbers writes the file numbers of Chinese and WXF notation: each
	// player counts files 1-9 from their own right, so the far side reads
	// 1-9 and the near side 9-1 from left to right, whichever side is down.
	LabelNumbers LabelStyle = iota
	// LabelICCS writes the coordinate letters a-i under the board and the
	// ranks 0-9 beside it, as ICCS and the test hooks name squares.
	LabelICCS
)

// Labels returns the coordinate labels for a board with bottom at the bottom.
func Labels(style LabelStyle, bottom position.Color) string {
	var b strings.Builder
	top, low := 31.0, board.Height-15
	if style == LabelNumbers {
		for i := 0; i < 9; i++ {
			cx := num(x(float64(i)))
			fmt.Fprintf(&b, `<text x="%s" y="%s">%d</text>`, cx, num(top), i+1)
			fmt.Fprintf(&b, `<text x="%s" y="%s">%d</text>`, cx, num(low), 9-i)
		}
		return b.String()
	}
	for file := 0; file < 9; file++ {
		px, _ := board.Point(position.MakeSquare(file, 0), bottom)
		fmt.Fprintf(&b, `<text x="%s" y="%s">%c</text>`, num(px), num(low), 'a'+file)
	}
	for rank := 0; rank < 10; rank++ {
		_, py := board.Point(position.MakeSquare(0, rank), bottom)
		fmt.Fprintf(&b, `<text x="%s" y="%s">%d</text>`, num(14), num(py+9), rank)
	}
	return b.String()
}
