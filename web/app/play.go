package app

import (
	"strings"
	"time"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/wire"
	"xiangqi/web/clock"
	"xiangqi/web/game"
	"xiangqi/web/link"
	"xiangqi/web/settings"
	"xiangqi/web/storage"
)

// How a game is played beyond its mode, side and level: its clock (计时),
// the limits of a serious game (no undo, no or a few hints), the help
// taken, offers between the players (offers.go), and whether a finished
// game counts for the player's strength estimate (estimate.go). The state
// is kept with the game in local storage (web/storage's Play).

// playState is the controller's side of it.
type playState struct {
	clock *clock.Clock // nil: no clock

	undo      bool // undo allowed (untimed games only)
	hints     int  // hints allowed, -1 for any number
	usedUndo  int
	usedHints int
	// rated: the game counts for the estimate once finished (a game against
	// a level from the opening); cleared once it is counted.
	rated bool

	hidden bool // the page is hidden
	// awayPaused: the clock was paused because the page was hidden; the
	// page says so when it is shown again.
	awayPaused bool
	warned     [2]bool // the low-time warning was given, per side
	tick       int     // the generation of the scheduled clock tick
	tickAt     time.Time
	// askedAt is when the engine's timed move was asked for (zero when the
	// engine was not ready then, so its delay is not a message delay).
	askedAt time.Time
	lag     time.Duration // the engine's measured message delay (overheadMs)
	nudged  bool          // "move now" was sent to save the engine's flag

	offer offer // an offer waiting for its answer (offers.go)
	// offeredAt is the ply of the player's last draw offer to the engine:
	// one offer a move.
	offeredAt int
	// scores are the engine's own scores of its last moves, for its
	// resignation (offers.go); searched moves only, from the last book
	// move on.
	scores []int
	// The engine's last move: a book move (no score), or its score and
	// mate for itself, which answer a draw offer.
	lastBook            bool
	lastScore, lastMate int
}

// NewGameOptions are the new-game dialog's choices.
type NewGameOptions struct {
	Side  position.Color
	Level int
	// Mode is settings.ModeEngine or settings.ModeTwoPlayers.
	Mode string
	// Clock is the time control; the zero Control is no clock.
	Clock clock.Control
	// Undo allows undo (never in a timed game); Hints is how many hints the
	// game allows, -1 for any number.
	Undo  bool
	Hints int
}

// NewGameWith starts a game from the opening as the new-game dialog asks;
// its choices become the defaults of later games.
func (a *App) NewGameWith(o NewGameOptions) {
	if o.Level < settings.MinLevel || o.Level > settings.MaxLevel {
		o.Level = a.level
	}
	id := game.Play
	if o.Mode == settings.ModeTwoPlayers {
		id = game.TwoPlayers
	} else {
		o.Mode = settings.ModeEngine
	}
	a.side, a.level = o.Side, o.Level
	s := &a.settings
	s.Side, s.Level, s.PlayMode, s.TimeControl, s.Undo = o.Side.String(), o.Level, o.Mode, o.Clock.String(), o.Undo
	s.Hints = settings.HintsAny
	if o.Hints >= 0 {
		s.Hints = itoa(min(o.Hints, settings.MaxHints))
	}
	a.replaceGame(game.NewStandard(), a.makeMode(id), false)
	a.startPlay(o.Clock, o.Undo, a.settings.HintLimit())
	a.pl.rated = id == game.Play
	a.sound(SoundNewGame)
	a.sync()
}

// startPlay gives the game in hand its clock and limits, the clock running
// for the side to move.
func (a *App) startPlay(c clock.Control, undo bool, hints int) {
	a.pl = playState{undo: undo, hints: hints, hidden: a.pl.hidden, lag: a.pl.lag}
	if c.On() {
		a.pl.clock = clock.New(c)
		a.pl.clock.Start(a.game.Position().SideToMove(), a.opts.Now())
	}
}

// itoa is strconv.Itoa for the small numbers here.
func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// resetPlay forgets the old game's play when a game replaces it: no clock,
// no limits.
func (a *App) resetPlay() {
	a.pl = playState{undo: true, hints: -1, hidden: a.pl.hidden, lag: a.pl.lag}
}

// storedPlay is the play of the game in hand as storage keeps it, nil for
// an untimed game with no limits.
func (a *App) storedPlay() *storage.Play {
	p := &a.pl
	if p.clock == nil && p.undo && p.hints < 0 && p.usedUndo == 0 && p.usedHints == 0 && !p.rated {
		return nil
	}
	out := &storage.Play{Undo: p.undo, Hints: p.hints, UsedUndo: p.usedUndo, UsedHints: p.usedHints, Rated: p.rated}
	if p.clock != nil {
		st := p.clock.State(a.opts.Now())
		out.Clock = &st
	}
	return out
}

