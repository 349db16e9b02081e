package worker

import (
	"sync"
	"time"

	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// tableWait bounds how long a search of an ending waits for its tables to
// arrive before it starts without them.
const tableWait = 5 * time.Second

// tableLoader keeps the worker's endgame tables. The site serves them beside
// the worker (egtb/), and xiangqi.wasm does not carry them: most games never
// reach an ending. The search never waits for the network. Before a search
// of a position the tables can help (prepare), the worker fetches the
// tables it can reach, and when the position itself is an ending the tables
// hold, the search waits for them; during a search, tables it missed (a
// long line of captures into an ending) are fetched when it yields and help
// from the moment they arrive. Where the files are not there (the
// single-file build) a fetch fails and the engine plays on without that
// table.
type tableLoader struct {
	host Host
	lib  *egtb.Library

	mu       sync.Mutex
	inFlight map[string]chan struct{} // closed once the file is loaded or failed
}

func newTableLoader(host Host, files []string) *tableLoader {
	t := &tableLoader{host: host, lib: egtb.NewLibrary(), inFlight: map[string]chan struct{}{}}
	if err := t.lib.Expect(files); err != nil {
		panic(err) // the names come from egtb.ShippedFiles
	}
	return t
}

// fetch sends for a file unless it is loaded, given up or already on its
// way, and returns a channel closed when it has arrived or failed; nil when
// there is nothing to wait for.
func (t *tableLoader) fetch(name string) <-chan struct{} {
	t.mu.Lock()
	if ch, ok := t.inFlight[name]; ok {
		t.mu.Unlock()
		return ch
	}
	if len(t.lib.Missing([]string{name})) == 0 {
		t.mu.Unlock()
		return nil
	}
	ch := make(chan struct{})
	t.inFlight[name] = ch
	t.mu.Unlock()
	t.host.Fetch(name, func(data []byte, err error) {
		if err == nil {
			err = t.lib.Load(data)
		}
		if err != nil || len(t.lib.Missing([]string{name})) > 0 {
			t.lib.Drop(name) // not there, or not the table named: play on without it
		}
		t.mu.Lock()
		delete(t.inFlight, name)
		t.mu.Unlock()
		close(ch)
	})
	return ch
}

// fetchWanted sends for the tables the search has missed so far.
func (t *tableLoader) fetchWanted() {
	for _, name := range t.lib.Wanted() {
		t.fetch(name)
	}
}

// prepare is the session's PrepareFunc: it sends for the tables a position
// can reach when they may matter to its search, and waits for them when
// the root itself probes (see tableLoader).
func (t *tableLoader) prepare(p *position.Position, stop <-chan struct{}) {
	m := egtb.MaterialOf(p)
	attackers := m.Attackers(position.Red) + m.Attackers(position.Black)
	if attackers > search.MaxTableAttackers+1 {
		return // tables are at least two captures away: fetch them when wanted
	}
	var waits []<-chan struct{}
	for _, name := range egtb.FilesFor(m) {
		if ch := t.fetch(name); ch != nil {
			waits = append(waits, ch)
		}
	}
	if attackers > search.MaxTableAttackers || len(waits) == 0 {
		return
	}
	timeout := time.NewTimer(tableWait)
	defer timeout.Stop()
	for _, ch := range waits {
		select {
		case <-ch:
		case <-stop:
			return
		case <-timeout.C:
			return
		}
	}
}
