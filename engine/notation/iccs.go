package notation

import (
	"xiangqi/engine/position"
)

// ICCS (and UCI) coordinates name the two points: "h2e2", or "H2-E2" as xqbase's
// PGN files write it.

// looksICCS reports whether text has the shape of a coordinate move, which no
// WXF move has (WXF's third character is never a letter).
func looksICCS(text string) bool {
	switch {
	case len(text) == 5 && text[2] == '-':
		text = text[:2] + text[3:]
	case len(text) != 4:
		return false
	}
	isFile := func(ch byte) bool { return (ch >= 'a' && ch <= 'i') || (ch >= 'A' && ch <= 'I') }
	isRank := func(ch byte) bool { return ch >= '0' && ch <= '9' }
	return isFile(text[0]) && isRank(text[1]) && isFile(text[2]) && isRank(text[3])
}

// formatPGNICCS writes a move as xqbase's PGN files do: "H2-E2".
func formatPGNICCS(m position.Move) string {
	s := []byte(m.String())
	return string([]byte{s[0] - 'a' + 'A', s[1], '-', s[2] - 'a' + 'A', s[3]})
}

// parseICCS reads a coordinate move and checks that it is legal in p.
func parseICCS(p *position.Position, text string) (position.Move, error) {
	m, err := position.ParseMove(text)
	if err != nil {
		return position.NoMove, moveError(MoveError{Problem: MoveShape, Text: text, Notation: ICCS, Side: p.SideToMove()}, "%v", err)
	}
	from, to := m.From(), m.To()
	c := p.SideToMove()
	pc := p.PieceAt(from)
	e := MoveError{Text: text, Side: c, Piece: pc, From: from, To: to, Notation: ICCS}
	switch {
	case pc == position.NoPiece:
		e.Problem = MoveEmptyPoint
		return position.NoMove, moveError(e, "no piece can make %s: %s is empty", text, from)
	case pc.Color() != c:
		e.Problem = MoveNotYours
		return position.NoMove, moveError(e, "no piece can make %s: the piece on %s is %s's and %s is to move", text, from, pc.Color(), c)
	case !p.IsPseudoLegal(m):
		e.Problem = MoveCannotGo
		return position.NoMove, moveError(e, "no piece can make %s: the %s %s on %s cannot move to %s", text, c, pc.Type(), from, to)
	case !p.IsPseudoLegalMoveLegal(m, p.InCheck()):
		e.Problem = MoveSelfCheck
		return position.NoMove, moveError(e, "illegal: moving leaves king in check (%s)", text)
	}
	return m, nil
}
