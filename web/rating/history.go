package rating

import (
	"fmt"
	"strings"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/search"
)

// Key is the local-storage key of the history, apart from the game so a
// corrupt game never costs the ratings, nor the reverse.
const Key = "xiangqi-rating"

// Version is the history's format:
//
//	{"v":1,"levels":15,"games":[{"level":5,"result":"win","side":"red","at":1767225600000},
//	                {"level":5,"result":"loss","side":"black","at":...,"assisted":true}]}
//
// result is win, draw or loss for the player; at is when the game ended
// (Unix milliseconds); assisted marks a game played with undo or hints,
// which the estimate leaves out. "levels" is the number of levels of the
// ladder the games' levels belong to; a history without it was written when
// the ladder had ten, and its levels are read as the levels of today's
// ladder that play like them (search.FromFormerLadder).
const Version = 1

// MaxGames bounds the history; the oldest games go first.
const MaxGames = 500

// Game is one finished game against a level.
type Game struct {
	Level    int
	Score    float64 // 1 a win, 0.5 a draw, 0 a loss, for the player
	Side     string  // the player's side: red or black
	AtMs     int64   // when it ended, Unix milliseconds
	Assisted bool    // played with undo or hints: shown, not counted
}

// History is the player's finished games against the levels, oldest first.
type History struct {
	Games []Game
}

// Add records a finished game.
func (h *History) Add(g Game) {
	h.Games = append(h.Games, g)
	if len(h.Games) > MaxGames {
		h.Games = append([]Game(nil), h.Games[len(h.Games)-MaxGames:]...)
	}
}

// Counted returns the games the estimate reads: those without help.
func (h History) Counted() []Game {
	var out []Game
	for _, g := range h.Games {
		if !g.Assisted {
			out = append(out, g)
		}
	}
	return out
}

// Assisted returns how many games were left out for undo or hints.
func (h History) Assisted() int { return len(h.Games) - len(h.Counted()) }

// resultNames are the stored names of the scores.
var resultNames = map[float64]string{1: "win", 0.5: "draw", 0: "loss"}

// Encode writes the history as JSON.
func (h History) Encode() string {
	games := make([]string, len(h.Games))
	for i, g := range h.Games {
		members := []string{"level", jsonlite.IntText(g.Level), "result", jsonlite.Quote(resultNames[g.Score]),
			"side", jsonlite.Quote(g.Side), "at", jsonlite.IntText(int(g.AtMs))}
		if g.Assisted {
			members = append(members, "assisted", "true")
		}
		games[i] = jsonlite.ObjectText(members...)
	}
	return jsonlite.ObjectText("v", jsonlite.IntText(Version), "levels", jsonlite.IntText(search.MaxLevel),
		"games", "["+strings.Join(games, ",")+"]")
}

// Decode reads a stored history; anything malformed is an error (the page
// then starts a new history and says so).
func Decode(data string, maxLevel int) (History, error) {
	var h History
	if len(data) > 256<<10 {
		return h, fmt.Errorf("the rating history is too large")
	}
	root, err := jsonlite.Parse(data)
	if err != nil || root.Kind() != jsonlite.Object {
		return h, fmt.Errorf("the rating history is not a JSON object")
	}
	if v, ok := root.Get("v"); !ok {
		return h, fmt.Errorf("the rating history has no version")
	} else if n, ok := v.Int(); !ok || n != Version {
		return h, fmt.Errorf("the rating history has version %v, this page reads %d", v, Version)
	}
	list, ok := root.Get("games")
	if !ok || list.Kind() != jsonlite.Array {
		return h, fmt.Errorf("the rating history has no list of games")
	}
	_, current := root.Get("levels")
	if !current {
		maxLevel = min(maxLevel, search.FormerMaxLevel)
	}
	for i, it := range list.Items() {
		g, err := decodeGame(it, maxLevel)
		if err != nil {
			return History{}, fmt.Errorf("game %d of the rating history: %v", i+1, err)
		}
		if !current {
			g.Level = search.FromFormerLadder(g.Level)
		}
		h.Add(g)
	}
	return h, nil
}

func decodeGame(v jsonlite.Value, maxLevel int) (Game, error) {
	var g Game
	if v.Kind() != jsonlite.Object {
		return g, fmt.Errorf("not an object")
	}
	lv, ok := v.Get("level")
	n, isInt := lv.Int()
	if !ok || !isInt || n < 1 || n > int64(maxLevel) {
		return g, fmt.Errorf("no level from 1 to %d", maxLevel)
	}
	g.Level = int(n)
	rv, _ := v.Get("result")
	name, _ := rv.Str()
	found := false
	for score, s := range resultNames {
		if s == name {
			g.Score, found = score, true
		}
	}
	if !found {
		return g, fmt.Errorf("result %q is not win, draw or loss", name)
	}
	if sv, ok := v.Get("side"); ok {
		g.Side, _ = sv.Str()
	}
	if g.Side != "red" && g.Side != "black" {
		return g, fmt.Errorf("side %q is not red or black", g.Side)
	}
	if av, ok := v.Get("at"); ok {
		if at, ok := av.Int(); ok {
			g.AtMs = at
		}
	}
	if av, ok := v.Get("assisted"); ok {
		g.Assisted, _ = av.Bool()
	}
	return g, nil
}
