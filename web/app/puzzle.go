package app

import (
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/engineclient"
	"xiangqi/web/game"
	"xiangqi/web/link"
	"xiangqi/web/puzzle"
	"xiangqi/web/settings"
)

// The puzzle mode: the player takes Red in one of the 240 composed endgames
// (web/puzzle) against the engine at full strength. A puzzle is an ordinary
// game in play mode that the controller watches: after each move it judges
// the attempt, and it records solved puzzles in the progress it keeps in
// local storage apart from the game. The saved game stays the page's usual
// one, so a reload resumes the attempt (progress.Current names its puzzle).
// Replacing the game any other way (a new game, a loaded one, a link) leaves
// the puzzle mode.

// Puzzle engine settings: the defender plays at full strength but thinks for
// a short, fixed time so the page stays responsive; a hint off the main line
// gets the same time, since the composed endgames are sharp.
const (
	PuzzleMoveTimeMs = 1500
	PuzzleHintTimeMs = 1500
)

// PuzzlePlatform is what the puzzle mode needs from the browser besides
// Platform. A platform that does not implement it has no puzzle mode.
type PuzzlePlatform interface {
	// LoadPuzzles fetches the collection's files (puzzle.Files) and later
	// hands them to App.PuzzlesLoaded.
	LoadPuzzles()
	// StoredProgress returns the saved puzzle progress; ok is false when
	// there is none or storage is unavailable.
	StoredProgress() (data string, ok bool)
	// StoreProgress writes the puzzle progress.
	StoreProgress(data string) error
}

// puzzleMode is the controller's state of the puzzle mode.
type puzzleMode struct {
	list     []puzzle.Puzzle // nil until loaded
	loading  bool
	loadErr  string
	progress puzzle.Progress
	// want is a puzzle asked for (by a link or the list) before the
	// collection had loaded; resume asks to check, once it has, whether the
	// saved game is the attempt at progress.Current.
	want   int
	resume bool

	game    *game.Game // the attempt's game; nil outside the puzzle mode
	cur     puzzle.Puzzle
	outcome puzzle.Outcome
	// changes grows whenever the list's content changes (solved marks, the
	// current puzzle), so the page redraws the list only then.
	changes int
	// storeError: a failed write was reported already.
	storeError bool
}

// puzzlePlatform returns the platform's puzzle side, if it has one.
func (a *App) puzzlePlatform() (PuzzlePlatform, bool) {
	pp, ok := a.plat.(PuzzlePlatform)
	return pp, ok
}

// bootPuzzles reads the saved progress and the link's puzzle when the page
// starts; it returns messages for the player. Bad progress is replaced by
// fresh progress.
func (a *App) bootPuzzles(l link.Link) (notices []string) {
	pp, ok := a.puzzlePlatform()
	if !ok {
		return nil
	}
	if data, ok := pp.StoredProgress(); ok && strings.TrimSpace(data) != "" {
		p, err := puzzle.DecodeProgress(data)
		if err != nil {
			notices = append(notices, a.T("msg.badprogress"))
			a.pz.progress = puzzle.Progress{}
			a.storeProgress()
		} else {
			a.pz.progress = p
		}
	}
	switch {
	case l.Puzzle > 0:
		a.pz.want = l.Puzzle
	case a.pz.progress.Current > 0 && a.game.StartFEN() != "" && l.Game == nil:
		a.pz.resume = true
	}
	if a.pz.want > 0 || a.pz.resume {
		a.RequestPuzzles()
	}
	return notices
}

// RequestPuzzles starts loading the collection if it is neither loaded nor
// loading (the page calls it when the player opens the list).
func (a *App) RequestPuzzles() {
	if a.pz.list != nil || a.pz.loading {
		return
	}
	pp, ok := a.puzzlePlatform()
	if !ok {
		return
	}
	a.pz.loading = true
	a.pz.loadErr = ""
	pp.LoadPuzzles()
	a.plat.Changed()
}

