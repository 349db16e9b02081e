package explorer

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"sort"

	"xiangqi/engine/book"
	"xiangqi/engine/position"
)

const (
	magic      = "XQEX"
	version    = 1
	headerSize = 24

	moveBits   = 0x3fff  // the move in an edge's code
	followBit  = 1 << 14 // the record of the position after the move follows
	hiddenBit  = 1 << 15 // an edge kept only to reach a position, with no counts
	maxEdges   = 255     // more moves than any position has
	maxDepth   = 1024    // deeper than any walk of valid data goes
	maxRecords = 1 << 24 // a bound on the header's count before anything is allocated
)

// EncodeStats says what Encode kept.
type EncodeStats struct {
	Records int // positions written (a few only to reach others)
	Moves   int // moves listed with their counts
	Hidden  int // rare moves written without counts, only to reach a position
	Dropped int // moves left out, played in fewer than MinGames games
	Bytes   int
}

// Encode writes the table in the explorer's format (see the package
// documentation). The output depends only on the table, never on map order.
func (t *Table) Encode() ([]byte, EncodeStats) {
	needed := t.needed()
	enc := &encoder{t: t, needed: needed, visited: map[uint64]bool{}}
	start := position.NewStart()
	var st EncodeStats
	if len(needed) > 0 {
		key, _ := book.Canonical(start)
		enc.visited[key] = true
		enc.record(start)
	}
	st.Records, st.Moves, st.Hidden = enc.records, enc.moves, enc.hidden
	for _, moves := range t.positions {
		for _, e := range moves {
			if e.Games() < t.opt.MinGames {
				st.Dropped++
			}
		}
	}
	out := make([]byte, headerSize, headerSize+len(enc.body))
	copy(out, magic)
	binary.LittleEndian.PutUint16(out[4:], version)
	binary.LittleEndian.PutUint16(out[6:], uint16(t.opt.MaxPly))
	binary.LittleEndian.PutUint16(out[8:], uint16(t.opt.MinGames))
	binary.LittleEndian.PutUint32(out[12:], uint32(enc.records))
	binary.LittleEndian.PutUint32(out[16:], uint32(t.games))
	binary.LittleEndian.PutUint32(out[20:], crc32.ChecksumIEEE(enc.body))
	out = append(out, enc.body...)
	st.Bytes = len(out)
	return out, st
}

// needed returns the positions the file must hold: those with a move
// played in MinGames games or more, and every position from which one of
// them can be reached, so a depth-first walk from the start meets them all.
func (t *Table) needed() map[uint64]bool {
	parents := map[uint64][]uint64{}
	needed := map[uint64]bool{}
	var queue []uint64
	for key, moves := range t.positions {
		for _, e := range moves {
			parents[e.child] = append(parents[e.child], key)
			if e.Games() >= t.opt.MinGames && !needed[key] {
				needed[key] = true
				queue = append(queue, key)
			}
		}
	}
	for len(queue) > 0 {
		key := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, parent := range parents[key] {
			if !needed[parent] {
				needed[parent] = true
				queue = append(queue, parent)
			}
		}
	}
	return needed
}

type encoder struct {
	t                      *Table
	needed                 map[uint64]bool
	visited                map[uint64]bool // positions written or about to be
	body                   []byte
	records, moves, hidden int
}

// record writes p's record and then those of the positions it leads to that
// are needed and not met before.
func (e *encoder) record(p *position.Position) {
	key, mirrored := book.Canonical(p)
	moves := e.t.positions[key]
	shown := e.t.shown(moves)
	var hidden []position.Move
	others := 0
	for m, ed := range moves {
		if ed.Games() >= e.t.opt.MinGames {
			continue
		}
		others += ed.Games()
		if e.needed[ed.child] && !e.visited[ed.child] {
			hidden = append(hidden, m)
		}
	}
	sort.Slice(hidden, func(i, j int) bool { return hidden[i] < hidden[j] })
	e.records++
	e.body = binary.AppendUvarint(e.body, uint64(others))
	var follow []position.Move
	// A hidden edge is written only when its position still needs a way in
	// once the shown edges have claimed theirs.
	var edges []position.Move
	for _, m := range shown {
		edges = append(edges, m)
		if c := moves[m].child; e.needed[c] && !e.visited[c] {
			e.visited[c] = true
			follow = append(follow, m)
		}
	}
	for _, m := range hidden {
		if c := moves[m].child; !e.visited[c] {
			e.visited[c] = true
			follow = append(follow, m)
			edges = append(edges, m)
		}
	}
	e.body = binary.AppendUvarint(e.body, uint64(len(edges)))
	for i, m := range edges {
		code := uint16(m)
		if contains(follow, m) {
			code |= followBit
		}
		if i >= len(shown) {
			e.hidden++
			e.body = binary.LittleEndian.AppendUint16(e.body, code|hiddenBit)
			continue
		}
		e.moves++
		s := moves[m].Stats
		e.body = binary.LittleEndian.AppendUint16(e.body, code)
		e.body = binary.AppendUvarint(e.body, uint64(s.RedWins))
		e.body = binary.AppendUvarint(e.body, uint64(s.Draws))
		e.body = binary.AppendUvarint(e.body, uint64(s.BlackWins))
	}
	for _, m := range follow {
		if mirrored {
			m = m.Mirror()
		}
		p.MakeMove(m)
		e.record(p)
		p.UnmakeMove()
	}
}

func contains(ms []position.Move, m position.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// edges reads the record at off (its others count is skipped), calling fn
// for each edge with the move in the canonical orientation; it returns the
// offset after the record's own bytes.
func (d *Data) edges(off int, fn func(m position.Move, followed, hidden bool, s Stats) error) (int, error) {
	b := d.body
	var err error
	read := func() int {
		v, n := binary.Uvarint(b[min(off, len(b)):])
		if n <= 0 || v > 1<<31 {
			err = fmt.Errorf("%w: bad number at byte %d", ErrCorrupt, headerSize+off)
			return 0
		}
		off += n
		return int(v)
	}
	read() // others
	count := read()
	if err == nil && count > maxEdges {
		err = fmt.Errorf("%w: %d moves in one position", ErrCorrupt, count)
	}
	for i := 0; i < count && err == nil; i++ {
		if off+2 > len(b) {
			return 0, fmt.Errorf("%w: a record runs past the end", ErrCorrupt)
		}
		code := binary.LittleEndian.Uint16(b[off:])
		off += 2
		m := position.Move(code & moveBits)
		if m.From() >= position.NumSquares || m.To() >= position.NumSquares || m.From() == m.To() {
			return 0, fmt.Errorf("%w: bad move code %#x", ErrCorrupt, code)
		}
		var s Stats
		hidden := code&hiddenBit != 0
		if !hidden {
			s = Stats{RedWins: read(), Draws: read(), BlackWins: read()}
		}
		if err == nil {
			err = fn(m, code&followBit != 0, hidden, s)
		}
	}
	return off, err
}

// MaxPly returns how far into each game moves were counted.
func (d *Data) MaxPly() int { return d.maxPly }

// MinGames returns the fewest games a listed move was played in.
func (d *Data) MinGames() int { return d.minGames }

// Games returns the number of games counted.
func (d *Data) Games() int { return d.games }

// Positions returns the number of position records.
func (d *Data) Positions() int { return len(d.index) }
