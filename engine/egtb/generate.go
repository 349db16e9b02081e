package egtb

import (
	"fmt"
	"time"

	"xiangqi/engine/position"
)

// Generator builds tables by retrograde analysis. It keeps every table it has
// built or been given in its Set, because a capture leads from a table into
// a smaller material whose table must already exist; Table builds those first.
type Generator struct {
	// Set holds the finished tables; tables added to it beforehand (loaded
	// from files, say) are used instead of being generated again.
	Set *Set
	// Progress, when set, is called after each table is built.
	Progress func(t *Table, elapsed time.Duration)
}

// NewGenerator returns a generator with an empty set.
func NewGenerator() *Generator { return &Generator{Set: NewSet()} }

// Table returns the table of a material (either colour may be the stronger),
// generating it and every smaller table it depends on when they are not in
// the set yet.
func (g *Generator) Table(m Material) (*Table, error) {
	m, _ = m.Canonical()
	if t := g.Set.Table(m); t != nil {
		return t, nil
	}
	for _, sub := range m.captures() {
		if _, err := g.Table(sub); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	t, err := retrograde(m, g.Set)
	if err != nil {
		return nil, err
	}
	g.Set.Add(t)
	if g.Progress != nil {
		g.Progress(t, time.Since(start))
	}
	return t, nil
}

// noLoss marks a position that a capture saves from losing (it can reach a
// draw or a win out of the table), so counting its replies is pointless.
const noLoss = 255

// retro is the working state of one table's generation.
type retro struct {
	lay  *layout
	subs *Set
	val  [2][]byte
	// left counts, per position, the distinct positions inside the table that
	// its moves reach and that are not yet known to be won by the opponent;
	// at zero (with no capture that saves it) the position is lost.
	left [2][]uint8
	// exitLoss is 1 + the longest win the opponent has after any capture
	// out of the table (0 if none): a lost position cannot lose sooner.
	exitLoss [2][]uint8
	// due[n][c] lists positions whose value, decided by a capture, falls
	// due at ply n: wins through a capture, and losses whose every move
	// leaves the table.
	due [MaxDTM + 2][2][]uint32

	pos   position.Position
	moves [position.MaxMoves]position.Move
}

// retrograde builds the table of an oriented material; every table a capture
// leads to must be in subs.
func retrograde(m Material, subs *Set) (*Table, error) {
	lay, err := newLayout(m)
	if err != nil {
		return nil, err
	}
	r := &retro{lay: lay, subs: subs}
	for c := range r.val {
		r.val[c] = make([]byte, lay.size)
		r.left[c] = make([]uint8, lay.size)
		r.exitLoss[c] = make([]uint8, lay.size)
	}
	var cur [2][]uint32
	for c := range 2 {
		for idx := uint64(0); idx < lay.size; idx++ {
			mated, err := r.initPosition(position.Color(c), idx)
			if err != nil {
				return nil, err
			}
			if mated {
				cur[c] = append(cur[c], uint32(idx))
			}
		}
	}
	// Walk the plies outward from the mates: the positions decided at ply n
	// decide their predecessors at ply n+1 (a loss makes every predecessor a
	// win; a win counts down its predecessors' undecided moves).
	for n := 0; n <= MaxDTM; n++ {
		for c := range 2 {
			for _, idx := range r.due[n][c] {
				if r.val[c][idx] == 0 {
					r.val[c][idx] = byte(n + 1)
					cur[c] = append(cur[c], idx)
				}
			}
			r.due[n][c] = nil
		}
		if len(cur[0])+len(cur[1]) == 0 && !r.dueAfter(n) {
			break
		}
		var next [2][]uint32
		var preds [4 * position.MaxMoves]uint32
		for c := range 2 {
			them := 1 - c
			for _, idx := range cur[c] {
				for _, q := range r.predecessors(position.Color(c), idx, preds[:0]) {
					if r.val[them][q] != 0 {
						continue
					}
					if n+1 > MaxDTM {
						return nil, fmt.Errorf("material %s: a mate is longer than %d plies", m, MaxDTM)
					}
					if n%2 == 0 {
						r.val[them][q] = byte(n + 2) // win in n+1
						next[them] = append(next[them], q)
						continue
					}
					if r.left[them][q] == noLoss {
						continue
					}
					if r.left[them][q] == 0 {
						// An un-move produced a position whose moves do
						// not lead here: the tables would be wrong.
						return nil, fmt.Errorf("material %s: index %d counted down more often than it has moves", m, q)
					}
					r.left[them][q]--
					if r.left[them][q] > 0 {
						continue
					}
					if at := max(n+1, int(r.exitLoss[them][q])); at > n+1 {
						r.due[at][them] = append(r.due[at][them], q)
					} else {
						r.val[them][q] = byte(n + 2) // loss in n+1
						next[them] = append(next[them], q)
					}
				}
			}
		}
		cur = next
	}
	return &Table{lay: lay, values: r.val}, nil
}

func (r *retro) dueAfter(n int) bool {
	for i := n + 1; i < len(r.due); i++ {
		if len(r.due[i][0])+len(r.due[i][1]) > 0 {
			return true
		}
	}
	return false
}

// initPosition looks at every move of one position: it counts the distinct
// positions the quiet moves reach and settles what the captures give. It
// reports whether the side to move has no move at all (mated or
// stalemated, both lost in xiangqi).
func (r *retro) initPosition(c position.Color, idx uint64) (bool, error) {
	pl, ok := r.lay.decode(idx)
	if !ok || r.lay.index(&pl) != idx {
		return false, nil
	}
	var b [position.NumSquares]position.Piece
	r.lay.board(&pl, &b)
	if other := c.Other(); position.KingAttacked(&b, pl[other], other) {
		return false, nil // the side not to move is in check: not a position
	}
	if err := r.pos.SetBoard(&b, c); err != nil {
		return false, fmt.Errorf("material %s: index %d: %v", r.lay.material, idx, err)
	}
	moves := r.pos.LegalMoves(r.moves[:0])
	if len(moves) == 0 {
		r.val[c][idx] = encodeValue(Loss, 0)
		return true, nil
	}
	var children [position.MaxMoves]uint32
	distinct := 0
	winAt, lossAt, saved := 0, 0, false
	for _, m := range moves {
		if b[m.To()] != position.NoPiece {
			r.pos.MakeMove(m)
			v, ok := r.subs.value(&r.pos)
			if !ok {
				return false, fmt.Errorf("material %s: no table for %s, or for a smaller ending it leads to, after the capture %s", r.lay.material, MaterialOf(&r.pos), m)
			}
			r.pos.UnmakeMove()
			switch res, d := decodeValue(v); res {
			case Loss:
				saved = true
				if winAt == 0 || d+1 < winAt {
					winAt = d + 1
				}
			case Draw:
				saved = true
			case Win:
				lossAt = max(lossAt, d+1)
			}
			continue
		}
		child := pl
		for i := 0; i < r.lay.slots; i++ {
			if child[i] == m.From() {
				child[i] = m.To()
				break
			}
		}
		ci := uint32(r.lay.index(&child))
		dup := false
		for _, x := range children[:distinct] {
			if x == ci {
				dup = true
				break
			}
		}
		if !dup {
			children[distinct] = ci
			distinct++
		}
	}
	if winAt > MaxDTM || lossAt > MaxDTM {
		return false, fmt.Errorf("material %s: a mate through a capture is longer than %d plies", r.lay.material, MaxDTM)
	}
	r.exitLoss[c][idx] = uint8(lossAt)
	switch {
	case saved:
		r.left[c][idx] = noLoss
		if winAt > 0 {
			r.due[winAt][c] = append(r.due[winAt][c], uint32(idx))
		}
	case distinct == 0:
		// Every move captures into a lost position: lost when the
		// longest of those losses runs out.
		r.due[lossAt][c] = append(r.due[lossAt][c], uint32(idx))
	default:
		r.left[c][idx] = uint8(distinct)
	}
	return false, nil
}

// predecessors appends the distinct positions, inside the table, from which a
// move of the opponent of c reaches the position idx (c to move).
func (r *retro) predecessors(c position.Color, idx uint32, out []uint32) []uint32 {
	lay := r.lay
	pl, _ := lay.decode(uint64(idx))
	var b [position.NumSquares]position.Piece
	lay.board(&pl, &b)
	king := pl[0]
	if c == position.Black {
		king = pl[1]
	}
	them := c.Other()
	add := func(slot int, pc position.Piece, from sq) {
		if b[from] != position.NoPiece || !position.CanStand(pc, from) {
			return
		}
		to := pl[slot]
		b[to], b[from] = position.NoPiece, pc
		// Before the move, c was not to move, so its king was safe.
		legal := !position.KingAttacked(&b, king, c)
		b[to], b[from] = pc, position.NoPiece
		if !legal {
			return
		}
		prev := pl
		prev[slot] = from
		q := uint32(lay.index(&prev))
		for _, x := range out {
			if x == q {
				return
			}
		}
		out = append(out, q)
	}
	for slot := 0; slot < lay.slots; slot++ {
		pc := lay.pieces[slot]
		if pc.Color() != them {
			continue
		}
		s := pl[slot]
		switch pc.Type() {
		case position.King:
			for _, f := range position.KingSteps(s) {
				add(slot, pc, f)
			}
		case position.Advisor:
			for _, f := range position.AdvisorSteps(s) {
				add(slot, pc, f)
			}
		case position.Elephant:
			for _, st := range position.ElephantSteps(s) {
				if b[st.Leg] == position.NoPiece {
					add(slot, pc, st.Point)
				}
			}
		case position.Horse:
			for _, st := range position.HorseAttackers(s) {
				if b[st.Leg] == position.NoPiece {
					add(slot, pc, st.Point)
				}
			}
		case position.Pawn:
			for _, f := range position.PawnAttackers(them, s) {
				add(slot, pc, f)
			}
		case position.Rook, position.Cannon:
			// Only quiet moves stay in the table, and a cannon's quiet
			// move slides like a rook's.
			for d := 0; d < 4; d++ {
				for _, f := range position.Ray(s, d) {
					if b[f] != position.NoPiece {
						break
					}
					add(slot, pc, f)
				}
			}
		}
	}
	return out
}
