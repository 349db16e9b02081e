package search

import "xiangqi/engine/position"

// Move-ordering memory kept across the searches of a game: the history of
// quiet moves that caused cut-offs, the history of quiet moves following a
// given earlier move (continuation history), and the reply that refuted each
// move.

const historyMax = 16384

// lowPlies is how many plies from the root keep a low-ply history, and
// lowPlyWeight its weight against the other tables, divided by 1 + ply.
const (
	lowPlies     = 4
	lowPlyWeight = 4
)

// quietCheckBonus is what a quiet check that loses nothing by SEE adds to
// its order (useQuietCheckOrdering): a full history table's worth, as
// Stockfish orders direct checks. Not accepted (TESTLOG.md #79: −7 ± 30
// over 300 games), so the switch is off.
const quietCheckBonus = historyMax

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
	// lowPly scores quiet moves by ply (below lowPlies), from and to, in
	// this search only: near the root the same nodes come back every
	// iteration, and what refuted them there is worth more than the
	// game-long history (useLowPlyHistory).
	lowPly [lowPlies][position.NumSquares][position.NumSquares]int16
	// capture scores captures by the moving piece, destination and the type
	// of the piece taken.
	capture [16][position.NumSquares][8]int16
	// pawnHist scores quiet moves, by piece and destination, in positions
	// of one pawn structure (by a slice of the pawn key): what works in one
	// structure often works again after other pieces moved
	// (usePawnHistory; nil while the switch is off).
	pawnHist []contTable
	// noCont stands in for the table of a null move or of a ply before the
	// root; it is read but never written.
	noCont contTable
	// pawnCorr and materialCorr learn, by side to move and by pawn
	// structure or material, how far searches found the static
	// evaluation off (in 1/corrGrain centipawns); pieceCorr the same by
	// the placement of one side's pieces other than pawns, a table for
	// each side's placement (useNonPawnCorrection).
	pawnCorr, materialCorr [2][corrSize]int16
	pieceCorr              [2][2][corrSize]int16
	// contCorr learns the same by side to move and by the piece and
	// destination of the move that led to the position
	// (useContCorrection).
	contCorr [2][16][position.NumSquares]int16
}

// corrSize is the entries of each correction table, and corrGrain the
// fraction of a centipawn they count in.
const (
	corrSize  = 1 << 14
	corrGrain = 8
	corrLimit = 300 // centipawns a correction table may move the evaluation
)

func (h *heuristics) clear() {
	clear(h.history[:])
	clear(h.counter[:])
	clear(h.cont[:])
	clear(h.capture[:])
	clear(h.pawnCorr[:])
	clear(h.materialCorr[:])
	clear(h.pieceCorr[:])
	clear(h.contCorr[:])
	clear(h.pawnHist)
}

// pawnHistSize is the number of pawn structures the pawn history tells apart.
const pawnHistSize = 512

// pawnHistFor returns the pawn history table of the current pawn structure.
func (e *Engine) pawnHistFor() *contTable {
	return &e.heur.pawnHist[e.pos.PawnKey()&(pawnHistSize-1)]
}

// materialIndex packs the piece counts (at most 5 of a kind, 3 bits each)
// into a key and folds it into a correction table index.
func materialIndex(p *position.Position) uint64 {
	var k uint64
	for c := position.Red; c <= position.Black; c++ {
		for t := position.Advisor; t <= position.Pawn; t++ {
			k = k<<3 | uint64(p.Count(c, t))
		}
	}
	return (k * 0x9E3779B97F4A7C15) >> (64 - 14)
}

// corrected returns the static evaluation raw at ply moved by what the
// correction tables learned of positions like the current one: the average
// of the tables by pawns and by material, plus a quarter of the one by the
// last move (useContCorrection; off, TESTLOG.md #28), which has no entry
// at the root or after a null move; then damped by the 60-move count
// (useShuffleDamping; off, TESTLOG.md #50).
func (e *Engine) corrected(raw, ply int) int {
	if !useCorrectionHistory || raw <= -decisiveBound || raw >= decisiveBound {
		return e.damped(raw)
	}
	entries, n := e.correctionEntries()
	sum := 0
	for _, c := range entries[:n] {
		sum += int(*c)
	}
	shift := sum / (n * corrGrain)
	if useContCorrection {
		if c := e.contCorrEntry(ply); c != nil {
			shift += int(*c) / (4 * corrGrain)
		}
	}
	return e.damped(min(max(raw+shift, -decisiveBound+1), decisiveBound-1))
}

// damped shrinks a static score towards a draw as the plies since the last
// capture mount (useShuffleDamping), as Stockfish and Pikafish-HCE do: an
// advantage that shuffling does not turn into anything is worth less each
// move the 60-move rule runs down, and a side that is ahead is drawn to
// the captures that reset the count.
func (e *Engine) damped(v int) int {
	if !useShuffleDamping || v <= -decisiveBound || v >= decisiveBound {
		return v
	}
	plies := min(e.pos.HalfmoveClock(), position.MoveLimitPlies)
	return v * (shuffleDampPlies - plies) / shuffleDampPlies
}

// shuffleDampPlies sets how fast damped shrinks a score: by plies/200 of it,
// so that at the 60-move rule's 120 plies two fifths are left. Stockfish
// keeps about half at its 50-move limit; Pikafish-HCE nothing at its 60.
const shuffleDampPlies = 200

// correctionEntries returns the entries of the correction tables that
// describe the current position, and how many there are.
func (e *Engine) correctionEntries() (entries [4]*int16, n int) {
	p := e.pos
	us := p.SideToMove()
	h := e.heur
	entries[0] = &h.pawnCorr[us][p.PawnKey()&(corrSize-1)]
	entries[1] = &h.materialCorr[us][materialIndex(p)]
	if !useNonPawnCorrection {
		return entries, 2
	}
	entries[2] = &h.pieceCorr[position.Red][us][p.PieceKey(position.Red)&(corrSize-1)]
	entries[3] = &h.pieceCorr[position.Black][us][p.PieceKey(position.Black)&(corrSize-1)]
	return entries, 4
}

// contCorrEntry returns the correction entry of the move that led to the
// position at ply, or nil at the root and after a null move.
func (e *Engine) contCorrEntry(ply int) *int16 {
	if ply < 1 {
		return nil
	}
	prev := &e.stack[ply-1]
	if prev.move == position.NoMove {
		return nil
	}
	return &e.heur.contCorr[e.pos.SideToMove()][prev.piece][prev.move.To()]
}

// updateCorrection moves the correction tables of the current position at
// ply towards the difference between a search's result and the static
// evaluation, the more the deeper the search.
func (e *Engine) updateCorrection(depth, ply, diff int) {
	target := int32(min(max(diff, -corrLimit), corrLimit) * corrGrain)
	w := int32(min(depth+1, 16))
	entries, n := e.correctionEntries()
	for _, entry := range entries[:n] {
		blendCorrection(entry, target, w)
	}
	if useContCorrection {
		if entry := e.contCorrEntry(ply); entry != nil {
			blendCorrection(entry, target, w)
		}
	}
}

// blendCorrection moves a correction entry w/256 of the way to target.
func blendCorrection(entry *int16, target, w int32) {
	*entry = int16((int32(*entry)*(256-w) + target*w) / 256)
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
