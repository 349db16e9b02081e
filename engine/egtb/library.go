package egtb

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"xiangqi/engine/position"
)

// Library is the set of tables a program gives its searches: it may grow
// while searches probe it, from any goroutine, and probes never take a lock.
// A table gets in three ways:
//
//   - Load or Register: decoded, or built in memory, before it is needed;
//   - LoadFS: files of a file system in memory or on disk, each read and
//     decoded the first time a probe needs it (the native programs, with the
//     files embedded in the binary);
//   - Expect: files a host fetches itself, over the network say. A probe that
//     needs one finds no table, goes on without it and marks it wanted; the
//     host asks Wanted which files to fetch, outside the search, and Loads
//     them, so they help the next probes. Nothing a probe does waits for the
//     network.
//
// A Library is published as an immutable snapshot, which each change copies.
type Library struct {
	current atomic.Pointer[snapshot]
	mu      sync.Mutex // serialises changes
	// wanted counts the expected tables marked wanted since the last call of
	// Wanted, so that asking costs one atomic load when nothing is.
	wanted atomic.Int32
}

type snapshot struct {
	set *Set
	// lazy lists tables announced by LoadFS and not read yet.
	lazy map[Material]func() ([]byte, error)
	// expected lists tables announced by Expect and not loaded yet; the flag
	// says a probe has needed it. Flags are shared by all snapshots.
	expected map[Material]*atomic.Bool
}

// NewLibrary returns an empty library.
func NewLibrary() *Library {
	l := &Library{}
	l.current.Store(&snapshot{set: NewSet(), lazy: map[Material]func() ([]byte, error){}, expected: map[Material]*atomic.Bool{}})
	return l
}

// publish applies a change to a copy of the current snapshot and makes it
// current.
func (l *Library) publish(change func(next *snapshot) error) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	old := l.current.Load()
	next := &snapshot{
		set:      NewSet(),
		lazy:     make(map[Material]func() ([]byte, error), len(old.lazy)),
		expected: make(map[Material]*atomic.Bool, len(old.expected)),
	}
	for m, t := range old.set.tables {
		next.set.tables[m] = t
	}
	for m, f := range old.lazy {
		next.lazy[m] = f
	}
	for m, w := range old.expected {
		next.expected[m] = w
	}
	if err := change(next); err != nil {
		return err
	}
	l.current.Store(next)
	return nil
}

// Load decodes a table file (see Decode) and adds it to the library.
func (l *Library) Load(data []byte) error {
	t, err := Decode(data)
	if err != nil {
		return err
	}
	l.Register(t)
	return nil
}

// Register adds tables, generated in memory for example, to the library.
func (l *Library) Register(tables ...*Table) {
	_ = l.publish(func(next *snapshot) error {
		for _, t := range tables {
			m := t.Material()
			next.set.Add(t)
			delete(next.lazy, m)
			delete(next.expected, m)
		}
		return nil
	})
}

// FileSuffix ends the name of every table file: "KRkaabb.bin.gz".
const FileSuffix = ".bin.gz"

// fileMaterial reads the material a table file is named after.
func fileMaterial(file string) (Material, error) {
	name, ok := strings.CutSuffix(file, FileSuffix)
	if !ok {
		return Material{}, fmt.Errorf("table file %s: the name does not end in %s", file, FileSuffix)
	}
	m, err := ParseMaterial(name)
	if err != nil {
		return Material{}, fmt.Errorf("table file %s: %v", file, err)
	}
	if c, _ := m.Canonical(); c != m || m.String() != name {
		return Material{}, fmt.Errorf("table file %s: the name is not the canonical material %s", file, c)
	}
	return m, nil
}

// LoadFS makes the tables in a directory of a file system available without
// reading them: each file named <material>.bin.gz is read and decoded the
// first time a position of its material is probed, so a program pays only for
// the endings its games reach. That first probe allocates and reads the file
// system, so use LoadFS for files in memory or on a local disk, and Expect
// for files that come over a network.
func (l *Library) LoadFS(fsys fs.FS, dir string) error {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return err
	}
	found := map[Material]func() ([]byte, error){}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), FileSuffix) {
			continue
		}
		m, err := fileMaterial(e.Name())
		if err != nil {
			return err
		}
		file := path.Join(dir, e.Name())
		found[m] = func() ([]byte, error) { return fs.ReadFile(fsys, file) }
	}
	return l.publish(func(next *snapshot) error {
		for m, f := range found {
			if next.set.tables[m] == nil {
				next.lazy[m] = f
			}
		}
		return nil
	})
}

// Expect announces table files (named <material>.bin.gz, as ShippedFiles
// lists them) that the host can fetch. Until one is loaded, probes that need
// it fail and mark it wanted (see Wanted).
func (l *Library) Expect(files []string) error {
	var ms []Material
	for _, f := range files {
		m, err := fileMaterial(f)
		if err != nil {
			return err
		}
		ms = append(ms, m)
	}
	return l.publish(func(next *snapshot) error {
		for _, m := range ms {
			if next.set.tables[m] == nil && next.expected[m] == nil {
				next.expected[m] = new(atomic.Bool)
			}
		}
		return nil
	})
}

