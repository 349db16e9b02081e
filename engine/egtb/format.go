package egtb

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math/bits"

	"xiangqi/engine/position"
)

const (
	fileMagic = "XQTB"
	// fileVersion is the version of the file layout below; indexVersion is
	// the version of the position numbering (layout.go). A change to either
	// makes old files unreadable rather than wrong.
	fileVersion  = 1
	indexVersion = 1
	// maxFileSize bounds what Decode accepts after decompression.
	maxFileSize = 1<<31 - 1 // the largest int of a 32-bit build
)

// Encode returns the table in the file format described in the package
// documentation, uncompressed, with the sides to move the table stores.
// Indices that are not legal positions are written as the value before
// them, which changes nothing a lookup can see and lets the compressor treat
// them as part of a run.
func (t *Table) Encode() []byte {
	sig := t.Material().String()
	n := t.lay.size
	var sides byte
	for c := range t.values {
		if t.values[c] != nil {
			sides |= 1 << c
		}
	}
	out := make([]byte, 0, 16+len(sig)+2*int(n))
	out = append(out, fileMagic...)
	out = append(out, fileVersion, indexVersion, sides, byte(len(sig)))
	out = append(out, sig...)
	out = binary.LittleEndian.AppendUint32(out, uint32(n))
	crcAt := len(out)
	out = binary.LittleEndian.AppendUint32(out, 0)
	valuesAt := len(out)
	used := t.usedIndices()
	for c := range t.values {
		if t.values[c] == nil {
			continue
		}
		prev := byte(0)
		for idx, v := range t.values[c] {
			if !used[c][idx] {
				v = prev
			}
			out = append(out, v)
			prev = v
		}
	}
	binary.LittleEndian.PutUint32(out[crcAt:], crc32.ChecksumIEEE(out[valuesAt:]))
	return out
}

// EncodeGzip returns Encode's bytes compressed with gzip at the best level,
// with an empty header so the output depends on the table alone.
func (t *Table) EncodeGzip() ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(t.Encode()); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// OneSide returns a table that shares t's values for colour c to move and
// stores nothing for the other side, whose values lookups then derive with
// a one-ply search. It halves a file at the cost of a search per probe of
// the missing side.
func (t *Table) OneSide(c position.Color) *Table {
	one := &Table{lay: t.lay}
	one.values[c] = t.values[c]
	return one
}

// EncodeCompact returns the smaller gzip encoding of the two one-sided
// tables (the one for Red to move when the material is the same for both
// colours, because the other side then costs nothing to derive). It is what
// `xiangqi egtb build` ships.
func (t *Table) EncodeCompact() ([]byte, error) {
	if t.values[0] == nil || t.values[1] == nil {
		return t.EncodeGzip()
	}
	red, err := t.OneSide(position.Red).EncodeGzip()
	if err != nil || t.Material() == t.Material().Flipped() {
		return red, err
	}
	black, err := t.OneSide(position.Black).EncodeGzip()
	if err != nil || len(red) <= len(black) {
		return red, err
	}
	return black, nil
}

// usedIndices marks the indices that are legal canonical positions.
func (t *Table) usedIndices() [2][]bool {
	var used [2][]bool
	for c := range used {
		used[c] = make([]bool, t.lay.size)
	}
	t.forEachPosition(func(c int, idx uint64) { used[c][idx] = true })
	return used
}

// Decode reads a table written by Encode or EncodeGzip (gzip is recognised by
// its magic bytes). It checks the header, the size the material implies and
// the checksum, and says what is wrong with a file it rejects.
func Decode(data []byte) (*Table, error) {
	if len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b {
		r, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("table file: %v", err)
		}
		raw, err := io.ReadAll(io.LimitReader(r, maxFileSize+1))
		if err != nil {
			return nil, fmt.Errorf("table file: %v", err)
		}
		if len(raw) > maxFileSize {
			return nil, errors.New("table file: too large after decompression")
		}
		data = raw
	}
	if len(data) < 8 || string(data[:4]) != fileMagic {
		return nil, errors.New("table file: not an endgame table (bad magic)")
	}
	if data[4] != fileVersion || data[5] != indexVersion {
		return nil, fmt.Errorf("table file: format %d index %d, this program reads format %d index %d", data[4], data[5], fileVersion, indexVersion)
	}
	sides := data[6]
	if sides == 0 || sides > 3 {
		return nil, fmt.Errorf("table file: side mask %d names no side to move", sides)
	}
	n := int(data[7])
	if len(data) < 16+n {
		return nil, errors.New("table file: header is cut short")
	}
	sig := string(data[8 : 8+n])
	m, err := ParseMaterial(sig)
	if err != nil {
		return nil, fmt.Errorf("table file: %v", err)
	}
	if c, _ := m.Canonical(); c != m || m.String() != sig {
		return nil, fmt.Errorf("table file: material %q is not written in canonical form", sig)
	}
	lay, err := newLayout(m)
	if err != nil {
		return nil, fmt.Errorf("table file: %v", err)
	}
	size := binary.LittleEndian.Uint32(data[8+n:])
	sum := binary.LittleEndian.Uint32(data[12+n:])
	values := data[16+n:]
	stored := uint64(bits.OnesCount8(sides))
	if uint64(size) != lay.size || uint64(len(values)) != stored*lay.size {
		return nil, fmt.Errorf("table file %s: %d positions and %d value bytes, the material needs %d per side for %d sides", sig, size, len(values), lay.size, stored)
	}
	if crc32.ChecksumIEEE(values) != sum {
		return nil, fmt.Errorf("table file %s: checksum mismatch (the file is damaged)", sig)
	}
	// Copy the values so the table does not pin the caller's buffer.
	own := make([]byte, len(values))
	copy(own, values)
	t := &Table{lay: lay}
	for c := range t.values {
		if sides&(1<<c) != 0 {
			t.values[c], own = own[:lay.size:lay.size], own[lay.size:]
		}
	}
	return t, nil
}
