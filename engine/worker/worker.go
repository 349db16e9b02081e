// Package worker is the engine's side of the page's Web Worker, in plain Go
// so that it is tested natively: it answers the worker protocol
// (engine/wire's messages, through engine/protocol's JSON codec) on one
// protocol.Session, gives the worker's event loop a turn whenever the
// search yields, loads the endgame tables outside the search, and warms the
// engine up. The WebAssembly main (wasm/app) only connects it to JavaScript
// through Host.
//
// Files: worker.go (Host, Options, Worker and its message loop), queue.go
// (the inbox), yield.go (turns of the event loop and their statistics),
// tables.go (endgame tables fetched by the host), warmup.go.
package worker

import (
	"xiangqi/engine/egtb"
	"xiangqi/engine/protocol"
	"xiangqi/engine/search"
)

// Host is what the worker needs from the JavaScript around it.
type Host interface {
	// Post sends one JSON message to the page.
	Post(msg []byte)
	// Yield returns once the worker's event loop has had a turn, so that
	// messages (a stop) and fetched files reach Go during a search.
	Yield()
	// Fetch starts fetching a file that lies beside the worker (an endgame
	// table, "egtb/<name>") and returns at once; done is called once, later
	// and from any goroutine, with the file's bytes or an error.
	Fetch(name string, done func(data []byte, err error))
}

// Options configure a Worker.
type Options struct {
	// Engine configures the search; its Yield and Tables are set by the
	// worker. Start from search.DefaultOptions.
	Engine search.Options
	// Book answers positions from the opening book (nil: none); the worker
	// turns the OwnBook option on when it has one.
	Book protocol.BookFunc
	// Tables lists the endgame-table files the host can fetch
	// (egtb.ShippedFiles); nil means none.
	Tables []string
	// WarmUp searches once before the first message is handled (see
	// warmUp); tests switch it off.
	WarmUp bool
}

// DefaultOptions are the site's: the search's defaults, the shipped tables
// and a warm-up. The book is the caller's to give.
func DefaultOptions() Options {
	return Options{Engine: search.DefaultOptions(), Tables: egtb.ShippedFiles(), WarmUp: true}
}

// Worker runs the engine for one Web Worker. Receive may be called from any
// goroutine (a JavaScript callback); everything else happens on the goroutine
// that calls Run and on the session's search goroutine.
type Worker struct {
	host    Host
	opts    Options
	inbox   *queue
	turns   *turns
	tables  *tableLoader
	session *protocol.Session
}

// New returns a worker for the host.
func New(host Host, opts Options) *Worker {
	w := &Worker{host: host, opts: opts, inbox: newQueue(), turns: newTurns(host)}
	w.tables = newTableLoader(host, opts.Tables)
	engineOpts := opts.Engine
	engineOpts.Yield = w.yield
	engineOpts.Tables = w.tables.lib
	w.session = protocol.NewSession(engineOpts)
	w.session.SetPrepare(w.tables.prepare)
	if opts.Book != nil {
		w.session.SetBook(opts.Book)
		if err := w.session.SetOption(protocol.OptionOwnBook, "true"); err != nil {
			panic(err) // the option's name is the protocol's own constant
		}
	}
	return w
}

// Receive queues one message from the page (JSON text). It never blocks, so
// a JavaScript callback can call it and return at once.
func (w *Worker) Receive(msg []byte) { w.inbox.push(msg) }

// Run posts the ready message, warms up, and then handles the messages in
// the order they came, forever.
func (w *Worker) Run() {
	w.host.Post(protocol.ReadyMessage(protocol.VersionString()))
	if w.opts.WarmUp {
		w.warmUp()
	}
	w.turns.busy()
	for {
		w.handle(w.inbox.pop())
	}
}

// handle answers one message.
func (w *Worker) handle(msg []byte) {
	w.session.HandleJSON(msg, w.host.Post)
	w.turns.busy()
}

// yield is the search's Options.Yield: the event loop gets its turn, and
// tables the search wanted are sent for.
func (w *Worker) yield() {
	w.turns.take()
	w.tables.fetchWanted()
}

// Stats returns the turns the search has given the event loop so far.
func (w *Worker) Stats() Stats { return w.turns.stats() }
