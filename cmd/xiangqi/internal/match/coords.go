package match

import (
	"fmt"
	"strconv"

	"xiangqi/engine/position"
)

// formatMove writes a move in coordinates for an engine whose ranks start at
// rankBase: 0 for ICCS ("h2e2"), 1 for Fairy-Stockfish ("h3e3", "a10a9").
func formatMove(m position.Move, rankBase int) string {
	if rankBase == 0 {
		return m.String()
	}
	from, to := m.From(), m.To()
	return string(rune('a'+from.File())) + strconv.Itoa(from.Rank()+rankBase) +
		string(rune('a'+to.File())) + strconv.Itoa(to.Rank()+rankBase)
}

// parseMove reads an engine's coordinate move: a file letter and a rank number
// for each point, ranks counted from rankBase. Anything after the two points
// (a promotion letter some chess-minded engines add) is an error, since
// xiangqi has no promotions.
func parseMove(text string, rankBase int) (position.Move, error) {
	i := 0
	var squares [2]position.Square
	for k := range squares {
		if i >= len(text) || text[i] < 'a' || text[i] > 'i' {
			return position.NoMove, fmt.Errorf("bad move %q: want a file a-i at character %d", text, i+1)
		}
		file := int(text[i] - 'a')
		i++
		j := i
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == i || j-i > 2 {
			return position.NoMove, fmt.Errorf("bad move %q: want a rank number after the file", text)
		}
		rank, _ := strconv.Atoi(text[i:j])
		rank -= rankBase
		if rank < 0 || rank > 9 {
			return position.NoMove, fmt.Errorf("bad move %q: rank %s is off the board (ranks start at %d)", text, text[i:j], rankBase)
		}
		squares[k] = position.MakeSquare(file, rank)
		i = j
	}
	if i != len(text) {
		return position.NoMove, fmt.Errorf("bad move %q: unexpected %q after the move", text, text[i:])
	}
	if squares[0] == squares[1] {
		return position.NoMove, fmt.Errorf("bad move %q: from and to are the same point", text)
	}
	return position.NewMove(squares[0], squares[1]), nil
}
