//go:build js && wasm

package ui

import (
	"fmt"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/engine/gamefile"
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

// readFile reads a chosen file's bytes (not text: old records are GBK, Big5
// or binary XQF) and loads it; errors go to errEl.
func (u *UI) readFile(file js.Value, errEl *dom.BasicHTMLElement) {
	if file.Get("size").Float() > maxFile {
		setText(errEl, u.app.T("file.toolarge", "1"))
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Get("length").Int())
		js.CopyBytesToGo(data, buf)
		if err := u.app.LoadFile(data, decodeText); err != nil {
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
	file.Call("arrayBuffer").Call("then", ok, fail)
}

// decodeText decodes an old encoding with the browser's TextDecoder, which
// knows gbk, gb18030, big5 and utf-16 (so the page ships no tables of its
// own); a label the browser does not know is an error, not a panic.
func decodeText(data []byte, charset gamefile.Charset) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("this browser cannot decode %s: %v", charset, r)
		}
	}()
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	dec := js.Global().Get("TextDecoder").New(string(charset))
	return dec.Call("decode", arr).String(), nil
}
