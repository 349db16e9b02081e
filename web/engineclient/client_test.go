package engineclient

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"xiangqi/engine/wire"
)

// fakeWorker records what the client posts to one worker.
type fakeWorker struct {
	posted []string
	closed bool
}

func (w *fakeWorker) Post(msg string) { w.posted = append(w.posted, msg) }
func (w *fakeWorker) Close()          { w.closed = true }

// types returns the type of each posted message, with the id of go messages.
func (w *fakeWorker) types() string {
	var out []string
	for _, p := range w.posted {
		var m struct {
			Type string `json:"type"`
			ID   int    `json:"id"`
		}
		if err := json.Unmarshal([]byte(p), &m); err != nil {
			out = append(out, "bad:"+p)
			continue
		}
		if m.Type == "go" {
			out = append(out, fmt.Sprintf("go#%d", m.ID))
			continue
		}
		out = append(out, m.Type)
	}
	return strings.Join(out, " ")
}

type rig struct {
	c       *Client
	workers []*fakeWorker
	now     time.Time
}

func newRig() *rig {
	r := &rig{now: time.Unix(1000, 0)}
	r.c = New(func() Transport {
		w := &fakeWorker{}
		r.workers = append(r.workers, w)
		return w
	}, func() time.Time { return r.now })
	r.c.Start()
	return r
}

func (r *rig) worker() *fakeWorker { return r.workers[len(r.workers)-1] }

func (r *rig) receive(t *testing.T, msg string) (wire.Reply, bool) {
	t.Helper()
	m, _, ok := r.c.Receive(msg)
	return m, ok
}

// moveOf returns a bestmove's move, or "" for another message.
func moveOf(m wire.Reply) string {
	b, _ := m.(wire.BestMove)
	return b.Move
}

func TestQueuesUntilReady(t *testing.T) {
	r := newRig()
	r.c.SetPosition("", []string{"h2e2"})
	id := r.c.Go(wire.Go{Level: 3})
	if got := r.worker().types(); got != "" {
		t.Fatalf("posted before ready: %s", got)
	}
	if _, ok := r.receive(t, `{"type":"ready","version":"v1"}`); !ok {
		t.Fatal("ready was not passed on")
	}
	if got, want := r.worker().types(), fmt.Sprintf("position go#%d", id); got != want {
		t.Errorf("after ready posted %q, want %q", got, want)
	}
	if r.c.Version != "v1" {
		t.Errorf("version = %q", r.c.Version)
	}
	if !strings.Contains(r.worker().posted[0], `"moves":["h2e2"]`) || !strings.Contains(r.worker().posted[1], `"level":3`) {
		t.Errorf("messages lost their fields: %q", r.worker().posted)
	}
}

func TestAnswerOfTheSearch(t *testing.T) {
	r := newRig()
	r.receive(t, `{"type":"ready"}`)
	r.c.SetPosition("", nil)
	id := r.c.Go(wire.Go{Level: 1})
	if !r.c.Thinking() {
		t.Fatal("not thinking after go")
	}
	if _, ok := r.receive(t, fmt.Sprintf(`{"type":"info","id":%d,"depth":3,"score":20,"pv":["h2e2"]}`, id)); !ok {
		t.Error("info of the current search was dropped")
	}
	m, ok := r.receive(t, fmt.Sprintf(`{"type":"bestmove","id":%d,"move":"h2e2"}`, id))
	if !ok || moveOf(m) != "h2e2" {
		t.Fatalf("bestmove = %+v %v", m, ok)
	}
	if r.c.Thinking() {
		t.Error("still thinking after the answer")
	}
}

func TestCancelHoldsTheNextSearch(t *testing.T) {
	r := newRig()
	r.receive(t, `{"type":"ready"}`)
	r.c.SetPosition("", nil)
	first := r.c.Go(wire.Go{Level: 5})
	r.c.Cancel()
	r.c.SetPosition("", []string{"h2e2"})
	second := r.c.Go(wire.Go{Level: 5})
	if got, want := r.worker().types(), fmt.Sprintf("position go#%d stop", first); got != want {
		t.Fatalf("while the old search runs posted %q, want %q", got, want)
	}
	if _, ok := r.receive(t, fmt.Sprintf(`{"type":"info","id":%d,"depth":9}`, first)); ok {
		t.Error("info of an abandoned search was passed on")
	}
	if _, ok := r.receive(t, fmt.Sprintf(`{"type":"bestmove","id":%d,"move":"b2e2"}`, first)); ok {
		t.Error("answer of an abandoned search was passed on")
	}
	if got, want := r.worker().types(), fmt.Sprintf("position go#%d stop position go#%d", first, second); got != want {
		t.Errorf("after the old answer posted %q, want %q", got, want)
	}
	if m, ok := r.receive(t, fmt.Sprintf(`{"type":"bestmove","id":%d,"move":"h9g7"}`, second)); !ok || moveOf(m) != "h9g7" {
		t.Errorf("answer of the new search: %+v %v", m, ok)
	}
}

