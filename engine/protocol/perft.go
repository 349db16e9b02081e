package protocol

import (
	"fmt"

	"xiangqi/engine/position"
)

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

// Perft counts the leaves under each legal move of the current position, as
// Divide does, on its own goroutine like a search, and returns at once
// (stopping a search that runs). onMove receives each move's count as it is
// done, onDone the total, or stopped when Stop ended the count early.
func (s *Session) Perft(depth int, onMove func(MoveCount), onDone func(total uint64, stopped bool)) error {
	if depth < 1 || depth > MaxPerftDepth {
		return fmt.Errorf("perft depth must be from 1 to %d, got %d", MaxPerftDepth, depth)
	}
	j := s.startJob() // holds s.mu
	pos := s.pos.Clone()
	yield := s.engOpts.Yield
	s.mu.Unlock()
	go func() {
		var total uint64
		stopped := false
		defer func() {
			if r := recover(); r != nil {
				stopped = true
			}
			defer s.finishJob(j)
			onDone(total, stopped)
		}()
		var buf [position.MaxMoves]position.Move
		for _, m := range pos.LegalMoves(buf[:0]) {
			pos.MakeMove(m)
			n, ok := stoppablePerft(pos, depth-1, j, yield)
			pos.UnmakeMove()
			if !ok {
				stopped = true
				return
			}
			onMove(MoveCount{Move: m, Nodes: n})
			total += n
		}
	}()
	return nil
}

// stoppablePerft counts like Position.Perft but looks for a stop before
// each subtree deeper than three plies, which take a few milliseconds at
// most, so a stop is obeyed at once even at depth 10. It yields there too
// (yield may be nil): on wasm, with one thread, the goroutine that reads
// stop would otherwise never run.
func stoppablePerft(p *position.Position, depth int, j *job, yield func()) (uint64, bool) {
	if depth <= 3 {
		return p.Perft(depth), true
	}
	var buf [position.MaxMoves]position.Move
	var total uint64
	for _, m := range p.LegalMoves(buf[:0]) {
		if yield != nil {
			yield()
		}
		if j.stopRequested() {
			return total, false
		}
		p.MakeMove(m)
		n, ok := stoppablePerft(p, depth-1, j, yield)
		p.UnmakeMove()
		total += n
		if !ok {
			return total, false
		}
	}
	return total, true
}
