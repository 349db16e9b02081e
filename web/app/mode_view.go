package app

import (
	"xiangqi/engine/position"
	"xiangqi/web/game"
)

// viewMode is a record to look through: nobody moves and the engine is never
// started (an embedded game in a blog post, say).
type viewMode struct{ baseMode }

func (viewMode) id() game.Mode              { return game.View }
func (viewMode) mover(position.Color) mover { return moverNobody }
func (viewMode) usesEngine() bool           { return false }
func (viewMode) undoPlies() int             { return 0 }
