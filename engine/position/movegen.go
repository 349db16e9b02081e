package position

// MaxMoves bounds the number of pseudo-legal moves in any position (the true
// maximum in xiangqi is well below this).
const MaxMoves = 128

// GenerateMoves appends every pseudo-legal move of the side to move to buf:
// moves that follow the pieces' rules but may leave the own king attacked.
// Pass a buffer with capacity MaxMoves to avoid allocation. Like the other
// generators it may write into buf's capacity past the moves it appends.
func (p *Position) GenerateMoves(buf []Move) []Move {
	return p.generate(buf, genAll)
}

// GenerateCaptures appends the pseudo-legal captures of the side to move.
func (p *Position) GenerateCaptures(buf []Move) []Move {
	return p.generate(buf, genCaptures)
}

// GenerateQuiets appends the pseudo-legal moves of the side to move that
// capture nothing.
func (p *Position) GenerateQuiets(buf []Move) []Move {
	return p.generate(buf, genQuiets)
}

// What generate lists: bit 0 quiet moves, bit 1 captures.
const (
	genQuiets   = 1
	genCaptures = 2
	genAll      = genQuiets | genCaptures
)

// wanted[kinds][us][pc] is 1 when a generation of kinds by the side us lists
// a step onto a point holding pc: for quiet moves an empty point, for
// captures an enemy piece. A step is written to the list whatever stands
// there and kept by this count, without a branch: what stands on a point is
// hard to predict, and a mispredicted branch costs more than the write.
var wanted [genAll + 1][2][256]uint8

func init() {
	for c := Red; c <= Black; c++ {
		wanted[genQuiets][c][NoPiece], wanted[genAll][c][NoPiece] = 1, 1
		for t := King; t <= Pawn; t++ {
			enemy := MakePiece(c.Other(), t)
			wanted[genCaptures][c][enemy], wanted[genAll][c][enemy] = 1, 1
		}
	}
}

func (p *Position) generate(buf []Move, kinds int) []Move {
	us := p.side
	quiets, captures := kinds&genQuiets != 0, kinds&genCaptures != 0
	want := &wanted[kinds&genAll][us&1]
	for _, from := range &p.slots[us] {
		if from == NoSquare {
			continue
		}
		switch p.board[from].Type() {
		case King:
			for _, to := range kingSteps[from] {
				buf = addStep(buf, from, to, want[p.board[to]])
			}
		case Advisor:
			for _, to := range advisorSteps[from] {
				buf = addStep(buf, from, to, want[p.board[to]])
			}
		case Elephant:
			for _, st := range elephantSteps[from] {
				buf = addStep(buf, from, st.Point, want[p.board[st.Point]]&emptyPoint[p.board[st.Leg]])
			}
		case Horse:
			for _, st := range horseSteps[from] {
				buf = addStep(buf, from, st.Point, want[p.board[st.Point]]&emptyPoint[p.board[st.Leg]])
			}
		case Pawn:
			for _, to := range pawnSteps[us][from] {
				buf = addStep(buf, from, to, want[p.board[to]])
			}
		case Rook:
			if !quiets {
				buf = p.sliderCaptures(buf, from, false)
				continue
			}
			for dir := 0; dir < 4; dir++ {
				for _, to := range rays[from][dir] {
					target := p.board[to]
					if target == NoPiece {
						if quiets {
							buf = append(buf, NewMove(from, to))
						}
						continue
					}
					if captures && target.Color() != us {
						buf = append(buf, NewMove(from, to))
					}
					break
				}
			}
		case Cannon:
			if !quiets {
				buf = p.sliderCaptures(buf, from, true)
				continue
			}
			for dir := 0; dir < 4; dir++ {
				ray := rays[from][dir]
				i := 0
				for ; i < len(ray) && p.board[ray[i]] == NoPiece; i++ {
					if quiets {
						buf = append(buf, NewMove(from, ray[i]))
					}
				}
				if !captures {
					continue
				}
				for i++; i < len(ray); i++ {
					if target := p.board[ray[i]]; target != NoPiece {
						if target.Color() != us {
							buf = append(buf, NewMove(from, ray[i]))
						}
						break
					}
				}
			}
		}
	}
	return buf
}

// sliderCaptures appends the captures of the rook or cannon on from, in the
// order of the directions North, South, East, West: the first piece of each
// line (the second for a cannon) from the line masks, when it is the
// enemy's. Listing captures alone this way skips the walk over the empty
// points, which is most of a slider's work.
func (p *Position) sliderCaptures(buf []Move, from Square, cannon bool) []Move {
	f, r := fileOf[from]&15, rankOf[from]&15
	files, ranks := p.fileOcc[f], p.rankOcc[r]
	var target [4]int // line indices, -1 for none
	var first, second int
	first, second = LineUp(files, uint(r), 10)
	target[North] = pick(first, second, cannon)
	first, second = LineDown(files, uint(r))
	target[South] = pick(first, second, cannon)
	first, second = LineUp(ranks, uint(f), 9)
	target[East] = pick(first, second, cannon)
	first, second = LineDown(ranks, uint(f))
	target[West] = pick(first, second, cannon)
	for dir, j := range target {
		if j < 0 {
			continue
		}
		to := Square(r)*9 + Square(j)
		if dir <= South {
			to = Square(j)*9 + Square(f)
		}
		if p.board[to].Color() != p.side {
			buf = append(buf, NewMove(from, to))
		}
	}
	return buf
}

