package explorer

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"

	"xiangqi/engine/book"
	"xiangqi/engine/position"
)

// Data is a loaded explorer file.
type Data struct {
	maxPly, minGames, games int
	body                    []byte
	index                   map[uint64]uint32 // canonical key -> offset of its record in body
}

// ErrCorrupt wraps every reason an explorer file is rejected.
var ErrCorrupt = errors.New("opening explorer data is corrupt")

// Load reads an explorer file at once (see Loader).
func Load(data []byte) (*Data, error) {
	l, err := NewLoader(data)
	if err != nil {
		return nil, err
	}
	for {
		done, err := l.Step(1 << 30)
		if err != nil {
			return nil, err
		}
		if done {
			return l.Data(), nil
		}
	}
}

// Loader reads an explorer file a slice at a time, so a page can spread the
// work over turns of its event loop (all of it at once took 15-60 ms of the
// main thread in a browser, more on a phone). It replays the file's walk
// from the start position to learn each record's position, checking every
// move it makes, so bad data gives an error rather than wrong positions.
type Loader struct {
	d         *Data
	records   int                // the header's count
	p, mirror *position.Position // the walk's position and its mirror image
	off       int                // where the next record starts
	frames    []frame            // one per record on the path from the start
	follow    []position.Move    // the frames' moves to follow, one stack for all
	started   bool
	done      bool
	err       error
}

// frame is a record on the walk's path whose children are being read.
type frame struct {
	first, next, end int // its moves in Loader.follow: [first, end), next to go
	mirrored         bool
}

// NewLoader checks an explorer file's header and checksum.
func NewLoader(data []byte) (*Loader, error) {
	if len(data) < headerSize {
		return nil, fmt.Errorf("%w: %d bytes is shorter than the header", ErrCorrupt, len(data))
	}
	if string(data[:4]) != magic {
		return nil, fmt.Errorf("%w: not an explorer file (bad magic)", ErrCorrupt)
	}
	if v := binary.LittleEndian.Uint16(data[4:]); v != version {
		return nil, fmt.Errorf("%w: format version %d, this program reads %d", ErrCorrupt, v, version)
	}
	body := data[headerSize:]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(data[20:]) {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	records := binary.LittleEndian.Uint32(data[12:])
	if records > maxRecords {
		return nil, fmt.Errorf("%w: %d records", ErrCorrupt, records)
	}
	d := &Data{
		maxPly:   int(binary.LittleEndian.Uint16(data[6:])),
		minGames: int(binary.LittleEndian.Uint16(data[8:])),
		games:    int(binary.LittleEndian.Uint32(data[16:])),
		body:     body,
		index:    make(map[uint64]uint32, records),
	}
	// The start position is its own mirror image.
	return &Loader{d: d, records: int(records), p: position.NewStart(), mirror: position.NewStart()}, nil
}

// Step reads up to n more records; it reports whether the file is read.
func (l *Loader) Step(n int) (done bool, err error) {
	if l.err != nil || l.done {
		return l.done, l.err
	}
	if err := l.step(n); err != nil {
		l.err = err
		return false, err
	}
	return l.done, nil
}

func (l *Loader) step(n int) error {
	if !l.started {
		l.started = true
		if len(l.d.body) > 0 {
			if err := l.visit(); err != nil {
				return err
			}
			n--
		}
	}
	for len(l.frames) > 0 {
		f := &l.frames[len(l.frames)-1]
		if f.next == f.end {
			// Every child read: back to the parent.
			l.follow = l.follow[:f.first]
			l.frames = l.frames[:len(l.frames)-1]
			if len(l.frames) > 0 {
				l.p.UnmakeMove()
				l.mirror.UnmakeMove()
			}
			continue
		}
		if n <= 0 {
			return nil
		}
		m := l.follow[f.next]
		f.next++
		if f.mirrored {
			m = m.Mirror()
		}
		// Pseudo-legal is what MakeMove needs (the full legality test with
		// its look for check cost a third of the time); a move that
		// captures a king cannot come from a game.
		if !l.p.IsPseudoLegal(m) || l.p.PieceAt(m.To()).Type() == position.King {
			return fmt.Errorf("%w: impossible move %s in %s", ErrCorrupt, m, l.p.FEN())
		}
		if len(l.frames) > maxDepth {
			return fmt.Errorf("%w: the walk goes deeper than %d plies", ErrCorrupt, maxDepth)
		}
		l.p.MakeMove(m)
		l.mirror.MakeMove(m.Mirror())
		if err := l.visit(); err != nil {
			return err
		}
		n--
	}
	if l.off != len(l.d.body) {
		return fmt.Errorf("%w: %d bytes after the last record", ErrCorrupt, len(l.d.body)-l.off)
	}
	if len(l.d.index) != l.records {
		return fmt.Errorf("%w: header says %d records, the file holds %d", ErrCorrupt, l.records, len(l.d.index))
	}
	l.done = true
	l.follow, l.frames = nil, nil
	return nil
}

// visit indexes the record at l.off, which is l.p's, and pushes its frame.
// The mirror image is played along so that its key, l.p's mirrored key,
// costs one move rather than a look at every point (that look was half of
// the time).
func (l *Loader) visit() error {
	key, mirrored := book.CanonicalKey(l.p.Key(), l.mirror.Key())
	if _, dup := l.d.index[key]; dup {
		return fmt.Errorf("%w: position %s recorded twice", ErrCorrupt, l.p.FEN())
	}
	l.d.index[key] = uint32(l.off)
	first := len(l.follow)
	off, err := l.d.edges(l.off, func(m position.Move, followed, hidden bool, _ Stats) error {
		if hidden && !followed {
			return fmt.Errorf("%w: a hidden move leads nowhere", ErrCorrupt)
		}
		if followed {
			l.follow = append(l.follow, m)
		}
		return nil
	})
	if err != nil {
		return err
	}
	l.off = off
	l.frames = append(l.frames, frame{first: first, next: first, end: len(l.follow), mirrored: mirrored})
	return nil
}

// Data returns the loaded data once Step has reported done, or nil.
func (l *Loader) Data() *Data {
	if !l.done {
		return nil
	}
	return l.d
}
