package xqf

import "encoding/binary"

// keys are what an XQF file of version 1.1 or later is masked with, worked
// out from the key bytes of its header.
type keys struct {
	xy, xyf, xyt byte     // added to the piece places and to the from and to places
	comment      uint32   // added to comment lengths
	stream       [32]byte // added to every byte after the header, by offset mod 32
}

// copyright is the text the stream key is cut from.
const copyright = "[(C) Copyright Mr. Dong Shiwei.]"

// spread is the polynomial XQStudio turns a key byte into a mask with; it
// is worked out in byte arithmetic, as the program's byte variables do.
func spread(b byte) byte { return ((((b*b)*3+9)*3+8)*2+1)*3 + 8 }

// newKeys derives the keys from the header: mask at 3, or-bytes at 8-11,
// then the sum, XY, XYf and XYt key bytes at 12-15.
func newKeys(h []byte) keys {
	mask := h[3]
	or := h[8:12]
	sum, xy, xyf, xyt := h[12], h[13], h[14], h[15]
	var k keys
	k.xy = spread(xy) * xy
	k.xyf = spread(xyf) * k.xy
	k.xyt = spread(xyt) * k.xyf
	k.comment = (uint32(sum)*256+uint32(xy))%32000 + 767
	stream := [4]byte{sum&mask | or[0], xy&mask | or[1], xyf&mask | or[2], xyt&mask | or[3]}
	for i := range k.stream {
		k.stream[i] = copyright[i] & stream[i%4]
	}
	return k
}

// unmask returns the bytes after the header with the stream key taken off
// (a copy; version 1.0 files, with zero keys, come back unchanged).
func (k *keys) unmask(body []byte) []byte {
	out := make([]byte, len(body))
	for i, b := range body {
		out[i] = b - k.stream[(headerSize+i)%32]
	}
	return out
}

// commentLength reads a masked comment length.
func (k *keys) commentLength(b []byte) uint32 {
	return binary.LittleEndian.Uint32(b) - k.comment
}
