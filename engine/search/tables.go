package search

import (
	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
)

// maxTableAttackers is the most rooks, horses, cannons and pawns (both sides
// together) that any endgame table holds; above it probing is skipped
// before any table lookup, so the middlegame pays one count per node.
const maxTableAttackers = 3

// probeTables returns the exact score of a basic ending from the endgame
// tables (a win or loss in the table's distance to mate, or a draw), or a
// draw for an ending known to be unwinnable. The tables are loaded by the
// program (egtb.LoadFS natively, fetched by the worker); without them the
// search simply goes on.
func (e *Engine) probeTables(ply int) (int, bool) {
	p := e.pos
	attackers := 0
	for c := position.Red; c <= position.Black; c++ {
		attackers += p.Count(c, position.Rook) + p.Count(c, position.Horse) + p.Count(c, position.Cannon) + p.Count(c, position.Pawn)
	}
	if attackers > maxTableAttackers {
		return 0, false
	}
	if result, dtm, ok := egtb.Probe(p); ok {
		switch result {
		case egtb.Win:
			return mateScore - ply - dtm, true
		case egtb.Loss:
			return -mateScore + ply + dtm, true
		}
		return drawScore, true
	}
	if egtb.IsKnownDraw(p) {
		return drawScore, true
	}
	return 0, false
}
