// Package app is the page's controller: it holds the game, the board state,
// the settings and the engine client, turns the player's input into moves,
// asks the engine for replies and hints, keeps the game in local storage, and
// says what the page should show. It is plain Go: the browser is behind the
// Platform interface and the worker behind engineclient's Transport, so the
// whole game flow is tested natively. The DOM layer (package web/ui) only
// renders what App reports and forwards input to it.
package app

import (
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/wire"
	"xiangqi/web/board"
	"xiangqi/web/engineclient"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
	"xiangqi/web/settings"
	"xiangqi/web/storage"
)

// Sound names: the files assets/sounds/NAME.wav.
const (
	SoundMove    = "move"
	SoundCapture = "capture"
	SoundCheck   = "check"
	SoundIllegal = "illegal"
	SoundWin     = "win"
	SoundLoss    = "loss"
	SoundDraw    = "draw"
	SoundNewGame = "newgame"
	SoundLowTime = "lowtime" // a player's clock fell under ten seconds
)

// Platform is what the controller needs from the browser.
type Platform interface {
	// Sound plays a sound effect (the platform checks nothing: App only
	// calls it when sound is on).
	Sound(name string)
	// Announce tells screen readers something (an aria-live region).
	Announce(text string)
	// Notify shows a short message; isError marks a problem.
	Notify(text string, isError bool)
	// Store writes the saved state to local storage.
	Store(data string) error
	// Changed asks for the page to be drawn again.
	Changed()
	// AnalysisChanged asks for the analysis board's report to be drawn
	// again (App.Analysis and the board's arrows), and nothing else: the
	// engine's reports come many times a second and change nothing else.
	AnalysisChanged()
	// GameOver opens the game-over dialog.
	GameOver()
	// After runs f once, d from now, on the page's event loop (a timer).
	// The controller uses it to give the engine's replies a natural pace,
	// and for the clocks' ticks and flags.
	After(d time.Duration, f func())
}

// Level is an engine level as the new-game dialog lists it.
type Level struct {
	Number                     int
	Name, NameZH               string
	Description, DescriptionZH string
}

// Options are the parts of the controller that come from other packages.
type Options struct {
	// Levels are the engine's levels (search.Levels); without them the
	// dialog shows bare numbers.
	Levels []Level
	// Opening names the opening of a move sequence, when known.
	Opening func(moves []position.Move) (zh, en string, ok bool)
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// HintTime is how long the engine thinks about a hint.
	HintTime time.Duration
	// KnownDraw reports a position no play can win (egtb.IsKnownDraw); it
	// ends a puzzle attempt early. Without it only the rules end one.
	KnownDraw func(*position.Position) bool
	// InBook reports whether the opening book plays a move in a position;
	// a review never penalises such a move. Without it the page fetches
	// the site's book when a review first asks (book.go).
	InBook func(*position.Position, position.Move) bool
	// InTables reports whether the engine's endgame tables hold a position
	// (egtb.IsShipped of its material): the analysis board then shows the
	// engine's score as the tables' exact verdict.
	InTables func(*position.Position) bool
}

// App is the controller of one page.
type App struct {
	plat   Platform
	opts   Options
	engine *engineclient.Client

	settings settings.Settings
	game     *game.Game
	side     position.Color // the player's side, when the mode gives the player one
	level    int            // the engine's level in play
	mode     mode           // how the game in hand is treated (mode.go)
	embed    bool
	board    *board.State

	// cursor is the move shown on the board, nil for the live position
	// (the end of the main line, which it follows as the game goes on).
	cursor   game.Path
	searchID int        // the engine's move being searched, 0 if none
	hintID   int        // a hint being searched, 0 if none
	info     engineInfo // what the status line shows of the engine's thinking
	engErr   string     // why the engine could not move, shown in the status

	// searchStart is when the engine's move was asked for; a reply that
	// comes sooner than the natural pace allows is held (pace.go).
	searchStart time.Time
	held        *wire.BestMove
	// last is what the engine reported of its last move's search, shown
	// after the reply when the player wants depth and score.
	last lastSearch

	listCache    MoveList // the move list, rebuilt when its key changes
	gameSerial   int      // grows each time the game in hand is replaced
	marksVersion int      // grows each time the review's marks change

	cue        Cue
	storeError bool // a failed write was reported already
	booted     bool

	pz puzzleState // the composed endgames (puzzles.go)
	ls lessons     // the primer (lessons.go)
	an analysis    // the analysis board's engine (analysis.go)
	rv *reviewJob  // the review of the game (review.go), nil before one
	bk pageBook    // the opening book, for the review (book.go)
	// learn is the quiz on the reviewed game's mistakes (learn.go), nil
	// when not quizzing.
	learn *learnSession
	// previous is the game in progress that a link replaced (previous.go).
	previous *storage.Game
	ex       explorerState // the opening explorer (explorer.go)
	// pl is how the game in hand is played: its clock, limits, offers and
	// rating (play.go).
	pl playState
	rt ratingState // the player's rating history (estimate.go)
}

