package position

// Repetition rules, after the Asian (AXF/WXF) rules.
//
// When a position recurs, the moves between its occurrences form a cycle, and
// each side's moves in the cycle are judged:
//
//   - A side all of whose moves gave check checks perpetually.
//   - A side none of whose moves gave check, and each of whose moves chased,
//     all chasing the same enemy piece, chases perpetually. "One check, one
//     chase" (一将一捉) is therefore allowed, as the Asian rules have it (the
//     Chinese rules forbid it).
//   - A move chases a piece when, after it, the mover threatens that piece in a
//     forbidden way (see chasedBy in chase.go) and did not before it. The threat
//     may come from the moved piece or from one it uncovered. Pieces are
//     followed through their moves, so one piece chasing two in turn is no
//     perpetual chase (AXF rule 32).
//
// The verdict: if exactly one side checks perpetually, it loses; otherwise, if
// exactly one side chases perpetually, it loses; otherwise (both or neither)
// the game is drawn by repetition. Perpetual check thus outranks chase: a side
// that checks perpetually loses against one that chases.
//
// What is a forbidden threat (chasedBy): a legal capture, next move, of an
// unprotected piece other than a king or a pawn still on its own side of the
// river, or of a rook by a horse or a cannon, protected or not. Protection is
// judged legally: the target is protected when, after the capture, its side
// has a legal move that takes back. Kings and pawns may chase (AXF rules 28,
// 29: their threats never count). A piece attacking an unprotected piece of its
// own type that can legally take it back offers an exchange, which is no chase
// (AXF rule 24).
//
// When the game ends: a repetition is judged when the current position occurs
// for the third time since the last capture (the same board and side to move),
// and the cycle judged is the whole stretch from the first of those three
// occurrences, so a side's moves must check (or chase) in both rounds. A
// second occurrence is only a warning in a real game, so Status lets the game
// go on. Only the moves the Position holds are known: a repetition of a
// position from before the FEN it was set up from cannot be seen.
//
// Simplifications, compared with an arbiter:
//   - A chase needs a new threat: a move that keeps up a threat that already
//     stood before it does not chase.
//   - Threats are judged in the position itself, with no deeper exchange
//     calculation: a protected piece attacked by a cheaper one (say a horse
//     attacked by an elephant) is no chase unless it is a rook attacked by a
//     horse or a cannon, and "false protection" is recognised only when the
//     recapture is illegal, not when it would lose material.
//   - A capture must be legal to be a threat, except that a side in check
//     keeps the threats the check suspends; so answering a check never counts
//     as creating a threat that stood before the check.
//   - Threats to mate (杀) are not judged; such moves count as idle.
//
// RepetitionInTree is the search's cheap version: it judges checks only.

// RepetitionInTree reports whether the current position repeats one reached
// earlier by the moves the position holds, for the search to call at every
// node. sinceRoot is the number of plies played since the search's root: an
// earlier occurrence after the root is enough (the search may assume the
// players would repeat again), while one at or before the root must itself be
// a repetition (the current position occurs a third time), as in Stockfish.
//
// The result, when repeated, judges checks only: if exactly one side gave
// check with every move since the earlier occurrence, that side loses;
// otherwise it is a draw. Chases are not judged here (see Status for the full
// rules). It stops at the last capture or null move, takes time linear in the
// plies since then, and allocates nothing.
func (p *Position) RepetitionInTree(sinceRoot int) (repeated bool, result Result) {
	n := len(p.history)
	limit := min(p.HalfmoveClock(), n)
	checkUs, checkThem := true, true // every move of that side in the stretch gave check
	found := 0
	for i := 2; i <= limit; i += 2 {
		them, us := &p.history[n-i+1], &p.history[n-i]
		if them.move == NoMove || us.move == NoMove {
			break
		}
		checkThem = checkThem && them.check
		checkUs = checkUs && us.check
		if us.keyBefore != p.key {
			continue
		}
		found++
		if found < 2 && i >= sinceRoot {
			continue
		}
		switch {
		case checkThem && !checkUs:
			return true, winFor(p.side)
		case checkUs && !checkThem:
			return true, winFor(p.side.Other())
		}
		return true, Draw
	}
	return false, Ongoing
}

// repetitionStatus judges the game when the current position occurs for the
// third time since the last capture; over is false otherwise.
func (p *Position) repetitionStatus() (s Status, over bool) {
	n := len(p.history)
	limit := min(p.HalfmoveClock(), n)
	found := 0
	for i := 1; i <= limit; i++ {
		h := &p.history[n-i]
		if h.move == NoMove {
			break
		}
		if i%2 == 0 && h.keyBefore == p.key {
			if found++; found == 2 {
				return p.judgeCycle(n - i), true
			}
		}
	}
	return Status{}, false
}

// judgeCycle applies the repetition verdict to the moves from ply first (the
// index in the history of the cycle's first move) to the current position.
func (p *Position) judgeCycle(first int) Status {
	n := len(p.history)
	checking := [2]bool{true, true} // every move of that colour in the cycle gave check
	anyCheck := [2]bool{}           // some move of that colour gave check
	for j := first; j < n; j++ {
		mover := p.side ^ Color((n-j)&1)
		if p.history[j].check {
			anyCheck[mover] = true
		} else {
			checking[mover] = false
		}
	}
	// Walk the cycle backwards on a copy, taking each non-checking move's new
	// threats: chased after the move and not before it.
	chasing := [2]uint16{0xFFFF, 0xFFFF} // targets chased by every non-checking move
	q := p.Clone()
	for j := n - 1; j >= first; j-- {
		mover := q.side.Other()
		if anyCheck[mover] || chasing[mover] == 0 {
			q.UnmakeMove()
			continue
		}
		after := q.chasedBy(mover)
		q.UnmakeMove()
		chasing[mover] &= after &^ q.chasedBy(mover)
	}
	var chases [2]bool
	for c := Red; c <= Black; c++ {
		chases[c] = !anyCheck[c] && chasing[c] != 0
	}
	switch {
	case checking[Red] != checking[Black]:
		loser := Red
		if checking[Black] {
			loser = Black
		}
		return NewStatus(winFor(loser.Other()), PerpetualCheck)
	case chases[Red] != chases[Black]: // and no one, or both, check perpetually
		loser := Red
		if chases[Black] {
			loser = Black
		}
		return NewStatus(winFor(loser.Other()), PerpetualChase)
	}
	return NewStatus(Draw, Repetition)
}
