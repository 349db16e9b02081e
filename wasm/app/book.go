//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"syscall/js"

	"xiangqi/engine/book"
	"xiangqi/engine/protocol"
)

// bookFile is the opening book, a file of the site beside the worker
// (assets/book.bin), cached by the service worker with the rest of the site
// and replaceable without rebuilding xiangqi.wasm, which no longer carries
// it (320 KB raw, 216 KB brotli).
const bookFile = "book.bin"

// loadBook fetches the opening book without blocking anything: the worker
// answers from the start and plays without a book until the book has
// arrived and been read, and without one at all where it cannot be fetched
// (the single-file build's worker has no URL to fetch from) or is corrupt.
// The fetch runs beside the warm-up search, so the book is there long
// before the player's first move needs it.
func loadBook(session *protocol.Session) {
	done := func(data []byte, err error) {
		var b *book.Book
		if err == nil {
			b, err = book.Load(data)
		}
		if err != nil {
			println("engine: playing without the opening book:", err.Error())
			return
		}
		session.SetBook(protocol.BookMoves(b))
	}
	url, err := siteURL(bookFile)
	if err != nil {
		done(nil, err)
		return
	}
	fetchBytes(url, func(data []byte, err error) {
		// Read the book on a goroutine of its own: a JavaScript callback
		// must return at once.
		go done(data, err)
	})
}

// siteURL resolves a file of the site against the worker's own URL; a worker
// made from a Blob has none to resolve against.
func siteURL(name string) (url string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: no address beside this worker (%v)", name, r)
		}
	}()
	return js.Global().Get("URL").New(name, js.Global().Get("location").Get("href")).Call("toString").String(), nil
}

// fetchBytes fetches url with the worker's fetch and calls done once with
// the body or the reason there is none.
func fetchBytes(url string, done func([]byte, error)) {
	var got, read, fail js.Func
	release := func() { got.Release(); read.Release(); fail.Release() }
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		msg := "the network failed"
		if len(args) > 0 && args[0].Truthy() && args[0].Get("message").Type() == js.TypeString {
			msg = args[0].Get("message").String()
		}
		done(nil, errors.New(url+": "+msg))
		return nil
	})
	read = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		body := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, body.Length())
		js.CopyBytesToGo(data, body)
		done(data, nil)
		return nil
	})
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			release()
			done(nil, fmt.Errorf("%s: HTTP %d", url, res.Get("status").Int()))
			return nil
		}
		res.Call("arrayBuffer").Call("then", read, fail)
		return nil
	})
	js.Global().Call("fetch", url).Call("then", got, fail)
}
