package egtb

import (
	"sort"

	"xiangqi/engine/position"
)

// Probe looks a position up in a set: its result for the side to move and
// the distance to mate in plies (0 for a draw), or ok false when the set has
// no table for the position's material. The history of the game is not
// considered: a table knows nothing about repetitions. It allocates nothing;
// for a side to move that a table does not store it plays and takes back
// moves on p (see lookup).
func (s *Set) Probe(p *position.Position) (result Result, dtm int, ok bool) {
	v, ok := s.value(p)
	if !ok {
		return Draw, 0, false
	}
	result, dtm = decodeValue(v)
	return result, dtm, true
}

// MoveScore is one legal move with the outcome it leads to, for the side
// that plays it.
type MoveScore struct {
	Move   position.Move
	Result Result
	// DTM is the distance to mate from the position before the move, in
	// plies, counting the move itself; 0 for a draw.
	DTM int
}

// BestMoves returns every legal move of a position with its outcome, best
// first: the fastest wins, then draws, then the slowest losses. It returns
// nil when the set lacks a table for the position or for a capture's result.
func (s *Set) BestMoves(p *position.Position) []MoveScore {
	return bestMoves(p, s.Probe)
}

func bestMoves(p *position.Position, probe func(*position.Position) (Result, int, bool)) []MoveScore {
	if _, _, ok := probe(p); !ok {
		return nil
	}
	var buf [position.MaxMoves]position.Move
	var out []MoveScore
	for _, m := range p.LegalMoves(buf[:0]) {
		p.MakeMove(m)
		r, d, ok := probe(p)
		p.UnmakeMove()
		if !ok {
			return nil
		}
		ms := MoveScore{Move: m, Result: -r}
		if r != Draw {
			ms.DTM = d + 1
		}
		out = append(out, ms)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].better(out[j]) })
	return out
}

// better orders moves: wins by shortest mate, then draws, then losses by
// longest resistance.
func (a MoveScore) better(b MoveScore) bool {
	if a.Result != b.Result {
		return a.Result > b.Result
	}
	if a.Result == Win {
		return a.DTM < b.DTM
	}
	return a.DTM > b.DTM
}
