package position

// Read-only views of the game history for the search, which must judge
// repetitions inside its tree without allocating. Indices count moves from
// the position the history starts from: move i leads from position i to
// position i+1, and position Ply() is the current one.

// KeyAt returns the Zobrist key of position i (0 <= i <= Ply()).
func (p *Position) KeyAt(i int) uint64 {
	if i >= len(p.history) {
		return p.key
	}
	return p.history[i].keyBefore
}

// MoveAt returns move i (0 <= i < Ply()); NoMove marks a null move.
func (p *Position) MoveAt(i int) Move { return p.history[i].move }

// MoveGaveCheck reports whether move i (0 <= i < Ply()) left the side then to
// move in check.
func (p *Position) MoveGaveCheck(i int) bool { return p.history[i].check }

// ReversiblePlies returns how many of the last moves in the history were not
// captures (at most Ply()): only positions that far back can repeat.
func (p *Position) ReversiblePlies() int {
	return min(p.HalfmoveClock(), len(p.history))
}
