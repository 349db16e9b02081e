package app

import (
	"time"

	"xiangqi/engine/position"
	"xiangqi/web/game"
)

// viewMode is a record to look through: nobody moves and the engine is never
// started (an embedded game in a blog post, say). What the viewer shows and
// does beyond stepping (the shown move's comment, the variations that branch
// from it, autoplay, a record loaded from an address) is viewer.go.
type viewMode struct {
	baseMode
	// playing: autoplay steps through the moves every delay.
	playing bool
	delay   time.Duration
	// loading: the record of a pgnurl= is on its way; start is how the
	// viewer begins once it is here.
	loading bool
	start   viewStart
}

func (*viewMode) id() game.Mode              { return game.View }
func (*viewMode) mover(position.Color) mover { return moverNobody }
func (*viewMode) usesEngine() bool           { return false }
func (*viewMode) undoPlies() int             { return 0 }

// newViewMode is a view of the game in hand; a view that replaces another
// (a record loaded into the viewer) keeps its speed.
func (a *App) newViewMode() mode {
	m := &viewMode{baseMode: baseMode{a}, delay: DefaultAutoplayDelay}
	if old, ok := a.viewing(); ok {
		m.delay = old.delay
	}
	return m
}
