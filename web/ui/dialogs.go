//go:build js && wasm

package ui

import (
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/web/embed"
	"xiangqi/web/settings"
)

// dialog returns a <dialog> by id.
func dialog(id string) *dom.BasicHTMLElement { return q("#" + id) }

// showModal opens a dialog. The browser moves the focus into it; where the
// focus was is kept on the dialog, so closing it gives the focus back
// (restoreFocus).
func showModal(d *dom.BasicHTMLElement) {
	v := d.Underlying()
	if !v.Get("open").Bool() {
		v.Set("xqReturnFocus", jsDoc.Get("activeElement"))
		v.Call("showModal")
	}
}

// restoreFocus gives the focus back to where it was before the dialog
// opened, unless the player has put it somewhere else since; an element
// that has gone gives it to the board's cursor.
func (u *UI) restoreFocus(d js.Value) {
	back := d.Get("xqReturnFocus")
	d.Set("xqReturnFocus", js.Null())
	active := jsDoc.Get("activeElement")
	if active.Truthy() && !active.Equal(jsDoc.Get("body")) && !d.Call("contains", active).Bool() {
		return
	}
	if back.Truthy() && back.Get("isConnected").Bool() && !back.Equal(jsDoc.Get("body")) && !back.Get("disabled").Truthy() {
		back.Call("focus", map[string]any{"preventScroll": true})
		return
	}
	if back.Truthy() && back.Call("closest", "[data-board]").Truthy() {
		u.bv.hitRects()[u.app.CursorSquare()].Call("focus", map[string]any{"preventScroll": true})
	}
}

func closeDialog(d *dom.BasicHTMLElement) {
	if d.Underlying().Get("open").Bool() {
		d.Underlying().Call("close")
	}
}

// anyDialogOpen reports whether a dialog covers the page.
func (u *UI) anyDialogOpen() bool { return q("dialog[open]") != nil }

// fillLevels lists the levels, with their names, in the new-game dialog.
func (u *UI) fillLevels() {
	sel := q(`#dlg-new [data-setting="level"]`)
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
	sel.Underlying().Set("value", strconv.Itoa(u.app.Settings().Level))
}

// bindDialogs wires the dialogs' controls.
func (u *UI) bindDialogs() {
	a := u.app
	// New game.
	newDlg := dialog("dlg-new")
	q(`#dlg-new [data-action="start"]`).AddEventListener("click", false, func(ev dom.Event) {
		o, ok := u.newGameOptions()
		if !ok {
			ev.PreventDefault() // the dialog stays open with the reason
			return
		}
		u.startAudio()
		a.NewGameWith(o)
	})
	levelSel := q(`#dlg-new [data-setting="level"]`)
	levelSel.AddEventListener("change", false, func(dom.Event) { u.describeLevel() })
	_ = newDlg

	// Settings apply as soon as they change.
	for _, el := range qa(`#dlg-settings [data-setting]`) {
		el := el
		name := el.GetAttribute("data-setting")
		el.AddEventListener("change", false, func(dom.Event) {
			v := el.Underlying()
			value := v.Get("value").String()
			if v.Get("type").String() == "checkbox" {
				value = "off"
				if v.Get("checked").Bool() {
					value = "on"
				}
			}
			if err := a.Set(name, value); err != nil {
				u.toast(err.Error(), true)
			}
			if name == settings.Music {
				u.startAudio()
			}
		})
	}

	// Game over.
	q(`#dlg-over [data-action="review"]`).AddEventListener("click", false, func(dom.Event) { a.StartReview() })
	q(`#dlg-over [data-action="over-new"]`).AddEventListener("click", false, func(dom.Event) {
		win.SetTimeout(u.openNewGame, 0)
	})

	// Load: a file or pasted text.
	fileInput := input(".file-input")
	loadErr := q(".load-error")
	q(`[data-action="open-file"]`).AddEventListener("click", false, func(dom.Event) {
		fileInput.SetValue("")
		fileInput.Click()
	})
	fileInput.AddEventListener("change", false, func(dom.Event) {
		files := fileInput.Underlying().Get("files")
		if files.Length() == 0 {
			return
		}
		u.readFile(files.Index(0), loadErr)
	})
	q(`[data-action="load-text"]`).AddEventListener("click", false, func(dom.Event) {
		text := q(".load-text").Underlying().Get("value").String()
		if strings.TrimSpace(text) == "" {
			setText(loadErr, a.T("load.empty"))
			return
		}
		if err := a.LoadText(text); err != nil {
			setText(loadErr, err.Error())
			return
		}
		closeDialog(dialog("dlg-load"))
	})

	// Share: copy buttons.
	for _, b := range qa("[data-copy]") {
		b := b
		b.AddEventListener("click", false, func(dom.Event) {
			src := q("#" + b.GetAttribute("data-copy"))
			u.copyText(src.Underlying().Get("value").String(), src, b)
		})
	}

	// Closing any dialog gives the focus back to where it was.
	for _, d := range qa("dialog") {
		d := d
		d.AddEventListener("close", false, func(dom.Event) {
			u.restoreFocus(d.Underlying())
			u.changed()
		})
	}
}

