package app

import (
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/wire"
	"xiangqi/web/game"
	"xiangqi/web/link"
)

// A mode is how the controller treats the game in hand: who moves each side,
// what the engine is asked, what a hint, a share link and a saved PGN are, and
// what happens after every change. The controller asks its mode and never
// branches on which mode it is; a new mode is one new file with a type that
// embeds baseMode and overrides what differs, plus a line in modeMakers when
// links and saved games may name it.
//
// The game, its review position and the engine client stay in App: a mode
// holds only what is its own (a puzzle attempt's puzzle and outcome, say).
type mode interface {
	// id is the mode's name in links, storage and the page's data-mode hook.
	id() game.Mode
	// mover says who moves side c in the game in hand.
	mover(c position.Color) mover
	// usesEngine reports whether the mode needs the engine worker (for
	// moves, hints or analysis); a mode that does not never starts it.
	usesEngine() bool
	// branches reports whether a move from an earlier position goes into
	// the tree as a variation; otherwise the board is locked there and a
	// touch returns to the game.
	branches() bool
	// analyses reports whether the engine analyses the shown position
	// without end (the analysis board, analysis.go).
	analyses() bool
	// intercept takes a move the player made on the board for the mode's
	// own use (a quiz) and reports whether it did; otherwise the move is
	// played into the game.
	intercept(m position.Move) bool
	// shown runs after the board shows a position (arrows of the mode's own).
	shown()
	// engineSearch is the search for the engine's move.
	engineSearch() wire.Go
	// hint shows a hint without the engine and reports whether it did (a
	// puzzle's known line); otherwise the engine is asked with hintSearch.
	hint() bool
	hintSearch() wire.Go
	// undoPlies is how many plies Undo takes back now.
	undoPlies() int
	// canResign reports whether the player may resign now.
	canResign() bool
	// seat is the player's side when the mode has one (ok false when
	// people move both sides or nobody moves): it decides the default
	// orientation, the game-over headline ("You win") and the end sound.
	seat() (c position.Color, ok bool)
	// afterChange runs after every change of the game, before the board is
	// drawn again (from sync).
	afterChange()
	// leave runs when the game in hand is replaced.
	leave()
	// decorate adds the mode's marks to the board after it is set to the
	// shown position (a lesson's goal, its piece picked up).
	decorate()
	// statusNote is the status line's words while nobody at this page
	// moves, or "" for the usual "Viewing a game".
	statusNote() string
	// acceptsReply reports whether the engine's move, just arrived, is
	// played; a puzzle judges the player's move by the engine's search
	// and takes it back instead when it threw the win away.
	acceptsReply() bool
	// share describes the share link of the game in hand.
	share() link.Share
	// tags sets the mode's PGN headers of a saved game (players, event).
	tags(g *notation.Game)
}

// mover is who moves one side.
type mover int

const (
	moverNobody mover = iota // a record to look through
	moverPlayer              // a person at this page
	moverEngine              // the engine in the worker
)

// modeMakers builds the modes a link or a saved game can name.
var modeMakers = map[game.Mode]func(a *App) mode{
	game.Play:       func(a *App) mode { return &playMode{baseMode{a}} },
	game.View:       func(a *App) mode { return a.newViewMode() },
	game.Analysis:   func(a *App) mode { return &analysisMode{baseMode{a}} },
	game.Review:     func(a *App) mode { return &reviewMode{baseMode{a}} },
	game.Editor:     func(a *App) mode { return a.editorOrView() },
	game.Lesson:     func(a *App) mode { return a.resumeLessonMode() },
	game.TwoPlayers: func(a *App) mode { return &twoPlayersMode{baseMode{a}} },
	game.Watch:      func(a *App) mode { return &watchMode{baseMode{a}} },
}

// makeMode returns the mode named id, or play for a name no maker knows.
func (a *App) makeMode(id game.Mode) mode {
	if make, ok := modeMakers[id]; ok {
		return make(a)
	}
	return modeMakers[game.Play](a)
}

// baseMode holds the answers most modes share: people move both sides with
// the engine giving hints at the page's hint time; Undo takes one ply.
type baseMode struct{ a *App }

func (baseMode) mover(position.Color) mover   { return moverPlayer }
func (baseMode) usesEngine() bool             { return true }
func (baseMode) branches() bool               { return false }
func (baseMode) analyses() bool               { return false }
func (baseMode) intercept(position.Move) bool { return false }
func (baseMode) shown()                       {}
func (b baseMode) engineSearch() wire.Go      { return wire.Go{Level: b.a.level} }
func (baseMode) hint() bool                   { return false }
func (b baseMode) hintSearch() wire.Go {
	return wire.Go{MovetimeMs: int(b.a.opts.HintTime.Milliseconds())}
}
func (baseMode) canResign() bool              { return false }
func (baseMode) seat() (position.Color, bool) { return position.Red, false }
func (baseMode) afterChange()                 {}
func (baseMode) leave()                       {}
func (baseMode) decorate()                    {}
func (baseMode) statusNote() string           { return "" }
func (baseMode) acceptsReply() bool           { return true }
func (baseMode) tags(*notation.Game)          {}
func (b baseMode) undoPlies() int             { return min(1, b.a.game.Ply()) }

// share links to the game in hand as its position and moves, in this mode.
func (b baseMode) share() link.Share {
	a := b.a
	return link.Share{FEN: a.game.StartFEN(), Moves: a.game.ICCS(), Side: a.side.String(), Level: a.level, Mode: a.mode.id()}
}
