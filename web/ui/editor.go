//go:build js && wasm

package ui

import (
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/engine/position"
	"xiangqi/web/app"
	"xiangqi/web/art"
	"xiangqi/web/board"
	"xiangqi/web/editor"
)

// The position editor's part of the page (摆棋): the panel [data-editor]
// with the palette, the side to move, the reasons a set-up is refused, the
// FEN field and the exits; the set-up drawn on the board; and the piece that
// follows the pointer in a drag. The controller (web/app/mode_editor.go)
// and web/editor decide everything; this file draws it and forwards input.

var _ app.EditorPlatform = platform{}

// editorView is the editor's DOM state between frames.
type editorView struct {
	bound bool
	shown bool   // the panel was shown last frame
	lang  string // the language the level choice was filled in
	// shownOnce: the level choice holds the player's choice of this visit
	// to the editor.
	shownOnce bool
	// ghost is the piece under the pointer during a drag: an HTML-level
	// SVG, so it can leave the board (to take a piece off, or to come in
	// from the palette).
	ghost      js.Value
	ghostUse   js.Value
	ghostPiece position.Piece
	ghostSize  float64
	// dragEnded is when a palette drag ended: the click the browser sends
	// after it must not also pick the tool.
	dragEnded float64
}

// StoredDraft reads the editor's draft from local storage.
func (platform) StoredDraft() (string, bool) { return store.read(editor.DraftKey) }

// StoreDraft writes the editor's draft ("" removes it).
func (platform) StoreDraft(data string) error {
	if data == "" {
		store.remove(editor.DraftKey)
		return nil
	}
	return store.write(editor.DraftKey, data)
}

// editing reports whether the page is in the editor.
func (u *UI) editing() bool {
	_, ok := u.app.Editor()
	return ok
}

// paletteTool reads the tool of a palette item.
func paletteTool(el js.Value) (editor.Tool, bool) {
	if el.Call("hasAttribute", "data-palette-piece").Bool() {
		letter := el.Call("getAttribute", "data-palette-piece").String()
		if len(letter) == 1 {
			if pc, ok := pieceOfLetter(letter[0]); ok {
				return editor.Place(pc), true
			}
		}
		return editor.Hand, false
	}
	switch el.Call("getAttribute", "data-palette-tool").String() {
	case "eraser":
		return editor.Eraser, true
	case "hand":
		return editor.Hand, true
	}
	return editor.Hand, false
}

// pieceOfLetter returns the piece of a FEN letter.
func pieceOfLetter(letter byte) (position.Piece, bool) {
	i := strings.IndexByte(art.PieceLetters, letter)
	if i < 0 {
		return position.NoPiece, false
	}
	c := position.Red
	if letter >= 'a' {
		c = position.Black
	}
	for t := position.King; t <= position.Pawn; t++ {
		if pc := position.MakePiece(c, t); pc.Letter() == letter {
			return pc, true
		}
	}
	return position.NoPiece, false
}

