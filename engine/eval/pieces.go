package eval

import "xiangqi/engine/position"

// Per-piece terms: mobility, open files, connected pawns and attacks on the
// enemy palace, found by scanning each rook, horse, cannon and crossed pawn.

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
	enemyPalace := &palaceOf[enemy&1]
	for i := range min(s.count[rook], len(s.sq[rook])) {
		sq := s.sq[rook][i]
		mob, zone := 0, 0
		for dir := range 4 {
			for _, to := range position.Ray(sq, dir) {
				q := e.board[to]
				if q == position.NoPiece || q.Color() != c {
					mob++
					if enemyPalace[to] {
						zone++
					}
				}
				if q != position.NoPiece {
					break
				}
			}
		}
		s.mg += w.RookMobilityMG[mob]
		s.eg += w.RookMobilityEG[mob]
		bit := uint16(1) << sq.File()
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
			if e.board[st.Leg] != position.NoPiece {
				continue
			}
			if q := e.board[st.Point]; q == position.NoPiece || q.Color() != c {
				mob++
			}
			if enemyPalace[st.Point] {
				zone++
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
	enemyPalace := &palaceOf[enemy&1]
	for i := range min(s.count[cannon], len(s.sq[cannon])) {
		sq := s.sq[cannon][i]
		mob, zone := 0, 0
		for dir := range 4 {
			ray := position.Ray(sq, dir)
			j := 0
			for j < len(ray) && e.board[ray[j]] == position.NoPiece {
				j++
			}
			mob += j
			for j++; j < len(ray); j++ {
				to := ray[j]
				if enemyPalace[to] {
					zone++
				}
				if q := e.board[to]; q != position.NoPiece {
					if q.Color() != c {
						mob++
					}
					break
				}
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
