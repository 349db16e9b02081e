package tune

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"xiangqi/engine/position"
)

// Game is one game record: its moves from the standard start and Red's
// score (1, 0.5 or 0).
type Game struct {
	Moves  []position.Move
	Result float64
}

// ReadGames reads the TSV format of ../shared/data/games (a header line, then
// result, red, black, event, date and space-separated ICCS moves). Games
// without a result ("*") are skipped; a move that is not legal is an error.
func ReadGames(r io.Reader) ([]Game, error) {
	var games []Game
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if line == 1 && strings.HasPrefix(text, "result\t") {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) < 6 {
			return nil, fmt.Errorf("line %d: %d columns, want 6", line, len(cols))
		}
		var result float64
		switch cols[0] {
		case "1-0":
			result = 1
		case "0-1":
			result = 0
		case "1/2-1/2":
			result = 0.5
		default:
			continue
		}
		g := Game{Result: result}
		pos := position.NewStart()
		for _, text := range strings.Fields(cols[5]) {
			m, err := position.ParseMove(text)
			if err != nil || !pos.IsLegal(m) {
				return nil, fmt.Errorf("line %d: move %d (%s) is not legal", line, len(g.Moves)+1, text)
			}
			pos.MakeMove(m)
			g.Moves = append(g.Moves, m)
		}
		games = append(games, g)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return games, nil
}
