package app

import (
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/game"
)

// reviewModeID names the review mode in links and storage.
const reviewModeID = game.Review

// reviewMode is the game's review (复盘, review.go) on the analysis board:
// the player moves both sides from any position (variations), the engine
// first judges every move of the main line and then analyses the shown
// position; "learn from your mistakes" (learn.go) quizzes the player on
// their mistakes.
type reviewMode struct{ baseMode }

func (reviewMode) id() game.Mode    { return reviewModeID }
func (reviewMode) branches() bool   { return true }
func (m reviewMode) analyses() bool { return m.a.rv.done() && m.a.learn == nil }

// afterChange reviews the main line again when it changed (a promoted
// variation, say); variations leave the review as it is.
func (m reviewMode) afterChange() {
	a := m.a
	if a.rv == nil || a.rv.key != reviewKey(a.game.StartFEN(), a.game.ICCS(), a.thoroughness()) {
		a.startReview()
	}
}

// shown draws the better move at a marked move.
func (m reviewMode) shown() { m.a.showReviewArrow() }

// hint shows the review's best move of the shown position, when known.
func (m reviewMode) hint() bool {
	a := m.a
	if p := a.shownPath(); a.rv != nil && p.IsMain() && len(p) < len(a.rv.evals) {
		if e := a.rv.evals[len(p)]; e != nil && e.Best != position.NoMove {
			a.board.SetArrow(board.ArrowHint, e.Best)
			a.plat.Changed()
		}
	}
	return true
}

func (m reviewMode) leave() {
	m.a.cancelReview()
	m.a.learn = nil
	m.a.marksVersion++ // the list drops the marks
}

func (m reviewMode) intercept(mv position.Move) bool { return m.a.learnMove(mv) }

// tags writes the finished review into the saved game.
func (m reviewMode) tags(g *notation.Game) { m.a.annotate(g) }

// StartReview turns the game in hand into its review.
func (a *App) StartReview() {
	if a.mode.id() == reviewModeID {
		return
	}
	a.cursor = nil
	a.switchMode(a.makeMode(reviewModeID))
}
