//go:build js && wasm

package ui

import (
	"syscall/js"

	"xiangqi/web/engineclient"
)

// workerTransport is one engine Web Worker.
type workerTransport struct {
	w         js.Value
	onMessage js.Func
	onError   js.Func
	closed    bool
}

// Post sends one message, engine/wire's JSON text, which worker.js hands to
// the engine as it is.
func (t *workerTransport) Post(msg string) {
	if !t.closed {
		t.w.Call("postMessage", msg)
	}
}

// Close terminates the worker and drops its handlers.
func (t *workerTransport) Close() {
	if t.closed {
		return
	}
	t.closed = true
	t.w.Set("onmessage", js.Null())
	t.w.Set("onerror", js.Null())
	t.w.Call("terminate")
	t.onMessage.Release()
	t.onError.Release()
}

// dialer returns the engineclient.Dialer of the page. The first worker is the
// one ui.js started while xiangqi.wasm loaded (xiangqiBoot.takeWorker, with
// the messages it already sent); later ones come from
// xiangqiBoot.createWorker, which hands each new worker the page's compiled
// module and which a single-file build replaces with a worker made from a
// Blob.
func (u *UI) dialer() engineclient.Dialer {
	boot := js.Global().Get("xiangqiBoot")
	hasBoot := boot.Type() == js.TypeObject
	return func() engineclient.Transport {
		var w js.Value
		var early []js.Value
		if hasBoot && boot.Get("takeWorker").Type() == js.TypeFunction {
			if taken := boot.Call("takeWorker"); taken.Type() == js.TypeObject {
				w = taken
				list := boot.Get("early")
				for i := 0; list.Truthy() && i < list.Length(); i++ {
					early = append(early, list.Index(i))
				}
				boot.Set("early", js.Global().Get("Array").New())
			}
		}
		if w.IsUndefined() {
			// Starting a worker throws where the page may not have one (a
			// sandboxed frame whose host refuses CORS, say): that is the
			// worker failing, which the client answers like a crash.
			ok := false
			if hasBoot && boot.Get("createWorker").Type() == js.TypeFunction {
				w, ok = callSafe(boot, "createWorker")
			} else {
				w, ok = newSafe(js.Global().Get("Worker"), "worker.js")
			}
			if !ok || w.Type() != js.TypeObject {
				return u.unstartedWorker()
			}
		}
		t := &workerTransport{w: w}
		t.onMessage = js.FuncOf(func(this js.Value, args []js.Value) any {
			if !t.closed {
				u.workerMessage(args[0].Get("data"))
			}
			return nil
		})
		t.onError = js.FuncOf(func(this js.Value, args []js.Value) any {
			ev := args[0]
			ev.Call("preventDefault")
			if !t.closed {
				msg := ev.Get("message")
				reason := "the engine worker failed"
				if msg.Type() == js.TypeString && msg.String() != "" {
					reason = msg.String()
				}
				u.workerFailed(reason)
			}
			return nil
		})
		w.Set("onmessage", t.onMessage)
		w.Set("onerror", t.onError)
		// Replay what the worker said before Go was listening, after the
		// client has the transport in hand.
		if len(early) > 0 {
			win.SetTimeout(func() {
				for _, e := range early {
					if t.closed {
						return
					}
					if e.Get("kind").String() == "error" {
						u.workerFailed(e.Get("data").String())
						return
					}
					u.workerMessage(e.Get("data"))
				}
			}, 0)
		}
		return t
	}
}

// unstartedWorker stands for a worker that could not be started: it
// reports the failure once the client holds it, and carries nothing.
func (u *UI) unstartedWorker() engineclient.Transport {
	t := &noWorker{}
	win.SetTimeout(func() {
		if !t.closed {
			u.workerFailed("the engine worker could not be started in this page")
		}
	}, 0)
	return t
}

type noWorker struct{ closed bool }

func (t *noWorker) Post(string) {}
func (t *noWorker) Close()      { t.closed = true }

// workerMessage passes one worker message to the controller as the text
// worker.js posted (engine/wire's JSON, which engineclient decodes). A value
// that is not text reaches it as "<object>" or the like, which it reports as
// a malformed message.
func (u *UI) workerMessage(data js.Value) { u.app.EngineMessage(data.String()) }

func (u *UI) workerFailed(reason string) { u.app.EngineFailed(reason) }
