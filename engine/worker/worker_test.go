package worker

import (
	"encoding/json"
	"errors"
	"io/fs"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	egtbfiles "xiangqi/assets/egtb"
	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// fakeHost is the JavaScript side as a test sees it: posts go to a channel,
// a turn of the event loop is a Gosched, and files come from the shipped
// tables on a goroutine of their own, as a fetch's promise would resolve.
type fakeHost struct {
	posts chan map[string]any
	files fs.FS // nil: every fetch fails
	hold  chan struct{}

	mu      sync.Mutex
	fetched []string
	yields  int
}

func newFakeHost(files fs.FS) *fakeHost {
	return &fakeHost{posts: make(chan map[string]any, 1000), files: files}
}

func (h *fakeHost) Post(msg []byte) {
	var m map[string]any
	if err := json.Unmarshal(msg, &m); err != nil {
		panic("worker posted text that is not JSON: " + string(msg))
	}
	h.posts <- m
}

func (h *fakeHost) Yield() {
	h.mu.Lock()
	h.yields++
	h.mu.Unlock()
	runtime.Gosched()
}

func (h *fakeHost) Fetch(name string, done func([]byte, error)) {
	h.mu.Lock()
	h.fetched = append(h.fetched, name)
	h.mu.Unlock()
	go func() {
		if h.hold != nil {
			<-h.hold
		}
		if h.files == nil {
			done(nil, errors.New("offline"))
			return
		}
		done(fs.ReadFile(h.files, name))
	}()
}

func (h *fakeHost) fetches() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.fetched)
}

// next returns the next message of one of the types, skipping infos.
func (h *fakeHost) next(t *testing.T, types ...string) map[string]any {
	t.Helper()
	timeout := time.After(60 * time.Second)
	for {
		select {
		case m := <-h.posts:
			if slices.Contains(types, m["type"].(string)) {
				return m
			}
			if m["type"] != "info" {
				t.Fatalf("got %v, want one of %v", m, types)
			}
		case <-timeout:
			t.Fatalf("no %v message within a minute", types)
		}
	}
}

// start runs a worker without a warm-up, as the tests want it quick.
func start(t *testing.T, h *fakeHost) *Worker {
	t.Helper()
	opts := DefaultOptions()
	opts.Engine.HashMB = 4
	opts.WarmUp = false
	w := New(h, opts)
	go w.Run()
	if m := h.next(t, "ready"); m["version"] == "" {
		t.Fatalf("ready without a version: %v", m)
	}
	return w
}

func (w *Worker) send(msg string) { w.Receive([]byte(msg)) }

func TestPositionAndGo(t *testing.T) {
	h := newFakeHost(egtbfiles.Files)
	w := start(t, h)
	w.send(`{"type":"position","moves":["h2e2"]}`)
	w.send(`{"type":"go","id":4,"depth":3}`)
	best := h.next(t, "bestmove")
	p := position.NewStart()
	p.MakeMove(mustMove(t, "h2e2"))
	if m, err := position.ParseMove(best["move"].(string)); err != nil || !p.IsLegal(m) || best["id"] != 4.0 {
		t.Errorf("bestmove %v is not a legal answer to go 4", best)
	}
	if got := h.fetches(); len(got) != 0 {
		t.Errorf("the opening fetched tables: %v", got)
	}
	w.send(`{"type":"nope"}`)
	if m := h.next(t, "error"); m["message"] == "" {
		t.Errorf("error without a message: %v", m)
	}
}

// TestEndgameTablesBeforeTheSearch: the root is an ending the tables hold,
// so the worker fetches them before the search, which then mates in the
// table's distance (found at depth 4 only through the table).
func TestEndgameTablesBeforeTheSearch(t *testing.T) {
	h := newFakeHost(egtbfiles.Files)
	w := start(t, h)
	w.send(`{"type":"position","fen":"3akab2/9/9/9/9/9/9/9/9/3K4R w - - 0 1"}`)
	w.send(`{"type":"go","id":21,"depth":4}`)
	best := h.next(t, "bestmove")
	if best["mate"] != 10.0 {
		t.Errorf("bestmove %v, want mate 10 from the table", best)
	}
	m, _ := egtb.ParseMaterial("KRkaab")
	want := egtb.FilesFor(m)
	if got := h.fetches(); !slices.Equal(got, want) {
		t.Errorf("fetched %v, want the files the ending can reach %v", got, want)
	}
	// Loaded once: a second search fetches nothing.
	w.send(`{"type":"go","id":22,"depth":4}`)
	if best := h.next(t, "bestmove"); best["mate"] != 10.0 {
		t.Errorf("second search: %v, want mate 10", best)
	}
	if got := h.fetches(); len(got) != len(want) {
		t.Errorf("the second search fetched again: %v", got[len(want):])
	}
}