// openNewGame shows the new-game dialog with the last choices.
func (u *UI) openNewGame() {
	s := u.app.Settings()
	closeDialog(dialog("dlg-over"))
	q(`#dlg-new [data-setting="side"]`).Underlying().Set("value", s.Side)
	q(`#dlg-new [data-setting="level"]`).Underlying().Set("value", strconv.Itoa(u.app.Level()))
	u.describeLevel()
	u.openPlayChoices()
	showModal(dialog("dlg-new"))
}

// describeLevel shows the chosen level's name under the list.
func (u *UI) describeLevel() {
	n, _ := strconv.Atoi(q(`#dlg-new [data-setting="level"]`).Underlying().Get("value").String())
	setText(q(".level-desc"), u.app.LevelDescription(n))
}

// openSettings shows the settings dialog with the current values.
func (u *UI) openSettings() {
	s := u.app.Settings()
	for _, el := range qa(`#dlg-settings [data-setting]`) {
		v := el.Underlying()
		value := s.Get(el.GetAttribute("data-setting"))
		if v.Get("type").String() == "checkbox" {
			v.Set("checked", value == "on")
		} else {
			v.Set("value", value)
		}
	}
	version := u.app.EngineVersion()
	if version != "" {
		version = u.app.T("settings.engine", version)
	}
	setText(q(".version"), version)
	showModal(dialog("dlg-settings"))
}

// openGameOver shows the result, if the game is still over by then.
func (u *UI) openGameOver() {
	if u.app.InPuzzle() && !u.app.Embedded() {
		u.openPuzzleOver()
		return
	}
	if u.app.InLesson() {
		return // the lesson's card says how the step went
	}
	st := u.app.Status()
	if st.State != "game-over" || u.app.Embedded() {
		return
	}
	if u.anyDialogOpen() {
		return
	}
	setText(q(".over-result"), u.app.OverHeadline())
	setText(q(".over-reason"), u.app.OverDetail())
	showModal(dialog("dlg-over"))
}

// openLoad shows the load dialog.
func (u *UI) openLoad() {
	setText(q(".load-error"), "")
	showModal(dialog("dlg-load"))
}

// openShare fills and shows the share dialog.
func (u *UI) openShare() {
	a := u.app
	frag := a.ShareFragment()
	u.showShare(frag, frag, a.FEN(), a.PGN(), a.ForumText(), "share.link")
}

// showShare fills the share dialog: the link (frag), the embedding snippet
// (embedFrag plus embed=1), the FEN, the PGN and the forum (DhtmlXQ) text,
// with the link's label in linkKey, and shows it.
func (u *UI) showShare(frag, embedFrag, fen, pgn, forum, linkKey string) {
	loc := js.Global().Get("location")
	base := loc.Get("origin").String() + loc.Get("pathname").String()
	if loc.Get("protocol").String() == "file:" {
		base = loc.Get("href").String()
		if i := strings.IndexByte(base, '#'); i >= 0 {
			base = base[:i]
		}
	}
	q(".share-link").Underlying().Set("value", base+frag)
	q(".share-fen").Underlying().Set("value", fen)
	q(".share-pgn").Underlying().Set("value", pgn)
	q(".share-forum").Underlying().Set("value", forum)
	q(".share-embed").Underlying().Set("value", embed.Snippet(base+embedFrag+"&embed=1"))
	label := q(`label[for="share-link"]`)
	label.SetAttribute("data-i18n", linkKey)
	setText(label, u.app.T(linkKey))
	showModal(dialog("dlg-share"))
}

// copyText copies to the clipboard, falling back to selecting the text.
func (u *UI) copyText(text string, src, btn *dom.BasicHTMLElement) {
	done := func() {
		label := u.app.T("action.copy")
		setText(btn, u.app.T("action.copied"))
		win.SetTimeout(func() { setText(btn, label) }, 1500)
	}
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.Truthy() && clip.Get("writeText").Type() == js.TypeFunction {
		var ok, fail js.Func
		ok = js.FuncOf(func(js.Value, []js.Value) any { done(); ok.Release(); fail.Release(); return nil })
		fail = js.FuncOf(func(js.Value, []js.Value) any {
			src.Underlying().Call("select")
			u.toast(u.app.T("msg.copyfailed"), false)
			ok.Release()
			fail.Release()
			return nil
		})
		clip.Call("writeText", text).Call("then", ok, fail)
		return
	}
	src.Underlying().Call("select")
	u.toast(u.app.T("msg.copyfailed"), false)
}

// openKeys shows the list of keyboard shortcuts.
func (u *UI) openKeys() { showModal(dialog("dlg-keys")) }
