package app

import (
	"strings"
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/web/clock"
	"xiangqi/web/game"
	"xiangqi/web/rating"
	"xiangqi/web/settings"
	"xiangqi/web/storage"
)

// advance moves the rig's clock on by d, running the page's timers as
// their times come, in order.
func (r *rig) advance(d time.Duration) {
	end := r.now.Add(d)
	for {
		next := -1
		for i, t := range r.plat.timers {
			if !t.due.After(end) && (next < 0 || t.due.Before(r.plat.timers[next].due)) {
				next = i
			}
		}
		if next < 0 {
			break
		}
		t := r.plat.timers[next]
		r.plat.timers = append(r.plat.timers[:next], r.plat.timers[next+1:]...)
		if t.due.After(r.now) {
			r.now = t.due
		}
		t.f()
	}
	r.now = end
}

func (r *rig) clockLeft(side position.Color) time.Duration {
	r.t.Helper()
	v, ok := r.a.Clock(side)
	if !ok {
		r.t.Fatal("the game has no clock")
	}
	return v.Left
}

func timed(tc string) NewGameOptions {
	c, err := clock.Parse(tc)
	if err != nil {
		panic(err)
	}
	return NewGameOptions{Side: position.Red, Level: 3, Mode: settings.ModeEngine, Clock: c, Hints: -1}
}

