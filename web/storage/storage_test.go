package storage

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
	"xiangqi/web/settings"
)

func played(t *testing.T, fen string, moves ...string) *game.Game {
	t.Helper()
	start := position.NewStart()
	if fen != "" {
		p, err := position.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		start = p
	}
	g := game.New(start)
	for _, s := range moves {
		m, _ := position.ParseMove(s)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestRoundTrip(t *testing.T) {
	g := played(t, "", "h2e2", "h9g7")
	g.SetTags([]notation.Tag{{Name: "Event", Value: "Club \"night\""}})
	g.Resign(position.Red)
	s := State{Settings: settings.Default(i18n.Chinese), Game: FromGame(g, position.Black, 6, game.Play, true, nil)}
	s.Settings.Music = true
	data := Encode(s)
	back, err := Decode(data)
	if err != nil {
		t.Fatalf("Decode(%s): %v", data, err)
	}
	if back.V != Version || back.Settings != s.Settings {
		t.Errorf("settings = %+v, want %+v", back.Settings, s.Settings)
	}
	bg, err := back.Game.Build()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(bg.ICCS(), " ") != "h2e2 h9g7" || bg.Outcome() != (game.Outcome{Result: game.BlackWins, Reason: game.ReasonResign}) {
		t.Errorf("game = %v %+v", bg.ICCS(), bg.Outcome())
	}
	if back.Game.Side != "black" || back.Game.Level != 6 || !back.Game.Flip || bg.Tag("Event") != "Club \"night\"" {
		t.Errorf("game fields = %+v", back.Game)
	}
}

func TestDecodeRejects(t *testing.T) {
	good := Encode(State{Settings: settings.Default(i18n.English), Game: FromGame(played(t, "", "h2e2"), position.Red, 3, game.Play, false, nil)})
	tests := []struct{ name, data, want string }{
		{"not JSON", "{{{", "not JSON"},
		{"truncated", good[:len(good)/2], "not JSON"},
		{"no version", `{"settings":{}}`, "no version"},
		{"newer version", `{"v":2}`, "version 2"},
		{"wrong types", `{"v":1,"settings":{"sound":"loud"}}`, "malformed"},
		{"illegal move", strings.Replace(good, "h2e2", "h2h8", 1), "move 1"},
		{"bad fen", `{"v":1,"game":{"fen":"xyz","moves":[],"side":"red","level":3}}`, "saved game"},
		{"bad side", replaceLast(good, `"side":"red"`, `"side":"blue"`), "side"},
		{"bad level", replaceLast(good, `"level":3`, `"level":42`), "level"},
		{"too large", `{"v":1,"x":"` + strings.Repeat("a", MaxBytes) + `"}`, "too large"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode(tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}

func TestDecodeMendsUnknownSettings(t *testing.T) {
	s, err := Decode(`{"v":1,"settings":{"lang":"zh","notation":"runes","level":77,"sound":true}}`)
	if err != nil {
		t.Fatal(err)
	}
	if s.Settings.Notation != "chinese" || s.Settings.Level != settings.DefaultLevel || !s.Settings.Sound || s.Game != nil {
		t.Errorf("settings = %+v", s.Settings)
	}
}

func TestStoredResultThatDisagreesIsIgnored(t *testing.T) {
	g := &Game{Moves: []string{"h2e2"}, Side: "red", Level: 3, Result: game.Draw, Reason: game.ReasonRepetition}
	out, err := g.Build()
	if err != nil {
		t.Fatal(err)
	}
	if out.Over() {
		t.Errorf("a stored draw with no repetition on the board ended the game: %+v", out.Outcome())
	}
}

// replaceLast replaces the last occurrence of old (the game's field, after
// the settings' field of the same name).
func replaceLast(s, old, new string) string {
	i := strings.LastIndex(s, old)
	if i < 0 {
		return s
	}
	return s[:i] + new + s[i+len(old):]
}

func TestEncodeWritesStandardJSON(t *testing.T) {
	g := played(t, "", "h2e2")
	g.SetTags([]notation.Tag{{Name: "Event", Value: "<b>\"x\"\n象"}})
	data := Encode(State{Settings: settings.Default(i18n.English), Game: FromGame(g, position.Red, 3, game.Analysis, false, nil)})
	var out map[string]any
	if err := json.Unmarshal([]byte(data), &out); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	gm := out["game"].(map[string]any)
	if gm["mode"] != "analysis" || gm["tags"].([]any)[0].([]any)[1] != "<b>\"x\"\n象" {
		t.Errorf("game = %v", gm)
	}
	if _, ok := gm["fen"]; ok {
		t.Error("fen written for the standard opening")
	}
}

func TestTreeAndCursorRoundTrip(t *testing.T) {
	g := played(t, "", "h2e2", "h9g7")
	b9c7, _ := position.ParseMove("b9c7")
	v, err := g.PlayAt(game.Path{0}, b9c7)
	if err != nil {
		t.Fatal(err)
	}
	g.SetComment(game.Path{0}, "the central cannon")
	data := Encode(State{Settings: settings.Default(i18n.English), Game: FromGame(g, position.Red, 3, game.Analysis, false, v)})
	st, err := Decode(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	out, err := st.Game.Build()
	if err != nil {
		t.Fatal(err)
	}
	if !out.Root().Equal(g.Root()) {
		t.Errorf("the tree did not survive storage:\n%s", data)
	}
	if st.Game.Cursor != "0.1" {
		t.Errorf("cursor %q, want 0.1", st.Game.Cursor)
	}
	// A tree whose main line is not the game's moves, or a cursor outside
	// the tree, is refused rather than half read.
	for name, bad := range map[string]string{
		"tree":   strings.Replace(data, `"moves":["h2e2","h9g7"]`, `"moves":["h2e2"]`, 1),
		"cursor": strings.Replace(data, `"cursor":"0.1"`, `"cursor":"0.5"`, 1),
	} {
		if bad == data {
			t.Fatalf("%s: the test's edit did not apply to %s", name, data)
		}
		if _, err := Decode(bad); err == nil {
			t.Errorf("a bad %s was accepted", name)
		}
	}
	// A game without notes stores no tree.
	plain := Encode(State{Settings: settings.Default(i18n.English), Game: FromGame(played(t, "", "h2e2"), position.Red, 3, game.Play, false, nil)})
	if strings.Contains(plain, `"tree"`) || strings.Contains(plain, `"cursor"`) {
		t.Errorf("plain game stored a tree or cursor: %s", plain)
	}
}

// Data written before the ladder had MaxLevel levels (no "levels") keeps its
// players' strength: each stored level becomes the level of today's ladder
// that plays like it. Data written now keeps its numbers as they are.
func TestDecodeMovesFormerLevelsToToday(t *testing.T) {
	former := `{"v":1,"settings":{"level":4},` +
		`"game":{"moves":["h2e2"],"side":"red","level":10,"mode":"play"},` +
		`"previous":{"moves":[],"side":"black","level":9}}`
	want := []int{search.FromFormerLadder(4), search.FromFormerLadder(10), search.FromFormerLadder(9)}
	if want[0] == 4 || want[1] != settings.MaxLevel {
		t.Fatalf("the former levels 4 and 10 map to %v", want)
	}
	s, err := Decode(former)
	if err != nil {
		t.Fatal(err)
	}
	if got := []int{s.Settings.Level, s.Game.Level, s.Previous.Level}; !slices.Equal(got, want) {
		t.Errorf("former levels 4, 10 and 9 read as %v, want %v", got, want)
	}
	data := Encode(s)
	again, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := []int{again.Settings.Level, again.Game.Level, again.Previous.Level}; !slices.Equal(got, want) {
		t.Errorf("written again and read: %v, want %v", got, want)
	}
	if !strings.Contains(data, fmt.Sprintf(`"levels":%d`, settings.MaxLevel)) {
		t.Errorf("Encode does not say which ladder its levels belong to: %s", data)
	}
}
