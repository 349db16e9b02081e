package app

import (
	"strings"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/web/game"
	"xiangqi/web/rating"
	"xiangqi/web/settings"
)

// The player's strength on the levels' scale (web/rating): every finished
// game against a level from the opening goes into the rating history, those
// with undo or hints marked and left out; the new-game dialog shows the
// estimate and the level that gives an even fight.

// RatingPlatform is what the estimate needs from the browser besides
// Platform: the history kept in local storage apart from the game. A
// platform without it keeps no history.
type RatingPlatform interface {
	// StoredRatings returns the saved history; ok is false when there is
	// none or storage is unavailable.
	StoredRatings() (data string, ok bool)
	// StoreRatings writes the history.
	StoreRatings(data string) error
}

// ratingState is the controller's copy of the history.
type ratingState struct {
	history rating.History
	loaded  bool
}

// ratings returns the history, read from storage the first time.
func (a *App) ratings() *rating.History {
	rs := &a.rt
	if rs.loaded {
		return &rs.history
	}
	rs.loaded = true
	if rp, ok := a.plat.(RatingPlatform); ok {
		if data, ok := rp.StoredRatings(); ok && strings.TrimSpace(data) != "" {
			h, err := rating.Decode(data, settings.MaxLevel)
			if err != nil {
				a.plat.Notify(a.T("estimate.bad"), true)
			} else {
				rs.history = h
			}
		}
	}
	return &rs.history
}

// storeRatings saves the history (never from an embedded board).
func (a *App) storeRatings() {
	rp, ok := a.plat.(RatingPlatform)
	if !ok || a.embed {
		return
	}
	if err := rp.StoreRatings(a.ratings().Encode()); err != nil && !a.storeError {
		a.storeError = true
		a.plat.Notify(a.T("msg.storagefull"), true)
	}
}

// playChanged runs after every change of the game: the clock follows it, an
// offer made before a move lapses, and a rated game that has just finished
// goes into the rating history.
func (a *App) playChanged() {
	if o := a.pl.offer; o.kind != noOffer && (o.ply != a.game.Ply() || a.game.Over()) {
		a.pl.offer = offer{}
	}
	a.syncClock()
	if !a.game.Over() || !a.pl.rated || a.embed {
		return
	}
	a.pl.rated = false // counted once, even if the game is opened again
	score := 0.5
	switch r := a.game.Outcome().Result; {
	case r == game.Draw:
	case (r == game.RedWins) == (a.side == position.Red):
		score = 1
	default:
		score = 0
	}
	h := a.ratings()
	h.Add(rating.Game{Level: a.level, Score: score, Side: a.side.String(), AtMs: a.opts.Now().UnixMilli(), Assisted: a.Assisted()})
	a.storeRatings()
}

// EstimateView is what the new-game dialog shows of the player's strength.
type EstimateView struct {
	// Known is false before the first counted game.
	Known bool
	// Level and Error are the estimate on the levels' scale, Suggest the
	// level for an even fight.
	Level, Error float64
	Suggest      int
	// Text says it in words: "About level 5, ± 1 (12 games)".
	Text string
	// Games and Assisted count the games counted and left out.
	Games, Assisted int
}

// Estimate returns the player's strength estimate.
func (a *App) Estimate() EstimateView {
	h := a.ratings()
	v := EstimateView{Assisted: h.Assisted()}
	e, ok := rating.Estimated(*h, search.LevelRatings())
	if !ok {
		v.Text = a.T("estimate.none")
		if v.Assisted > 0 {
			v.Text += " " + a.T(plural("estimate.assisted", v.Assisted), v.Assisted)
		}
		return v
	}
	v.Known, v.Level, v.Error, v.Suggest, v.Games = true, e.Level, e.Error, e.Suggest, e.Games
	v.Text = a.T(plural("estimate.about", e.Games), roundLevel(e.Level), errorText(e.Error), e.Games)
	if v.Assisted > 0 {
		v.Text += " " + a.T(plural("estimate.assisted", v.Assisted), v.Assisted)
	}
	return v
}

// plural is the text key for n of something: key.one for one.
func plural(key string, n int) string {
	if n == 1 {
		return key + ".one"
	}
	return key
}

// roundLevel is the estimate's level as a whole number.
func roundLevel(l float64) int { return int(l + 0.5) }

// errorText writes an error bar to the nearest half level, at least a half.
func errorText(e float64) string {
	halves := max(int(e*2+0.5), 1)
	if halves%2 == 0 {
		return itoa(halves / 2)
	}
	return itoa(halves/2) + ".5"
}

// ResetRatings forgets the rating history.
func (a *App) ResetRatings() {
	*a.ratings() = rating.History{}
	a.storeRatings()
	a.plat.Notify(a.T("estimate.reset.done"), false)
	a.plat.Changed()
}

// RatedHistory returns the history's games, newest first, for the dialog's
// list.
func (a *App) RatedHistory() []rating.Game {
	h := a.ratings()
	out := make([]rating.Game, len(h.Games))
	for i, g := range h.Games {
		out[len(out)-1-i] = g
	}
	return out
}
