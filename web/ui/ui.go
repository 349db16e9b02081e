//go:build js && wasm

package ui

import (
	"math"
	"syscall/js"
	"time"

	"honnef.co/go/js/dom/v2"

	"xiangqi/web/app"
	"xiangqi/web/art"
	"xiangqi/web/storage"
)

// UI is the page: the controller and the elements that show it.
type UI struct {
	app  *app.App
	root *dom.BasicHTMLElement // .app
	bv   *boardView

	announcer  *dom.BasicHTMLElement
	announced  string // what the announcer says now
	announcing bool   // it was written in this turn of the event loop
	toastEl    *dom.BasicHTMLElement
	toastTimer int

	sounds map[string]js.Value
	music  *music

	framed          bool // the page is inside a frame
	frame           bool // a redraw is scheduled
	reportFrame     bool // a redraw of the analysis alone is scheduled
	slicing         bool // a redraw's later parts are still to be drawn
	drawing         bool // what pageHook.drawing says
	pageHook        js.Value
	renderRun       int  // counts redraws; the rest of a superseded one is dropped
	gestured        bool // the player has touched the page: audio may start
	pendingGameOver bool
	lastPly         int
	lastLang        string
	moveList        moveListView
	analysis        analysisView // the analysis board (analysis.go)
	review          reviewView   // the review (review.go)
	puzzles         puzzleView   // the puzzle mode's list and card (puzzles.go)
	viewer          viewerView   // the viewer's notes and autoplay (viewer.go)
	ed              editorView   // the position editor's panel and drags (editor.go)
	explorer        explorerView // the opening explorer's panel (explorer.go)
	lessons         lessonView   // the primer's list and card (lessons.go)
	play            playView     // the clocks, seats and offers (play.go)
}

// Options configure the page (see app.Options).
type Options = app.Options

// Run starts the page: it takes over the static board, restores the game
// and settings, starts the engine and wires every control. It returns once
// the page is interactive; the caller keeps the program alive.
func Run(opts Options) {
	doc = win.Document()
	u := &UI{}
	u.root = q(".app")
	// Reading window.top is allowed from any frame.
	u.framed = !js.Global().Get("top").Equal(js.Global().Get("self"))
	u.announcer = q("[data-announce]")
	u.toastEl = q(".toast.notice")
	u.app = app.New(platform{u}, u.dialer(), opts)

	store = openStore()
	stored, hasStored := store.read(storage.Key)
	fragment := win.Location().Hash()
	lang := js.Global().Get("navigator").Get("language")
	language := ""
	if lang.Type() == js.TypeString {
		language = lang.String()
	}
	// The board is taken over before Start so that Start's first drawing
	// lands on it.
	u.bv = newBoardView(js.Global().Get("document").Call("querySelector", "[data-board]"))
	used := u.app.Start(app.Boot{Stored: stored, HasStored: hasStored, Fragment: fragment, Language: language})
	if store.Blocked() {
		// Quietly, and only where something would have been kept; a notice
		// of Start's (a bad link, say) matters more and stays.
		if note := u.app.StorageNote(); note != "" && u.toastTimer == 0 {
			u.toast(note, false)
		}
	}
	if used && !u.app.Embedded() {
		// The link has been read into the game (and saved); without the
		// fragment a reload resumes the game rather than reopening the link.
		clearFragment()
	}
	// A link opened in this tab changes only the fragment (app.LinkOpened).
	on(js.Global(), "hashchange", func(js.Value) {
		if u.app.LinkOpened(win.Location().Hash(), !store.Blocked()) {
			callSafe(js.Global().Get("location"), "reload")
		}
	})
	u.bindBoard()
	u.bindKeys()
	u.bindControls()
	u.bindDialogs()
	u.bindPuzzles()
	u.bindLessons()
	u.analysis.bind(u)
	u.review.bind(u)
	u.bindEditor()
	u.bindExplorer()
	u.bindPlay()
	// Whole at once: "ready" means everything is drawn.
	for _, part := range renderParts {
		part(u)
	}
	u.root.SetAttribute("data-ui", "ready")
	u.pageHook = publishPage(u.app)
	u.showDrawing()
	js.Global().Get("performance").Call("mark", "xiangqi-interactive")
	win.SetInterval(func() { u.app.Tick() }, 1000)
	u.startEmbed()
}

