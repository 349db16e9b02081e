//go:build js && wasm

// Command app is the site's one WebAssembly program (xiangqi.wasm): the page
// and the engine's Web Worker both run it, and it picks its job from where it
// finds itself. Two programs (a page's and a worker's) would each carry a Go
// runtime and the rules, search and evaluation both use: measured, 5.35 MB
// and 4.62 MB, 2.38 MB brotli together, against 6.92 MB and 1.62 MB for this
// one. And the browser downloads and compiles the one module once:
// static/ui.js hands the page's compiled module to the worker in worker.js's
// init message.
//
//   - In the worker, static/worker.js has made self.xiangqiEngine before
//     starting Go: runEngine (engine.go) connects engine/worker, which
//     answers the worker protocol, to JavaScript.
//   - On the page, there is a document: runPage (page.go) wires web/
//     together.
//
// Package initialisation runs in both, so no package linked here may touch
// the DOM before runPage starts (a worker has no document). Each instance
// has its own memory; the page's grew by 0.5 MiB (to 6.5 MiB) and the
// worker's by 1.2 MiB (to 33 MiB, most of it the hash table) for carrying
// the other's code and data.
package main

import "syscall/js"

func main() {
	switch {
	case js.Global().Get("xiangqiEngine").Type() == js.TypeObject:
		runEngine()
	case js.Global().Get("document").Type() == js.TypeObject:
		runPage()
	default:
		// Neither the page nor worker.js started this program: there is no
		// one to report to but the console.
		println("xiangqi.wasm: started neither on a page (no document) nor by worker.js (no self.xiangqiEngine); nothing to do")
	}
}
