package app

import (
	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// Offers between the players, and the engine's own decisions about draws
// and resigning.
//
// Against the engine, a draw offer is answered by the engine's own
// evaluation (EngineAcceptsDraw), at once on the player's turn, or with the
// score of the search in progress when it ends. Between two people at one
// device, a draw offer and a request to take a move back wait for the other
// player's answer (a confirm).

// offerKind is what an offer asks for.
type offerKind int

const (
	noOffer   offerKind = iota
	offerDraw           // a draw by agreement
	offerUndo           // taking back the last move (two players)
)

// offer is an offer waiting for its answer: from is the side that made it.
type offer struct {
	kind offerKind
	from position.Color
	ply  int // the game's ply when it was made: a move since cancels it
}

// The engine's rules, in one place.
const (
	// DrawAcceptScore: the engine accepts a draw offer only when its own
	// last search scored the position at most this much (centipawns) for
	// itself: even, or worse for it. A mate it sees for itself, a book move
	// (no score) or no search yet mean no.
	DrawAcceptScore = 25
	// ResignScore and ResignMoves: at full strength, the engine resigns
	// instead of moving when its searches of its last ResignMoves moves,
	// this one included, all scored the position at -ResignScore or worse
	// for itself, or saw itself mated. The weak levels never resign: a
	// beginner beating level 2 deserves to mate.
	ResignScore = 1000
	ResignMoves = 3
)

// EngineAcceptsDraw is the engine's answer to a draw offer, from its last
// search of the position (score and mate for the engine, as the worker
// reports them for the side to move); searched is false when it has no
// such search (a book move, or none yet).
func EngineAcceptsDraw(score, mate int, searched bool) bool {
	return searched && mate <= 0 && (mate < 0 || score <= DrawAcceptScore)
}

// EngineResigns is the engine's decision to resign at level, from its own
// scores of its last moves (oldest first; a mate against it counts as the
// lowest of scores, engineScore).
func EngineResigns(level int, scores []int) bool {
	if level < search.MaxLevel || len(scores) < ResignMoves {
		return false
	}
	for _, s := range scores[len(scores)-ResignMoves:] {
		if s > -ResignScore {
			return false
		}
	}
	return true
}

// engineScore is the engine's bestmove's verdict for itself, mates as the
// largest scores.
func engineScore(m wire.BestMove) int {
	switch {
	case m.Mate > 0:
		return 30000 - m.Mate
	case m.Mate < 0:
		return -30000 - m.Mate
	}
	return m.Score
}

// consenting modes ask the other player before a move is taken back.
type consenting interface{ undoNeedsConsent() bool }

// needsConsent reports whether Undo asks the other player first.
func (a *App) needsConsent() bool {
	c, ok := a.mode.(consenting)
	return ok && c.undoNeedsConsent()
}

// drawing modes let the players offer draws to each other (two people at
// one device); other modes with a seat offer it to the engine.
type drawing interface{ drawsBetweenPlayers() bool }

func (a *App) drawsBetweenPlayers() bool {
	d, ok := a.mode.(drawing)
	return ok && d.drawsBetweenPlayers()
}

// CanOfferDraw reports whether side may offer a draw now.
func (a *App) CanOfferDraw() bool {
	if a.game.Over() || a.game.Ply() == 0 || a.pl.offer.kind != noOffer || a.cursor != nil {
		return false
	}
	if a.drawsBetweenPlayers() {
		return true
	}
	_, seated := a.mode.seat()
	return seated && a.againstEngine() && a.pl.offeredAt != a.game.Ply()
}

// OfferDraw offers a draw: to the engine, which answers by its rule, or, in
// a game between two people, to the other player, from the side to move.
func (a *App) OfferDraw() { a.OfferDrawFrom(a.game.Position().SideToMove()) }

// OfferDrawFrom offers a draw from side (the face-to-face layout gives each
// player their own button).
func (a *App) OfferDrawFrom(side position.Color) {
	if !a.CanOfferDraw() {
		return
	}
	if a.drawsBetweenPlayers() {
		a.pl.offer = offer{kind: offerDraw, from: side, ply: a.game.Ply()}
		a.plat.Announce(a.OfferText())
		a.plat.Changed()
		return
	}
	a.pl.offeredAt = a.game.Ply()
	if a.searchID != 0 {
		// The engine answers with the score of the search it is making.
		a.pl.offer = offer{kind: offerDraw, from: a.side, ply: a.game.Ply()}
		a.plat.Notify(a.T("offer.sent"), false)
		a.plat.Changed()
		return
	}
	a.engineAnswers(a.lastSearch())
}

// lastSearch is the engine's verdict from its last move's search: its
// score for itself, and whether it searched (a book move has no score).
func (a *App) lastSearch() (score, mate int, searched bool) {
	if len(a.pl.scores) == 0 || a.pl.lastBook {
		return 0, 0, false
	}
	return a.pl.lastScore, a.pl.lastMate, true
}

// engineAnswers gives the engine's answer to the player's draw offer.
func (a *App) engineAnswers(score, mate int, searched bool) {
	a.pl.offer = offer{}
	if !EngineAcceptsDraw(score, mate, searched) {
		a.plat.Notify(a.T("offer.declined"), false)
		a.plat.Announce(a.T("offer.declined"))
		a.plat.Changed()
		return
	}
	a.agreeDraw()
}

// agreeDraw ends the game in a draw by agreement.
func (a *App) agreeDraw() {
	a.cancelSearch()
	a.pl.offer = offer{}
	a.cursor = nil
	a.board.Deselect()
	a.game.AgreeDraw()
	a.endSound()
	a.plat.Announce(a.statusOverText())
	a.sync()
	a.plat.GameOver()
}

// Offer says what waits for an answer: "draw" or "undo" and the side that
// asked; ok is false when nothing does.
func (a *App) Offer() (kind string, from position.Color, ok bool) {
	o := a.pl.offer
	if o.kind == noOffer || !a.drawsBetweenPlayers() {
		return "", position.Red, false
	}
	if o.kind == offerUndo {
		return "undo", o.from, true
	}
	return "draw", o.from, true
}

// OfferText is the question the other player answers.
func (a *App) OfferText() string {
	kind, from, ok := a.Offer()
	if !ok {
		return ""
	}
	return a.T("offer."+kind, a.colorName(from), a.colorName(from.Other()))
}

// AnswerOffer is the other player's answer to the offer waiting.
func (a *App) AnswerOffer(accept bool) {
	o := a.pl.offer
	if o.kind == noOffer {
		return
	}
	a.pl.offer = offer{}
	if o.ply != a.game.Ply() || a.game.Over() {
		a.plat.Changed()
		return
	}
	if !accept {
		a.plat.Notify(a.T("offer.refused", a.colorName(o.from.Other())), false)
		a.plat.Changed()
		return
	}
	switch o.kind {
	case offerDraw:
		a.agreeDraw()
	case offerUndo:
		a.takeBack()
	}
}

// engineVerdict notes the engine's score of its move, answers a draw offer
// made while it thought, and reports whether the engine resigns instead of
// moving.
func (a *App) engineVerdict(m wire.BestMove) (resigned bool) {
	mover := a.game.Position().SideToMove()
	a.pl.lastBook = m.Book || m.Depth == 0
	a.pl.lastScore, a.pl.lastMate = m.Score, m.Mate
	if a.pl.lastBook {
		a.pl.scores = a.pl.scores[:0]
	} else {
		a.pl.scores = append(a.pl.scores, engineScore(m))
	}
	if o := a.pl.offer; o.kind == offerDraw && !a.drawsBetweenPlayers() {
		a.pl.offer = offer{}
		if EngineAcceptsDraw(m.Score, m.Mate, !a.pl.lastBook) {
			a.agreeDraw()
			return true
		}
		a.plat.Notify(a.T("offer.declined"), false)
	}
	if _, seated := a.mode.seat(); !seated || !EngineResigns(a.level, a.pl.scores) {
		return false
	}
	a.cancelSearch()
	a.cursor = nil
	a.board.Deselect()
	a.game.Resign(mover)
	a.endSound()
	a.plat.Announce(a.T("msg.engineresigned") + " " + a.statusOverText())
	a.sync()
	a.plat.GameOver()
	return true
}

// requestUndo asks the other player to let the last move be taken back.
func (a *App) requestUndo() {
	if a.pl.offer.kind != noOffer || a.game.Ply() == 0 {
		return
	}
	a.pl.offer = offer{kind: offerUndo, from: a.game.Position().SideToMove().Other(), ply: a.game.Ply()}
	a.plat.Announce(a.OfferText())
	a.plat.Changed()
}

// resigner is the side a tap on Resign resigns for: the player's seat, or
// in a game between two people the side to move.
func (a *App) resigner() position.Color {
	if c, ok := a.mode.seat(); ok {
		return c
	}
	return a.game.Position().SideToMove()
}

// ResignSide resigns for side (each player's own button when the players sit
// face to face).
func (a *App) ResignSide(side position.Color) {
	if !a.CanResign() {
		return
	}
	a.cancelSearch()
	a.pl.offer = offer{}
	a.cursor = nil
	a.game.Resign(side)
	a.endSound()
	if _, seated := a.mode.seat(); seated {
		a.plat.Announce(a.T("msg.resigned"))
	} else {
		a.plat.Announce(a.statusOverText())
	}
	a.sync()
	a.plat.GameOver()
}
