package embed

import (
	"math"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/game"
)

// Event types the board posts to its parent.
const (
	TypeReady    = "xiangqi:ready"
	TypeMove     = "xiangqi:move"
	TypePosition = "xiangqi:position"
	TypeGameOver = "xiangqi:gameover"
	TypeResize   = "xiangqi:resize"
)

// Ready returns the ready event for a game shown in a mode with a side at the
// bottom.
func Ready(g *game.Game, mode game.Mode, orientation position.Color) string {
	return jsonlite.ObjectText(
		"type", jsonlite.Quote(TypeReady),
		"fen", jsonlite.Quote(g.Position().FEN()),
		"startFen", jsonlite.Quote(g.Start().FEN()),
		"moves", jsonlite.Strings(g.ICCS()),
		"mode", jsonlite.Quote(string(mode)),
		"orientation", jsonlite.Quote(orientation.String()),
	)
}

// Move returns the move event of m played in before.
func Move(before *position.Position, m position.Move) string {
	after := before.Clone()
	after.MakeMove(m)
	return jsonlite.ObjectText(
		"type", jsonlite.Quote(TypeMove),
		"move", jsonlite.Quote(m.String()),
		"san", jsonlite.Quote(notation.Format(before, m, notation.Chinese)),
		"fen", jsonlite.Quote(after.FEN()),
		"ply", jsonlite.IntText(after.Ply()),
		"color", jsonlite.Quote(before.SideToMove().String()),
	)
}

// Position returns the position event of a game.
func Position(g *game.Game) string {
	return jsonlite.ObjectText(
		"type", jsonlite.Quote(TypePosition),
		"fen", jsonlite.Quote(g.Position().FEN()),
		"startFen", jsonlite.Quote(g.Start().FEN()),
		"moves", jsonlite.Strings(g.ICCS()),
	)
}

// GameOver returns the game-over event of an outcome.
func GameOver(o game.Outcome) string {
	return jsonlite.ObjectText(
		"type", jsonlite.Quote(TypeGameOver),
		"result", jsonlite.Quote(string(o.Result)),
		"reason", jsonlite.Quote(string(o.Reason)),
	)
}

// Resize returns the resize event.
func Resize(height int) string {
	return jsonlite.ObjectText("type", jsonlite.Quote(TypeResize), "height", jsonlite.IntText(height))
}

// Tracker turns changes of the page's game into events: it remembers what
// it last reported and, shown the game again, tells what happened since.
// The zero Tracker reports nothing on its first look (the ready event
// describes the game then).
type Tracker struct {
	seen     bool
	game     *game.Game
	startFEN string
	moves    []position.Move
	outcome  game.Outcome
}

// Observe returns the events (JSON texts) for the changes since the last
// call: a move event per move added, a position event for any other change
// of the moves, and a game-over event when the game has just ended.
func (t *Tracker) Observe(g *game.Game) []string {
	if t.seen && g == t.game && g.Ply() == len(t.moves) && g.Outcome() == t.outcome &&
		(len(t.moves) == 0 || g.Position().LastMove() == t.moves[len(t.moves)-1]) {
		return nil // nothing changed: the common case, checked without copying
	}
	startFEN, moves := g.StartFEN(), g.Moves()
	var events []string
	if t.seen {
		switch {
		case startFEN == t.startFEN && extends(moves, t.moves):
			pos := g.At(len(t.moves))
			for _, m := range moves[len(t.moves):] {
				events = append(events, Move(pos, m))
				pos.MakeMove(m)
			}
		case g != t.game || startFEN != t.startFEN || !equal(moves, t.moves):
			events = append(events, Position(g))
		}
		if o := g.Outcome(); o.Result != game.Ongoing && o != t.outcome {
			events = append(events, GameOver(o))
		}
	}
	t.seen, t.game, t.startFEN, t.moves, t.outcome = true, g, startFEN, moves, g.Outcome()
	return events
}

// extends reports whether long is short with moves added.
func extends(long, short []position.Move) bool {
	return len(long) > len(short) && equal(long[:len(short)], short)
}

func equal(a, b []position.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Height returns the height in CSS pixels an iframe of the given width needs
// to show the board across its whole width: the board's own height at that
// width plus chrome, the height of everything else on the page (status line,
// move bar) as measured. It depends on the width only, never on the
// iframe's current height, so a parent that applies it cannot start a loop
// of growing and shrinking.
func Height(width, chrome float64) int {
	if width <= 0 {
		return 0
	}
	return int(math.Ceil(width*board.Height/board.Width + max(chrome, 0)))
}

// HeightBeside is Height for a wide frame, where a panel side pixels wide
// stands beside the board: the board's height at the width that is left.
// Like Height, it depends on the frame's width only.
func HeightBeside(width, side float64) int {
	return Height(width-max(side, 0), 0)
}
