package book

import (
	"io"
	"sort"

	"xiangqi/engine/position"
)

// BuildOptions control which positions and moves enter the book.
type BuildOptions struct {
	MaxPly       int     // deepest ply recorded (a position after MaxPly moves is not looked at)
	MinPosGames  int     // a position must occur in at least this many games
	MinMoveGames int     // a move must have been played at least this often
	MinShare     float64 // and in at least this share of the position's games
	MinScore     float64 // moves scoring below this percentage (with enough games) are dropped
	MaxEntries   int     // keep at most this many entries, dropping the rarest positions
}

// DefaultBuildOptions keeps the book under its 400 KB budget while going as
// deep as the corpus supports.
func DefaultBuildOptions() BuildOptions {
	return BuildOptions{MaxPly: 30, MinPosGames: 4, MinMoveGames: 2, MinShare: 0.01, MinScore: 25, MaxEntries: 30000}
}

type moveStats struct {
	games, points int // points: 2 per win, 1 per draw, for the mover
}

// BuildStats reports what the builder read.
type BuildStats struct {
	Games, Skipped, Positions, Entries int
}

// Build reads games in the corpus's TSV format (result, red, black, event,
// date, moves as space-separated ICCS; a header line) and returns the book
// entries. Games with an unknown result are used for neither counting nor
// scoring. The output is deterministic.
func Build(r io.Reader, opt BuildOptions) ([]Entry, BuildStats, error) {
	table := map[uint64]map[position.Move]*moveStats{}
	posGames := map[uint64]int{}
	corpus, err := WalkCorpus(r, opt.MaxPly, func(p *position.Position, m position.Move, redPoints int) {
		stored, key := canonicalMove(p, m)
		moves := table[key]
		if moves == nil {
			moves = map[position.Move]*moveStats{}
			table[key] = moves
		}
		ms := moves[stored]
		if ms == nil {
			ms = &moveStats{}
			moves[stored] = ms
		}
		ms.games++
		posGames[key]++
		if p.SideToMove() == position.Red {
			ms.points += redPoints
		} else {
			ms.points += 2 - redPoints
		}
	})
	stats := BuildStats{Games: corpus.Games, Skipped: corpus.Skipped}
	if err != nil {
		return nil, stats, err
	}
	type posEntry struct {
		key   uint64
		games int
		moves []Entry
	}
	var positions []posEntry
	for key, moves := range table {
		total := posGames[key]
		if total < opt.MinPosGames {
			continue
		}
		pe := posEntry{key: key, games: total}
		for m, ms := range moves {
			score := 100 * ms.points / (2 * ms.games)
			if ms.games < opt.MinMoveGames || float64(ms.games) < opt.MinShare*float64(total) {
				continue
			}
			if float64(score) < opt.MinScore && ms.games >= 4 {
				continue
			}
			pe.moves = append(pe.moves, Entry{Key: key, Move: m, Games: ms.games, Score: 200 * ms.points / (2 * ms.games)})
		}
		if len(pe.moves) > 0 {
			positions = append(positions, pe)
		}
	}
	// Keep the most played positions when over budget; ties break on the key
	// so the build is deterministic.
	sort.Slice(positions, func(i, j int) bool {
		if positions[i].games != positions[j].games {
			return positions[i].games > positions[j].games
		}
		return positions[i].key < positions[j].key
	})
	var entries []Entry
	for _, pe := range positions {
		if opt.MaxEntries > 0 && len(entries)+len(pe.moves) > opt.MaxEntries {
			break
		}
		entries = append(entries, pe.moves...)
		stats.Positions++
	}
	stats.Entries = len(entries)
	return entries, stats, nil
}
