package egtb

import (
	"bytes"
	"strings"
	"testing"

	"xiangqi/engine/position"
)

// TestEncodeDecode round-trips tables, whole and one-sided, and checks that
// every legal position reads back the same value, the omitted side derived
// by search.
func TestEncodeDecode(t *testing.T) {
	full := smallSet(t)
	for _, sig := range []string{"KRka", "KCAk", "KNkb", "KPk"} {
		tb := testTable(t, sig)
		gz, err := tb.EncodeGzip()
		if err != nil {
			t.Fatal(err)
		}
		again, err := tb.EncodeGzip()
		if err != nil || !bytes.Equal(gz, again) {
			t.Fatalf("%s: two encodings differ", sig)
		}
		for _, keep := range []int{-1, 0, 1} {
			enc := tb
			if keep >= 0 {
				enc = tb.OneSide(position.Color(keep))
			}
			got, err := Decode(enc.Encode())
			if err != nil {
				t.Fatalf("%s side %d: %v", sig, keep, err)
			}
			// A set where this table is the decoded one and the rest full.
			s := NewSet()
			for _, other := range full.Tables() {
				s.Add(other)
			}
			s.Add(got)
			var b [position.NumSquares]position.Piece
			n := 0
			tb.forEachPosition(func(c int, idx uint64) {
				if idx%7 != 0 { // a sample keeps the test fast
					return
				}
				pl, _ := tb.lay.decode(idx)
				tb.lay.board(&pl, &b)
				p, err := position.FromBoard(&b, position.Color(c))
				if err != nil {
					t.Fatal(err)
				}
				v, ok := s.value(p)
				if !ok || v != tb.values[c][idx] {
					t.Fatalf("%s side %d: %s reads %d, %v; stored %d", sig, keep, p.FEN(), v, ok, tb.values[c][idx])
				}
				n++
			})
			if n == 0 {
				t.Fatalf("%s: no positions", sig)
			}
		}
		compact, err := tb.EncodeCompact()
		if err != nil {
			t.Fatal(err)
		}
		if len(compact) >= len(gz) {
			t.Errorf("%s: compact encoding %d bytes, full %d", sig, len(compact), len(gz))
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	good := testTable(t, "KRk").Encode()
	corrupt := func(f func(b []byte) []byte) []byte {
		return f(append([]byte(nil), good...))
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "bad magic"},
		{"magic", corrupt(func(b []byte) []byte { b[0] = 'Y'; return b }), "bad magic"},
		{"version", corrupt(func(b []byte) []byte { b[4] = 9; return b }), "format 9"},
		{"sides", corrupt(func(b []byte) []byte { b[6] = 0; return b }), "side mask"},
		{"material", corrupt(func(b []byte) []byte { b[9] = 'X'; return b }), "unknown piece letter"},
		{"not canonical", corrupt(func(b []byte) []byte { b[8], b[9], b[10] = 'K', 'k', 'r'; return b }), "canonical"},
		{"short", good[:len(good)-1], "value bytes"},
		{"checksum", corrupt(func(b []byte) []byte { b[len(b)-1] ^= 1; return b }), "checksum"},
		{"gzip", []byte{0x1f, 0x8b, 1, 2, 3}, "table file"},
	}
	for _, tc := range tests {
		_, err := Decode(tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Decode error %v, want one mentioning %q", tc.name, err, tc.want)
		}
	}
}