func pick(first, second int, cannon bool) int {
	if cannon {
		return second
	}
	return first
}

// addStep appends the move from→to when keep is 1 and not when it is 0; the
// list needs room for the move either way.
func addStep(buf []Move, from, to Square, keep uint8) []Move {
	buf = append(buf, NewMove(from, to))
	return buf[:len(buf)-1+int(keep)]
}

// emptyPoint[pc] is 1 for NoPiece: a leg or an eye that lets a horse or an
// elephant pass.
var emptyPoint = [256]uint8{NoPiece: 1}

// LegalMoves appends every legal move of the side to move to buf.
func (p *Position) LegalMoves(buf []Move) []Move {
	start := len(buf)
	buf = p.GenerateMoves(buf)
	inCheck := p.InCheck()
	out := buf[:start]
	for _, m := range buf[start:] {
		if p.IsPseudoLegalMoveLegal(m, inCheck) {
			out = append(out, m)
		}
	}
	return out
}

// HasLegalMove reports whether the side to move has any legal move.
func (p *Position) HasLegalMove() bool {
	var buf [MaxMoves]Move
	moves := p.GenerateMoves(buf[:0])
	inCheck := p.InCheck()
	for _, m := range moves {
		if p.IsPseudoLegalMoveLegal(m, inCheck) {
			return true
		}
	}
	return false
}

// IsPseudoLegalMoveLegal reports whether a pseudo-legal move keeps the mover's
// king safe. inCheck must say whether the side to move is in check now.
//
// Out of check, a move other than the king's can expose the king only along
// the king's file or rank through the points it leaves or enters (rook
// lines, cannon screens, the flying general), or by leaving a point
// diagonal to the king (a horse's leg); pawns attack only from next to the
// king, which no other move changes. So most moves need no test, and the
// rest test only those lines and legs.
func (p *Position) IsPseudoLegalMoveLegal(m Move, inCheck bool) bool {
	k := p.kingSq[p.side]
	from, to := m.From(), m.To()
	if !inCheck && from != k && seenFrom[k][from]|seenFrom[k][to]&^legBit == 0 {
		return true // most moves stop here
	}
	return p.keepsKingSafe(from, to, k, inCheck)
}

// Legality makes the legality test of many moves of one position cheaper
// (IsLegalWith): the first time a move touches a line through the king, it
// learns which of those lines one move could open to an enemy attack
// (lineThreats), and from then on passes every move that touches only the
// others without replaying it. A Legality belongs to the position it was
// made for: make a new one after a move is made or taken back for good.
type Legality struct {
	inCheck bool
	known   bool  // danger has been found
	danger  uint8 // the lineThreats of the king
}

// NewLegality returns a Legality for the position now on the board; inCheck
// must say whether the side to move is in check.
func NewLegality(inCheck bool) Legality { return Legality{inCheck: inCheck} }

// IsLegalWith is IsPseudoLegalMoveLegal for a move of the position l was
// made for.
func (p *Position) IsLegalWith(m Move, l *Legality) bool {
	k := p.kingSq[p.side]
	from, to := m.From(), m.To()
	if !l.inCheck && from != k && seenFrom[k][from]|seenFrom[k][to]&^legBit == 0 {
		return true // most moves stop here
	}
	return p.legalOnKingLines(from, to, k, l)
}

// legalOnKingLines is IsLegalWith's test of the moves that touch the king's
// lines or a horse leg next to it.
func (p *Position) legalOnKingLines(from, to, k Square, l *Legality) bool {
	if !l.inCheck && from != k {
		if !l.known {
			l.danger, l.known = p.lineThreats(k), true
		}
		if (seenFrom[k][from]|seenFrom[k][to]&^legBit)&l.danger == 0 {
			return true
		}
	}
	return p.keepsKingSafe(from, to, k, l.inCheck)
}

// keepsKingSafe is IsPseudoLegalMoveLegal's test of the moves that may
// expose the king.
func (p *Position) keepsKingSafe(from, to, k Square, inCheck bool) bool {
	moving, captured := p.board[from], p.board[to]
	if inCheck && from != k && seenFrom[k][from]|seenFrom[k][to] == 0 && captured.Type() != Horse {
		// Most moves out of check are no answer to it: a piece that
		// neither leaves nor enters the king's lines or the points next
		// to it diagonally (the legs of horses attacking it), and takes no
		// horse, leaves every attack on the king as it was.
		return false
	}
	if inCheck || from == k {
		p.board[to], p.board[from] = moving, NoPiece
		if from == k {
			p.kingSq[p.side] = to
		}
		attacked := p.kingAttackedAfter(p.side, from, to)
		p.kingSq[p.side] = k
		p.board[from], p.board[to] = moving, captured
		return !attacked
	}
	p.board[to], p.board[from] = moving, NoPiece
	attacked := p.exposed(k, seenFrom[k][from], seenFrom[k][to], from, to, p.side.Other())
	p.board[from], p.board[to] = moving, captured
	return !attacked
}

