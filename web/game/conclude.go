package game

import (
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// Ends the board does not show: a resignation, a fallen flag and a draw both
// sides agreed. The page records them; the moves alone never give them, so
// storage and records carry them, and taking a move back (or none) opens
// the game again.

// Declared reports whether a game that ended for reason r ended by the
// players' or the clock's doing rather than by the rules of the board.
func (r Reason) Declared() bool {
	return r == ReasonResign || r == ReasonTimeout || r == ReasonAgreement
}

// Flag ends the game because side flagged ran out of time, by the rule of
// engine/position's TimeoutResult: a loss, or a draw when the other side has
// nothing left that could ever mate. A game already over keeps its outcome.
func (g *Game) Flag(flagged position.Color) {
	if g.Over() {
		return
	}
	g.outcome = Outcome{Result: Result(g.pos.TimeoutResult(flagged).String()), Reason: ReasonTimeout}
}

// AgreeDraw ends the game in a draw both sides agreed to.
func (g *Game) AgreeDraw() {
	if g.Over() {
		return
	}
	g.outcome = Outcome{Result: Draw, Reason: ReasonAgreement}
}

// Conclude restores a declared outcome (from storage): a resignation, a
// fallen flag or an agreed draw at the end of the moves, and reports whether
// it could. An outcome the position could not have (a loss on time to a side
// that cannot mate, an agreed win) is refused, and so is any outcome when
// the moves already ended the game.
func (g *Game) Conclude(o Outcome) bool {
	if g.Over() || !o.Reason.Declared() {
		return false
	}
	switch o.Reason {
	case ReasonResign:
		switch o.Result {
		case RedWins:
			g.Resign(position.Black)
		case BlackWins:
			g.Resign(position.Red)
		default:
			return false
		}
	case ReasonTimeout:
		for _, c := range []position.Color{position.Red, position.Black} {
			if Result(g.pos.TimeoutResult(c).String()) == o.Result {
				g.Flag(c)
				return true
			}
		}
		return false
	case ReasonAgreement:
		if o.Result != Draw {
			return false
		}
		g.AgreeDraw()
	}
	return true
}

// PGN's Termination tag values (the PGN standard, section 9.8.1).
const (
	TerminationNormal      = "normal"
	TerminationTimeForfeit = "time forfeit"
)

// Termination is the PGN Termination tag of an outcome: "time forfeit" for a
// fallen flag, "normal" for any other end, "" while the game goes on.
func (o Outcome) Termination() string {
	switch {
	case o.Result == Ongoing:
		return ""
	case o.Reason == ReasonTimeout:
		return TerminationTimeForfeit
	}
	return TerminationNormal
}

// Conclusion writes how the game ended into a record made by Record, for a
// saved PGN: the Termination tag (unless the record has one) and, after the
// last move of the main line, comment (the outcome in words, which the page
// writes in its own language). Nothing is written while the game goes on.
func (g *Game) Conclusion(rec *notation.Game, comment string) {
	t := g.outcome.Termination()
	if t == "" || g.outcome.Reason == ReasonNone {
		return
	}
	if rec.Tag("Termination") == "" {
		rec.SetTag("Termination", t)
	}
	if comment == "" || rec.Root == nil {
		return
	}
	n := rec.Root
	for len(n.Children) > 0 {
		n = n.Children[0]
	}
	if strings.Contains(n.Comment, comment) {
		return
	}
	if n.Comment != "" {
		n.Comment += " "
	}
	n.Comment += comment
}

// recordedTimeout reports whether a loaded record says its decisive result
// was a loss on time (Termination "time forfeit"), so the game keeps that
// reason rather than a resignation.
func recordedTimeout(r *notation.Game) bool {
	return strings.EqualFold(strings.TrimSpace(r.Tag("Termination")), TerminationTimeForfeit)
}