// TestFlagFallsWhenThePlayerNeverMoves: at 1+0 the player's minute runs
// out, the game ends on time with the engine the winner, the page says so
// and the clock stops.
func TestFlagFallsWhenThePlayerNeverMoves(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.a.NewGameWith(timed("1+0"))
	if v, _ := r.a.Clock(position.Red); !v.Running || v.Text != "1:00" {
		t.Fatalf("Red's clock at the start: %+v", v)
	}
	r.advance(50*time.Second + 50*time.Millisecond)
	if v, _ := r.a.Clock(position.Red); v.Text != "9.9" || !v.Short {
		t.Errorf("Red's clock with ten seconds left: %+v", v)
	}
	if r.a.Game().Over() {
		t.Fatal("over before the minute")
	}
	r.advance(10 * time.Second)
	st := r.a.Status()
	if st.State != StateGameOver || st.Result != game.BlackWins || st.Reason != game.ReasonTimeout {
		t.Fatalf("after a minute: %+v", st)
	}
	if !strings.Contains(st.Text, "You lost") || !strings.Contains(st.Text, "time") {
		t.Errorf("status text %q", st.Text)
	}
	if r.plat.gameOver != 1 || !contains(r.plat.sounds, SoundLowTime) || r.plat.sounds[len(r.plat.sounds)-1] != SoundLoss {
		t.Errorf("game-over dialog %d, sounds %v", r.plat.gameOver, r.plat.sounds)
	}
	if v, _ := r.a.Clock(position.Red); v.Left != 0 || v.Running || !v.Flagged {
		t.Errorf("Red's clock after the flag: %+v", v)
	}
	if r.a.Board().Interactive() {
		t.Error("the board takes moves after the flag")
	}
	pgn := r.a.PGN()
	if !strings.Contains(pgn, `[Termination "time forfeit"]`) || !strings.Contains(pgn, "0-1") {
		t.Errorf("PGN:\n%s", pgn)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestTimedGameAgainstTheEngine: the clocks switch with each move, the
// increment is added, the engine's search carries both clocks and the
// measured delay, its clock waits while it loads, and undo is off.
func TestTimedGameAgainstTheEngine(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.a.NewGameWith(timed("5+3"))
	r.advance(2 * time.Second)
	r.tap("h2", "e2")
	// The worker is not ready yet: the engine's clock waits.
	r.advance(3 * time.Second)
	if got := r.clockLeft(position.Black); got != 5*time.Minute {
		t.Errorf("Black's clock ran while the engine loaded: %v", got)
	}
	if got := r.clockLeft(position.Red); got != 5*time.Minute+time.Second {
		t.Errorf("Red after 2 s and the increment: %v", got)
	}
	r.send(`{"type":"ready"}`)
	g := r.lastGo()
	if g["wtimeMs"] != float64(301000) || g["btimeMs"] != float64(300000) || g["wincMs"] != float64(3000) || g["bincMs"] != float64(3000) || g["level"] != float64(3) {
		t.Errorf("go = %v", g)
	}
	if g["overheadMs"] != float64(defaultOverhead.Milliseconds()) {
		t.Errorf("overhead before any measure: %v", g["overheadMs"])
	}
	if r.a.CanUndo() {
		t.Error("undo in a timed game")
	}
	// The answer took 1.5 s, of which the engine says it thought 1.2 s.
	r.advance(1500 * time.Millisecond)
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7","timeMs":1200,"depth":5}`, r.goID())
	if got := r.clockLeft(position.Black); got != 5*time.Minute+1500*time.Millisecond {
		t.Errorf("Black after 1.5 s and the increment: %v", got)
	}
	if v, _ := r.a.Clock(position.Red); !v.Running {
		t.Error("Red's clock does not run after the reply")
	}
	r.tap("h0", "g2")
	if got := r.lastGo()["overheadMs"]; got != float64(460) {
		t.Errorf("overhead after a 300 ms delay: %v, want 1.5 times it and 10 ms", got)
	}
	r.a.Undo()
	if r.moves() != "h2e2 h9g7 h0g2" || !contains(r.plat.notices, "Undo is off in this game.") {
		t.Errorf("undo in a timed game: %q, notices %q", r.moves(), r.plat.notices)
	}
}

// TestClockSurvivesAReload: a reload keeps both clocks, the running one
// less the time the page was away; a game against the engine hidden before
// the reload was paused, and resumes.
func TestClockSurvivesAReload(t *testing.T) {
	// Two players: the clock runs on while the page is away.
	r := newRig(t).start(Boot{})
	o := timed("3+2")
	o.Mode = settings.ModeTwoPlayers
	r.a.NewGameWith(o)
	r.advance(4 * time.Second)
	r.tap("h2", "e2")
	r.advance(7 * time.Second)
	saved := r.plat.stored
	redBefore, blackBefore := r.clockLeft(position.Red), r.clockLeft(position.Black)
	r2 := newRig(t)
	r2.now = r.now.Add(400 * time.Millisecond)
	r2.start(Boot{Stored: saved, HasStored: true})
	if r2.a.Mode() != game.TwoPlayers || !r2.a.Timed() {
		t.Fatalf("after the reload: mode %q timed %v", r2.a.Mode(), r2.a.Timed())
	}
	if got := r2.clockLeft(position.Red); got != redBefore {
		t.Errorf("Red, waiting, after the reload: %v, before %v", got, redBefore)
	}
	if got := r2.clockLeft(position.Black); got != blackBefore-400*time.Millisecond {
		t.Errorf("Black, running, after a 0.4 s reload: %v, before %v", got, blackBefore)
	}

	// Against the engine: hidden (as a reload hides the page first), the
	// clock pauses, and the reloaded page goes on from there.
	e := newRig(t).start(Boot{})
	e.send(`{"type":"ready"}`)
	e.a.NewGameWith(timed("10+5"))
	e.advance(3 * time.Second)
	e.a.SetHidden(true)
	if e.a.Status().Detail != "Clock paused while the page is hidden" {
		t.Errorf("status while hidden: %+v", e.a.Status())
	}
	e.advance(time.Minute)
	if got := e.clockLeft(position.Red); got != 597*time.Second {
		t.Errorf("Red's clock ran while hidden: %v", got)
	}
	saved = e.plat.stored
	e2 := newRig(t)
	e2.now = e.now.Add(2 * time.Second)
	e2.start(Boot{Stored: saved, HasStored: true})
	if got := e2.clockLeft(position.Red); got != 597*time.Second {
		t.Errorf("Red after the reload: %v", got)
	}
	if v, _ := e2.a.Clock(position.Red); !v.Running {
		t.Error("the reloaded page's clock does not run")
	}
	// Shown again without a reload: the clock runs and the page says so.
	e.a.SetHidden(false)
	e.advance(time.Second)
	if got := e.clockLeft(position.Red); got != 596*time.Second || !contains(e.plat.notices, "The clock was paused while the page was hidden.") {
		t.Errorf("after showing the page: %v, notices %q", got, e.plat.notices)
	}
	// A game between two people never pauses.
	r.a.SetHidden(true)
	r.advance(time.Second)
	if got := r.clockLeft(position.Black); got != blackBefore-time.Second {
		t.Errorf("a two-player clock paused when hidden: %v", got)
	}
}

// TestTimeoutAgainstBareDefenders: running out of time is a draw when the
// other side could never mate.
func TestTimeoutAgainstBareDefenders(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#fen=2bak4/4a4/9/9/9/9/9/9/9/R3K4+w&mode=two-players&tc=1+0"})
	if !r.a.Timed() || r.a.Mode() != game.TwoPlayers {
		t.Fatalf("link: timed %v mode %q", r.a.Timed(), r.a.Mode())
	}
	r.advance(61 * time.Second)
	if o := r.a.Game().Outcome(); o != (game.Outcome{Result: game.Draw, Reason: game.ReasonTimeout}) {
		t.Errorf("Red's flag against bare defenders: %+v", o)
	}
}

// TestTwoPlayersFinishAGame: both sides move by hand with no engine,
// undo asks the other player, a draw offer can be refused, and the side to
// move resigns.
func TestTwoPlayersFinishAGame(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#mode=two-players"})
	if r.a.Mode() != game.TwoPlayers || len(r.workers) != 0 {
		t.Fatalf("mode %q, %d workers", r.a.Mode(), len(r.workers))
	}
	if r.a.CanHint() {
		t.Error("a hint without an engine")
	}
	r.tap("h2", "e2", "h9", "g7")
	if r.moves() != "h2e2 h9g7" || r.a.Status().Text != "Red to move" {
		t.Fatalf("moves %q status %+v", r.moves(), r.a.Status())
	}
	// Black asks to take back; Red refuses, then agrees.
	r.a.Undo()
	if kind, from, ok := r.a.Offer(); !ok || kind != "undo" || from != position.Black {
		t.Fatalf("offer %q %v %v", kind, from, ok)
	}
	if r.a.OfferText() != "Black asks to take back the last move. Red, do you agree?" || r.a.CanUndo() {
		t.Errorf("offer text %q, can undo %v", r.a.OfferText(), r.a.CanUndo())
	}
	r.a.AnswerOffer(false)
	if r.moves() != "h2e2 h9g7" {
		t.Fatalf("a refused undo took back: %q", r.moves())
	}
	r.a.Undo()
	r.a.AnswerOffer(true)
	if r.moves() != "h2e2" {
		t.Fatalf("an agreed undo: %q", r.moves())
	}
	// A draw offer lapses when the other side moves instead.
	r.a.OfferDraw()
	if kind, from, _ := r.a.Offer(); kind != "draw" || from != position.Black {
		t.Fatalf("draw offer from Black: %q %v", kind, from)
	}
	r.tap("h9", "g7")
	if _, _, ok := r.a.Offer(); ok {
		t.Error("the offer outlived a move")
	}
	// Red resigns on its move.
	r.a.Resign()
	if o := r.a.Game().Outcome(); o != (game.Outcome{Result: game.BlackWins, Reason: game.ReasonResign}) {
		t.Fatalf("resignation: %+v", o)
	}
	if r.a.OverHeadline() != "Black wins" || len(r.workers) != 0 {
		t.Errorf("headline %q, workers %d", r.a.OverHeadline(), len(r.workers))
	}
	if !strings.Contains(r.a.PGN(), `[Black "Black"]`) {
		t.Errorf("PGN names: %s", r.a.PGN())
	}
}

func TestTwoPlayersAgreeADrawAndLayouts(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.a.Set(settings.Layout, settings.LayoutTurn)
	r.a.NewGameWith(NewGameOptions{Mode: settings.ModeTwoPlayers, Level: 3, Undo: true, Hints: -1})
	if r.a.Layout() != settings.LayoutTurn || r.a.Board().Bottom != position.Red {
		t.Fatalf("layout %q bottom %v", r.a.Layout(), r.a.Board().Bottom)
	}
	r.tap("h2", "e2")
	if r.a.Board().Bottom != position.Black {
		t.Error("the board did not turn to Black")
	}
	r.tap("h7", "e7") // Black's cannon, as Black sees it from below
	if r.a.Board().Bottom != position.Red || r.moves() != "h2e2 h7e7" {
		t.Errorf("after Black's move: bottom %v moves %q", r.a.Board().Bottom, r.moves())
	}
	r.a.Set(settings.Layout, settings.LayoutFaceToFace)
	if !r.a.SeatActions() {
		t.Error("face to face without seat controls")
	}
	r.a.OfferDrawFrom(position.Black)
	r.a.AnswerOffer(true)
	if o := r.a.Game().Outcome(); o != (game.Outcome{Result: game.Draw, Reason: game.ReasonAgreement}) {
		t.Errorf("agreed draw: %+v", o)
	}
	if pgn := r.a.PGN(); !strings.Contains(pgn, `[Termination "normal"]`) || !strings.Contains(pgn, "{Draw: by agreement}") {
		t.Errorf("PGN of an agreed draw:\n%s", pgn)
	}
	// Against the engine the layout is always the usual one.
	r.a.NewGame(position.Red, 3)
	if r.a.Layout() != settings.LayoutNormal {
		t.Errorf("layout against the engine: %q", r.a.Layout())
	}
}

// TestDrawOffersToTheEngine: the engine takes a draw only when its own last
// score says even or worse for it; an offer made while it thinks is
// answered by that search.
func TestDrawOffersToTheEngine(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7","book":true}`, r.goID())
	r.a.OfferDraw()
	if r.a.Game().Over() || !contains(r.plat.notices, "The computer declines the draw.") {
		t.Fatalf("a book move's position: over %v, notices %q", r.a.Game().Over(), r.plat.notices)
	}
	if r.a.CanOfferDraw() {
		t.Error("a second offer in the same move")
	}
	r.tap("h0", "g2")
	r.send(`{"type":"bestmove","id":%d,"move":"i9h9","score":80,"depth":8}`, r.goID())
	r.a.OfferDraw()
	if r.a.Game().Over() {
		t.Fatal("accepted at +0.80 for itself")
	}
	r.tap("i0", "h0")
	r.a.OfferDraw() // while it thinks
	r.send(`{"type":"bestmove","id":%d,"move":"b9c7","score":-10,"depth":8}`, r.goID())
	if o := r.a.Game().Outcome(); o != (game.Outcome{Result: game.Draw, Reason: game.ReasonAgreement}) {
		t.Fatalf("offer answered at -0.10: %+v, moves %q", o, r.moves())
	}
	if r.moves() != "h2e2 h9g7 h0g2 i9h9 i0h0" {
		t.Errorf("the engine's move was played as well: %q", r.moves())
	}
	if r.a.OverHeadline() != "Draw" {
		t.Errorf("headline %q", r.a.OverHeadline())
	}
	for _, tc := range []struct {
		score, mate int
		searched    bool
		want        bool
	}{{0, 0, true, true}, {25, 0, true, true}, {26, 0, true, false}, {-500, 0, true, true}, {0, 3, true, false}, {0, -3, true, true}, {0, 0, false, false}} {
		if got := EngineAcceptsDraw(tc.score, tc.mate, tc.searched); got != tc.want {
			t.Errorf("EngineAcceptsDraw(%d, %d, %v) = %v", tc.score, tc.mate, tc.searched, got)
		}
	}
}

// TestEngineResignsAtFullStrengthOnly: three hopeless scores in a row make
// full strength resign; level 5 plays on.
func TestEngineResignsAtFullStrengthOnly(t *testing.T) {
	for _, level := range []int{5, settings.MaxLevel} {
		r := newRig(t).start(Boot{})
		r.send(`{"type":"ready"}`)
		r.a.NewGame(position.Red, level)
		moves := [][2]string{{"h2e2", "h9g7"}, {"h0g2", "i9h9"}, {"i0h0", "b9c7"}, {"b0c2", "a9b9"}}
		for i, pair := range moves {
			r.tap(pair[0][:2], pair[0][2:])
			score := -1200
			if i == 0 {
				score = 50
			}
			r.send(`{"type":"bestmove","id":%d,"move":"%s","score":%d,"depth":9}`, r.goID(), pair[1], score)
		}
		o := r.a.Game().Outcome()
		if level == settings.MaxLevel && (o != game.Outcome{Result: game.RedWins, Reason: game.ReasonResign} || r.a.Game().Ply() != 7) {
			t.Errorf("full strength after three hopeless scores: %+v at ply %d", o, r.a.Game().Ply())
		}
		if level == 5 && (o.Result != game.Ongoing || r.a.Game().Ply() != 8) {
			t.Errorf("level 5 resigned: %+v", o)
		}
		if level == settings.MaxLevel && !strings.HasPrefix(r.a.Status().Text, "You win!") {
			t.Errorf("status %q", r.a.Status().Text)
		}
	}
}

// TestLimitsOfASeriousGame: no undo, a set number of hints, both counted.
func TestLimitsOfASeriousGame(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.a.NewGameWith(NewGameOptions{Side: position.Red, Level: 3, Mode: settings.ModeEngine, Undo: false, Hints: 1})
	if r.a.HintsLeft() != 1 || !r.a.CanHint() {
		t.Fatalf("hints left %d", r.a.HintsLeft())
	}
	r.a.Hint()
	r.send(`{"type":"bestmove","id":%d,"move":"h2e2"}`, r.goID())
	if r.a.HintsLeft() != 0 || r.a.CanHint() || !r.a.Assisted() {
		t.Errorf("after the one hint: left %d, can %v, assisted %v", r.a.HintsLeft(), r.a.CanHint(), r.a.Assisted())
	}
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	if r.a.CanUndo() {
		t.Error("undo in a game without undo")
	}
	// The limits survive a reload.
	r2 := newRig(t)
	r2.start(Boot{Stored: r.plat.stored, HasStored: true})
	if r2.a.CanUndo() || r2.a.HintsLeft() != 0 || !r2.a.Assisted() {
		t.Errorf("after a reload: undo %v, hints %d, assisted %v", r2.a.CanUndo(), r2.a.HintsLeft(), r2.a.Assisted())
	}
}

// TestRatedGamesMakeTheEstimate: finished games against a level go into the
// history, a game with help marked and left out; the estimate moves up with
// wins and down with losses; the history resets.
func TestRatedGamesMakeTheEstimate(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	if r.a.Estimate().Known {
		t.Fatal("an estimate before any game")
	}
	play := func(level int, win, help bool) {
		r.a.NewGame(position.Red, level)
		r.tap("h2", "e2")
		r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
		if help {
			r.a.Hint()
			r.send(`{"type":"bestmove","id":%d,"move":"h0g2"}`, r.goID())
		}
		if win {
			r.a.game.Resign(position.Black) // as the engine does at level 10
			r.a.sync()
		} else {
			r.a.Resign()
		}
	}
	play(5, true, false)
	first := r.a.Estimate()
	if !first.Known || first.Games != 1 || first.Level <= 5 {
		t.Fatalf("after a win at level 5: %+v", first)
	}
	play(5, true, false)
	second := r.a.Estimate()
	if second.Level <= first.Level {
		t.Errorf("a second win did not raise the estimate: %.2f then %.2f", first.Level, second.Level)
	}
	play(8, true, true) // with a hint: left out
	if got := r.a.Estimate(); got.Level != second.Level || got.Assisted != 1 || !strings.Contains(got.Text, "1 game with help left out") {
		t.Errorf("an assisted win changed the estimate: %+v", got)
	}
	play(5, false, false)
	third := r.a.Estimate()
	if third.Level >= second.Level {
		t.Errorf("a loss did not lower the estimate: %.2f then %.2f", second.Level, third.Level)
	}
	if !strings.HasPrefix(third.Text, "About level ") || third.Suggest < 1 {
		t.Errorf("estimate %+v", third)
	}
	h, err := rating.Decode(r.plat.ratings, settings.MaxLevel)
	if err != nil || len(h.Games) != 4 || !h.Games[2].Assisted || h.Games[3].Score != 0 {
		t.Errorf("stored history %+v %v", h, err)
	}
	// A game from a link's position, or between two people, never counts.
	r.a.LoadText("2bak4/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1")
	r.a.Resign()
	r.a.NewGameWith(NewGameOptions{Mode: settings.ModeTwoPlayers, Undo: true, Hints: -1})
	r.tap("h2", "e2")
	r.a.Resign()
	if got := len(r.a.RatedHistory()); got != 4 {
		t.Errorf("%d games in the history after unrated games", got)
	}
	r.a.ResetRatings()
	if r.a.Estimate().Known || len(r.a.RatedHistory()) != 0 {
		t.Error("the history survived the reset")
	}
}

// TestWatchModeAtOnePlusZero: the engine plays both sides on the clock,
// each side's search carrying its own time.
func TestWatchModeAtOnePlusZero(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#mode=watch&tc=1+0&level=10"})
	r.send(`{"type":"ready"}`)
	if r.a.Mode() != game.Watch || !r.a.Thinking() {
		t.Fatalf("mode %q thinking %v", r.a.Mode(), r.a.Thinking())
	}
	r.advance(1200 * time.Millisecond)
	r.send(`{"type":"bestmove","id":%d,"move":"h2e2","timeMs":1190}`, r.goID())
	g := r.lastGo()
	if g["wtimeMs"] != float64(58800) || g["btimeMs"] != float64(60000) || g["level"] != float64(10) {
		t.Errorf("Black's go: %v", g)
	}
	// Black's worker is starved: just short of the flag the page tells it to
	// move now.
	r.advance(59900 * time.Millisecond)
	w := r.worker()
	if last := w.posted[len(w.posted)-1]; last["type"] != "stop" {
		t.Errorf("no stop before the flag: %v", last)
	}
	r.advance(200 * time.Millisecond)
	if o := r.a.Game().Outcome(); o != (game.Outcome{Result: game.RedWins, Reason: game.ReasonTimeout}) {
		t.Errorf("Black's flag: %+v", o)
	}
}

// TestClockInThePGN: a timed game's saved PGN has each move's time left.
func TestClockInThePGN(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.a.NewGameWith(timed("3+2"))
	r.advance(5 * time.Second)
	r.tap("h2", "e2")
	r.advance(time.Second)
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	pgn := r.a.PGN()
	for _, want := range []string{"{[%clk 0:02:57]}", "{[%clk 0:03:01]}", `[TimeControl "180+2"]`} {
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN lacks %s:\n%s", want, pgn)
		}
	}
	if s, err := storage.Decode(r.plat.stored); err != nil || s.Game.Play == nil || len(s.Game.Play.Clock.LogMs) != 2 {
		t.Errorf("stored %+v %v", s.Game, err)
	}
}
