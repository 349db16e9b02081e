package app

import (
	"strconv"
	"strings"

	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/i18n"
)

// What a screen reader hears of the board: each point as its piece, colour
// and place ("Red chariot, a0" / "红车，九路底线"), the whole position on
// demand (by ranks, or the pieces of each side), and the keyboard's cursor
// picking pieces up and putting them down. English names points by their
// coordinates; Chinese by file and line as the player at the bottom counts
// them (九路 is the file at that player's left, 底线 their back line).

// Chinese names a point by its file (sq.file.N, 一路 to 九路 from the
// bottom player's right) and its line (sq.line.N, counted from the bottom
// player's side: their back line, second line, the palace's top, the
// soldiers' line, their river bank, and the same on the other side).

// chineseNames reports whether points are named the Chinese way.
func (a *App) chineseNames() bool { return a.Lang() != i18n.English }

// seenFile and seenLine number sq's file (1-9 from the bottom player's
// right) and line (0-9 from the bottom player's side).
func (a *App) seenFile(sq position.Square) int {
	if a.board.Bottom == position.Black {
		return sq.File() + 1
	}
	return 9 - sq.File()
}

func (a *App) seenLine(sq position.Square) int {
	if a.board.Bottom == position.Black {
		return 9 - sq.Rank()
	}
	return sq.Rank()
}

// SquareName names a point in the page's language: "a0", "九路底线".
func (a *App) SquareName(sq position.Square) string {
	if !a.chineseNames() {
		return sq.String()
	}
	return a.fileName(sq) + a.T("sq.line."+strconv.Itoa(a.seenLine(sq)))
}

// PointName is what a screen reader says of a point: what stands there and
// where, then whatever marks it (picked up, a legal move, check, the last
// move).
func (a *App) PointName(sq position.Square) string {
	b := a.board
	p := b.Position()
	pc := p.PieceAt(sq)
	var text string
	if pc == position.NoPiece {
		text = a.T("point.empty", a.SquareName(sq))
	} else {
		text = a.T("point.piece", a.pieceName(pc), a.SquareName(sq))
	}
	var marks []string
	switch {
	case sq == b.Selected():
		marks = append(marks, a.T("point.selected"))
	case b.IsDest(sq) && pc != position.NoPiece:
		marks = append(marks, a.T("point.cantake"))
	case b.IsDest(sq):
		marks = append(marks, a.T("point.cango"))
	}
	if sq == b.CheckSquare() {
		marks = append(marks, a.T("point.check"))
	}
	if last := b.LastMove(); last != position.NoMove && (sq == last.From() || sq == last.To()) {
		marks = append(marks, a.T("point.last"))
	}
	for _, m := range marks {
		text += a.T("point.sep") + m
	}
	return text
}

// DescribePosition says the whole shown position: by side, each side's
// pieces by kind; otherwise rank by rank from the top of the board as seen.
// It ends with whose move it is.
func (a *App) DescribePosition(bySide bool) string {
	p := a.board.Position()
	var parts []string
	if bySide {
		for _, c := range []position.Color{position.Red, position.Black} {
			var kinds []string
			for _, t := range []position.PieceType{position.King, position.Advisor, position.Elephant,
				position.Horse, position.Rook, position.Cannon, position.Pawn} {
				pc := position.MakePiece(c, t)
				var where []string
				for _, sq := range a.seenOrder() {
					if p.PieceAt(sq) == pc {
						where = append(where, a.SquareName(sq))
					}
				}
				switch len(where) {
				case 0:
				case 1:
					kinds = append(kinds, a.T("describe.kind", a.T("piece.one."+string(pc.Letter())), where[0]))
				default:
					kinds = append(kinds, a.T("describe.kind", a.T("piece.plural."+string(pc.Letter())), a.joinList(where)))
				}
			}
			parts = append(parts, a.T("describe.side", a.colorName(c), strings.Join(kinds, a.T("describe.sep"))))
		}
	} else {
		order := a.seenOrder()
		for row := 0; row < 10; row++ {
			var pieces []string
			for _, sq := range order[row*9 : row*9+9] {
				if pc := p.PieceAt(sq); pc != position.NoPiece {
					pieces = append(pieces, a.T("describe.at", a.pieceName(pc), a.fileName(sq)))
				}
			}
			list := a.T("describe.none")
			if len(pieces) > 0 {
				list = a.joinList(pieces)
			}
			parts = append(parts, a.T("describe.rank", a.rankName(order[row*9]), list))
		}
	}
	parts = append(parts, a.T("status.tomove", a.colorName(p.SideToMove())))
	return strings.Join(parts, a.T("describe.end"))
}

// seenOrder lists the 90 points as the player sees them: from the top row
// down, each row from left to right.
func (a *App) seenOrder() []position.Square {
	out := make([]position.Square, 0, position.NumSquares)
	for row := 0; row < 10; row++ {
		for col := 0; col < 9; col++ {
			file, rank := col, 9-row
			if a.board.Bottom == position.Black {
				file, rank = 8-col, row
			}
			out = append(out, position.MakeSquare(file, rank))
		}
	}
	return out
}

// rankName names the row of sq: "rank 9", "对方底线".
func (a *App) rankName(sq position.Square) string {
	if a.chineseNames() {
		return a.T("sq.line." + strconv.Itoa(a.seenLine(sq)))
	}
	return a.T("describe.rankname", sq.Rank())
}

// fileName names the file of sq within its row: "a", "九路".
func (a *App) fileName(sq position.Square) string {
	if a.chineseNames() {
		return a.T("sq.file." + strconv.Itoa(a.seenFile(sq)))
	}
	return sq.String()
}

// CursorSquare returns the point under the keyboard cursor.
func (a *App) CursorSquare() position.Square { return a.board.Cursor() }

// MoveCursor moves the keyboard cursor dx right and dy down as the board is
// seen.
func (a *App) MoveCursor(dx, dy int) {
	if a.board.MoveCursor(dx, dy) {
		a.plat.Changed()
	}
}

// SetCursor puts the keyboard cursor on sq (where the pointer pressed).
func (a *App) SetCursor(sq position.Square) { a.board.SetCursor(sq) }

// PressCursor is Enter or Space on the board: it picks up the piece under
// the cursor, puts the picked-up piece down there (a move), or lets go of
// it, and says what happened.
func (a *App) PressCursor() {
	sq := a.board.Cursor()
	r := a.board.Press()
	switch r.Kind {
	case board.Selected:
		piece, where := a.pieceName(a.board.Position().PieceAt(sq)), a.SquareName(sq)
		if n := len(a.board.Dests()); n == 1 {
			a.plat.Announce(a.T("announce.pickedone", piece, where))
		} else {
			a.plat.Announce(a.T("announce.picked", piece, where, n))
		}
	case board.Deselected:
		a.plat.Announce(a.T("announce.putback"))
	}
	a.handle(r)
}

// SayPosition announces the whole position (see DescribePosition).
func (a *App) SayPosition(bySide bool) { a.plat.Announce(a.DescribePosition(bySide)) }
