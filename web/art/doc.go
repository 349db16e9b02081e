// Package art writes the SVG markup of the board: the wood, the grid with its
// river, palaces and point marks, the coordinate labels, and the piece
// drawings in both styles (Chinese characters and plain symbols).
//
// Everything here is trusted markup built from constants and the glyph paths
// of package glyphs; no text from a player, a file or a link ever passes
// through it. The same functions produce the board that static/index.html
// shows while the page's code loads (see Skeleton) and the board the page
// draws once running, so the two cannot drift apart.
//
// The board is a stage of three layers (skeleton.go): the board's SVG, the
// pieces, one small SVG each over it, and the marks' SVG over them.
//
// Files: board.go (wood, grid, river, marks), labels.go (file and rank
// labels), pieces.go (piece definitions), skeleton.go (the stage's layers
// and the static page's board).
package art
