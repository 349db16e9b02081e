package position

import "fmt"

// FromBoard builds a position from a board (indexed by Square, as Board
// returns it) and the side to move, with no history and zero counters. It
// checks the position like ParseFEN does and says what is wrong when it could
// not occur in a game. Endgame-table generators use it to set up positions
// they enumerate by index.
func FromBoard(board *[NumSquares]Piece, side Color) (*Position, error) {
	p := &Position{history: make([]undo, 0, 256)}
	if err := p.SetBoard(board, side); err != nil {
		return nil, err
	}
	return p, nil
}

// SetBoard replaces p's board, side to move and history with the given board
// and side, reusing p's storage so that a caller setting up millions of
// positions allocates nothing. On error p is left in an unspecified state and
// must be set again before use. An impossible board's error wraps its first
// SetupProblem (errors.As finds it).
func (p *Position) SetBoard(board *[NumSquares]Piece, side Color) error {
	if err := p.load(board, side); err != nil {
		return fmt.Errorf("impossible position: %w", err)
	}
	return nil
}

// load is SetBoard without the error's prefix; ParseFEN gives its own.
func (p *Position) load(board *[NumSquares]Piece, side Color) error {
	if side != Red && side != Black {
		return fmt.Errorf("side to move %d is neither red nor black", side)
	}
	p.board = [256]Piece{}
	p.fileOcc, p.rankOcc = [16]uint16{}, [16]uint16{}
	p.side = side
	p.key = 0
	p.pawnKey = 0
	p.pieceKey = [2]uint64{}
	p.material = [2][8]int8{}
	p.kingSq = [2]Square{NoSquare, NoSquare}
	p.startFull = 1
	p.history = p.history[:0]
	p.start = undo{}
	for c := range p.slots {
		for j := range p.slots[c] {
			p.slots[c][j] = NoSquare
		}
	}
	var nextSlot [2]int8
	// Slots are filled in FEN order (from rank 9 down, file a to i), so a
	// position set up here generates moves in the same order as one read
	// from its FEN.
	for rank := 9; rank >= 0; rank-- {
		for file := 0; file < 9; file++ {
			s := MakeSquare(file, rank)
			pc := board[s]
			if pc == NoPiece {
				continue
			}
			c, t := pc.Color(), pc.Type()
			if pc&^15 != 0 || t == NoPieceType || t > Pawn {
				return fmt.Errorf("board has an invalid piece code %d on %s", pc, s)
			}
			// The count is checked before the piece is put, so a side
			// never needs more than its 16 slots.
			if p.material[c][t] >= maxCount[t] {
				code := SetupTooMany
				if t == King {
					code = SetupTwoKings
				}
				return SetupProblem{Code: code, Color: c, Type: t, Count: countOf(board, pc), Squares: []Square{s}}
			}
			if code := placementProblem(pc, s); code != 0 {
				return SetupProblem{Code: code, Color: c, Type: t, Squares: []Square{s}}
			}
			p.material[c][t]++
			p.put(s, pc, nextSlot[c])
			nextSlot[c]++
			if t == King {
				p.kingSq[c] = s
			}
		}
	}
	for c := Red; c <= Black; c++ {
		if p.kingSq[c] == NoSquare {
			return SetupProblem{Code: SetupNoKing, Color: c, Type: King}
		}
	}
	if side == Black {
		p.key ^= zobristSide
	}
	if prob, bad := p.checkProblem(); bad {
		return prob
	}
	p.UseSquareScores(p.scores) // the sums of the new board
	p.start.keyBefore = p.key
	return nil
}

// countOf counts the pieces pc on a board (for the message of a refusal).
func countOf(board *[NumSquares]Piece, pc Piece) int {
	n := 0
	for _, b := range board {
		if b == pc {
			n++
		}
	}
	return n
}
