// Package engineclient is the page's side of the worker protocol
// (engine/wire, which defines the messages): it starts the engine worker,
// queues messages until the worker says it is ready, keeps one search at a
// time, and restarts a worker that crashes or hangs, sending it the position
// again so no game is lost.
//
// It is plain Go: the worker is behind the Transport interface (a Web Worker
// in the browser, a fake in tests) and time comes from a clock function.
package engineclient

import (
	"time"

	"xiangqi/engine/wire"
)

// Transport carries the protocol's JSON text to one worker.
type Transport interface {
	// Post sends one message.
	Post(msg string)
	// Close terminates the worker; its later messages must not arrive.
	Close()
}

// Dialer starts a new worker. Its messages must be handed to Client.Receive
// and its failure (the Worker's error event) to Client.Crashed.
type Dialer func() Transport

// Limits on recovery.
const (
	// MaxRestarts within RestartWindow before the client gives up: a worker
	// that cannot even load would otherwise restart for ever.
	MaxRestarts   = 3
	RestartWindow = 2 * time.Minute
	// SilenceLimit is how long a searching worker may stay silent before it
	// is presumed hung and restarted. A search reports every finished depth,
	// and the slowest level thinks for a few seconds, so a long silence
	// means a stuck worker.
	SilenceLimit = 12 * time.Second
	// ReadyLimit is how long a new worker may take to say it is ready (it
	// downloads and compiles the engine first).
	ReadyLimit = 45 * time.Second
)

// Client talks to the engine worker.
type Client struct {
	dial Dialer
	now  func() time.Time

	t     Transport
	ready bool
	// queue holds messages written before the worker was ready.
	queue []outgoing
	// held holds messages written while the worker finishes a search the
	// page no longer wants: a worker runs one search at a time.
	held []outgoing

	position outgoing   // the last position message, re-sent after a restart
	options  []outgoing // setoption messages, re-sent after a restart

	busyID int // id of the search the worker is running, 0 if none
	// busyEndless: that search runs until stopped (analysis), so a long
	// silence while it deepens is no sign of a hung worker.
	busyEndless bool
	wantID      int      // id of the search whose answer the page waits for
	wantGo      outgoing // its go message, re-sent after a restart
	wantEndless bool     // it is an endless (infinite) search
	nextID      int
	lastHeard   time.Time
	dialed      time.Time

	restarts []time.Time
	dead     bool
	// wasReady: some worker of this client has said it is ready, so a
	// restart replaces an engine the page was using, not one that never
	// came up.
	wasReady bool

	// Version is the worker's version string, once ready.
	Version string
}

// outgoing is a message written for the worker; search is the id of the
// search a go message starts (0 for other messages).
type outgoing struct {
	text   string
	search int
}

func message(r wire.Request) outgoing { return outgoing{text: r.Encode()} }

// New returns a client; Start launches the worker.
func New(dial Dialer, now func() time.Time) *Client {
	return &Client{dial: dial, now: now}
}

// Start launches the worker if it is not running.
func (c *Client) Start() {
	if c.t == nil && !c.dead {
		c.t = c.dial()
		c.dialed = c.now()
		c.lastHeard = c.dialed
	}
}

// Started reports whether a worker has been started.
func (c *Client) Started() bool { return c.t != nil }

// Ready reports whether the worker has said it is ready.
func (c *Client) Ready() bool { return c.ready }

// WasReady reports whether any worker of this client has been ready.
func (c *Client) WasReady() bool { return c.wasReady }

// Dead reports whether the client gave up after too many crashes.
func (c *Client) Dead() bool { return c.dead }

// Thinking reports whether the page is waiting for the answer to a search.
func (c *Client) Thinking() bool { return c.wantID != 0 }

// Pending returns the id of the search the page waits for, or 0.
func (c *Client) Pending() int { return c.wantID }

// post sends a message now, or queues it until the worker is ready or done
// with an abandoned search.
func (c *Client) post(msg outgoing) {
	switch {
	case c.t == nil || !c.ready:
		c.queue = append(c.queue, msg)
	case c.busyID != 0:
		c.held = append(c.held, msg)
	default:
		c.t.Post(msg.text)
	}
}

// SetPosition tells the worker the game: the FEN it started from ("" for the
// standard opening) and the ICCS moves since.
func (c *Client) SetPosition(fen string, moves []string) {
	c.position = message(wire.Position{FEN: fen, Moves: moves})
	c.post(c.position)
}

// SetOption sets an engine option; it is remembered and set again on a new
// worker.
func (c *Client) SetOption(name, value string) {
	msg := message(wire.SetOption{Name: name, Value: value})
	c.options = append(c.options, msg)
	c.post(msg)
}

// NewGame clears the engine's tables.
func (c *Client) NewGame() { c.post(message(wire.NewGame{})) }

// Go starts a search of the last position and returns its id (from 1; the
// client sets g.ID); the answer is the bestmove with that id. A search the
// page still waited for is abandoned first.
func (c *Client) Go(g wire.Go) int {
	c.Cancel()
	c.nextID++
	id := c.nextID
	c.wantID = id
	g.ID = wire.IDOf(int64(id))
	c.wantGo = outgoing{text: g.Encode(), search: id}
	c.wantEndless = g.Infinite
	if c.t != nil && c.ready && c.busyID == 0 {
		c.t.Post(c.wantGo.text)
		c.busyID, c.busyEndless = id, g.Infinite
		c.lastHeard = c.now()
		return id
	}
	c.post(c.wantGo)
	return id
}

