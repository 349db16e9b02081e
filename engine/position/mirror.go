package position

// MirroredKey returns the Zobrist key the position would have if the board were
// reflected left-right. Opening books and names use it to find mirror-image
// positions (炮二平五 and 炮八平五 lead to mirror images of each other).
func (p *Position) MirroredKey() uint64 {
	var key uint64
	if p.side == Black {
		key = zobristSide
	}
	for s := Square(0); s < NumSquares; s++ {
		if pc := p.board[s]; pc != NoPiece {
			key ^= zobristPiece[pc][s.Mirror()]
		}
	}
	return key
}

// KeyAfter returns the key the position would have after a pseudo-legal move,
// without making it.
func (p *Position) KeyAfter(m Move) uint64 {
	from, to := m.From(), m.To()
	moving, captured := p.board[from], p.board[to]
	key := p.key ^ zobristSide ^ zobristPiece[moving][from] ^ zobristPiece[moving][to]
	if captured != NoPiece {
		key ^= zobristPiece[captured][to]
	}
	return key
}

// KeyOccurred reports whether a position with the given key (and the same side
// to move) occurred in the game history before the current position.
func (p *Position) KeyOccurred(key uint64) bool {
	for i := len(p.history) - 2; i >= 0; i -= 2 {
		if p.history[i].keyBefore == key {
			return true
		}
	}
	return false
}