// Drop forgets an expected file that could not be fetched, so probes stop
// asking for it.
func (l *Library) Drop(file string) {
	m, err := fileMaterial(file)
	if err != nil {
		return
	}
	_ = l.publish(func(next *snapshot) error {
		delete(next.expected, m)
		return nil
	})
}

// Wanted returns the expected files that probes have needed since the last
// call, sorted, and clears their marks. It is cheap when there are none, so a
// host may ask often (the worker asks whenever the search yields).
func (l *Library) Wanted() []string {
	if l.wanted.Load() == 0 {
		return nil
	}
	l.wanted.Store(0)
	var files []string
	for m, w := range l.current.Load().expected {
		if w.Swap(false) {
			files = append(files, m.String()+FileSuffix)
		}
	}
	sort.Strings(files)
	return files
}

// Missing returns those of the given files that are expected but not loaded,
// in the order given: what a host still has to fetch before a search of a
// position whose tables FilesFor listed.
func (l *Library) Missing(files []string) []string {
	s := l.current.Load()
	var out []string
	for _, f := range files {
		if m, err := fileMaterial(f); err == nil && s.expected[m] != nil {
			out = append(out, f)
		}
	}
	return out
}

// Available reports whether the library has, or can read, the table of a
// material (either colour may be the stronger side). An expected table that
// is not loaded yet is not available.
func (l *Library) Available(m Material) bool {
	m, _ = m.Canonical()
	s := l.current.Load()
	_, lazy := s.lazy[m]
	return s.set.tables[m] != nil || lazy
}

// Probe looks a position up: its result for the side to move and the
// distance to mate in plies (0 for a draw), or ok false when no table covers
// its material (or a table it needs is still to be fetched). It ignores the
// game's history (repetitions are the search's business) and allocates
// nothing once the tables are loaded. It is safe from any goroutine.
func (l *Library) Probe(p *position.Position) (result Result, dtm int, ok bool) {
	v, ok := lookup(l, p)
	if !ok {
		return Draw, 0, false
	}
	result, dtm = decodeValue(v)
	return result, dtm, true
}

// BestMoves returns every legal move of a position with the outcome it leads
// to, best first (see Set.BestMoves); nil when a table is missing.
func (l *Library) BestMoves(p *position.Position) []MoveScore { return bestMoves(p, l.Probe) }

// Generate builds the table of a material in memory, with every smaller
// table it needs, and adds them all to the library; tables already there
// (or announced by LoadFS) are used instead of being built again. It is how
// a program gets tables too large to ship, at the cost of the time and
// memory the generator needs.
func (l *Library) Generate(m Material) (*Table, error) {
	m, _ = m.Canonical()
	if t := l.table(m); t != nil {
		return t, nil
	}
	g := NewGenerator()
	seed(g.Set, m, l.table)
	t, err := g.Table(m)
	if err != nil {
		return nil, err
	}
	l.Register(g.Set.Tables()...)
	return t, nil
}

// table finds the table of an oriented material: loaded, read now if LoadFS
// announced it, or nil (marked wanted if it is expected).
func (l *Library) table(m Material) *Table {
	s := l.current.Load()
	if t := s.set.tables[m]; t != nil {
		return t
	}
	if _, ok := s.lazy[m]; ok {
		return l.loadLazy(m)
	}
	if w := s.expected[m]; w != nil && !w.Load() {
		w.Store(true)
		l.wanted.Add(1)
	}
	return nil
}

// loadLazy reads a table that LoadFS announced. A file that fails to load is
// dropped, so the engine plays on without it instead of retrying each probe.
func (l *Library) loadLazy(m Material) *Table {
	var t *Table
	_ = l.publish(func(next *snapshot) error {
		if t = next.set.tables[m]; t != nil {
			return nil
		}
		read := next.lazy[m]
		delete(next.lazy, m)
		if read == nil {
			return nil
		}
		data, err := read()
		if err != nil {
			return nil
		}
		if t, err = Decode(data); err != nil || t.Material() != m {
			t = nil
			return nil
		}
		next.set.Add(t)
		return nil
	})
	return t
}

// seed adds to s every table that find knows among m and the materials its
// captures lead to, so a generator does not rebuild them. The smaller tables
// of a found one are needed too: they derive the side to move it may omit.
func seed(s *Set, m Material, find func(Material) *Table) {
	seen := map[Material]bool{}
	var walk func(Material)
	walk = func(m Material) {
		m, _ = m.Canonical()
		if seen[m] {
			return
		}
		seen[m] = true
		if t := find(m); t != nil {
			s.Add(t)
		}
		for _, sub := range m.captures() {
			walk(sub)
		}
	}
	walk(m)
}
