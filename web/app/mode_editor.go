package app

import (
	"errors"
	"strings"

	"xiangqi/engine/position"
	"xiangqi/web/editor"
	"xiangqi/web/game"
	"xiangqi/web/link"
	"xiangqi/web/settings"
)

// editorMode is the position editor (摆棋): the board shows the set-up held
// in web/editor instead of the game, nobody moves and the engine is not
// asked. The game in hand stays as it was, so "back to the game" returns to
// it; playing or analysing from the set-up replaces it with a game that
// starts there.
type editorMode struct {
	baseMode
	ed *editor.Editor
	// back is the mode of the game in hand when the editor opened (nil
	// after a reload or a link: the game is then played on).
	back mode
}

func (editorMode) id() game.Mode              { return game.Editor }
func (editorMode) mover(position.Color) mover { return moverNobody }
func (editorMode) usesEngine() bool           { return false }
func (editorMode) undoPlies() int             { return 0 }

// share links to the set-up in the editor; the page offers it only for a
// legal set-up (EditorShare), since a link's position must be one.
func (m *editorMode) share() link.Share {
	return link.Share{FEN: m.ed.FEN(), Mode: game.Editor}
}

// leave forgets the draft: the set-up is done with.
func (m *editorMode) leave() { m.a.storeDraft("") }

// EditorPlatform is what the editor needs from the browser besides Platform:
// a place for the set-up in progress (editor.DraftKey), so a reload reopens
// it. A platform without it keeps no draft.
type EditorPlatform interface {
	StoredDraft() (data string, ok bool)
	StoreDraft(data string) error
}

// newEditorMode makes the editor's mode holding ed; back is the mode to
// return to.
func (a *App) newEditorMode(ed *editor.Editor, back mode) *editorMode {
	return &editorMode{baseMode: baseMode{a}, ed: ed, back: back}
}

// Editor returns the editor when the page is in the editor, for drawing.
// Callers must not change it.
func (a *App) Editor() (*editor.Editor, bool) {
	m, ok := a.mode.(*editorMode)
	if !ok {
		return nil, false
	}
	return m.ed, true
}

// editing returns the editor's mode, if the page is in it.
func (a *App) editing() (*editorMode, bool) {
	m, ok := a.mode.(*editorMode)
	return m, ok
}

// OpenEditor opens the editor on the position on the board (the live one,
// or the one under review).
func (a *App) OpenEditor() {
	if _, ok := a.editing(); ok || a.embed {
		return
	}
	ed := editor.FromPosition(a.board.Position())
	a.replaceGame(a.game, a.newEditorMode(ed, a.mode), true)
	a.storeDraft(ed.EncodeDraft())
	a.sync()
}

// EditorBack leaves the editor for the game it was opened from.
func (a *App) EditorBack() {
	m, ok := a.editing()
	if !ok {
		return
	}
	back := m.back
	if back == nil {
		back = a.makeMode(game.Play)
	}
	a.replaceGame(a.game, back, true)
	a.sync()
}

// bootEditor restores the set-up in progress when the page reopens in the
// editor without a link's position of its own.
func (a *App) bootEditor(l link.Link) (notices []string) {
	m, ok := a.editing()
	ep, hasStore := a.plat.(EditorPlatform)
	if !ok || !hasStore || l.Game != nil {
		return nil
	}
	data, stored := ep.StoredDraft()
	if !stored || strings.TrimSpace(data) == "" {
		return nil
	}
	if err := m.ed.LoadDraft(data); err != nil {
		return []string{a.T("editor.baddraft")}
	}
	return nil
}

// storeDraft keeps the set-up in progress ("" forgets it); an embedded
// board keeps nothing.
func (a *App) storeDraft(data string) {
	if ep, ok := a.plat.(EditorPlatform); ok && !a.embed && a.booted {
		ep.StoreDraft(data) // a draft lost to full storage costs little
	}
}

