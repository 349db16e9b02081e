//go:build js && wasm

package ui

import "syscall/js"

// Reading a property can throw: window.localStorage does in a frame the
// browser denies storage (a third-party frame with its cookies blocked, a
// sandbox without allow-same-origin), and so do caches,
// navigator.serviceWorker and document.cookie in a sandbox. syscall/js's
// Value.Get is a bare Reflect.get in wasm_exec.js, with no try/catch: the
// exception unwinds through the Go program and ends it, and Go's recover
// never sees it. Only Call, Invoke and New catch a JavaScript exception and
// turn it into a Go panic. So every read of such a property goes through
// getSafe, which makes the read a call of Reflect.get.

var reflectObject = js.Global().Get("Reflect")

// getSafe returns obj[name], or ok false when reading it throws (or obj is
// not an object).
func getSafe(obj js.Value, name string) (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = js.Undefined(), false
		}
	}()
	return reflectObject.Call("get", obj, name), true
}

// callSafe calls obj.name(args...) and returns ok false instead of
// panicking when it throws.
func callSafe(obj js.Value, name string, args ...any) (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = js.Undefined(), false
		}
	}()
	return obj.Call(name, args...), true
}

// newSafe calls new constructor(args...) and returns ok false instead of
// panicking when it throws.
func newSafe(constructor js.Value, args ...any) (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = js.Undefined(), false
		}
	}()
	return constructor.New(args...), true
}
