package explorer

import (
	"encoding/binary"

	"xiangqi/engine/book"
	"xiangqi/engine/position"
)

// Move is a move masters played in a position, with the results of the games
// it was played in.
type Move struct {
	Move position.Move // in the looked-up position's own orientation
	Stats
}

// Entry is what the explorer knows of a position.
type Entry struct {
	Moves  []Move // played in at least MinGames games each, most played first
	Others int    // games in which a rarer move was played here
}

// Games returns the games that reached the position (within the counted
// plies), whatever move followed.
func (e Entry) Games() int {
	n := e.Others
	for _, m := range e.Moves {
		n += m.Games()
	}
	return n
}

// Lookup returns the moves masters played in p, by p's position alone
// (whatever move order or mirror image led there); ok is false when no move
// of p was played in MinGames games within the first MaxPly plies.
func (d *Data) Lookup(p *position.Position) (e Entry, ok bool) {
	if d == nil {
		return Entry{}, false
	}
	key, mirrored := book.Canonical(p)
	off, found := d.index[key]
	if !found {
		return Entry{}, false
	}
	others, n := binary.Uvarint(d.body[off:])
	e.Others = int(others)
	_, err := d.edges(int(off), func(m position.Move, _, hidden bool, s Stats) error {
		if hidden {
			return nil
		}
		if mirrored {
			m = m.Mirror()
		}
		// Load checked only the moves it made; a move that is not legal
		// here can only come from a key collision, and is not offered.
		if p.IsLegal(m) {
			e.Moves = append(e.Moves, Move{Move: m, Stats: s})
		}
		return nil
	})
	if err != nil || n <= 0 || len(e.Moves) == 0 {
		return Entry{}, false
	}
	return e, true
}
