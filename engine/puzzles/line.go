package puzzles

import "xiangqi/engine/position"

// PlayLegal plays moves on p in order while each is legal and the game goes
// on, and returns the moves it played: all of them, or those before the
// first that could not be played. Every line a puzzle deals with (the
// solver's main line, a line read from the solutions file, a line being
// replayed to judge its end) is played through it.
func PlayLegal(p *position.Position, moves []position.Move) []position.Move {
	for i, m := range moves {
		if p.Status().Over() || !p.IsLegal(m) {
			return moves[:i]
		}
		p.MakeMove(m)
	}
	return moves
}

// parseMoves reads ICCS moves ("h2e2") up to the first that is not one.
func parseMoves(texts []string) []position.Move {
	out := make([]position.Move, 0, len(texts))
	for _, text := range texts {
		m, err := position.ParseMove(text)
		if err != nil {
			break
		}
		out = append(out, m)
	}
	return out
}