func TestCancelBeforeReadyDropsTheSearch(t *testing.T) {
	r := newRig()
	r.c.SetPosition("", nil)
	r.c.Go(wire.Go{Level: 1})
	r.c.Cancel()
	r.receive(t, `{"type":"ready"}`)
	if got := r.worker().types(); got != "position" {
		t.Errorf("posted %q, want only the position", got)
	}
}

func TestStopOnlyWhileSearching(t *testing.T) {
	r := newRig()
	r.receive(t, `{"type":"ready"}`)
	r.c.Stop()
	if got := r.worker().types(); got != "" {
		t.Errorf("stop with no search posted %q", got)
	}
	id := r.c.Go(wire.Go{Level: 1})
	r.c.Stop()
	if got, want := r.worker().types(), fmt.Sprintf("go#%d stop", id); got != want {
		t.Errorf("posted %q, want %q", got, want)
	}
	if !r.c.Thinking() {
		t.Error("move now abandoned the search; its answer is still wanted")
	}
}

func TestCrashResendsTheGame(t *testing.T) {
	tests := []struct {
		name  string
		crash func(r *rig)
	}{
		{"worker error event", func(r *rig) { r.c.Crashed("worker error") }},
		{"fatal error message", func(r *rig) {
			r.c.Receive(`{"type":"error","message":"out of memory","fatal":true}`)
		}},
		{"silence", func(r *rig) {
			r.now = r.now.Add(SilenceLimit + time.Second)
			if !r.c.Check() {
				panic("Check did not restart a silent worker")
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig()
			r.receive(t, `{"type":"ready"}`)
			r.c.SetOption("Hash", "32")
			r.c.SetPosition("", []string{"h2e2", "h9g7"})
			id := r.c.Go(wire.Go{Level: 4})
			old := r.worker()
			tc.crash(r)
			if len(r.workers) != 2 || !old.closed {
				t.Fatalf("workers = %d, old closed = %v; want a second worker and the first closed", len(r.workers), old.closed)
			}
			if got := r.worker().types(); got != "" {
				t.Fatalf("posted to the new worker before ready: %s", got)
			}
			r.receive(t, `{"type":"ready"}`)
			if got, want := r.worker().types(), fmt.Sprintf("setoption position go#%d", id); got != want {
				t.Errorf("new worker got %q, want %q", got, want)
			}
			if !strings.Contains(r.worker().posted[1], `["h2e2","h9g7"]`) {
				t.Errorf("position lost its moves: %s", r.worker().posted[1])
			}
			if m, ok := r.receive(t, fmt.Sprintf(`{"type":"bestmove","id":%d,"move":"b0c2"}`, id)); !ok || moveOf(m) != "b0c2" {
				t.Errorf("answer after the restart: %+v %v", m, ok)
			}
		})
	}
}

func TestGivesUpAfterRepeatedCrashes(t *testing.T) {
	r := newRig()
	for i := 0; i < MaxRestarts; i++ {
		r.c.Crashed("boom")
		r.now = r.now.Add(time.Second)
		if r.c.Dead() {
			t.Fatalf("dead after %d crashes", i+1)
		}
	}
	r.c.Crashed("boom")
	if !r.c.Dead() {
		t.Fatal("still restarting after too many crashes")
	}
	if len(r.workers) != MaxRestarts+1 {
		t.Errorf("started %d workers, want %d", len(r.workers), MaxRestarts+1)
	}
	// Crashes spread over time are forgiven.
	r2 := newRig()
	for i := 0; i < 2*MaxRestarts; i++ {
		r2.c.Crashed("boom")
		r2.now = r2.now.Add(RestartWindow)
	}
	if r2.c.Dead() {
		t.Error("gave up on crashes far apart")
	}
}

func TestSilentNewWorkerIsRestarted(t *testing.T) {
	r := newRig()
	r.now = r.now.Add(ReadyLimit / 2)
	if r.c.Check() {
		t.Fatal("restarted a worker still within its time to load")
	}
	r.now = r.now.Add(ReadyLimit)
	if !r.c.Check() || len(r.workers) != 2 {
		t.Fatal("a worker that never became ready was not restarted")
	}
}

func TestIdleWorkerMayBeSilent(t *testing.T) {
	r := newRig()
	r.receive(t, `{"type":"ready"}`)
	r.now = r.now.Add(10 * SilenceLimit)
	if r.c.Check() {
		t.Error("restarted a ready worker that had nothing to do")
	}
	id := r.c.Go(wire.Go{Level: 9})
	r.now = r.now.Add(SilenceLimit - time.Second)
	r.receive(t, fmt.Sprintf(`{"type":"info","id":%d,"depth":12}`, id))
	r.now = r.now.Add(SilenceLimit - time.Second)
	if r.c.Check() {
		t.Error("restarted a search that keeps reporting")
	}
}

func TestRefusedSearchFreesTheWorker(t *testing.T) {
	r := newRig()
	r.receive(t, `{"type":"ready"}`)
	id := r.c.Go(wire.Go{Level: 1})
	m, ok := r.receive(t, fmt.Sprintf(`{"type":"error","id":%d,"message":"go: bad level"}`, id))
	if e, _ := m.(wire.Error); !ok || e.Message != "go: bad level" {
		t.Fatalf("error = %+v %v", m, ok)
	}
	if r.c.Thinking() {
		t.Error("still waiting after the search was refused")
	}
	next := r.c.Go(wire.Go{Level: 2})
	if got, want := r.worker().types(), fmt.Sprintf("go#%d go#%d", id, next); got != want {
		t.Errorf("posted %q, want %q", got, want)
	}
}

// TestReceiveRejectsBadMessages checks that a malformed message reaches the
// page as an error that says what is wrong (engine/wire checks the fields).
func TestReceiveRejectsBadMessages(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"not JSON", `{"type":`, "not JSON"},
		{"unknown type", `{"type":"hello"}`, `unknown message type "hello"`},
		{"wrong field type", `{"type":"info","depth":"deep"}`, `field "depth"`},
		{"fractional id", `{"type":"bestmove","id":1.5}`, `field "id"`},
		{"pv not strings", `{"type":"info","pv":[1,2]}`, `field "pv"`},
		{"not an object", `["ready"]`, "must be a JSON object"},
		{"too long", `{"type":"info","pv":["` + strings.Repeat("a", wire.MaxMessageBytes) + `"]}`, "too long"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig()
			m, id, ok := r.c.Receive(tc.data)
			e, isError := m.(wire.Error)
			if !ok || !isError || id != 0 || !strings.Contains(e.Message, tc.want) || !strings.HasPrefix(e.Message, "engine message") {
				t.Errorf("Receive gave %+v, %d, %v; want an error message for the page mentioning %q", m, id, ok, tc.want)
			}
		})
	}
}

// TestReceiveNamesTheSearch checks that replies come with the number of the
// page's search they answer, and that a reply without an id names none.
func TestReceiveNamesTheSearch(t *testing.T) {
	r := newRig()
	r.receive(t, `{"type":"ready"}`)
	hint := r.c.Go(wire.Go{MovetimeMs: 100})
	if _, id, ok := r.c.Receive(fmt.Sprintf(`{"type":"info","id":%d,"depth":1}`, hint)); !ok || id != hint {
		t.Errorf("info of search %d: id %d, passed on %v", hint, id, ok)
	}
	if _, id, ok := r.c.Receive(`{"type":"info","depth":1}`); ok || id != 0 {
		t.Errorf("info without an id: id %d, passed on %v", id, ok)
	}
	if m, id, ok := r.c.Receive(fmt.Sprintf(`{"type":"bestmove","id":%d,"move":"h2e2"}`, hint)); !ok || id != hint || moveOf(m) != "h2e2" {
		t.Errorf("answer of search %d: %+v, id %d, passed on %v", hint, m, id, ok)
	}
	if got := r.worker().posted[0]; got != fmt.Sprintf(`{"type":"go","id":%d,"movetimeMs":100}`, hint) {
		t.Errorf("posted %s", got)
	}
}
