package app

import (
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/wire"
	"xiangqi/web/board"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
	"xiangqi/web/storage"
)

// sync brings everything in line after the game changed: the board shows
// the right position, the game is saved, the engine starts thinking if it is
// its turn, and the page is redrawn.
func (a *App) sync() {
	a.mode.afterChange()
	a.showBoard()
	a.playChanged()
	a.persist()
	a.maybeThink()
	a.plat.Changed()
}

// showBoard puts the live or reviewed position on the board.
func (a *App) showBoard() {
	if a.cursor != nil {
		a.board.SetPosition(a.game.PositionAt(a.cursor), a.interactive())
	} else {
		a.board.SetPosition(a.game.Position(), a.interactive())
	}
	a.mode.decorate()
	a.refreshAnalysis()
	a.mode.shown()
}

// interactive reports whether the player may move now.
func (a *App) interactive() bool {
	if a.cursor != nil {
		// An earlier position takes moves only where the mode keeps
		// variations, and only if the game goes on there.
		if !a.mode.branches() || a.game.PositionAt(a.cursor).Status().Over() {
			return false
		}
	} else if a.game.Over() {
		return false
	}
	return a.moverNow() == moverPlayer && a.searchID == 0
}

// moverNow is who moves next in the shown position.
func (a *App) moverNow() mover { return a.mode.mover(a.shownPosition().SideToMove()) }

// viewOnly reports whether nobody may move in the game in hand.
func (a *App) viewOnly() bool { return a.moverNow() == moverNobody }

// engineToMove reports whether the engine should be moving: it plays at the
// end of the main line only.
func (a *App) engineToMove() bool {
	return !a.game.Over() && a.mode.mover(a.game.Position().SideToMove()) == moverEngine
}

// maybeThink starts the engine's search when it is the engine's turn.
func (a *App) maybeThink() {
	// After a failed search the engine waits for "move now" rather than
	// failing again and again.
	if !a.booted || !a.engineToMove() || a.searchID != 0 || a.engine.Dead() || a.engErr != "" {
		return
	}
	a.cancelHint()
	a.info = engineInfo{}
	a.engine.SetPosition(a.game.StartFEN(), a.game.ICCS())
	a.searchStart = a.opts.Now()
	g := a.mode.engineSearch()
	a.timeSearch(&g)
	a.searchID = a.engine.Go(g)
	// The board locks while the engine thinks.
	a.showBoard()
}

// cancelSearch abandons the engine's move or hint in progress (a reply held
// for the natural pace is dropped: the engine has finished with it).
func (a *App) cancelSearch() {
	if (a.searchID != 0 && a.held == nil) || a.hintID != 0 {
		a.engine.Cancel()
	}
	a.searchID, a.hintID = 0, 0
	a.held = nil
}

func (a *App) cancelHint() {
	if a.hintID != 0 {
		a.engine.Cancel()
		a.hintID = 0
	}
}

// persist saves the settings and the game, unless the page is embedded
// (an embedded board must not overwrite the player's own game).
func (a *App) persist() {
	if a.embed || !a.booted {
		return
	}
	g := storage.FromGame(a.game, a.side, a.level, a.mode.id(), a.board.Bottom != a.defaultBottom(), a.cursor)
	g.Play = a.storedPlay()
	st := storage.State{Settings: a.settings, Game: g, Previous: a.previous}
	if err := a.plat.Store(storage.Encode(st)); err != nil && !a.storeError {
		a.storeError = true
		a.plat.Notify(a.T("msg.storagefull"), true)
	}
}

// defaultBottom is the side drawn at the bottom when the board is not flipped.
func (a *App) defaultBottom() position.Color {
	if c, ok := a.mode.seat(); ok {
		return c
	}
	return position.Red
}

// notation returns the notation setting as engine/notation's type: Chinese
// is written in traditional characters (俥傌, 進) on a traditional Chinese
// page, in the move list, hints and saved PGN alike.
func (a *App) notation() notation.Notation {
	n, err := notation.ParseNotation(a.settings.Notation)
	if err != nil {
		return notation.WXF
	}
	if n == notation.Chinese && a.settings.Lang == i18n.ChineseTraditional {
		return notation.ChineseTraditional
	}
	return n
}

