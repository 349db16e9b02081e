package notation

import "xiangqi/engine/position"

// Both WXF and Chinese notation see the board from the mover's chair: files are
// numbered 1-9 from the mover's right, "forward" is towards the opponent, and
// two pieces of a kind on one file are told apart by which is in front.

// fileNumber returns the mover's number (1-9) of a board file (0-8, a-i).
func fileNumber(c position.Color, file int) int {
	if c == position.Red {
		return 9 - file
	}
	return file + 1
}

// boardFile returns the board file (0-8) of a mover's file number (1-9).
func boardFile(c position.Color, number int) int {
	if c == position.Red {
		return 9 - number
	}
	return number - 1
}

// forward returns +1 when moving up the board is forward for c, else -1.
func forward(c position.Color) int {
	if c == position.Red {
		return 1
	}
	return -1
}

// tandem describes where a piece stands among the pieces of its side and type on
// its own file: index counts from the front (0 is the most advanced) and size is
// how many there are (1 when the piece is alone on its file).
type tandem struct{ index, size int }

// tandemOf finds the tandem of the piece on s.
func tandemOf(p *position.Position, s position.Square) tandem {
	pc := p.PieceAt(s)
	fwd := forward(pc.Color())
	t := tandem{}
	for rank := 0; rank < 10; rank++ {
		q := position.MakeSquare(s.File(), rank)
		if p.PieceAt(q) != pc {
			continue
		}
		t.size++
		if (rank-s.Rank())*fwd > 0 {
			t.index++
		}
	}
	return t
}

// pawnFiles counts the files that hold two or more pawns of colour c; when two
// files do, the files themselves must be named to tell the pawns apart.
func pawnFiles(p *position.Position, c position.Color) int {
	pawn := position.MakePiece(c, position.Pawn)
	files := 0
	for file := 0; file < 9; file++ {
		n := 0
		for rank := 0; rank < 10; rank++ {
			if p.PieceAt(position.MakeSquare(file, rank)) == pawn {
				n++
			}
		}
		if n >= 2 {
			files++
		}
	}
	return files
}

// pawnOrdinal numbers a pawn among all the pawns that share a file with another
// pawn, right to left from the mover's view and front to back within a file
// (xqbase's rule for two files of tandem pawns). It returns 1-5, or 0 when the
// pawn on s is alone on its file.
func pawnOrdinal(p *position.Position, s position.Square) int {
	pc := p.PieceAt(s)
	c := pc.Color()
	n := 0
	for number := 1; number <= 9; number++ {
		file := boardFile(c, number)
		var onFile [10]position.Square
		k := 0
		for i := 0; i < 10; i++ {
			rank := i // front to back: Red's front is rank 9, Black's rank 0
			if c == position.Red {
				rank = 9 - i
			}
			if q := position.MakeSquare(file, rank); p.PieceAt(q) == pc {
				onFile[k] = q
				k++
			}
		}
		if k < 2 {
			continue
		}
		for _, q := range onFile[:k] {
			n++
			if q == s {
				return n
			}
		}
	}
	return 0
}

// movesStraight reports whether a piece type moves along ranks and files, so a
// forward or backward move is written as a number of steps, not a file.
func movesStraight(t position.PieceType) bool {
	return t == position.King || t == position.Rook || t == position.Cannon || t == position.Pawn
}

// destination works out where a piece on from lands for a direction ('+'
// forward, '-' back, '.' along the rank) and the number after it. ok is false
// when the text cannot describe a move of that piece type.
func destination(c position.Color, t position.PieceType, from position.Square, dir byte, n int) (to position.Square, ok bool) {
	if n < 1 || n > 9 {
		return position.NoSquare, false
	}
	file, rank := from.File(), from.Rank()
	fwd := forward(c)
	switch {
	case dir == '.':
		if !movesStraight(t) {
			return position.NoSquare, false
		}
		file = boardFile(c, n)
	case movesStraight(t):
		if dir == '+' {
			rank += n * fwd
		} else {
			rank -= n * fwd
		}
	default:
		newFile := boardFile(c, n)
		df := newFile - file
		if df < 0 {
			df = -df
		}
		var dr int
		switch {
		case t == position.Advisor && df == 1:
			dr = 1
		case t == position.Elephant && df == 2:
			dr = 2
		case t == position.Horse && df == 1:
			dr = 2
		case t == position.Horse && df == 2:
			dr = 1
		default:
			return position.NoSquare, false
		}
		file = newFile
		if dir == '+' {
			rank += dr * fwd
		} else {
			rank -= dr * fwd
		}
	}
	if file < 0 || file > 8 || rank < 0 || rank > 9 {
		return position.NoSquare, false
	}
	to = position.MakeSquare(file, rank)
	return to, to != from
}

// motion splits a move into the direction and number that both WXF and Chinese
// notation write after the piece: '.' and the new file along a rank, otherwise
// '+' or '-' and the steps taken (straight movers) or the new file (the others).
func motion(c position.Color, t position.PieceType, m position.Move) (dir byte, n int) {
	from, to := m.From(), m.To()
	if from.Rank() == to.Rank() {
		return '.', fileNumber(c, to.File())
	}
	dir = '+'
	if (to.Rank()-from.Rank())*forward(c) < 0 {
		dir = '-'
	}
	if movesStraight(t) && from.File() == to.File() {
		steps := to.Rank() - from.Rank()
		if steps < 0 {
			steps = -steps
		}
		return dir, steps
	}
	return dir, fileNumber(c, to.File())
}
