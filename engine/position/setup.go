package position

import "fmt"

// The rules of a legal set-up: which boards could occur in a game. They live
// here once. The position editor lists every problem of a board being set
// up (CheckSetup); ParseFEN and SetBoard refuse a board at its first problem
// through the same predicates (placementProblem, maxCount, checkProblem).

// SetupCode names one way a board can be impossible.
type SetupCode uint8

const (
	// SetupNoKing: a side has no king.
	SetupNoKing SetupCode = iota + 1
	// SetupTwoKings: a side has more than one king.
	SetupTwoKings
	// SetupKingOutsidePalace: a king stands outside its palace.
	SetupKingOutsidePalace
	// SetupTooMany: a side has more pieces of a type than a game starts
	// with (2 advisors, elephants, horses, rooks or cannons, 5 pawns).
	SetupTooMany
	// SetupAdvisorPoint: an advisor stands off the five points of its
	// palace's diagonals.
	SetupAdvisorPoint
	// SetupElephantPoint: an elephant stands off the seven points of its
	// own half.
	SetupElephantPoint
	// SetupPawnBehind: a pawn stands behind its starting rank (pawns never
	// move back).
	SetupPawnBehind
	// SetupPawnBeside: a pawn stands on its starting rank or the next one,
	// on a file between its starting points (before the river pawns only
	// move straight ahead).
	SetupPawnBeside
	// SetupKingsFacing: the two kings face each other on an open file.
	SetupKingsFacing
	// SetupNotToMoveInCheck: the side that is not to move is in check (its
	// opponent could take its king).
	SetupNotToMoveInCheck
)

var setupCodeNames = [...]string{
	SetupNoKing:            "no-king",
	SetupTwoKings:          "two-kings",
	SetupKingOutsidePalace: "king-outside-palace",
	SetupTooMany:           "too-many",
	SetupAdvisorPoint:      "advisor-point",
	SetupElephantPoint:     "elephant-point",
	SetupPawnBehind:        "pawn-behind",
	SetupPawnBeside:        "pawn-beside",
	SetupKingsFacing:       "kings-facing",
	SetupNotToMoveInCheck:  "not-to-move-in-check",
}

// String returns the code's stable name ("king-outside-palace"), which the
// page uses in its text keys and data attributes.
func (c SetupCode) String() string {
	if int(c) < len(setupCodeNames) && setupCodeNames[c] != "" {
		return setupCodeNames[c]
	}
	return fmt.Sprintf("setup-code-%d", c)
}

// SetupProblem is one reason a board cannot occur in a game.
type SetupProblem struct {
	Code SetupCode
	// Color is the side the problem is about: the side without a king or
	// with too many pieces, the owner of a misplaced piece, the side in
	// check. Kings facing each other concern both; Color is then Red.
	Color Color
	// Type is the type of piece concerned (King for the king problems).
	Type PieceType
	// Count is how many pieces of Type the side has (for SetupTwoKings and
	// SetupTooMany).
	Count int
	// Squares are the points involved, to mark on the board: the misplaced
	// piece, every piece of a type there are too many of, the two facing
	// kings, the king in check. None for a missing king.
	Squares []Square
}

// Error describes the problem in English, for parsers' error messages; the
// page words it in its own language from Code and the fields.
func (p SetupProblem) Error() string {
	sq := NoSquare
	if len(p.Squares) > 0 {
		sq = p.Squares[0]
	}
	switch p.Code {
	case SetupNoKing:
		return fmt.Sprintf("there is no %s king", p.Color)
	case SetupTwoKings, SetupTooMany:
		return fmt.Sprintf("there are too many %s %ss (%d, at most %d)", p.Color, p.Type, p.Count, maxCount[p.Type])
	case SetupKingOutsidePalace:
		return fmt.Sprintf("the %s king on %s is outside its palace", p.Color, sq)
	case SetupAdvisorPoint:
		return fmt.Sprintf("the %s advisor on %s is not on an advisor point", p.Color, sq)
	case SetupElephantPoint:
		return fmt.Sprintf("the %s elephant on %s is not on an elephant point", p.Color, sq)
	case SetupPawnBehind:
		return fmt.Sprintf("the %s pawn on %s is behind its starting points", p.Color, sq)
	case SetupPawnBeside:
		return fmt.Sprintf("the %s pawn on %s is beside its starting points before the river, where no pawn can go", p.Color, sq)
	case SetupKingsFacing:
		return "the two kings face each other on an open file"
	case SetupNotToMoveInCheck:
		return fmt.Sprintf("%s, not to move, is in check", p.Color)
	}
	return p.Code.String()
}

