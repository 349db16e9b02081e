package eval

import (
	"math/bits"

	"xiangqi/engine/position"
)

// Per-piece terms: mobility, open files, connected pawns and attacks on the
// enemy palace, found by scanning each rook, horse, cannon and crossed pawn.

// useSafeMobility leaves out of a rook's, horse's or cannon's mobility the
// empty points an enemy pawn attacks (and a horse's captures there): a piece
// that moves there can be taken by a pawn, so the point is not much of an
// outlet (Stockfish's and Pikafish-HCE's mobility area leaves them out too).
// Pawns are scanned before the other pieces, so their attacks are known when
// mobility is counted. It is off: with the mobility tables fitted again for it (every
// other weight frozen) it scored −10 Elo over 281 games at 60 ms a move
// (engine/search/TESTLOG.md #55); few points are pawn-attacked, and the
// held-out error barely moved. Being a constant, off it compiles away.
const useSafeMobility = false

// pawns scores connected crossed pawns and crossed pawns hitting the palace.
func (e *evaluator) pawns(c position.Color) {
	s := &e.s[c]
	w := e.w
	enemy := c.Other()
	own := position.MakePiece(c, pawn)
	forward := 9
	if c == position.Black {
		forward = -9
	}
	for i := range min(s.count[pawn], len(s.sq[pawn])) {
		sq := s.sq[pawn][i]
		s.pawnFiles |= 1 << sq.File()
		if useThreats || useSafeMobility {
			for _, to := range position.PawnSteps(c, sq) {
				if useThreats && takes[c&1][e.board[to]] != 0 {
					e.threat(c, pawn, to)
				}
				if useSafeMobility {
					s.pawnAttFile[fileOf[to]&15%9] |= 1 << (rankOf[to] & 15)
					s.pawnAttRank[rankOf[to]&15%10] |= 1 << (fileOf[to] & 15)
				}
			}
		}
		if position.OwnHalf(c, sq) {
			continue
		}
		s.crossedPawns++
		f := sq.File()
		if f < 8 && e.board[sq+1] == own {
			s.mg += w.PawnConnectedMG
			s.eg += w.PawnConnectedEG
		}
		zone := 0
		if ahead := int(sq) + forward; ahead >= 0 && ahead < position.NumSquares && position.InPalace(enemy, square(ahead)) {
			zone++
		}
		if f > 0 && position.InPalace(enemy, sq-1) {
			zone++
		}
		if f < 8 && position.InPalace(enemy, sq+1) {
			zone++
		}
		e.addZone(c, pawn, zone)
	}
}

// addZone records a piece that attacks zone points of the enemy palace.
func (e *evaluator) addZone(c position.Color, t position.PieceType, zone int) {
	if zone == 0 {
		return
	}
	s := &e.s[c]
	s.attackers++
	s.zoneMG += int32(zone) * e.w.ZoneAttackMG[t]
	s.zoneEG += int32(zone) * e.w.ZoneAttackEG[t]
}

// rooks scores rook mobility, open files and palace attacks.
func (e *evaluator) rooks(c position.Color) {
	s := &e.s[c]
	w := e.w
	enemy := c.Other()
	allPawns := s.pawnFiles | e.s[enemy].pawnFiles
	for i := range min(s.count[rook], len(s.sq[rook])) {
		sq := s.sq[rook][i]
		f, r := uint(fileOf[sq]&15), uint(rankOf[sq]&15)
		onFile, n, so := span(e.fileOcc[f], fileLength, r)
		onRank, ea, we := span(e.rankOcc[r], rankLength, f)
		zone := bits.OnesCount16(onFile&palaceOnFile[enemy][f]) + bits.OnesCount16(onRank&palaceOnRank[enemy][r])
		if useSafeMobility {
			onFile &^= e.s[enemy].pawnAttFile[f%9]
			onRank &^= e.s[enemy].pawnAttRank[r%10]
		}
		mob := bits.OnesCount16(onFile) + bits.OnesCount16(onRank)
		// The first piece each way is reached when it is the enemy's (a
		// direction with none looks at the wall).
		files, ranks := &fileSquare[f], &rankSquare[r]
		for _, to := range [4]uint8{files[n&15], files[so&15], ranks[ea&15], ranks[we&15]} {
			taken := int(takes[c&1][e.board[to]])
			mob += taken
			zone += taken & int(palaceOf[enemy&1][to])
			if useThreats && taken != 0 {
				e.threat(c, rook, square(to))
			}
		}
		s.mg += w.RookMobilityMG[mob]
		s.eg += w.RookMobilityEG[mob]
		bit := uint16(1) << f
		if allPawns&bit == 0 {
			s.mg += w.RookOpenFileMG
			s.eg += w.RookOpenFileEG
		} else if s.pawnFiles&bit == 0 {
			s.mg += w.RookSemiOpenFileMG
			s.eg += w.RookSemiOpenFileEG
		}
		e.addZone(c, rook, zone)
	}
}

