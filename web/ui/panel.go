//go:build js && wasm

package ui

import (
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/engine/position"
	"xiangqi/web/app"
	"xiangqi/web/game"
	"xiangqi/web/glyphs"
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
	u.fillTimeControls()
	u.fillHints()
	u.moveList.reset()
}

// button returns the control of a data-action.
func button(action string) *dom.BasicHTMLElement { return fixed(`[data-action="` + action + `"]`) }

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
	status := fixed("[data-status]")
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
	setText(fixed(".status-text"), st.Text)
	setText(fixed(".status-detail"), st.Detail)
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
	ply := a.ShownPly()
	enable(button("first"), ply > 0)
	enable(button("prev"), ply > 0)
	atEnd := a.AtLineEnd()
	enable(button("next"), !atEnd)
	enable(button("last"), !atEnd)
	showIf(button("promote"), a.CanPromote())
	prev := fixed("[data-previous]")
	showIf(prev, a.HasPrevious())
	setText(fixed(".previous-text"), a.PreviousText())
	showIf(button("delete-move"), a.CanDeleteMove())
	live := button("live")
	if a.Reviewing() {
		live.RemoveAttribute("hidden")
	} else {
		live.SetAttribute("hidden", "")
	}
	input := fixed("#move-text")
	enable(input, true)
	enable(fixed(".move-input button"), true)

	red, black := a.Players()
	players := fixed(".players")
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
	opening := fixed(".opening")
	if name := a.Opening(); name != "" {
		setText(opening, a.T("moves.opening", name))
		opening.RemoveAttribute("hidden")
	} else {
		opening.SetAttribute("hidden", "")
	}
	u.renderOpponent()
	u.moveList.render(u)
}