// play makes a move from the node at path (the player's move from the
// shown position, or the engine's from the end of the main line) with its
// sound and announcement, and returns the move's path; the caller syncs.
func (a *App) play(at game.Path, m position.Move) (game.Path, error) {
	before := a.game.PositionAt(at)
	text := notation.Format(before, m, a.notation())
	mover := before.SideToMove()
	taken := before.PieceAt(m.To())
	captured := taken != position.NoPiece
	path, err := a.game.PlayAt(at, m)
	if err != nil {
		return nil, err
	}
	if path.Equal(a.game.MainPath()) {
		a.clockMoved()
	}
	after := a.game.PositionAt(path)
	switch {
	case captured && after.InCheck():
		a.plat.Announce(a.T("announce.capturecheck", a.colorName(mover), text, a.pieceName(taken)))
	case captured:
		a.plat.Announce(a.T("announce.capture", a.colorName(mover), text, a.pieceName(taken)))
	case after.InCheck():
		a.plat.Announce(a.T("announce.check", a.colorName(mover), text))
	default:
		a.plat.Announce(a.T("announce.move", a.colorName(mover), text))
	}
	if path.Equal(a.game.MainPath()) && a.game.Over() {
		a.endSound()
		a.plat.Announce(a.statusOverText())
		a.plat.GameOver()
		return path, nil
	}
	if st := after.Status(); st.Over() {
		// The end of a variation: heard, but the game itself goes on.
		a.plat.Announce(a.overText(game.Outcome{Result: game.Result(st.Result.String()), Reason: game.Reason(st.Reason)}))
		if st.Result == position.Draw {
			a.sound(SoundDraw)
		} else {
			a.sound(SoundWin)
		}
		return path, nil
	}
	switch {
	case after.InCheck():
		a.sound(SoundCheck)
	case captured:
		a.sound(SoundCapture)
	default:
		a.sound(SoundMove)
	}
	return path, nil
}

// endSound plays win, loss or draw as the player sees the result: a win
// sound for any decisive result when the player has no side of their own.
func (a *App) endSound() {
	o := a.game.Outcome()
	seat, seated := a.mode.seat()
	switch {
	case o.Result == game.Draw:
		a.sound(SoundDraw)
	case !seated, (o.Result == game.RedWins) == (seat == position.Red):
		a.sound(SoundWin)
	default:
		a.sound(SoundLoss)
	}
}

func (a *App) sound(name string) {
	if a.settings.Sound {
		a.plat.Sound(name)
	}
}

// playerMove plays the player's move.
func (a *App) playerMove(m position.Move) {
	if a.checkFlag() {
		return // too late: the flag fell before the move
	}
	a.cancelHint()
	if a.mode.intercept(m) {
		return
	}
	path, err := a.play(a.shownPath(), m)
	if err != nil {
		a.refuse(m, board.NotAMove)
		return
	}
	a.setCursor(path)
	a.sync()
}

// refuse gives the gentle cue for a move that cannot be played.
func (a *App) refuse(m position.Move, reason board.Reason) {
	a.cue = Cue{From: m.From(), To: m.To(), Seq: a.cue.Seq + 1}
	a.sound(SoundIllegal)
	key := "msg.illegal"
	if reason == board.LeavesKingInCheck {
		key = "msg.incheck"
	}
	a.plat.Notify(a.T(key), false)
	a.plat.Changed()
}

// engineInfo is what the status line shows of the engine's thinking: its
// last report on the search for its move, and whether the move came from
// its book.
type engineInfo struct {
	wire.Info
	shown bool // a report came
	book  bool
}

