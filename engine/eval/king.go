package eval

import "xiangqi/engine/position"

// King safety: what stands on the lines through each king, and how the
// attackers of a palace compare with the advisors and elephants defending it.

// kingLines scores the patterns on the four lines through the king of colour
// c: an enemy cannon facing it with nothing between (空头炮), a cannon behind
// two screens, an own piece pinned by an enemy rook, and an own piece that
// alone keeps the kings apart.
func (e *evaluator) kingLines(c position.Color) {
	w := e.w
	own, enemy := &e.s[c], &e.s[c.Other()]
	k := own.sq[king][0]
	enemyRook := position.MakePiece(c.Other(), rook)
	enemyCannon := position.MakePiece(c.Other(), cannon)
	enemyKing := position.MakePiece(c.Other(), king)
	for dir := range 4 {
		// The first three pieces on the ray, packed a byte each, nearest
		// in the low byte.
		var found uint32
		n := 0
		for _, sq := range position.Ray(k, dir) {
			if q := e.board[sq]; q != position.NoPiece {
				found |= uint32(q) << (8 * n)
				n++
				if n == 3 {
					break
				}
			}
		}
		if n == 0 {
			continue
		}
		first, second, third := position.Piece(found), position.Piece(found>>8), position.Piece(found>>16)
		onFile := dir == position.North || dir == position.South
		switch {
		case first == enemyCannon && onFile:
			enemy.mg += w.EmptyCannonFileMG
			enemy.eg += w.EmptyCannonFileEG
		case first == enemyCannon:
			enemy.mg += w.EmptyCannonRankMG
			enemy.eg += w.EmptyCannonRankEG
		case n >= 2 && first.Color() == c && second == enemyRook:
			own.mg += w.RookPinMG
			own.eg += w.RookPinEG
		case n >= 2 && first.Color() == c && second == enemyKing:
			own.mg += w.KingFacingMG
			own.eg += w.KingFacingEG
		case n == 3 && third == enemyCannon:
			enemy.mg += w.CannonTwoScreensMG
			enemy.eg += w.CannonTwoScreensEG
		}
	}
}

// kingSafety adds the enemy's attacks on c's palace, weighed by how many
// pieces join in, and the holes left by c's missing advisors and elephants.
func (e *evaluator) kingSafety(c position.Color) {
	w := e.w
	own, enemy := &e.s[c], &e.s[c.Other()]
	n := min(enemy.attackers, len(w.AttackersMG)-1)
	enemy.mg += enemy.zoneMG + w.AttackersMG[n]
	enemy.eg += enemy.zoneEG + w.AttackersEG[n]

	missingAdvisors := int32(2 - own.count[advisor])
	missingElephants := int32(2 - own.count[elephant])
	if missingAdvisors == 0 && missingElephants == 0 {
		return
	}
	var threat int32
	for _, t := range [3]position.PieceType{rook, horse, cannon} {
		count := int32(enemy.count[t])
		threat += count * (missingAdvisors*w.AdvisorGoneVs[t] + missingElephants*w.ElephantGoneVs[t])
	}
	crossedPawns := int32(enemy.crossedPawns)
	threat += crossedPawns * (missingAdvisors*w.AdvisorGoneVs[pawn] + missingElephants*w.ElephantGoneVs[pawn])
	enemy.mg += threat
	enemy.eg += threat
}
