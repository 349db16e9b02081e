package notation

import (
	"fmt"
	"strings"

	"xiangqi/engine/position"
)

// locator says which of several pieces of a kind on one file a move means.
type locator uint8

const (
	locAny      locator = iota // nothing said: any piece that fits the rest of the move
	locFront                   // 前, WXF "++": the most advanced of two or more
	locRear                    // 后, WXF "--": the rearmost of two or more
	locMiddle                  // 中, WXF "33": the middle one of an odd number
	locWXFPlus                 // WXF "+": the front of two or three, the second of four or five
	locWXFMinus                // WXF "-": the rear of two or three, the second-last of four or five
	locWXFFile                 // WXF "P3": the middle pawn of three or five, else any on the file
	locOrdinal                 // 一兵..五兵, xqbase "Pa".."Pe": counted from the front
)

// moveSpec is a WXF or Chinese move decoded from its text but not yet matched
// against a board: which piece (type, file, place in a tandem) and how it moves.
type moveSpec struct {
	piece   position.PieceType
	file    int // the mover's file number 1-9, or 0 when the text names none
	loc     locator
	ordinal int  // 1-5 for locOrdinal
	dir     byte // '+' forward, '-' back, '.' along the rank
	n       int  // steps, or the file number landed on
}

// fits reports whether the piece on s answers the spec's file and locator.
func (spec moveSpec) fits(p *position.Position, s position.Square) bool {
	c := p.SideToMove()
	if spec.file != 0 && fileNumber(c, s.File()) != spec.file {
		return false
	}
	if spec.loc == locAny {
		return true
	}
	if spec.loc == locOrdinal && spec.piece == position.Pawn && pawnFiles(p, c) >= 2 {
		return pawnOrdinal(p, s) == spec.ordinal
	}
	t := tandemOf(p, s)
	if spec.loc == locWXFFile {
		return spec.piece != position.Pawn || t.size < 3 || t.size%2 == 0 || t.index == t.size/2
	}
	if t.size < 2 {
		return false
	}
	switch spec.loc {
	case locFront:
		return t.index == 0
	case locRear:
		return t.index == t.size-1
	case locMiddle:
		return t.size%2 == 1 && t.index == t.size/2
	case locWXFPlus:
		if t.size >= 4 {
			return t.index == 1
		}
		return t.index == 0
	case locWXFMinus:
		if t.size >= 4 {
			return t.index == t.size-2
		}
		return t.index == t.size-1
	case locOrdinal:
		return t.index == spec.ordinal-1
	}
	return false
}

// resolve finds the one legal move the spec describes in p. text is the move as
// written, for the error messages.
func (spec moveSpec) resolve(p *position.Position, text string) (position.Move, error) {
	c := p.SideToMove()
	pc := position.MakePiece(c, spec.piece)
	var legal, selfCheck [8]position.Move
	nLegal, nSelfCheck, owned, fitting := 0, 0, 0, 0
	inCheck := p.InCheck()
	for sq := position.Square(0); sq < position.NumSquares; sq++ {
		if p.PieceAt(sq) != pc {
			continue
		}
		if spec.file != 0 && fileNumber(c, sq.File()) != spec.file {
			continue
		}
		owned++
		if !spec.fits(p, sq) {
			continue
		}
		fitting++
		to, ok := destination(c, spec.piece, sq, spec.dir, spec.n)
		if !ok {
			continue
		}
		m := position.NewMove(sq, to)
		if !p.IsPseudoLegal(m) {
			continue
		}
		if !p.IsPseudoLegalMoveLegal(m, inCheck) {
			if nSelfCheck < len(selfCheck) {
				selfCheck[nSelfCheck] = m
				nSelfCheck++
			}
			continue
		}
		if nLegal < len(legal) {
			legal[nLegal] = m
			nLegal++
		}
	}
	switch {
	case nLegal == 1:
		return legal[0], nil
	case nLegal > 1:
		alts := make([]string, nLegal)
		for i, m := range legal[:nLegal] {
			alts[i] = m.String()
		}
		e := MoveError{Problem: MoveAmbiguous, Text: text, Side: c, Piece: pc, File: spec.file,
			Alternatives: append([]position.Move(nil), legal[:nLegal]...)}
		return position.NoMove, moveError(e, "ambiguous: %q could be %s; say which piece (front or rear) or use coordinates", text, strings.Join(alts, " or "))
	case nSelfCheck > 0:
		e := MoveError{Problem: MoveSelfCheck, Text: text, Side: c, Piece: pc, File: spec.file,
			From: selfCheck[0].From(), To: selfCheck[0].To()}
		return position.NoMove, moveError(e, "illegal: moving leaves king in check (%q is %s)", text, selfCheck[0])
	}
	e := MoveError{Text: text, Side: c, Piece: pc, File: spec.file}
	what := c.String() + " " + spec.piece.String()
	where := ""
	if spec.file != 0 {
		where = fmt.Sprintf(" on file %d (counted from %s's right)", spec.file, c)
	}
	switch {
	case owned == 0:
		e.Problem = MoveNoPiece
		return position.NoMove, moveError(e, "no piece can make %s: there is no %s%s", text, what, where)
	case fitting == 0:
		e.Problem = MoveNoPlace
		return position.NoMove, moveError(e, "no piece can make %s: no %s%s stands in the place the move names", text, what, where)
	default:
		e.Problem = MoveNoWay
		return position.NoMove, moveError(e, "no piece can make %s: no %s%s can move that way", text, what, where)
	}
}
