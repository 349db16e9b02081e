package app

import (
	"xiangqi/web/game"
)

// analysisMode lets the player move both sides, with the engine's hints on
// request.
type analysisMode struct{ baseMode }

func (analysisMode) id() game.Mode  { return game.Analysis }
func (analysisMode) branches() bool { return true }
