package app

import (
	"slices"
	"strings"

	"xiangqi/engine/puzzles"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
	"xiangqi/web/link"
	"xiangqi/web/puzzle"
)

// The composed endgames (engine/puzzles): the collection, loaded on demand,
// and the player's progress (web/puzzle), kept in local storage apart from
// the game. An
// attempt at one of them is the puzzle mode (mode_puzzle.go).

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

// puzzleState is the controller's state of the collection.
type puzzleState struct {
	list     []puzzles.Puzzle // nil until loaded
	loading  bool
	loadErr  string
	progress puzzle.Progress
	// want is a puzzle asked for (by a link or the list) before the
	// collection had loaded; resume asks to check, once it has, whether the
	// saved game is the attempt at progress.Current.
	want   int
	resume bool
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
	var list []puzzles.Puzzle
	if err == nil {
		list, err = puzzles.Load([]byte(epd), []byte(titles), []byte(solutions))
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

// puzzleTitle is p's title in the page language, in traditional characters
// on a traditional Chinese page, the other language's when one is missing.
func (a *App) puzzleTitle(p puzzles.Puzzle) string { return i18n.Name(a.Lang(), p.TitleZH, p.TitleEN) }

// goalText says what the player must do in p.
func (a *App) goalText(p puzzles.Puzzle) string {
	switch {
	case p.Verdict == puzzles.Win:
		return a.T("goal.win")
	case p.Verdict == puzzles.Draw:
		return a.T("goal.draw")
	}
	return a.T("goal.unknown")
}

// engineText says what the offline solver found about p.
func (a *App) engineText(p puzzles.Puzzle) string {
	switch {
	case p.Verdict == puzzles.Win && p.Mate > 0:
		return a.T("engine.mate", p.Mate)
	case p.Verdict == puzzles.Win:
		return a.T("engine.win")
	case p.Verdict == puzzles.Draw:
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
	// Solved: solved without help in this or an earlier attempt; Helped:
	// solved only with help.
	Solved, Helped   bool
	HasPrev, HasNext bool
	// Move is how the last move was judged (data-move: best, good, wrong,
	// checking, or ""), and MoveText says it.
	Move     string
	MoveText string
	// Difficulty is 1 to 5 (data-difficulty); DifficultyText says what it
	// is measured by ("Mate in 6").
	Difficulty     int
	DifficultyText string
}

// Card returns the card of the puzzle being played; ok is false outside the
// puzzle mode.
func (a *App) Card() (c PuzzleCard, ok bool) {
	m, ok := a.attempt()
	if !ok {
		return c, false
	}
	p := m.cur
	return PuzzleCard{
		Number:    p.Number,
		Label:     a.T("puzzles.number", p.Number),
		Title:     a.puzzleTitle(p),
		Goal:      a.goalText(p),
		Engine:    a.engineText(p),
		Verdict:   string(p.Verdict),
		State:     m.outcome.String(),
		StateText: a.T("puzzle.state." + m.outcome.String()),
		Solved:    a.pz.progress.Solved(p.Number),
		Helped:    a.pz.progress.Helped(p.Number),
		HasPrev:   p.Number > 1,
		HasNext:   p.Number < len(a.pz.list),
		Move:      string(m.verdict),
		MoveText:  a.moveVerdictText(m),

		Difficulty:     p.Difficulty(),
		DifficultyText: a.difficultyText(p),
	}, true
}

// moveVerdictText says how the player's last move was judged.
func (a *App) moveVerdictText(m *puzzleMode) string {
	switch m.verdict {
	case MoveBest:
		return a.T("puzzle.move.best", m.judged)
	case MoveGood, MoveWrong:
		return a.T("puzzle.move."+string(m.verdict)+"."+string(m.cur.Goal()), m.judged)
	case MoveChecking:
		return a.T("puzzle.move.checking", m.judged)
	}
	return ""
}

// difficultyText says what a puzzle's difficulty is measured by.
func (a *App) difficultyText(p puzzles.Puzzle) string {
	switch {
	case p.Verdict == puzzles.Win && p.Mate > 0:
		return a.T("puzzle.difficulty.mate", p.Difficulty(), p.Mate)
	case p.Verdict == puzzles.Win:
		return a.T("puzzle.difficulty.win", p.Difficulty(), p.RedMoves())
	case p.Verdict == puzzles.Draw:
		return a.T("puzzle.difficulty.draw", p.Difficulty())
	}
	return a.T("puzzle.difficulty.unknown", p.Difficulty())
}

// PuzzleItem is one row of the puzzle list.
type PuzzleItem struct {
	Number      int
	Label       string // "No. 17", "第17局"
	Title       string
	Verdict     string // win, draw, loss or unknown
	VerdictText string // "Red wins", "红先胜"
	Solved      bool
	Helped      bool // solved only with help
	Current     bool // the puzzle being played, or else the one opened last
	// Difficulty is 1 to 5; DifficultyText says what it is measured by.
	Difficulty     int
	DifficultyText string
}

// Orders of the puzzle list.
const (
	PuzzleOrderNumber     = "number"
	PuzzleOrderDifficulty = "difficulty"
)

// PuzzleItems returns the list of puzzles, or nil before they have loaded,
// in the collection's order or from the easiest (order is PuzzleOrderNumber
// or PuzzleOrderDifficulty).
func (a *App) PuzzleItems(order string) []PuzzleItem {
	if a.pz.list == nil {
		return nil
	}
	cur := a.pz.progress.Last
	if m, ok := a.attempt(); ok {
		cur = m.cur.Number
	}
	list := a.pz.list
	if order == PuzzleOrderDifficulty {
		list = slices.Clone(list)
		slices.SortStableFunc(list, puzzles.Harder)
	}
	out := make([]PuzzleItem, len(list))
	for i, p := range list {
		out[i] = PuzzleItem{
			Number:      p.Number,
			Label:       a.T("puzzles.number", p.Number),
			Title:       a.puzzleTitle(p),
			Verdict:     string(p.Verdict),
			VerdictText: a.T("verdict." + string(p.Verdict)),
			Solved:      a.pz.progress.Solved(p.Number),
			Helped:      a.pz.progress.Helped(p.Number),
			Current:     p.Number == cur,

			Difficulty:     p.Difficulty(),
			DifficultyText: a.difficultyText(p),
		}
	}
	return out
}

// PuzzleProgressText says how many puzzles are solved.
func (a *App) PuzzleProgressText() string {
	if n := a.pz.progress.HelpedCount(); n > 0 {
		return a.T("puzzles.progresshelped", a.pz.progress.SolvedCount(), n, puzzles.Count)
	}
	return a.T("puzzles.progress", a.pz.progress.SolvedCount(), puzzles.Count)
}

// PuzzleOver returns the headline and detail of an attempt's end, and
// whether it solved the puzzle; ok is false while the attempt goes on.
func (a *App) PuzzleOver() (headline, detail string, solved, ok bool) {
	m, in := a.attempt()
	if !in || m.outcome == puzzles.Playing {
		return "", "", false, false
	}
	solved = m.outcome == puzzles.Solved
	headline = a.T("puzzle.over.failed")
	if solved {
		headline = a.T("puzzle.over.solved")
		if m.help {
			headline = a.T("puzzle.over.helped")
		}
	}
	detail = a.OverDetail()
	if !a.game.Over() {
		detail = a.T("puzzle.over.knowndraw")
	}
	if !solved && m.cur.Goal() == puzzles.Win && a.game.Outcome().Result != game.BlackWins {
		detail = a.T("puzzle.over.needwin", detail)
	}
	return headline, detail, solved, true
}