// renderOpenTab shows, in a frame whose engine cannot run (a sandbox whose
// host refuses the worker's scripts, say), the link that opens the game
// where it is, in a tab of its own.
func (u *UI) renderOpenTab() {
	link := fixed(`[data-action="open-tab"]`)
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

// showIf shows or hides a control (hidden controls take no room).
func showIf(el *dom.BasicHTMLElement, on bool) {
	if el == nil {
		return
	}
	if on {
		el.RemoveAttribute("hidden")
	} else {
		el.SetAttribute("hidden", "")
	}
}

func orDash(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// moveListView draws the move list: the main line in numbered rows of two
// moves, and after a move what was written there (comments, variations, in
// brackets when nested). The list is rebuilt, as one piece of markup, only
// when its content changes (app.MoveList's Key); moving through the moves
// only moves the highlight.
type moveListView struct {
	list    js.Value
	key     string
	current string
	shown   js.Value // the highlighted move's button
	// scroll: the highlighted move is to be scrolled into view once the
	// frame is drawn (scrollIntoView).
	scroll bool
}

func (m *moveListView) reset() {
	if m.list.Truthy() {
		m.list.Set("textContent", "")
	}
	m.key, m.current, m.shown = "", "", js.Null()
}

func (m *moveListView) render(u *UI) {
	if !m.list.Truthy() {
		m.list = jsDoc.Call("querySelector", "[data-movelist]")
	}
	list := u.app.MoveList()
	rebuilt := false
	if list.Key != m.key {
		m.list.Set("innerHTML", moveListMarkup(list))
		m.key, m.shown = list.Key, js.Null()
		rebuilt = true
	}
	empty := fixed(".moves-empty")
	if len(list.Rows) == 0 {
		empty.RemoveAttribute("hidden")
	} else {
		empty.SetAttribute("hidden", "")
	}
	cur := u.app.CurrentPath()
	if cur != m.current || rebuilt {
		if m.shown.Truthy() {
			toggleClass(m.shown, "current", false)
			m.shown.Call("removeAttribute", "aria-current")
		}
		m.current = cur
		m.shown = js.Null()
		if cur != "" {
			m.shown = m.list.Call("querySelector", `[data-path="`+cur+`"]`)
		}
		if m.shown.Truthy() {
			toggleClass(m.shown, "current", true)
			m.shown.Call("setAttribute", "aria-current", "step")
			m.scroll = true
		}
	}
}

// scrollIntoView scrolls the list to the highlighted move if it moved. It
// reads the layout, so the frame calls it once drawn (renderNow): read in
// the middle of the frame's writes, the layout would be worked out twice.
func (m *moveListView) scrollIntoView() {
	if m.scroll && m.shown.Truthy() {
		scrollIntoList(m.list, m.shown)
	}
	m.scroll = false
}

// moveListMarkup writes the list as markup; every text in it (notation,
// comments from a loaded file) is escaped.
func moveListMarkup(list app.MoveList) string {
	var b strings.Builder
	esc := escapeHTML
	if list.Intro != "" {
		b.WriteString(`<li class="lines"><p class="cmt">` + esc(list.Intro) + `</p></li>`)
	}
	for _, row := range list.Rows {
		b.WriteString(`<li><span class="num">` + strconv.Itoa(row.Number) + `.</span>`)
		for _, it := range []*app.MoveItem{row.Red, row.Black} {
			if it == nil {
				b.WriteString(`<span class="mv gap">…</span>`)
				continue
			}
			writeMoveButton(&b, it)
		}
		b.WriteString(`</li>`)
		if len(row.Lines) == 0 {
			continue
		}
		b.WriteString(`<li class="lines">`)
		for _, tokens := range row.Lines {
			if len(tokens) == 1 && tokens[0].Move == nil && tokens[0].Comment != "" {
				b.WriteString(`<p class="line cmt">` + esc(tokens[0].Comment) + `</p>`)
				continue
			}
			b.WriteString(`<p class="line" data-variation>`)
			for _, t := range tokens {
				switch {
				case t.Open:
					b.WriteString(`<span class="br">(</span>`)
				case t.Close:
					b.WriteString(`<span class="br">)</span>`)
				case t.Move != nil:
					writeMoveButton(&b, t.Move)
				default:
					b.WriteString(`<span class="cmt">` + esc(t.Comment) + `</span>`)
				}
			}
			b.WriteString(`</p>`)
		}
		b.WriteString(`</li>`)
	}
	return b.String()
}

// writeMoveButton writes one move: data-ply on the main line (the stable
// hook) and data-path everywhere, data-variation off the main line.
func writeMoveButton(b *strings.Builder, it *app.MoveItem) {
	esc := escapeHTML
	if it.Main {
		b.WriteString(`<button type="button" class="mv" data-path="` + it.Path + `" data-ply="` + strconv.Itoa(it.Ply) + `"`)
		if it.Mark != "" {
			b.WriteString(` data-mark="` + esc(it.Mark) + `"`)
		}
		if it.Comment != "" {
			b.WriteString(` title="` + esc(it.Comment) + `"`)
		}
		b.WriteString(`>`)
	} else {
		b.WriteString(`<button type="button" class="mv var" data-path="` + it.Path + `" data-variation>`)
	}
	if it.Number != "" {
		b.WriteString(`<span class="mvnum">` + esc(it.Number) + `</span>`)
	}
	b.WriteString(esc(it.Text))
	if it.NAG != "" {
		b.WriteString(`<span class="nag">` + esc(it.NAG) + `</span>`)
	}
	b.WriteString(`</button>`)
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
	click("last", a.LineEnd)
	click("previous-game", a.BackToPrevious)
	click("dismiss-previous", a.DismissPrevious)
	click("promote", a.Promote)
	click("delete-move", a.DeleteMove)
	click("live", a.Live)
	click("save", u.savePGN)
	click("new", u.openNewGame)
	click("settings", u.openSettings)
	click("load", u.openLoad)
	click("share", u.openShare)

	// Clicks on moves reach the list (one listener for every move).
	fixed("[data-movelist]").Underlying().Call("addEventListener", "click", js.FuncOf(func(_ js.Value, args []js.Value) any {
		b := args[0].Get("target").Call("closest", "[data-path]")
		if b.Truthy() {
			if p, err := game.ParsePath(b.Call("getAttribute", "data-path").String()); err == nil {
				a.ShowPath(p)
			}
		}
		return nil
	}))

	form := fixed(".move-input")
	input := input("#move-text")
	errEl := fixed(".input-error")
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
		u.toast(u.app.T("msg.confirmresign"), false)
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

// renderOpponent draws the opponent line: the engine's level, the pieces
// each side has taken (as the characters on them) and the balance, with the
// same in words for screen readers.
func (u *UI) renderOpponent() {
	el := fixed("[data-opponent]")
	o, ok := u.app.Opponent()
	showIf(el, ok)
	if !ok {
		return
	}
	setText(q(".opp-name"), o.Name)
	for _, c := range []position.Color{position.Red, position.Black} {
		row := q(`.tk-row[data-by="` + c.String() + `"]`)
		var text string
		for _, pc := range o.Taken[c] {
			if r, ok := glyphs.PieceRune(pc.Letter()); ok {
				text += string(r)
			}
		}
		// The taken pieces are the other side's: drawn in its colour.
		setAttr(row.Underlying(), "data-pieces", c.Other().String())
		setText(row, text)
	}
	balance := ""
	if o.Balance != 0 {
		balance = "+" + strconv.Itoa(abs(o.Balance))
	}
	bal := q(".opp-balance")
	setText(bal, balance)
	side := "red"
	if o.Balance < 0 {
		side = "black"
	}
	setAttr(bal.Underlying(), "data-ahead", side)
	setText(q(".opp-said"), strings.Join(append(append([]string(nil), o.TakenText...), o.BalanceText), u.app.T("describe.end")))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