// clearFragment removes the URL fragment without reloading or adding history.
// Some frames refuse it (a sandbox may); the link then stays, which is
// harmless.
func clearFragment() {
	loc := js.Global().Get("location")
	url := loc.Get("pathname").String() + loc.Get("search").String()
	callSafe(js.Global().Get("history"), "replaceState", js.Null(), "", url)
}

// changed schedules a redraw; several changes in one turn of the event loop
// draw once.
func (u *UI) changed() {
	u.embedNotify()
	if u.frame {
		return
	}
	u.frame = true
	u.showDrawing()
	drawSoon(func() {
		if u.frame {
			u.renderNow()
		}
	})
}

// analysisChanged schedules a redraw of the analysis alone (its report
// changed, and nothing else); a whole redraw scheduled meanwhile draws it
// too.
func (u *UI) analysisChanged() {
	if u.frame || u.reportFrame {
		return
	}
	u.reportFrame = true
	u.showDrawing()
	drawSoon(func() {
		if u.reportFrame && !u.frame {
			u.renderReport()
		}
		u.reportFrame = false
		u.showDrawing()
	})
}

// showDrawing keeps xiangqiBoot.page.drawing true while a redraw is
// scheduled or under way (its parts in tasks of their own) and false once
// the page shows its last change: a test, or an embedder taking a picture,
// waits for it instead of guessing a number of frames.
func (u *UI) showDrawing() {
	on := u.frame || u.reportFrame || u.slicing
	if on != u.drawing && u.pageHook.Truthy() {
		u.drawing = on
		u.pageHook.Set("drawing", on)
	}
}

// drawSoon runs a drawing in a task of its own once the event loop is free,
// not in an animation frame's callback: the browser's style, layout and
// paint of a frame run in the task of its callbacks, so a drawing done there
// and the frame it changes made one task of both, over 50 ms at a phone's
// speed (4x CPU throttling, stepping through an analysed game), where apart
// each stays under it. A hidden page draws when it is shown again (an
// animation frame waits for that), not in the background.
func drawSoon(draw func()) {
	if jsDoc.Get("hidden").Bool() {
		win.RequestAnimationFrame(func(time.Duration) { draw() })
		return
	}
	win.SetTimeout(draw, 0)
}

// renderReport draws the analysis' report: the lines, the bar, the
// statistics and the board's arrows. Drawing the whole page for each report
// kept a phone's main thread busy for tens of milliseconds, four times a
// second.
func (u *UI) renderReport() {
	u.analysis.render(u)
	u.bv.renderMarks(u.app.Board(), u.app.CursorSquare())
}

// renderNow redraws the page, the board first. The parts are drawn in the
// order a player looks at them; once a part ends past sliceBudget, the rest
// is drawn in a task of its own (and so on), so a slow phone shows the
// board's move in the next frame and fills the panels after it, rather than
// holding the main thread for the whole page. A desktop draws it all in one
// task. A redraw begun meanwhile supersedes the rest of the old one.
func (u *UI) renderNow() {
	u.frame = false
	u.reportFrame = false
	u.renderRun++
	u.renderFrom(0, u.renderRun)
}

// sliceBudget is how long one task of a redraw may draw before it leaves
// the rest to the next. The browser's style, layout and paint of what was
// drawn (in the next frame's task) cost several times the drawing, and a
// phone is several times slower than a desktop: at 4x CPU throttling, tasks
// over 50 ms while stepping through an analysed game were 20-22 drawn whole,
// 4-14 with a budget of 6 ms and 3-7 with 2 ms (three runs each). A desktop
// draws a step (about 5 ms) in two or three tasks.
const sliceBudget = 2 * time.Millisecond

// renderParts are the page's parts in the order they are drawn.
var renderParts = []func(u *UI){
	(*UI).renderBoard,
	(*UI).renderPanel,
	(*UI).renderPlay,
	func(u *UI) { u.analysis.render(u) },
	func(u *UI) { u.review.render(u) },
	func(u *UI) { u.viewer.render(u) },
	(*UI).renderPuzzles,
	(*UI).renderEditor,
	(*UI).renderExplorer,
	(*UI).renderLessons,
	(*UI).renderAfter,
}

