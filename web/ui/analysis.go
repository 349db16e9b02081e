//go:build js && wasm

package ui

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"xiangqi/web/app"
)

// analysisView draws the analysis board: the evaluation bar beside the
// board and the engine's lines in the side panel (app.Analysis says what).
type analysisView struct {
	bar, barRed, barText js.Value
	box, lines, score    js.Value
	stats, exact, pause  js.Value
	toggle               js.Value
	linesKey             string
}

func (v *analysisView) bind(u *UI) {
	v.bar = jsDoc.Call("querySelector", "[data-evalbar]")
	v.barRed = v.bar.Call("querySelector", ".evalbar-red")
	v.barText = v.bar.Call("querySelector", ".evalbar-text")
	v.box = jsDoc.Call("querySelector", "[data-analysis]")
	v.lines = v.box.Call("querySelector", ".pv-lines")
	v.score = v.box.Call("querySelector", ".analysis-score")
	v.stats = v.box.Call("querySelector", ".analysis-stats")
	v.exact = v.box.Call("querySelector", ".analysis-exact")
	v.pause = v.box.Call("querySelector", `[data-action="analysis-pause"]`)
	v.toggle = jsDoc.Call("querySelector", `[data-action="analysis"]`)
	a := u.app
	on(v.toggle, "click", func(js.Value) { a.ToggleAnalysis() })
	on(v.pause, "click", func(js.Value) { a.PauseAnalysis() })
	sel := v.box.Call("querySelector", `[data-setting="lines"]`)
	on(sel, "change", func(js.Value) {
		if err := a.Set("lines", sel.Get("value").String()); err != nil {
			u.toast(err.Error(), true)
		}
	})
	// A tap on a move of a line plays the line up to it.
	on(v.lines, "click", func(ev js.Value) {
		b := ev.Get("target").Call("closest", "[data-pv-move]")
		if !b.Truthy() {
			return
		}
		rank, index, ok := strings.Cut(b.Call("getAttribute", "data-pv-move").String(), ":")
		r, err1 := strconv.Atoi(rank)
		i, err2 := strconv.Atoi(index)
		if ok && err1 == nil && err2 == nil {
			a.PlayAnalysisLine(r, i)
		}
	})
}

func (v *analysisView) render(u *UI) {
	a := u.app
	view := a.Analysis()
	setAttr(v.toggle, "aria-pressed", strconv.FormatBool(view.On))
	v.toggle.Set("disabled", false)
	hide(v.bar, !view.On)
	hide(v.box, !view.On)
	if !view.On {
		v.linesKey = ""
		return
	}
	// The bar: Red's share, from Red's side of the board.
	setAttr(v.bar, "data-score", view.BarScore)
	setAttr(v.bar, "data-bottom", a.Board().Bottom.String())
	v.barRed.Get("style").Set("height", fmt.Sprintf("%.1f%%", view.Bar*100))
	best := ""
	if len(view.Lines) > 0 {
		best = view.Lines[0].ScoreText
	}
	setTextJS(v.barText, best)
	setTextJS(v.score, best)
	stats := ""
	if view.Depth > 0 {
		stats = a.T("analysis.depth", view.Depth)
		if a.Settings().Info && view.NPS > 0 {
			stats += " · " + a.T("analysis.nps", float64(view.NPS)/1000) + " · " + a.T("analysis.hash", view.HashFull/10)
		}
	}
	switch {
	case view.Paused:
		stats = a.T("analysis.paused")
	case view.Thinking && stats == "":
		stats = a.T("analysis.thinking")
	}
	setTextJS(v.stats, stats)
	setTextJS(v.exact, view.Exact)
	hide(v.exact, view.Exact == "")
	setAttr(v.pause, "aria-pressed", strconv.FormatBool(view.Paused))
	sel := v.box.Call("querySelector", `[data-setting="lines"]`)
	if want := a.Settings().Get("lines"); sel.Get("value").String() != want {
		sel.Set("value", want)
	}
	v.renderLines(view.Lines)
}

// renderLines rebuilds the lines when they changed.
func (v *analysisView) renderLines(lines []app.AnalysisLine) {
	var key strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&key, "%d/%d/%d/%d:", l.Rank, l.Depth, l.Score, l.Mate)
		for _, m := range l.Moves {
			key.WriteString(m.Number + m.Text + " ")
		}
		key.WriteString("\n")
	}
	if key.String() == v.linesKey {
		return
	}
	v.linesKey = key.String()
	v.lines.Set("textContent", "")
	for _, l := range lines {
		li := jsDoc.Call("createElement", "li")
		li.Call("setAttribute", "data-pv", "")
		li.Call("setAttribute", "data-rank", strconv.Itoa(l.Rank))
		hook := strconv.Itoa(l.Score)
		if l.Mate != 0 {
			hook = "mate " + strconv.Itoa(l.Mate)
		}
		li.Call("setAttribute", "data-score", hook)
		score := jsDoc.Call("createElement", "span")
		score.Set("className", "pv-score")
		score.Set("textContent", l.ScoreText)
		li.Call("appendChild", score)
		moves := jsDoc.Call("createElement", "span")
		moves.Set("className", "pv-moves")
		for _, m := range l.Moves {
			b := jsDoc.Call("createElement", "button")
			b.Set("type", "button")
			b.Set("className", "mv")
			b.Call("setAttribute", "data-pv-move", strconv.Itoa(l.Rank)+":"+strconv.Itoa(m.Index))
			if m.Number != "" {
				n := jsDoc.Call("createElement", "span")
				n.Set("className", "mvnum")
				n.Set("textContent", m.Number)
				b.Call("appendChild", n)
			}
			b.Call("appendChild", jsDoc.Call("createTextNode", m.Text))
			moves.Call("appendChild", b)
		}
		li.Call("appendChild", moves)
		depth := jsDoc.Call("createElement", "span")
		depth.Set("className", "pv-depth")
		depth.Set("textContent", strconv.Itoa(l.Depth))
		li.Call("appendChild", depth)
		v.lines.Call("appendChild", li)
	}
}

// hide sets or clears the hidden attribute.
func hide(el js.Value, hidden bool) {
	if !el.Truthy() {
		return
	}
	if hidden {
		if !el.Call("hasAttribute", "hidden").Bool() {
			el.Call("setAttribute", "hidden", "")
		}
	} else if el.Call("hasAttribute", "hidden").Bool() {
		el.Call("removeAttribute", "hidden")
	}
}

// setTextJS sets an element's text when it changed.
func setTextJS(el js.Value, text string) {
	if el.Truthy() && el.Get("textContent").String() != text {
		el.Set("textContent", text)
	}
}
