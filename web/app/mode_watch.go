package app

import (
	"fmt"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/game"
)

// watchMode is the engine against itself at one level (mode=watch in a
// link, with tc= for a clock): nobody at the page moves, the engine plays
// both sides. It shows the engine's play to anyone curious, and it is how
// the browser tests measure the engine's clock handling through the page's
// own clock, worker and messages (web/e2e/play.test.mjs).
type watchMode struct{ baseMode }

func (watchMode) id() game.Mode              { return game.Watch }
func (watchMode) mover(position.Color) mover { return moverEngine }
func (watchMode) undoPlies() int             { return 0 }

// tags name both sides after the level.
func (m watchMode) tags(g *notation.Game) {
	name := fmt.Sprintf("Computer (level %d)", m.a.level)
	setIfEmpty(g, "Red", name)
	setIfEmpty(g, "Black", name)
}
