package embed

import (
	"encoding/json"
	"strings"
	"testing"

	"xiangqi/engine/position"
	"xiangqi/web/game"
)

// decode reads an event; every event must be valid JSON with a type.
func decode(t *testing.T, text string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		t.Fatalf("event %s is not JSON: %v", text, err)
	}
	if _, ok := m["type"].(string); !ok {
		t.Fatalf("event %s has no type", text)
	}
	return m
}

func play(t *testing.T, g *game.Game, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := position.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

func types(t *testing.T, events []string) []string {
	var out []string
	for _, e := range events {
		out = append(out, decode(t, e)["type"].(string))
	}
	return out
}

func TestMoveEvent(t *testing.T) {
	e := decode(t, Move(position.NewStart(), position.NewMove(square(t, "h2"), square(t, "e2"))))
	want := map[string]any{"type": TypeMove, "move": "h2e2", "san": "炮二平五", "ply": 1.0, "color": "red",
		"fen": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"}
	for k, v := range want {
		if e[k] != v {
			t.Errorf("%s = %v, want %v", k, e[k], v)
		}
	}
}

func TestTrackerEvents(t *testing.T) {
	var tr Tracker
	g := game.NewStandard()
	if ev := tr.Observe(g); ev != nil {
		t.Fatalf("first look reported %v", ev)
	}
	if ev := tr.Observe(g); ev != nil {
		t.Fatalf("no change reported %v", ev)
	}

	// Two moves at once (the engine answered before the page looked).
	play(t, g, "h2e2", "h9g7")
	ev := tr.Observe(g)
	if got := types(t, ev); strings.Join(got, ",") != "xiangqi:move,xiangqi:move" {
		t.Fatalf("after two moves: %v", got)
	}
	if m := decode(t, ev[1]); m["move"] != "h9g7" || m["san"] != "马8进7" || m["color"] != "black" || m["ply"] != 2.0 {
		t.Errorf("second move event: %v", m)
	}

	// A take-back and a different move between two looks is not a move
	// added: the parent must resynchronise.
	g.TakeBack(1)
	play(t, g, "b9c7")
	ev = tr.Observe(g)
	if got := types(t, ev); len(got) != 1 || got[0] != TypePosition {
		t.Fatalf("after take-back and another move: %v", got)
	}
	if m := decode(t, ev[0]); len(m["moves"].([]any)) != 2 || m["moves"].([]any)[1] != "b9c7" {
		t.Errorf("position event: %v", m)
	}

	// A new game object, even of the same moves, is reported.
	g2 := game.NewStandard()
	if got := types(t, tr.Observe(g2)); len(got) != 1 || got[0] != TypePosition {
		t.Fatalf("new game: %v", got)
	}

	// Resignation ends the game without a move.
	g2.Resign(position.Red)
	ev = tr.Observe(g2)
	if got := types(t, ev); len(got) != 1 || got[0] != TypeGameOver {
		t.Fatalf("resignation: %v", got)
	}
	if m := decode(t, ev[0]); m["result"] != "black-wins" || m["reason"] != "resign" {
		t.Errorf("game-over event: %v", m)
	}
	if ev := tr.Observe(g2); ev != nil {
		t.Errorf("game over reported twice: %v", ev)
	}
}

func TestTrackerMate(t *testing.T) {
	start, err := position.ParseFEN("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var tr Tracker
	g := game.New(start)
	tr.Observe(g)
	play(t, g, "d0d1", "e9f9", "b0b9")
	got := types(t, tr.Observe(g))
	if strings.Join(got, ",") != "xiangqi:move,xiangqi:move,xiangqi:move,xiangqi:gameover" {
		t.Fatalf("events: %v", got)
	}
	// Taking the mate back opens the game again; mating again is a new end.
	g.TakeBack(1)
	if got := types(t, tr.Observe(g)); len(got) != 1 || got[0] != TypePosition {
		t.Fatalf("take-back: %v", got)
	}
	play(t, g, "b0b9")
	if got := types(t, tr.Observe(g)); strings.Join(got, ",") != "xiangqi:move,xiangqi:gameover" {
		t.Fatalf("mate again: %v", got)
	}
}

func TestReadyAndResize(t *testing.T) {
	g := game.NewStandard()
	play(t, g, "h2e2")
	m := decode(t, Ready(g, game.View, position.Black))
	if m["type"] != TypeReady || m["mode"] != "view" || m["orientation"] != "black" || m["startFen"] != position.StartFEN ||
		len(m["moves"].([]any)) != 1 || !strings.HasSuffix(m["fen"].(string), " b - - 1 1") {
		t.Errorf("ready: %v", m)
	}
	if r := decode(t, Resize(512)); r["height"] != 512.0 {
		t.Errorf("resize: %v", r)
	}
}

func TestHeight(t *testing.T) {
	tests := []struct {
		width, chrome float64
		want          int
	}{
		{944, 0, 1072},
		{360, 44, 453}, // 360*1072/944 = 408.8
		{472, 50.5, 587},
		{0, 40, 0},
		{100, -5, 114},
	}
	for _, tc := range tests {
		if got := Height(tc.width, tc.chrome); got != tc.want {
			t.Errorf("Height(%v, %v) = %d, want %d", tc.width, tc.chrome, got, tc.want)
		}
	}
}

func TestHeightBeside(t *testing.T) {
	// 900 px less a 280 px panel: a board 620 px wide, 704.1 px high.
	if got := HeightBeside(900, 280); got != 705 {
		t.Errorf("HeightBeside(900, 280) = %d, want 705", got)
	}
	if got := HeightBeside(200, 280); got != 0 {
		t.Errorf("a panel wider than the frame: %d, want 0", got)
	}
}

func TestSnippetEscapes(t *testing.T) {
	s := Snippet(`https://example.org/xq/#fen=a"b<c>&d'e&embed=1`)
	if !strings.HasPrefix(s, `<iframe src="https://example.org/xq/#fen=a&quot;b&lt;c&gt;&amp;d&#39;e&amp;embed=1" `) {
		t.Errorf("snippet: %s", s)
	}
	if strings.Count(s, "<") != 2 || strings.Count(s, `"`)%2 != 0 || !strings.HasSuffix(s, "></iframe>") {
		t.Errorf("snippet is not one iframe element: %s", s)
	}
}
