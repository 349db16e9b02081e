package egtb

import "xiangqi/engine/position"

// Endings that cannot be won, as the tables show them (draw_test.go checks
// every entry against its generated table). Signatures are canonical: the
// side with the attacking piece is upper case.
var (
	// drawnEndings are drawn in every position, with either side to move.
	drawnEndings = materials(
		"KCk", "KCka", "KCkb", "KCkab", "KCkbb", "KCkabb", // a lone cannon needs a screen
		"KCBk",            // an elephant cannot reach the enemy palace to be one
		"KPkbb", "KPkabb", // a lone pawn against two elephants
	)
	// fortressEndings are drawn except where the attacker mates (or
	// stalemates) on the move, or the defender is mated already: the
	// defender's own advisors and elephants can smother its king, but
	// cannot be forced to.
	fortressEndings = materials(
		"KCkaa", "KCkaab", "KCkaabb", // a lone cannon against two advisors
		"KCBka", "KCBkab",
		"KNkaabb", "KNAkaabb", // a horse against a full set of defenders
		"KPkaabb",
	)
)

func materials(sigs ...string) map[Material]bool {
	out := map[Material]bool{}
	for _, s := range sigs {
		m, err := ParseMaterial(s)
		if err != nil {
			panic(err)
		}
		out[m] = true
	}
	return out
}

// IsKnownDraw reports whether a position is a draw that no play can change,
// by rules checked against the tables:
//
//   - neither side has a rook, horse, cannon or pawn;
//   - the material is one that the tables show drawn everywhere, such as a
//     lone cannon against a bare king;
//   - a fortress: a lone horse or cannon (or pawn) against defenders the
//     tables show it cannot break, such as a horse against a full set of
//     advisors and elephants;
//   - one side's only attacking pieces are pawns that have all reached the
//     opponent's back rank, and the other side has no attacking piece.
//
// In a fortress or with back-rank pawns the defender's own pieces can still
// smother its king, so the position counts as drawn only when the attacker
// to move has no mate or stalemate on the move and the defender to move is
// not mated already; IsKnownDraw looks one move ahead for that, playing
// moves on p and taking them back. It ignores the game's history.
func IsKnownDraw(p *position.Position) bool {
	m := MaterialOf(p)
	red, black := m.Attackers(position.Red), m.Attackers(position.Black)
	if red+black == 0 {
		return true
	}
	if red > 0 && black > 0 {
		return false
	}
	attacker := position.Red
	if black > 0 {
		attacker = position.Black
	}
	c, _ := m.Canonical()
	switch {
	case drawnEndings[c]:
		return true
	case fortressEndings[c], backRankPawnsOnly(p, m, attacker):
		return !decidedNow(p, attacker)
	}
	return false
}

// backRankPawnsOnly reports whether the attacker's only attacking pieces are
// pawns standing on the opponent's back rank, from where they can only move
// sideways along it.
func backRankPawnsOnly(p *position.Position, m Material, attacker position.Color) bool {
	if m[attacker][position.Pawn] == 0 || m.Attackers(attacker) != int(m[attacker][position.Pawn]) {
		return false
	}
	back := 9
	if attacker == position.Black {
		back = 0
	}
	for _, s := range p.PieceSquares(attacker) {
		if s != position.NoSquare && p.PieceAt(s).Type() == position.Pawn && s.Rank() != back {
			return false
		}
	}
	return true
}

// decidedNow reports whether the side to move has no legal move, or is the
// attacker and can leave the defender without one.
func decidedNow(p *position.Position, attacker position.Color) bool {
	if p.SideToMove() != attacker {
		return !p.HasLegalMove()
	}
	var buf [position.MaxMoves]position.Move
	moves := p.LegalMoves(buf[:0])
	if len(moves) == 0 {
		return true // the attacker is stalemated: lost
	}
	for _, m := range moves {
		p.MakeMove(m)
		stuck := !p.HasLegalMove()
		p.UnmakeMove()
		if stuck {
			return true
		}
	}
	return false
}
