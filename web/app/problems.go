package app

import (
	"errors"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
	"xiangqi/web/game"
	"xiangqi/web/link"
	"xiangqi/web/settings"
)

// Every message a player can see is in the page's language and names the
// real problem. The readers below the page (engine/notation, engine/position,
// web/link, web/game) give their errors a code and the facts the message
// needs; problemText words them here. An error of no kind known here is said
// in English only on an English page; elsewhere the message says that the
// text could not be read, without English words in it.

// problemText says why err happened, as a clause to put in a message.
func (a *App) problemText(err error) string {
	var (
		pgn     *notation.PGNError
		move    *notation.MoveError
		fen     *position.FENError
		setup   position.SetupProblem
		linkErr *link.Error
		illegal *game.IllegalMoveError
	)
	switch {
	case errors.As(err, &pgn):
		return a.pgnText(pgn)
	case errors.As(err, &move):
		return a.moveReason(move)
	case errors.As(err, &linkErr):
		return a.linkText(linkErr)
	case errors.As(err, &setup):
		return a.setupReason(setup)
	case errors.As(err, &fen):
		return a.fenText(fen)
	case errors.As(err, &illegal):
		return a.T("why.recordmove", a.moveNumberText(illegal.Number, illegal.Side, illegal.Variation), illegal.Move.String())
	case a.Lang() == "en":
		return err.Error()
	}
	return a.T("why.unreadable")
}

// moveProblemText says why a typed move is not a move here, naming it.
func (a *App) moveProblemText(text string, err error) string {
	var move *notation.MoveError
	if errors.As(err, &move) && (move.Problem == notation.MoveEmpty || move.Problem == notation.MoveTooLong) {
		return a.moveReason(move) + a.T("why.end")
	}
	return a.T("msg.notamove", text, a.problemText(err))
}

// moveReason says why a move's text is not a move in its position.
func (a *App) moveReason(e *notation.MoveError) string {
	piece := ""
	if e.Piece != position.NoPiece {
		piece = a.pieceName(e.Piece)
	}
	switch e.Problem {
	case notation.MoveShape:
		switch e.Notation {
		case notation.ICCS:
			return a.T("why.shape.iccs")
		case notation.WXF:
			return a.T("why.shape.wxf." + partName(e.Part))
		}
		return a.T("why.shape.chinese." + partName(e.Part))
	case notation.MoveEmptyPoint:
		return a.T("why.emptypoint", e.From.String())
	case notation.MoveNotYours:
		return a.T("why.notyours", e.From.String(), a.colorName(e.Piece.Color()), a.colorName(e.Side))
	case notation.MoveCannotGo:
		return a.T("why.cannotgo", piece, e.From.String(), e.To.String())
	case notation.MoveSelfCheck:
		return a.T("why.selfcheck")
	case notation.MoveAmbiguous:
		return a.T("why.ambiguous")
	case notation.MoveNoPiece, notation.MoveNoWay:
		key := "why." + string(e.Problem)
		if e.File != 0 {
			return a.T(key+".file", piece, e.File)
		}
		return a.T(key, piece)
	case notation.MoveNoPlace:
		return a.T("why.noplace", piece)
	case notation.MoveEmpty, notation.MoveTooLong:
		return a.T("why." + string(e.Problem))
	}
	return a.T("why.unreadable")
}

// partName names the character of a move that is wrong, as the why.shape
// keys spell it.
func partName(part int) string {
	switch part {
	case 1:
		return "start"
	case 3:
		return "third"
	case 4:
		return "last"
	}
	return "length"
}

// pgnText says where PGN text went wrong and what is wrong there.
func (a *App) pgnText(e *notation.PGNError) string {
	var what string
	switch e.Problem {
	case notation.PGNMove:
		reason := a.T("why.unreadable")
		var move *notation.MoveError
		if errors.As(e.Err, &move) {
			reason = a.moveReason(move)
		}
		if m := e.Move; m != nil {
			what = a.T("pgn.move", a.moveNumberText(m.Number, m.Side, m.Variation), m.Text, reason)
		} else {
			what = reason
		}
	case notation.PGNBadFEN:
		what = a.T("pgn.badfen", a.problemText(e.Err))
	case notation.PGNBadTag, notation.PGNTagQuotes, notation.PGNTagOpen, notation.PGNTagBracket,
		notation.PGNUnexpected, notation.PGNResultInVariaton, notation.PGNBadNAG:
		what = a.T("pgn."+string(e.Problem), e.Word)
	case notation.PGNTooLarge, notation.PGNTooManyGames, notation.PGNVariationDepth,
		notation.PGNTooManyPlies, notation.PGNTooManyMoves:
		what = a.T("pgn."+string(e.Problem), e.Limit)
	default:
		what = a.T("pgn." + string(e.Problem))
	}
	switch {
	case e.Line > 0 && e.Game > 1:
		return a.T("pgn.atgame", e.Game, e.Line, what)
	case e.Line > 0:
		return a.T("pgn.at", e.Line, what)
	}
	return what
}

// moveNumberText names a move by its number and side: "move 12, Black's",
// "第 12 回合黑方".
func (a *App) moveNumberText(number int, side position.Color, variation bool) string {
	key := "pgn.number"
	if variation {
		key = "pgn.numbervar"
	}
	return a.T(key, number, a.colorName(side))
}

// fenText says why a FEN cannot be read.
func (a *App) fenText(e *position.FENError) string {
	key := "fen." + string(e.Problem)
	switch e.Problem {
	case position.FENTooLong, position.FENCounters, position.FENRanks:
		return a.T(key, e.Count)
	case position.FENSide, position.FENCounter:
		return a.T(key, e.Field)
	case position.FENRankLong:
		return a.T(key, e.Row)
	case position.FENRankShort:
		return a.T(key, e.Row, e.Count)
	case position.FENBadLetter:
		return a.T(key, e.Row, e.Field)
	}
	return a.T(key)
}

// linkText says why part of a link could not be used.
func (a *App) linkText(e *link.Error) string {
	key := "link." + string(e.Problem)
	switch e.Problem {
	case link.ProblemEncoding:
		return a.T(key, e.Param)
	case link.ProblemValue:
		switch e.Param {
		case "side", "flip", "mode", "embed":
			return a.T(key+"."+e.Param, e.Value)
		case "level":
			return a.T(key+".level", e.Value, settings.MinLevel, settings.MaxLevel)
		case "puzzle":
			return a.T(key+".puzzle", e.Value, puzzles.Count)
		case "ply":
			return a.T(key+".ply", e.Value, link.MaxMoves)
		case "speed":
			return a.T(key+".speed", e.Value, link.MinSpeed, link.MaxSpeed)
		case "autoplay", "pgnurl":
			return a.T(key+"."+e.Param, e.Value)
		}
		return a.T(key, e.Param, e.Value)
	case link.ProblemPosition, link.ProblemRecord:
		return a.T(key, a.problemText(e.Err))
	case link.ProblemTooMany:
		return a.T(key, e.Count, link.MaxMoves)
	case link.ProblemNotCoord, link.ProblemIllegal:
		return a.T(key, e.Move, e.Value)
	}
	return a.T(key)
}
