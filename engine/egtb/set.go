package egtb

import (
	"sort"

	"xiangqi/engine/position"
)

// Set is a collection of tables, at most one per material. Adding tables is
// not safe while other goroutines use the set; probing a set that is no
// longer changed is safe from any number of goroutines.
type Set struct {
	tables map[Material]*Table
}

// NewSet returns an empty set.
func NewSet() *Set { return &Set{tables: map[Material]*Table{}} }

// Add puts a table in the set, replacing any table of the same material.
func (s *Set) Add(t *Table) { s.tables[t.Material()] = t }

// Table returns the table of a material (either colour may be the stronger
// side), or nil if the set has none.
func (s *Set) Table(m Material) *Table {
	m, _ = m.Canonical()
	return s.tables[m]
}

// Tables returns the set's tables ordered by material signature.
func (s *Set) Tables() []*Table {
	out := make([]*Table, 0, len(s.tables))
	for _, t := range s.tables {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Material().String() < out[j].Material().String() })
	return out
}

// source finds the table of an oriented material: a Set, or a Library with
// its lazily read and expected files.
type source interface {
	table(m Material) *Table
}

func (s *Set) table(m Material) *Table { return s.tables[m] }

func (s *Set) value(p *position.Position) (byte, bool) { return lookup(s, p) }

// lookup returns the value byte of a position, false if a table is missing.
// A table may store only one side to move (see Encode); the other side's
// values then come from a one-ply search over the stored ones, which plays
// moves on p and takes them back.
func lookup(src source, p *position.Position) (byte, bool) {
	m, flip := MaterialOf(p).Canonical()
	t := src.table(m)
	if t == nil {
		return 0, false
	}
	side := p.SideToMove()
	if flip {
		side = side.Other()
	}
	switch {
	case t.values[side] != nil:
		return t.value(p, flip), true
	case m == m.Flipped() && t.values[side.Other()] != nil:
		// Equal material: exchanging the colours swaps the side to move.
		return t.value(p, !flip), true
	}
	return derive(src, p)
}

// derive computes a position's value from the values of the positions its
// legal moves reach: the shortest win through a move to a lost position,
// else a draw if some move draws, else the longest loss.
func derive(src source, p *position.Position) (byte, bool) {
	var buf [position.MaxMoves]position.Move
	moves := p.LegalMoves(buf[:0])
	if len(moves) == 0 {
		return encodeValue(Loss, 0), true
	}
	// Quiet moves keep the material, so their positions are read from the
	// same table without working the material out again.
	m, flip := MaterialOf(p).Canonical()
	t := src.table(m)
	childSide := p.SideToMove().Other()
	if flip {
		childSide = childSide.Other()
	}
	same := t != nil && t.values[childSide] != nil
	shortestWin, longestLoss, draw := -1, 0, false
	for _, mv := range moves {
		quiet := p.PieceAt(mv.To()) == position.NoPiece
		p.MakeMove(mv)
		var v byte
		ok := true
		if quiet && same {
			v = t.value(p, flip)
		} else {
			v, ok = lookup(src, p)
		}
		p.UnmakeMove()
		if !ok {
			return 0, false
		}
		switch r, d := decodeValue(v); r {
		case Loss:
			if shortestWin < 0 || d+1 < shortestWin {
				shortestWin = d + 1
			}
		case Draw:
			draw = true
		case Win:
			longestLoss = max(longestLoss, d+1)
		}
	}
	switch {
	case shortestWin >= 0:
		return encodeValue(Win, shortestWin), true
	case draw:
		return 0, true
	}
	return encodeValue(Loss, longestLoss), true
}

// value looks a position of the table's material up in the stored side;
// flip says that the position's colours must be exchanged to match the
// table.
func (t *Table) value(p *position.Position, flip bool) byte {
	lay := t.lay
	var pl placement
	var used [16]int8
	for c := position.Red; c <= position.Black; c++ {
		for _, s := range p.PieceSquares(c) {
			if s == position.NoSquare {
				continue
			}
			pc := p.PieceAt(s)
			if flip {
				pc ^= 8 // the colour bit
				s = s.Flip()
			}
			pl[int(lay.first[pc])+int(used[pc])] = s
			used[pc]++
		}
	}
	side := p.SideToMove()
	if flip {
		side = side.Other()
	}
	return t.values[side][lay.index(&pl)]
}
