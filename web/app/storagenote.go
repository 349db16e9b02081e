package app

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
