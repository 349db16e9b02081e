package position

import "math/bits"

// Position is a board with the side to move and the history of the game that
// led to it, so repetitions and the move-count rule can be judged.
//
// Make and Unmake update the Zobrist key and the piece lists incrementally; they
// allocate nothing once the history has grown to its working size.
type Position struct {
	// board is indexed by Square. Only its first NumSquares entries are
	// points of the board (the rest stay empty); with 256 of them any
	// Square indexes it without a bounds check, which the move generator
	// and the check tests read at every step.
	board [256]Piece
	side  Color
	key   uint64
	// pawnKey is the Zobrist key of the pawns alone, for tables the search
	// keeps by pawn structure; pieceKey the key of each side's other pieces
	// (king included), for tables kept by one side's piece placement.
	pawnKey  uint64
	pieceKey [2]uint64

	// slots lists each side's pieces in fixed slots (a captured piece's slot is
	// set to NoSquare and refilled on Unmake), so the order of generated moves
	// depends only on the position's history, and undo restores it exactly.
	slots  [2][16]Square
	slotOf [NumSquares]int8
	// fileOcc[f] has bit r set when the point of file f and rank r holds a
	// piece, rankOcc[r] bit f: the board a line at a time, for scans that
	// find the nearest piece along a file or rank with one bit operation.
	// 16 entries each, so that a file or rank (< 16) indexes them without a
	// bounds check.
	fileOcc, rankOcc [16]uint16
	kingSq           [2]Square
	material         [2][8]int8 // piece counts by colour and type
	// scores, when not nil, is a table whose sums over the pieces the
	// position keeps in scoreSums (scores.go).
	scores    *SquareScores
	scoreSums [2]int32
	startFull int // full-move number of the first position

	history []undo
	start   undo // clocks and key of the position the history starts from
}

// undo is what Unmake needs to restore, plus what the rules need to judge the
// game: the key after the move and whether the move gave check.
type undo struct {
	move      Move
	captured  Piece
	capSlot   int8     // the captured piece's slot in its side's list
	check     bool     // the move gave check (the side now to move is in check)
	sums      [2]int32 // scoreSums before the move
	keyBefore uint64
	halfmove  int // plies since the last capture, before the move
}

// zobrist keys come from a fixed-seed generator so keys, books and hash tables
// are the same on every run and platform.
var (
	zobristPiece [16][NumSquares]uint64
	zobristSide  uint64
)

func init() {
	state := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	for p := range zobristPiece {
		for s := range zobristPiece[p] {
			zobristPiece[p][s] = next()
		}
	}
	zobristSide = next()
}

// PieceAt returns the piece on a square, or NoPiece.
func (p *Position) PieceAt(s Square) Piece { return p.board[s] }

// SideToMove returns the colour to move.
func (p *Position) SideToMove() Color { return p.side }

// Key returns the Zobrist hash of the board and side to move.
func (p *Position) Key() uint64 { return p.key }

// PawnKey returns the Zobrist hash of the pawns alone (both colours).
func (p *Position) PawnKey() uint64 { return p.pawnKey }

// PieceKey returns the Zobrist hash of one side's pieces other than pawns
// (its king included).
func (p *Position) PieceKey(c Color) uint64 { return p.pieceKey[c] }

// KingSquare returns where the king of a colour stands.
func (p *Position) KingSquare(c Color) Square { return p.kingSq[c] }

// Count returns how many pieces of a colour and type are on the board.
func (p *Position) Count(c Color, t PieceType) int { return int(p.material[c][t]) }

// Ply returns the number of moves made since the position was set up.
func (p *Position) Ply() int { return len(p.history) }

// HalfmoveClock returns the plies since the last capture (or since setup, plus
// the FEN's counter).
func (p *Position) HalfmoveClock() int {
	if len(p.history) == 0 {
		return p.start.halfmove
	}
	last := p.history[len(p.history)-1]
	if last.captured != NoPiece {
		return 0
	}
	return last.halfmove + 1
}

// FullmoveNumber returns the FEN move number: 1 at the start, +1 after each Black move.
func (p *Position) FullmoveNumber() int {
	n := p.startFull + len(p.history)/2
	if len(p.history)%2 == 1 && p.side == Red {
		n++
	}
	return n
}

// LastMove returns the last move made, or NoMove.
func (p *Position) LastMove() Move {
	if len(p.history) == 0 {
		return NoMove
	}
	return p.history[len(p.history)-1].move
}

// LastCaptured returns the piece taken by the last move, or NoPiece.
func (p *Position) LastCaptured() Piece {
	if len(p.history) == 0 {
		return NoPiece
	}
	return p.history[len(p.history)-1].captured
}

