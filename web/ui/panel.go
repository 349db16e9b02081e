//go:build js && wasm

package ui

import (
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/web/app"
	"xiangqi/web/i18n"
)

// translate sets every static label of the page in the page language: the
// elements marked data-i18n (text), data-i18n-label (aria-label and title)
// and data-i18n-placeholder.
func (u *UI) translate() {
	lang := u.app.Lang()
	for _, el := range qa("[data-i18n]") {
		setText(el, i18n.T(lang, el.GetAttribute("data-i18n")))
	}
	for _, el := range qa("[data-i18n-label]") {
		t := i18n.T(lang, el.GetAttribute("data-i18n-label"))
		el.SetAttribute("aria-label", t)
		el.SetAttribute("title", t)
	}
	for _, el := range qa("[data-i18n-placeholder]") {
		el.SetAttribute("placeholder", i18n.T(lang, el.GetAttribute("data-i18n-placeholder")))
	}
	setAttr(u.bv.svg, "aria-label", i18n.T(lang, "board.label"))
	doc.(dom.HTMLDocument).SetTitle(i18n.T(lang, "title") + " · 象棋")
	u.fillLevels()
	u.moveList.reset()
}

// button returns the control of a data-action.
func button(action string) *dom.BasicHTMLElement { return q(`[data-action="` + action + `"]`) }

// enable sets a control's disabled state.
func enable(el *dom.BasicHTMLElement, on bool) {
	if el == nil {
		return
	}
	v := el.Underlying()
	if v.Get("disabled").Bool() == on {
		v.Set("disabled", !on)
	}
}

// renderPanel draws the status line, controls and move list.
func (u *UI) renderPanel() {
	a := u.app
	st := a.Status()
	status := q("[data-status]")
	sv := status.Underlying()
	setAttr(sv, "data-state", st.State)
	setAttr(sv, "data-engine", a.EngineState())
	if st.State == app.StateGameOver {
		setAttr(sv, "data-result", string(st.Result))
		setAttr(sv, "data-reason", string(st.Reason))
	} else {
		sv.Call("removeAttribute", "data-result")
		sv.Call("removeAttribute", "data-reason")
	}
	setText(q(".status-text"), st.Text)
	setText(q(".status-detail"), st.Detail)
	u.renderOpenTab()

	enable(button("new"), true)
	enable(button("settings"), true)
	enable(button("stop"), a.Thinking())
	enable(button("undo"), a.CanUndo())
	enable(button("hint"), a.CanHint())
	enable(button("flip"), true)
	enable(button("resign"), a.CanResign())
	enable(button("save"), true)
	enable(button("load"), true)
	enable(button("share"), true)
	toggleClass(button("hint").Underlying(), "busy", a.Hinting())
	ply, total := a.ShownPly(), a.Game().Ply()
	enable(button("first"), ply > 0)
	enable(button("prev"), ply > 0)
	enable(button("next"), ply < total)
	enable(button("last"), ply < total)
	live := button("live")
	if a.Reviewing() {
		live.RemoveAttribute("hidden")
	} else {
		live.SetAttribute("hidden", "")
	}
	input := q("#move-text")
	enable(input, true)
	enable(q(".move-input button"), true)

	red, black := a.Players()
	players := q(".players")
	if red != "" || black != "" || a.Event() != "" {
		text := a.T("moves.vs", orDash(red), orDash(black))
		if ev := a.Event(); ev != "" {
			text = ev + " · " + text
		}
		setText(players, text)
		players.RemoveAttribute("hidden")
	} else {
		players.SetAttribute("hidden", "")
	}
	opening := q(".opening")
	if name := a.Opening(); name != "" {
		setText(opening, a.T("moves.opening", name))
		opening.RemoveAttribute("hidden")
	} else {
		opening.SetAttribute("hidden", "")
	}
	u.moveList.render(u)
}

// renderOpenTab shows, in a frame whose engine cannot run (a sandbox whose
// host refuses the worker's scripts, say), the link that opens the game
// where it is, in a tab of its own.
func (u *UI) renderOpenTab() {
	link := q(`[data-action="open-tab"]`)
	if link == nil {
		return
	}
	if !u.framed || u.app.EngineState() != "failed" {
		link.SetAttribute("hidden", "")
		return
	}
	// The page's address without its fragment (an opaque origin has no
	// origin to build one from), and the game so far, on a full page.
	href := js.Global().Get("location").Get("href").String()
	if i := strings.IndexByte(href, '#'); i >= 0 {
		href = href[:i]
	}
	setAttr(link.Underlying(), "href", href+u.app.ShareFragment())
	link.RemoveAttribute("hidden")
}

