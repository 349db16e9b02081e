package rating

import (
	"math"
	"strings"
	"testing"

	"xiangqi/engine/search"
)

var ratings = search.LevelRatings()

func games(level int, score float64, n int) []Game {
	out := make([]Game, n)
	for i := range out {
		out[i] = Game{Level: level, Score: score, Side: "red", AtMs: int64(1000 + i)}
	}
	return out
}

func estimate(t *testing.T, gs ...[]Game) Estimate {
	t.Helper()
	var h History
	for _, list := range gs {
		for _, g := range list {
			h.Add(g)
		}
	}
	e, ok := Estimated(h, ratings)
	if !ok {
		t.Fatal("no estimate")
	}
	return e
}

// TestEstimateMovesTheRightWay: wins push the estimate up, losses down,
// draws towards the level drawn with, more games narrow the error bar, and
// the suggested level follows.
func TestEstimateMovesTheRightWay(t *testing.T) {
	if _, ok := Estimated(History{}, ratings); ok {
		t.Error("an estimate from no games")
	}
	oneWin := estimate(t, games(5, 1, 1))
	oneLoss := estimate(t, games(5, 0, 1))
	if !(oneWin.Level > oneLoss.Level) {
		t.Errorf("a win at level 5 (%.2f) is not above a loss (%.2f)", oneWin.Level, oneLoss.Level)
	}
	// Ten wins at level 5 put the player above level 5; ten losses below.
	wins := estimate(t, games(5, 1, 10))
	losses := estimate(t, games(5, 0, 10))
	if wins.Level <= 5 || losses.Level >= 5 || wins.Level <= oneWin.Level || losses.Level >= oneLoss.Level {
		t.Errorf("10 wins: %.2f, 10 losses: %.2f, one win %.2f, one loss %.2f", wins.Level, losses.Level, oneWin.Level, oneLoss.Level)
	}
	// Even results at level 6 place the player near level 6, with a
	// narrower error bar the more games there are.
	even4 := estimate(t, games(6, 1, 2), games(6, 0, 2))
	even20 := estimate(t, games(6, 1, 10), games(6, 0, 10))
	draws := estimate(t, games(6, 0.5, 20))
	for _, e := range []Estimate{even4, even20, draws} {
		if math.Abs(e.Level-6) > 0.6 || e.Suggest != 6 {
			t.Errorf("even at level 6: level %.2f ± %.2f, suggests %d", e.Level, e.Error, e.Suggest)
		}
	}
	if !(even20.Error < even4.Error) || even20.Games != 20 {
		t.Errorf("error bar after 4 games %.2f, after 20 %.2f", even4.Error, even20.Error)
	}
	// Beating level 4 and losing to level 6 puts the player between them.
	between := estimate(t, games(4, 1, 8), games(6, 0, 8))
	if between.Level <= 4 || between.Level >= 6 {
		t.Errorf("between levels 4 and 6: %.2f", between.Level)
	}
	// Recent games weigh more: losses after old wins pull the estimate
	// below where the same games in the other order leave it.
	improving := estimate(t, games(5, 0, 15), games(5, 1, 15))
	declining := estimate(t, games(5, 1, 15), games(5, 0, 15))
	if !(improving.Level > declining.Level) {
		t.Errorf("recent wins %.2f not above recent losses %.2f", improving.Level, declining.Level)
	}
	// The estimate stays on the scale.
	if top := estimate(t, games(search.MaxLevel, 1, 30)); top.Level != search.MaxLevel || top.Suggest != search.MaxLevel {
		t.Errorf("beating full strength thirty times: %.2f, suggests %d", top.Level, top.Suggest)
	}
	if bottom := estimate(t, games(1, 0, 30)); bottom.Level != 1 || bottom.Suggest != 1 {
		t.Errorf("losing to level 1 thirty times: %.2f, suggests %d", bottom.Level, bottom.Suggest)
	}
}

// TestAssistedGamesAreLeftOut: games with undo or hints are kept and shown
// but change nothing.
func TestAssistedGamesAreLeftOut(t *testing.T) {
	base := games(5, 1, 3)
	helped := games(8, 1, 5)
	for i := range helped {
		helped[i].Assisted = true
	}
	with := estimate(t, base, helped)
	without := estimate(t, base)
	if with != without {
		t.Errorf("assisted games changed the estimate: %+v vs %+v", with, without)
	}
	var h History
	for _, g := range append(base, helped...) {
		h.Add(g)
	}
	if h.Assisted() != 5 || len(h.Counted()) != 3 {
		t.Errorf("assisted %d counted %d", h.Assisted(), len(h.Counted()))
	}
}

func TestHistoryRoundTrip(t *testing.T) {
	var h History
	h.Add(Game{Level: 3, Score: 1, Side: "red", AtMs: 1767225600000})
	h.Add(Game{Level: 10, Score: 0.5, Side: "black", AtMs: 1767225700000, Assisted: true})
	h.Add(Game{Level: 1, Score: 0, Side: "red", AtMs: 1})
	text := h.Encode()
	back, err := Decode(text, search.MaxLevel)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Games) != 3 || back.Games[1] != h.Games[1] || back.Encode() != text {
		t.Errorf("round trip: %s\n%s", text, back.Encode())
	}
	for _, bad := range []string{
		``, `[]`, `{"games":[]}`, `{"v":2,"games":[]}`, `{"v":1}`,
		`{"v":1,"levels":15,"games":[{"level":16,"result":"win","side":"red"}]}`,
		`{"v":1,"games":[{"level":11,"result":"win","side":"red"}]}`,
		`{"v":1,"games":[{"level":3,"result":"won","side":"red"}]}`,
		`{"v":1,"games":[{"level":3,"result":"win","side":"blue"}]}`,
		`{"v":1,"games":[7]}`,
	} {
		if _, err := Decode(bad, search.MaxLevel); err == nil {
			t.Errorf("Decode(%q) accepted", bad)
		}
	}
	var long History
	for i := 0; i < MaxGames+20; i++ {
		long.Add(Game{Level: 2, Score: 1, Side: "red", AtMs: int64(i)})
	}
	if len(long.Games) != MaxGames || long.Games[0].AtMs != 20 {
		t.Errorf("a long history keeps %d games from %d", len(long.Games), long.Games[0].AtMs)
	}
	if !strings.Contains(text, `"assisted":true`) {
		t.Errorf("assisted mark not written: %s", text)
	}
}

// A history written for the former ten-level ladder (no "levels") is read on
// today's ladder: each game's level becomes the level that plays like it,
// so the estimate keeps the player's strength.
func TestHistoryFromTheFormerLadder(t *testing.T) {
	h, err := Decode(`{"v":1,"games":[{"level":2,"result":"win","side":"red"},{"level":10,"result":"loss","side":"black"}]}`, search.MaxLevel)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Games) != 2 || h.Games[0].Level != search.FromFormerLadder(2) || h.Games[1].Level != search.MaxLevel || search.FromFormerLadder(2) == 2 {
		t.Errorf("former levels 2 and 10 read as %+v", h.Games)
	}
	back, err := Decode(h.Encode(), search.MaxLevel)
	if err != nil || back.Games[0].Level != h.Games[0].Level || back.Games[1].Level != search.MaxLevel {
		t.Errorf("written again and read: %+v, %v", back.Games, err)
	}
}
