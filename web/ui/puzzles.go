//go:build js && wasm

package ui

import (
	"errors"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/web/app"
	"xiangqi/web/puzzle"
)

// The puzzle mode's part of the page: the Puzzles button, the list dialog
// (#dlg-puzzles), the card that shows the puzzle being played
// ([data-puzzle-card], above the status line), and the dialog at the end of
// an attempt (#dlg-puzzle-over). The controller (web/app/puzzle.go) decides
// everything; this file draws it and forwards clicks.

var _ app.PuzzlePlatform = platform{}

// puzzleView remembers what the list shows, so it is rebuilt only when its
// content, language or filter changed.
type puzzleView struct {
	bound   bool
	filter  string // all, todo or solved
	order   string // app.PuzzleOrderNumber or app.PuzzleOrderDifficulty
	builtAt string // the state the list was built for
}

// LoadPuzzles fetches the collection's files and hands them to the
// controller.
func (p platform) LoadPuzzles() {
	u := p.u
	texts := make([]string, len(puzzle.Files))
	left, failed := len(puzzle.Files), false
	for i, path := range puzzle.Files {
		fetchText(path, func(text string, err error) {
			if failed {
				return
			}
			if err != nil {
				failed = true
				u.app.PuzzlesLoaded("", "", "", err)
				return
			}
			texts[i] = text
			if left--; left == 0 {
				u.app.PuzzlesLoaded(texts[0], texts[1], texts[2], nil)
			}
		})
	}
}

// fetchText fetches a file of the site as text and calls done once.
func fetchText(path string, done func(string, error)) {
	var got, read, fail js.Func
	release := func() { got.Release(); read.Release(); fail.Release() }
	read = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		done(args[0].String(), nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		msg := "the network failed"
		if len(args) > 0 && args[0].Truthy() && args[0].Get("message").Type() == js.TypeString {
			msg = args[0].Get("message").String()
		}
		done("", errors.New(path+": "+msg))
		return nil
	})
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			release()
			done("", errors.New(path+": HTTP "+strconv.Itoa(res.Get("status").Int())))
			return nil
		}
		res.Call("text").Call("then", read, fail)
		return nil
	})
	js.Global().Call("fetch", assetURL(path)).Call("then", got, fail)
}

// StoredProgress reads the puzzle progress from local storage.
func (platform) StoredProgress() (data string, ok bool) { return store.read(puzzle.ProgressKey) }

// StoreProgress writes the puzzle progress to local storage.
func (platform) StoreProgress(data string) error { return store.write(puzzle.ProgressKey, data) }

// bindPuzzles wires the puzzle controls.
func (u *UI) bindPuzzles() {
	if u.puzzles.bound || button("puzzles") == nil {
		return
	}
	u.puzzles.bound = true
	u.puzzles.filter = "all"
	u.puzzles.order = app.PuzzleOrderNumber
	a := u.app
	click := func(sel string, fn func()) {
		if el := q(sel); el != nil {
			el.AddEventListener("click", false, func(dom.Event) { fn() })
		}
	}
	click(`[data-action="puzzles"]`, u.openPuzzles)
	click(`[data-action="puzzle-list"]`, u.openPuzzles)
	click(`[data-action="puzzle-restart"]`, func() { u.startAudio(); a.RestartPuzzle() })
	click(`[data-action="puzzle-prev"]`, func() { u.startAudio(); a.PrevPuzzle() })
	click(`[data-action="puzzle-next"]`, func() { u.startAudio(); a.NextPuzzle() })
	click(`[data-action="puzzle-review"]`, func() { a.Show(0) })
	click(`[data-action="puzzle-retry"]`, func() { u.startAudio(); a.RestartPuzzle() })
	click(`[data-action="puzzle-over-next"]`, func() { u.startAudio(); a.NextPuzzle() })

	// One listener for the whole list: the buttons carry data-puzzle.
	on(jq(jsDoc, "[data-puzzle-list]"), "click", func(ev js.Value) {
		b := ev.Get("target").Call("closest", "[data-puzzle]")
		if !b.Truthy() {
			return
		}
		n, err := strconv.Atoi(b.Call("getAttribute", "data-puzzle").String())
		if err != nil {
			return
		}
		closeDialog(dialog("dlg-puzzles"))
		u.startAudio()
		a.StartPuzzle(n)
	})
	for _, b := range qa("#dlg-puzzles [data-filter]") {
		b := b
		b.AddEventListener("click", false, func(dom.Event) {
			u.puzzles.filter = b.GetAttribute("data-filter")
			u.renderPuzzleList()
		})
	}
	for _, b := range qa("#dlg-puzzles [data-order]") {
		b := b
		b.AddEventListener("click", false, func(dom.Event) {
			u.puzzles.order = b.GetAttribute("data-order")
			u.renderPuzzleList()
		})
	}
}

