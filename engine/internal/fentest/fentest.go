// Package fentest turns FENs round for symmetry tests of engine/: the same
// position seen from the other side (Flip), or reflected left to right
// (Mirror). Both work on the text, so they also serve positions the tests
// write by hand; a test should parse the result to be sure it is legal.
package fentest

import "strings"

// Flip returns the position seen from the other side: the board turned
// round, the colours swapped and the other side to move (the counters, if
// any, are dropped).
func Flip(fen string) string {
	fields := strings.Fields(fen)
	rows := strings.Split(fields[0], "/")
	out := make([]string, len(rows))
	for i, row := range rows {
		b := []byte(row)
		for j := range b {
			switch {
			case b[j] >= 'a' && b[j] <= 'z':
				b[j] -= 'a' - 'A'
			case b[j] >= 'A' && b[j] <= 'Z':
				b[j] += 'a' - 'A'
			}
		}
		reverse(b)
		out[len(rows)-1-i] = string(b)
	}
	side := "b"
	if len(fields) > 1 && fields[1] == "b" {
		side = "w"
	}
	return strings.Join(out, "/") + " " + side
}

// Mirror reflects the board left to right, keeping the other fields.
func Mirror(fen string) string {
	fields := strings.Fields(fen)
	rows := strings.Split(fields[0], "/")
	for i, row := range rows {
		b := []byte(row)
		reverse(b)
		rows[i] = string(b)
	}
	fields[0] = strings.Join(rows, "/")
	return strings.Join(fields, " ")
}

func reverse(b []byte) {
	for l, r := 0, len(b)-1; l < r; l, r = l+1, r-1 {
		b[l], b[r] = b[r], b[l]
	}
}
