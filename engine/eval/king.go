package eval

import "xiangqi/engine/position"

// King safety: what stands on the lines through each king, and how the
// attackers of a palace compare with the advisors and elephants defending it.

// kingLines scores the patterns on the four lines through the king of colour
// c: an enemy cannon facing it with nothing between (空头炮), a cannon behind
// two screens, an own piece pinned by an enemy rook, and an own piece that
// alone keeps the kings apart.
func (e *evaluator) kingLines(c position.Color) {
	k := e.s[c].sq[king][0]
	f, r := uint(fileOf[k]&15), uint(rankOf[k]&15)
	fileOcc, rankOcc := e.fileOcc[f], e.rankOcc[r]
	files, ranks := &fileSquare[f], &rankSquare[r]
	e.kingLine(c, e.nearestUp(fileOcc, fileLength, r, files), true)
	e.kingLine(c, e.nearestDown(fileOcc, r, files), true)
	e.kingLine(c, e.nearestUp(rankOcc, rankLength, f, ranks), false)
	e.kingLine(c, e.nearestDown(rankOcc, f, ranks), false)
}

// nearestUp returns the first three pieces going up from index i of a line
// of n points with occupied points occ, whose slots line turns into points
// (see lines.go): packed a byte each, nearest in the low byte, the wall for
// each piece missing.
func (e *evaluator) nearestUp(occ uint16, n, i uint, line *[16]uint8) (found uint32) {
	i &= 15
	up := above(occ, n) >> (i + 1)
	first := i + 4 + firstAbove(up)
	up &= up - 1
	second := i + 4 + firstAbove(up)
	up &= up - 1
	third := i + 4 + firstAbove(up)
	return e.pieces(line[first&15], line[second&15], line[third&15])
}

// nearestDown is nearestUp going down.
func (e *evaluator) nearestDown(occ uint16, i uint, line *[16]uint8) (found uint32) {
	down := below(occ)
	first := lastBelow(down, i+3)
	second := lastBelow(down, first)
	third := lastBelow(down, second)
	return e.pieces(line[first&15], line[second&15], line[third&15])
}

// pieces packs the pieces on three points a byte each, the first in the low
// byte.
func (e *evaluator) pieces(first, second, third uint8) uint32 {
	return uint32(e.board[first]) | uint32(e.board[second])<<8 | uint32(e.board[third])<<16
}

// kingLine scores the pieces found on one line out of c's king (packed as
// nearestUp returns them; onFile tells a file from a rank).
func (e *evaluator) kingLine(c position.Color, found uint32, onFile bool) {
	w := e.w
	own, enemy := &e.s[c&1], &e.s[c.Other()&1]
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
	// The first piece's colour is tested last: it is one as often as the
	// other, while the piece behind it is seldom an enemy rook or king, so
	// in this order the tests are predictable.
	case second == enemyRook && first.Color() == c:
		own.mg += w.RookPinMG
		own.eg += w.RookPinEG
	case second == enemyKing && first.Color() == c:
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
