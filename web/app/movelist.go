package app

import (
	"strconv"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/game"
)

// MoveItem is one move of the move list.
type MoveItem struct {
	Path    string // the move's place in the tree (game.Path.String): data-path
	Ply     int    // 1 for the first move
	Text    string // in the notation setting
	Number  string // "3." or "3…", written before the move where a line needs it
	Red     bool   // played by Red
	NAG     string // "!", "?!" ... ("" when none)
	Comment string // written after the move
	Main    bool   // on the main line
	// Mark is the review's class of the move (data-mark: best, good,
	// inaccuracy, mistake, blunder, book, forced), "" when not judged.
	Mark string
}

// MoveToken is one piece of a variation as the list writes it: a move, a
// comment, or the bracket around a nested variation.
type MoveToken struct {
	Move        *MoveItem
	Comment     string
	Open, Close bool
}

// MoveRow is one numbered row of the main line: Red's move and Black's, and
// after them what was written there (a comment, variations). A row is cut
// after Red's move when something is written after it, so each variation
// sits right after the move it replaces.
type MoveRow struct {
	Number     int
	Red, Black *MoveItem     // nil: an empty slot
	Lines      [][]MoveToken // each a variation, or a comment alone
}

// MoveList is the whole move list.
type MoveList struct {
	// Intro is the comment before the first move.
	Intro string
	Rows  []MoveRow
	// Key changes whenever the list's content changes (the tree or the
	// notation), but not when only the current move moves.
	Key string
}

// MoveList returns the move list of the game's tree in the current notation.
func (a *App) MoveList() MoveList {
	key := a.moveListKey()
	if a.listCache.Key != key {
		a.listCache = buildMoveList(a.game, a.notation())
		a.listCache.Key = key
		for _, row := range a.listCache.Rows {
			for _, it := range []*MoveItem{row.Red, row.Black} {
				if it != nil {
					it.Mark = string(a.markOf(it.Ply))
				}
			}
		}
	}
	return a.listCache
}

// CurrentPath returns the data-path of the move shown on the board ("" at the
// start).
func (a *App) CurrentPath() string { return a.shownPath().String() }

func (a *App) moveListKey() string {
	return strconv.Itoa(a.game.Version()) + "/" + a.notation().String() + "/" + strconv.Itoa(a.gameSerial) + "/" + strconv.Itoa(a.marksVersion)
}

// listBuilder walks the tree once, writing every move in notation n.
type listBuilder struct {
	g   *game.Game
	n   notation.Notation
	pos *position.Position
}

func buildMoveList(g *game.Game, n notation.Notation) MoveList {
	b := &listBuilder{g: g, n: n, pos: g.Start()}
	out := MoveList{Intro: g.Root().Comment}
	node, path := g.Root(), game.Path{}
	var row *MoveRow
	flush := func() {
		if row != nil {
			out.Rows = append(out.Rows, *row)
			row = nil
		}
	}
	for len(node.Children) > 0 {
		child := node.Children[0]
		cpath := path.Child(0)
		red := b.pos.SideToMove() == position.Red
		item := b.item(child, cpath, true)
		number := b.moveNumber()
		if red || row == nil {
			flush()
			row = &MoveRow{Number: number}
		}
		if red {
			row.Red = item
		} else {
			row.Black = item
		}
		// Alternatives to this move, written from the position before it.
		var lines [][]MoveToken
		for i := 1; i < len(node.Children); i++ {
			lines = append(lines, b.line(node.Children[i], path.Child(i)))
		}
		b.pos.MakeMove(child.Move)
		if child.Comment != "" || len(lines) > 0 {
			if child.Comment != "" {
				lines = append([][]MoveToken{{{Comment: child.Comment}}}, lines...)
			}
			row.Lines = append(row.Lines, lines...)
			if red {
				// Black's reply starts a row of its own after them.
				flush()
			}
		}
		node, path = child, cpath
	}
	flush()
	return out
}

// moveNumber is the number of the move about to be played from b.pos.
func (b *listBuilder) moveNumber() int {
	start := b.g.Start()
	ply := b.pos.Ply() - start.Ply()
	offset := 0
	if start.SideToMove() == position.Black {
		offset = 1
	}
	return (ply+offset)/2 + 1
}

// item describes the move of node (at path) from b.pos, before it is made.
func (b *listBuilder) item(node *notation.Node, path game.Path, main bool) *MoveItem {
	it := &MoveItem{
		Path:    path.String(),
		Ply:     len(path),
		Text:    notation.Format(b.pos, node.Move, b.n),
		Red:     b.pos.SideToMove() == position.Red,
		Comment: node.Comment,
		Main:    main,
	}
	var marks []string
	for _, nag := range node.NAGs {
		if s := notation.NAGSymbol(nag); s != "" {
			marks = append(marks, s)
		}
	}
	it.NAG = strings.Join(marks, "")
	return it
}

// line writes the variation that starts with first (at path), played from
// b.pos, with the variations nested in it; b.pos is left as it was.
func (b *listBuilder) line(first *notation.Node, path game.Path) []MoveToken {
	var out []MoveToken
	var parent *notation.Node // the move before node in this line; nil for the first
	var parentPath game.Path
	node, numberNext, made := first, true, 0
	for {
		it := b.item(node, path, false)
		// A line's first move is numbered, and so is a move after a
		// comment or a bracket, so the reader keeps their place.
		if numberNext || it.Red {
			it.Number = numberText(b.moveNumber(), it.Red)
		}
		numberNext = false
		if node.CommentBefore != "" {
			out = append(out, MoveToken{Comment: node.CommentBefore})
		}
		out = append(out, MoveToken{Move: it})
		if node.Comment != "" {
			out = append(out, MoveToken{Comment: node.Comment})
			numberNext = true
		}
		if parent != nil {
			// Alternatives to this move, written from the position before it.
			for i := 1; i < len(parent.Children); i++ {
				out = append(out, MoveToken{Open: true})
				out = append(out, b.line(parent.Children[i], parentPath.Child(i))...)
				out = append(out, MoveToken{Close: true})
				numberNext = true
			}
		}
		b.pos.MakeMove(node.Move)
		made++
		if len(node.Children) == 0 {
			break
		}
		parent, parentPath = node, path
		node, path = node.Children[0], path.Child(0)
	}
	for ; made > 0; made-- {
		b.pos.UnmakeMove()
	}
	return out
}

// numberText is "3." before Red's move and "3…" before Black's.
func numberText(n int, red bool) string {
	if red {
		return strconv.Itoa(n) + "."
	}
	return strconv.Itoa(n) + "…"
}
