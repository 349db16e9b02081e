package position

import "fmt"

// Color is the side a piece belongs to. Red moves first and sits on ranks 0-4.
type Color uint8

const (
	Red   Color = 0
	Black Color = 1
)

// Other returns the opposing colour.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == Red {
		return "red"
	}
	return "black"
}

// PieceType is a kind of piece without its colour.
type PieceType uint8

const (
	NoPieceType PieceType = iota
	King
	Advisor
	Elephant
	Horse
	Rook
	Cannon
	Pawn
)

// Piece is a coloured piece: bit 3 is the colour, bits 0-2 the type. Zero is an empty point.
type Piece uint8

const NoPiece Piece = 0

// MakePiece combines a colour and a type.
func MakePiece(c Color, t PieceType) Piece { return Piece(c)<<3 | Piece(t) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's colour; meaningless for NoPiece.
func (p Piece) Color() Color { return Color(p >> 3) }

// fenLetters maps a piece to its FEN letter (upper case red, lower case black).
const fenLetters = ".KABNRCP.kabnrcp"

// Letter returns the FEN letter of the piece: RNBAKCP for red, rnbakcp for black.
func (p Piece) Letter() byte { return fenLetters[p&15] }

func (p Piece) String() string { return string(p.Letter()) }

// Square is a point of the board: rank*9 + file, with files a-i (0-8) from Red's
// left and ranks 0-9 from Red's side, as ICCS coordinates number them.
type Square uint8

const (
	NumSquares        = 90
	NoSquare   Square = 255
)

// MakeSquare returns the square at a file (0-8) and rank (0-9).
func MakeSquare(file, rank int) Square { return Square(rank*9 + file) }

// File returns 0-8 (a-i).
func (s Square) File() int { return int(s) % 9 }

// Rank returns 0-9 counted from Red's side.
func (s Square) Rank() int { return int(s) / 9 }

// Mirror returns the square reflected left-right.
func (s Square) Mirror() Square { return MakeSquare(8-s.File(), s.Rank()) }

// Flip returns the square seen from the other side (rotated 180 degrees).
func (s Square) Flip() Square { return 89 - s }

// String returns the ICCS name, such as "e0".
func (s Square) String() string {
	if s >= NumSquares {
		return "--"
	}
	return string([]byte{byte('a' + s.File()), byte('0' + s.Rank())})
}

// ParseSquare reads an ICCS square name such as "h2".
func ParseSquare(name string) (Square, error) {
	if len(name) != 2 || name[0] < 'a' || name[0] > 'i' || name[1] < '0' || name[1] > '9' {
		return NoSquare, fmt.Errorf("bad square %q: want a file a-i and a rank 0-9, like h2", name)
	}
	return MakeSquare(int(name[0]-'a'), int(name[1]-'0')), nil
}

// Move packs a from and a to square: from | to<<7. Zero is no move.
type Move uint16

const NoMove Move = 0

// NewMove returns the move from one square to another.
func NewMove(from, to Square) Move { return Move(from) | Move(to)<<7 }

// From returns the square the piece leaves.
func (m Move) From() Square { return Square(m & 127) }

// To returns the square the piece lands on.
func (m Move) To() Square { return Square(m >> 7) }

// Mirror returns the move reflected left-right.
func (m Move) Mirror() Move { return NewMove(m.From().Mirror(), m.To().Mirror()) }

// String returns the ICCS/UCI text, such as "h2e2".
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	return m.From().String() + m.To().String()
}

// ParseMove reads a coordinate move such as "h2e2" or "H2-E2" (ICCS with a hyphen,
// any case). It checks only the syntax; use Position.IsLegal (or
// notation.ParseMove, which reads every notation) for legality.
func ParseMove(text string) (Move, error) {
	b := []byte(text)
	if len(b) == 5 && b[2] == '-' {
		b = append(b[:2:2], b[3:]...)
	}
	if len(b) != 4 {
		return NoMove, fmt.Errorf("bad move %q: want coordinates like h2e2", text)
	}
	for i := range b {
		if b[i] >= 'A' && b[i] <= 'I' {
			b[i] += 'a' - 'A'
		}
	}
	from, err := ParseSquare(string(b[:2]))
	if err != nil {
		return NoMove, fmt.Errorf("bad move %q: %v", text, err)
	}
	to, err := ParseSquare(string(b[2:]))
	if err != nil {
		return NoMove, fmt.Errorf("bad move %q: %v", text, err)
	}
	if from == to {
		return NoMove, fmt.Errorf("bad move %q: from and to are the same point", text)
	}
	return NewMove(from, to), nil
}
