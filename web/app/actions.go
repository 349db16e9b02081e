package app

import (
	"errors"
	"fmt"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/game"
	"xiangqi/web/link"
	"xiangqi/web/settings"
)

// PointerDown handles a press on a point of the board at (x, y) SVG units.
func (a *App) PointerDown(sq position.Square, x, y float64) {
	r := a.board.PointerDown(sq, x, y)
	a.handle(r)
}

// PointerMove follows a drag; it reports whether the page must redraw the
// dragged piece.
func (a *App) PointerMove(x, y float64) bool { return a.board.PointerMove(x, y) }

// PointerUp handles the release of a press.
func (a *App) PointerUp(sq position.Square, onBoard bool) {
	r := a.board.PointerUp(sq, onBoard)
	a.handle(r)
	if r.Kind == board.Nothing {
		// A drag that went nowhere: the piece goes home.
		a.plat.Changed()
	}
}

// PointerCancel abandons a press.
func (a *App) PointerCancel() {
	a.board.PointerCancel()
	a.plat.Changed()
}

func (a *App) handle(r board.Result) {
	switch r.Kind {
	case board.Selected, board.Deselected:
		a.plat.Changed()
	case board.Moved:
		a.playerMove(r.Move)
	case board.Refused:
		a.refuse(r.Move, r.Reason)
	case board.Locked:
		switch {
		case a.Viewing():
			// The viewer's board only shows; its buttons and keys step,
			// and a touch must not jump to the end of the record.
		case a.cursor != nil && !a.mode.branches():
			// Touching the board while reviewing returns to the game.
			a.Live()
		case a.game.Over():
			a.plat.Notify(a.T("msg.gameover"), false)
		case a.viewOnly():
			a.plat.Notify(a.T("msg.viewonly"), false)
		case a.searchID != 0:
			a.plat.Notify(a.T("msg.notyourturn"), false)
		}
	}
}

// TypeMove plays a move typed in any notation.
func (a *App) TypeMove(text string) error {
	if a.cursor != nil && !a.mode.branches() {
		a.Live()
	}
	if !a.interactive() {
		switch {
		case a.game.Over():
			return fmt.Errorf("%s", a.T("msg.gameover"))
		case a.viewOnly():
			return fmt.Errorf("%s", a.T("msg.viewonly"))
		}
		return fmt.Errorf("%s", a.T("msg.notyourturn"))
	}
	m, err := notation.ParseMove(a.shownPosition(), text)
	if err != nil {
		a.sound(SoundIllegal)
		return errors.New(a.moveProblemText(text, err))
	}
	a.board.Deselect()
	a.playerMove(m)
	return nil
}

// CanUndo reports whether Undo would take anything back: never in a timed
// game or one played without undo (play.go).
func (a *App) CanUndo() bool {
	return (a.mode.undoPlies() > 0 || a.resigned()) && a.undoAllowed() && a.pl.offer.kind == noOffer
}

// resigned reports whether the game ended by a resignation or an agreed
// draw, which Undo takes back first.
func (a *App) resigned() bool { return a.game.Outcome().Reason.Declared() }

// Undo (悔棋) takes back the player's last move and the engine's reply; in a
// game between two people it asks the other player first (offers.go).
func (a *App) Undo() {
	if !a.undoAllowed() {
		if a.mode.undoPlies() > 0 {
			a.plat.Notify(a.T("msg.noundo"), false)
		}
		return
	}
	if a.pl.offer.kind != noOffer {
		return
	}
	if a.needsConsent() && !a.game.Over() && a.mode.undoPlies() > 0 {
		a.requestUndo()
		return
	}
	a.takeBack()
}

// takeBack takes back what Undo takes back, counting it as help.
func (a *App) takeBack() {
	a.cursor = nil
	if a.resigned() {
		a.pl.usedUndo++
		a.game.TakeBack(0)
		a.sync()
		return
	}
	n := a.mode.undoPlies()
	if n == 0 {
		a.plat.Notify(a.T("msg.nothingtoundo"), false)
		return
	}
	a.pl.usedUndo++
	a.cancelSearch()
	a.engErr = ""
	a.last = lastSearch{}
	a.game.TakeBack(n)
	a.board.Deselect()
	a.sync()
}

// CanHint reports whether a hint may be asked for now (and the game's
// limit allows one more, play.go).
func (a *App) CanHint() bool {
	return a.interactive() && a.hintID == 0 && !a.engine.Dead() && a.mode.usesEngine() && a.hintAllowed()
}

