package app

import (
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/wire"
)

// Natural pace: the weak levels answer within milliseconds, so fast that a
// new player misses the reply. With the pace setting on (the default), a
// reply that comes sooner than a short least thinking time is held until
// then; the board stays locked and the status says the computer thinks, as
// it would at a stronger level.

// Least thinking times: MinThink for a position with few choices, growing
// with the engine's legal moves up to MaxThink, so the pace varies with the
// position the way a person's does.
const (
	MinThink = 400 * time.Millisecond
	MaxThink = 800 * time.Millisecond
)

// thinkTime is the least time the engine seems to take in p, the position
// it moves from: MinThink plus 10 ms for each legal move, at most MaxThink;
// a forced reply (one legal move) comes at MinThink.
func thinkTime(p *position.Position) time.Duration {
	var buf [position.MaxMoves]position.Move
	n := len(p.LegalMoves(buf[:0]))
	if n <= 1 {
		return MinThink
	}
	return min(MinThink+time.Duration(n)*10*time.Millisecond, MaxThink)
}

// replyArrived takes the engine's move: it is played at once, or held until
// the least thinking time has passed since the search began.
func (a *App) replyArrived(m wire.BestMove) {
	if !a.mode.acceptsReply() {
		a.searchID = 0
		a.sync()
		return
	}
	wait := time.Duration(0)
	// A clock paces a timed game: a held reply would spend time on the
	// engine's clock that its own plan never gave away.
	if a.settings.Pace && a.pl.clock == nil {
		wait = thinkTime(a.game.Position()) - a.opts.Now().Sub(a.searchStart)
	}
	if wait <= 0 {
		a.searchID = 0
		a.engineMove(m)
		return
	}
	a.held = &m
	id := a.searchID
	a.plat.After(wait, func() {
		if a.held != nil && a.searchID == id {
			a.releaseHeld()
		}
	})
}

// releaseHeld plays the held reply now.
func (a *App) releaseHeld() {
	m := *a.held
	a.held = nil
	a.searchID = 0
	a.engineMove(m)
}

// lastSearch is what the engine said of the search for its last move: depth
// and score (or a book move), and the side it played, so the score can be
// shown from Red's side after the move.
type lastSearch struct {
	info  engineInfo
	mover position.Color
}

// LastSearchText is the depth and score of the engine's last move, shown
// when the player wants engine details, or "".
func (a *App) lastSearchText() string {
	if !a.settings.Info || !a.last.info.shown {
		return ""
	}
	return a.T("status.lastsearch", a.searchText(a.last.info, a.last.mover))
}