// edited follows a change of the set-up: the draft is kept and the page
// drawn again.
func (a *App) edited(c editor.Change) {
	m, ok := a.editing()
	if !ok || c == editor.Nothing {
		return
	}
	if c == editor.Edited {
		a.storeDraft(m.ed.EncodeDraft())
		a.sound(SoundMove)
	}
	a.plat.Changed()
}

// EditorPointerDown, EditorPointerMove, EditorPointerUp and
// EditorPointerCancel take the board's pointer input in the editor (see
// editor.Editor's methods of the same names).
func (a *App) EditorPointerDown(sq position.Square, x, y float64) {
	if m, ok := a.editing(); ok {
		m.ed.PointerDown(sq, x, y)
		a.plat.Changed()
	}
}

// EditorPalettePress starts a press on a palette piece.
func (a *App) EditorPalettePress(pc position.Piece, x, y float64) {
	if m, ok := a.editing(); ok {
		m.ed.PalettePress(pc, x, y)
	}
}

// EditorPointerMove follows a drag; it reports whether the dragged piece
// must be drawn again.
func (a *App) EditorPointerMove(x, y float64) bool {
	m, ok := a.editing()
	return ok && m.ed.PointerMove(x, y)
}

// EditorPointerUp ends a press.
func (a *App) EditorPointerUp(sq position.Square, onBoard bool) {
	if m, ok := a.editing(); ok {
		a.edited(m.ed.PointerUp(sq, onBoard))
		a.plat.Changed()
	}
}

// EditorPointerCancel abandons a press.
func (a *App) EditorPointerCancel() {
	if m, ok := a.editing(); ok {
		m.ed.PointerCancel()
		a.plat.Changed()
	}
}

// EditorSelectTool picks a palette tool (a second pick of the same one
// puts it down).
func (a *App) EditorSelectTool(t editor.Tool) {
	if m, ok := a.editing(); ok {
		m.ed.SelectTool(t)
		a.plat.Changed()
	}
}

// EditorSetSide sets the side to move.
func (a *App) EditorSetSide(c position.Color) {
	if m, ok := a.editing(); ok {
		a.edited(m.ed.SetSide(c))
	}
}

// EditorClear empties the board.
func (a *App) EditorClear() {
	if m, ok := a.editing(); ok {
		m.ed.Clear()
		a.edited(editor.Edited)
	}
}

// EditorReset sets up the opening.
func (a *App) EditorReset() {
	if m, ok := a.editing(); ok {
		m.ed.Reset()
		a.edited(editor.Edited)
	}
}

// EditorLoadFEN sets up a pasted FEN; a bad one changes nothing and the
// error, in the page language, says why.
func (a *App) EditorLoadFEN(text string) error {
	m, ok := a.editing()
	if !ok {
		return nil
	}
	if strings.TrimSpace(text) == "" {
		return errors.New(a.T("editor.emptyfen"))
	}
	if err := m.ed.LoadFEN(text); err != nil {
		var prob position.SetupProblem
		if errors.As(err, &prob) {
			return errors.New(a.T("editor.badposition", a.setupReason(prob)))
		}
		return errors.New(a.T("editor.badfen", err.Error()))
	}
	a.edited(editor.Edited)
	a.plat.Notify(a.T("editor.loaded"), false)
	return nil
}

// EditorStatus is what the editor's panel says about the set-up.
type EditorStatus struct {
	// Reasons are the set-up's problems in the page's words (the first
	// few, with a count of the rest), empty when it is legal.
	Reasons []string
	// Marked are the points of the problems, to mark on the board.
	Marked []position.Square
	// Legal: the set-up can be played, analysed and shared.
	Legal bool
	// NoMoves: legal, but the side to move has no move (a game from here
	// is over at once).
	NoMoves bool
	FEN     string
	Side    position.Color
	Tool    editor.Tool
}

// maxReasons is how many problems the panel lists before "and N more".
const maxReasons = 3

