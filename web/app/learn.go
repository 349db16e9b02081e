package app

import (
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/review"
	"xiangqi/engine/wire"
	"xiangqi/web/board"
	"xiangqi/web/settings"
)

// Learn from your mistakes: after a review, the page walks the player
// through each of their side's mistakes and blunders. At each it shows the
// position before the move and asks for a better one; the engine judges the
// answer with the review's own search, and a move within LearnMargin of the
// best expected score is accepted. The answer is shown on request.

// LearnMargin is how much expected score an answer may give away next to
// the engine's best move and still count as found.
const LearnMargin = 0.03

// Learn states, as the page's data-learn-state hook spells them.
const (
	LearnAsking   = "asking"   // waiting for the player's move
	LearnChecking = "checking" // the engine judges it
	LearnWrong    = "wrong"    // not good enough: try again
	LearnRight    = "right"    // found
	LearnShown    = "shown"    // the answer was shown
	LearnDone     = "done"     // no mistakes left
)

// learnSession is the quiz's state.
type learnSession struct {
	side  position.Color
	plies []int // the marked moves, in order
	index int
	state string
	tried position.Move // the player's last answer
	id    int           // the engine's judgement in flight
	pv    []position.Move
}

// StartLearn begins the quiz on side's mistakes of the finished review; it
// reports false (and says why) when there are none.
func (a *App) StartLearn(side position.Color) bool {
	if a.mode.id() != reviewModeID || !a.rv.done() {
		return false
	}
	var plies []int
	for _, m := range a.rv.result.Moves {
		if m.Mover == side && (m.Mark == review.MarkMistake || m.Mark == review.MarkBlunder) {
			plies = append(plies, m.Ply)
		}
	}
	if len(plies) == 0 {
		a.plat.Notify(a.T("learn.none", a.colorName(side)), false)
		return false
	}
	a.stopAnalysis()
	a.learn = &learnSession{side: side, plies: plies}
	a.learnShow()
	return true
}

// learnShow puts the current question on the board.
func (a *App) learnShow() {
	l := a.learn
	if l.index >= len(l.plies) {
		l.state = LearnDone
		a.learn = l
		a.plat.Changed()
		return
	}
	l.state, l.tried = LearnAsking, position.NoMove
	a.ShowPath(a.game.MainPathAt(l.plies[l.index] - 1))
	a.plat.Announce(a.T("learn.ask", a.colorName(l.side)))
}

// learnMove judges the player's answer; it reports whether the quiz took
// the move (otherwise the move goes into the tree as usual).
func (a *App) learnMove(m position.Move) bool {
	l := a.learn
	if l == nil || l.state == LearnDone {
		return false
	}
	ply := l.plies[l.index]
	if !a.shownPath().Equal(a.game.MainPathAt(ply - 1)) {
		return false // the player went elsewhere: the tree takes the move
	}
	if l.state == LearnChecking {
		return true
	}
	before := a.rv.evals[ply-1]
	if m == before.Best {
		a.learnVerdict(m, true)
		return true
	}
	if m == a.game.Moves()[ply-1] {
		l.tried, l.state = m, LearnWrong // the move of the game itself
		a.sound(SoundIllegal)
		a.plat.Changed()
		return true
	}
	// The engine judges the answer: the review's search of the position
	// after it.
	texts := append(a.game.ICCSTo(a.shownPath()), m.String())
	l.tried, l.state, l.pv = m, LearnChecking, nil
	a.engine.NewGame()
	a.engine.SetPosition(a.game.StartFEN(), texts)
	l.id = a.engine.Go(wire.Go{Nodes: int64(a.rv.thorough.Nodes), Level: settings.MaxLevel, OwnBook: wire.Bool(false)})
	a.board.SetArrow(board.ArrowHint, m)
	a.plat.Changed()
	return true
}

func (a *App) learnInfo(m wire.Info) {}

// learnBest takes the engine's judgement of the player's answer.
func (a *App) learnBest(m wire.BestMove) {
	l := a.learn
	l.id = 0
	ply := l.plies[l.index]
	after := review.Eval{Score: m.Score, Mate: m.Mate}
	loss := a.rv.evals[ply-1].Expected() - (1 - after.Expected())
	a.learnVerdict(l.tried, loss <= LearnMargin)
}

// learnVerdict records whether the answer was good enough.
func (a *App) learnVerdict(m position.Move, right bool) {
	l := a.learn
	l.tried = m
	if right {
		l.state = LearnRight
		a.sound(SoundWin)
		a.plat.Announce(a.T("learn.right"))
	} else {
		l.state = LearnWrong
		a.sound(SoundIllegal)
		a.plat.Announce(a.T("learn.wrong"))
	}
	a.plat.Changed()
}

// LearnShowAnswer shows the engine's better move.
func (a *App) LearnShowAnswer() {
	l := a.learn
	if l == nil || l.state == LearnDone {
		return
	}
	l.state = LearnShown
	best := a.rv.evals[l.plies[l.index]-1].Best
	a.board.SetArrow(board.ArrowBetter, best)
	a.plat.Notify(a.T("learn.answer", notation.Format(a.shownPosition(), best, a.notation())), false)
	a.plat.Changed()
}

// LearnNext goes on to the next mistake.
func (a *App) LearnNext() {
	if a.learn == nil {
		return
	}
	a.learn.index++
	a.learnShow()
}

// StopLearn ends the quiz.
func (a *App) StopLearn() {
	if a.learn != nil && a.learn.id != 0 && a.engine.Pending() == a.learn.id {
		a.engine.Cancel()
	}
	a.learn = nil
	a.refreshAnalysis()
	a.plat.Changed()
}

// LearnView is what the quiz panel shows.
type LearnView struct {
	On       bool
	State    string
	Index    int // 1-based
	Count    int
	Question string
	Side     position.Color
}

// Learn returns the quiz panel's state.
func (a *App) Learn() LearnView {
	l := a.learn
	if l == nil {
		return LearnView{}
	}
	v := LearnView{On: true, State: l.state, Index: l.index + 1, Count: len(l.plies), Side: l.side}
	if l.index < len(l.plies) {
		ply := l.plies[l.index]
		played := a.game.Moves()[ply-1]
		pos := a.game.PositionAt(a.game.MainPathAt(ply - 1))
		mark := a.rv.result.Moves[ply-1].Mark
		v.Question = a.T("learn.question", a.T("mark."+string(mark)), notation.Format(pos, played, a.notation()), a.colorName(l.side))
	}
	return v
}