// horses scores horse mobility, palace attacks and the horse stuck on its
// own palace centre (窝心马), where it blocks the king and advisors.
func (e *evaluator) horses(c position.Color) {
	s := &e.s[c]
	w := e.w
	enemy := c.Other()
	enemyPalace := &palaceOf[enemy&1]
	centre := position.MakeSquare(4, 1)
	if c == position.Black {
		centre = position.MakeSquare(4, 8)
	}
	for i := range min(s.count[horse], len(s.sq[horse])) {
		sq := s.sq[horse][i]
		mob, zone := 0, 0
		for _, st := range position.HorseSteps(sq) {
			free := int(isEmpty[e.board[st.Leg]])
			safe := 1
			if useSafeMobility {
				safe = int(^(e.s[enemy].pawnAttFile[fileOf[st.Point]&15%9] >> (rankOf[st.Point] & 15)) & 1)
			}
			mob += free & safe & int(reaches[c&1][e.board[st.Point]])
			zone += free & int(enemyPalace[st.Point])
			if useThreats && free&int(takes[c&1][e.board[st.Point]]) != 0 {
				e.threat(c, horse, st.Point)
			}
		}
		s.mg += w.HorseMobilityMG[mob]
		s.eg += w.HorseMobilityEG[mob]
		if sq == centre {
			s.mg += w.HorseInPalaceCentreMG
		}
		e.addZone(c, horse, zone)
	}
}

// cannons scores cannon mobility, palace attacks over a screen and the
// cannon on the enemy's back rank (沉底炮).
func (e *evaluator) cannons(c position.Color) {
	s := &e.s[c]
	w := e.w
	enemy := c.Other()
	for i := range min(s.count[cannon], len(s.sq[cannon])) {
		sq := s.sq[cannon][i]
		f, r := uint(fileOf[sq]&15), uint(rankOf[sq]&15)
		fileOcc, rankOcc := e.fileOcc[f], e.rankOcc[r]
		onFile, n, so := span(fileOcc, fileLength, r)
		onRank, ea, we := span(rankOcc, rankLength, f)
		if useSafeMobility {
			onFile &^= e.s[enemy].pawnAttFile[f%9]
			onRank &^= e.s[enemy].pawnAttRank[r%10]
		}
		mob := bits.OnesCount16(onFile) + bits.OnesCount16(onRank)
		// Past each screen: every point to the next piece attacks the
		// palace, and that piece is a capture when it is the enemy's (with
		// no screen, or nothing past it, the scan ends on the wall).
		reachN, tn := beyondUp(fileOcc, fileLength, fileMask, n)
		reachS, ts := beyondDown(fileOcc, so)
		reachE, te := beyondUp(rankOcc, rankLength, rankMask, ea)
		reachW, tw := beyondDown(rankOcc, we)
		zone := bits.OnesCount16((reachN|reachS)&palaceOnFile[enemy][f]) + bits.OnesCount16((reachE|reachW)&palaceOnRank[enemy][r])
		files, ranks := &fileSquare[f], &rankSquare[r]
		for _, to := range [4]uint8{files[tn&15], files[ts&15], ranks[te&15], ranks[tw&15]} {
			taken := int(takes[c&1][e.board[to]])
			mob += taken
			if useThreats && taken != 0 {
				e.threat(c, cannon, square(to))
			}
		}
		s.mg += w.CannonMobilityMG[mob]
		s.eg += w.CannonMobilityEG[mob]
		if pstIndex[c][sq] >= 45 {
			s.mg += w.BottomCannonMG
			s.eg += w.BottomCannonEG
		}
		e.addZone(c, cannon, zone)
	}
}
