package book

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"sort"

	"xiangqi/engine/position"
)

const (
	magic      = "XQBK"
	version    = 1
	headerSize = 16
	entrySize  = 13
)

// Entry is one move of one book position.
type Entry struct {
	Key   uint64        // canonical (mirror-minimal) key of the position
	Move  position.Move // in the canonical orientation
	Games int           // games in which the move was played here
	Score int           // the mover's score, 0-200 (2 per win, 1 per draw) scaled per game
}

// ScorePercent returns the mover's score as a percentage.
func (e Entry) ScorePercent() float64 { return float64(e.Score) / 2 }

// Book is a loaded opening book.
type Book struct {
	entries []Entry
	maxPly  int
}

// ErrCorrupt wraps every reason a book file is rejected.
var ErrCorrupt = errors.New("opening book is corrupt")

// Load parses a book file.
func Load(data []byte) (*Book, error) {
	if len(data) < headerSize {
		return nil, fmt.Errorf("%w: %d bytes is shorter than the header", ErrCorrupt, len(data))
	}
	if string(data[:4]) != magic {
		return nil, fmt.Errorf("%w: not a book file (bad magic)", ErrCorrupt)
	}
	if v := binary.LittleEndian.Uint16(data[4:]); v != version {
		return nil, fmt.Errorf("%w: format version %d, this program reads %d", ErrCorrupt, v, version)
	}
	maxPly := int(binary.LittleEndian.Uint16(data[6:]))
	n := int(binary.LittleEndian.Uint32(data[8:]))
	body := data[headerSize:]
	if len(body) != n*entrySize {
		return nil, fmt.Errorf("%w: header says %d entries (%d bytes) but %d bytes follow", ErrCorrupt, n, n*entrySize, len(body))
	}
	if sum := crc32.ChecksumIEEE(body); sum != binary.LittleEndian.Uint32(data[12:]) {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	b := &Book{entries: make([]Entry, n), maxPly: maxPly}
	for i := range b.entries {
		e := body[i*entrySize:]
		b.entries[i] = Entry{
			Key:   binary.LittleEndian.Uint64(e),
			Move:  position.Move(binary.LittleEndian.Uint16(e[8:])),
			Games: int(binary.LittleEndian.Uint16(e[10:])),
			Score: int(e[12]),
		}
		if i > 0 && !less(b.entries[i-1], b.entries[i]) {
			return nil, fmt.Errorf("%w: entries out of order at %d", ErrCorrupt, i)
		}
		if m := b.entries[i].Move; m.From() >= position.NumSquares || m.To() >= position.NumSquares || b.entries[i].Score > 200 {
			return nil, fmt.Errorf("%w: bad entry %d", ErrCorrupt, i)
		}
	}
	return b, nil
}

func less(a, b Entry) bool {
	if a.Key != b.Key {
		return a.Key < b.Key
	}
	return a.Move < b.Move
}

// Encode writes entries in the book format; they are sorted first.
func Encode(entries []Entry, maxPly int) []byte {
	sorted := append([]Entry(nil), entries...)
	sort.Slice(sorted, func(i, j int) bool { return less(sorted[i], sorted[j]) })
	out := make([]byte, headerSize+len(sorted)*entrySize)
	copy(out, magic)
	binary.LittleEndian.PutUint16(out[4:], version)
	binary.LittleEndian.PutUint16(out[6:], uint16(maxPly))
	binary.LittleEndian.PutUint32(out[8:], uint32(len(sorted)))
	for i, e := range sorted {
		b := out[headerSize+i*entrySize:]
		binary.LittleEndian.PutUint64(b, e.Key)
		binary.LittleEndian.PutUint16(b[8:], uint16(e.Move))
		binary.LittleEndian.PutUint16(b[10:], uint16(min(e.Games, 65535)))
		b[12] = byte(e.Score)
	}
	binary.LittleEndian.PutUint32(out[12:], crc32.ChecksumIEEE(out[headerSize:]))
	return out
}

// Len returns the number of entries (moves) in the book.
func (b *Book) Len() int { return len(b.entries) }

// Positions returns the number of distinct positions in the book.
func (b *Book) Positions() int {
	n := 0
	for i := range b.entries {
		if i == 0 || b.entries[i].Key != b.entries[i-1].Key {
			n++
		}
	}
	return n
}

// MaxPly returns how deep the builder went.
func (b *Book) MaxPly() int { return b.maxPly }
