// Package glyphs holds the vector art for the pieces and the river text, so
// the page draws the same shapes on every device, offline, with no system CJK
// font.
//
// Every shape is SVG path data in a 100x100 box with the origin at the top
// left and y growing downwards; the page places it with a transform such as
// `translate(x y) scale(s/100)` and fills it with the nonzero rule. The
// characters come from Noto Serif CJK (see FontName; SIL Open Font License
// 1.1, in assets/LICENSE-font.txt): the font's em square fills the box less
// two units on every side, so all characters share one size and baseline.
// The plain symbols, for players who do not read Chinese, are drawn to the
// same box.
//
// glyphs_gen.go is written by `go run ./cmd/genart`; do not edit it by hand.
package glyphs

// Box is the side of the square every path is drawn in.
const Box = 100

// Path returns the SVG path data for one character: a piece name (帥仕相傌俥炮兵
// for red, 將士象馬車砲卒 for black) or a character of the river text (楚河漢界,
// and 汉 for simplified Chinese).
func Path(r rune) (d string, ok bool) {
	d, ok = charPaths[r]
	return d, ok
}

// SymbolPath returns the SVG path data for the plain symbol of a piece kind,
// given as an upper-case FEN letter: K king (a crown), A advisor (a shield),
// B elephant (an elephant's head), N horse (a knight), R chariot (a rook),
// C cannon (a cannon) or P pawn (a pawn). The symbols have no colour of their
// own; the page fills them red or black.
func SymbolPath(kind byte) (string, bool) {
	d, ok := symbolPaths[kind]
	return d, ok
}

// pieceRunes maps each FEN letter to the character written on that piece.
var pieceRunes = map[byte]rune{
	'K': '帥', 'A': '仕', 'B': '相', 'N': '傌', 'R': '俥', 'C': '炮', 'P': '兵',
	'k': '將', 'a': '士', 'b': '象', 'n': '馬', 'r': '車', 'c': '砲', 'p': '卒',
}

// PieceRune returns the character written on a piece given by its FEN letter
// (upper case red, lower case black), in the traditional forms most sets use.
func PieceRune(fen byte) (rune, bool) {
	r, ok := pieceRunes[fen]
	return r, ok
}
