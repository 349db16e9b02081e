package app

import (
	"strconv"

	"xiangqi/engine/position"
)

// The opponent line: in a game against the engine, who the player faces
// (the level's number and name) and how the material stands, so a player
// knows what they are up against and what was taken without counting.

// pieceValue is the usual rough worth of each piece in pawns (a cannon a
// little above a horse in the middlegame), for the material balance only.
var pieceValue = [...]int{position.King: 0, position.Advisor: 2, position.Elephant: 2, position.Horse: 4,
	position.Rook: 9, position.Cannon: 4, position.Pawn: 1}

// takenOrder lists the piece types from the most valuable, the order taken
// pieces are shown in.
var takenOrder = []position.PieceType{position.Rook, position.Cannon, position.Horse, position.Advisor,
	position.Elephant, position.Pawn}

// Opponent is what the opponent line shows.
type Opponent struct {
	// Name is the engine and its level: "Computer · level 3, Beginner".
	Name string
	// Taken are the pieces each side has taken from the other since the
	// game's start, most valuable first: Taken[position.Red] are Black
	// pieces Red took.
	Taken [2][]position.Piece
	// TakenText says the same in words, for screen readers: "Captured by
	// Red: chariot, horse" (one entry per side that took anything).
	TakenText []string
	// Balance is Red's material minus Black's in pawns, as taken since the
	// start; BalanceText says it in words ("Red ahead by 3").
	Balance     int
	BalanceText string
}

// Opponent returns the opponent line; ok is false when the engine plays
// neither side of the game in hand.
func (a *App) Opponent() (o Opponent, ok bool) {
	if a.mode.mover(position.Red) != moverEngine && a.mode.mover(position.Black) != moverEngine {
		return o, false
	}
	if name := a.LevelName(a.level); name != "" {
		o.Name = a.T("opponent.engine", a.level, name)
	} else {
		o.Name = a.T("opponent.engineno", a.level)
	}
	start, now := a.game.Start(), a.shownPosition()
	for _, taker := range []position.Color{position.Red, position.Black} {
		lost := taker.Other()
		var words []string
		for _, t := range takenOrder {
			gone := start.Count(lost, t) - now.Count(lost, t)
			for i := 0; i < gone; i++ {
				o.Taken[taker] = append(o.Taken[taker], position.MakePiece(lost, t))
				words = append(words, a.pieceName(position.MakePiece(lost, t)))
			}
			if gone > 0 {
				worth := gone * pieceValue[t]
				if taker == position.Red {
					o.Balance += worth
				} else {
					o.Balance -= worth
				}
			}
		}
		if len(words) > 0 {
			o.TakenText = append(o.TakenText, a.T("opponent.captured", a.colorName(taker), a.joinList(words)))
		}
	}
	switch {
	case o.Balance > 0:
		o.BalanceText = a.T("opponent.ahead", a.colorName(position.Red), strconv.Itoa(o.Balance))
	case o.Balance < 0:
		o.BalanceText = a.T("opponent.ahead", a.colorName(position.Black), strconv.Itoa(-o.Balance))
	default:
		o.BalanceText = a.T("opponent.even")
	}
	return o, true
}

// pieceName names a piece with its colour: "Red chariot", "红车" (the
// editor's words, texts_editor.go).
func (a *App) pieceName(pc position.Piece) string { return a.T("piece." + string(pc.Letter())) }

// joinList joins words as a list in the page's language: "chariot, horse",
// "车、马".
func (a *App) joinList(words []string) string {
	sep := a.T("list.sep")
	out := ""
	for i, w := range words {
		if i > 0 {
			out += sep
		}
		out += w
	}
	return out
}
