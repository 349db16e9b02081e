package app

import (
	"strings"

	"xiangqi/web/game"
	"xiangqi/web/storage"
)

// A link that opens a game (#fen=, #moves=, #puzzle=) while the player has a
// game in progress never replaces it silently: the game in progress is kept
// as the previous game, saved with the page's state, and the page offers to
// go back to it. Going back swaps the two, so the linked game stays
// reachable in turn.

// keepPrevious remembers the saved game s before a link replaces it, unless
// it has no moves or is the linked game itself.
func (a *App) keepPrevious(s *storage.Game, linked *game.Game) {
	if s == nil || len(s.Moves) == 0 {
		return
	}
	if linked != nil && s.FEN == linked.StartFEN() && strings.Join(s.Moves, " ") == strings.Join(linked.ICCS(), " ") {
		return
	}
	a.previous = s
}

// HasPrevious reports whether a game replaced by a link can be gone back to.
func (a *App) HasPrevious() bool { return a.previous != nil && !a.embed }

// PreviousText says what the kept game is.
func (a *App) PreviousText() string {
	if a.previous == nil {
		return ""
	}
	return a.T("previous.kept", len(a.previous.Moves))
}

// BackToPrevious swaps the game in hand with the kept one.
func (a *App) BackToPrevious() {
	if a.previous == nil {
		return
	}
	g, err := a.previous.Build()
	if err != nil {
		a.previous = nil
		a.plat.Changed()
		return
	}
	kept := a.previous
	a.previous = storage.FromGame(a.game, a.side, a.level, a.mode.id(), a.board.Bottom != a.defaultBottom(), a.cursor)
	a.previous.Play = a.keptPlay()
	a.side, a.level = colorOf(kept.Side), kept.Level
	a.replaceGame(g, a.makeMode(kept.Mode), false)
	a.restorePlay(kept.Play)
	if kept.Flip {
		a.board.Bottom = a.board.Bottom.Other()
	}
	if p, err := game.ParsePath(kept.Cursor); err == nil && kept.Cursor != "" && g.Valid(p) {
		a.setCursor(p)
	}
	a.sync()
}

// DismissPrevious forgets the kept game.
func (a *App) DismissPrevious() {
	a.previous = nil
	a.persist()
	a.plat.Changed()
}

// LinkOpened is told of a link opened in this tab while the page is open (a
// link pasted in the address bar, or tapped on a page of the site): only the
// URL's fragment changes, which loads nothing, so the page would go on as if
// the link had not been opened. It reports whether the page should reload,
// so that Start reads the link as it reads every link, the game in progress
// kept as the previous game. Where the browser keeps nothing across a reload
// (kept is false), a game with moves would be lost: the page says so and
// stays. An embedded board takes its positions from its host's messages.
func (a *App) LinkOpened(fragment string, kept bool) (reload bool) {
	if a.embed || strings.TrimPrefix(fragment, "#") == "" {
		return false
	}
	if !kept && a.game.Ply() > 0 {
		a.plat.Notify(a.T("msg.linkinplace"), true)
		return false
	}
	return true
}
