package app

import (
	"errors"
	"time"

	"xiangqi/engine/gamefile"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/game"
	"xiangqi/web/link"
)

// The viewer is the view mode (mode_view.go) as a post about a game uses it:
// a record stepped through with the page's buttons and keys (Step, Show,
// ShowPath, LineEnd). This file adds what a reader of such a record needs:
// the comment of the shown move and the variations that branch from it
// (Note), a status that says where in the game the board is, autoplay at a
// speed that pauses when the reader takes over, and a record that comes from
// an address (pgnurl=) or from the embedding page (xiangqi:loadPGN).

// Autoplay's time between moves.
const (
	DefaultAutoplayDelay = 2 * time.Second
	MinAutoplayDelay     = time.Duration(link.MinSpeed * float64(time.Second))
	MaxAutoplayDelay     = time.Duration(link.MaxSpeed * float64(time.Second))
)

// ViewerPlatform is what the viewer needs from the browser besides Platform.
// A platform without it cannot load a record from an address.
type ViewerPlatform interface {
	// FetchGame fetches the file at url (relative to the page) and hands
	// its bytes, or why it could not, to App.GameFetched.
	FetchGame(url string)
}

// ErrOtherSite is the error the page hands GameFetched for an address on
// another site, which the page's Content-Security-Policy does not let it
// fetch (connect-src 'self'): the page around the board can send such a game
// itself (xiangqi:loadPGN).
var ErrOtherSite = errors.New("the address is on another site")

// viewStart is how the viewer begins once its record is in hand: at a move
// of the main line (hasPly), and playing on its own or not.
type viewStart struct {
	ply      int
	hasPly   bool
	autoplay bool
}

// viewing returns the view mode when the page is the viewer.
func (a *App) viewing() (*viewMode, bool) {
	m, ok := a.mode.(*viewMode)
	return m, ok
}

// Viewing reports whether the page is the viewer (mode=view).
func (a *App) Viewing() bool {
	_, ok := a.viewing()
	return ok
}

// bootViewer applies the link's viewer parameters (speed, ply, autoplay) and
// sends for the record of pgnurl=, which the viewer then starts on.
func (a *App) bootViewer(l link.Link) (notices []string) {
	m, ok := a.viewing()
	if !ok {
		return nil
	}
	if l.Speed > 0 {
		m.delay = clampDelay(time.Duration(l.Speed * float64(time.Second)))
	}
	start := viewStart{ply: l.Ply, hasPly: l.HasPly, autoplay: l.Autoplay}
	if l.PGNURL != "" {
		vp, ok := a.plat.(ViewerPlatform)
		if !ok {
			return []string{a.T("viewer.nofetch")}
		}
		m.loading, m.start = true, start
		vp.FetchGame(l.PGNURL)
		return nil
	}
	a.beginViewing(start)
	return nil
}

// GameFetched takes the file a pgnurl= asked for (or why it did not come)
// and shows it in the viewer, keeping the board's orientation.
func (a *App) GameFetched(data []byte, dec gamefile.Decoder, err error) {
	m, ok := a.viewing()
	if !ok || !m.loading {
		return
	}
	m.loading = false
	if errors.Is(err, ErrOtherSite) {
		a.plat.Notify(a.T("viewer.othersite"), true)
		a.plat.Changed()
		return
	}
	if err != nil {
		a.plat.Notify(a.T("viewer.fetchfailed", err.Error()), true)
		a.plat.Changed()
		return
	}
	g, _, err := game.ParseFile(data, dec)
	if err != nil {
		a.plat.Notify(a.fileMessage(err, "msg.badfile"), true)
		a.plat.Changed()
		return
	}
	start := m.start
	a.replaceGame(g, a.newViewMode(), true)
	a.sync()
	a.beginViewing(start)
}

// LoadRecord puts a record (a PGN the embedding page sent with
// xiangqi:loadPGN, checked by web/embed) in hand in the current mode: the
// viewer shows it at the main line's move ply (0: the start); another mode
// takes it as SetGame does. The orientation stays.
func (a *App) LoadRecord(g *game.Game, ply int) {
	if _, ok := a.viewing(); !ok {
		a.SetGame(g, position.Red, false)
		return
	}
	a.replaceGame(g, a.newViewMode(), true)
	a.sync()
	a.beginViewing(viewStart{ply: ply, hasPly: true})
}

// beginViewing shows the record's first move to show and starts autoplay
// when asked: at ply when given, else from the start when autoplay plays it,
// else where the record ends (the whole game, as a link with moves shows it).
func (a *App) beginViewing(s viewStart) {
	m, ok := a.viewing()
	if !ok {
		return
	}
	switch {
	case s.hasPly:
		a.Show(s.ply)
	case s.autoplay:
		a.Show(0)
	}
	m.playing = s.autoplay && a.CanAutoplay() && !a.AtLineEnd()
	a.plat.Changed()
}

// ViewerLoading reports whether the viewer waits for its record.
func (a *App) ViewerLoading() bool {
	m, ok := a.viewing()
	return ok && m.loading
}

// Note is what the viewer shows under the board about the shown move.
type Note struct {
	// Ply is the shown move's ply, 0 at the start.
	Ply int
	// Move is the shown move, numbered and in the notation setting
	// ("12. 炮二平五"), with its annotation mark in NAG; "" at the start.
	Move, NAG string
	// Before is a comment written before the shown move (as at the start
	// of a variation); Comment is the one after it, or at the start the
	// comment before the first move.
	Before, Comment string
	// InVariation is set when the shown move is off the main line.
	InVariation bool
	// Branches are the moves that may follow the shown one when the record
	// has more than one: the main continuation first, then the variations.
	Branches []Branch
}

