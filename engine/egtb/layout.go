package egtb

import (
	"fmt"

	"xiangqi/engine/position"
)

// A layout numbers the positions of one material (oriented so that Red is
// the stronger side) from 0 to size-1 for each side to move.
//
// The pieces fall into groups of one colour and type. Each group's pieces
// stand on points of its domain (the palace for kings, the five advisor
// points, the seven elephant points, the 55 points a pawn can reach, or the
// whole board), and a group of n identical pieces is numbered by the
// combinatorial number system over its domain, so swapping two identical
// pieces never makes a second index. The index is the mixed-radix number of
// the group numbers, kings first.
//
// Left-right mirror images have the same value, so Red's king is kept on
// files d and e (6 points instead of 9); with Red's king on file e a
// position and its mirror image both have indices, and the smaller one is
// the canonical one. Indices that are not canonical, or that put two pieces
// on one point, are never used.
type layout struct {
	material Material
	groups   []group
	// pieces[i] is the piece of slot i; slots run group by group.
	pieces [maxSlots]position.Piece
	slots  int
	// first[pc] is the first slot of piece pc's group.
	first [16]int8
	size  uint64 // positions per side to move
}

// maxSlots bounds the pieces of a table: two kings, four advisors, four
// elephants and the attacking pieces.
const maxSlots = 16

type group struct {
	piece  position.Piece
	first  int // first slot
	count  int
	domain []sq
	// at[s] is s's place in the domain, or -1.
	at     [position.NumSquares]int8
	size   uint64 // binomial(len(domain), count)
	stride uint64
}

// placement is a position of a layout's material: the square of each slot.
type placement [maxSlots]sq

// binomial[n][k] for n <= 90 and k <= 5.
var binomial [position.NumSquares + 1][6]uint64

func init() {
	for n := range binomial {
		binomial[n][0] = 1
		for k := 1; k < 6 && k <= n; k++ {
			binomial[n][k] = binomial[n-1][k-1] + binomial[n-1][k]
		}
	}
}

// redKingDomain is d0-d2 and e0-e2: Red's king is mirrored onto the left half.
var redKingDomain = []sq{3, 4, 12, 13, 21, 22}

// maxTableSize bounds a layout so indices fit the generator's 32-bit lists.
const maxTableSize = 1<<31 - 1 // the largest int of a 32-bit build

// newLayout builds the layout of an oriented material.
func newLayout(m Material) (*layout, error) {
	if c, _ := m.Canonical(); c != m {
		return nil, fmt.Errorf("material %s is not oriented with the stronger side as Red", m)
	}
	l := &layout{material: m, size: 1}
	// Group order: kings, then Red's pieces, then Black's, each by type in
	// signature order. The last group varies fastest.
	add := func(pc position.Piece, n int, domain []sq) {
		g := group{piece: pc, first: l.slots, count: n, domain: domain}
		for i := range g.at {
			g.at[i] = -1
		}
		for i, s := range domain {
			g.at[s] = int8(i)
		}
		g.size = binomial[len(domain)][n]
		l.first[pc] = int8(l.slots)
		for i := 0; i < n; i++ {
			l.pieces[l.slots] = pc
			l.slots++
		}
		l.groups = append(l.groups, g)
	}
	add(position.MakePiece(position.Red, position.King), 1, redKingDomain)
	add(position.MakePiece(position.Black, position.King), 1, pointsOf(position.MakePiece(position.Black, position.King)))
	for c := position.Red; c <= position.Black; c++ {
		for _, t := range letterOrder[1:] {
			n := int(m[c][t])
			if n == 0 {
				continue
			}
			if n > 5 || l.slots+n > maxSlots {
				return nil, fmt.Errorf("material %s has too many pieces for a table", m)
			}
			pc := position.MakePiece(c, t)
			add(pc, n, pointsOf(pc))
		}
	}
	for i := len(l.groups) - 1; i >= 0; i-- {
		l.groups[i].stride = l.size
		if l.size > maxTableSize/l.groups[i].size {
			return nil, fmt.Errorf("material %s has more than %d positions", m, maxTableSize)
		}
		l.size *= l.groups[i].size
	}
	return l, nil
}

