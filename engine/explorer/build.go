package explorer

import (
	"io"

	"xiangqi/engine/book"
	"xiangqi/engine/position"
)

// Options control what enters the explorer's data.
type Options struct {
	// MaxPly is how far into each game moves are counted: the positions
	// after 0 to MaxPly-1 moves, and the moves played there.
	MaxPly int
	// MinGames leaves out a move played in fewer games in its position
	// (most positions deep in the opening were reached by one game only).
	MinGames int
}

// DefaultOptions are the options assets/explorer.bin is built with: the
// first 30 plies, as the opening book, and moves seen in at least 3 games,
// which keeps the file near 200 KB (a move seen in 2 games would double it).
func DefaultOptions() Options { return Options{MaxPly: 30, MinGames: 3} }

// Stats counts the results of games.
type Stats struct {
	RedWins, Draws, BlackWins int
}

// Games returns the number of games counted.
func (s Stats) Games() int { return s.RedWins + s.Draws + s.BlackWins }

// add counts one game by Red's points in it (2 win, 1 draw, 0 loss).
func (s *Stats) add(redPoints int) {
	switch redPoints {
	case 2:
		s.RedWins++
	case 1:
		s.Draws++
	default:
		s.BlackWins++
	}
}

// edge is a move of a position as the table counts it.
type edge struct {
	Stats
	child uint64 // the canonical key of the position after the move
}

// Table is the full count of a corpus: every position of the games' first
// MaxPly plies with every move played there, rare or not. Encode reduces it
// to the explorer's file.
type Table struct {
	opt   Options
	games int
	// positions maps a canonical key (book.Canonical) to the moves played
	// there, in the canonical orientation.
	positions map[uint64]map[position.Move]*edge
}

// Count reads games in the master-games corpus format (see
// book.WalkCorpus) and counts them. A game that passes a position twice
// with the same move counts once there.
func Count(r io.Reader, opt Options) (*Table, book.CorpusStats, error) {
	t := &Table{opt: opt, positions: map[uint64]map[position.Move]*edge{}}
	type seen struct {
		key  uint64
		move position.Move
	}
	var game []seen // this game's (position, move) pairs so far
	stats, err := book.WalkCorpus(r, opt.MaxPly, func(p *position.Position, m position.Move, redPoints int) {
		if p.Ply() == 0 {
			game = game[:0]
		}
		key, mirrored := book.Canonical(p)
		stored := m
		if mirrored {
			stored = m.Mirror()
		}
		for _, s := range game {
			if s.key == key && s.move == stored {
				return
			}
		}
		game = append(game, seen{key, stored})
		moves := t.positions[key]
		if moves == nil {
			moves = map[position.Move]*edge{}
			t.positions[key] = moves
		}
		e := moves[stored]
		if e == nil {
			// The position after the move, by making it and taking it back
			// (visit must leave p as it was).
			p.MakeMove(m)
			child, _ := book.Canonical(p)
			p.UnmakeMove()
			e = &edge{child: child}
			moves[stored] = e
		}
		e.add(redPoints)
	})
	t.games = stats.Games
	return t, stats, err
}

// Games returns the number of games counted.
func (t *Table) Games() int { return t.games }

// Positions returns the number of positions counted, rare or not.
func (t *Table) Positions() int { return len(t.positions) }

// Entry returns what the explorer's file keeps of p: the moves played in at
// least MinGames games, in p's own orientation, most played first. It is
// what Data.Lookup answers for the encoded table, so tests compare the two.
func (t *Table) Entry(p *position.Position) (Entry, bool) {
	key, mirrored := book.Canonical(p)
	moves, ok := t.positions[key]
	if !ok {
		return Entry{}, false
	}
	var e Entry
	for _, c := range t.shown(moves) {
		m := c
		if mirrored {
			m = m.Mirror()
		}
		e.Moves = append(e.Moves, Move{Move: m, Stats: moves[c].Stats})
	}
	for m, s := range moves {
		if s.Games() < t.opt.MinGames {
			e.Others += moves[m].Games()
		}
	}
	if len(e.Moves) == 0 {
		return Entry{}, false
	}
	return e, true
}

// shown returns the moves of a position that the file lists: played in at
// least MinGames games, most played first, ties by move.
func (t *Table) shown(moves map[position.Move]*edge) []position.Move {
	var out []position.Move
	for m, e := range moves {
		if e.Games() >= t.opt.MinGames {
			out = append(out, m)
		}
	}
	sortMoves(out, func(m position.Move) int { return moves[m].Games() })
	return out
}

// sortMoves orders moves by games, most first, then by move (insertion
// sort: a position has a few dozen moves at most).
func sortMoves(ms []position.Move, games func(position.Move) int) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0; j-- {
			a, b := ms[j-1], ms[j]
			ga, gb := games(a), games(b)
			if ga > gb || (ga == gb && a < b) {
				break
			}
			ms[j-1], ms[j] = b, a
		}
	}
}
