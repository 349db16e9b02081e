package position

// Read-only views of the board for the evaluation and the search, which scan
// every piece at each node and would pay for a method call per point.

// Board returns a copy of the board, indexed by Square.
func (p *Position) Board() [NumSquares]Piece { return [NumSquares]Piece(p.board[:NumSquares]) }

// PieceSquares returns the squares of a colour's pieces in their fixed slots;
// slots of captured pieces (and unused slots) hold NoSquare.
func (p *Position) PieceSquares(c Color) [16]Square { return p.slots[c] }
