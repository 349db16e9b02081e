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

	// Each of the player's moves is judged (see judgeMove): the move the
	// solution plays, another that keeps the goal, or not the move (taken
	// back, to try again).
	verdict MoveVerdict
	judged  string // the move judged, in the player's notation
	judging bool   // waiting for the engine's search to judge the last move
	plies   int    // the game's plies when last looked at
	help    bool   // a hint, a take-back or a move judged wrong in this attempt
}

// MoveVerdict is how the page judged the player's last move in a puzzle
// (the card's data-move hook).
type MoveVerdict string

const (
	MoveNone     MoveVerdict = ""
	MoveChecking MoveVerdict = "checking" // the engine is looking at it
	MoveBest     MoveVerdict = "best"     // the solution's own move
	MoveGood     MoveVerdict = "good"     // another move that keeps the goal
	MoveWrong    MoveVerdict = "wrong"    // it throws the goal away: taken back
)

// Scores (centipawns, from the defender's side, as its search reports them)
// past which the player's move is judged to have kept a win or thrown a
// draw away, when the search finds no mate.
const (
	puzzleKeepsWin  = -150
	puzzleLosesDraw = 300
)

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
	m.helped()
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
	m.judgeMove()
	known := !a.game.Over() && a.opts.KnownDraw != nil && a.opts.KnownDraw(a.game.Position())
	o := puzzles.Judge(m.cur.Goal(), a.game.Outcome().PositionResult(), known)
	if o == m.outcome {
		return
	}
	m.outcome = o
	n := m.cur.Number
	switch o {
	case puzzles.Solved:
		marked := false
		if m.help {
			marked = a.pz.progress.MarkHelped(n)
			a.plat.Announce(a.T("msg.puzzlehelped", n))
		} else {
			marked = a.pz.progress.MarkSolved(n)
			a.plat.Announce(a.T("msg.puzzlesolved", n))
		}
		if marked {
			a.pz.changes++
			a.storeProgress()
		}
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

// judgeMove looks at the game after a change: a new move of the player's
// is the solution's (judged at once) or waits for the engine's search
// (acceptsReply); a move taken back counts as help.
func (m *puzzleMode) judgeMove() {
	a := m.a
	plies := a.game.Ply()
	defer func() { m.plies = plies }()
	if plies < m.plies {
		m.helped()
		m.judging = false
		return
	}
	if plies == m.plies || a.game.Position().SideToMove() != position.Black {
		return
	}
	moves := a.game.Moves()
	last := moves[len(moves)-1]
	before := a.game.At(plies - 1)
	m.judged = notation.Format(before, last, a.notation())
	if line, ok := m.cur.LineMove(moves[:len(moves)-1]); ok && line == last {
		m.verdict, m.judging = MoveBest, false
		a.plat.Announce(a.T("puzzle.move.best", m.judged))
		return
	}
	if a.game.Over() {
		m.verdict, m.judging = MoveNone, false
		return
	}
	m.verdict, m.judging = MoveChecking, true
}

// acceptsReply judges a move off the solution's line by the engine's search
// for its reply, which is from the defender's side: a mate for Red, or a
// score past the threshold, keeps a win; a draw is lost by a mate for Black
// or a clear advantage. A move that loses the goal is taken back, and the
// reply is not played.
func (m *puzzleMode) acceptsReply() bool {
	a := m.a
	if !m.judging {
		return true
	}
	m.judging = false
	info := a.info
	keeps := true
	if info.shown {
		if m.cur.Goal() == puzzles.Win {
			keeps = info.Mate < 0 || (info.Mate == 0 && info.Score <= puzzleKeepsWin)
		} else {
			keeps = !(info.Mate > 0 || (info.Mate == 0 && info.Score >= puzzleLosesDraw))
		}
	}
	if keeps {
		m.verdict = MoveGood
		a.plat.Announce(a.T("puzzle.move.good."+string(m.cur.Goal()), m.judged))
		return true
	}
	m.verdict = MoveWrong
	m.helped()
	a.game.TakeBack(1)
	m.plies = a.game.Ply()
	a.cursor = nil
	a.board.Deselect()
	a.sound(SoundIllegal)
	a.plat.Announce(a.T("puzzle.move.wrong."+string(m.cur.Goal()), m.judged))
	return false
}

// helped records that the attempt had help, in the progress too so that a
// reload keeps it.
func (m *puzzleMode) helped() {
	if m.help {
		return
	}
	m.help = true
	a := m.a
	if a.pz.progress.Current == m.cur.Number {
		a.pz.progress.CurrentHelp = true
		a.storeProgress()
	}
}

// leave ends the attempt: the progress no longer names a current puzzle.
func (m *puzzleMode) leave() {
	a := m.a
	a.pz.changes++
	if a.pz.progress.Current != 0 {
		a.pz.progress.Current, a.pz.progress.CurrentHelp = 0, false
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
	a.pz.progress.CurrentHelp = false
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
	m := a.newPuzzleMode(p) // the game in hand is the attempt
	// As it stood: with its help, and judged already (a solve is not
	// counted again).
	m.help = a.pz.progress.CurrentHelp
	m.plies = a.game.Ply()
	known := !a.game.Over() && a.opts.KnownDraw != nil && a.opts.KnownDraw(a.game.Position())
	m.outcome = puzzles.Judge(p.Goal(), a.game.Outcome().PositionResult(), known)
	a.mode = m
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
