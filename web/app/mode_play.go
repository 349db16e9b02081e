package app

import (
	"fmt"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/game"
)

// playMode is a game against the engine: the player moves a.side and the
// engine the other side at a.level.
type playMode struct{ baseMode }

func (playMode) id() game.Mode { return game.Play }

func (m playMode) mover(c position.Color) mover {
	if c == m.a.side {
		return moverPlayer
	}
	return moverEngine
}

// undoPlies takes back the player's last move and everything after it (the
// engine's reply, or the search for it), so it is the player's turn again.
func (m playMode) undoPlies() int {
	g := m.a.game
	ply := g.Ply()
	switch {
	case ply == 0:
		return 0
	case g.Position().SideToMove() != m.a.side:
		return 1 // the player moved last
	case ply < 2:
		return 0 // only the engine's first move: taking it back changes nothing
	}
	return 2
}

func (m playMode) canResign() bool { return !m.a.game.Over() && m.a.game.Ply() > 0 }

func (m playMode) seat() (position.Color, bool) { return m.a.side, true }

// tags names the player and the engine, unless the record names them.
func (m playMode) tags(g *notation.Game) {
	you, engine := "Player", fmt.Sprintf("Computer (level %d)", m.a.level)
	if m.a.side == position.Red {
		setIfEmpty(g, "Red", you)
		setIfEmpty(g, "Black", engine)
	} else {
		setIfEmpty(g, "Red", engine)
		setIfEmpty(g, "Black", you)
	}
}
