package app

import (
	"xiangqi/engine/position"
	"xiangqi/web/game"
)

// The controls an embedding page has over an embedded board (see package
// web/embed for the messages that carry them).

// SetGame replaces the game with g (the embedder's setPosition). The mode
// stays; in play mode the player takes side when hasSide, or else the side
// to move, so a shared position is the player's to play. The orientation
// stays too: the embedder sets it apart.
func (a *App) SetGame(g *game.Game, side position.Color, hasSide bool) {
	if _, seated := a.mode.seat(); seated {
		a.side = g.Position().SideToMove()
		if hasSide {
			a.side = side
		}
	}
	a.replaceGame(g, a.makeMode(a.mode.id()), true)
	a.sync()
}

// SetOrientation puts c at the bottom of the board.
func (a *App) SetOrientation(c position.Color) {
	if a.board.Bottom == c {
		return
	}
	a.board.Bottom = c
	a.persist()
	a.plat.Changed()
}