// restorePlay takes the play of a stored game; a clock that cannot be
// restored leaves the game untimed.
func (a *App) restorePlay(sp *storage.Play) {
	a.resetPlay()
	if sp == nil {
		return
	}
	a.pl.undo, a.pl.hints, a.pl.usedUndo, a.pl.usedHints, a.pl.rated = sp.Undo, sp.Hints, sp.UsedUndo, sp.UsedHints, sp.Rated
	if sp.Clock != nil {
		if c, err := clock.Restore(*sp.Clock, a.opts.Now()); err == nil {
			a.pl.clock = c
		}
	}
}

// Timed reports whether the game in hand has a clock.
func (a *App) Timed() bool { return a.pl.clock != nil }

// TimeControl returns the game's time control (the zero Control without a
// clock).
func (a *App) TimeControl() clock.Control {
	if a.pl.clock == nil {
		return clock.Control{}
	}
	return a.pl.clock.Control()
}

// ClockView is one side's clock as the page shows it.
type ClockView struct {
	Left    time.Duration // time left, never below 0
	Text    string        // as a clock shows it: "4:59", "9.4"
	Running bool          // this side's clock runs (not while paused)
	Short   bool          // under ten seconds
	Flagged bool          // this side lost, or drew, on time
}

// Clock returns side's clock; ok is false when the game has none.
func (a *App) Clock(side position.Color) (v ClockView, ok bool) {
	c := a.pl.clock
	if c == nil {
		return ClockView{}, false
	}
	now := a.opts.Now()
	left := max(c.Left(side, now), 0)
	running, runs := c.Running()
	o := a.game.Outcome()
	return ClockView{Left: left, Text: clock.Format(left), Running: runs && c.Ticking() && running == side,
		Short: left < clock.Short, Flagged: o.Reason == game.ReasonTimeout && left == 0}, true
}

// ClockPaused reports whether the game's clock is paused (the page hidden,
// the engine still loading).
func (a *App) ClockPaused() bool { return a.pl.clock != nil && a.pl.clock.Paused() && !a.game.Over() }

// againstEngine reports whether the engine plays a side of the game in
// hand: such a game pauses while the page is hidden.
func (a *App) againstEngine() bool {
	return a.mode.mover(position.Red) == moverEngine || a.mode.mover(position.Black) == moverEngine
}

// SetHidden tells the controller that the page was hidden or shown again
// (the document's visibility). A game against the engine pauses its clock
// while hidden and says so when shown.
func (a *App) SetHidden(hidden bool) {
	if hidden == a.pl.hidden {
		return
	}
	a.pl.hidden = hidden
	paused := a.pl.clock != nil && a.pl.clock.Paused()
	a.syncClock()
	if a.pl.clock == nil || a.game.Over() {
		return
	}
	if hidden && a.pl.clock.Paused() && !paused {
		a.pl.awayPaused = true
	}
	if !hidden && a.pl.awayPaused {
		a.pl.awayPaused = false
		a.plat.Notify(a.T("clock.wasPaused"), false)
	}
	a.persist()
	a.plat.Changed()
}

// syncClock brings the clock in line with the game: stopped once the game
// is over, paused while a game against the engine is hidden or the engine
// to move is not ready yet, running otherwise; then the next tick is set.
func (a *App) syncClock() {
	c := a.pl.clock
	if c == nil {
		return
	}
	now := a.opts.Now()
	if a.game.Over() {
		c.Stop(now)
		return
	}
	if _, runs := c.Running(); !runs {
		// A game opened from a record with a clock: the side to move's
		// clock starts.
		c.Start(a.game.Position().SideToMove(), now)
	}
	engineWaits := a.engineToMove() && !a.engine.Ready()
	c.SetPaused((a.pl.hidden && a.againstEngine()) || engineWaits, now)
	a.scheduleTick()
}

// scheduleTick sets a timer for the next moment the clock matters: the
// running side's display changes (each second, each tenth under ten
// seconds) or its flag falls.
func (a *App) scheduleTick() {
	c := a.pl.clock
	if c == nil || !c.Ticking() || a.game.Over() {
		return
	}
	now := a.opts.Now()
	side, _ := c.Running()
	left := c.Left(side, now)
	step := time.Second
	if left <= clock.Short+time.Second {
		step = 100 * time.Millisecond
	}
	d := left % step
	if d <= 0 {
		d = step
	}
	d = min(d+time.Millisecond, left+time.Millisecond)
	at := now.Add(d)
	if a.pl.tick != 0 && !a.pl.tickAt.IsZero() && a.pl.tickAt.After(now) && !a.pl.tickAt.After(at) {
		return // an earlier tick is already set
	}
	a.pl.tick++
	gen := a.pl.tick
	a.pl.tickAt = at
	a.plat.After(d, func() {
		if gen == a.pl.tick {
			a.pl.tickAt = time.Time{}
			a.clockTick()
		}
	})
}

