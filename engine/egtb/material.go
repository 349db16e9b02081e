package egtb

import (
	"fmt"
	"strings"

	"xiangqi/engine/position"
)

// Material counts the pieces on the board: Material[colour][piece type].
// It is comparable, so it keys maps without allocating.
type Material [2][8]uint8

// letterOrder is the order pieces are written in a signature: the king,
// the attacking pieces from strongest, then the defenders.
var letterOrder = [...]position.PieceType{position.King, position.Rook, position.Horse, position.Cannon, position.Pawn, position.Advisor, position.Elephant}

// maxOfType is how many pieces of each type a side may have.
var maxOfType = [8]uint8{position.King: 1, position.Advisor: 2, position.Elephant: 2, position.Horse: 2, position.Rook: 2, position.Cannon: 2, position.Pawn: 5}

// MaterialOf returns the material of a position.
func MaterialOf(p *position.Position) Material {
	var m Material
	for c := position.Red; c <= position.Black; c++ {
		for t := position.King; t <= position.Pawn; t++ {
			m[c][t] = uint8(p.Count(c, t))
		}
	}
	return m
}

// ParseMaterial reads a signature such as "KRkaabb": FEN letters, upper case
// for Red and lower case for Black, in any order; each side needs one king.
// H and E are accepted for the horse and the elephant.
func ParseMaterial(s string) (Material, error) {
	var m Material
	for i := 0; i < len(s); i++ {
		ch := s[i]
		c := position.Red
		if ch >= 'a' && ch <= 'z' {
			c = position.Black
			ch -= 'a' - 'A'
		}
		var t position.PieceType
		switch ch {
		case 'K':
			t = position.King
		case 'A':
			t = position.Advisor
		case 'B', 'E':
			t = position.Elephant
		case 'N', 'H':
			t = position.Horse
		case 'R':
			t = position.Rook
		case 'C':
			t = position.Cannon
		case 'P':
			t = position.Pawn
		default:
			return Material{}, fmt.Errorf("material %q: unknown piece letter %q", s, s[i])
		}
		if m[c][t] >= maxOfType[t] {
			return Material{}, fmt.Errorf("material %q: too many %s %ss (at most %d)", s, c, t, maxOfType[t])
		}
		m[c][t]++
	}
	if m[position.Red][position.King] != 1 || m[position.Black][position.King] != 1 {
		return Material{}, fmt.Errorf("material %q: each side needs exactly one king (K and k)", s)
	}
	return m, nil
}

// String writes the signature with Red's pieces first in upper case, then
// Black's in lower case, each side as king, rooks, horses, cannons, pawns,
// advisors, elephants: "KRkaabb".
func (m Material) String() string {
	var b strings.Builder
	for c := position.Red; c <= position.Black; c++ {
		for _, t := range letterOrder {
			letter := position.MakePiece(c, t).Letter()
			for range m[c][t] {
				b.WriteByte(letter)
			}
		}
	}
	return b.String()
}

// Attackers returns how many rooks, horses, cannons and pawns a colour has:
// the pieces that can cross the river.
func (m Material) Attackers(c position.Color) int {
	return int(m[c][position.Rook]) + int(m[c][position.Horse]) + int(m[c][position.Cannon]) + int(m[c][position.Pawn])
}

// Pieces returns how many pieces of all types, kings included, are on the board.
func (m Material) Pieces() int {
	n := 0
	for c := range m {
		for _, k := range m[c] {
			n += int(k)
		}
	}
	return n
}

// Flipped returns the material with the colours exchanged.
func (m Material) Flipped() Material { return Material{m[1], m[0]} }

// strength orders one side's material for choosing which colour a table is
// stored for: the attacking pieces by rough value first (so a pawn outranks
// a full set of advisors and elephants), then the defenders, then the counts
// by type, so two different sides never compare equal.
func strength(side [8]uint8) [8]int {
	attack := 10*int(side[position.Rook]) + 5*int(side[position.Horse]) + 5*int(side[position.Cannon]) + 2*int(side[position.Pawn])
	return [8]int{attack, int(side[position.Advisor]) + int(side[position.Elephant]),
		int(side[position.Rook]), int(side[position.Horse]), int(side[position.Cannon]),
		int(side[position.Pawn]), int(side[position.Advisor]), int(side[position.Elephant])}
}

// Canonical returns the material as its table stores it, with the stronger
// side as Red, and whether the colours had to be exchanged for that.
func (m Material) Canonical() (Material, bool) {
	r, b := strength(m[position.Red]), strength(m[position.Black])
	for i := range r {
		if r[i] != b[i] {
			if b[i] > r[i] {
				return m.Flipped(), true
			}
			return m, false
		}
	}
	return m, false
}

// captures lists the materials one capture can lead to: one non-king piece of
// either colour removed. Each appears once.
func (m Material) captures() []Material {
	var out []Material
	for c := range m {
		for t := position.Advisor; t <= position.Pawn; t++ {
			if m[c][t] > 0 {
				sub := m
				sub[c][t]--
				out = append(out, sub)
			}
		}
	}
	return out
}
