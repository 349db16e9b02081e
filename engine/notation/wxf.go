package notation

import (
	"xiangqi/engine/position"
)

// WXF notation (World Xiangqi Federation) writes a move in four characters:
// the piece letter, its file, '+' forward / '-' back / '.' along the rank, and
// the steps taken or the file landed on. Where two or more pieces of a kind share
// a file, the WXF standard replaces the file with '+' (front) or '-' (rear):
// "R+.3", "C--1". Tandem pawns follow its special cases: P+, P3, P- for three;
// ++, P+, (P3,) P-, -- for four or five; and when two files hold tandem pawns,
// the file digit replaces the letter: "3+.4", "33.4", "3-.4".

// wxfLetters are the WXF piece letters, indexed by piece type.
const wxfLetters = ".KAEHRCP"

// formatWXF writes m, made from p, in WXF notation.
func formatWXF(p *position.Position, m position.Move) string {
	from := m.From()
	pc := p.PieceAt(from)
	c, t := pc.Color(), pc.Type()
	dir, n := motion(c, t, m)
	file := byte('0' + fileNumber(c, from.File()))
	b := [4]byte{wxfLetters[t], file, dir, byte('0' + n)}
	if t == position.Advisor || t == position.Elephant || t == position.King {
		return string(b[:])
	}
	tan := tandemOf(p, from)
	if tan.size < 2 {
		return string(b[:])
	}
	front, rear := tan.index == 0, tan.index == tan.size-1
	middle := tan.size%2 == 1 && tan.index == tan.size/2
	switch {
	case t != position.Pawn:
		b[1] = sign(front)
	case pawnFiles(p, c) >= 2:
		// Two files of tandem pawns: the file replaces the letter.
		b[0] = file
		if !middle {
			b[1] = sign(front)
		}
	case tan.size <= 3:
		if !middle {
			b[1] = sign(front)
		}
	case front || rear:
		b[0] = sign(front)
		b[1] = b[0]
	case !middle:
		b[1] = sign(tan.index == 1)
	}
	return string(b[:])
}

func sign(front bool) byte {
	if front {
		return '+'
	}
	return '-'
}

// wxfPiece reads a WXF piece letter; the alternatives other writers use (B and N
// as in FEN, G for general) are accepted too.
func wxfPiece(ch byte) position.PieceType {
	switch ch | 0x20 { // lower case
	case 'k', 'g':
		return position.King
	case 'a':
		return position.Advisor
	case 'e', 'b':
		return position.Elephant
	case 'h', 'n':
		return position.Horse
	case 'r':
		return position.Rook
	case 'c':
		return position.Cannon
	case 'p':
		return position.Pawn
	}
	return position.NoPieceType
}

func isDigit19(ch byte) bool { return ch >= '1' && ch <= '9' }

// parseWXF decodes a WXF move. Besides the standard forms it reads the sign
// before the letter ("+R.3", as some programs write), '=' for '.', three
// characters with the direction left out for a move along the rank ("C25"), and
// xqbase's "Pa".."Pe" for tandem pawns counted from the front.
func parseWXF(text string) (moveSpec, error) {
	b := []byte(text)
	if len(b) == 3 && isDigit19(b[2]) {
		b = []byte{b[0], b[1], '.', b[2]}
	}
	if len(b) != 4 {
		return moveSpec{}, moveError(MoveError{Problem: MoveShape, Text: text, Notation: WXF}, "bad WXF move %q: want four characters like C2.5 or H8+7", text)
	}
	var spec moveSpec
	switch b[2] {
	case '+', '-', '.':
		spec.dir = b[2]
	case '=':
		spec.dir = '.'
	default:
		return moveSpec{}, moveError(MoveError{Problem: MoveShape, Text: text, Notation: WXF, Part: 3}, "bad WXF move %q: the third character must be + (forward), - (back) or . (along the rank)", text)
	}
	if !isDigit19(b[3]) {
		return moveSpec{}, moveError(MoveError{Problem: MoveShape, Text: text, Notation: WXF, Part: 4}, "bad WXF move %q: the last character must be a digit 1-9", text)
	}
	spec.n = int(b[3] - '0')
	c0, c1 := b[0], b[1]
	t0, t1 := wxfPiece(c0), wxfPiece(c1)
	switch {
	case t0 != position.NoPieceType && isDigit19(c1):
		spec.piece, spec.file, spec.loc = t0, int(c1-'0'), locWXFFile
	case t0 != position.NoPieceType && (c1 == '+' || c1 == '-'):
		spec.piece, spec.loc = t0, wxfSignLocator(c1)
	case t0 == position.Pawn && (c1|0x20) >= 'a' && (c1|0x20) <= 'e':
		spec.piece, spec.loc, spec.ordinal = position.Pawn, locOrdinal, int(c1|0x20-'a')+1
	case (c0 == '+' || c0 == '-') && t1 != position.NoPieceType:
		spec.piece, spec.loc = t1, wxfSignLocator(c0)
	case (c0 == '+' || c0 == '-') && c1 == c0:
		spec.piece, spec.loc = position.Pawn, locFront
		if c0 == '-' {
			spec.loc = locRear
		}
	case isDigit19(c0) && (c1 == '+' || c1 == '-'):
		spec.piece, spec.file, spec.loc = position.Pawn, int(c0-'0'), locFront
		if c1 == '-' {
			spec.loc = locRear
		}
	case isDigit19(c0) && c1 == c0:
		spec.piece, spec.file, spec.loc = position.Pawn, int(c0-'0'), locMiddle
	default:
		return moveSpec{}, moveError(MoveError{Problem: MoveShape, Text: text, Notation: WXF, Part: 1}, "bad WXF move %q: it must start with a piece letter (KAEHRCP) and a file 1-9, + or -", text)
	}
	if spec.loc == locWXFFile && (spec.piece == position.Advisor || spec.piece == position.Elephant || spec.piece == position.King) {
		spec.loc = locAny
	}
	return spec, nil
}

func wxfSignLocator(ch byte) locator {
	if ch == '+' {
		return locWXFPlus
	}
	return locWXFMinus
}