// openPuzzles shows the list, loading the collection first if need be.
func (u *UI) openPuzzles() {
	closeDialog(dialog("dlg-puzzle-over"))
	u.app.RequestPuzzles()
	u.renderPuzzleList()
	showModal(dialog("dlg-puzzles"))
	u.scrollToCurrentPuzzle()
}

// renderPuzzles draws the puzzle card and, while it is open, the list.
func (u *UI) renderPuzzles() {
	if !u.puzzles.bound {
		return
	}
	enable(button("puzzles"), true)
	u.renderPuzzleCard()
	if dialog("dlg-puzzles").Underlying().Get("open").Bool() {
		u.renderPuzzleList()
	}
}

func (u *UI) renderPuzzleCard() {
	card := q("[data-puzzle-card]")
	c, ok := u.app.Card()
	if !ok {
		card.SetAttribute("hidden", "")
		return
	}
	card.RemoveAttribute("hidden")
	v := card.Underlying()
	setAttr(v, "data-puzzle-number", strconv.Itoa(c.Number))
	setAttr(v, "data-puzzle-state", c.State)
	setAttr(v, "data-verdict", c.Verdict)
	setAttr(v, "data-solved", strconv.FormatBool(c.Solved))
	setAttr(v, "data-helped", strconv.FormatBool(c.Helped))
	setAttr(v, "data-move", c.Move)
	setAttr(v, "data-difficulty", strconv.Itoa(c.Difficulty))
	setText(q(".pz-difficulty"), c.DifficultyText)
	setText(q(".pz-move"), c.MoveText)
	setText(q(".pz-label"), c.Label)
	setText(q(".pz-title"), c.Title)
	setText(q(".pz-goal"), c.Goal)
	setText(q(".pz-engine"), c.Engine)
	state := c.StateText
	switch {
	case c.State == "playing" && c.Solved:
		state = u.app.T("puzzles.solved")
	case c.State == "playing" && c.Helped:
		state = u.app.T("puzzles.helped")
	}
	setText(q(".pz-state"), state)
	enable(button("puzzle-prev"), c.HasPrev)
	enable(button("puzzle-next"), c.HasNext)
	enable(button("puzzle-restart"), true)
	enable(button("puzzle-list"), true)
}

// renderPuzzleList fills the list dialog when its content changed.
func (u *UI) renderPuzzleList() {
	a := u.app
	state := a.PuzzlesState()
	key := string(a.Lang()) + "|" + state + "|" + u.puzzles.filter + "|" + u.puzzles.order + "|" + strconv.Itoa(a.PuzzlesChanges())
	for _, b := range qa("#dlg-puzzles [data-filter]") {
		setAttr(b.Underlying(), "aria-pressed", strconv.FormatBool(b.GetAttribute("data-filter") == u.puzzles.filter))
	}
	for _, b := range qa("#dlg-puzzles [data-order]") {
		setAttr(b.Underlying(), "aria-pressed", strconv.FormatBool(b.GetAttribute("data-order") == u.puzzles.order))
	}
	if key == u.puzzles.builtAt {
		return
	}
	u.puzzles.builtAt = key
	setText(q(".pz-progress"), a.PuzzleProgressText())
	status := q(".pz-list-status")
	list := q("[data-puzzle-list]").Underlying()
	list.Set("textContent", "")
	switch state {
	case "loading", "idle":
		setText(status, a.T("puzzles.loading"))
		return
	case "failed":
		setText(status, a.T("msg.puzzlesfailed", a.PuzzlesError()))
		return
	}
	shown := 0
	for _, it := range a.PuzzleItems(u.puzzles.order) {
		done := it.Solved || it.Helped
		if u.puzzles.filter == "todo" && done || u.puzzles.filter == "solved" && !done {
			continue
		}
		list.Call("appendChild", puzzleRow(it, a.T("puzzles.solved"), a.T("puzzles.helped")))
		shown++
	}
	if shown == 0 {
		setText(status, a.T("puzzles.none"))
	} else {
		setText(status, "")
	}
	u.scrollToCurrentPuzzle()
}

