//go:build js && wasm

package main

import (
	"syscall/js"

	"xiangqi/engine/protocol"
	"xiangqi/engine/search"
)

// runEngine is the engine's side of the program, run in the Web Worker:
// static/worker.js relays the page's messages, and runEngine answers them
// with engine/protocol's JSON codec until the worker is terminated. All of
// the protocol lives in engine/protocol and is tested natively; this file
// only connects it to JavaScript.
//
// The contract with worker.js is the object self.xiangqiEngine, which
// worker.js creates before starting Go (and whose presence tells main that
// this is the worker):
//
//	post(text)     Go -> page: posts one JSON message (text) to the page
//	yield(fn)      calls fn soon, after the worker's event loop had a turn
//	attach(fn)     Go hands over its receiver; worker.js then delivers queued
//	               and later page messages as JSON text through fn
//
// and Go adds stats(), which returns how often and how long the search
// yielded (for tests and diagnostics).
func runEngine() {
	host := js.Global().Get("xiangqiEngine")
	send := func(data []byte) { host.Call("post", string(data)) }

	yield := newYielder(host)
	opts := search.DefaultOptions()
	opts.Yield = yield.Yield
	loadTables()
	session := protocol.NewSession(opts)
	loadBook(session) // arrives in the background (book.go)
	if err := session.SetOption(protocol.OptionOwnBook, "true"); err != nil {
		panic(err)
	}

	inbox := newQueue()
	receive := js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Copy and return at once: the JavaScript side must never block.
		if len(args) > 0 && args[0].Type() == js.TypeString {
			inbox.push([]byte(args[0].String()))
		}
		return nil
	})
	host.Set("stats", js.FuncOf(func(js.Value, []js.Value) any { return yield.stats() }))
	host.Call("attach", receive)
	send(protocol.ReadyMessage(protocol.VersionString()))
	warmUp(yield.Yield, inbox)
	yield.busy()

	for {
		msg := inbox.pop()
		session.HandleJSON(msg, send)
		yield.busy()
	}
}
