package protocol

import "xiangqi/engine/position"

// MaxPerftDepth bounds `go perft`: depth 8 from the start position is already
// hours of work.
const MaxPerftDepth = 10

// MoveCount is one line of a perft divide: a legal move and the leaf count
// below it.
type MoveCount struct {
	Move  position.Move
	Nodes uint64
}

// Divide counts the leaves of the legal move tree to depth under each legal
// move, in move-generation order, and their total. p is restored on return.
func Divide(p *position.Position, depth int) ([]MoveCount, uint64) {
	if depth < 1 {
		return nil, 1
	}
	var buf [position.MaxMoves]position.Move
	moves := p.LegalMoves(buf[:0])
	out := make([]MoveCount, 0, len(moves))
	var total uint64
	for _, m := range moves {
		p.MakeMove(m)
		n := p.Perft(depth - 1)
		p.UnmakeMove()
		out = append(out, MoveCount{Move: m, Nodes: n})
		total += n
	}
	return out, total
}
