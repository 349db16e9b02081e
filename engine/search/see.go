package search

import "xiangqi/engine/position"

// Static exchange evaluation: the material a capture wins or loses when both
// sides keep recapturing on the same point with their least valuable
// attacker, either side free to stop. Pins are ignored; cannon screens and
// pieces lined up behind one another are handled by taking captured-from
// points off a copy of the board.

var seeValue = [8]int{
	position.King:     10000,
	position.Advisor:  200,
	position.Elephant: 200,
	position.Horse:    400,
	position.Rook:     950,
	position.Cannon:   450,
	position.Pawn:     100,
}

// see returns the exchange value of move m for the side to move.
func see(p *position.Position, m position.Move) int {
	board := p.Board()
	from, to := m.From(), m.To()
	// The file and rank through the target, as masks of their occupied
	// points, for the rooks and cannons behind one another on them.
	files, ranks := p.Lines()
	lines := seeLinesAt(files, ranks, to)
	var gain [40]int
	d := 0
	gain[0] = seeValue[board[to].Type()]
	attacker := board[from]
	board[from] = position.NoPiece
	lines.remove(from)
	side := attacker.Color().Other()
	for d < len(gain)-1 {
		d++
		gain[d] = seeValue[attacker.Type()] - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break
		}
		sq, pc := leastAttacker(&board, &lines, to, side)
		if pc == position.NoPiece {
			break
		}
		board[sq] = position.NoPiece
		lines.remove(sq)
		attacker = pc
		side = side.Other()
	}
	for d--; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// seeLines are the occupied points of the file and rank through see's
// target (position.Lines), as pieces leave them in the exchange.
type seeLines struct {
	file, rank       uint // the target's
	fileOcc, rankOcc uint16
}

// seeLinesAt returns the lines through s out of position.Lines' masks.
func seeLinesAt(files, ranks *[16]uint16, s position.Square) seeLines {
	f, r := uint(s.File()), uint(s.Rank())
	return seeLines{file: f, rank: r, fileOcc: files[f], rankOcc: ranks[r]}
}

// remove takes the piece on s off the lines.
func (l *seeLines) remove(s position.Square) {
	if f, r := uint(s.File()), uint(s.Rank()); f == l.file {
		l.fileOcc &^= 1 << r
	} else if r == l.rank {
		l.rankOcc &^= 1 << f
	}
}

// leastAttacker finds the cheapest piece of colour c attacking square to.
func leastAttacker(board *[position.NumSquares]position.Piece, lines *seeLines, to position.Square, c position.Color) (position.Square, position.Piece) {
	pawn := position.MakePiece(c, position.Pawn)
	for _, s := range position.PawnAttackers(c, to) {
		if board[s] == pawn {
			return s, pawn
		}
	}
	advisor := position.MakePiece(c, position.Advisor)
	for _, s := range position.AdvisorSteps(to) {
		if board[s] == advisor {
			return s, advisor
		}
	}
	elephant := position.MakePiece(c, position.Elephant)
	for _, st := range position.ElephantSteps(to) {
		if board[st.Point] == elephant && board[st.Leg] == position.NoPiece {
			return st.Point, elephant
		}
	}
	horse := position.MakePiece(c, position.Horse)
	for _, st := range position.HorseAttackers(to) {
		if board[st.Point] == horse && board[st.Leg] == position.NoPiece {
			return st.Point, horse
		}
	}
	// Rooks see the first piece on each line, cannons the second; the
	// lines in the order North, South, East, West.
	rook, cannon := position.MakePiece(c, position.Rook), position.MakePiece(c, position.Cannon)
	rookSq, cannonSq := position.NoSquare, position.NoSquare
	f, r := lines.file, lines.rank
	look := func(first, second int, base, step position.Square) {
		if first < 0 {
			return
		}
		if s := base + position.Square(first)*step; board[s] == rook {
			rookSq = s
		}
		if second >= 0 {
			if s := base + position.Square(second)*step; board[s] == cannon {
				cannonSq = s
			}
		}
	}
	fileBase, rankBase := position.Square(f), position.Square(r*9)
	first, second := position.LineUp(lines.fileOcc, r, 10)
	look(first, second, fileBase, 9)
	first, second = position.LineDown(lines.fileOcc, r)
	look(first, second, fileBase, 9)
	first, second = position.LineUp(lines.rankOcc, f, 9)
	look(first, second, rankBase, 1)
	first, second = position.LineDown(lines.rankOcc, f)
	look(first, second, rankBase, 1)
	if cannonSq != position.NoSquare {
		return cannonSq, cannon
	}
	if rookSq != position.NoSquare {
		return rookSq, rook
	}
	king := position.MakePiece(c, position.King)
	for _, s := range position.KingSteps(to) {
		if board[s] == king {
			return s, king
		}
	}
	return position.NoSquare, position.NoPiece
}