// clockTick is the clock's timer: a fallen flag ends the game; a human
// player's clock under ten seconds warns once; an engine about to lose on
// time is told to move now.
func (a *App) clockTick() {
	c := a.pl.clock
	if c == nil || a.game.Over() {
		return
	}
	if a.checkFlag() {
		return
	}
	now := a.opts.Now()
	side, _ := c.Running()
	left := c.Left(side, now)
	i := 0
	if side == position.Black {
		i = 1
	}
	if left < clock.Short && !a.pl.warned[i] && a.mode.mover(side) == moverPlayer {
		a.pl.warned[i] = true
		a.sound(SoundLowTime)
	}
	if a.searchID != 0 && a.mode.mover(side) == moverEngine && !a.pl.nudged && left < a.safetyMargin() {
		// The engine plans to move well within its time; this is for a
		// worker the machine starved.
		a.pl.nudged = true
		a.engine.Stop()
	}
	a.plat.Changed()
	a.scheduleTick()
}

// safetyMargin is how close to its flag the engine is let think before it
// is told to move now: a few of its measured message delays.
func (a *App) safetyMargin() time.Duration { return max(4*a.overhead(), 200*time.Millisecond) }

// checkFlag ends the game if the running side's flag has fallen, and
// reports whether it did.
func (a *App) checkFlag() bool {
	c := a.pl.clock
	if c == nil || a.game.Over() {
		return false
	}
	side, flagged := c.Flagged(a.opts.Now())
	if !flagged {
		return false
	}
	a.cancelSearch()
	a.pl.offer = offer{}
	a.cursor = nil
	a.board.Deselect()
	a.game.Flag(side)
	c.Stop(a.opts.Now())
	a.endSound()
	a.plat.Announce(a.statusOverText())
	a.sync()
	a.plat.GameOver()
	return true
}

// clockMoved presses the clock after a move at the end of the main line:
// the mover's clock stops and gains the increment, the other side's runs.
func (a *App) clockMoved() {
	c := a.pl.clock
	if c == nil {
		return
	}
	c.Moved(a.opts.Now())
	a.pl.nudged = false
	i := 0
	if a.game.Position().SideToMove() == position.Black {
		i = 1
	}
	if c.Left(a.game.Position().SideToMove(), a.opts.Now()) >= clock.Short {
		a.pl.warned[i] = false
	}
}

// timeSearch adds the clock to the engine's search when the game has one,
// with the message delay measured so far.
func (a *App) timeSearch(g *wire.Go) {
	c := a.pl.clock
	a.pl.askedAt = time.Time{}
	if c == nil {
		return
	}
	now := a.opts.Now()
	ms := func(d time.Duration) int { return int(max(d, time.Millisecond).Milliseconds()) }
	g.WTimeMs, g.BTimeMs = ms(c.Left(position.Red, now)), ms(c.Left(position.Black, now))
	inc := int(c.Control().Increment.Milliseconds())
	g.WIncMs, g.BIncMs = inc, inc
	g.OverheadMs = int(a.overhead().Milliseconds())
	if a.engine.Ready() {
		a.pl.askedAt = now
	}
}

// Message delays: what the page tells the engine each move costs beyond its
// own time. It starts at defaultOverhead, rises at once to what it measures
// (with a margin for a delay longer than any seen) and comes down slowly.
const (
	defaultOverhead = 50 * time.Millisecond
	maxOverhead     = 1500 * time.Millisecond
)

// overhead is the engine's move overhead to send.
func (a *App) overhead() time.Duration {
	if a.pl.lag == 0 {
		return defaultOverhead
	}
	return min(max(a.pl.lag*3/2+10*time.Millisecond, defaultOverhead/2), maxOverhead)
}

// measureLag learns the delay of the engine's answer beyond its own time.
func (a *App) measureLag(m wire.BestMove) {
	if a.pl.askedAt.IsZero() {
		return
	}
	lag := a.opts.Now().Sub(a.pl.askedAt) - time.Duration(m.TimeMs)*time.Millisecond
	a.pl.askedAt = time.Time{}
	if lag < 0 {
		lag = 0
	}
	if lag > a.pl.lag {
		a.pl.lag = lag
	} else {
		a.pl.lag = (a.pl.lag*7 + lag) / 8
	}
}

// undoAllowed reports whether the game's rules allow undo: never with a
// clock, and not when the player chose a game without it.
func (a *App) undoAllowed() bool { return a.pl.clock == nil && a.pl.undo }

// hintAllowed reports whether the game's limit on hints allows another.
func (a *App) hintAllowed() bool { return a.pl.hints < 0 || a.pl.usedHints < a.pl.hints }