func orDash(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// moveListView keeps the move list's buttons between frames and only adds,
// removes or relabels what changed.
type moveListView struct {
	list    js.Value
	rows    []js.Value // <li> per move pair
	buttons []js.Value // one per ply
	texts   []string
	current int
	offset  int // 1 when the game starts with Black to move
}

func (m *moveListView) reset() {
	if m.list.Truthy() {
		m.list.Set("textContent", "")
	}
	m.rows, m.buttons, m.texts = nil, nil, nil
	m.current = -1
}

func (m *moveListView) render(u *UI) {
	if !m.list.Truthy() {
		m.list = js.Global().Get("document").Call("querySelector", "[data-movelist]")
		m.current = -1
	}
	items := u.app.Moves()
	offset := 0
	if len(items) > 0 && !items[0].Red {
		offset = 1
	}
	if offset != m.offset {
		m.reset()
		m.offset = offset
	}
	// Drop moves taken back or changed.
	keep := 0
	for keep < len(items) && keep < len(m.texts) && items[keep].Text == m.texts[keep] {
		keep++
	}
	for len(m.buttons) > keep {
		last := len(m.buttons) - 1
		m.buttons[last].Call("remove")
		m.buttons, m.texts = m.buttons[:last], m.texts[:last]
	}
	for len(m.rows) > (keep+offset+1)/2 {
		last := len(m.rows) - 1
		m.rows[last].Call("remove")
		m.rows = m.rows[:last]
	}
	grew := false
	for i := keep; i < len(items); i++ {
		slot := i + offset
		row := slot / 2
		if row >= len(m.rows) {
			li := jsDoc.Call("createElement", "li")
			num := jsDoc.Call("createElement", "span")
			num.Set("className", "num")
			num.Set("textContent", strconv.Itoa(row+1)+".")
			li.Call("appendChild", num)
			if slot%2 == 1 { // Black starts: an empty slot for Red
				gap := jsDoc.Call("createElement", "span")
				gap.Set("className", "mv gap")
				gap.Set("textContent", "…")
				li.Call("appendChild", gap)
			}
			m.list.Call("appendChild", li)
			m.rows = append(m.rows, li)
		}
		b := jsDoc.Call("createElement", "button")
		b.Set("type", "button")
		b.Set("className", "mv")
		b.Call("setAttribute", "data-ply", strconv.Itoa(items[i].Ply))
		b.Set("textContent", items[i].Text) // notation text, set as text
		m.rows[row].Call("appendChild", b)
		m.buttons = append(m.buttons, b)
		m.texts = append(m.texts, items[i].Text)
		grew = true
	}
	empty := q(".moves-empty")
	if len(items) == 0 {
		empty.RemoveAttribute("hidden")
	} else {
		empty.SetAttribute("hidden", "")
	}
	cur := u.app.ShownPly()
	if cur != m.current || grew {
		if m.current > 0 && m.current <= len(m.buttons) {
			toggleClass(m.buttons[m.current-1], "current", false)
			m.buttons[m.current-1].Call("removeAttribute", "aria-current")
		}
		m.current = cur
		if cur > 0 && cur <= len(m.buttons) {
			b := m.buttons[cur-1]
			toggleClass(b, "current", true)
			b.Call("setAttribute", "aria-current", "step")
			scrollIntoList(m.list, b)
		}
	}
}

// scrollIntoList scrolls the move list (only the list, never the page) so b
// is visible.
func scrollIntoList(list, b js.Value) {
	top := b.Get("offsetTop").Float() - list.Get("offsetTop").Float()
	h := list.Get("clientHeight").Float()
	st := list.Get("scrollTop").Float()
	bh := b.Get("offsetHeight").Float()
	if top < st {
		list.Set("scrollTop", top)
	} else if top+bh > st+h {
		list.Set("scrollTop", top+bh-h)
	}
}

// bindControls wires the buttons and the move input.
func (u *UI) bindControls() {
	click := func(action string, fn func()) {
		el := button(action)
		if el == nil {
			return
		}
		el.AddEventListener("click", false, func(dom.Event) { fn() })
	}
	a := u.app
	click("undo", a.Undo)
	click("hint", a.Hint)
	click("flip", a.Flip)
	click("stop", a.Stop)
	click("resign", u.confirmResign)
	click("first", func() { a.Show(0) })
	click("prev", func() { a.Step(-1) })
	click("next", func() { a.Step(1) })
	click("last", a.Live)
	click("live", a.Live)
	click("save", u.savePGN)
	click("new", u.openNewGame)
	click("settings", u.openSettings)
	click("load", u.openLoad)
	click("share", u.openShare)

	// Clicks on moves reach the list (one listener for every move).
	q("[data-movelist]").AddEventListener("click", false, func(ev dom.Event) {
		t := ev.Target()
		if t == nil {
			return
		}
		if ply := t.GetAttribute("data-ply"); ply != "" {
			if n, err := strconv.Atoi(ply); err == nil {
				a.Show(n)
			}
		}
	})

	form := q(".move-input")
	input := input("#move-text")
	errEl := q(".input-error")
	form.AddEventListener("submit", false, func(ev dom.Event) {
		ev.PreventDefault()
		text := input.Value()
		if text == "" {
			return
		}
		u.startAudio()
		if err := a.TypeMove(text); err != nil {
			setText(errEl, err.Error())
			return
		}
		setText(errEl, "")
		input.SetValue("")
	})
	input.AddEventListener("input", false, func(dom.Event) { setText(errEl, "") })
}

// confirmResign asks for a second tap before resigning: the button reads
// "Resign?" for a few seconds, and a second tap then resigns.
func (u *UI) confirmResign() {
	if !u.app.CanResign() {
		return
	}
	b := button("resign")
	label := wrap(b.Underlying().Call("querySelector", "span"))
	if b.GetAttribute("data-confirm") == "" {
		b.SetAttribute("data-confirm", "1")
		setText(label, u.app.T("action.confirmresign"))
		win.SetTimeout(func() {
			b.RemoveAttribute("data-confirm")
			setText(label, u.app.T("action.resign"))
		}, 3000)
		return
	}
	b.RemoveAttribute("data-confirm")
	setText(label, u.app.T("action.resign"))
	u.app.Resign()
}