// Hinting reports whether the engine is looking for a hint.
func (a *App) Hinting() bool { return a.hintID != 0 }

// Hint (提示) asks the engine for a move and draws it as an arrow.
func (a *App) Hint() {
	if a.cursor != nil && !a.mode.branches() {
		a.Live()
	}
	if !a.CanHint() {
		return
	}
	a.pl.usedHints++
	if a.mode.hint() {
		return
	}
	a.engine.Start()
	a.engine.SetPosition(a.game.StartFEN(), a.game.ICCSTo(a.shownPath()))
	a.hintID = a.engine.Go(a.mode.hintSearch())
	a.plat.Changed()
}

// Flip turns the board round.
func (a *App) Flip() {
	a.board.Flip()
	a.persist()
	a.plat.Changed()
}

// Thinking reports whether the engine is choosing its move.
func (a *App) Thinking() bool { return a.searchID != 0 }

// Stop asks the engine to move at once ("move now"); when the engine failed
// to move it tries again.
func (a *App) Stop() {
	switch {
	case a.held != nil:
		a.releaseHeld()
	case a.searchID != 0:
		a.engine.Stop()
	case a.engineToMove():
		a.engErr = ""
		a.maybeThink()
		a.plat.Changed()
	}
}

// CanResign reports whether the player may resign.
func (a *App) CanResign() bool { return a.mode.canResign() }

// Resign ends the game with the player's resignation.
func (a *App) Resign() {
	if !a.CanResign() {
		return
	}
	a.ResignSide(a.resigner())
}

// NewGame starts a game against the engine from the opening with the player
// on side at a level, with no clock and no limits; they become the defaults
// of later games. NewGameWith (play.go) takes every choice.
func (a *App) NewGame(side position.Color, level int) {
	a.NewGameWith(NewGameOptions{Side: side, Level: level, Mode: settings.ModeEngine, Undo: true, Hints: -1})
}

// replaceGame puts g in hand in mode m, ending whatever the old game was
// doing (a search, a hint, a review, a puzzle attempt). The board turns to
// the new mode's default orientation unless keepOrientation. The caller
// sets side and level first (the mode may read them) and syncs after.
func (a *App) replaceGame(g *game.Game, m mode, keepOrientation bool) {
	a.cancelSearch()
	a.engErr = ""
	a.last = lastSearch{}
	a.ls.welcome = false // the first game is over
	a.mode.leave()
	a.resetPlay()
	a.game, a.mode = g, m
	a.gameSerial++
	a.cursor = nil
	if !keepOrientation {
		a.board.Bottom = a.defaultBottom()
	}
	a.board.Deselect()
	if m.usesEngine() {
		a.engine.Start()
		a.engine.NewGame()
	}
}

// setGame replaces the game with a loaded one: the player takes the side to
// move, so the game goes on from where the record stops; a record opened
// while viewing one is played on rather than only viewed. A finished record
// (a master game, say) is not the player's game: it opens for viewing, so
// its end is told by colour ("Red wins"), never as the player's win.
func (a *App) setGame(g *game.Game) {
	id := a.mode.id()
	switch {
	case g.Over() && id != game.Analysis:
		id = game.View
	case id == game.View:
		id = game.Play
	}
	// A reviewed game (a PGN the review wrote) opens as its review.
	adopted := a.adoptReview(g)
	if adopted != nil {
		id = reviewModeID
	}
	a.side = g.Position().SideToMove()
	a.replaceGame(g, a.makeMode(id), false)
	if adopted != nil {
		a.rv = adopted
		a.marksVersion++
	}
	a.sync()
}

// LoadText loads a pasted FEN, PGN or DhtmlXQ; the error is ready to show.
func (a *App) LoadText(text string) error {
	g, err := game.ParseText(text)
	if err != nil {
		return fmt.Errorf("%s", a.fileMessage(err, "msg.badtext"))
	}
	a.setGame(g)
	a.plat.Notify(a.T("msg.loaded"), false)
	return nil
}

// PGN returns the game as PGN in the current notation.
func (a *App) PGN() string {
	g := a.game.Record()
	a.mode.tags(g)
	a.playRecord(g)
	setIfEmpty(g, "Event", a.T("title"))
	return g.PGN(a.notation())
}