// TestTablesWantedDuringTheSearch: from a position too far from any ending to
// fetch ahead, the search's captures reach endings whose tables it lacks;
// they are sent for while it yields, and are loaded afterwards.
func TestTablesWantedDuringTheSearch(t *testing.T) {
	h := newFakeHost(egtbfiles.Files)
	w := start(t, h)
	// Rook and two pawns against rook and pawn: five attackers.
	w.send(`{"type":"position","fen":"4k4/9/4r4/p8/9/9/2P1P4/9/4R4/3K5 w - - 0 1"}`)
	w.send(`{"type":"go","id":1,"movetimeMs":1500}`)
	h.next(t, "bestmove")
	wanted := h.fetches()
	if len(wanted) == 0 {
		t.Fatal("the search reached no table it lacked; pick a position nearer an ending")
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(w.tables.lib.Missing(wanted)) > 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if missing := w.tables.lib.Missing(wanted); len(missing) > 0 {
		t.Errorf("fetched but not loaded: %v", missing)
	}
	for _, name := range wanted {
		if n := countOf(h.fetches(), name); n != 1 {
			t.Errorf("%s fetched %d times", name, n)
		}
	}
}

func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// TestStopWhileWaitingForTables: a stop reaches a search still waiting for
// its tables, which answers at once with a legal move.
func TestStopWhileWaitingForTables(t *testing.T) {
	h := newFakeHost(egtbfiles.Files)
	h.hold = make(chan struct{}) // the network never answers
	defer close(h.hold)
	w := start(t, h)
	w.send(`{"type":"position","fen":"3akab2/9/9/9/9/9/9/9/9/3K4R w - - 0 1"}`)
	w.send(`{"type":"go","id":3,"infinite":true}`)
	for len(h.fetches()) == 0 {
		time.Sleep(time.Millisecond)
	}
	stopped := time.Now()
	w.send(`{"type":"stop"}`)
	best := h.next(t, "bestmove")
	if d := time.Since(stopped); d > 2*time.Second {
		t.Errorf("stop took %v while waiting for tables", d)
	}
	p, _ := position.ParseFEN("3akab2/9/9/9/9/9/9/9/9/3K4R w - - 0 1")
	if m, err := position.ParseMove(best["move"].(string)); err != nil || !p.IsLegal(m) {
		t.Errorf("bestmove %v is not legal", best)
	}
}

// TestTablesThatCannotBeFetched: without the files (the single-file build)
// the engine plays on, and does not ask again.
func TestTablesThatCannotBeFetched(t *testing.T) {
	h := newFakeHost(nil)
	w := start(t, h)
	w.send(`{"type":"position","fen":"3akab2/9/9/9/9/9/9/9/9/3K4R w - - 0 1"}`)
	w.send(`{"type":"go","id":5,"depth":4}`)
	if best := h.next(t, "bestmove"); best["move"] == nil || best["mate"] == 10.0 {
		t.Errorf("without tables: %v", best)
	}
	first := len(h.fetches())
	w.send(`{"type":"go","id":6,"depth":4}`)
	h.next(t, "bestmove")
	if got := h.fetches(); len(got) != first || first == 0 {
		t.Errorf("fetched %d files, then %d more after they failed", first, len(got)-first)
	}
}

// TestWarmUpAndTurns: the warm-up runs before the first message and gives
// way to it, and every search stretch ends in a turn of the event loop.
func TestWarmUpAndTurns(t *testing.T) {
	h := newFakeHost(egtbfiles.Files)
	opts := DefaultOptions()
	opts.Engine.HashMB = 4
	w := New(h, opts)
	w.send(`{"type":"go","id":1,"movetimeMs":300,"ownBook":false}`)
	go w.Run()
	h.next(t, "ready")
	best := h.next(t, "bestmove")
	if best["id"] != 1.0 || best["book"] == true {
		t.Fatalf("bestmove %v, want a searched answer to go 1", best)
	}
	s := w.Stats()
	gaps := 0
	for _, n := range s.Gaps {
		gaps += n
	}
	// 300 ms of search yields at most every search.YieldInterval, and at
	// least once (how often in between depends on the machine's load: 2048
	// nodes between looks at the clock take longer on a loaded one, so the
	// count is not asserted more closely).
	if s.Yields < 1 || s.Yields > int(300*time.Millisecond/search.YieldInterval)+2 || gaps != s.Yields || s.MaxGap <= 0 {
		t.Errorf("stats %+v after a 300 ms search", s)
	}
	h.mu.Lock()
	yields := h.yields
	h.mu.Unlock()
	if yields != s.Yields {
		t.Errorf("host saw %d turns, stats say %d", yields, s.Yields)
	}
}

func mustMove(t *testing.T, text string) position.Move {
	t.Helper()
	m, err := position.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
