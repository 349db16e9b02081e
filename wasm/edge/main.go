//go:build js && wasm

// Command edge is the Cloudflare Worker: the move API of package api, served
// with github.com/syumai/workers. The same deployment serves the built site
// (dist/) as Workers static assets; only /api/* reaches this program (see
// wrangler.toml). Build it with `./build.sh edge`; README.md says how to run
// and deploy it.
//
// Cloudflare starts the Go runtime afresh for every request (the JavaScript
// shim instantiates the module per fetch), so nothing here may be slow to
// set up: the handler makes its engine and hash table on the first move
// request and the book loads only when a search consults it.
package main

import (
	"github.com/syumai/workers"

	"xiangqi/wasm/edge/api"
)

func main() {
	workers.Serve(api.New(api.EdgeOptions()))
}
