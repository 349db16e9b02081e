package position

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// StartFEN is the standard opening position as xqbase writes it.
const StartFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

var typeNames = [8]string{"", "king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"}

func (t PieceType) String() string { return typeNames[t&7] }

// pieceFromLetter reads a FEN letter; H and E are accepted for horse and elephant.
func pieceFromLetter(ch byte) (Piece, bool) {
	color := Red
	if ch >= 'a' && ch <= 'z' {
		color = Black
		ch -= 'a' - 'A'
	}
	var t PieceType
	switch ch {
	case 'K':
		t = King
	case 'A':
		t = Advisor
	case 'B', 'E':
		t = Elephant
	case 'N', 'H':
		t = Horse
	case 'R':
		t = Rook
	case 'C':
		t = Cannon
	case 'P':
		t = Pawn
	default:
		return NoPiece, false
	}
	return MakePiece(color, t), true
}

// NewStart returns the standard opening position.
func NewStart() *Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic(err)
	}
	return p
}

// ParseFEN reads a position in xqbase FEN: the board from Black's back rank
// (rank 9) down, the side to move (w or r for Red, b for Black), and optional
// "- -" and move counters. It checks that the position could occur in a game
// and says what is wrong when it could not; such an error wraps the board's
// first SetupProblem (errors.As finds it), while a FEN that cannot be read
// at all gives a plain error.
func ParseFEN(fen string) (*Position, error) {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fenError(FENError{Problem: FENEmpty}, "empty FEN")
	}
	if len(fen) > 200 {
		return nil, fenError(FENError{Problem: FENTooLong, Count: len(fen)}, "FEN is too long (%d characters)", len(fen))
	}
	board, err := parseBoard(fields[0])
	if err != nil {
		return nil, err
	}
	side := Red
	if len(fields) > 1 {
		switch fields[1] {
		case "w", "r", "W", "R":
		case "b", "B":
			side = Black
		default:
			return nil, fenError(FENError{Problem: FENSide, Field: fields[1]}, "FEN side to move is %q, want w (or r) for Red or b for Black", fields[1])
		}
	}
	// Fields 3 and 4 are "- -" in xqbase FEN; some writers omit them and give
	// only the counters, so take the last two numeric fields as the counters.
	var counters []int
	for _, f := range fields[min(2, len(fields)):] {
		if f == "-" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > 100000 {
			return nil, fenError(FENError{Problem: FENCounter, Field: f}, "FEN field %q is not a move counter", f)
		}
		counters = append(counters, n)
	}
	if len(counters) > 2 {
		return nil, fenError(FENError{Problem: FENCounters, Count: len(counters)}, "FEN has %d counters, want at most 2", len(counters))
	}
	p := &Position{history: make([]undo, 0, 256)}
	if err := p.load(&board, side); err != nil {
		return nil, fmt.Errorf("impossible FEN: %w", err)
	}
	if len(counters) == 2 {
		p.start.halfmove = counters[0]
		p.startFull = max(counters[1], 1)
	} else if len(counters) == 1 {
		p.start.halfmove = counters[0]
	}
	return p, nil
}

// ParseBoardFEN reads only the board field of a FEN (the part before the
// first space), without judging whether the pieces could stand there, for a
// position editor that holds any board while it is being set up.
func ParseBoardFEN(field string) ([NumSquares]Piece, error) {
	if len(field) > 200 {
		return [NumSquares]Piece{}, fenError(FENError{Problem: FENTooLong, Count: len(field)}, "FEN is too long (%d characters)", len(field))
	}
	return parseBoard(field)
}

// parseBoard reads the board field of a FEN: ten ranks separated by '/',
// each with nine points given as piece letters and counts of empty points.
func parseBoard(field string) ([NumSquares]Piece, error) {
	var board [NumSquares]Piece
	ranks := strings.Split(field, "/")
	if len(ranks) != 10 {
		return board, fenError(FENError{Problem: FENRanks, Count: len(ranks)}, "FEN board has %d ranks, want 10 separated by '/'", len(ranks))
	}
	for i, row := range ranks {
		rank := 9 - i
		file := 0
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '1' && ch <= '9' {
				file += int(ch - '0')
				if file > 9 {
					return board, fenError(FENError{Problem: FENRankLong, Row: i + 1}, "FEN rank %d (row %d) has more than 9 points", rank, i+1)
				}
				continue
			}
			pc, ok := pieceFromLetter(ch)
			if !ok {
				// The whole character, not its first byte: '马', not '\xe9'.
				bad := FENError{Problem: FENBadLetter, Row: i + 1, Field: string(ch)}
				if letter, size := utf8.DecodeRuneInString(row[j:]); size > 1 {
					bad.Field = string(letter)
					return board, fenError(bad, "FEN has an unknown piece letter %q in row %d", letter, i+1)
				}
				if ch >= utf8.RuneSelf { // a byte that is not UTF-8
					bad.Field = fmt.Sprintf("\\x%02x", ch)
					return board, fenError(bad, "FEN has an unknown piece letter '\\x%02x' in row %d", ch, i+1)
				}
				return board, fenError(bad, "FEN has an unknown piece letter %q in row %d", ch, i+1)
			}
			if file >= 9 {
				return board, fenError(FENError{Problem: FENRankLong, Row: i + 1}, "FEN rank %d (row %d) has more than 9 points", rank, i+1)
			}
			board[MakeSquare(file, rank)] = pc
			file++
		}
		if file != 9 {
			return board, fenError(FENError{Problem: FENRankShort, Row: i + 1, Count: file}, "FEN rank %d (row %d) has %d points, want 9", rank, i+1, file)
		}
	}
	return board, nil
}

// FEN writes the position in xqbase FEN with its counters.
func (p *Position) FEN() string {
	var b strings.Builder
	board := p.Board()
	b.WriteString(FormatBoard(&board))
	if p.side == Red {
		b.WriteString(" w - - ")
	} else {
		b.WriteString(" b - - ")
	}
	b.WriteString(strconv.Itoa(p.HalfmoveClock()))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.FullmoveNumber()))
	return b.String()
}

// FormatBoard writes the board field of a FEN (ranks 9 to 0, files a to i),
// whatever pieces stand where: a position editor shows its board this way
// while it is being set up.
func FormatBoard(board *[NumSquares]Piece) string {
	var b strings.Builder
	for rank := 9; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 9; file++ {
			pc := board[MakeSquare(file, rank)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.Letter())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}

// BoardFEN returns only the board and side fields, which identify a position
// regardless of its counters.
func (p *Position) BoardFEN() string {
	f := p.FEN()
	return f[:strings.Index(f, " ")+2]
}
