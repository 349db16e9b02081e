package eval

import (
	"math/bits"

	"xiangqi/engine/position"
)

// King safety: what stands on the lines through each king, and how the
// attackers of a palace compare with the advisors and elephants defending it.

// kingLines scores the patterns on the four lines through the king of colour
// c: an enemy cannon facing it with nothing between (空头炮), a cannon behind
// two screens, an own piece pinned by an enemy rook, and an own piece that
// alone keeps the kings apart.
func (e *evaluator) kingLines(c position.Color) {
	k := e.s[c].sq[king][0]
	f, r := int(fileOf[k]&15), int(rankOf[k]&15)
	fileOcc, rankOcc := e.fileOcc[f], e.rankOcc[r]
	e.kingLine(c, e.nearestUp(fileOcc, r, f, 9), true)
	e.kingLine(c, e.nearestDown(fileOcc, r, f, 9), true)
	e.kingLine(c, e.nearestUp(rankOcc, f, r*9, 1), false)
	e.kingLine(c, e.nearestDown(rankOcc, f, r*9, 1), false)
}

// nearestUp returns the first three pieces (fewer when there are not) going
// up from index i of a line with occupied points occ, whose index j is the
// square base + j*step: packed a byte each, nearest in the low byte.
func (e *evaluator) nearestUp(occ uint16, i, base, step int) (found uint32) {
	above := occ >> (i + 1) << (i + 1)
	for n := 0; above != 0 && n < 3; n++ {
		j := bits.TrailingZeros16(above)
		found |= uint32(e.board[base+j*step]) << (8 * n)
		above &= above - 1
	}
	return found
}

// nearestDown is nearestUp going down.
func (e *evaluator) nearestDown(occ uint16, i, base, step int) (found uint32) {
	below := occ & (1<<i - 1)
	for n := 0; below != 0 && n < 3; n++ {
		j := bits.Len16(below) - 1
		found |= uint32(e.board[base+j*step]) << (8 * n)
		below &^= 1 << j
	}
	return found
}

// kingLine scores the pieces found on one line out of c's king (packed as
// nearestUp returns them; onFile tells a file from a rank).
func (e *evaluator) kingLine(c position.Color, found uint32, onFile bool) {
	if found == 0 {
		return
	}
	w := e.w
	own, enemy := &e.s[c], &e.s[c.Other()]
	enemyRook := position.MakePiece(c.Other(), rook)
	enemyCannon := position.MakePiece(c.Other(), cannon)
	enemyKing := position.MakePiece(c.Other(), king)
	first, second, third := position.Piece(found), position.Piece(found>>8), position.Piece(found>>16)
	switch {
	case first == enemyCannon && onFile:
		enemy.mg += w.EmptyCannonFileMG
		enemy.eg += w.EmptyCannonFileEG
	case first == enemyCannon:
		enemy.mg += w.EmptyCannonRankMG
		enemy.eg += w.EmptyCannonRankEG
	case second != position.NoPiece && first.Color() == c && second == enemyRook:
		own.mg += w.RookPinMG
		own.eg += w.RookPinEG
	case second != position.NoPiece && first.Color() == c && second == enemyKing:
		own.mg += w.KingFacingMG
		own.eg += w.KingFacingEG
	case third == enemyCannon:
		enemy.mg += w.CannonTwoScreensMG
		enemy.eg += w.CannonTwoScreensEG
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