// Moves returns a copy of the moves made since setup.
func (p *Position) Moves() []Move {
	out := make([]Move, len(p.history))
	for i, h := range p.history {
		out[i] = h.move
	}
	return out
}

// Clone returns an independent copy.
func (p *Position) Clone() *Position {
	c := *p
	c.history = make([]undo, len(p.history), max(cap(p.history), 256))
	copy(c.history, p.history)
	return &c
}

// Root returns a copy of the position the history starts from.
func (p *Position) Root() *Position {
	c := p.Clone()
	for c.Ply() > 0 {
		c.UnmakeMove()
	}
	return c
}

func (p *Position) put(s Square, pc Piece, slot int8) {
	p.board[s] = pc
	p.fileOcc[fileOf[s]&15] |= 1 << rankOf[s]
	p.rankOcc[rankOf[s]&15] |= 1 << fileOf[s]
	p.slotOf[s] = slot
	p.slots[pc.Color()][slot] = s
	p.key ^= zobristPiece[pc][s]
	if pc.Type() == Pawn {
		p.pawnKey ^= zobristPiece[pc][s]
	} else {
		p.pieceKey[pc.Color()] ^= zobristPiece[pc][s]
	}
}

// MakeMove plays a move, which must be pseudo-legal (see IsLegal).
func (p *Position) MakeMove(m Move) {
	from, to := m.From(), m.To()
	moving := p.board[from]
	captured := p.board[to]
	// The side not to move is never in check in a game, so whether the
	// opponent is in check after the move is whether the move gives check.
	check := p.GivesCheck(m)
	p.history = append(p.history, undo{move: m, captured: captured, capSlot: p.slotOf[to], keyBefore: p.key, halfmove: p.HalfmoveClock(), check: check, sums: p.scoreSums})
	if t := p.scores; t != nil {
		before, after := &t[moving&15][from], &t[moving&15][to]
		gone := &t[captured&15][to] // zero when nothing is taken
		p.scoreSums[0] += after[0] - before[0] - gone[0]
		p.scoreSums[1] += after[1] - before[1] - gone[1]
	}
	if captured != NoPiece {
		p.slots[captured.Color()][p.slotOf[to]] = NoSquare
		p.material[captured.Color()][captured.Type()]--
		p.key ^= zobristPiece[captured][to]
		if captured.Type() == Pawn {
			p.pawnKey ^= zobristPiece[captured][to]
		} else {
			p.pieceKey[captured.Color()] ^= zobristPiece[captured][to]
		}
	}
	slot := p.slotOf[from]
	p.board[from] = NoPiece
	p.fileOcc[fileOf[from]&15] &^= 1 << rankOf[from]
	p.rankOcc[rankOf[from]&15] &^= 1 << fileOf[from]
	p.key ^= zobristPiece[moving][from]
	if moving.Type() == Pawn {
		p.pawnKey ^= zobristPiece[moving][from]
	} else {
		p.pieceKey[moving.Color()] ^= zobristPiece[moving][from]
	}
	p.put(to, moving, slot)
	if moving.Type() == King {
		p.kingSq[moving.Color()] = to
	}
	p.side ^= 1
	p.key ^= zobristSide
}

// UnmakeMove takes back the last move made with MakeMove.
func (p *Position) UnmakeMove() {
	h := p.history[len(p.history)-1]
	p.history = p.history[:len(p.history)-1]
	from, to := h.move.From(), h.move.To()
	moving := p.board[to]
	slot := p.slotOf[to]
	p.board[from] = moving
	p.slotOf[from] = slot
	p.slots[moving.Color()][slot] = from
	p.board[to] = h.captured
	p.fileOcc[fileOf[from]&15] |= 1 << rankOf[from]
	p.rankOcc[rankOf[from]&15] |= 1 << fileOf[from]
	if h.captured == NoPiece {
		p.fileOcc[fileOf[to]&15] &^= 1 << rankOf[to]
		p.rankOcc[rankOf[to]&15] &^= 1 << fileOf[to]
	} else {
		p.slotOf[to] = h.capSlot
		p.slots[h.captured.Color()][h.capSlot] = to
		p.material[h.captured.Color()][h.captured.Type()]++
	}
	switch moving.Type() {
	case King:
		p.kingSq[moving.Color()] = from
		p.pieceKey[moving.Color()] ^= zobristPiece[moving][from] ^ zobristPiece[moving][to]
	case Pawn:
		p.pawnKey ^= zobristPiece[moving][from] ^ zobristPiece[moving][to]
	default:
		p.pieceKey[moving.Color()] ^= zobristPiece[moving][from] ^ zobristPiece[moving][to]
	}
	switch h.captured.Type() {
	case NoPieceType:
	case Pawn:
		p.pawnKey ^= zobristPiece[h.captured][to]
	default:
		p.pieceKey[h.captured.Color()] ^= zobristPiece[h.captured][to]
	}
	p.side ^= 1
	p.key = h.keyBefore
	p.scoreSums = h.sums
}

