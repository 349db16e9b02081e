//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"

	"xiangqi/engine/worker"
)

// runEngine is the engine's side of the program, run in the Web Worker: all
// of it is engine/worker, tested natively; this file only connects it to
// JavaScript.
//
// The contract with static/worker.js is the object self.xiangqiEngine, which
// worker.js creates before starting Go (and whose presence tells main that
// this is the worker):
//
//	post(text)     Go -> page: posts one JSON message (text) to the page
//	yield(fn)      calls fn soon, after the worker's event loop had a turn
//	attach(fn)     Go hands over its receiver; worker.js then delivers queued
//	               and later page messages as JSON text through fn
//	base           (optional) the site's URL, where the book and the endgame
//	               tables are: a worker started from a blob: URL has no URL
//	               of its own to find them by (ui.js starts one in a
//	               sandboxed frame)
//	files          (optional) site path -> URL of a file the site cannot
//	               serve: the single-file build hands over the opening
//	               book as a data: URL
//
// and Go adds stats(), which returns how often and how long the search
// yielded (for tests and diagnostics). The opening book and the endgame
// tables are fetched with the worker's fetch() from beside it (or beside base).
func runEngine() {
	host := newJSHost(js.Global().Get("xiangqiEngine"))
	// The default options fetch the opening book (book.bin) and the endgame
	// tables (egtb/) from the site: xiangqi.wasm carries neither.
	w := worker.New(host, worker.DefaultOptions())
	receive := js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Copy and return at once: the JavaScript side must never block.
		if len(args) > 0 && args[0].Type() == js.TypeString {
			w.Receive([]byte(args[0].String()))
		}
		return nil
	})
	host.engine.Set("stats", js.FuncOf(func(js.Value, []js.Value) any { return statsObject(w.Stats()) }))
	host.engine.Call("attach", receive)
	w.Run()
}

// jsHost is worker.Host over self.xiangqiEngine and the worker's fetch.
type jsHost struct {
	engine js.Value
	wake   chan struct{}
	resume js.Func // handed to yield; wakes the waiting search
}

func newJSHost(engine js.Value) *jsHost {
	h := &jsHost{engine: engine, wake: make(chan struct{}, 1)}
	h.resume = js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case h.wake <- struct{}{}:
		default:
		}
		return nil
	})
	return h
}

func (h *jsHost) Post(msg []byte) { h.engine.Call("post", string(msg)) }

func (h *jsHost) Yield() {
	h.engine.Call("yield", h.resume)
	<-h.wake
}

// Fetch fetches a file of the site by its path relative to the site
// (siteBase). The promise's callbacks hand the bytes to a goroutine and
// return at once.
func (h *jsHost) Fetch(name string, done func([]byte, error)) {
	var onResponse, onBody, onError js.Func
	release := func() {
		onResponse.Release()
		onBody.Release()
		onError.Release()
	}
	fail := func(err error) {
		release()
		go done(nil, err)
	}
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		reason := "unknown error"
		if len(args) > 0 {
			reason = args[0].Call("toString").String()
		}
		fail(fmt.Errorf("fetching %s: %s", name, reason))
		return nil
	})
	onBody = js.FuncOf(func(_ js.Value, args []js.Value) any {
		body := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, body.Length())
		js.CopyBytesToGo(data, body)
		release()
		go done(data, nil)
		return nil
	})
	onResponse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			fail(fmt.Errorf("fetching %s: HTTP %d", name, resp.Get("status").Int()))
			return nil
		}
		resp.Call("arrayBuffer").Call("then", onBody, onError)
		return nil
	})
	defer func() {
		if r := recover(); r != nil { // fetch itself threw (a URL the worker cannot resolve)
			fail(fmt.Errorf("fetching %s: %v", name, r))
		}
	}()
	// A file handed over (files) first: a blob: worker's own address is no
	// base the URL constructor accepts.
	url := h.handedOver(name)
	if url == "" {
		url = js.Global().Get("URL").New(name, h.siteBase()).Call("toString").String()
	}
	js.Global().Call("fetch", url).Call("then", onResponse, onError)
}

// handedOver returns the URL the init message gave for a file (files), or
// "" when it gave none.
func (h *jsHost) handedOver(name string) string {
	files := h.engine.Get("files")
	if files.Type() != js.TypeObject {
		return ""
	}
	if u := files.Get(name); u.Type() == js.TypeString {
		return u.String()
	}
	return ""
}

// siteBase is the URL the book's and the tables' paths are relative to: the site's, which
// the page hands a worker started from a blob: URL (xiangqiEngine.base, see
// static/worker.js), or else the worker's own.
func (h *jsHost) siteBase() js.Value {
	if base := h.engine.Get("base"); base.Type() == js.TypeString {
		return base
	}
	return js.Global().Get("location").Get("href")
}

// statsObject is the JavaScript shape of worker.Stats that the browser
// tests read.
func statsObject(s worker.Stats) any {
	return map[string]any{
		"yields":    s.Yields,
		"waitedMs":  float64(s.Waited.Microseconds()) / 1000,
		"maxGapMs":  float64(s.MaxGap.Microseconds()) / 1000,
		"maxWaitMs": float64(s.MaxWait.Microseconds()) / 1000,
		"gaps":      []any{s.Gaps[0], s.Gaps[1], s.Gaps[2], s.Gaps[3], s.Gaps[4]},
	}
}
