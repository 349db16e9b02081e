package app

import (
	"strings"

	"xiangqi/engine/position"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
	"xiangqi/web/link"
	"xiangqi/web/settings"
	"xiangqi/web/storage"
)

// Boot is what the page knows when it starts.
type Boot struct {
	// Stored is the saved state from local storage; HasStored is false when
	// there is none (a first visit) or storage is unavailable.
	Stored    string
	HasStored bool
	// Fragment is the URL fragment, with or without '#'.
	Fragment string
	// Language is navigator.language.
	Language string
}

// Start sets the page up from storage and the link, starts the engine if the
// game needs it, and reports whether the link's fragment was used (the page
// then clears it, so a reload resumes the game instead of reopening the
// link). Nothing it reads can make it fail: bad storage or a bad link gives a
// message and a fresh game.
func (a *App) Start(b Boot) (usedFragment bool) {
	a.settings = settings.Default(i18n.Detect(b.Language))
	var notices []string
	var stored *storage.Game
	fresh := true // no saved settings: the defaults follow the page's language
	if b.HasStored && strings.TrimSpace(b.Stored) != "" {
		st, err := storage.Decode(b.Stored)
		if err != nil {
			notices = append(notices, a.T("msg.badstorage"))
		} else {
			fresh = false
			a.settings = st.Settings
			stored = st.Game
			a.previous = st.Previous
		}
	}
	a.level = a.settings.Level
	a.side = colorOf(a.settings.Side)
	id := game.Play
	flip := false
	var cursor game.Path
	restored := false
	if stored != nil {
		if g, err := stored.Build(); err == nil {
			a.game, restored = g, true
			a.side = colorOf(stored.Side)
			a.level = stored.Level
			if stored.Mode != "" {
				id = stored.Mode
			}
			flip = stored.Flip
			if p, err := game.ParsePath(stored.Cursor); err == nil && stored.Cursor != "" {
				cursor = p
			}
		}
	}

	l, errs := link.Parse(b.Fragment)
	usedFragment = strings.TrimPrefix(b.Fragment, "#") != ""
	if lang, ok := l.Settings[settings.Lang]; ok && fresh {
		// A first visit through a link in another language gets that
		// language's defaults (Chinese notation for Chinese readers).
		if parsed, ok := i18n.Parse(lang); ok {
			a.settings = settings.Default(parsed)
		}
	}
	for name, v := range l.Settings {
		a.settings.Set(name, v) // checked by link.Parse
	}
	a.embed = l.Embed
	if l.Game != nil || l.Puzzle > 0 || freshGameLink(l) {
		a.keepPrevious(stored, l.Game)
	}
	if l.Game != nil || l.GameErr != nil {
		// A link with a game replaces the saved one; a bad one falls back to
		// the opening, never to half of what it asked for.
		a.game = game.NewStandard()
		if l.Game != nil {
			a.game = l.Game
		}
		id = game.Play
		if a.game.Over() {
			// A finished game is shown, not played (see setGame).
			id = game.View
		}
		// Without side=, the player takes the side to move, so a shared
		// position is the player's to play.
		a.side = a.game.Position().SideToMove()
		flip, cursor = false, nil
	}
	if l.GameErr != nil {
		notices = append(notices, a.T("msg.badlink", a.problemText(l.GameErr)))
	}
	if len(errs) > 0 {
		parts := make([]string, len(errs))
		for i, err := range errs {
			parts[i] = a.problemText(err)
		}
		notices = append(notices, a.T("msg.badlinkpart", a.joinList(parts)))
	}
	if l.Side != "" {
		a.side = colorOf(l.Side)
	}
	if l.Level != 0 {
		a.level = l.Level
	}
	if l.Mode != "" {
		id = l.Mode
	}
	notices = append(notices, a.loadLessons()...)
	a.mode = a.makeMode(id)
	a.bootPlay(stored, restored && l.Game == nil && l.GameErr == nil, l)
	if cursor != nil && a.game.Valid(cursor) {
		a.setCursor(cursor)
	}
	a.board.Bottom = a.defaultBottom()
	if flip {
		a.board.Bottom = a.board.Bottom.Other()
	}
	if l.HasFlip && l.Flip {
		a.board.Bottom = a.board.Bottom.Other()
	}

	notices = append(notices, a.bootPuzzles(l)...)
	notices = append(notices, a.bootEditor(l)...)
	notices = append(notices, a.bootViewer(l)...)
	a.booted = true
	a.ls.welcome = a.welcomeAtBoot()
	if a.mode.usesEngine() {
		a.engine.Start()
	}
	a.sync()
	for _, n := range notices {
		a.plat.Notify(n, true)
	}
	return usedFragment
}

// colorOf reads "red" or "black".
func colorOf(s string) position.Color {
	if s == "black" {
		return position.Black
	}
	return position.Red
}
