//go:build js && wasm

package ui

import (
	"math"
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
	summary              js.Value // the verdict in the status line of an embedded board
	toggle, linesSetting js.Value // the analysis button, the lines setting
	drawn                []*drawnLine
	// barShare is the bar's drawn share in whole percents, -1 before the
	// first drawing.
	barShare int
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
	v.summary = jsDoc.Call("querySelector", "[data-analysis-summary]")
	v.toggle = jsDoc.Call("querySelector", `[data-action="analysis"]`)
	v.barShare = -1
	a := u.app
	on(v.toggle, "click", func(js.Value) { a.ToggleAnalysis() })
	on(v.pause, "click", func(js.Value) { a.PauseAnalysis() })
	sel := v.box.Call("querySelector", `[data-setting="lines"]`)
	v.linesSetting = sel
	on(sel, "change", func(js.Value) {
		if err := a.Set("lines", sel.Get("value").String()); err != nil {
			u.toast(err.Error(), true)
		}
	})
	// A tap on a move of a line plays the line up to it, and so do Enter
	// and Space on the move that has the focus (the moves are light
	// elements with the role of buttons: a line's dozen real buttons, made
	// anew with every report, cost a phone's page more to lay out).
	play := func(ev js.Value) {
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
	}
	on(v.lines, "click", play)
	on(v.lines, "keydown", func(ev js.Value) {
		if k := ev.Get("key").String(); k == "Enter" || k == " " {
			ev.Call("preventDefault")
			play(ev)
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
	if a.Embedded() {
		// An embedded board has no room for the lines: the status line
		// gives the best one (the style sheet shows it only there).
		setTextJS(v.summary, view.Summary)
	}
	if !view.On {
		v.barShare = -1
		return
	}
	// The bar: Red's share, from Red's side of the board.
	setAttr(v.bar, "data-score", view.BarScore)
	setAttr(v.bar, "data-bottom", a.Board().Bottom.String())
	// The bar moves (an animation of the compositor's) by whole percents
	// only: a report a centipawn off the last would start one for nothing.
	if share := int(math.Round(view.Bar * 100)); share != v.barShare {
		v.barShare = share
		v.barRed.Get("style").Set("transform", "scaleY("+strconv.FormatFloat(float64(share)/100, 'f', 2, 64)+")")
	}
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
	if want := a.Settings().Get("lines"); v.linesSetting.Get("value").String() != want {
		v.linesSetting.Set("value", want)
	}
	v.renderLines(view.Lines)
}

// renderLines brings the drawn lines up to date in place: a report mostly
// deepens the lines it last gave, keeping their first moves, so only the
// rows, scores and moves that changed are touched. Rebuilding the rows (a
// hundred elements) with every report was most of a report's style, layout
// and paint, tens of milliseconds a frame at a phone's speed; in place, a
// move that has the keyboard's focus also keeps it while the engine thinks.
func (v *analysisView) renderLines(lines []app.AnalysisLine) {
	for i, l := range lines {
		if i == len(v.drawn) {
			v.drawn = append(v.drawn, newDrawnLine(v.lines))
		}
		v.drawn[i].update(l)
	}
	for len(v.drawn) > len(lines) {
		last := v.drawn[len(v.drawn)-1]
		last.li.Call("remove")
		v.drawn = v.drawn[:len(v.drawn)-1]
	}
}

// drawnLine is one line's row as drawn, with what its parts show, so an
// update touches only what differs. Texts are text nodes whose data is
// changed, not elements' textContent, which would replace the node (and
// have the browser lay it out anew).
type drawnLine struct {
	li, score, moves, depth js.Value // score and depth: text nodes
	rank, depthShown        int
	hook, scoreText         string
	mv                      []drawnMove
}

// drawnMove is one move of a line: its element, its number's element (empty
// when the move has none) and its notation's text node, with its
// data-pv-move hook and what they show.
type drawnMove struct {
	el, num, text         js.Value
	ref, number, notation string
}

func newDrawnLine(list js.Value) *drawnLine {
	li := jsDoc.Call("createElement", "li")
	li.Call("setAttribute", "data-pv", "")
	li.Set("innerHTML", `<span class="pv-score"></span><span class="pv-moves"></span><span class="pv-depth"></span>`)
	list.Call("appendChild", li)
	kids := li.Get("children")
	return &drawnLine{li: li, score: textIn(kids.Index(0)), moves: kids.Index(1), depth: textIn(kids.Index(2)), rank: -1, depthShown: -1}
}

// textIn appends an empty text node to el and returns it.
func textIn(el js.Value) js.Value {
	t := jsDoc.Call("createTextNode", "")
	el.Call("appendChild", t)
	return t
}

func (d *drawnLine) update(l app.AnalysisLine) {
	if differs(&d.rank, l.Rank) {
		d.li.Call("setAttribute", "data-rank", strconv.Itoa(l.Rank))
	}
	hook := strconv.Itoa(l.Score)
	if l.Mate != 0 {
		hook = "mate " + strconv.Itoa(l.Mate)
	}
	if differs(&d.hook, hook) {
		d.li.Call("setAttribute", "data-score", hook)
	}
	if differs(&d.scoreText, l.ScoreText) {
		d.score.Set("data", l.ScoreText)
	}
	if differs(&d.depthShown, l.Depth) {
		d.depth.Set("data", strconv.Itoa(l.Depth))
	}
	for j, m := range l.Moves {
		if j == len(d.mv) {
			el := jsDoc.Call("createElement", "span")
			el.Call("setAttribute", "class", "mv")
			el.Call("setAttribute", "role", "button")
			el.Call("setAttribute", "tabindex", "0")
			num := jsDoc.Call("createElement", "span")
			num.Call("setAttribute", "class", "mvnum")
			el.Call("appendChild", num)
			d.moves.Call("appendChild", el)
			d.mv = append(d.mv, drawnMove{el: el, num: num, text: textIn(el)})
		}
		dm := &d.mv[j]
		if ref := strconv.Itoa(l.Rank) + ":" + strconv.Itoa(m.Index); differs(&dm.ref, ref) {
			dm.el.Call("setAttribute", "data-pv-move", ref)
		}
		if differs(&dm.number, m.Number) {
			dm.num.Set("textContent", m.Number)
		}
		if differs(&dm.notation, m.Text) {
			dm.text.Set("data", m.Text)
		}
	}
	for len(d.mv) > len(l.Moves) {
		d.mv[len(d.mv)-1].el.Call("remove")
		d.mv = d.mv[:len(d.mv)-1]
	}
}

// differs reports whether want is not what *shown records, and records it:
// the drawing is then changed to match.
func differs[T comparable](shown *T, want T) bool {
	if *shown == want {
		return false
	}
	*shown = want
	return true
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
