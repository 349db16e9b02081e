package app

import (
	"fmt"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/engineclient"
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
		case a.mode == game.View:
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
		case a.mode == game.View:
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
func (a *App) CanUndo() bool { return a.mode != game.View && a.undoPlies() > 0 || a.resigned() }

func (a *App) resigned() bool { return a.game.Outcome().Reason == game.ReasonResign }

// undoPlies is how many moves Undo takes back: in play, the player's last
// move and everything after it (the engine's reply, or the search for it),
// so it is the player's turn again; otherwise one move.
func (a *App) undoPlies() int {
	ply := a.game.Ply()
	if ply == 0 {
		return 0
	}
	if a.mode != game.Play {
		return 1
	}
	if a.game.Position().SideToMove() != a.side {
		return 1 // the player moved last
	}
	if ply < 2 {
		return 0 // only the engine's first move: taking it back changes nothing
	}
	return 2
}

// Undo (悔棋) takes back the player's last move and the engine's reply.
func (a *App) Undo() {
	a.review = -1
	if a.resigned() {
		a.game.TakeBack(0)
		a.sync()
		return
	}
	n := a.undoPlies()
	if n == 0 || a.mode == game.View {
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
	if !a.CanHint() || a.puzzleLineHint() {
		return
	}
	a.engine.Start()
	a.engine.SetPosition(a.game.StartFEN(), a.game.ICCS())
	a.hintID = a.engine.Go(engineclient.Go{MovetimeMs: a.hintTimeMs()})
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
func (a *App) CanResign() bool { return a.mode == game.Play && !a.game.Over() && a.game.Ply() > 0 }

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
	a.cancelSearch()
	a.engErr = ""
	a.game = game.NewStandard()
	a.side, a.level, a.mode = side, level, game.Play
	a.settings.Side, a.settings.Level = side.String(), level
	a.review = -1
	a.board.Bottom = side
	a.board.Deselect()
	a.engine.Start()
	a.engine.NewGame()
	a.sound(SoundNewGame)
	a.sync()
}

// setGame replaces the game with a loaded one: the player takes the side to
// move, so the game goes on from where the record stops.
func (a *App) setGame(g *game.Game) {
	a.cancelSearch()
	a.engErr = ""
	a.game = g
	if a.mode == game.View {
		a.mode = game.Play
	}
	a.side = g.Position().SideToMove()
	a.review = -1
	a.board.Bottom = a.defaultBottom()
	a.board.Deselect()
	a.engine.Start()
	a.engine.NewGame()
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
	a.puzzleTags(g)
	if g.Tag("Event") == "" {
		g.SetTag("Event", a.T("title"))
	}
	if a.mode == game.Play {
		you, engine := "Player", fmt.Sprintf("Computer (level %d)", a.level)
		if a.side == position.Red {
			setIfEmpty(g, "Red", you)
			setIfEmpty(g, "Black", engine)
		} else {
			setIfEmpty(g, "Red", engine)
			setIfEmpty(g, "Black", you)
		}
	}
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
func (a *App) ShareFragment() string {
	if a.inPuzzle() {
		return a.puzzleFragment()
	}
	return link.Build(link.Share{FEN: a.game.StartFEN(), Moves: a.game.ICCS(), Side: a.side.String(),
		Level: a.level, Mode: a.mode})
}

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