// renderFrom draws the parts from the i-th on, for the redraw numbered run.
func (u *UI) renderFrom(i, run int) {
	start := time.Now()
	for ; i < len(renderParts); i++ {
		if i > 0 && time.Since(start) > sliceBudget {
			next := i
			u.slicing = true
			win.SetTimeout(func() {
				if run == u.renderRun {
					u.renderFrom(next, run)
				}
			}, 0)
			return
		}
		renderParts[i](u)
	}
	u.slicing = false
	u.showDrawing()
}

// renderBoard draws the board (with the theme and language it is shown in)
// and its points' names, which a screen reader reads as the focus follows
// the cursor.
func (u *UI) renderBoard() {
	s := u.app.Settings()
	labels := art.LabelNumbers
	if s.Notation == "iccs" {
		labels = art.LabelICCS
	}
	u.applyTheme()
	if string(s.Lang) != u.lastLang {
		u.lastLang = string(s.Lang)
		u.translate()
	}
	u.bv.render(u.app, s.Pieces, labels)
}

// renderAfter is the redraw's last part: the music, the move list's scroll
// and the game-over dialog.
func (u *UI) renderAfter() {
	s := u.app.Settings()
	u.syncMusic(s.Music && u.gestured)
	if u.moveList.scroll {
		// Reading the layout now would work it out in this task; in a task
		// of its own after the frame it is worked out already.
		win.SetTimeout(u.moveList.scrollIntoView, 0)
	}
	if u.pendingGameOver {
		u.pendingGameOver = false
		// Let the final move be seen before the dialog covers the board.
		win.SetTimeout(u.openGameOver, 700)
	}
}

// applyTheme sets data-theme on <html>; CSS follows the system for auto.
func (u *UI) applyTheme() {
	html := js.Global().Get("document").Get("documentElement")
	setAttr(html, "data-theme", u.app.Settings().Theme)
	setAttr(html, "lang", string(u.app.Lang()))
	toggleClass(u.root.Underlying(), "embed", u.app.Embedded())
	setAttr(u.root.Underlying(), "data-mode", string(u.app.Mode()))
}

// toast shows a message for a few seconds.
func (u *UI) toast(text string, isError bool) {
	el := u.toastEl
	setText(el, text)
	el.RemoveAttribute("hidden")
	// Over the status line when it is shown (in the editor, over the
	// reasons a set-up is refused, which the message repeats), else at the
	// panel's top; but never above what can be seen of the panel (scrolled,
	// or the page scrolled past it), where it would be hidden.
	top := 0.0
	panel := jq(jsDoc, ".panel")
	if panel.Truthy() {
		for _, sel := range []string{"[data-status]", ".editor-check"} {
			anchor := jq(jsDoc, sel)
			if !anchor.Truthy() || !anchor.Get("offsetParent").Truthy() {
				continue
			}
			// Where the anchor is in the panel's content, whatever scrolls
			// between them.
			seen := anchor.Call("getBoundingClientRect").Get("top").Float() - panel.Call("getBoundingClientRect").Get("top").Float() - panel.Get("clientTop").Float()
			top = seen + panel.Get("scrollTop").Float()
			// A panel that scrolls on its own (desktop, a phone held sideways)
			// scrolled past the anchor is brought back to it, so the message
			// stands in for the status rather than over the buttons that would
			// be at the top of what is seen.
			if seen < 0 {
				panel.Set("scrollTop", top)
			}
			break
		}
		seen := panel.Get("scrollTop").Float() + math.Max(0, -panel.Call("getBoundingClientRect").Get("top").Float())
		top = math.Max(top, seen)
	}
	el.Underlying().Get("style").Set("top", num(top)+"px")
	toggleClass(el.Underlying(), "error", isError)
	toggleClass(el.Underlying(), "show", true)
	if u.toastTimer != 0 {
		win.ClearTimeout(u.toastTimer)
	}
	d := 3200
	if isError {
		d = 6000
	}
	u.toastTimer = win.SetTimeout(func() {
		u.toastTimer = 0
		toggleClass(el.Underlying(), "show", false)
	}, d)
}

// startAudio prepares sound on the first touch of the board (browsers allow
// audio only after one) and starts the music if it is on.
func (u *UI) startAudio() {
	u.gestured = true
	if u.app.Settings().Music {
		u.syncMusic(true)
	}
}
