package position

import "testing"

func TestMirroredKey(t *testing.T) {
	a := NewStart()
	b := NewStart()
	a.MakeMove(NewMove(MakeSquare(7, 2), MakeSquare(4, 2))) // h2e2
	b.MakeMove(NewMove(MakeSquare(1, 2), MakeSquare(4, 2))) // b2e2
	if a.Key() == b.Key() {
		t.Fatal("different positions share a key")
	}
	if a.MirroredKey() != b.Key() || b.MirroredKey() != a.Key() {
		t.Errorf("mirror keys do not match: %x %x %x %x", a.MirroredKey(), b.Key(), b.MirroredKey(), a.Key())
	}
	if NewStart().MirroredKey() != NewStart().Key() {
		t.Error("the symmetric start position should be its own mirror")
	}
}

func TestKeyAfterAndOccurred(t *testing.T) {
	p := NewStart()
	start := p.Key()
	for _, text := range []string{"h0g2", "h9g7", "g2h0"} {
		m, _ := ParseMove(text)
		want := p.KeyAfter(m)
		p.MakeMove(m)
		if p.Key() != want {
			t.Fatalf("KeyAfter(%s) = %x, MakeMove gives %x", text, want, p.Key())
		}
	}
	m, _ := ParseMove("g7h9")
	if !p.IsLegal(m) || p.KeyAfter(m) != start {
		t.Fatal("g7h9 should return to the start position")
	}
	p.MakeMove(m)
	if !p.KeyOccurred(p.Key()) {
		t.Error("the start position occurred before")
	}
}
