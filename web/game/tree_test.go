package game

import (
	"strings"
	"testing"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

func playLine(t *testing.T, g *Game, p Path, moves ...string) Path {
	t.Helper()
	for _, s := range moves {
		var err error
		if p, err = g.PlayAt(p, mv(t, s)); err != nil {
			t.Fatalf("%s at %v: %v", s, p, err)
		}
	}
	return p
}

func iccs(moves []position.Move) string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return strings.Join(out, " ")
}

func TestVariationsDoNotChangeTheGame(t *testing.T) {
	g := NewStandard()
	end := playLine(t, g, Path{}, "h2e2", "h9g7", "h0g2")
	if !end.Equal(Path{0, 0, 0}) || g.Ply() != 3 {
		t.Fatalf("main line path %v ply %d", end, g.Ply())
	}
	// From after the first move, Black tries another reply.
	v := playLine(t, g, Path{0}, "b9c7", "b0c2")
	if !v.Equal(Path{0, 1, 0}) {
		t.Fatalf("variation path %v, want 0.1.0", v)
	}
	if g.Ply() != 3 || iccs(g.Moves()) != "h2e2 h9g7 h0g2" {
		t.Errorf("the variation changed the main line: %s", iccs(g.Moves()))
	}
	if got := iccs(g.MovesTo(v)); got != "h2e2 b9c7 b0c2" {
		t.Errorf("moves to the variation's end: %s", got)
	}
	pos := g.PositionAt(v)
	if pos.Ply() != 3 || pos.SideToMove() != position.Black {
		t.Errorf("position in the variation: ply %d, %v to move", pos.Ply(), pos.SideToMove())
	}
	// Playing a move already in the tree goes there instead of adding one.
	again, _ := g.PlayAt(Path{0}, mv(t, "b9c7"))
	if !again.Equal(Path{0, 1}) || len(mustNode(t, g, Path{0}).Children) != 2 {
		t.Errorf("replaying a known move: path %v, children %d", again, len(mustNode(t, g, Path{0}).Children))
	}
	if !g.HasVariations() {
		t.Error("HasVariations is false")
	}
	if _, err := g.PlayAt(v, mv(t, "a0a5")); err == nil {
		t.Error("an illegal move in a variation was accepted")
	}
}

func mustNode(t *testing.T, g *Game, p Path) *notation.Node {
	t.Helper()
	n, ok := g.Node(p)
	if !ok {
		t.Fatalf("no node at %v", p)
	}
	return n
}

func TestPromoteAndDelete(t *testing.T) {
	g := NewStandard()
	playLine(t, g, Path{}, "h2e2", "h9g7", "h0g2")
	v := playLine(t, g, Path{0}, "b9c7", "b0c2")
	before := g.Version()
	p := g.Promote(v)
	if !p.Equal(Path{0, 0, 0}) {
		t.Fatalf("promoted path %v, want 0.0.0", p)
	}
	if got := iccs(g.Moves()); got != "h2e2 b9c7 b0c2" {
		t.Errorf("main line after promotion: %s", got)
	}
	if g.Position().SideToMove() != position.Black || g.Ply() != 3 {
		t.Errorf("main position not rebuilt: ply %d", g.Ply())
	}
	if g.Version() == before {
		t.Error("version did not change")
	}
	// The old main line is now the variation at 0.1.
	if got := iccs(g.MovesTo(g.LineEnd(Path{0, 1}))); got != "h2e2 h9g7 h0g2" {
		t.Errorf("old main line: %s", got)
	}
	parent := g.Delete(Path{0, 1})
	if !parent.Equal(Path{0}) || len(mustNode(t, g, Path{0}).Children) != 1 {
		t.Errorf("delete: parent %v children %d", parent, len(mustNode(t, g, Path{0}).Children))
	}
	// Deleting a main-line move takes the game back.
	g.Delete(Path{0, 0})
	if g.Ply() != 1 || iccs(g.Moves()) != "h2e2" {
		t.Errorf("after deleting the main line's second move: %s", iccs(g.Moves()))
	}
}

func TestTakeBackPromotesTheFirstVariation(t *testing.T) {
	g := NewStandard()
	playLine(t, g, Path{}, "h2e2", "h9g7")
	playLine(t, g, Path{0}, "b9c7")
	g.TakeBack(1)
	if got := iccs(g.Moves()); got != "h2e2 b9c7" {
		t.Errorf("main line after taking back a move with a variation beside it: %q", got)
	}
	if g.Position().SideToMove() != position.Red {
		t.Error("main position not rebuilt")
	}
}

func TestTreeRoundTripsThroughPGN(t *testing.T) {
	pgn := `[Event "Test"]
{Before the first move.}
1. h2e2 {Central cannon.} h9g7 (1... b9c7 {the other horse} 2. b0c2 (2. h0g2 $5) b7b6) (1... c6c5 $2) 2. h0g2 $1 i9h9 *`
	rec, err := notation.ParseGame(pgn)
	if err != nil {
		t.Fatal(err)
	}
	g, err := FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if got := iccs(g.Moves()); got != "h2e2 h9g7 h0g2 i9h9" {
		t.Errorf("main line %s", got)
	}
	if n := mustNode(t, g, Path{0}); len(n.Children) != 3 || n.Comment != "Central cannon." {
		t.Errorf("first move: %d children, comment %q", len(n.Children), n.Comment)
	}
	if n := mustNode(t, g, Path{0, 1, 1}); n.Move.String() != "h0g2" || len(n.NAGs) != 1 || n.NAGs[0] != 5 {
		t.Errorf("nested variation node: %v %v", n.Move, n.NAGs)
	}
	if g.Root().Comment != "Before the first move." {
		t.Errorf("root comment %q", g.Root().Comment)
	}
	// Back to PGN and in again: the same tree.
	again, err := notation.ParseGame(g.PGN(notation.Chinese))
	if err != nil {
		t.Fatal(err)
	}
	if !again.Root.Equal(rec.Root) {
		t.Errorf("the tree changed in a round trip:\n%s", g.PGN(notation.ICCS))
	}
	// The record is a copy: changing it leaves the game alone.
	r := g.Record()
	r.Root.Children[0].Comment = "changed"
	if mustNode(t, g, Path{0}).Comment != "Central cannon." {
		t.Error("Record shares nodes with the game")
	}
}

func TestPathText(t *testing.T) {
	for _, p := range []Path{{}, {0}, {0, 0, 2, 1}} {
		q, err := ParsePath(p.String())
		if err != nil || !q.Equal(p) {
			t.Errorf("%v -> %q -> %v, %v", p, p.String(), q, err)
		}
	}
	for _, bad := range []string{"a", "0..1", "-1", "1."} {
		if _, err := ParsePath(bad); err == nil {
			t.Errorf("ParsePath(%q) accepted", bad)
		}
	}
	if !(Path{0, 0}).IsMain() || (Path{0, 1}).IsMain() {
		t.Error("IsMain")
	}
}