// pointsOf lists the points a piece may stand on, in square order.
func pointsOf(pc position.Piece) []sq {
	var out []sq
	for s := sq(0); s < position.NumSquares; s++ {
		if position.CanStand(pc, s) {
			out = append(out, s)
		}
	}
	return out
}

// rawIndex numbers a placement as it stands, without mirroring. It reports
// false when Red's king is not on files d or e.
func (l *layout) rawIndex(p *placement) (uint64, bool) {
	var idx uint64
	for gi := range l.groups {
		g := &l.groups[gi]
		switch g.count {
		case 1:
			a := g.at[p[g.first]]
			if a < 0 {
				return 0, false
			}
			idx += uint64(a) * g.stride
		case 2:
			a, b := g.at[p[g.first]], g.at[p[g.first+1]]
			if a < 0 || b < 0 {
				return 0, false
			}
			if a > b {
				a, b = b, a
			}
			idx += (uint64(a) + binomial[b][2]) * g.stride
		default:
			var places [5]int
			for i := 0; i < g.count; i++ {
				a := g.at[p[g.first+i]]
				if a < 0 {
					return 0, false
				}
				// Insertion sort: groups hold at most five pieces.
				j := i
				for ; j > 0 && places[j-1] > int(a); j-- {
					places[j] = places[j-1]
				}
				places[j] = int(a)
			}
			var n uint64
			for i := 0; i < g.count; i++ {
				n += binomial[places[i]][i+1]
			}
			idx += n * g.stride
		}
	}
	return idx, true
}

// index returns the canonical index of a legal placement (one whose pieces
// all stand on their points): the placement is mirrored when Red's king is
// on file f, and with Red's king on file e the smaller of the two indices is
// taken.
func (l *layout) index(p *placement) uint64 {
	kf := p[0].File()
	if kf == 4 {
		a, _ := l.rawIndex(p)
		m := mirrored(p, l.slots)
		b, _ := l.rawIndex(&m)
		return min(a, b)
	}
	if kf > 4 {
		m := mirrored(p, l.slots)
		idx, _ := l.rawIndex(&m)
		return idx
	}
	idx, _ := l.rawIndex(p)
	return idx
}

func mirrored(p *placement, n int) placement {
	var m placement
	for i := 0; i < n; i++ {
		m[i] = p[i].Mirror()
	}
	return m
}

// decode returns the placement of an index; false when two pieces share a
// point. The index must be below l.size.
func (l *layout) decode(idx uint64) (placement, bool) {
	var p placement
	var used [position.NumSquares]bool
	for gi := range l.groups {
		g := &l.groups[gi]
		n := idx / g.stride
		idx %= g.stride
		// Combinatorial number system: peel off the largest binomial first.
		top := len(g.domain)
		for i := g.count; i >= 1; i-- {
			c := top - 1
			for binomial[c][i] > n {
				c--
			}
			n -= binomial[c][i]
			top = c
			s := g.domain[c]
			if used[s] {
				return p, false
			}
			used[s] = true
			p[g.first+i-1] = s
		}
	}
	return p, true
}

// board fills a board with a placement's pieces.
func (l *layout) board(p *placement, b *[position.NumSquares]position.Piece) {
	*b = [position.NumSquares]position.Piece{}
	for i := 0; i < l.slots; i++ {
		b[p[i]] = l.pieces[i]
	}
}

// IndexSize returns how many indices a table of the material has per side
// to move (mirror images and impossible placements included), or an error
// when the material is too large for a table.
func IndexSize(m Material) (int, error) {
	m, _ = m.Canonical()
	l, err := newLayout(m)
	if err != nil {
		return 0, err
	}
	return int(l.size), nil
}