// Cue is the gentle signal of a refused move: the piece that tried and the
// point it could not go to. Seq grows with each refusal so the page can
// replay its animation.
type Cue struct {
	From, To position.Square
	Seq      int
}

// New returns a controller. dial starts the engine worker; it is only called
// when a game needs the engine.
func New(plat Platform, dial engineclient.Dialer, opts Options) *App {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.HintTime == 0 {
		opts.HintTime = 800 * time.Millisecond
	}
	a := &App{
		plat:     plat,
		opts:     opts,
		engine:   engineclient.New(dial, opts.Now),
		settings: settings.Default(i18n.English),
		game:     game.NewStandard(),
		level:    settings.DefaultLevel,
		board:    board.New(),
	}
	a.mode = a.makeMode(game.Play)
	return a
}

// Lang returns the page language.
func (a *App) Lang() i18n.Lang { return a.settings.Lang }

// T returns a text in the page language.
func (a *App) T(key string, args ...any) string { return i18n.T(a.settings.Lang, key, args...) }

// Settings returns the current settings.
func (a *App) Settings() settings.Settings { return a.settings }

// Board returns the board state to draw. Callers must not change it.
func (a *App) Board() *board.State { return a.board }

// Game returns the game. Callers must not change it.
func (a *App) Game() *game.Game { return a.game }

// Side returns the player's side.
func (a *App) Side() position.Color { return a.side }

// Level returns the level of the current game.
func (a *App) Level() int { return a.level }

// Mode returns the mode of the current game.
func (a *App) Mode() game.Mode { return a.mode.id() }

// Embedded reports whether the page runs as an embedded board.
func (a *App) Embedded() bool { return a.embed }

// Cue returns the last refused move.
func (a *App) Cue() Cue { return a.cue }

// Levels returns the levels for the new-game dialog.
func (a *App) Levels() []Level {
	if len(a.opts.Levels) > 0 {
		return a.opts.Levels
	}
	out := make([]Level, 0, settings.MaxLevel)
	for n := settings.MinLevel; n <= settings.MaxLevel; n++ {
		out = append(out, Level{Number: n})
	}
	return out
}

// LevelName returns a level's name in the page language, or "".
func (a *App) LevelName(n int) string {
	for _, l := range a.opts.Levels {
		if l.Number == n {
			return i18n.Name(a.settings.Lang, l.NameZH, l.Name)
		}
	}
	return ""
}

// LevelDescription returns a level's description in the page language, or "".
func (a *App) LevelDescription(n int) string {
	for _, l := range a.opts.Levels {
		if l.Number == n {
			// No description rather than English on a Chinese page.
			if a.settings.Lang.IsChinese() {
				return i18n.Name(a.settings.Lang, l.DescriptionZH, "")
			}
			return l.Description
		}
	}
	return ""
}

// EngineState says how the engine worker is: "off" (not started: a view-only
// board), "loading", "ready" or "failed" (gave up after repeated crashes).
func (a *App) EngineState() string {
	switch {
	case a.engine.Dead():
		return "failed"
	case a.engine.Ready():
		return "ready"
	case a.engine.Started():
		return "loading"
	}
	return "off"
}

// EngineVersion returns the worker's version once it is ready.
func (a *App) EngineVersion() string { return a.engine.Version }