// Branch is one move that may follow the shown one.
type Branch struct {
	Path string // its data-path, for ShowPath
	Text string // numbered, in the notation setting
	Main bool   // the line's own continuation
}

// Note returns what the viewer shows about the shown move.
func (a *App) Note() Note {
	p := a.shownPath()
	n, ok := a.game.Node(p)
	if !ok {
		return Note{}
	}
	note := Note{Ply: len(p), InVariation: !p.IsMain()}
	if len(p) == 0 {
		note.Comment = n.Comment
	} else {
		note.Move = a.numberedMove(p)
		note.NAG = nagMarks(n.NAGs)
		note.Before, note.Comment = n.CommentBefore, n.Comment
	}
	if len(n.Children) > 1 {
		for i := range n.Children {
			cp := p.Child(i)
			note.Branches = append(note.Branches, Branch{Path: cp.String(), Text: a.numberedMove(cp), Main: i == 0})
		}
	}
	return note
}

// numberedMove writes the move at p (not the start) as "12. 炮二平五" for
// Red or "12… 马8进7" for Black.
func (a *App) numberedMove(p game.Path) string {
	before := a.game.PositionAt(p.Parent())
	n, _ := a.game.Node(p)
	red := before.SideToMove() == position.Red
	offset := 0
	if a.game.Start().SideToMove() == position.Black {
		offset = 1
	}
	number := (len(p)-1+offset)/2 + 1
	return numberText(number, red) + " " + notation.Format(before, n.Move, a.notation())
}

// nagMarks writes a move's annotations as their marks ("!", "?!").
func nagMarks(nags []int) string {
	out := ""
	for _, nag := range nags {
		out += notation.NAGSymbol(nag)
	}
	return out
}

// viewerStatus is the viewer's status line: where in the record the board
// is, and the result once the main line's end is shown.
func (a *App) viewerStatus() (Status, bool) {
	m, ok := a.viewing()
	if !ok {
		return Status{}, false
	}
	s := Status{State: StateReady}
	p := a.shownPath()
	switch {
	case m.loading:
		s.Text = a.T("viewer.loading")
	case len(p) == 0:
		s.Text = a.T("status.start")
	case p.IsMain() && len(p) == a.game.Ply() && a.game.Over():
		o := a.game.Outcome()
		s.State, s.Result, s.Reason = StateGameOver, o.Result, o.Reason
		s.Text = a.statusOverText()
	case p.IsMain():
		s.Text = a.T("status.reviewing", len(p), a.game.Ply())
	default:
		s.Text = a.T("viewer.variation", len(p))
	}
	return s, true
}

// CanAutoplay reports whether the viewer has moves to play through.
func (a *App) CanAutoplay() bool {
	_, ok := a.viewing()
	return ok && len(a.game.Root().Children) > 0
}

// Autoplaying reports whether autoplay is stepping through the moves.
func (a *App) Autoplaying() bool {
	m, ok := a.viewing()
	return ok && m.playing
}

// AutoplayDelay is autoplay's time between moves.
func (a *App) AutoplayDelay() time.Duration {
	if m, ok := a.viewing(); ok {
		return m.delay
	}
	return DefaultAutoplayDelay
}

// ToggleAutoplay starts or pauses autoplay (the play button, the space
// bar). Started at the end of its line, it plays the record from the start.
func (a *App) ToggleAutoplay() {
	m, ok := a.viewing()
	if !ok || !a.CanAutoplay() {
		return
	}
	if m.playing {
		m.playing = false
	} else {
		if a.AtLineEnd() {
			a.Show(0)
		}
		m.playing = true
	}
	a.plat.Changed()
}

// SetAutoplay plays or pauses, at a new delay unless delay is 0 (the
// embedding page's xiangqi:autoplay).
func (a *App) SetAutoplay(play bool, delay time.Duration) {
	m, ok := a.viewing()
	if !ok {
		return
	}
	if delay > 0 {
		m.delay = clampDelay(delay)
	}
	if play != m.playing {
		a.ToggleAutoplay()
	}
	a.plat.Changed()
}

// PauseAutoplay stops autoplay because the reader took over (a press, a
// key, a click on a move).
func (a *App) PauseAutoplay() {
	if m, ok := a.viewing(); ok && m.playing {
		m.playing = false
		a.plat.Changed()
	}
}

// AutoplayStep is autoplay's beat (the page calls it every AutoplayDelay
// while Autoplaying): the next move along the shown line; autoplay stops at
// the line's end.
func (a *App) AutoplayStep() {
	m, ok := a.viewing()
	if !ok || !m.playing {
		return
	}
	a.Step(1)
	if a.AtLineEnd() {
		m.playing = false
		a.plat.Changed()
	}
}

func clampDelay(d time.Duration) time.Duration {
	return max(MinAutoplayDelay, min(d, MaxAutoplayDelay))
}

// HasNotes reports whether the viewer's record says anything beyond its
// moves (a comment, a variation), so the viewer makes room for its notes;
// the room stays for the whole record, so the frame does not jump from move
// to move.
func (a *App) HasNotes() bool {
	if !a.Viewing() {
		return false
	}
	var walk func(n *notation.Node) bool
	walk = func(n *notation.Node) bool {
		if n.Comment != "" || n.CommentBefore != "" || len(n.Children) > 1 {
			return true
		}
		for _, c := range n.Children {
			if walk(c) {
				return true
			}
		}
		return false
	}
	return walk(a.game.Root())
}