// bindEditor wires the editor's controls and the palette's drags.
func (u *UI) bindEditor() {
	panel := jq(jsDoc, "[data-editor]")
	if u.ed.bound || !panel.Truthy() {
		return
	}
	u.ed.bound = true
	a := u.app
	click := func(action string, fn func()) {
		if el := button(action); el != nil {
			el.AddEventListener("click", false, func(dom.Event) { fn() })
		}
	}
	click("editor", func() {
		a.OpenEditor()
		// The player plays the side to move unless they choose otherwise.
		if st, ok := a.EditorStatus(); ok {
			q("[data-editor-play-side]").Underlying().Set("value", st.Side.String())
		}
	})
	click("editor-done", a.EditorBack)
	click("editor-clear", a.EditorClear)
	click("editor-start", a.EditorReset)
	click("editor-flip", a.Flip)
	click("editor-play", func() {
		side := position.Red
		if q("[data-editor-play-side]").Underlying().Get("value").String() == "black" {
			side = position.Black
		}
		level, err := strconv.Atoi(q("[data-editor-level]").Underlying().Get("value").String())
		if err != nil {
			level = a.Level()
		}
		u.startAudio()
		a.EditorPlay(side, level)
	})
	click("editor-analysis", func() { a.EditorAnalyse() })
	click("editor-share", u.openEditorShare)
	for _, b := range qa("[data-editor-side]") {
		b := b
		b.AddEventListener("click", false, func(dom.Event) {
			a.EditorSetSide(colorOf(b.GetAttribute("data-editor-side")))
		})
	}

	form := q(".editor-fen")
	fenInput := input("[data-editor-fen]")
	fenErr := q(".editor-fen-error")
	form.AddEventListener("submit", false, func(ev dom.Event) {
		ev.PreventDefault()
		if err := a.EditorLoadFEN(fenInput.Value()); err != nil {
			setText(fenErr, err.Error())
			return
		}
		setText(fenErr, "")
		fenInput.Underlying().Call("blur")
	})
	fenInput.AddEventListener("input", false, func(dom.Event) { setText(fenErr, "") })

	// The palette: a click (or Enter) picks a tool; a drag from a piece
	// puts it where it is dropped.
	palette := jq(jsDoc, ".palette")
	on(palette, "click", func(ev js.Value) {
		item := ev.Get("target").Call("closest", ".palette-item")
		if !item.Truthy() || js.Global().Get("performance").Call("now").Float()-u.ed.dragEnded < 400 {
			return
		}
		if t, ok := paletteTool(item); ok {
			a.EditorSelectTool(t)
		}
	})
	pressed, pointer := false, 0
	var item js.Value
	onActive(palette, "pointerdown", func(ev js.Value) {
		it := ev.Get("target").Call("closest", "[data-palette-piece]")
		if ev.Get("button").Int() != 0 || pressed || !it.Truthy() {
			return
		}
		t, ok := paletteTool(it)
		if !ok {
			return
		}
		u.bv.measure()
		x, y := u.bv.toBoard(ev.Get("clientX").Float(), ev.Get("clientY").Float())
		pressed, pointer, item = true, ev.Get("pointerId").Int(), it
		it.Call("setPointerCapture", pointer)
		u.startAudio()
		a.EditorPalettePress(t.Piece, x, y)
	})
	onActive(palette, "pointermove", func(ev js.Value) {
		if !pressed || ev.Get("pointerId").Int() != pointer {
			return
		}
		cx, cy := ev.Get("clientX").Float(), ev.Get("clientY").Float()
		x, y := u.bv.toBoard(cx, cy)
		if a.EditorPointerMove(x, y) {
			ev.Call("preventDefault")
			u.moveGhost(cx, cy)
		}
	})
	release := func(ev js.Value) {
		if !pressed || ev.Get("pointerId").Int() != pointer {
			return
		}
		pressed = false
		if item.Truthy() && item.Call("hasPointerCapture", pointer).Bool() {
			item.Call("releasePointerCapture", pointer)
		}
		ed, ok := a.Editor()
		if !ok {
			return
		}
		if !ed.Drag().Active {
			a.EditorPointerCancel() // a tap: the click picks the tool
			return
		}
		x, y := u.bv.toBoard(ev.Get("clientX").Float(), ev.Get("clientY").Float())
		sq, onBoard := board.SquareAt(x, y, a.Board().Bottom)
		u.ed.dragEnded = js.Global().Get("performance").Call("now").Float()
		u.bv.settle = true
		a.EditorPointerUp(sq, onBoard)
		u.renderNow()
	}
	onActive(palette, "pointerup", release)
	on(palette, "pointercancel", func(ev js.Value) {
		if pressed && ev.Get("pointerId").Int() == pointer {
			pressed = false
			a.EditorPointerCancel()
		}
	})
}

// editorPointerUp ends a press on the board in the editor.
func (u *UI) editorPointerUp(sq position.Square, onBoard bool) {
	if ed, ok := u.app.Editor(); ok && ed.Drag().Active {
		u.bv.settle = true
	}
	u.app.EditorPointerUp(sq, onBoard)
	u.renderNow()
}

// moveGhost puts the dragged piece under the pointer (client pixels).
func (u *UI) moveGhost(clientX, clientY float64) {
	ed, ok := u.app.Editor()
	if !ok {
		return
	}
	d := ed.Drag()
	if !d.Active || d.Piece == position.NoPiece {
		u.hideGhost()
		return
	}
	g := &u.ed
	if !g.ghost.Truthy() {
		g.ghost = svgEl("svg", "class", "editor-ghost", "viewBox", "-50 -50 100 100", "aria-hidden", "true")
		g.ghostUse = svgEl("use")
		g.ghost.Call("appendChild", g.ghostUse)
		jsDoc.Get("body").Call("appendChild", g.ghost)
	}
	if g.ghostPiece != d.Piece {
		g.ghostPiece = d.Piece
		g.ghostUse.Call("setAttribute", "href", "#"+art.PieceID(d.Piece.Letter()))
	}
	// A lifted piece, a little larger than on the board.
	size := u.bv.rect[2] * 2 * art.Radius / board.Width * 1.18
	if size != g.ghostSize {
		g.ghostSize = size
		g.ghost.Get("style").Set("width", num(size)+"px")
		g.ghost.Get("style").Set("height", num(size)+"px")
	}
	g.ghost.Get("style").Set("transform", "translate("+num(clientX-size/2)+"px,"+num(clientY-size/2)+"px)")
	toggleClass(g.ghost, "show", true)
}

func (u *UI) hideGhost() {
	if u.ed.ghost.Truthy() {
		toggleClass(u.ed.ghost, "show", false)
	}
}

