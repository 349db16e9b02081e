package app

import (
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
	"xiangqi/engine/wire"
	"xiangqi/web/board"
	"xiangqi/web/game"
	"xiangqi/web/link"
	"xiangqi/web/settings"
)

// puzzleMode is an attempt at one of the composed endgames (puzzles.go holds
// the collection and the progress): the player takes Red against the engine
// at full strength, and after every move the attempt is judged. It is saved
// like a game in play mode, so a reload resumes the attempt
// (progress.Current names its puzzle).
type puzzleMode struct {
	playMode
	cur     puzzles.Puzzle
	outcome puzzles.Outcome
}

// Puzzle engine settings: the defender plays at full strength but thinks for
// a short, fixed time so the page stays responsive; a hint off the main line
// gets the same time, since the composed endgames are sharp.
const (
	PuzzleMoveTimeMs = 1500
	PuzzleHintTimeMs = 1500
)

func (m *puzzleMode) engineSearch() wire.Go {
	return wire.Go{Level: settings.MaxLevel, MovetimeMs: PuzzleMoveTimeMs}
}

func (m *puzzleMode) hintSearch() wire.Go {
	return wire.Go{MovetimeMs: PuzzleHintTimeMs}
}

// hint draws the next move of the solver's main line when the game has
// followed the line so far; if not, the engine is asked.
func (m *puzzleMode) hint() bool {
	a := m.a
	mv, ok := m.cur.LineMove(a.game.Moves())
	pos := a.game.Position()
	if !ok || !pos.IsLegal(mv) {
		return false
	}
	a.board.SetArrow(board.ArrowHint, mv)
	a.plat.Notify(a.T("msg.linehint", notation.Format(pos, mv, a.notation())), false)
	a.plat.Changed()
	return true
}

func (m *puzzleMode) share() link.Share { return link.Share{Puzzle: m.cur.Number} }

// tags names the puzzle and the players.
func (m *puzzleMode) tags(g *notation.Game) {
	a := m.a
	setIfEmpty(g, "Event", a.T("puzzle.event", m.cur.Number, a.puzzleTitle(m.cur)))
	setIfEmpty(g, "Red", "Player")
	setIfEmpty(g, "Black", "Computer (full strength)")
}

// afterChange judges the attempt, recording a solved puzzle and opening the
// result when the attempt ends.
func (m *puzzleMode) afterChange() {
	a := m.a
	known := !a.game.Over() && a.opts.KnownDraw != nil && a.opts.KnownDraw(a.game.Position())
	o := puzzles.Judge(m.cur.Goal(), a.game.Outcome().PositionResult(), known)
	if o == m.outcome {
		return
	}
	m.outcome = o
	n := m.cur.Number
	switch o {
	case puzzles.Solved:
		if a.pz.progress.MarkSolved(n) {
			a.pz.changes++
			a.storeProgress()
		}
		a.plat.Announce(a.T("msg.puzzlesolved", n))
	case puzzles.Failed:
		a.plat.Announce(a.T("msg.puzzlefailed", n))
	default:
		return // taken back: the attempt goes on
	}
	if !a.game.Over() {
		// A known draw ends the attempt while the game could go on: the
		// game's own end (sound, dialog) did not happen, so give them here.
		if o == puzzles.Solved {
			a.sound(SoundWin)
		} else {
			a.sound(SoundLoss)
		}
		a.plat.GameOver()
	}
}

// leave ends the attempt: the progress no longer names a current puzzle.
func (m *puzzleMode) leave() {
	a := m.a
	a.pz.changes++
	if a.pz.progress.Current != 0 {
		a.pz.progress.Current = 0
		a.storeProgress()
	}
}

// newPuzzleMode makes the mode of an attempt at p.
func (a *App) newPuzzleMode(p puzzles.Puzzle) *puzzleMode {
	a.pz.changes++
	return &puzzleMode{playMode: playMode{baseMode{a}}, cur: p, outcome: puzzles.Playing}
}

// attempt returns the puzzle attempt in hand, if the game is one.
func (a *App) attempt() (*puzzleMode, bool) {
	m, ok := a.mode.(*puzzleMode)
	return m, ok
}

// StartPuzzle starts an attempt at puzzle n (1 to puzzles.Count); before the
// collection has loaded, it loads it and starts the puzzle then.
func (a *App) StartPuzzle(n int) {
	if n < 1 || n > puzzles.Count {
		return
	}
	if a.pz.list == nil {
		a.pz.want = n
		a.RequestPuzzles()
		return
	}
	if n > len(a.pz.list) {
		return
	}
	p := a.pz.list[n-1]
	start, err := p.Position()
	if err != nil { // the collection's positions were checked when it loaded
		a.plat.Notify(a.T("msg.puzzlesfailed", err.Error()), true)
		return
	}
	a.side = position.Red
	a.replaceGame(game.New(start), a.newPuzzleMode(p), false)
	a.pz.progress.Last = n
	a.pz.progress.Current = n
	a.storeProgress()
	a.sound(SoundNewGame)
	a.plat.Announce(a.T("announce.puzzle", n, a.puzzleTitle(p), a.goalText(p)))
	a.sync()
}

// resumePuzzle re-enters the puzzle mode after a reload when the saved game
// is the attempt at progress.Current.
func (a *App) resumePuzzle() {
	n := a.pz.progress.Current
	if n < 1 || n > len(a.pz.list) {
		return
	}
	p := a.pz.list[n-1]
	if p.FEN != a.game.Start().FEN() || a.mode.id() != game.Play || a.side != position.Red {
		a.pz.progress.Current = 0
		a.storeProgress()
		return
	}
	a.mode = a.newPuzzleMode(p) // the game in hand is the attempt
	a.sync()
}

// RestartPuzzle starts the current puzzle again.
func (a *App) RestartPuzzle() {
	if m, ok := a.attempt(); ok {
		a.StartPuzzle(m.cur.Number)
	}
}

// NextPuzzle and PrevPuzzle move to the neighbouring puzzle.
func (a *App) NextPuzzle() { a.stepPuzzle(1) }

// PrevPuzzle starts the puzzle before the current one.
func (a *App) PrevPuzzle() { a.stepPuzzle(-1) }

func (a *App) stepPuzzle(delta int) {
	n := a.pz.progress.Last + delta
	if m, ok := a.attempt(); ok {
		n = m.cur.Number + delta
	}
	if n >= 1 && n <= puzzles.Count {
		a.StartPuzzle(n)
	}
}

// InPuzzle reports whether the game is an attempt at a puzzle.
func (a *App) InPuzzle() bool {
	_, ok := a.attempt()
	return ok
}