// puzzleRow builds one row of the list. Titles come from the collection's
// files and are set as text, never as markup.
func puzzleRow(it app.PuzzleItem, solvedText, helpedText string) js.Value {
	li := jsDoc.Call("createElement", "li")
	b := jsDoc.Call("createElement", "button")
	b.Set("type", "button")
	b.Set("className", "pz-item")
	b.Call("setAttribute", "data-puzzle", strconv.Itoa(it.Number))
	b.Call("setAttribute", "data-verdict", it.Verdict)
	b.Call("setAttribute", "data-solved", strconv.FormatBool(it.Solved))
	b.Call("setAttribute", "data-helped", strconv.FormatBool(it.Helped))
	b.Call("setAttribute", "data-difficulty", strconv.Itoa(it.Difficulty))
	if it.Current {
		b.Call("setAttribute", "aria-current", "true")
	}
	add := func(class, text string) js.Value {
		s := jsDoc.Call("createElement", "span")
		s.Set("className", class)
		s.Set("textContent", text)
		b.Call("appendChild", s)
		return s
	}
	num := add("pz-num", strconv.Itoa(it.Number))
	num.Call("setAttribute", "aria-label", it.Label)
	add("pz-name", it.Title)
	stars := add("pz-stars", strings.Repeat("★", it.Difficulty)+strings.Repeat("☆", 5-it.Difficulty))
	stars.Call("setAttribute", "role", "img")
	stars.Call("setAttribute", "aria-label", it.DifficultyText)
	stars.Call("setAttribute", "title", it.DifficultyText)
	add("pz-verdict", it.VerdictText)
	mark := add("pz-mark", "")
	switch {
	case it.Solved:
		mark.Set("textContent", "✓")
		mark.Call("setAttribute", "aria-label", solvedText)
		mark.Call("setAttribute", "title", solvedText)
	case it.Helped:
		mark.Set("textContent", "✓")
		mark.Call("setAttribute", "aria-label", helpedText)
		mark.Call("setAttribute", "title", helpedText)
	}
	li.Call("appendChild", b)
	return li
}

// scrollToCurrentPuzzle brings the puzzle being played (or opened last)
// into view in the list.
func (u *UI) scrollToCurrentPuzzle() {
	cur := jq(jsDoc, `[data-puzzle-list] [aria-current="true"]`)
	if !cur.Truthy() {
		return
	}
	list := jq(jsDoc, "[data-puzzle-list]")
	list.Set("scrollTop", cur.Get("offsetTop").Float()-list.Get("offsetTop").Float()-list.Get("clientHeight").Float()/3)
}

// openPuzzleOver shows the end of an attempt, if it is still over by then.
func (u *UI) openPuzzleOver() {
	head, detail, solved, ok := u.app.PuzzleOver()
	if !ok || u.anyDialogOpen() {
		return
	}
	c, _ := u.app.Card()
	d := dialog("dlg-puzzle-over")
	setAttr(d.Underlying(), "data-solved", strconv.FormatBool(solved))
	setText(q(".pz-over-title"), c.Label+" · "+c.Title)
	setText(q(".pz-over-result"), head)
	setText(q(".pz-over-reason"), detail)
	next := button("puzzle-over-next")
	if c.HasNext {
		next.RemoveAttribute("hidden")
	} else {
		next.SetAttribute("hidden", "")
	}
	showModal(d)
}
