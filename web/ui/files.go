//go:build js && wasm

package ui

import (
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// savePGN downloads the game as a .pgn file.
func (u *UI) savePGN() {
	pgn := u.app.PGN()
	parts := js.Global().Get("Array").New(pgn)
	opts := js.Global().Get("Object").New()
	opts.Set("type", "application/x-chess-pgn;charset=utf-8")
	blob := js.Global().Get("Blob").New(parts, opts)
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := jsDoc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", pgnName())
	a.Get("style").Set("display", "none")
	jsDoc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// Revoke later: the download starts asynchronously.
	win.SetTimeout(func() { js.Global().Get("URL").Call("revokeObjectURL", url) }, 10000)
}

// pgnName names a saved game after today's date.
func pgnName() string {
	d := js.Global().Get("Date").New()
	iso := d.Call("toISOString").String() // 2025-01-31T12:34:56.789Z
	if len(iso) >= 10 {
		iso = iso[:10]
	}
	return "xiangqi-" + iso + ".pgn"
}

// maxFile is the largest file read. A game record is a few kilobytes; a
// larger file would hold many games, and reading it all would stall the page.
const maxFile = 1 << 20

// readFile reads a chosen file and loads it; errors go to errEl.
func (u *UI) readFile(file js.Value, errEl *dom.BasicHTMLElement) {
	if file.Get("size").Float() > maxFile {
		setText(errEl, u.app.T("msg.badfile", "the file is larger than 1 MB"))
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		text := args[0].String()
		if err := u.app.LoadFile(strings.TrimPrefix(text, "\ufeff")); err != nil {
			setText(errEl, err.Error())
			return nil
		}
		closeDialog(dialog("dlg-load"))
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		setText(errEl, u.app.T("msg.badfile", "the file could not be read"))
		return nil
	})
	file.Call("text").Call("then", ok, fail)
}