// renderSetup draws the editor's board: its pieces, the piece picked up,
// the points of the set-up's problems, and a dragged piece's point dimmed.
func (v *boardView) renderSetup(ed *editor.Editor, a *app.App, animate bool) {
	b := ed.Board()
	// A dropped piece appears on its point at once: the ghost was already
	// there, and a slide from where it was picked up would look like a
	// second move.
	v.matchPieces(&b, position.NoMove, animate && !v.settle)
	v.settle = false
	if v.dragged != nil {
		toggleClass(v.dragged.el, "lifted", false)
		v.dragged = nil
	}
	d := ed.Drag()
	for s, pe := range v.onBoard {
		x, y := board.Point(s, v.bottom)
		v.setTransform(pe, translate(x, y))
		pe.setSelected(s == ed.Selected())
		toggleClass(pe.el, "held", d.Active && d.From == s)
	}
	var under strings.Builder
	if st, ok := a.EditorStatus(); ok {
		seen := map[position.Square]bool{}
		for _, s := range st.Marked {
			if seen[s] {
				continue
			}
			seen[s] = true
			x, y := board.Point(s, v.bottom)
			under.WriteString(`<circle class="bad" data-editor-mark="` + s.String() + `" cx="` + num(x) + `" cy="` + num(y) + `" r="54"/>`)
		}
	}
	if sel := ed.Selected(); sel != position.NoSquare {
		x, y := board.Point(sel, v.bottom)
		under.WriteString(`<circle class="sel" cx="` + num(x) + `" cy="` + num(y) + `" r="52"/>`)
	}
	v.setMarks(under.String(), "", "")
	toggleClass(v.svg, "locked", false)
}

// renderEditor draws the editor's panel, or hides it outside the editor.
func (u *UI) renderEditor() {
	if !u.ed.bound {
		return
	}
	a := u.app
	panel := q("[data-editor]")
	enable(button("editor"), !a.Embedded())
	st, ok := a.EditorStatus()
	if !ok {
		if u.ed.shown {
			u.ed.shown = false
			panel.SetAttribute("hidden", "")
			u.hideGhost()
		}
		return
	}
	if !u.ed.shown {
		u.ed.shown = true
		panel.RemoveAttribute("hidden")
		setText(q(".editor-fen-error"), "")
		u.ed.lang, u.ed.shownOnce = "", false
	}
	if lang := string(a.Lang()); lang != u.ed.lang {
		u.ed.lang = lang
		u.fillEditorLevels()
	}
	if d, ok := a.Editor(); ok && !d.Drag().Active {
		u.hideGhost()
	}
	pv := panel.Underlying()
	setAttr(pv, "data-legal", strconv.FormatBool(st.Legal))
	for _, el := range qa(".palette-item") {
		t, _ := paletteTool(el.Underlying())
		setAttr(el.Underlying(), "aria-pressed", strconv.FormatBool(t == st.Tool))
	}
	for _, el := range qa("[data-editor-side]") {
		setAttr(el.Underlying(), "aria-pressed", strconv.FormatBool(el.GetAttribute("data-editor-side") == st.Side.String()))
	}
	errEl := q("[data-editor-error]")
	text := strings.Join(st.Reasons, "\n")
	if errEl.TextContent() != text {
		// One paragraph per reason; the reasons are the page's own words,
		// set as text.
		errEl.Underlying().Set("textContent", "")
		for _, r := range st.Reasons {
			p := jsDoc.Call("createElement", "p")
			p.Set("textContent", r)
			errEl.Underlying().Call("appendChild", p)
		}
	}
	note := ""
	switch {
	case st.NoMoves:
		note = a.T("editor.nomoves")
	case st.Legal:
		note = a.T("editor.legal")
	}
	setText(q(".editor-ok"), note)
	toggleClass(q(".editor-ok").Underlying(), "warn", st.NoMoves)
	// The FEN follows the board, except while the player is typing in it.
	fen := q("[data-editor-fen]").Underlying()
	if !fen.Equal(jsDoc.Get("activeElement")) && fen.Get("value").String() != st.FEN {
		fen.Set("value", st.FEN)
	}
	for _, name := range []string{"editor-play", "editor-analysis", "editor-share"} {
		toggleClass(button(name).Underlying(), "blocked", !st.Legal)
	}
}

// fillEditorLevels lists the levels in the editor's level choice, keeping
// the one chosen (the game's level at first).
func (u *UI) fillEditorLevels() {
	sel := q("[data-editor-level]")
	chosen := sel.Underlying().Get("value").String()
	if chosen == "" || !u.ed.shownOnce {
		chosen = strconv.Itoa(u.app.Level())
	}
	u.ed.shownOnce = true
	sel.SetTextContent("")
	for _, l := range u.app.Levels() {
		opt := jsDoc.Call("createElement", "option")
		opt.Set("value", strconv.Itoa(l.Number))
		text := strconv.Itoa(l.Number)
		if name := u.app.LevelName(l.Number); name != "" {
			text = u.app.T("level.option", l.Number, name)
		}
		opt.Set("textContent", text)
		sel.Underlying().Call("appendChild", opt)
	}
	sel.Underlying().Set("value", chosen)
}

// openEditorShare shows the share dialog for the set-up, if it is legal.
func (u *UI) openEditorShare() {
	links, err := u.app.EditorShare()
	if err != nil {
		return
	}
	u.showShare(links.Fragment, links.Embed, links.FEN, links.PGN, links.Forum, "share.editorlink")
}

// colorOf reads "red" or "black".
func colorOf(s string) position.Color {
	if s == "black" {
		return position.Black
	}
	return position.Red
}
