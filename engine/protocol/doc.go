// Package protocol is the one engine API behind both front ends of the
// engine: the native UCI text protocol of `xiangqi uci` and the JSON messages
// the browser's Web Worker exchanges with the page.
//
// A Session holds a search engine, the current position with the moves that
// led to it, and the options a front end may change (Hash, MultiPV, Level,
// OwnBook). Both codecs are thin: they parse and validate their input, call
// the Session, and format what it reports.
//
// Files:
//   - session.go: the Session, its search job and the book hook
//   - options.go: the options, their ranges and setoption
//   - request.go: GoRequest (what a front end asks a search for) and BestMove
//   - bench.go, perft.go: the fixed bench and perft divide
//   - uci.go, uci_go.go: the UCI text codec
//   - json.go: the worker's JSON codec, which maps the messages of
//     engine/wire (the worker protocol, defined and documented there) onto
//     the Session
//   - reports.go: the spacing of a search's info replies (go's reportMs)
//   - version.go: the version string both front ends announce
//   - hashmax_*.go, yield_*.go: what differs between native and wasm builds
//
// The search always runs on its own goroutine, so a front end keeps reading
// commands (stop, isready) while it thinks. In the browser the goroutine
// gives the JavaScript event loop a turn through search.Options.Yield, which
// the worker's main supplies.
package protocol
