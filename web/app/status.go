package app

import (
	"fmt"

	"xiangqi/engine/position"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
)

// States of the status line, as its data-state hook spells them.
const (
	StateReady    = "ready"
	StateYourTurn = "your-turn"
	StateThinking = "thinking"
	StateGameOver = "game-over"
)

// Status is what the status line shows.
type Status struct {
	State  string      // data-state
	Result game.Result // data-result, when over
	Reason game.Reason // data-reason, when over
	Text   string      // the main line
	Detail string      // engine depth and score, review position, errors
}

// Status returns the status line.
func (a *App) Status() Status {
	if s, ok := a.viewerStatus(); ok {
		return s
	}
	s := Status{}
	switch {
	case a.game.Over():
		o := a.game.Outcome()
		s.State, s.Result, s.Reason = StateGameOver, o.Result, o.Reason
		s.Text = a.statusOverText()
	case a.viewOnly():
		s.State = StateReady
		s.Text = a.T("status.view")
		if note := a.mode.statusNote(); note != "" {
			s.Text = note
		}
	case a.engineToMove():
		s.State = StateThinking
		switch {
		case a.engine.Dead():
			s.Text = a.engineDeadText()
		case a.searchID == 0 && a.engErr != "":
			s.Text = a.T("msg.engineerror", a.engErr)
		case !a.engine.Ready():
			s.Text = a.T("status.waiting")
		default:
			s.Text = a.T("status.thinking")
			s.Detail = a.infoText()
		}
	default:
		s.State = StateYourTurn
		// A seated player's turn is the live game's; without a seat (analysis,
		// two players at one board) the line speaks of the position on the
		// board, which is where the next move is played from.
		said := a.game.Position()
		if seat, ok := a.mode.seat(); ok {
			s.Text = a.T("status.yourturn") + " · " + a.colorName(seat)
		} else {
			said = a.shownPosition()
			s.Text = a.T("status.tomove", a.colorName(said.SideToMove()))
		}
		if said.InCheck() {
			s.Text = a.T("status.check") + " " + s.Text
		}
		s.Detail = a.lastSearchText()
		if a.hintID != 0 {
			s.Detail = a.T("status.hinting")
		}
		// The message of a dead engine stays on the line, so the player
		// knows before moving that no reply will come (engineGaveUp says it
		// once, in a message gone after a few seconds or only read out).
		if a.engine.Dead() && a.mode.usesEngine() {
			s.Detail = a.engineDeadText()
		}
	}
	if d := a.playDetail(); d != "" {
		s.Detail = d
	}
	if a.cursor != nil {
		switch ply := len(a.cursor); {
		case ply == 0:
			s.Detail = a.T("status.start")
		case a.cursor.IsMain():
			s.Detail = a.T("status.reviewing", ply, a.game.Ply())
		default:
			s.Detail = a.T("status.variation", ply)
		}
	}
	return s
}

// overText says who won and why; a result a record gives without a reason
// (ReasonNone) is said by colour alone.
func (a *App) overText(o game.Outcome) string {
	if o.Reason == game.ReasonNone {
		return a.T("result." + string(o.Result))
	}
	return a.T("status.over", a.T("result."+string(o.Result)), a.T(reasonKey(o)))
}

// statusOverText says who won and why, and in play whether the player won.
func (a *App) statusOverText() string {
	o := a.game.Outcome()
	text := a.overText(o)
	if seat, ok := a.mode.seat(); ok && o.Result != game.Draw {
		if (o.Result == game.RedWins) == (seat == position.Red) {
			return a.T("result.youwin") + " " + text
		}
		return a.T("result.youlose") + " · " + text
	}
	return text
}

// OverHeadline returns the game-over dialog's headline: in play, whether the
// player won, lost or drew; otherwise the result.
func (a *App) OverHeadline() string {
	o := a.game.Outcome()
	seat, seated := a.mode.seat()
	switch {
	case o.Result == game.Ongoing:
		return ""
	case o.Result == game.Draw:
		return a.T("result.draw")
	case !seated:
		return a.T("result." + string(o.Result))
	case (o.Result == game.RedWins) == (seat == position.Red):
		return a.T("result.youwin")
	}
	return a.T("result.youlose")
}

// OverDetail returns who won and why, such as "Red wins: checkmate".
func (a *App) OverDetail() string {
	o := a.game.Outcome()
	if o.Result == game.Ongoing {
		return ""
	}
	return a.overText(o)
}

// infoText is the engine's depth and score while it thinks, when the player
// wants them.
func (a *App) infoText() string {
	if !a.settings.Info || !a.info.shown {
		return ""
	}
	return a.searchText(a.info, a.game.Position().SideToMove())
}

// searchText writes a search report of the engine playing mover: a book
// move, or the depth and the score (mate distances from the engine's side,
// centipawns from Red's side, as xiangqi programs usually show them).
func (a *App) searchText(m engineInfo, mover position.Color) string {
	if m.book {
		return a.T("status.book")
	}
	text := a.T("status.depth", m.Depth)
	switch {
	case m.Mate > 0:
		text += " · " + a.T("status.mate", m.Mate)
	case m.Mate < 0:
		text += " · " + a.T("status.mated", -m.Mate)
	default:
		score := m.Score
		if mover == position.Black {
			score = -score
		}
		text += fmt.Sprintf(" · %+.2f", float64(score)/100)
	}
	return text
}

// colorName names a side.
func (a *App) colorName(c position.Color) string {
	if c == position.Red {
		return a.T("color.red")
	}
	return a.T("color.black")
}

// Moves returns the main line's moves in the current notation.
func (a *App) Moves() []MoveItem {
	var out []MoveItem
	for _, row := range a.MoveList().Rows {
		for _, it := range []*MoveItem{row.Red, row.Black} {
			if it != nil {
				out = append(out, *it)
			}
		}
	}
	return out
}

// Opening returns the name of the game's opening, or "".
func (a *App) Opening() string {
	if a.opts.Opening == nil || a.game.StartFEN() != "" || a.game.Ply() == 0 {
		return ""
	}
	zh, en, ok := a.opts.Opening(a.game.Moves())
	if !ok {
		return ""
	}
	return i18n.Name(a.settings.Lang, zh, en)
}

// Players returns the red and black names from a loaded game's headers.
func (a *App) Players() (red, black string) {
	return a.game.Tag("Red"), a.game.Tag("Black")
}

// Event returns the event header of a loaded game.
func (a *App) Event() string { return a.game.Tag("Event") }
