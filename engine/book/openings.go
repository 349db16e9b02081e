package book

import (
	"strings"

	"xiangqi/engine/position"
)

// Opening is a named opening system.
type Opening struct {
	ZH, EN string
	// conditions are the points whose content defines the opening, derived
	// from its defining moves.
	conditions []placement
	exact      bool          // the mirror image is a different opening (左中炮 is not 中炮)
	first      position.Move // the game's required first move, or NoMove
}

type placement struct {
	square position.Square
	piece  position.Piece
}

// openingTable defines each opening by the moves that make it, written as
// board edits from the start position (red and black moves need not
// alternate: a system such as 五七炮 is defined by Red's moves alone). The
// points those moves touch, with what stands on them at the end, are the
// opening's signature: the points the moves land on, with the pieces standing
// there at the end, plus the keep points, whose starting piece must still be
// at home. Matching the signature rather than the move order recognises the
// opening through transpositions and in its left-right mirror image. first,
// when set, is the first move the game must have begun with.
var openingTable = []struct {
	zh, en, moves, keep, first string
	exact                      bool
}{
	// Red's first moves: named only when the game began with them.
	{zh: "中炮", en: "Central Cannon", moves: "h2e2"},
	{zh: "左中炮", en: "Left Central Cannon", moves: "b2e2", keep: "h2", exact: true},
	{zh: "仙人指路", en: "Pawn Opening (Immortal Points the Way)", moves: "c3c4", first: "c3c4"},
	{zh: "飞相局", en: "Elephant Opening", moves: "g0e2", first: "g0e2"},
	{zh: "起马局", en: "Horse Opening", moves: "h0g2", first: "h0g2"},
	{zh: "过宫炮", en: "Palace-Crossing Cannon", moves: "h2d2", keep: "b2", first: "h2d2"},
	{zh: "士角炮", en: "Advisor-Corner Cannon", moves: "h2f2", keep: "b2", first: "h2f2"},
	{zh: "边马局", en: "Edge Horse Opening", moves: "h0i2", first: "h0i2"},
	{zh: "边兵局", en: "Edge Pawn Opening", moves: "i3i4", first: "i3i4"},
	{zh: "仕角局", en: "Advisor Opening", moves: "f0e1", first: "f0e1"},
	// Red's central-cannon systems.
	{zh: "五七炮", en: "Five-Seven Cannons", moves: "h2e2 b2c2"},
	{zh: "五八炮", en: "Five-Eight Cannons", moves: "h2e2 b0c2 a0b0", keep: "b2"},
	{zh: "五六炮", en: "Five-Six Cannons", moves: "h2e2 b2d2"},
	{zh: "五九炮", en: "Five-Nine Cannons", moves: "h2e2 b2a2"},
	// Black's defences against the central cannon.
	{zh: "中炮对屏风马", en: "Central Cannon vs Screen Horses", moves: "h2e2 h9g7 b9c7"},
	{zh: "中炮过河车对屏风马", en: "Central Cannon, River-Crossing Rook vs Screen Horses", moves: "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6"},
	{zh: "中炮过河车对屏风马平炮兑车", en: "River-Crossing Rook vs Screen Horses, Cannon Offers Rook Exchange", moves: "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 h7i7"},
	{zh: "中炮过河车对屏风马左马盘河", en: "River-Crossing Rook vs Screen Horses, Left Horse Coils by the River", moves: "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 g7f5"},
	{zh: "中炮巡河车对屏风马", en: "Central Cannon, River-Patrol Rook vs Screen Horses", moves: "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4"},
	{zh: "中炮急进中兵对屏风马", en: "Central Cannon, Rushing Central Pawn vs Screen Horses", moves: "h2e2 h9g7 b9c7 e3e4 e4e5"},
	{zh: "中炮对屏风马两头蛇", en: "Central Cannon vs Screen Horses, Two-Headed Snake", moves: "h2e2 h9g7 b9c7 c6c5 g6g5"},
	{zh: "五七炮对屏风马", en: "Five-Seven Cannons vs Screen Horses", moves: "h2e2 b2c2 h9g7 b9c7"},
	{zh: "五八炮对屏风马", en: "Five-Eight Cannons vs Screen Horses", moves: "h2e2 b0c2 a0b0 h9g7 b9c7", keep: "b2"},
	{zh: "五六炮对屏风马", en: "Five-Six Cannons vs Screen Horses", moves: "h2e2 b2d2 h9g7 b9c7"},
	{zh: "五九炮对屏风马", en: "Five-Nine Cannons vs Screen Horses", moves: "h2e2 b2a2 h9g7 b9c7"},
	{zh: "中炮对反宫马", en: "Central Cannon vs Reverse Palace Horses", moves: "h2e2 b9c7 h7f7 h9g7"},
	{zh: "五七炮对反宫马", en: "Five-Seven Cannons vs Reverse Palace Horses", moves: "h2e2 b2c2 b9c7 h7f7 h9g7"},
	{zh: "五六炮对反宫马", en: "Five-Six Cannons vs Reverse Palace Horses", moves: "h2e2 b2d2 b9c7 h7f7 h9g7"},
	{zh: "中炮对单提马", en: "Central Cannon vs Single Raised Horse", moves: "h2e2 h9g7 b9a7"},
	{zh: "中炮对三步虎", en: "Central Cannon vs Three-Step Tiger", moves: "h2e2 h9g7 h7i7 i9h9"},
	{zh: "顺炮", en: "Same-Direction Cannons", moves: "h2e2 h7e7", keep: "b2 b7"},
	{zh: "顺炮直车对横车", en: "Same-Direction Cannons, Straight Rook vs Horizontal Rook", moves: "h2e2 h7e7 h0g2 h9g7 i0h0 i9i8", keep: "b2 b7"},
	{zh: "顺炮横车对直车", en: "Same-Direction Cannons, Horizontal Rook vs Straight Rook", moves: "h2e2 h7e7 h0g2 h9g7 i0i1 i9h9", keep: "b2 b7"},
	{zh: "列炮", en: "Opposite-Direction Cannons", moves: "h2e2 b7e7", keep: "b2 h7"},
	{zh: "半途列炮", en: "Midway Opposite-Direction Cannons", moves: "h2e2 h9g7 h0g2 b7e7", keep: "b2 h7"},
	// Black's replies to Red's other first moves.
	{zh: "仙人指路对卒底炮", en: "Pawn Opening vs Cannon Behind the Pawn", moves: "c3c4 b7c7", first: "c3c4"},
	{zh: "仙人指路对飞象", en: "Pawn Opening vs Elephant", moves: "c3c4 c9e7", first: "c3c4"},
	{zh: "仙人指路对中炮", en: "Pawn Opening vs Central Cannon", moves: "c3c4 h7e7", first: "c3c4"},
	{zh: "仙人指路对起马", en: "Pawn Opening vs Horse", moves: "c3c4 h9g7", first: "c3c4"},
	{zh: "对兵局", en: "Pawn vs Pawn", moves: "c3c4 c6c5", first: "c3c4"},
	{zh: "飞相对左过宫炮", en: "Elephant Opening vs Left Palace-Crossing Cannon", moves: "g0e2 h7d7", keep: "b7", first: "g0e2"},
	{zh: "飞相对士角炮", en: "Elephant Opening vs Advisor-Corner Cannon", moves: "g0e2 b7d7", keep: "h7", first: "g0e2"},
	{zh: "飞相对进7卒", en: "Elephant Opening vs Seventh Pawn", moves: "g0e2 g6g5", first: "g0e2"},
	{zh: "飞相对中炮", en: "Elephant Opening vs Central Cannon", moves: "g0e2 h7e7", first: "g0e2"},
	{zh: "起马对挺卒", en: "Horse Opening vs Pawn Advance", moves: "h0g2 g6g5", first: "h0g2"},
}

