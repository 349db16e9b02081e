package match

import (
	"testing"

	"xiangqi/engine/position"
)

func TestMoveCoordinates(t *testing.T) {
	sq := func(s string) position.Square {
		q, err := position.ParseSquare(s)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	cases := []struct {
		from, to string
		base     int
		text     string
	}{
		{"h2", "e2", 0, "h2e2"},
		{"h2", "e2", 1, "h3e3"},
		{"a9", "a7", 1, "a10a8"},
		{"i0", "i9", 1, "i1i10"},
		{"b9", "c7", 0, "b9c7"},
	}
	for _, c := range cases {
		m := position.NewMove(sq(c.from), sq(c.to))
		if got := formatMove(m, c.base); got != c.text {
			t.Errorf("formatMove(%s%s, %d) = %q, want %q", c.from, c.to, c.base, got, c.text)
		}
		back, err := parseMove(c.text, c.base)
		if err != nil || back != m {
			t.Errorf("parseMove(%q, %d) = %v, %v; want %s%s", c.text, c.base, back, err, c.from, c.to)
		}
	}
	bad := []struct {
		text string
		base int
	}{
		{"", 0}, {"h2", 0}, {"h2e", 0}, {"j2e2", 0}, {"h2e2q", 0}, {"a10a8", 0},
		{"a0a1", 1}, {"h2h2", 0}, {"h100e2", 0}, {"(none)", 0}, {"0000", 0},
	}
	for _, b := range bad {
		if m, err := parseMove(b.text, b.base); err == nil {
			t.Errorf("parseMove(%q, %d) = %v, want an error", b.text, b.base, m)
		}
	}
}