// HintsLeft returns how many hints the game still allows, -1 for any number.
func (a *App) HintsLeft() int {
	if a.pl.hints < 0 {
		return -1
	}
	return max(a.pl.hints-a.pl.usedHints, 0)
}

// Assisted reports whether the player took back moves or asked for hints in
// the game in hand (a rated game is then left out of the estimate).
func (a *App) Assisted() bool { return a.pl.usedUndo > 0 || a.pl.usedHints > 0 }

// playDetail is the status line's note of the clock: paused while the page
// was hidden.
func (a *App) playDetail() string {
	if a.ClockPaused() && a.pl.hidden {
		return a.T("clock.paused")
	}
	return ""
}

// freshGameLink reports whether a link asks for a new game without giving
// one: a clock (tc=10+5) or a game between two people, from the opening.
func freshGameLink(l link.Link) bool {
	return l.Game == nil && l.GameErr == nil && l.Puzzle == 0 && !l.Embed &&
		((l.HasClock && l.Clock.On()) || l.Mode == game.TwoPlayers || l.Mode == game.Watch)
}

// bootPlay sets the play of the game the page starts with: the stored
// game's own (its clock has run on while the page was closed, unless it was
// paused) when that game goes on, or what the link asks for: its clock, a
// new game from the opening for a link that gives no game. A game kept
// aside as the previous one has its clock paused.
func (a *App) bootPlay(stored *storage.Game, resumed bool, l link.Link) {
	a.resetPlay()
	if resumed && !freshGameLink(l) {
		a.restorePlay(stored.Play)
	}
	if a.previous != nil && a.previous.Play != nil && a.previous.Play.Clock != nil {
		if c, err := clock.Restore(*a.previous.Play.Clock, a.opts.Now()); err == nil {
			c.SetPaused(true, a.opts.Now())
			st := c.State(a.opts.Now())
			kept := *a.previous.Play
			kept.Clock = &st
			a.previous.Play = &kept
		}
	}
	if freshGameLink(l) {
		a.game = game.NewStandard()
		if l.Mode == "" {
			a.mode = a.makeMode(game.Play)
		}
		a.side = position.Red
		if l.Side != "" {
			a.side = colorOf(l.Side)
		}
		a.pl.rated = a.mode.id() == game.Play
	}
	if l.HasClock && (l.Game != nil || freshGameLink(l)) {
		a.pl.clock = nil
		if l.Clock.On() {
			a.pl.clock = clock.New(l.Clock)
			a.pl.clock.Start(a.game.Position().SideToMove(), a.opts.Now())
		}
	}
	// A flag that fell while the page was closed ends the game now.
	if a.pl.clock != nil && !a.game.Over() {
		if side, flagged := a.pl.clock.Flagged(a.opts.Now()); flagged {
			a.game.Flag(side)
		}
	}
}

// keptPlay is the play of the game in hand as it is put aside for another
// (previous.go): its clock paused, since nobody plays it meanwhile.
func (a *App) keptPlay() *storage.Play {
	if a.pl.clock != nil && !a.game.Over() {
		a.pl.clock.SetPaused(true, a.opts.Now())
	}
	return a.storedPlay()
}

// engineReady runs when the worker says it is ready: a timed search queued
// until then has just been sent, so its delay counts from now, and the
// engine's clock, held while it loaded, runs.
func (a *App) engineReady() {
	if a.searchID != 0 && a.pl.clock != nil {
		a.pl.askedAt = a.opts.Now()
	}
	a.syncClock()
}

// reasonKey is the text key of why a game ended: a loss on time and a draw
// on time read differently.
func reasonKey(o game.Outcome) string {
	if o.Reason == game.ReasonTimeout && o.Result == game.Draw {
		return "reason.timeout-draw"
	}
	return "reason." + string(o.Reason)
}

// playRecord writes the play into a saved game: the time control (PGN's
// TimeControl, seconds+increment), each move's time left as a [%clk]
// comment, the Termination tag and how the game ended in words.
func (a *App) playRecord(rec *notation.Game) {
	if c := a.pl.clock; c != nil {
		ctl := c.Control()
		setIfEmpty(rec, "TimeControl", itoa(int(ctl.Base/time.Second))+"+"+itoa(int(ctl.Increment/time.Second)))
		n := rec.Root
		for _, left := range c.Log() {
			if n == nil || len(n.Children) == 0 {
				break
			}
			n = n.Children[0]
			clk := "[%clk " + clock.PGNClock(left) + "]"
			if !strings.Contains(n.Comment, "[%clk") {
				if n.Comment != "" {
					n.Comment = clk + " " + n.Comment
				} else {
					n.Comment = clk
				}
			}
		}
	}
	a.game.Conclusion(rec, a.OverDetail())
}