// EngineMessage handles a message from the worker (its text, which
// engineclient decodes with engine/wire).
func (a *App) EngineMessage(data string) {
	r, id, ok := a.engine.Receive(data)
	if !ok {
		return
	}
	switch m := r.(type) {
	case wire.Ready:
		a.engineReady()
		a.plat.Changed()
	case wire.Info:
		if a.rv != nil && id == a.rv.id && id != 0 {
			a.reviewInfo(m)
			return
		}
		if a.learn != nil && id == a.learn.id && id != 0 {
			a.learnInfo(m)
			return
		}
		if id == a.an.id && id != 0 {
			a.analysisInfo(m)
			return
		}
		if id == a.searchID && (m.Depth > 0 || m.Mate != 0) {
			a.info = engineInfo{Info: m, shown: true}
			if a.settings.Info {
				a.plat.Changed()
			}
		}
	case wire.BestMove:
		if a.rv != nil && id == a.rv.id && id != 0 {
			a.reviewBest(m)
			return
		}
		if a.learn != nil && id == a.learn.id && id != 0 {
			a.learnBest(m)
			return
		}
		if id == a.an.id && id != 0 {
			a.analysisEnded()
			return
		}
		switch id {
		case a.searchID:
			a.replyArrived(m)
		case a.hintID:
			a.hintID = 0
			a.hintMove(m)
		}
	case wire.Error:
		if a.engine.Dead() {
			a.engineGaveUp()
			return
		}
		if m.Fatal {
			a.plat.Notify(a.T("msg.enginerestart"), true)
			return
		}
		if id != 0 && id == a.searchID {
			a.searchID = 0
			a.engErr = m.Message
			a.sync()
		}
		if id != 0 && id == a.hintID {
			a.hintID = 0
		}
		if a.rv != nil && id != 0 && id == a.rv.id {
			a.rv.id, a.rv.running = 0, false
		}
		if a.learn != nil && id != 0 && id == a.learn.id {
			a.learn.id, a.learn.state = 0, LearnAsking
		}
		a.plat.Notify(a.T("msg.engineerror", m.Message), true)
		a.plat.Changed()
	}
}

// engineMove plays the engine's answer, unless its flag fell first or it
// resigns or takes a draw instead (offers.go).
func (a *App) engineMove(m wire.BestMove) {
	a.measureLag(m)
	if a.checkFlag() {
		return
	}
	if m.Book || m.Depth > 0 {
		a.info.book = m.Book
	}
	mv, err := position.ParseMove(m.Move)
	if err != nil || !a.game.Position().IsLegal(mv) {
		// NoMove comes only when the engine has no move, which the rules
		// have already judged; anything else is a fault worth showing.
		if m.Move != wire.NoMove {
			a.engErr = a.T("msg.enginebadmove", m.Move)
			a.plat.Notify(a.engErr, true)
		}
		a.sync()
		return
	}
	if a.engineVerdict(m) {
		return
	}
	a.last = lastSearch{info: a.info, mover: a.game.Position().SideToMove()}
	if m.Book {
		a.last.info.shown = true // a book move comes with no report
	}
	a.play(a.game.MainPath(), mv)
	a.sync()
}

// hintMove draws the hint arrow.
func (a *App) hintMove(m wire.BestMove) {
	mv, err := position.ParseMove(m.Move)
	if err != nil || !a.shownPosition().IsLegal(mv) || (a.cursor != nil && !a.mode.branches()) {
		if m.Move == wire.NoMove {
			a.plat.Notify(a.T("msg.nohint"), false)
		}
		a.plat.Changed()
		return
	}
	a.board.SetArrow(board.ArrowHint, mv)
	a.plat.Notify(a.T("msg.hint", notation.Format(a.shownPosition(), mv, a.notation())), false)
	a.plat.Changed()
}

// EngineFailed handles the worker's error event: the worker is replaced
// and given the game again.
func (a *App) EngineFailed(reason string) {
	a.engine.Crashed(reason)
	a.afterRestart()
}

// Tick runs the periodic checks (call it about once a second): a worker that
// stopped answering is replaced.
func (a *App) Tick() {
	if a.engine.Check() {
		a.afterRestart()
	}
}

func (a *App) afterRestart() {
	if a.engine.Dead() {
		a.engineGaveUp()
		return
	}
	// A worker that never came up is tried again in silence: "restarted,
	// your game is safe" would speak of an engine the player never had,
	// and the tries end soon, in an engine that plays or in the message
	// that it cannot run.
	if a.engine.WasReady() {
		a.plat.Notify(a.T("msg.enginerestart"), true)
	}
	a.plat.Changed()
}

// engineGaveUp stops waiting for an engine that will not come back and says
// so. The status line goes on saying it (Status), with an embedded board's
// link to a tab; the message over it would hide that link in a short frame
// for its seconds, so there it is only read out to a screen reader.
func (a *App) engineGaveUp() {
	a.searchID, a.hintID = 0, 0
	if a.embed {
		a.plat.Announce(a.engineDeadText())
	} else {
		a.plat.Notify(a.engineDeadText(), true)
	}
	a.sync()
}