// PuzzlesLoaded takes the collection's files (in the order of puzzle.Files)
// or the error that kept them from loading, and opens the puzzle that was
// waiting for them.
func (a *App) PuzzlesLoaded(epd, titles, solutions string, err error) {
	a.pz.loading = false
	var list []puzzle.Puzzle
	if err == nil {
		list, err = puzzle.Parse(epd, titles, solutions)
	}
	if err != nil {
		a.pz.loadErr = err.Error()
		a.pz.want, a.pz.resume = 0, false
		a.plat.Notify(a.T("msg.puzzlesfailed", err.Error()), true)
		a.plat.Changed()
		return
	}
	a.pz.list = list
	a.pz.changes++
	switch {
	case a.pz.want > 0:
		n := a.pz.want
		a.pz.want = 0
		a.StartPuzzle(n)
	case a.pz.resume:
		a.pz.resume = false
		a.resumePuzzle()
	}
	a.plat.Changed()
}

// resumePuzzle re-enters the puzzle mode after a reload when the saved game
// is the attempt at progress.Current.
func (a *App) resumePuzzle() {
	n := a.pz.progress.Current
	if n < 1 || n > len(a.pz.list) {
		return
	}
	p := a.pz.list[n-1]
	if p.FEN != a.game.Start().FEN() || a.mode != game.Play || a.side != position.Red {
		a.pz.progress.Current = 0
		a.storeProgress()
		return
	}
	a.enterPuzzle(p, a.game)
	a.sync()
}

// PuzzlesState says how the collection stands: "idle" (not asked for),
// "loading", "ready" or "failed".
func (a *App) PuzzlesState() string {
	switch {
	case a.pz.list != nil:
		return "ready"
	case a.pz.loading:
		return "loading"
	case a.pz.loadErr != "":
		return "failed"
	}
	return "idle"
}

// PuzzlesError says why the collection could not be loaded, or "".
func (a *App) PuzzlesError() string { return a.pz.loadErr }

// PuzzlesChanges grows whenever the list's content changes.
func (a *App) PuzzlesChanges() int { return a.pz.changes }

// StartPuzzle starts an attempt at puzzle n (1 to puzzle.Count); before the
// collection has loaded, it loads it and starts the puzzle then.
func (a *App) StartPuzzle(n int) {
	if n < 1 || n > puzzle.Count {
		return
	}
	if a.pz.list == nil {
		a.pz.want = n
		a.RequestPuzzles()
		return
	}
	if n > len(a.pz.list) {
		return
	}
	p := a.pz.list[n-1]
	a.cancelSearch()
	a.engErr = ""
	g := game.New(p.Position())
	a.game = g
	a.side, a.mode = position.Red, game.Play
	a.review = -1
	a.board.Bottom = position.Red
	a.board.Deselect()
	a.enterPuzzle(p, g)
	a.pz.progress.Last = n
	a.pz.progress.Current = n
	a.storeProgress()
	a.engine.Start()
	a.engine.NewGame()
	a.sound(SoundNewGame)
	a.plat.Announce(a.T("announce.puzzle", n, p.Title(a.Lang()), a.goalText(p)))
	a.sync()
}

func (a *App) enterPuzzle(p puzzle.Puzzle, g *game.Game) {
	a.pz.game, a.pz.cur, a.pz.outcome = g, p, puzzle.Playing
	a.pz.changes++
}

// RestartPuzzle starts the current puzzle again.
func (a *App) RestartPuzzle() {
	if a.inPuzzle() {
		a.StartPuzzle(a.pz.cur.Number)
	}
}

// NextPuzzle and PrevPuzzle move to the neighbouring puzzle.
func (a *App) NextPuzzle() { a.stepPuzzle(1) }

// PrevPuzzle starts the puzzle before the current one.
func (a *App) PrevPuzzle() { a.stepPuzzle(-1) }

func (a *App) stepPuzzle(delta int) {
	n := a.pz.cur.Number + delta
	if !a.inPuzzle() {
		n = a.pz.progress.Last + delta
	}
	if n >= 1 && n <= puzzle.Count {
		a.StartPuzzle(n)
	}
}

// InPuzzle reports whether the game is an attempt at a puzzle.
func (a *App) InPuzzle() bool { return a.inPuzzle() }

func (a *App) inPuzzle() bool { return a.pz.game != nil && a.pz.game == a.game }