var openings = compileOpenings()

func compileOpenings() []Opening {
	out := make([]Opening, 0, len(openingTable))
	for _, def := range openingTable {
		start := position.NewStart()
		var board [position.NumSquares]position.Piece
		for s := range board {
			board[s] = start.PieceAt(position.Square(s))
		}
		touched := map[position.Square]bool{}
		for _, text := range strings.Fields(def.moves) {
			m, err := position.ParseMove(text)
			if err != nil || board[m.From()] == position.NoPiece {
				panic("book: bad opening definition " + def.zh + ": " + text)
			}
			board[m.To()], board[m.From()] = board[m.From()], position.NoPiece
			touched[m.To()] = true
		}
		for _, name := range strings.Fields(def.keep) {
			s, err := position.ParseSquare(name)
			if err != nil {
				panic("book: bad opening definition " + def.zh + ": " + name)
			}
			touched[s] = true
		}
		o := Opening{ZH: def.zh, EN: def.en, exact: def.exact}
		if def.first != "" {
			o.first, _ = position.ParseMove(def.first)
		}
		for s := position.Square(0); s < position.NumSquares; s++ {
			if touched[s] && board[s] != position.NoPiece {
				o.conditions = append(o.conditions, placement{s, board[s]})
			}
		}
		out = append(out, o)
	}
	return out
}

// Openings returns every named opening.
func Openings() []Opening { return append([]Opening(nil), openings...) }

// matches reports whether the opening's signature stands on the board, as it is
// or mirrored.
func (o *Opening) matches(p *position.Position, mirrored bool) bool {
	for _, c := range o.conditions {
		s := c.square
		if mirrored {
			s = s.Mirror()
		}
		if p.PieceAt(s) != c.piece {
			return false
		}
	}
	return true
}

// NameOpening names the opening of a game played from the standard start
// position. At each of the game's first 40 plies it finds the most specific
// opening whose signature stands on the board (the one defined by the most
// points; the unmirrored one on a tie) and keeps it unless an earlier ply
// matched a more specific one, so the name follows the game as it develops.
// It returns false for games from other positions and when nothing matched.
func NameOpening(root *position.Position, moves []position.Move) (Opening, bool) {
	if root.BoardFEN() != position.NewStart().BoardFEN() || len(moves) == 0 {
		return Opening{}, false
	}
	p := root.Clone()
	best, bestRank := -1, -1
	for ply := 1; ply <= len(moves) && ply <= 40; ply++ {
		if !p.IsLegal(moves[ply-1]) {
			break
		}
		p.MakeMove(moves[ply-1])
		plyBest, plyRank := -1, -1
		for i := range openings {
			if rank := openings[i].rank(p, moves[0]); rank > plyRank {
				plyBest, plyRank = i, rank
			}
		}
		if plyRank >= 0 && plyRank >= bestRank {
			best, bestRank = plyBest, plyRank
		}
	}
	if best < 0 {
		return Opening{}, false
	}
	return openings[best], true
}

// rank scores how specifically the opening matches the board: -1 for no
// match, else twice its number of points, less one for a mirror-image match.
func (o *Opening) rank(p *position.Position, firstMove position.Move) int {
	if o.matches(p, false) && (o.first == position.NoMove || o.first == firstMove) {
		return 2 * len(o.conditions)
	}
	if !o.exact && o.matches(p, true) && (o.first == position.NoMove || o.first.Mirror() == firstMove) {
		return 2*len(o.conditions) - 1
	}
	return -1
}
