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

// Probe looks a position up in a set: its result for the side to move and
// the distance to mate in plies (0 for a draw), or ok false when the set has
// no table for the position's material. The history of the game is not
// considered: a table knows nothing about repetitions. It allocates nothing;
// for a side to move that a table does not store it plays and takes back
// moves on p (see lookup).
func (s *Set) Probe(p *position.Position) (result Result, dtm int, ok bool) {
	v, ok := s.value(p)
	if !ok {
		return Draw, 0, false
	}
	result, dtm = decodeValue(v)
	return result, dtm, true
}

// MoveScore is one legal move with the outcome it leads to, for the side
// that plays it.
type MoveScore struct {
	Move   position.Move
	Result Result
	// DTM is the distance to mate from the position before the move, in
	// plies, counting the move itself; 0 for a draw.
	DTM int
}

// BestMoves returns every legal move of a position with its outcome, best
// first: the fastest wins, then draws, then the slowest losses. It returns
// nil when the set lacks a table for the position or for a capture's result.
func (s *Set) BestMoves(p *position.Position) []MoveScore {
	return bestMoves(p, s.Probe)
}

func bestMoves(p *position.Position, probe func(*position.Position) (Result, int, bool)) []MoveScore {
	if _, _, ok := probe(p); !ok {
		return nil
	}
	var buf [position.MaxMoves]position.Move
	var out []MoveScore
	for _, m := range p.LegalMoves(buf[:0]) {
		p.MakeMove(m)
		r, d, ok := probe(p)
		p.UnmakeMove()
		if !ok {
			return nil
		}
		ms := MoveScore{Move: m, Result: -r}
		if r != Draw {
			ms.DTM = d + 1
		}
		out = append(out, ms)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].better(out[j]) })
	return out
}

// better orders moves: wins by shortest mate, then draws, then losses by
// longest resistance.
func (a MoveScore) better(b MoveScore) bool {
	if a.Result != b.Result {
		return a.Result > b.Result
	}
	if a.Result == Win {
		return a.DTM < b.DTM
	}
	return a.DTM > b.DTM
}

// The default set is what the package-level functions use: the engine loads
// tables into it once, and the search probes it. It is published as an
// immutable snapshot so probes never take a lock; loading copies the maps.
type snapshot struct {
	set *Set
	// lazy lists tables known to exist (from LoadFS) but not read yet.
	lazy map[Material]func() ([]byte, error)
}

var (
	current atomic.Pointer[snapshot]
	// loadMu serialises changes to the default set.
	loadMu sync.Mutex
)

func init() { current.Store(&snapshot{set: NewSet(), lazy: map[Material]func() ([]byte, error){}}) }

// publish applies a change to a copy of the default set and makes it current.
func publish(change func(next *snapshot) error) error {
	loadMu.Lock()
	defer loadMu.Unlock()
	old := current.Load()
	next := &snapshot{set: NewSet(), lazy: make(map[Material]func() ([]byte, error), len(old.lazy))}
	for m, t := range old.set.tables {
		next.set.tables[m] = t
	}
	for m, f := range old.lazy {
		next.lazy[m] = f
	}
	if err := change(next); err != nil {
		return err
	}
	current.Store(next)
	return nil
}

// Load decodes a table file (see Decode) and adds it to the default set.
func Load(data []byte) error {
	t, err := Decode(data)
	if err != nil {
		return err
	}
	return publish(func(next *snapshot) error {
		next.set.Add(t)
		delete(next.lazy, t.Material())
		return nil
	})
}

// Register adds tables, generated in memory for example, to the default set.
func Register(tables ...*Table) {
	_ = publish(func(next *snapshot) error {
		for _, t := range tables {
			next.set.Add(t)
			delete(next.lazy, t.Material())
		}
		return nil
	})
}

// FileSuffix ends the name of every table file: "KRkaabb.bin.gz".
const FileSuffix = ".bin.gz"

// LoadFS makes the tables in a directory of a file system available to the
// default set without reading them: each file named <material>.bin.gz is read
// and decoded the first time a position of its material is probed, so a
// program pays only for the endings its games reach. That first probe
// allocates; later ones do not.
func LoadFS(fsys fs.FS, dir string) error {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return err
	}
	found := map[Material]func() ([]byte, error){}
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), FileSuffix)
		if !ok || e.IsDir() {
			continue
		}
		m, err := ParseMaterial(name)
		if err != nil {
			return fmt.Errorf("table file %s: %v", e.Name(), err)
		}
		if c, _ := m.Canonical(); c != m || m.String() != name {
			return fmt.Errorf("table file %s: the name is not the canonical material %s", e.Name(), c)
		}
		file := path.Join(dir, e.Name())
		found[m] = func() ([]byte, error) { return fs.ReadFile(fsys, file) }
	}
	return publish(func(next *snapshot) error {
		for m, f := range found {
			if next.set.tables[m] == nil {
				next.lazy[m] = f
			}
		}
		return nil
	})
}

// loadLazy reads a table that LoadFS announced. A file that fails to load is
// dropped, so the engine plays on without it instead of retrying each probe.
func loadLazy(m Material) *Table {
	var t *Table
	_ = publish(func(next *snapshot) error {
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

// tableFor finds the default set's table for an oriented material, reading
// it first if LoadFS announced it.
func tableFor(m Material) *Table {
	s := current.Load()
	if t := s.set.tables[m]; t != nil {
		return t
	}
	if _, ok := s.lazy[m]; ok {
		return loadLazy(m)
	}
	return nil
}

// Probe looks a position up in the default set: its result for the side to
// move and the distance to mate in plies (0 for a draw), or ok false when no
// table covers its material. It ignores the game's history (repetitions are
// the search's business) and allocates nothing once the table is loaded.
func Probe(p *position.Position) (result Result, dtm int, ok bool) {
	v, ok := lookup(defaultSource{}, p)
	if !ok {
		return Draw, 0, false
	}
	result, dtm = decodeValue(v)
	return result, dtm, true
}

// defaultSource finds tables in the default set.
type defaultSource struct{}

func (defaultSource) table(m Material) *Table { return tableFor(m) }

// BestMoves returns every legal move of a position with the outcome it leads
// to, best first (see Set.BestMoves), using the default set; nil when a
// table is missing.
func BestMoves(p *position.Position) []MoveScore { return bestMoves(p, Probe) }

// Available reports whether the default set has, or can read, the table of a
// material (either colour may be the stronger side).
func Available(m Material) bool {
	m, _ = m.Canonical()
	s := current.Load()
	_, lazy := s.lazy[m]
	return s.set.tables[m] != nil || lazy
}

// Generate builds the table of a material in memory, with every smaller
// table it needs, and adds them all to the default set; tables already there
// (or announced by LoadFS) are used instead of being built again. It is how
// a program gets tables too large to ship, at the cost of the time and
// memory the generator needs.
func Generate(m Material) (*Table, error) {
	m, _ = m.Canonical()
	if t := tableFor(m); t != nil {
		return t, nil
	}
	g := NewGenerator()
	seed(g.Set, m, tableFor)
	t, err := g.Table(m)
	if err != nil {
		return nil, err
	}
	Register(g.Set.Tables()...)
	return t, nil
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
