package book

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"xiangqi/engine/position"
)

// CorpusStats counts what WalkCorpus read.
type CorpusStats struct {
	Games   int // games with a result, walked
	Skipped int // games with an unknown result ("*"), left out
}

// WalkCorpus reads games in the master-games corpus format (TSV: result,
// red, black, event, date, moves as space-separated ICCS; a header line) and
// calls visit for each of the first maxPly moves of every game with a known
// result, with the position before the move and Red's points in the game (2
// for a win, 1 for a draw, 0 for a loss). visit must not change p. Games
// with an unknown result are skipped, since they can be neither counted nor
// scored; an illegal move is an error naming its line and ply. The opening
// book and the opening explorer (engine/explorer) are both built this way.
func WalkCorpus(r io.Reader, maxPly int, visit func(p *position.Position, m position.Move, redPoints int)) (CorpusStats, error) {
	var stats CorpusStats
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		fields := strings.Split(sc.Text(), "\t")
		if line == 1 && len(fields) > 0 && fields[0] == "result" {
			continue
		}
		if len(fields) < 6 {
			return stats, fmt.Errorf("line %d: %d fields, want 6", line, len(fields))
		}
		var redPoints int
		switch fields[0] {
		case "1-0":
			redPoints = 2
		case "0-1":
			redPoints = 0
		case "1/2-1/2":
			redPoints = 1
		default:
			stats.Skipped++
			continue
		}
		p := position.NewStart()
		for ply, text := range strings.Fields(fields[5]) {
			if ply >= maxPly {
				break
			}
			m, err := position.ParseMove(text)
			if err != nil || !p.IsLegal(m) {
				return stats, fmt.Errorf("line %d, ply %d: illegal move %q", line, ply+1, text)
			}
			visit(p, m, redPoints)
			p.MakeMove(m)
		}
		stats.Games++
	}
	return stats, sc.Err()
}
