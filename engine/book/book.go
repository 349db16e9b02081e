package book

import (
	"math"
	"sort"

	"xiangqi/engine/position"
)

// Canonical returns the key under which a position is stored and whether the
// stored moves are mirror images of this position's moves: of a position and
// its left-right mirror image, the one with the smaller Zobrist key stands
// for both. The opening explorer (engine/explorer) keys its data the same way.
func Canonical(p *position.Position) (key uint64, mirrored bool) {
	return CanonicalKey(p.Key(), p.MirroredKey())
}

// CanonicalKey is Canonical for a position known by its key and its mirror
// image's key, for a caller that keeps both up to date as it plays moves.
func CanonicalKey(key, mirroredKey uint64) (canonical uint64, mirrored bool) {
	if mirroredKey < key {
		return mirroredKey, true
	}
	return key, false
}

// canonicalMove returns how a move of a position is stored: in the canonical
// orientation, and in a left-right symmetric position (such as the start) as
// the smaller of the move and its mirror image, so 炮二平五 and 炮八平五 count
// as one move there.
func canonicalMove(p *position.Position, m position.Move) (position.Move, uint64) {
	key, mirrored := Canonical(p)
	if mirrored {
		m = m.Mirror()
	}
	if p.Key() == p.MirroredKey() {
		m = min(m, m.Mirror())
	}
	return m, key
}

// Candidate is a book move in the probed position's own orientation.
type Candidate struct {
	Move   position.Move
	Games  int
	Score  float64 // the mover's score in percent
	Weight float64 // the share of the choice at full strength, 0-1 over all candidates
}

// Moves returns the legal book moves of a position, most weighted first.
func (b *Book) Moves(p *position.Position) []Candidate {
	if b == nil {
		return nil
	}
	key, mirrored := Canonical(p)
	i := sort.Search(len(b.entries), func(i int) bool { return b.entries[i].Key >= key })
	var out []Candidate
	symmetric := p.Key() == p.MirroredKey()
	for ; i < len(b.entries) && b.entries[i].Key == key; i++ {
		e := b.entries[i]
		m := e.Move
		if mirrored {
			m = m.Mirror()
		}
		w := strength(e.Games, e.ScorePercent())
		// A symmetric position stores one move of each mirror pair, with the
		// games of both: offer both, sharing the weight.
		if symmetric && m.Mirror() != m {
			w /= 2
			if p.IsLegal(m.Mirror()) {
				out = append(out, Candidate{Move: m.Mirror(), Games: e.Games, Score: e.ScorePercent(), Weight: w})
			}
		}
		if p.IsLegal(m) {
			out = append(out, Candidate{Move: m, Games: e.Games, Score: e.ScorePercent(), Weight: w})
		}
	}
	total := 0.0
	for _, c := range out {
		total += c.Weight
	}
	for i := range out {
		if total > 0 {
			out[i].Weight /= total
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Weight > out[j].Weight })
	return out
}

// strength is the unnormalised weight of a move: how often masters chose it,
// times how well it scored, so a popular move that scores badly loses weight.
func strength(games int, score float64) float64 {
	s := score / 100
	return float64(games) * s * s
}

// Choose picks a book move for the engine. variety runs from 0 (always the
// heaviest move) to 1 (sample in proportion to the weights, flattened so that
// rarer moves come up too); rnd returns a number in [0, 1). A move that would
// repeat an earlier position of the game is never chosen.
func (b *Book) Choose(p *position.Position, variety float64, rnd func() float64) (position.Move, bool) {
	cands := b.Moves(p)
	var usable []Candidate
	for _, c := range cands {
		if !repeats(p, c.Move) {
			usable = append(usable, c)
		}
	}
	if len(usable) == 0 {
		return position.NoMove, false
	}
	if variety <= 0 {
		return usable[0].Move, true
	}
	// Temperature: the weights are raised to 1/variety' so low variety sharpens
	// the choice towards the best moves and full variety flattens it.
	exp := 1 / (0.25 + 0.75*math.Min(variety, 1)) // 4 at variety 0+, 1 at variety 1
	if variety >= 1 {
		exp = 0.6
	}
	total := 0.0
	ws := make([]float64, len(usable))
	for i, c := range usable {
		ws[i] = math.Pow(c.Weight, exp)
		total += ws[i]
	}
	r := rnd() * total
	choice := usable[len(usable)-1].Move
	for i, w := range ws {
		if r < w {
			choice = usable[i].Move
			break
		}
		r -= w
	}
	return choice, true
}

// repeats reports whether a move brings back a position of the game so far.
// The position after the move has the other side to move, so only positions
// Ply()-1, Ply()-3, ... can match it (Position.KeyOccurred compares the
// current position, with the same side to move, and so cannot judge a move
// before it is made).
func repeats(p *position.Position, m position.Move) bool {
	key := p.KeyAfter(m)
	for i := p.Ply() - 1; i >= 0; i -= 2 {
		if p.KeyAt(i) == key {
			return true
		}
	}
	return false
}
