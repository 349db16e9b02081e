package egtb

import (
	"fmt"

	"xiangqi/engine/position"
)

// Verify checks every legal position of a table against the positions its
// moves lead to, with moves from the rules package (not the generator's
// un-moves) and the set's tables for captures:
//
//   - a position without a legal move is lost in 0;
//   - a win in d has a move to a loss in d-1 and none to a shorter loss;
//   - a loss in d has only moves to wins, the longest of them in d-1;
//   - a draw has no move to a loss and at least one move to a draw.
//
// Together these prove the table exact: the distances of wins and losses
// fall by one on every step of the best line, so no win can rest on a cycle,
// and a draw that hid a win would need a drawn successor hiding a shorter
// one, down to a mate, which is checked directly. Verify returns the first
// disagreement as an error.
func (t *Table) Verify(s *Set) error {
	lay := t.lay
	var pos position.Position
	var b [position.NumSquares]position.Piece
	for c := range t.values {
		if t.values[c] == nil {
			return fmt.Errorf("table %s: the side to move %s is not stored, so it cannot be verified", lay.material, position.Color(c))
		}
		for idx := uint64(0); idx < lay.size; idx++ {
			pl, ok := lay.decode(idx)
			if !ok || lay.index(&pl) != idx {
				continue
			}
			lay.board(&pl, &b)
			if pos.SetBoard(&b, position.Color(c)) != nil {
				continue
			}
			want, ok := derive(overlay{t, s}, &pos)
			if !ok {
				return fmt.Errorf("table %s: %s: a capture leads to a material the set has no table for", lay.material, pos.FEN())
			}
			if got := t.values[c][idx]; got != want {
				gr, gd := decodeValue(got)
				wr, wd := decodeValue(want)
				return fmt.Errorf("table %s: %s stores %s in %d, its moves give %s in %d", lay.material, pos.FEN(), gr, gd, wr, wd)
			}
		}
	}
	return nil
}

// overlay is a set seen with one more table in it.
type overlay struct {
	t *Table
	s *Set
}

func (o overlay) table(m Material) *Table {
	if m == o.t.Material() {
		return o.t
	}
	return o.s.table(m)
}
