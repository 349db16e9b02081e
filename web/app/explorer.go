package app

import (
	"strconv"
	"time"

	"xiangqi/engine/explorer"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/i18n"
)

// The opening explorer (开局库): what masters played in the position on the
// board, from the master-game statistics in explorer.bin (engine/explorer),
// which the page fetches the first time the explorer is opened. It follows
// the shown position, so stepping back through the moves shows what masters
// played there; a row is a move the player can tap whenever they may move.

// ExplorerFile is the explorer's data, a file of the site.
const ExplorerFile = "explorer.bin"

// ExplorerPlatform is what the opening explorer needs from the browser
// besides Platform. A platform that does not implement it has no explorer.
type ExplorerPlatform interface {
	// LoadExplorer fetches ExplorerFile and later hands its bytes, or the
	// error that kept them, to App.ExplorerLoaded.
	LoadExplorer()
	// Later calls fn soon, after the browser has had a turn (to draw a
	// frame, take a tap), so reading the data never holds the page long.
	Later(fn func())
}

// explorerSlice is how long the page reads the explorer's data before it
// gives the browser a turn: well under a frame, so opening the explorer
// never makes a long task (reading it all at once took 100-700 ms of the
// main thread in a loaded browser).
const explorerSlice = 8 * time.Millisecond

// explorerState is the controller's part of the explorer.
type explorerState struct {
	open    bool
	loading bool             // fetching or reading the data
	loader  *explorer.Loader // reading it, a slice at a time
	data    *explorer.Data   // read
	loadErr string

	// The view last made, and what it was made for: the page asks every
	// frame, the answer changes only with the position and the settings.
	view    ExplorerView
	viewFor explorerViewKey
	viewOK  bool
}

type explorerViewKey struct {
	key              uint64
	ply              int
	lang             i18n.Lang
	notation         string
	state            string
	playable, review bool
}

// ExplorerRow is one move masters played in the shown position.
type ExplorerRow struct {
	ICCS      string // data-explorer-move
	Text      string // the move in the player's notation
	Games     int    // data-games
	GamesText string // the count as the page shows it, "16,625"
	// Red, Draw and Black are the shares of the games' results in whole
	// percent, summing to 100.
	Red, Draw, Black int
	Label            string // the row read out in full, for screen readers
}

// ExplorerView is what the explorer panel shows.
type ExplorerView struct {
	// State is "loading", "ready" or "failed" (the panel's data-state).
	State string
	// Opening names the opening of the shown position, or "".
	Opening string
	// Summary counts the games that reached the position, or "".
	Summary string
	Rows    []ExplorerRow
	// Empty says why there are no rows: still loading, no master games
	// here, past the plies the data covers, or the load error.
	Empty string
	// Note says what the rows leave out, under them.
	Note string
	// Playable: tapping a row plays it (the player may move now).
	Playable bool
	// Locked says why rows cannot be tapped, when there are rows.
	Locked string
}

// ToggleExplorer opens or closes the explorer; the first opening fetches
// its data.
func (a *App) ToggleExplorer() {
	ex := &a.ex
	ex.open, ex.viewOK = !ex.open, false
	if ex.open && ex.data == nil && !ex.loading {
		if ep, ok := a.plat.(ExplorerPlatform); ok {
			ex.loading, ex.loadErr = true, ""
			ep.LoadExplorer()
		} else {
			ex.loadErr = "no data"
		}
	}
	a.plat.Changed()
}

// ExplorerOpen reports whether the explorer is open.
func (a *App) ExplorerOpen() bool { return a.ex.open }

// ExplorerLoaded takes the bytes of ExplorerFile, or the error that kept
// them from loading, and reads them a slice at a time.
func (a *App) ExplorerLoaded(data []byte, err error) {
	var l *explorer.Loader
	if err == nil {
		l, err = explorer.NewLoader(data)
	}
	if err != nil {
		a.explorerFailed(err)
		return
	}
	a.ex.loader = l
	a.readExplorer()
}

// readExplorer reads the data for one slice of time and, if there is more,
// asks to be called again.
func (a *App) readExplorer() {
	ex := &a.ex
	l := ex.loader
	if l == nil {
		return
	}
	start := a.opts.Now()
	for {
		done, err := l.Step(256)
		switch {
		case err != nil:
			a.explorerFailed(err)
			return
		case done:
			ex.loader, ex.loading, ex.viewOK = nil, false, false
			ex.data, ex.loadErr = l.Data(), ""
			a.plat.Changed()
			return
		case a.opts.Now().Sub(start) >= explorerSlice:
			a.plat.(ExplorerPlatform).Later(a.readExplorer)
			return
		}
	}
}

func (a *App) explorerFailed(err error) {
	ex := &a.ex
	ex.loader, ex.loading, ex.viewOK = nil, false, false
	ex.loadErr = err.Error()
	a.plat.Notify(a.T("msg.explorerfailed", err.Error()), true)
	a.plat.Changed()
}

