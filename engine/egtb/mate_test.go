package egtb

import (
	"math/rand/v2"
	"testing"

	"xiangqi/engine/position"
)

// mateWithin is a plain full-width search, independent of the tables and of
// the generator: Win if the side to move can force mate (or stalemate,
// which also wins in xiangqi) within depth plies, Loss if it cannot avoid
// being mated within depth plies, Draw if neither is decided that soon.
func mateWithin(p *position.Position, depth int) Result {
	var buf [position.MaxMoves]position.Move
	moves := p.LegalMoves(buf[:0])
	if len(moves) == 0 {
		return Loss
	}
	if depth == 0 {
		return Draw
	}
	allWin := true
	for _, m := range moves {
		p.MakeMove(m)
		r := mateWithin(p, depth-1)
		p.UnmakeMove()
		if r == Loss {
			return Win
		}
		if r != Win {
			allWin = false
			if depth%2 == 0 {
				// Lost in an even number of plies needs every reply to
				// win in one less; one undecided reply settles it.
				return Draw
			}
		}
	}
	if allWin {
		return Loss
	}
	return Draw
}

// searchDTM deepens mateWithin until the position is decided: the first
// depth that decides it is its exact distance to mate.
func searchDTM(p *position.Position, maxDepth int) (Result, int) {
	for d := 0; d <= maxDepth; d++ {
		if r := mateWithin(p, d); r != Draw {
			return r, d
		}
	}
	return Draw, 0
}

// TestTablesAgreeWithSearch samples positions of the tiny tables, half of
// them among those the table says are decided within the search's depth,
// and checks every one: the table's distance must be the first depth at
// which the search decides the position, and a position the table calls
// drawn or longer must stay undecided.
func TestTablesAgreeWithSearch(t *testing.T) {
	s := smallSet(t)
	const depth, perKind = 6, 60
	rng := rand.New(rand.NewPCG(5, 6))
	for _, tb := range s.Tables() {
		lay := tb.lay
		type sample struct {
			idx uint64
			c   position.Color
		}
		var short, rest []sample
		var b [position.NumSquares]position.Piece
		var pos position.Position
		for c := range 2 {
			for idx := uint64(0); idx < lay.size; idx++ {
				pl, ok := lay.decode(idx)
				if !ok || lay.index(&pl) != idx {
					continue
				}
				lay.board(&pl, &b)
				if pos.SetBoard(&b, position.Color(c)) != nil {
					continue
				}
				if r, d := decodeValue(tb.values[c][idx]); r != Draw && d <= depth {
					short = append(short, sample{idx, position.Color(c)})
				} else {
					rest = append(rest, sample{idx, position.Color(c)})
				}
			}
		}
		rng.Shuffle(len(short), func(i, j int) { short[i], short[j] = short[j], short[i] })
		rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
		for _, sm := range append(short[:min(perKind, len(short))], rest[:min(perKind, len(rest))]...) {
			pl, _ := lay.decode(sm.idx)
			lay.board(&pl, &b)
			p, err := position.FromBoard(&b, sm.c)
			if err != nil {
				t.Fatal(err)
			}
			res, dtm := decodeValue(tb.values[sm.c][sm.idx])
			got, gotDTM := searchDTM(p, depth)
			if res != Draw && dtm <= depth {
				if got != res || gotDTM != dtm {
					t.Errorf("%s: %s: table %s in %d, search %s in %d", tb.Material(), p.FEN(), res, dtm, got, gotDTM)
				}
			} else if got != Draw {
				t.Errorf("%s: %s: table %s in %d, search decides %s in %d", tb.Material(), p.FEN(), res, dtm, got, gotDTM)
			}
		}
		t.Logf("%s: %d positions decided within %d plies, %d not; sampled %d and %d",
			tb.Material(), len(short), depth, len(rest), min(perKind, len(short)), min(perKind, len(rest)))
	}
}
