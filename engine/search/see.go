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
	var gain [40]int
	d := 0
	gain[0] = seeValue[board[to].Type()]
	attacker := board[from]
	board[from] = position.NoPiece
	side := attacker.Color().Other()
	for d < len(gain)-1 {
		d++
		gain[d] = seeValue[attacker.Type()] - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break
		}
		sq, pc := leastAttacker(&board, to, side)
		if pc == position.NoPiece {
			break
		}
		board[sq] = position.NoPiece
		attacker = pc
		side = side.Other()
	}
	for d--; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// leastAttacker finds the cheapest piece of colour c attacking square to.
func leastAttacker(board *[position.NumSquares]position.Piece, to position.Square, c position.Color) (position.Square, position.Piece) {
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
	// Rooks see the first piece on each line, cannons the second.
	rook, cannon := position.MakePiece(c, position.Rook), position.MakePiece(c, position.Cannon)
	rookSq, cannonSq := position.NoSquare, position.NoSquare
	for dir := range 4 {
		ray := position.Ray(to, dir)
		i := 0
		for ; i < len(ray) && board[ray[i]] == position.NoPiece; i++ {
		}
		if i == len(ray) {
			continue
		}
		if board[ray[i]] == rook {
			rookSq = ray[i]
		}
		for i++; i < len(ray) && board[ray[i]] == position.NoPiece; i++ {
		}
		if i < len(ray) && board[ray[i]] == cannon {
			cannonSq = ray[i]
		}
	}
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