// EditorStatus returns the editor panel's state; ok is false outside the
// editor.
func (a *App) EditorStatus() (s EditorStatus, ok bool) {
	m, ok := a.editing()
	if !ok {
		return s, false
	}
	ed := m.ed
	problems := ed.Problems()
	s = EditorStatus{Legal: len(problems) == 0, FEN: ed.FEN(), Side: ed.Side(), Tool: ed.Tool()}
	for i, p := range problems {
		s.Marked = append(s.Marked, p.Squares...)
		if i < maxReasons {
			s.Reasons = append(s.Reasons, a.setupReason(p))
		}
	}
	if n := len(problems) - maxReasons; n > 0 {
		s.Reasons = append(s.Reasons, a.T("editor.more", n))
	}
	if s.Legal {
		if p, err := ed.Position(); err == nil && !p.HasLegalMove() {
			s.NoMoves = true
		}
	}
	return s, true
}

// setupReason words a set-up problem in the page language.
func (a *App) setupReason(p position.SetupProblem) string {
	letter := string(position.MakePiece(p.Color, p.Type).Letter())
	label := a.T("piece." + letter)
	plural := a.T("piece.plural." + letter)
	key := "setup." + p.Code.String()
	switch p.Code {
	case position.SetupNoKing:
		return a.T(key, a.colorName(p.Color), a.T("piece.noun."+letter))
	case position.SetupTwoKings:
		return a.T(key, a.colorName(p.Color), p.Count, plural)
	case position.SetupTooMany:
		return a.T(key, a.colorName(p.Color), p.Count, plural, position.MaxCount(p.Type))
	case position.SetupKingsFacing:
		return a.T(key)
	case position.SetupNotToMoveInCheck:
		return a.T(key, a.colorName(p.Color), a.colorName(p.Color.Other()))
	}
	return a.T(key, label)
}

// legalSetup returns the set-up as a position, or an error in the page
// language naming its first problem.
func (a *App) legalSetup() (*position.Position, error) {
	m, ok := a.editing()
	if !ok {
		return nil, errors.New(a.T("editor.fixfirst", ""))
	}
	if problems := m.ed.Problems(); len(problems) > 0 {
		return nil, errors.New(a.T("editor.fixfirst", a.setupReason(problems[0])))
	}
	return m.ed.Position()
}

// EditorPlay starts a game against the engine from the set-up, the player
// on side at level; the error says what must be fixed first.
func (a *App) EditorPlay(side position.Color, level int) error {
	p, err := a.legalSetup()
	if err != nil {
		a.plat.Notify(err.Error(), true)
		return err
	}
	if level < settings.MinLevel || level > settings.MaxLevel {
		level = a.level
	}
	a.side, a.level = side, level
	a.replaceGame(game.New(p), a.makeMode(game.Play), false)
	a.sound(SoundNewGame)
	a.sync()
	return nil
}

// EditorAnalyse opens the set-up in the analysis mode.
func (a *App) EditorAnalyse() error {
	p, err := a.legalSetup()
	if err != nil {
		a.plat.Notify(err.Error(), true)
		return err
	}
	a.side = p.SideToMove()
	a.replaceGame(game.New(p), a.makeMode(game.Analysis), true)
	a.sync()
	return nil
}

// EditorShareLinks is what the share dialog shows for a set-up.
type EditorShareLinks struct {
	Fragment string // reopens the editor on the set-up (#fen=...&mode=editor)
	Embed    string // the fragment of an embedded board to play from it
	FEN, PGN string
}

// EditorShare returns the links and texts of a legal set-up; the error says
// what must be fixed first.
func (a *App) EditorShare() (EditorShareLinks, error) {
	p, err := a.legalSetup()
	if err != nil {
		a.plat.Notify(err.Error(), true)
		return EditorShareLinks{}, err
	}
	g := game.New(p).Record()
	setIfEmpty(g, "Event", a.T("title"))
	return EditorShareLinks{
		Fragment: link.Build(a.mode.share()),
		Embed:    link.Build(link.Share{FEN: p.FEN()}),
		FEN:      p.FEN(),
		PGN:      g.PGN(a.notation()),
	}, nil
}
