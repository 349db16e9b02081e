package app

// What the page says where it is embedded, or where the browser holds back
// what the page needs (its storage, its engine).

// StorageNote returns the quiet note a page shows once when the browser
// gives it no storage at all (a third-party frame with storage blocked, a
// sandbox, a strict private mode): the game plays on in memory, and the
// player should know it will not be there after a reload. An embedded board
// keeps nothing anyway (see persist), so it says nothing.
func (a *App) StorageNote() string {
	if a.embed {
		return ""
	}
	return a.T("msg.nostorage")
}

// engineDeadText says that the engine gave up. The full page keeps the game,
// so a reload plays on; an embedded board keeps nothing, and an engine that
// cannot start in its frame will not start on a reload either (the page
// offers a tab of its own instead).
func (a *App) engineDeadText() string {
	if a.embed {
		return a.T("msg.engineframe")
	}
	return a.T("msg.enginedead")
}
