package app

import (
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/game"
	"xiangqi/web/settings"
)

// twoPlayersMode is two people at one device (双人对弈): both sides move by
// hand and the engine is never started. Taking a move back asks the other
// player first; either may offer a draw or resign. The board lies as the
// layout setting says: as usual, face to face (Black's pieces, clock and
// controls turned towards the Black player, for a phone or tablet lying flat
// between them), or turned after every move to the side to move.
type twoPlayersMode struct{ baseMode }

func (twoPlayersMode) id() game.Mode          { return game.TwoPlayers }
func (twoPlayersMode) usesEngine() bool       { return false }
func (twoPlayersMode) undoNeedsConsent() bool { return true }
func (twoPlayersMode) drawsBetweenPlayers() bool {
	return true
}

func (m twoPlayersMode) canResign() bool { return !m.a.game.Over() && m.a.game.Ply() > 0 }

// afterChange turns the board to the side to move in the "turn" layout.
func (m twoPlayersMode) afterChange() {
	if m.a.settings.Layout == settings.LayoutTurn {
		m.a.board.Bottom = m.a.game.Position().SideToMove()
	}
}

// tags name the players by colour, unless the record names them.
func (m twoPlayersMode) tags(g *notation.Game) {
	setIfEmpty(g, "Red", m.a.T("color.red"))
	setIfEmpty(g, "Black", m.a.T("color.black"))
}

func (m twoPlayersMode) layout() string { return m.a.settings.Layout }

// laidOut modes choose how the board lies (settings.Layout's values).
type laidOut interface{ layout() string }

// Layout returns how the board lies: settings.LayoutNormal, except in a
// mode that lays it out (a game between two people: the layout setting).
func (a *App) Layout() string {
	if l, ok := a.mode.(laidOut); ok {
		return l.layout()
	}
	return settings.LayoutNormal
}

// SeatActions reports whether each player has their own clock and
// controls beside the board (face to face).
func (a *App) SeatActions() bool { return a.Layout() == settings.LayoutFaceToFace }

// ToMove returns the side to move in the game in hand.
func (a *App) ToMove() position.Color { return a.game.Position().SideToMove() }