func setIfEmpty(g *notation.Game, name, value string) {
	if g.Tag(name) == "" {
		g.SetTag(name, value)
	}
}

// FEN returns the shown position's FEN.
func (a *App) FEN() string { return a.board.Position().FEN() }

// ShareFragment returns the URL fragment of a link to the game.
func (a *App) ShareFragment() string { return link.Build(a.mode.share()) }

// Set changes a setting by its data-setting name; the error is ready to show.
func (a *App) Set(name, value string) error {
	if err := a.settings.Set(name, value); err != nil {
		return err
	}
	switch name {
	case settings.Level:
		// The level applies to the game in progress from the next move;
		// the game no longer measures the player against one level.
		a.level = a.settings.Level
		a.pl.rated = false
	case settings.Lines:
		a.stopAnalysis() // the analysis starts again with as many lines
		a.refreshAnalysis()
	case settings.Layout:
		a.mode.afterChange() // a game between two people lies as it says now
		a.showBoard()
	}
	a.persist()
	a.plat.Changed()
	return nil
}

// Reviewing reports whether a position other than the live one is shown.
func (a *App) Reviewing() bool { return a.cursor != nil }

// ShownPly returns the ply of the position on the board.
func (a *App) ShownPly() int { return len(a.shownPath()) }

// shownPath is the path of the move shown on the board.
func (a *App) shownPath() game.Path {
	if a.cursor != nil {
		return a.cursor
	}
	return a.game.MainPath()
}

// shownPosition returns (a copy of) the position shown on the board.
func (a *App) shownPosition() *position.Position {
	if a.cursor == nil {
		return a.game.Position()
	}
	return a.game.PositionAt(a.cursor)
}

// Show puts the main line's position after ply moves on the board; the last
// ply is the live game.
func (a *App) Show(ply int) { a.ShowPath(a.game.MainPathAt(ply)) }

// ShowPath puts the position after the move at p (a data-path) on the board.
func (a *App) ShowPath(p game.Path) {
	if !a.game.Valid(p) {
		return
	}
	a.setCursor(p)
	a.board.Deselect()
	a.showBoard()
	a.plat.Changed()
}

// setCursor makes p the shown move; the main line's end is the live game.
func (a *App) setCursor(p game.Path) {
	if p.Equal(a.game.MainPath()) {
		a.cursor = nil
		return
	}
	a.cursor = append(game.Path{}, p...)
}

// Step moves back (delta < 0) or on along the shown line by delta plies.
func (a *App) Step(delta int) {
	p := a.shownPath()
	for ; delta < 0 && len(p) > 0; delta++ {
		p = p.Parent()
	}
	for ; delta > 0; delta-- {
		n, _ := a.game.Node(p)
		if n == nil || len(n.Children) == 0 {
			break
		}
		p = p.Child(0)
	}
	a.ShowPath(p)
}

// LineEnd shows the end of the line the shown move is on.
func (a *App) LineEnd() { a.ShowPath(a.game.LineEnd(a.shownPath())) }

// AtLineEnd reports whether the shown move is the last of its line.
func (a *App) AtLineEnd() bool {
	n, ok := a.game.Node(a.shownPath())
	return !ok || len(n.Children) == 0
}

// Live returns to the game's current position.
func (a *App) Live() { a.ShowPath(a.game.MainPath()) }

// Deselect lets go of the selected piece.
func (a *App) Deselect() {
	a.board.Deselect()
	a.plat.Changed()
}

// CanPromote reports whether the shown move is in a variation that Promote
// can move towards the main line (in modes that keep variations).
func (a *App) CanPromote() bool { return a.mode.branches() && !a.shownPath().IsMain() }

// Promote moves the variation of the shown move one step towards the main
// line; promoted all the way, it becomes the game's main line.
func (a *App) Promote() {
	if !a.CanPromote() {
		return
	}
	a.cancelSearch()
	a.setCursor(a.game.Promote(a.shownPath()))
	a.sync()
}

// CanDeleteMove reports whether the shown move may be deleted with what
// follows it (in modes that keep variations).
func (a *App) CanDeleteMove() bool { return a.mode.branches() && len(a.shownPath()) > 0 }

// DeleteMove removes the shown move and everything after it, and shows the
// position before it.
func (a *App) DeleteMove() {
	if !a.CanDeleteMove() {
		return
	}
	a.cancelSearch()
	a.setCursor(a.game.Delete(a.shownPath()))
	a.sync()
}
