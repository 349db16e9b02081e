package search

import "xiangqi/engine/position"

// Move-ordering memory kept across the searches of a game: the history of
// quiet moves that caused cut-offs, the history of quiet moves following a
// given earlier move (continuation history), and the reply that refuted each
// move.

const historyMax = 16384

// contTable scores quiet moves, by piece and destination, that follow one
// particular earlier move.
type contTable [16][position.NumSquares]int16

type heuristics struct {
	// history scores quiet moves by side, from and to: raised when a move
	// causes a cut-off, lowered when it was tried and did not.
	history [2][position.NumSquares][position.NumSquares]int32
	// counter holds, for the piece and destination of the previous move, the
	// quiet reply that last refuted it.
	counter [16][position.NumSquares]position.Move
	// cont is indexed by the piece and destination of the move one or two
	// plies earlier.
	cont [16][position.NumSquares]contTable
	// capture scores captures by the moving piece, destination and the type
	// of the piece taken.
	capture [16][position.NumSquares][8]int16
	// noCont stands in for the table of a null move or of a ply before the
	// root; it is read but never written.
	noCont contTable
}

func (h *heuristics) clear() {
	clear(h.history[:])
	clear(h.counter[:])
	clear(h.cont[:])
	clear(h.capture[:])
}

// historyBonus is how much a cut-off at this depth teaches.
func historyBonus(depth int) int32 { return int32(min(32*depth*depth+64*depth, 2400)) }

// updateHistory moves an entry towards the bonus's sign; the gravity term
// keeps it inside ±historyMax and lets stale knowledge fade.
func updateHistory(entry *int32, bonus int32) {
	*entry += bonus - *entry*abs32(bonus)/historyMax
}

// updateCont is updateHistory for a continuation entry.
func updateCont(entry *int16, bonus int32) {
	v := int32(*entry)
	v += bonus - v*abs32(bonus)/historyMax
	*entry = int16(v)
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

// contFor returns the continuation table of the move made at ply, or the
// empty stand-in before the root or after a null move.
func (e *Engine) contFor(ply int) *contTable {
	if ply < 0 || e.stack[ply].cont == nil {
		return &e.heur.noCont
	}
	return e.stack[ply].cont
}

// quietScore orders a quiet move of the piece pc at ply.
func (e *Engine) quietScore(ply int, us position.Color, m position.Move, pc position.Piece) int32 {
	to := m.To()
	return e.heur.history[us][m.From()][to] +
		int32(e.contFor(ply - 1)[pc][to]) + int32(e.contFor(ply - 2)[pc][to])
}

// captureHistory returns the capture history of m in p.
func (e *Engine) captureHistory(m position.Move) int32 {
	p := e.pos
	return int32(e.heur.capture[p.PieceAt(m.From())][m.To()][p.PieceAt(m.To()).Type()])
}

// updateCapture applies a bonus (or malus) to a capture in the current
// position.
func (e *Engine) updateCapture(m position.Move, bonus int32) {
	p := e.pos
	updateCont(&e.heur.capture[p.PieceAt(m.From())][m.To()][p.PieceAt(m.To()).Type()], bonus)
}