// horseThroughLeg reports whether an enemy horse attacks k through the leg
// point leg, which must be empty.
func (p *Position) horseThroughLeg(k, leg Square, enemy Color) bool {
	horse := MakePiece(enemy, Horse)
	for _, a := range horseAttackers[k] {
		if a.Leg == leg && p.board[a.Point] == horse {
			return true
		}
	}
	return false
}

// IsPseudoLegal reports whether an arbitrary move (from a hash table, a book or a
// user) follows the pieces' rules for the side to move in this position.
func (p *Position) IsPseudoLegal(m Move) bool {
	from, to := m.From(), m.To()
	if from >= NumSquares || to >= NumSquares || from == to {
		return false
	}
	moving, target := p.board[from], p.board[to]
	if moving == NoPiece || moving.Color() != p.side || (target != NoPiece && target.Color() == p.side) {
		return false
	}
	switch moving.Type() {
	case King:
		return containsSquare(kingSteps[from], to)
	case Advisor:
		return containsSquare(advisorSteps[from], to)
	case Pawn:
		return containsSquare(pawnSteps[p.side][from], to)
	case Elephant:
		return containsStep(p, elephantSteps[from], to)
	case Horse:
		return containsStep(p, horseSteps[from], to)
	case Rook, Cannon:
		if from.File() != to.File() && from.Rank() != to.Rank() {
			return false
		}
		between := p.countBetween(from, to)
		if moving.Type() == Rook || target == NoPiece {
			return between == 0
		}
		return between == 1
	}
	return false
}

// IsLegal reports whether an arbitrary move is legal in this position.
func (p *Position) IsLegal(m Move) bool {
	return p.IsPseudoLegal(m) && p.IsPseudoLegalMoveLegal(m, p.InCheck())
}

func containsSquare(list []Square, s Square) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func containsStep(p *Position, list []Step, s Square) bool {
	for _, st := range list {
		if st.Point == s {
			return p.board[st.Leg] == NoPiece
		}
	}
	return false
}

// countBetween counts pieces strictly between two squares on one rank or file.
func (p *Position) countBetween(a, b Square) int {
	step := 1
	if a.File() == b.File() {
		step = 9
	}
	if a > b {
		a, b = b, a
	}
	n := 0
	for s := int(a) + step; s < int(b); s += step {
		if p.board[s] != NoPiece {
			n++
		}
	}
	return n
}

// Perft counts the leaf nodes of the legal move tree to the given depth.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [MaxMoves]Move
	moves := p.GenerateMoves(buf[:0])
	inCheck := p.inCheck()
	var nodes uint64
	if depth == 1 {
		// Count the legal moves; nearly all the work of a perft is here.
		// This is IsLegalWith, written out for speed: a move that touches
		// only lines of the king with no enemy rook, cannon or king on
		// them, and no horse leg an enemy horse could use, cannot expose
		// the king.
		k := p.kingSq[p.side]
		near := &seenFrom[k]
		danger := p.lineThreats(k)
		for _, m := range moves {
			from, to := m.From(), m.To()
			if (!inCheck && from != k && (near[from]|near[to]&^legBit)&danger == 0) || p.keepsKingSafe(from, to, k, inCheck) {
				nodes++
			}
		}
		return nodes
	}
	for _, m := range moves {
		if !p.IsPseudoLegalMoveLegal(m, inCheck) {
			continue
		}
		p.MakeMove(m)
		nodes += p.Perft(depth - 1)
		p.UnmakeMove()
	}
	return nodes
}

// lineThreats returns the seenFrom bits of the lines through the king on k
// along which one move of the side to move (not in check) could expose it,
// plus legBit when the enemy has a horse. A move takes at most one piece off
// a line or puts one on it, so a line is a threat only when it holds an
// enemy rook (or the enemy king, on the file) behind exactly one own piece,
// or an enemy cannon with no piece before it or behind two of which one is
// own.
func (p *Position) lineThreats(k Square) uint8 {
	us := p.side
	enemy := us.Other()
	rook, cannon, king := MakePiece(enemy, Rook), MakePiece(enemy, Cannon), MakePiece(enemy, King)
	var danger uint8
	for dir := 0; dir < 4; dir++ {
		n, own := 0, 0 // pieces passed, and how many of them are ours
		for _, s := range rays[k][dir] {
			pc := p.board[s]
			if pc == NoPiece {
				continue
			}
			if (n == 1 && own == 1 && (pc == rook || (pc == king && dir <= South))) ||
				(pc == cannon && (n == 0 || (n == 2 && own > 0))) {
				danger |= 1 << dir
				break
			}
			if n++; pc.Color() == us {
				own++
			}
			if n == 3 {
				break
			}
		}
	}
	if p.material[enemy][Horse] > 0 {
		danger |= legBit
	}
	return danger
}
