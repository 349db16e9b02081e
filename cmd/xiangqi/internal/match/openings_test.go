package match

import (
	"strings"
	"testing"

	"xiangqi/engine/position"
)

func TestBuiltinOpenings(t *testing.T) {
	all := BuiltinOpenings()
	if len(all) < 50 {
		t.Fatalf("%d built-in openings, want at least 50", len(all))
	}
	boards := map[string]int{}
	for i, o := range all {
		pos, err := o.Position()
		if err != nil {
			t.Fatalf("opening %d: %v", i+1, err)
		}
		if pos.Ply() < 4 || pos.Ply() > 8 {
			t.Errorf("opening %d has %d plies, want 4-8", i+1, pos.Ply())
		}
		if _, over := Adjudicate(pos, 0); over {
			t.Errorf("opening %d is already over", i+1)
		}
		if j, dup := boards[pos.BoardFEN()]; dup {
			t.Errorf("openings %d and %d reach the same position", j+1, i+1)
		}
		boards[pos.BoardFEN()] = i
	}
}

func TestParseOpenings(t *testing.T) {
	text := `# comment
h2e2 h9g7

h2e2,h9g7,h0g2
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves b2e2 b9c7
3aka3/9/9/9/9/9/9/4C4/3R5/5K3 w ; endgame
`
	got, err := ParseOpenings(strings.NewReader(text), "test")
	if err != nil {
		t.Fatal(err)
	}
	wantPly := []int{2, 3, 2, 0}
	wantSide := []position.Color{position.Red, position.Black, position.Red, position.Red}
	if len(got) != len(wantPly) {
		t.Fatalf("got %d openings, want %d", len(got), len(wantPly))
	}
	for i, o := range got {
		pos, err := o.Position()
		if err != nil {
			t.Fatal(err)
		}
		if pos.Ply() != wantPly[i] || pos.SideToMove() != wantSide[i] {
			t.Errorf("opening %d: ply %d side %v, want %d %v", i, pos.Ply(), pos.SideToMove(), wantPly[i], wantSide[i])
		}
		back, err := ParseOpening(o.String(), "again")
		if err != nil || back.String() != o.String() {
			t.Errorf("opening %d does not round-trip: %q -> %q (%v)", i, o.String(), back.String(), err)
		}
	}
	if got[3].Name != "endgame" {
		t.Errorf("EPD comment not taken as name: %q", got[3].Name)
	}
	bad := []string{"h2e2 h2e2", "h2e9", "zz", "rnbakabnr/9 w", "4ka3/4a4/9/9/4C4/4C4/9/9/3R5/5K3 w"}
	for _, line := range bad {
		if _, err := ParseOpenings(strings.NewReader(line), "bad"); err == nil {
			t.Errorf("ParseOpenings(%q) succeeded, want an error", line)
		}
	}
	if _, err := ParseOpenings(strings.NewReader("# nothing\n"), "empty"); err == nil {
		t.Error("a file without openings was accepted")
	}
}

func TestSelectOpenings(t *testing.T) {
	all := BuiltinOpenings()
	a := SelectOpenings(all, 10, 7)
	b := SelectOpenings(all, 10, 7)
	c := SelectOpenings(all, 10, 8)
	same := func(x, y []Opening) bool {
		for i := range x {
			if x[i].String() != y[i].String() {
				return false
			}
		}
		return true
	}
	if !same(a, b) {
		t.Error("the same seed chose different openings")
	}
	if same(a, c) {
		t.Error("different seeds chose the same ten openings")
	}
	seen := map[string]bool{}
	for _, o := range a {
		if seen[o.String()] {
			t.Errorf("opening %s chosen twice among 10", o)
		}
		seen[o.String()] = true
	}
	if kept := SelectOpenings(all, 3, 0); kept[0].String() != all[0].String() || kept[2].String() != all[2].String() {
		t.Error("seed 0 did not keep the order")
	}
	if cyc := SelectOpenings(all[:2], 5, 0); cyc[4].String() != all[0].String() {
		t.Error("openings did not cycle when more were asked than exist")
	}
}