// Stop asks the worker to answer the current search at once ("move now").
func (c *Client) Stop() {
	if c.busyID != 0 && c.t != nil {
		c.t.Post(wire.Stop{}.Encode())
	}
}

// Cancel abandons the search the page waits for: the worker is told to stop
// and its answer will be ignored. Messages written meanwhile wait for it.
func (c *Client) Cancel() {
	if c.wantID == 0 {
		return
	}
	c.wantID, c.wantGo = 0, outgoing{}
	if c.busyID != 0 {
		c.Stop()
		return
	}
	// Not yet sent: drop it from the queues.
	c.queue = dropGo(c.queue)
	c.held = dropGo(c.held)
}

// dropGo removes go messages from a queue.
func dropGo(queue []outgoing) []outgoing {
	out := queue[:0]
	for _, m := range queue {
		if m.search == 0 {
			out = append(out, m)
		}
	}
	return out
}

// searchID returns the page's number of the search a reply's id names: 0
// for no id, which the page's searches (numbered from 1) never have.
func searchID(id wire.ID) int {
	if !id.Set || id.Value < 1 {
		return 0
	}
	return int(id.Value)
}

// Receive handles one message from the worker and returns it decoded, with
// the id of the page's search it answers (0 for none). It returns false for
// messages the page must ignore: the answers and info of searches the page
// has abandoned. A malformed message comes back as a wire.Error saying what
// is wrong with it.
func (c *Client) Receive(data string) (wire.Reply, int, bool) {
	r, err := wire.DecodeReply(data)
	if err != nil {
		return wire.Error{Message: "engine message: " + err.Error()}, 0, true
	}
	c.lastHeard = c.now()
	switch m := r.(type) {
	case wire.Ready:
		c.ready, c.wasReady = true, true
		c.Version = m.Version
		queue := c.queue
		c.queue = nil
		c.flush(queue)
		return m, 0, true
	case wire.BestMove:
		id := searchID(m.ID)
		if id != 0 && id == c.busyID {
			c.searchEnded()
		}
		if id != c.wantID || id == 0 {
			return m, id, false
		}
		c.wantID, c.wantGo = 0, outgoing{}
		return m, id, true
	case wire.Info:
		id := searchID(m.ID)
		return m, id, id == c.wantID && id != 0
	case wire.Error:
		id := searchID(m.ID)
		relevant := id == 0 || id == c.wantID
		if m.Fatal {
			c.Crashed(m.Message)
			return m, id, true
		}
		// A refused go gets an error and no bestmove; the page stops
		// waiting, and the worker is taken to be free again.
		if id != 0 && id == c.busyID {
			c.searchEnded()
		}
		if id != 0 && id == c.wantID {
			c.wantID, c.wantGo = 0, outgoing{}
		}
		return m, id, relevant
	}
	return r, 0, true
}

// searchEnded marks the worker free and sends what waited for it.
func (c *Client) searchEnded() {
	c.busyID = 0
	held := c.held
	c.held = nil
	c.flush(held)
}

// flush sends the messages of a queue in order; once one of them starts a
// search, the rest are held until its answer.
func (c *Client) flush(queue []outgoing) {
	for i, msg := range queue {
		if c.busyID != 0 {
			c.held = append(c.held, queue[i:]...)
			return
		}
		c.t.Post(msg.text)
		if c.wantID != 0 && msg.search == c.wantID {
			c.busyID, c.busyEndless = c.wantID, c.wantEndless
			c.lastHeard = c.now()
		}
	}
}

// Crashed replaces a worker that failed: the new one gets the options, the
// last position and the search the page still waits for. After MaxRestarts
// within RestartWindow the client gives up (Dead).
func (c *Client) Crashed(reason string) {
	if c.t != nil {
		c.t.Close()
		c.t = nil
	}
	c.ready = false
	c.busyID = 0
	c.held = nil
	now := c.now()
	recent := c.restarts[:0]
	for _, t := range c.restarts {
		if now.Sub(t) < RestartWindow {
			recent = append(recent, t)
		}
	}
	c.restarts = append(recent, now)
	if len(c.restarts) > MaxRestarts {
		c.dead = true
		c.wantID, c.wantGo = 0, outgoing{}
		c.queue = nil
		return
	}
	c.queue = c.queue[:0]
	c.queue = append(c.queue, c.options...)
	if c.position.text != "" {
		c.queue = append(c.queue, c.position)
	}
	if c.wantGo.text != "" {
		c.queue = append(c.queue, c.wantGo)
	}
	c.Start()
}

// Check restarts a worker that has been silent too long while it should
// speak: not ready long after starting, or busy with a search and saying
// nothing. Call it every second or so; it reports whether it restarted.
func (c *Client) Check() bool {
	if c.t == nil || c.dead {
		return false
	}
	now := c.now()
	if (!c.ready && now.Sub(c.dialed) > ReadyLimit) || (c.busyID != 0 && !c.busyEndless && now.Sub(c.lastHeard) > SilenceLimit) {
		c.Crashed("the engine stopped answering")
		return true
	}
	return false
}
