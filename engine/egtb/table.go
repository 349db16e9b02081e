package egtb

import "xiangqi/engine/position"

// Result is the outcome of a position with best play, for the side to move.
type Result int8

const (
	Loss Result = -1
	Draw Result = 0
	Win  Result = 1
)

func (r Result) String() string {
	switch r {
	case Win:
		return "win"
	case Loss:
		return "loss"
	}
	return "draw"
}

// MaxDTM is the longest distance to mate, in plies, that a table can hold.
const MaxDTM = 254

// A stored value is one byte: 0 is a draw (or a point that is not a legal
// position), and v > 0 means mate in v-1 plies with best play. The side to
// move wins when that distance is odd (it gives the last move) and loses when
// it is even, 0 meaning it is mated or stalemated now, so the result needs no
// bit of its own.

func encodeValue(r Result, dtm int) byte {
	if r == Draw {
		return 0
	}
	return byte(dtm + 1)
}

func decodeValue(v byte) (Result, int) {
	if v == 0 {
		return Draw, 0
	}
	dtm := int(v) - 1
	if dtm%2 == 1 {
		return Win, dtm
	}
	return Loss, dtm
}

// Table is the distance-to-mate table of one material, stored for the
// stronger side as Red (see Material.Canonical); it answers for either
// colour by exchanging the colours of a position before looking it up.
type Table struct {
	lay *layout
	// values[c] holds one byte per index for positions with colour c to move.
	values [2][]byte
}

// Material returns the table's material, with the stronger side as Red.
func (t *Table) Material() Material { return t.lay.material }

// Size returns the number of indices per side to move.
func (t *Table) Size() int { return int(t.lay.size) }

// Stats counts the table's legal positions (mirror images counted once) by
// result for the side to move, stats[c][r+1] for colour c to move and result
// r (zero for a side the table does not store), and finds the longest distance to mate for each side to move.
func (t *Table) Stats() (stats [2][3]int, longest [2]int) {
	t.forEachPosition(func(c int, idx uint64) {
		if t.values[c] == nil {
			return
		}
		r, d := decodeValue(t.values[c][idx])
		stats[c][r+1]++
		longest[c] = max(longest[c], d)
	})
	return stats, longest
}

// forEachPosition calls f for every index that numbers a legal position in
// its canonical orientation, with colour c to move.
func (t *Table) forEachPosition(f func(c int, idx uint64)) {
	lay := t.lay
	var b [position.NumSquares]position.Piece
	for idx := uint64(0); idx < lay.size; idx++ {
		pl, ok := lay.decode(idx)
		if !ok || lay.index(&pl) != idx {
			continue
		}
		lay.board(&pl, &b)
		for c := position.Red; c <= position.Black; c++ {
			// With c to move, the other king must not be attacked.
			other := c.Other()
			if !position.KingAttacked(&b, pl[other], other) {
				f(int(c), idx)
			}
		}
	}
}
