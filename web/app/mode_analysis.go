package app

import (
	"xiangqi/web/game"
)

// analysisMode is the analysis board (分析): the player moves both sides,
// from any position of the tree (a move from an earlier one starts a
// variation), while the engine analyses the shown position (analysis.go).
type analysisMode struct{ baseMode }

func (analysisMode) id() game.Mode  { return game.Analysis }
func (analysisMode) branches() bool { return true }
func (analysisMode) analyses() bool { return true }

// hint points at the analysis' best move; the lines are on show anyway.
func (m analysisMode) hint() bool {
	m.a.hintFromAnalysis()
	return true
}