// ExplorerState says how the explorer's data stands: "idle" (never asked
// for), "loading", "ready" or "failed".
func (a *App) ExplorerState() string {
	switch {
	case a.ex.data != nil:
		return "ready"
	case a.ex.loading:
		return "loading"
	case a.ex.loadErr != "":
		return "failed"
	}
	return "idle"
}

// Explorer returns what the explorer shows for the position on the board.
func (a *App) Explorer() ExplorerView {
	p := a.board.Position()
	k := explorerViewKey{key: p.Key(), ply: p.Ply(), lang: a.Lang(), notation: a.settings.Notation,
		state: a.ExplorerState(), playable: a.interactive(), review: a.cursor != nil}
	if a.ex.viewOK && k == a.ex.viewFor {
		return a.ex.view
	}
	a.ex.view, a.ex.viewFor, a.ex.viewOK = a.explorerView(p), k, true
	return a.ex.view
}

func (a *App) explorerView(p *position.Position) ExplorerView {
	v := ExplorerView{State: a.ExplorerState(), Opening: a.openingOf(p)}
	d := a.ex.data
	switch v.State {
	case "failed":
		v.Empty = a.T("explorer.failed", a.ex.loadErr)
		return v
	case "ready":
	default:
		v.State = "loading"
		v.Empty = a.T("explorer.loading")
		return v
	}
	e, ok := d.Lookup(p)
	if !ok {
		if gamePly(p) >= d.MaxPly() {
			v.Empty = a.T("explorer.past", d.MaxPly())
		} else {
			v.Empty = a.T("explorer.none")
		}
		v.Note = a.T("explorer.note", groupDigits(d.Games()), d.MaxPly(), d.MinGames())
		return v
	}
	v.Summary = a.T("explorer.total", groupDigits(e.Games()))
	n := a.notation()
	for _, m := range e.Moves {
		r := ExplorerRow{ICCS: m.Move.String(), Text: notation.Format(p, m.Move, n), Games: m.Games(), GamesText: groupDigits(m.Games())}
		r.Red, r.Draw, r.Black = shares(m.Stats)
		r.Label = a.T("explorer.row", r.Text, r.GamesText, r.Red, r.Draw, r.Black)
		v.Rows = append(v.Rows, r)
	}
	v.Note = a.T("explorer.note", groupDigits(d.Games()), d.MaxPly(), d.MinGames())
	if e.Others > 0 {
		v.Note = a.T("explorer.others", groupDigits(e.Others), v.Note)
	}
	v.Playable = a.interactive()
	switch {
	case v.Playable:
	case a.cursor != nil:
		v.Locked = a.T("explorer.locked.review")
	case a.viewOnly():
		v.Locked = a.T("msg.viewonly")
	default:
		v.Locked = a.T("explorer.locked")
	}
	return v
}

// PlayExplorerMove plays a move tapped in the explorer, as if the player
// had made it on the board; it does nothing when the player may not move.
func (a *App) PlayExplorerMove(iccs string) {
	m, err := position.ParseMove(iccs)
	if err != nil || !a.interactive() {
		return
	}
	a.board.Deselect()
	a.playerMove(m)
}

// openingOf names the opening of a position reached from the standard
// start, or returns "".
func (a *App) openingOf(p *position.Position) string {
	if a.opts.Opening == nil || p.Ply() == 0 || p.Root().FEN() != position.StartFEN {
		return ""
	}
	zh, en, ok := a.opts.Opening(p.Moves())
	if !ok {
		return ""
	}
	return i18n.Name(a.settings.Lang, zh, en)
}

// gamePly counts the plies since the start of a game as the position's
// move number tells it, so a position set up from a FEN at move 20 is past
// the opening too.
func gamePly(p *position.Position) int {
	ply := 2 * (p.FullmoveNumber() - 1)
	if p.SideToMove() == position.Black {
		ply++
	}
	return ply
}

// shares turns results into whole percentages that sum to 100: each share
// rounded down, and the points left over given to the largest remainders
// (ties to Red, then draws), so a bar never shows 99% or 101%.
func shares(s explorer.Stats) (red, draw, black int) {
	n := s.Games()
	if n == 0 {
		return 0, 0, 0
	}
	counts := [3]int{s.RedWins, s.Draws, s.BlackWins}
	var pct, rem [3]int
	left := 100
	for i, c := range counts {
		pct[i], rem[i] = 100*c/n, 100*c%n
		left -= pct[i]
	}
	for ; left > 0; left-- {
		best := 0
		for i := 1; i < 3; i++ {
			if rem[i] > rem[best] {
				best = i
			}
		}
		pct[best]++
		rem[best] = -1
	}
	return pct[0], pct[1], pct[2]
}

// groupDigits writes a count with thousands separators: 16,625.
func groupDigits(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