// maxCount is how many pieces of each type a side can have.
var maxCount = [8]int8{King: 1, Advisor: 2, Elephant: 2, Horse: 2, Rook: 2, Cannon: 2, Pawn: 5}

// MaxCount returns how many pieces of a type a side can have: what a game
// starts with.
func MaxCount(t PieceType) int { return int(maxCount[t&7]) }

// placementProblem says why piece pc can never stand on s, or returns 0.
// It is the one rule of where pieces stand: geometry.go's CanStand table is
// made from it.
func placementProblem(pc Piece, s Square) SetupCode {
	c := pc.Color()
	f := s.File()
	rel := s.Rank() // rank counted from the piece's own side
	if c == Black {
		rel = 9 - rel
	}
	switch pc.Type() {
	case King:
		if !InPalace(c, s) {
			return SetupKingOutsidePalace
		}
	case Advisor:
		if !InPalace(c, s) || (f+rel)%2 != 1 {
			return SetupAdvisorPoint
		}
	case Elephant:
		if !OwnHalf(c, s) || rel%2 != 0 || (f+rel)%4 != 2 {
			return SetupElephantPoint
		}
	case Pawn:
		if rel < 3 {
			return SetupPawnBehind
		}
		if rel < 5 && f%2 != 0 {
			return SetupPawnBeside
		}
	}
	return 0
}

// checkProblem judges the kings of a board whose kings are set (one each):
// facing each other, or the side not to move in check. It reads only the
// board and the king squares.
func (p *Position) checkProblem() (SetupProblem, bool) {
	rk, bk := p.kingSq[Red], p.kingSq[Black]
	if rk.File() == bk.File() && p.countBetween(rk, bk) == 0 {
		return SetupProblem{Code: SetupKingsFacing, Color: Red, Type: King, Squares: []Square{rk, bk}}, true
	}
	them := p.side.Other()
	if p.kingAttacked(them) {
		return SetupProblem{Code: SetupNotToMoveInCheck, Color: them, Type: King, Squares: []Square{p.kingSq[them]}}, true
	}
	return SetupProblem{}, false
}

// CheckSetup lists every reason the board (indexed by Square; any pieces
// anywhere, as a position editor holds them) with side to move could not
// occur in a game, or nil when it could. Problems come in a fixed order:
// missing and extra kings, pieces on points they can never reach (in square
// order), too many pieces of a type, then kings facing or the side not to
// move in check (judged only when each side has one king in its palace).
// Points holding no valid piece code are ignored.
func CheckSetup(board *[NumSquares]Piece, side Color) []SetupProblem {
	var out []SetupProblem
	var where [2][8][]Square
	for s := Square(0); s < NumSquares; s++ {
		pc := board[s]
		if pc == NoPiece || pc&^15 != 0 || pc.Type() == NoPieceType || pc.Type() > Pawn {
			continue
		}
		where[pc.Color()][pc.Type()] = append(where[pc.Color()][pc.Type()], s)
	}
	for c := Red; c <= Black; c++ {
		switch kings := where[c][King]; {
		case len(kings) == 0:
			out = append(out, SetupProblem{Code: SetupNoKing, Color: c, Type: King})
		case len(kings) > 1:
			out = append(out, SetupProblem{Code: SetupTwoKings, Color: c, Type: King, Count: len(kings), Squares: kings})
		}
	}
	kingsPlaced := len(where[Red][King]) == 1 && len(where[Black][King]) == 1
	for s := Square(0); s < NumSquares; s++ {
		pc := board[s]
		if len(where[pc.Color()][pc.Type()]) == 0 || pc&^15 != 0 {
			continue // empty, or not a piece
		}
		if code := placementProblem(pc, s); code != 0 {
			out = append(out, SetupProblem{Code: code, Color: pc.Color(), Type: pc.Type(), Squares: []Square{s}})
			if pc.Type() == King {
				kingsPlaced = false
			}
		}
	}
	for c := Red; c <= Black; c++ {
		for t := Advisor; t <= Pawn; t++ {
			if n := len(where[c][t]); n > MaxCount(t) {
				out = append(out, SetupProblem{Code: SetupTooMany, Color: c, Type: t, Count: n, Squares: where[c][t]})
			}
		}
	}
	if kingsPlaced && (side == Red || side == Black) {
		probe := Position{side: side, kingSq: [2]Square{where[Red][King][0], where[Black][King][0]}}
		copy(probe.board[:], board[:])
		probe.fileOcc, probe.rankOcc = lineMasks(&probe.board)
		if prob, bad := probe.checkProblem(); bad {
			out = append(out, prob)
		}
	}
	return out
}
