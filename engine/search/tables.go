package search

import (
	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
)

// MaxTableAttackers is the most rooks, horses, cannons and pawns (both sides
// together) that any endgame table holds; above it the search skips probing
// before any table lookup, so the middlegame pays one count per node. A
// program that loads tables for a search (engine/worker) uses it to tell
// whether the root itself will probe.
const MaxTableAttackers = 3

// probeTables returns the exact score of a basic ending from the endgame
// tables of Options.Tables (a win or loss in the table's distance to mate,
// or a draw), or a draw for an ending known to be unwinnable. The program
// loads the tables and passes them in; without them, or without the one a
// position needs, the search simply goes on.
func (e *Engine) probeTables(ply int) (int, bool) {
	p := e.pos
	attackers := 0
	for c := position.Red; c <= position.Black; c++ {
		attackers += p.Count(c, position.Rook) + p.Count(c, position.Horse) + p.Count(c, position.Cannon) + p.Count(c, position.Pawn)
	}
	if attackers > MaxTableAttackers {
		return 0, false
	}
	if e.opts.Tables != nil {
		if result, dtm, ok := e.opts.Tables.Probe(p); ok {
			switch result {
			case egtb.Win:
				return mateScore - ply - dtm, true
			case egtb.Loss:
				return -mateScore + ply + dtm, true
			}
			return drawScore, true
		}
	}
	if egtb.IsKnownDraw(p) {
		return drawScore, true
	}
	return 0, false
}
