package app

import (
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/engineclient"
	"xiangqi/web/game"
	"xiangqi/web/storage"
)

// sync brings everything in line after the game changed: the board shows
// the right position, the game is saved, the engine starts thinking if it is
// its turn, and the page is redrawn.
func (a *App) sync() {
	a.judgePuzzle()
	a.showBoard()
	a.persist()
	a.maybeThink()
	a.plat.Changed()
}

// showBoard puts the live or reviewed position on the board.
func (a *App) showBoard() {
	if a.review >= 0 {
		a.board.SetPosition(a.game.At(a.review), false)
		return
	}
	a.board.SetPosition(a.game.Position(), a.interactive())
}

// interactive reports whether the player may move now.
func (a *App) interactive() bool {
	if a.review >= 0 || a.game.Over() {
		return false
	}
	switch a.mode {
	case game.View:
		return false
	case game.Analysis:
		return true
	}
	return a.game.Position().SideToMove() == a.side && a.searchID == 0
}

// engineToMove reports whether the engine should be moving.
func (a *App) engineToMove() bool {
	return a.mode == game.Play && !a.game.Over() && a.game.Position().SideToMove() != a.side
}

// maybeThink starts the engine's search when it is the engine's turn.
func (a *App) maybeThink() {
	// After a failed search the engine waits for "move now" rather than
	// failing again and again.
	if !a.booted || !a.engineToMove() || a.searchID != 0 || a.engine.Dead() || a.engErr != "" {
		return
	}
	a.cancelHint()
	a.info = engineclient.Message{}
	a.engine.SetPosition(a.game.StartFEN(), a.game.ICCS())
	a.searchID = a.engine.Go(a.moveRequest())
	// The board locks while the engine thinks.
	a.showBoard()
}

// cancelSearch abandons the engine's move or hint in progress.
func (a *App) cancelSearch() {
	if a.searchID != 0 || a.hintID != 0 {
		a.engine.Cancel()
	}
	a.searchID, a.hintID = 0, 0
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
	st := storage.State{Settings: a.settings,
		Game: storage.FromGame(a.game, a.side, a.level, a.mode, a.board.Bottom != a.defaultBottom())}
	if err := a.plat.Store(storage.Encode(st)); err != nil && !a.storeError {
		a.storeError = true
		a.plat.Notify(a.T("msg.storagefull"), true)
	}
}

// defaultBottom is the side drawn at the bottom when the board is not flipped.
func (a *App) defaultBottom() position.Color {
	if a.mode == game.Play {
		return a.side
	}
	return position.Red
}

// notation returns the notation setting as engine/notation's type.
func (a *App) notation() notation.Notation {
	n, err := notation.ParseNotation(a.settings.Notation)
	if err != nil {
		return notation.WXF
	}
	return n
}

// play makes a move (the player's or the engine's) with its sound and
// announcement; the caller syncs.
func (a *App) play(m position.Move) error {
	before := a.game.Position()
	text := notation.Format(before, m, a.notation())
	mover := before.SideToMove()
	captured := before.PieceAt(m.To()) != position.NoPiece
	if err := a.game.Play(m); err != nil {
		return err
	}
	after := a.game.Position()
	key := "announce.move"
	if after.InCheck() {
		key = "announce.check"
	}
	a.plat.Announce(a.T(key, a.colorName(mover), text))
	if a.game.Over() {
		a.endSound()
		a.plat.Announce(a.statusOverText())
		a.plat.GameOver()
		return nil
	}
	switch {
	case after.InCheck():
		a.sound(SoundCheck)
	case captured:
		a.sound(SoundCapture)
	default:
		a.sound(SoundMove)
	}
	return nil
}

// endSound plays win, loss or draw as the player sees the result.
func (a *App) endSound() {
	o := a.game.Outcome()
	switch {
	case o.Result == game.Draw:
		a.sound(SoundDraw)
	case a.mode != game.Play:
		a.sound(SoundWin)
	case (o.Result == game.RedWins) == (a.side == position.Red):
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
	a.cancelHint()
	if err := a.play(m); err != nil {
		a.refuse(m, board.NotAMove)
		return
	}
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

// EngineMessage handles a message from the worker.
func (a *App) EngineMessage(data string) {
	m, ok := a.engine.Receive(data)
	if !ok {
		return
	}
	switch m.Type {
	case "ready":
		a.plat.Changed()
	case "info":
		if m.ID == a.searchID && (m.Depth > 0 || m.Mate != 0) {
			a.info = m
			if a.settings.Info {
				a.plat.Changed()
			}
		}
	case "bestmove":
		switch m.ID {
		case a.searchID:
			a.searchID = 0
			a.engineMove(m)
		case a.hintID:
			a.hintID = 0
			a.hintMove(m)
		}
	case "error":
		if a.engine.Dead() {
			a.searchID, a.hintID = 0, 0
			a.plat.Notify(a.engineDeadText(), true)
			a.sync()
			return
		}
		if m.Fatal {
			a.plat.Notify(a.T("msg.enginerestart"), true)
			return
		}
		if m.ID != 0 && m.ID == a.searchID {
			a.searchID = 0
			a.engErr = m.Message
			a.sync()
		}
		if m.ID != 0 && m.ID == a.hintID {
			a.hintID = 0
		}
		a.plat.Notify(a.T("msg.engineerror", m.Message), true)
		a.plat.Changed()
	}
}

// engineMove plays the engine's answer.
func (a *App) engineMove(m engineclient.Message) {
	if m.Book || m.Depth > 0 {
		a.info.Book = m.Book
	}
	mv, err := position.ParseMove(m.Move)
	if err != nil || !a.game.Position().IsLegal(mv) {
		// "(none)" comes only when the engine has no move, which the rules
		// have already judged; anything else is a fault worth showing.
		if m.Move != "(none)" {
			a.engErr = a.T("msg.enginebadmove", m.Move)
			a.plat.Notify(a.engErr, true)
		}
		a.sync()
		return
	}
	if a.review >= 0 && a.review == a.game.Ply() {
		a.review = -1
	}
	a.play(mv)
	a.sync()
}

// hintMove draws the hint arrow.
func (a *App) hintMove(m engineclient.Message) {
	mv, err := position.ParseMove(m.Move)
	if err != nil || !a.game.Position().IsLegal(mv) || a.review >= 0 {
		if m.Move == "(none)" {
			a.plat.Notify(a.T("msg.nohint"), false)
		}
		a.plat.Changed()
		return
	}
	a.board.SetArrow(board.ArrowHint, mv)
	a.plat.Notify(a.T("msg.hint", notation.Format(a.game.Position(), mv, a.notation())), false)
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
		a.searchID, a.hintID = 0, 0
		a.plat.Notify(a.engineDeadText(), true)
		a.sync()
		return
	}
	a.plat.Notify(a.T("msg.enginerestart"), true)
	a.plat.Changed()
}
