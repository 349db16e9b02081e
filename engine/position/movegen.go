package position

// MaxMoves bounds the number of pseudo-legal moves in any position (the true
// maximum in xiangqi is well below this).
const MaxMoves = 128

// GenerateMoves appends every pseudo-legal move of the side to move to buf:
// moves that follow the pieces' rules but may leave the own king attacked.
// Pass a buffer with capacity MaxMoves to avoid allocation.
func (p *Position) GenerateMoves(buf []Move) []Move {
	return p.generate(buf, false)
}

// GenerateCaptures appends the pseudo-legal captures of the side to move.
func (p *Position) GenerateCaptures(buf []Move) []Move {
	return p.generate(buf, true)
}

func (p *Position) generate(buf []Move, capturesOnly bool) []Move {
	us := p.side
	for _, from := range &p.slots[us] {
		if from == NoSquare {
			continue
		}
		switch p.board[from].Type() {
		case King:
			for _, to := range kingSteps[from] {
				buf = p.addStep(buf, from, to, capturesOnly)
			}
		case Advisor:
			for _, to := range advisorSteps[from] {
				buf = p.addStep(buf, from, to, capturesOnly)
			}
		case Elephant:
			for _, st := range elephantSteps[from] {
				if p.board[st.Leg] == NoPiece {
					buf = p.addStep(buf, from, st.Point, capturesOnly)
				}
			}
		case Horse:
			for _, st := range horseSteps[from] {
				if p.board[st.Leg] == NoPiece {
					buf = p.addStep(buf, from, st.Point, capturesOnly)
				}
			}
		case Pawn:
			for _, to := range pawnSteps[us][from] {
				buf = p.addStep(buf, from, to, capturesOnly)
			}
		case Rook:
			for dir := 0; dir < 4; dir++ {
				for _, to := range rays[from][dir] {
					target := p.board[to]
					if target == NoPiece {
						if !capturesOnly {
							buf = append(buf, NewMove(from, to))
						}
						continue
					}
					if target.Color() != us {
						buf = append(buf, NewMove(from, to))
					}
					break
				}
			}
		case Cannon:
			for dir := 0; dir < 4; dir++ {
				ray := rays[from][dir]
				i := 0
				for ; i < len(ray) && p.board[ray[i]] == NoPiece; i++ {
					if !capturesOnly {
						buf = append(buf, NewMove(from, ray[i]))
					}
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

func (p *Position) addStep(buf []Move, from, to Square, capturesOnly bool) []Move {
	target := p.board[to]
	if target == NoPiece {
		if !capturesOnly {
			buf = append(buf, NewMove(from, to))
		}
	} else if target.Color() != p.side {
		buf = append(buf, NewMove(from, to))
	}
	return buf
}

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
// Most moves need no test: when the king is not in check, only a king move, a
// move from or to the king's rank or file (rook lines, cannon screens, the
// flying general) or a move away from a point diagonal to the king (a horse's
// leg) can expose it.
func (p *Position) IsPseudoLegalMoveLegal(m Move, inCheck bool) bool {
	from, to := m.From(), m.To()
	k := p.kingSq[p.side]
	if !inCheck && from != k {
		kf, kr := k.File(), k.Rank()
		if from.File() != kf && from.Rank() != kr && to.File() != kf && to.Rank() != kr && !diagonalNeighbour[k][from] {
			return true
		}
	}
	moving, captured := p.board[from], p.board[to]
	p.board[to], p.board[from] = moving, NoPiece
	if from == k {
		p.kingSq[p.side] = to
	}
	attacked := p.kingAttacked(p.side)
	p.kingSq[p.side] = k
	p.board[from], p.board[to] = moving, captured
	return !attacked
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
	inCheck := p.InCheck()
	var nodes uint64
	for _, m := range moves {
		if !p.IsPseudoLegalMoveLegal(m, inCheck) {
			continue
		}
		if depth == 1 {
			nodes++
			continue
		}
		p.MakeMove(m)
		nodes += p.Perft(depth - 1)
		p.UnmakeMove()
	}
	return nodes
}