// MakeNullMove passes the turn (for null-move pruning). The side to move must not be in check.
func (p *Position) MakeNullMove() {
	p.history = append(p.history, undo{move: NoMove, keyBefore: p.key, halfmove: p.HalfmoveClock()})
	p.side ^= 1
	p.key ^= zobristSide
}

// UnmakeNullMove takes back MakeNullMove.
func (p *Position) UnmakeNullMove() {
	h := p.history[len(p.history)-1]
	p.history = p.history[:len(p.history)-1]
	p.side ^= 1
	p.key = h.keyBefore
}

// inCheck is InCheck from the flag the last move recorded, when there is one.
func (p *Position) inCheck() bool {
	if n := len(p.history); n > 0 {
		return p.history[n-1].check
	}
	return p.kingAttacked(p.side)
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool {
	return p.kingAttacked(p.side)
}

// kingAttacked reports whether the king of colour c is attacked, counting the
// flying-general rule (kings facing on an open file) as an attack.
func (p *Position) kingAttacked(c Color) bool {
	k := p.kingSq[c]
	return p.kingAttackedAfter(c, k, k)
}

// kingAttackedAfter is kingAttacked while a move from one point to another
// is tried on the board (the line masks are not updated for it; from = to
// for none).
func (p *Position) kingAttackedAfter(c Color, from, to Square) bool {
	k := p.kingSq[c]
	enemy := c.Other()
	for dir := 0; dir < 4; dir++ {
		if p.rayAttacked(k, dir, enemy, from, to) {
			return true
		}
	}
	return stepAttacked(&p.board, k, enemy)
}

// KingAttacked reports whether the king of colour c, standing on k, is
// attacked on board b (indexed by Square), counting the flying-general rule
// (kings facing on an open file) as an attack. It is the one attack test of
// the rules; the endgame-table generator calls it on boards it builds.
func KingAttacked(b *[NumSquares]Piece, k Square, c Color) bool {
	var board [256]Piece
	copy(board[:], b[:])
	return kingAttacked(&board, k, c)
}

// kingAttacked is KingAttacked on a board of 256 points (see Position.board).
func kingAttacked(b *[256]Piece, k Square, c Color) bool {
	enemy := c.Other()
	for dir := 0; dir < 4; dir++ {
		if rayAttacked(b, k, dir, enemy) {
			return true
		}
	}
	return stepAttacked(b, k, enemy)
}

// stepAttacked reports whether an enemy horse or pawn attacks k.
func stepAttacked(b *[256]Piece, k Square, enemy Color) bool {
	horse, pawn := MakePiece(enemy, Horse), MakePiece(enemy, Pawn)
	for _, a := range horseAttackers[k] {
		if b[a.Point] == horse && b[a.Leg] == NoPiece {
			return true
		}
	}
	for _, s := range pawnAttackers[enemy][k] {
		if b[s] == pawn {
			return true
		}
	}
	return false
}

// rayAttacked reports whether a piece of colour enemy attacks k along the ray
// in direction dir: a rook as the first piece, the enemy king as the first
// piece on the file (the flying general), a cannon as the second.
func rayAttacked(b *[256]Piece, k Square, dir int, enemy Color) bool {
	ray := rays[k][dir]
	i := 0
	for ; i < len(ray) && b[ray[i]] == NoPiece; i++ {
	}
	if i == len(ray) {
		return false
	}
	first := b[ray[i]]
	if first == MakePiece(enemy, Rook) || (first == MakePiece(enemy, King) && dir <= South) {
		return true
	}
	for i++; i < len(ray) && b[ray[i]] == NoPiece; i++ {
	}
	return i < len(ray) && b[ray[i]] == MakePiece(enemy, Cannon)
}

// rayAttacked is the function rayAttacked on the position's board, read
// from its line masks (the first and second pieces on the ray are a bit
// operation each), while a move from one point to another is tried on the
// board: the masks still show the position before it (from = to for none).
func (p *Position) rayAttacked(k Square, dir int, enemy Color, from, to Square) bool {
	f, r := fileOf[k]&15, rankOf[k]&15
	var first, second Square // the first two pieces' points, NoSquare when none
	// The masks are changed for the move without branches: whether the
	// move touches the line is hard to predict.
	if dir <= South {
		occ := p.fileOcc[f]
		occ &^= bit(fileOf[from] == f) << (rankOf[from] & 15)
		occ |= bit(fileOf[to] == f) << (rankOf[to] & 15)
		if dir == North {
			first, second = firstUp(occ, uint(r), 10, Square(f), 9)
		} else {
			first, second = firstDown(occ, uint(r), Square(f), 9)
		}
	} else {
		occ := p.rankOcc[r]
		occ &^= bit(rankOf[from] == r) << (fileOf[from] & 15)
		occ |= bit(rankOf[to] == r) << (fileOf[to] & 15)
		if dir == East {
			first, second = firstUp(occ, uint(f), 9, Square(r)*9, 1)
		} else {
			first, second = firstDown(occ, uint(f), Square(r)*9, 1)
		}
	}
	// A missing piece's point is NoSquare, where the board is empty.
	pc := p.board[first]
	return pc == MakePiece(enemy, Rook) || (pc == MakePiece(enemy, King) && dir <= South) || p.board[second] == MakePiece(enemy, Cannon)
}

// bit is 1 when b holds, 0 when not.
func bit(b bool) uint16 {
	if b {
		return 1
	}
	return 0
}

// firstUp returns the points of the first two pieces going up (to higher
// indices) from index i of a line of n points with occupied points occ,
// where the point of index j is base + j*step; NoSquare for a piece missing.
func firstUp(occ uint16, i, n uint, base, step Square) (first, second Square) {
	occ |= 1 << n // a piece past the end stops every scan
	j := i + 1 + uint(bits.TrailingZeros16(occ>>(i+1)))
	if j >= n {
		return NoSquare, NoSquare
	}
	first = base + Square(j)*step
	if j = j + 1 + uint(bits.TrailingZeros16(occ>>(j+1))); j >= n {
		return first, NoSquare
	}
	return first, base + Square(j)*step
}

// firstDown is firstUp going down (to lower indices).
func firstDown(occ uint16, i uint, base, step Square) (first, second Square) {
	occ = occ<<1 | 1 // bit k is index k-1; bit 0 stops every scan
	k := bits.Len16(occ&(1<<(i+1)-1)) - 1
	if k == 0 {
		return NoSquare, NoSquare
	}
	first = base + Square(k-1)*step
	if k = bits.Len16(occ&(1<<k-1)) - 1; k == 0 {
		return first, NoSquare
	}
	return first, base + Square(k-1)*step
}

// exposed reports whether, on the board after a move from one point to
// another (seen from the king on k as fromSeen and toSeen), a piece of
// colour enemy attacks k along the lines through those points or through the
// leg the move left.
func (p *Position) exposed(k Square, fromSeen, toSeen uint8, from, to Square, enemy Color) bool {
	fromRay, toRay := fromSeen&^legBit, toSeen&^legBit
	return (fromRay != 0 && p.rayAttacked(k, int(rayOfBit[fromRay]), enemy, from, to)) ||
		(toRay != 0 && toRay != fromRay && p.rayAttacked(k, int(rayOfBit[toRay]), enemy, from, to)) ||
		(fromSeen&legBit != 0 && p.horseThroughLeg(k, from, enemy))
}

// GivesCheck reports whether a legal move would put the opponent in check.
// Like IsPseudoLegalMoveLegal it looks only where the move can change an
// attack on the enemy king: the king's lines through the points the piece
// leaves and enters, a horse leg it leaves, and the piece's own attack from
// where it lands.
func (p *Position) GivesCheck(m Move) bool {
	from, to := m.From(), m.To()
	us := p.side
	k := p.kingSq[us.Other()]
	moving, captured := p.board[from], p.board[to]
	fromSeen, toSeen := seenFrom[k][from], seenFrom[k][to]
	if fromSeen|toSeen != 0 {
		p.board[to], p.board[from] = moving, NoPiece
		check := p.exposed(k, fromSeen, toSeen, from, to, us)
		p.board[from], p.board[to] = moving, captured
		if check {
			return true
		}
	}
	// The piece's own attack from where it lands, for the pieces that
	// attack off the king's lines. A horse's leg is next to where it lands,
	// so neither of the points the move changes: the board as it is tells.
	switch moving.Type() {
	case Horse:
		for _, a := range horseAttackers[k] {
			if a.Point == to && p.board[a.Leg] == NoPiece {
				return true
			}
		}
	case Pawn:
		for _, s := range pawnAttackers[us][k] {
			if s == to {
				return true
			}
		}
	}
	return false
}
