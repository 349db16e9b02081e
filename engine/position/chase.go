package position

// Chase detection for the repetition rules (see repetition.go for the rules
// and their simplifications).
//
// A chased piece is named by its slot in its side's piece list: a slot keeps
// following the same piece as it moves, and no slot changes while no capture
// is made, which is all a repetition cycle can contain. So a set of chased
// pieces is a 16-bit mask over the opponent's slots, and "the same target
// throughout the cycle" is the intersection of the masks.

// chasedBy returns the opponent's pieces (as a mask of their slots) that
// colour c threatens in a forbidden way in the current position, whoever is to
// move: pieces c could capture next, legally, where
//   - the attacker is not a king or a pawn (those may chase: AXF rules 28, 29);
//   - the target is not the king (that is check) nor a pawn on its own side of
//     the river;
//   - the target is a rook attacked by a horse or a cannon, or else it has no
//     legal recapture after the capture (unprotected), and it is not a piece
//     of the attacker's own type that could capture the attacker back (that
//     is an offer to exchange, AXF rule 24).
//
// A side in check keeps its threats: its captures are then not tested for
// legality, as almost none would answer the check, and answering a check must
// not count as creating every threat the check had suspended.
//
// It changes the position while it works and puts everything back; it is for
// judging a finished cycle, not for the search.
func (p *Position) chasedBy(c Color) uint16 {
	side := p.side
	p.side = c
	var buf [MaxMoves]Move
	captures := p.GenerateCaptures(buf[:0])
	inCheck := p.kingAttacked(c)
	var set uint16
	for _, m := range captures {
		attacker, target := p.board[m.From()], p.board[m.To()]
		switch {
		case attacker.Type() == King || attacker.Type() == Pawn:
			continue
		case target.Type() == King:
			continue
		case target.Type() == Pawn && OwnHalf(target.Color(), m.To()):
			continue
		case !inCheck && !p.IsPseudoLegalMoveLegal(m, false):
			continue
		}
		bit := uint16(1) << uint(p.slotOf[m.To()])
		if target.Type() == Rook && (attacker.Type() == Horse || attacker.Type() == Cannon) {
			set |= bit
			continue
		}
		if p.recapturable(m) || (attacker.Type() == target.Type() && p.canCaptureBack(m)) {
			continue
		}
		set |= bit
	}
	p.side = side
	return set
}

// recapturable reports whether, after the capture m by the side to move, the
// opponent has a legal move that takes back on the same point.
func (p *Position) recapturable(m Move) bool {
	p.MakeMove(m)
	var buf [MaxMoves]Move
	replies := p.GenerateCaptures(buf[:0])
	inCheck := p.InCheck()
	found := false
	for _, r := range replies {
		if r.To() == m.To() && p.IsPseudoLegalMoveLegal(r, inCheck) {
			found = true
			break
		}
	}
	p.UnmakeMove()
	return found
}

// canCaptureBack reports whether the piece that m would capture could, in the
// current position, legally capture the piece making m.
func (p *Position) canCaptureBack(m Move) bool {
	side := p.side
	p.side = side.Other()
	back := NewMove(m.To(), m.From())
	ok := p.IsPseudoLegal(back) && p.IsPseudoLegalMoveLegal(back, p.kingAttacked(p.side))
	p.side = side
	return ok
}