// judgePuzzle runs after every change of the game (from sync): it notices
// that the puzzle's game was replaced, and judges the attempt, recording a
// solved puzzle and opening the result when the attempt ends.
func (a *App) judgePuzzle() {
	if a.pz.game == nil {
		return
	}
	if a.pz.game != a.game {
		a.leavePuzzle()
		return
	}
	known := !a.game.Over() && a.opts.KnownDraw != nil && a.opts.KnownDraw(a.game.Position())
	o := puzzle.Judge(a.pz.cur.Goal(), a.game.Outcome(), known)
	if o == a.pz.outcome {
		return
	}
	a.pz.outcome = o
	n := a.pz.cur.Number
	switch o {
	case puzzle.Solved:
		if a.pz.progress.MarkSolved(n) {
			a.pz.changes++
			a.storeProgress()
		}
		a.plat.Announce(a.T("msg.puzzlesolved", n))
	case puzzle.Failed:
		a.plat.Announce(a.T("msg.puzzlefailed", n))
	default:
		return // taken back: the attempt goes on
	}
	if !a.game.Over() {
		// A known draw ends the attempt while the game could go on: the
		// game's own end (sound, dialog) did not happen, so give them here.
		if o == puzzle.Solved {
			a.sound(SoundWin)
		} else {
			a.sound(SoundLoss)
		}
		a.plat.GameOver()
	}
}

// leavePuzzle ends the puzzle mode when the game was replaced.
func (a *App) leavePuzzle() {
	a.pz.game, a.pz.outcome = nil, puzzle.Playing
	a.pz.changes++
	if a.pz.progress.Current != 0 {
		a.pz.progress.Current = 0
		a.storeProgress()
	}
}

// storeProgress saves the progress (not from an embedded board, which must
// leave the player's own records alone).
func (a *App) storeProgress() {
	pp, ok := a.puzzlePlatform()
	if !ok || a.embed {
		return
	}
	if err := pp.StoreProgress(a.pz.progress.Encode()); err != nil && !a.pz.storeError {
		a.pz.storeError = true
		a.plat.Notify(a.T("msg.progressfull"), true)
	}
}

// moveRequest is the search the engine makes for its move: full strength
// at a short time in a puzzle, the game's level otherwise.
func (a *App) moveRequest() engineclient.Go {
	if a.inPuzzle() {
		return engineclient.Go{Level: settings.MaxLevel, MovetimeMs: PuzzleMoveTimeMs}
	}
	return engineclient.Go{Level: a.level}
}

// hintTimeMs is how long the engine looks for a hint.
func (a *App) hintTimeMs() int {
	if a.inPuzzle() {
		return PuzzleHintTimeMs
	}
	return int(a.opts.HintTime.Milliseconds())
}

// puzzleLineHint draws the next move of the solver's main line as the hint
// when the game has followed the line so far; it reports whether it did (if
// not, the engine is asked).
func (a *App) puzzleLineHint() bool {
	if !a.inPuzzle() || !a.CanHint() {
		return false
	}
	m, ok := a.pz.cur.LineMove(a.game.Moves())
	pos := a.game.Position()
	if !ok || !pos.IsLegal(m) {
		return false
	}
	a.board.SetArrow(board.ArrowHint, m)
	a.plat.Notify(a.T("msg.linehint", notation.Format(pos, m, a.notation())), false)
	a.plat.Changed()
	return true
}

// puzzleFragment is the share link of the puzzle being played.
func (a *App) puzzleFragment() string { return link.Build(link.Share{Puzzle: a.pz.cur.Number}) }

// puzzleTags names the puzzle and the players in a PGN of an attempt.
func (a *App) puzzleTags(g *notation.Game) {
	if !a.inPuzzle() {
		return
	}
	p := a.pz.cur
	setIfEmpty(g, "Event", a.T("puzzle.event", p.Number, p.Title(a.Lang())))
	setIfEmpty(g, "Red", "Player")
	setIfEmpty(g, "Black", "Computer (full strength)")
}

