// Package api is the engine's HTTP API, served by the Cloudflare Worker in
// wasm/edge and usable by any Go server: it is plain Go, with no syscall/js.
//
//	POST /api/move    {"fen": "...", "moves": ["h2e2", ...], "level": 1-15, "movetimeMs": 50-2000, "book": true}
//	                  -> {"move": "h9g7", "fromBook": true, "score": 0, "mate": 0, "depth": 0, "nodes": 0,
//	                      "pv": ["h9g7"], "level": 8, "movetimeMs": 1500,
//	                      "status": {"result": "ongoing", ...}, "statusAfter": {...}, "opening": {"zh": ..., "en": ...}}
//	GET  /api/health  -> {"ok": true, "version": "..."}
//
// Every field of a move request is optional; a game that is already over is
// answered with its status and an empty move. Requests are checked strictly
// (body size, Content-Type, unknown fields, types, FEN, the legality of each
// move, ranges) and every error is {"error": "what is wrong"} with status
// 400, 404, 405, 413, 415, 500 or 503. Every answer allows any origin (CORS),
// and OPTIONS preflights are answered.
//
// The search goes through engine/protocol's Session, the one engine API of
// the Web Worker and the UCI front end, called synchronously.
//
// Files:
//   - options.go: Options, DefaultOptions, EdgeOptions
//   - handler.go: Handler, routing, CORS, JSON and error writing
//   - request.go: MoveRequest and its checks (ranges, FEN, legal moves)
//   - decode.go: reading the body: Content-Type, size, strict JSON
//   - move.go: MoveResponse and the search behind it
//   - pool.go: the engine sessions lent to requests, and the book
package api
