package notation

import (
	"strings"

	"xiangqi/engine/position"
)

// Chinese notation writes the same four parts as WXF in characters: 炮二平五,
// 马8进7. Red numbers files and steps with 一..九, Black with 1..9. Where two or
// more pieces of a kind share a file the place word comes first: 前车, 后炮;
// three pawns are 前兵, 中兵, 后兵 and four or five are 一兵..五兵 from the front.
// When two files hold tandem pawns, the file replaces the piece name: 前七平六.
// Advisors and elephants always give their file: on one file, only one of them
// can go each way.

// chineseStyle is a set of characters to print with.
type chineseStyle struct {
	names                  [2][8]string // by colour and piece type
	blackDigits            [10]string   // 1-9 for Black
	advance, retreat, flat string
	front, middle, rear    string
}

var redNumerals = [10]string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

var numeralRunes = []rune("一二三四五六七八九")

var simplified = chineseStyle{
	names: [2][8]string{
		{"", "帅", "仕", "相", "马", "车", "炮", "兵"},
		{"", "将", "士", "象", "马", "车", "炮", "卒"},
	},
	blackDigits: [10]string{"", "1", "2", "3", "4", "5", "6", "7", "8", "9"},
	advance:     "进", retreat: "退", flat: "平",
	front: "前", middle: "中", rear: "后",
}

// traditional follows the Big5 game records: the red pieces 帥俥傌 and the black
// 將車馬砲, with full-width digits for Black.
var traditional = chineseStyle{
	names: [2][8]string{
		{"", "帥", "仕", "相", "傌", "俥", "炮", "兵"},
		{"", "將", "士", "象", "馬", "車", "砲", "卒"},
	},
	blackDigits: [10]string{"", "１", "２", "３", "４", "５", "６", "７", "８", "９"},
	advance:     "進", retreat: "退", flat: "平",
	front: "前", middle: "中", rear: "後",
}

func (st *chineseStyle) number(c position.Color, n int) string {
	if c == position.Red {
		return redNumerals[n]
	}
	return st.blackDigits[n]
}

// formatChinese writes m, made from p, in Chinese notation.
func formatChinese(p *position.Position, m position.Move, st *chineseStyle) string {
	from := m.From()
	pc := p.PieceAt(from)
	c, t := pc.Color(), pc.Type()
	dir, n := motion(c, t, m)
	var b strings.Builder
	b.Grow(16)
	name, file := st.names[c][t], st.number(c, fileNumber(c, from.File()))
	tan := tandem{size: 1}
	if t != position.Advisor && t != position.Elephant && t != position.King {
		tan = tandemOf(p, from)
	}
	place := st.front
	switch {
	case tan.index == tan.size-1:
		place = st.rear
	case tan.index > 0:
		place = st.middle
	}
	switch {
	case tan.size < 2:
		b.WriteString(name)
		b.WriteString(file)
	case t == position.Pawn && pawnFiles(p, c) >= 2:
		b.WriteString(place)
		b.WriteString(file)
	case tan.size >= 4:
		b.WriteString(redNumerals[tan.index+1])
		b.WriteString(name)
	default:
		b.WriteString(place)
		b.WriteString(name)
	}
	switch dir {
	case '+':
		b.WriteString(st.advance)
	case '-':
		b.WriteString(st.retreat)
	default:
		b.WriteString(st.flat)
	}
	b.WriteString(st.number(c, n))
	return b.String()
}

// chinesePiece reads a piece name in either colour's characters, simplified,
// traditional or a common variant.
func chinesePiece(r rune) position.PieceType {
	switch r {
	case '帅', '帥', '将', '將':
		return position.King
	case '仕', '士':
		return position.Advisor
	case '相', '象':
		return position.Elephant
	case '马', '馬', '傌':
		return position.Horse
	case '车', '車', '俥', '硨':
		return position.Rook
	case '炮', '砲', '包':
		return position.Cannon
	case '兵', '卒':
		return position.Pawn
	}
	return position.NoPieceType
}

// chineseNumber reads 一..九, 1..9 or full-width １..９; either side may use any.
func chineseNumber(r rune) int {
	switch {
	case r >= '1' && r <= '9':
		return int(r - '0')
	case r >= '１' && r <= '９':
		return int(r-'１') + 1
	}
	for i, n := range numeralRunes {
		if n == r {
			return i + 1
		}
	}
	return 0
}

// chinesePlace reads a place word: 前, 中, 后 (or 後).
func chinesePlace(r rune) locator {
	switch r {
	case '前':
		return locFront
	case '中':
		return locMiddle
	case '后', '後':
		return locRear
	}
	return locAny
}

// parseChinese decodes a Chinese move. Besides the standard forms it reads the
// place after the name (车前进一, as older books write it), the file before the
// place for two files of pawns (七前平六), and xqbase's 一兵..五兵 counted across
// two files of tandem pawns.
func parseChinese(text string) (moveSpec, error) {
	r := []rune(text)
	if len(r) != 4 {
		return moveSpec{}, moveError(MoveError{Problem: MoveShape, Text: text, Notation: Chinese}, "bad Chinese move %q: want four characters like 炮二平五 or 马8进7", text)
	}
	var spec moveSpec
	switch r[2] {
	case '进', '進':
		spec.dir = '+'
	case '退':
		spec.dir = '-'
	case '平':
		spec.dir = '.'
	default:
		return moveSpec{}, moveError(MoveError{Problem: MoveShape, Text: text, Notation: Chinese, Part: 3}, "bad Chinese move %q: the third character must be 进, 退 or 平", text)
	}
	if spec.n = chineseNumber(r[3]); spec.n == 0 {
		return moveSpec{}, moveError(MoveError{Problem: MoveShape, Text: text, Notation: Chinese, Part: 4}, "bad Chinese move %q: the last character must be a number 一..九 or 1..9", text)
	}
	p0, p1 := chinesePiece(r[0]), chinesePiece(r[1])
	n0, n1 := chineseNumber(r[0]), chineseNumber(r[1])
	l0, l1 := chinesePlace(r[0]), chinesePlace(r[1])
	switch {
	case p0 != position.NoPieceType && n1 != 0:
		spec.piece, spec.file = p0, n1
	case p0 != position.NoPieceType && l1 != locAny:
		spec.piece, spec.loc = p0, l1
	case l0 != locAny && p1 != position.NoPieceType:
		spec.piece, spec.loc = p1, l0
	case n0 >= 1 && n0 <= 5 && p1 != position.NoPieceType:
		spec.piece, spec.loc, spec.ordinal = p1, locOrdinal, n0
	case l0 != locAny && n1 != 0:
		spec.piece, spec.loc, spec.file = position.Pawn, l0, n1
	case n0 != 0 && l1 != locAny:
		spec.piece, spec.loc, spec.file = position.Pawn, l1, n0
	default:
		return moveSpec{}, moveError(MoveError{Problem: MoveShape, Text: text, Notation: Chinese, Part: 1}, "bad Chinese move %q: it must start with a piece and its file (炮二) or a place and a piece (前车)", text)
	}
	return spec, nil
}