// goalText says what the player must do in p.
func (a *App) goalText(p puzzle.Puzzle) string {
	switch {
	case p.Verdict == puzzle.Win:
		return a.T("goal.win")
	case p.Verdict == puzzle.Draw:
		return a.T("goal.draw")
	}
	return a.T("goal.unknown")
}

// engineText says what the offline solver found about p.
func (a *App) engineText(p puzzle.Puzzle) string {
	switch {
	case p.Verdict == puzzle.Win && p.Mate > 0:
		return a.T("engine.mate", p.Mate)
	case p.Verdict == puzzle.Win:
		return a.T("engine.win")
	case p.Verdict == puzzle.Draw:
		return a.T("engine.draw")
	}
	return a.T("engine.unknown")
}

// PuzzleCard is what the page shows of the puzzle being played.
type PuzzleCard struct {
	Number  int
	Label   string // "No. 17", "第17局"
	Title   string // in the page language
	Goal    string // what the player must do
	Engine  string // what the offline solver found
	Verdict string // win, draw, loss or unknown (data-verdict)
	// State is playing, solved or failed: this attempt (data-puzzle-state).
	State     string
	StateText string
	// Solved: solved in this or an earlier attempt.
	Solved           bool
	HasPrev, HasNext bool
}

// Card returns the card of the puzzle being played; ok is false outside the
// puzzle mode.
func (a *App) Card() (c PuzzleCard, ok bool) {
	if !a.inPuzzle() {
		return c, false
	}
	p := a.pz.cur
	return PuzzleCard{
		Number:    p.Number,
		Label:     a.T("puzzles.number", p.Number),
		Title:     p.Title(a.Lang()),
		Goal:      a.goalText(p),
		Engine:    a.engineText(p),
		Verdict:   string(p.Verdict),
		State:     a.pz.outcome.String(),
		StateText: a.T("puzzle.state." + a.pz.outcome.String()),
		Solved:    a.pz.progress.Solved(p.Number),
		HasPrev:   p.Number > 1,
		HasNext:   p.Number < len(a.pz.list),
	}, true
}

// PuzzleItem is one row of the puzzle list.
type PuzzleItem struct {
	Number      int
	Label       string // "No. 17", "第17局"
	Title       string
	Verdict     string // win, draw, loss or unknown
	VerdictText string // "Red wins", "红先胜"
	Solved      bool
	Current     bool // the puzzle being played, or else the one opened last
}

// PuzzleItems returns the list of puzzles, or nil before they have loaded.
func (a *App) PuzzleItems() []PuzzleItem {
	if a.pz.list == nil {
		return nil
	}
	cur := a.pz.progress.Last
	if a.inPuzzle() {
		cur = a.pz.cur.Number
	}
	out := make([]PuzzleItem, len(a.pz.list))
	for i, p := range a.pz.list {
		out[i] = PuzzleItem{
			Number:      p.Number,
			Label:       a.T("puzzles.number", p.Number),
			Title:       p.Title(a.Lang()),
			Verdict:     string(p.Verdict),
			VerdictText: a.T("verdict." + string(p.Verdict)),
			Solved:      a.pz.progress.Solved(p.Number),
			Current:     p.Number == cur,
		}
	}
	return out
}

// PuzzleProgressText says how many puzzles are solved.
func (a *App) PuzzleProgressText() string {
	return a.T("puzzles.progress", a.pz.progress.SolvedCount(), puzzle.Count)
}

// PuzzleOver returns the headline and detail of an attempt's end, and
// whether it solved the puzzle; ok is false while the attempt goes on.
func (a *App) PuzzleOver() (headline, detail string, solved, ok bool) {
	if !a.inPuzzle() || a.pz.outcome == puzzle.Playing {
		return "", "", false, false
	}
	solved = a.pz.outcome == puzzle.Solved
	headline = a.T("puzzle.over.failed")
	if solved {
		headline = a.T("puzzle.over.solved")
	}
	detail = a.OverDetail()
	if !a.game.Over() {
		detail = a.T("puzzle.over.knowndraw")
	}
	if !solved && a.pz.cur.Goal() == puzzle.Win && a.game.Outcome().Result != game.BlackWins {
		detail = a.T("puzzle.over.needwin", detail)
	}
	return headline, detail, solved, true
}
