package app

import (
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
		case a.review >= 0:
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
	if a.review >= 0 {
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
	m, err := notation.ParseMove(a.game.Position(), text)
	if err != nil {
		a.sound(SoundIllegal)
		return fmt.Errorf("%s", a.T("msg.badmove", err.Error()))
	}
	a.board.Deselect()
	a.playerMove(m)
	return nil
}

// CanUndo reports whether Undo would take anything back.
func (a *App) CanUndo() bool { return a.mode.undoPlies() > 0 || a.resigned() }

func (a *App) resigned() bool { return a.game.Outcome().Reason == game.ReasonResign }

// Undo (悔棋) takes back the player's last move and the engine's reply.
func (a *App) Undo() {
	a.review = -1
	if a.resigned() {
		a.game.TakeBack(0)
		a.sync()
		return
	}
	n := a.mode.undoPlies()
	if n == 0 {
		a.plat.Notify(a.T("msg.nothingtoundo"), false)
		return
	}
	a.cancelSearch()
	a.engErr = ""
	a.game.TakeBack(n)
	a.board.Deselect()
	a.sync()
}

// CanHint reports whether a hint may be asked for now.
func (a *App) CanHint() bool {
	return a.interactive() && a.hintID == 0 && !a.engine.Dead()
}

// Hinting reports whether the engine is looking for a hint.
func (a *App) Hinting() bool { return a.hintID != 0 }

// Hint (提示) asks the engine for a move and draws it as an arrow.
func (a *App) Hint() {
	if a.review >= 0 {
		a.Live()
	}
	if !a.CanHint() || a.mode.hint() {
		return
	}
	a.engine.Start()
	a.engine.SetPosition(a.game.StartFEN(), a.game.ICCS())
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
	a.cancelSearch()
	a.review = -1
	a.game.Resign(a.side)
	a.endSound()
	a.plat.Announce(a.T("msg.resigned"))
	a.sync()
	a.plat.GameOver()
}

// NewGame starts a game from the opening with the player on side at a level;
// they become the defaults of later games.
func (a *App) NewGame(side position.Color, level int) {
	if level < settings.MinLevel || level > settings.MaxLevel {
		level = a.level
	}
	a.side, a.level = side, level
	a.settings.Side, a.settings.Level = side.String(), level
	a.replaceGame(game.NewStandard(), a.makeMode(game.Play), false)
	a.sound(SoundNewGame)
	a.sync()
}

// replaceGame puts g in hand in mode m, ending whatever the old game was
// doing (a search, a hint, a review, a puzzle attempt). The board turns to
// the new mode's default orientation unless keepOrientation. The caller
// sets side and level first (the mode may read them) and syncs after.
func (a *App) replaceGame(g *game.Game, m mode, keepOrientation bool) {
	a.cancelSearch()
	a.engErr = ""
	a.mode.leave()
	a.game, a.mode = g, m
	a.review = -1
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
// while viewing one is played on rather than only viewed.
func (a *App) setGame(g *game.Game) {
	id := a.mode.id()
	if id == game.View {
		id = game.Play
	}
	a.side = g.Position().SideToMove()
	a.replaceGame(g, a.makeMode(id), false)
	a.sync()
}

// LoadText loads a pasted FEN or PGN; the error is ready to show.
func (a *App) LoadText(text string) error {
	g, err := game.ParseText(text)
	if err != nil {
		return fmt.Errorf("%s", a.T("msg.badtext", err.Error()))
	}
	a.setGame(g)
	a.plat.Notify(a.T("msg.loaded"), false)
	return nil
}

// LoadFile loads an opened PGN file; the error is ready to show.
func (a *App) LoadFile(data string) error {
	g, err := game.ParseText(data)
	if err != nil {
		return fmt.Errorf("%s", a.T("msg.badfile", err.Error()))
	}
	a.setGame(g)
	a.plat.Notify(a.T("msg.loaded"), false)
	return nil
}

// PGN returns the game as PGN in the current notation.
func (a *App) PGN() string {
	g := a.game.Record()
	a.mode.tags(g)
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
	if name == settings.Level {
		// The level applies to the game in progress from the next move.
		a.level = a.settings.Level
	}
	a.persist()
	a.plat.Changed()
	return nil
}

// Reviewing reports whether an earlier position is shown.
func (a *App) Reviewing() bool { return a.review >= 0 }

// ShownPly returns the ply of the position on the board.
func (a *App) ShownPly() int {
	if a.review >= 0 {
		return a.review
	}
	return a.game.Ply()
}

// Show puts the position after ply moves on the board; the last ply is the
// live game.
func (a *App) Show(ply int) {
	ply = max(0, min(ply, a.game.Ply()))
	if ply == a.game.Ply() {
		a.review = -1
	} else {
		a.review = ply
	}
	a.board.Deselect()
	a.showBoard()
	a.plat.Changed()
}

// Step moves the review by delta plies.
func (a *App) Step(delta int) { a.Show(a.ShownPly() + delta) }

// Live returns to the game's current position.
func (a *App) Live() { a.Show(a.game.Ply()) }

// Deselect lets go of the selected piece.
func (a *App) Deselect() {
	a.board.Deselect()
	a.plat.Changed()
}
