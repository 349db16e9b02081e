package app

import (
	"xiangqi/engine/position"
	"xiangqi/web/game"
)

// The seats: a strip above and one below the board for the two sides of a
// timed game or a game between two people, with each side's name and
// clock. Face to face (a device lying flat between two players) each strip
// also carries its player's own controls and the question an offer puts to
// that player, and the top one is drawn turned towards the player sitting
// there. The page draws exactly what SeatView says.

// SeatView is one side's strip.
type SeatView struct {
	Side position.Color
	// Name is who plays the side: "You", "Computer · level 3", or the colour.
	Name  string
	Timed bool      // the game has a clock; Clock is this side's
	Clock ClockView // meaningful only when Timed
	// ToMove: this side is to move in a game that goes on.
	ToMove bool
	// Turned: the strip is drawn turned 180°, towards the player at the
	// far side of the board (face to face, the top strip).
	Turned bool
	// Controls: the strip has its player's own draw, undo and resign
	// buttons (face to face); the Can fields say which may be pressed.
	Controls                    bool
	CanDraw, CanUndo, CanResign bool
	// Ask is the offer this side's player answers (accept or decline), ""
	// when none waits for them.
	Ask string
}

// Seats returns the strips at the top and the bottom of the board as it
// lies now; ok is false when the page shows none (an untimed game that is
// not between two people, an embedded board).
func (a *App) Seats() (top, bottom SeatView, ok bool) {
	if a.embed || (a.pl.clock == nil && a.mode.id() != game.TwoPlayers) {
		return top, bottom, false
	}
	bottomSide := a.board.Bottom
	return a.seat(bottomSide.Other(), true), a.seat(bottomSide, false), true
}

// seat fills one side's strip; atTop is whether it lies at the far side.
func (a *App) seat(side position.Color, atTop bool) SeatView {
	v := SeatView{Side: side, Name: a.seatName(side)}
	v.Clock, v.Timed = a.Clock(side)
	over := a.game.Over()
	v.ToMove = !over && a.ToMove() == side
	if !a.SeatActions() {
		return v
	}
	v.Turned, v.Controls = atTop, true
	v.CanDraw = a.CanOfferDraw()
	v.CanResign = a.CanResign()
	// Only the player who has just moved asks to take that move back.
	v.CanUndo = a.CanUndo() && !over && a.ToMove() == side.Other()
	if _, from, waits := a.Offer(); waits && from == side.Other() {
		v.Ask = a.OfferText()
	}
	return v
}

// seatName names who plays side: the player and the engine in a game
// against it, else the side's colour.
func (a *App) seatName(side position.Color) string {
	switch a.mode.mover(side) {
	case moverEngine:
		return a.T("seat.computer", a.level)
	case moverPlayer:
		if seat, seated := a.mode.seat(); seated && seat == side {
			return a.T("seat.you")
		}
	}
	return a.colorName(side)
}

// PanelOffer is the question of an offer waiting for an answer when the
// players have no strips of their own to answer it in (not face to face);
// "" when there is none.
func (a *App) PanelOffer() string {
	if a.SeatActions() {
		return ""
	}
	return a.OfferText()
}
