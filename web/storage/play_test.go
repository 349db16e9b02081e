package storage

import (
	"strings"
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/web/clock"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
	"xiangqi/web/settings"
)

// TestPlayRoundTrip keeps a timed game with limits: its clock, limits, help
// used and rating mark come back, the new-game choices too, and a loss on
// time stays a loss on time.
func TestPlayRoundTrip(t *testing.T) {
	g := played(t, "", "h2e2", "h9g7")
	g.Flag(position.Red)
	c := clock.New(clock.Control{Base: 10 * time.Minute, Increment: 5 * time.Second})
	t0 := time.UnixMilli(1767225600000)
	c.Start(position.Red, t0)
	c.Moved(t0.Add(3 * time.Second))
	st := c.State(t0.Add(4 * time.Second))
	stored := FromGame(g, position.Red, 5, game.TwoPlayers, false, nil)
	stored.Play = &Play{Clock: &st, Undo: false, Hints: 3, UsedHints: 1, Rated: true}
	sets := settings.Default(i18n.English)
	for name, v := range map[string]string{settings.PlayMode: "two-players", settings.TimeControl: "15+10",
		settings.Layout: "face-to-face", settings.Undo: "off", settings.Hints: "1"} {
		if err := sets.Set(name, v); err != nil {
			t.Fatal(err)
		}
	}
	data := Encode(State{Settings: sets, Game: stored})
	back, err := Decode(data)
	if err != nil {
		t.Fatalf("Decode(%s): %v", data, err)
	}
	if back.Settings != sets {
		t.Errorf("settings %+v, want %+v", back.Settings, sets)
	}
	p := back.Game.Play
	if p == nil || p.Clock == nil || p.Undo || p.Hints != 3 || p.UsedHints != 1 || !p.Rated {
		t.Fatalf("play %+v in %s", p, data)
	}
	if got := *p.Clock; got.Control != "10+5" || got.RedMs != 602000 || got.BlackMs != 599000 || got.Running != "black" ||
		got.AtMs != st.AtMs || len(got.LogMs) != 1 || got.LogMs[0] != 602000 {
		t.Errorf("clock %+v, want %+v", got, st)
	}
	bg, err := back.Game.Build()
	if err != nil {
		t.Fatal(err)
	}
	if bg.Outcome() != (game.Outcome{Result: game.BlackWins, Reason: game.ReasonTimeout}) || back.Game.Mode != game.TwoPlayers {
		t.Errorf("outcome %+v, mode %q", bg.Outcome(), back.Game.Mode)
	}
	// A game without play stores none.
	plain := Encode(State{Settings: sets, Game: FromGame(g, position.Red, 5, game.Play, false, nil)})
	if strings.Contains(plain, `"play":{`) {
		t.Errorf("untimed game stored play: %s", plain)
	}
	// A clock that cannot be is refused with the game.
	for _, bad := range []string{
		strings.Replace(data, `"tc":"10+5"`, `"tc":"10+500"`, 1),
		strings.Replace(data, `"running":"black"`, `"running":"blue"`, 1),
		strings.Replace(data, `"hints":3`, `"hints":-7`, 1),
		strings.Replace(data, `"log":[602000]`, `"log":["x"]`, 1),
	} {
		if bad == data {
			t.Fatalf("the replacement did not apply to %s", data)
		}
		if _, err := Decode(bad); err == nil {
			t.Errorf("Decode accepted %s", bad)
		}
	}
}
