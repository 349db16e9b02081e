//go:build js && wasm

package ui

import (
	"errors"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/web/app"
)

// The opening explorer's part of the page: the toggle in the study actions
// (data-action="explorer") and the panel above the move list
// ([data-explorer]), with a row per move masters played
// ([data-explorer-move] with data-games). The controller
// (web/app/explorer.go) decides what is shown; this file draws it, fetches
// the data, and forwards a tapped row.

var _ app.ExplorerPlatform = platform{}

// explorerView remembers what the panel shows, so rows are rebuilt only
// when the view changed.
type explorerView struct {
	bound bool
	shown string // a digest of the view the rows were built for
}

// LoadExplorer fetches the explorer's data and hands it to the controller.
func (p platform) LoadExplorer() {
	fetchBytes(app.ExplorerFile, p.u.app.ExplorerLoaded)
}

// Later runs fn from a timer, after the browser has had a turn.
func (platform) Later(fn func()) { win.SetTimeout(fn, 0) }

// fetchBytes fetches a file of the site and calls done once with its bytes.
func fetchBytes(path string, done func([]byte, error)) {
	var got, read, fail js.Func
	release := func() { got.Release(); read.Release(); fail.Release() }
	read = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		body := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, body.Length())
		js.CopyBytesToGo(data, body)
		done(data, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		msg := "the network failed"
		if len(args) > 0 && args[0].Truthy() && args[0].Get("message").Type() == js.TypeString {
			msg = args[0].Get("message").String()
		}
		done(nil, errors.New(path+": "+msg))
		return nil
	})
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			release()
			done(nil, errors.New(path+": HTTP "+strconv.Itoa(res.Get("status").Int())))
			return nil
		}
		res.Call("arrayBuffer").Call("then", read, fail)
		return nil
	})
	js.Global().Call("fetch", assetURL(path)).Call("then", got, fail)
}

// bindExplorer wires the toggle and the rows.
func (u *UI) bindExplorer() {
	toggle := button("explorer")
	panel := jq(jsDoc, "[data-explorer]")
	if toggle == nil || !panel.Truthy() {
		return
	}
	u.explorer.bound = true
	on(toggle.Underlying(), "click", func(js.Value) { u.app.ToggleExplorer() })
	// One listener for every row (on the panel: the list is replaced
	// whenever its rows change).
	on(panel, "click", func(ev js.Value) {
		b := ev.Get("target").Call("closest", "[data-explorer-move]")
		if !b.Truthy() || b.Get("disabled").Bool() {
			return
		}
		u.startAudio()
		u.app.PlayExplorerMove(b.Call("getAttribute", "data-explorer-move").String())
	})
}

// renderExplorer draws the toggle and, while it is open, the panel.
func (u *UI) renderExplorer() {
	if !u.explorer.bound {
		return
	}
	a := u.app
	toggle := button("explorer")
	enable(toggle, true)
	open := a.ExplorerOpen()
	setAttr(toggle.Underlying(), "aria-pressed", strconv.FormatBool(open))
	panel := q("[data-explorer]")
	if !open {
		panel.SetAttribute("hidden", "")
		return
	}
	panel.RemoveAttribute("hidden")
	v := a.Explorer()
	pv := panel.Underlying()
	setAttr(pv, "data-state", v.State)
	setAttr(pv, "data-playable", strconv.FormatBool(v.Playable))
	showText(q(".explorer-opening"), v.Opening)
	showText(q(".explorer-summary"), v.Summary)
	showText(q(".explorer-empty"), v.Empty)
	showText(q(".explorer-locked"), v.Locked)
	showText(q(".explorer-note"), v.Note)
	cols := q(".explorer-cols")
	if len(v.Rows) > 0 {
		cols.RemoveAttribute("hidden")
	} else {
		cols.SetAttribute("hidden", "")
	}
	digest := explorerDigest(v)
	if digest == u.explorer.shown {
		return
	}
	u.explorer.shown = digest
	// The rows are written as markup in one call and the bars' shares set
	// after, through the style object, which the page's
	// Content-Security-Policy allows where it refuses a style attribute.
	// Built element by element, some 45 calls into JavaScript a row, they
	// took 20-80 ms in a loaded browser. A fresh list rather than the old
	// one emptied starts scrolled to the top without setting scrollTop,
	// which would make the browser lay out the page there and then.
	old := jq(pv, "[data-explorer-moves]")
	list := old.Call("cloneNode", false)
	list.Set("innerHTML", explorerRowsHTML(v.Rows, v.Playable))
	bars := list.Call("querySelectorAll", ".ex-bar")
	for i, r := range v.Rows {
		if i < bars.Length() {
			bars.Index(i).Get("style").Call("setProperty", "grid-template-columns",
				"minmax(0,"+strconv.Itoa(r.Red)+"fr) minmax(0,"+strconv.Itoa(r.Draw)+"fr) minmax(0,"+strconv.Itoa(r.Black)+"fr)")
		}
	}
	old.Call("replaceWith", list)
}

// showText sets an element's text and hides it when there is none.
func showText(el *dom.BasicHTMLElement, s string) {
	setText(el, s)
	if s == "" {
		el.SetAttribute("hidden", "")
	} else {
		el.RemoveAttribute("hidden")
	}
}

// explorerDigest sums up what the rows show.
func explorerDigest(v app.ExplorerView) string {
	var b strings.Builder
	b.WriteString(strconv.FormatBool(v.Playable))
	for _, r := range v.Rows {
		b.WriteString("|" + r.ICCS + " " + r.Text + " " + r.Label)
	}
	return b.String()
}

// explorerRowsHTML writes the rows: per move a button with the move, its
// games and a bar of Red wins, draws and Black wins. Every text is escaped
// (it is the program's own: notation, numbers and the page's words).
func explorerRowsHTML(rows []app.ExplorerRow, playable bool) string {
	var b strings.Builder
	disabled := " disabled"
	if playable {
		disabled = ""
	}
	share := func(class string, pct int) {
		b.WriteString(`<span class="` + class)
		if pct < 13 {
			// Too narrow to read: the colour alone tells it (the
			// label has the number).
			b.WriteString(" narrow")
		}
		b.WriteString(`">`)
		if pct > 0 {
			b.WriteString(strconv.Itoa(pct) + "%")
		}
		b.WriteString("</span>")
	}
	for _, r := range rows {
		label := escapeHTML(r.Label)
		b.WriteString(`<li><button type="button" class="explorer-move" data-explorer-move="` + escapeHTML(r.ICCS) +
			`" data-games="` + strconv.Itoa(r.Games) + `" aria-label="` + label + `" title="` + label + `"` + disabled + `>`)
		b.WriteString(`<span class="ex-mv">` + escapeHTML(r.Text) + `</span>`)
		b.WriteString(`<span class="ex-games">` + escapeHTML(r.GamesText) + `</span>`)
		b.WriteString(`<span class="ex-bar" aria-hidden="true">`)
		share("ex-red", r.Red)
		share("ex-draw", r.Draw)
		share("ex-black", r.Black)
		b.WriteString("</span></button></li>")
	}
	return b.String()
}
