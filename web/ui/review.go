//go:build js && wasm

package ui

import (
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/review"
	"xiangqi/web/app"
)

// reviewView draws the review (复盘): its progress, the advantage chart, the
// two sides' summaries, the better move at a marked move, and the quiz of
// "learn from your mistakes" (app.Review and app.Learn say what).
type reviewView struct {
	box, progress, fill, progressText js.Value
	chart, shown, stop, resume        js.Value
	accRed, accBlack                  js.Value
	countsRed, countsBlack            js.Value
	learnBox, learnQ, learnState      js.Value
	learnSide, toggle                 js.Value
	chartKey                          string
	sideChosen                        bool // the quiz's side was set for this review
}

func (v *reviewView) bind(u *UI) {
	v.box = jsDoc.Call("querySelector", "[data-review]")
	if !v.box.Truthy() {
		return
	}
	in := func(sel string) js.Value { return v.box.Call("querySelector", sel) }
	v.progress = in("[data-review-progress]")
	v.fill = in(".review-progress-fill")
	v.progressText = in(".review-progress-text")
	v.chart = in("[data-chart]")
	v.shown = in(".review-shown")
	v.stop, v.resume = in(`[data-action="review-stop"]`), in(`[data-action="review-resume"]`)
	v.accRed, v.accBlack = in("[data-accuracy-red]"), in("[data-accuracy-black]")
	v.countsRed, v.countsBlack = in(".review-side.red .review-counts"), in(".review-side.black .review-counts")
	v.learnBox, v.learnQ, v.learnState = in("[data-learn]"), in(".learn-question"), in("[data-learn-state]")
	v.learnSide = in(".learn-side")
	v.toggle = jsDoc.Call("querySelector", `.study-actions [data-action="review"]`)
	a := u.app
	on(v.toggle, "click", func(js.Value) {
		if a.Mode() == "review" {
			a.ToggleAnalysis() // back to play from the review, as from the analysis board
			return
		}
		a.StartReview()
	})
	on(v.stop, "click", func(js.Value) { a.CancelReview() })
	on(v.resume, "click", func(js.Value) { a.ResumeReview() })
	sel := in(`[data-setting="thoroughness"]`)
	on(sel, "change", func(js.Value) {
		if err := a.Set("thoroughness", sel.Get("value").String()); err != nil {
			u.toast(err.Error(), true)
		}
	})
	on(in(`[data-action="learn"]`), "click", func(js.Value) {
		side := position.Red
		if v.learnSide.Get("value").String() == "black" {
			side = position.Black
		}
		a.StartLearn(side)
	})
	on(in(`[data-action="learn-answer"]`), "click", func(js.Value) { a.LearnShowAnswer() })
	on(in(`[data-action="learn-next"]`), "click", func(js.Value) { a.LearnNext() })
	on(in(`[data-action="learn-stop"]`), "click", func(js.Value) { a.StopLearn() })
	// A tap on the chart shows the move nearest to it.
	on(v.chart, "click", func(ev js.Value) {
		t := ev.Get("target")
		if ply := t.Call("getAttribute", "data-ply"); ply.Type() == js.TypeString {
			if n, err := strconv.Atoi(ply.String()); err == nil {
				a.Show(n)
			}
		}
	})
}

func (v *reviewView) render(u *UI) {
	if !v.box.Truthy() {
		return
	}
	a := u.app
	view := a.Review()
	setAttr(v.toggle, "aria-pressed", strconv.FormatBool(view.On))
	v.toggle.Set("disabled", false)
	hide(v.box, !view.On)
	if !view.On {
		v.chartKey, v.sideChosen = "", false
		return
	}
	if !v.sideChosen {
		// The quiz is on the player's own mistakes unless they choose.
		v.learnSide.Set("value", a.Side().String())
		v.sideChosen = true
	}
	setAttr(v.progress, "data-done", strconv.Itoa(view.Done))
	setAttr(v.progress, "data-total", strconv.Itoa(view.Total))
	setAttr(v.progress, "aria-valuenow", strconv.Itoa(view.Done))
	setAttr(v.progress, "aria-valuemax", strconv.Itoa(view.Total))
	if view.Finished {
		setAttr(v.progress, "data-finished", "")
	} else if v.progress.Call("hasAttribute", "data-finished").Bool() {
		v.progress.Call("removeAttribute", "data-finished")
	}
	share := 0.0
	if view.Total > 0 {
		share = float64(view.Done) / float64(view.Total)
	}
	v.fill.Get("style").Set("transform", fmt.Sprintf("scaleX(%.3f)", share))
	if view.Running {
		setTextJS(v.progressText, a.T("review.progress", view.Done, view.Total))
	} else {
		setTextJS(v.progressText, a.T("review.stopped", view.Done, view.Total))
	}
	hide(v.stop, !view.Running)
	hide(v.resume, view.Running || view.Finished)
	sel := v.box.Call("querySelector", `[data-setting="thoroughness"]`)
	if want := a.Settings().Get("thoroughness"); sel.Get("value").String() != want {
		sel.Set("value", want)
	}
	v.renderChart(a, view)
	v.renderSide(a, view.Red, v.accRed, v.countsRed)
	v.renderSide(a, view.Black, v.accBlack, v.countsBlack)
	shown := ""
	if m := view.Shown; m != nil && m.Mark.NAG() != 0 && m.Best != position.NoMove {
		before := a.Game().At(m.Ply - 1)
		shown = a.T("review.shown", a.T("mark."+string(m.Mark)), notation.Format(before, m.Best, notationOf(a)))
	}
	setTextJS(v.shown, shown)
	hide(v.shown, shown == "")
	v.renderLearn(a, view)
}

func notationOf(a *app.App) notation.Notation {
	n, err := notation.ParseNotation(a.Settings().Notation)
	if err != nil {
		return notation.WXF
	}
	return n
}

// renderSide writes one side's accuracy and counts.
func (v *reviewView) renderSide(a *app.App, s review.Summary, acc, counts js.Value) {
	if s.Counts == nil {
		setTextJS(acc, "")
		setTextJS(counts, "")
		return
	}
	setTextJS(acc, a.T("review.accuracy", s.Accuracy))
	var parts []string
	for _, m := range []review.Mark{review.MarkInaccuracy, review.MarkMistake, review.MarkBlunder} {
		parts = append(parts, a.T("review.count", a.T("mark."+string(m)), s.Counts[m]))
	}
	setTextJS(counts, strings.Join(parts, " · "))
}

// renderChart draws Red's expected score over the game: the red area is
// Red's share, a mate fills the chart to its edge, marked moves are dots,
// and the shown move is a line. Each ply has a tappable column.
func (v *reviewView) renderChart(a *app.App, view app.ReviewView) {
	const w, h = 300.0, 80.0
	n := len(view.Points) - 1
	shown := a.ShownPly()
	var key strings.Builder
	for _, p := range view.Points {
		if p == nil {
			key.WriteString("-,")
		} else {
			fmt.Fprintf(&key, "%.3f,", *p)
		}
	}
	fmt.Fprintf(&key, "|%d", shown)
	if key.String() == v.chartKey || n < 1 {
		return
	}
	v.chartKey = key.String()
	x := func(i int) float64 { return float64(i) * w / float64(n) }
	y := func(e float64) float64 { return h * (1 - e) }
	var b strings.Builder
	// The area under Red's curve, over the positions known so far.
	b.WriteString(`<polygon class="area" points="0,80`)
	last := 0
	for i, p := range view.Points {
		if p == nil {
			break
		}
		fmt.Fprintf(&b, " %.1f,%.1f", x(i), y(*p))
		last = i
	}
	fmt.Fprintf(&b, ` %.1f,80"/>`, x(last))
	fmt.Fprintf(&b, `<line class="mid" x1="0" y1="40" x2="300" y2="40"/>`)
	if shown <= n {
		fmt.Fprintf(&b, `<line class="cursor" x1="%.1f" y1="0" x2="%.1f" y2="80"/>`, x(shown), x(shown))
	}
	for i := 1; i <= n; i++ {
		mark := a.MoveMark(i)
		if p := view.Points[i]; p != nil && (mark == review.MarkInaccuracy || mark == review.MarkMistake || mark == review.MarkBlunder) {
			fmt.Fprintf(&b, `<circle class="dot %s" cx="%.1f" cy="%.1f" r="2.6"/>`, escapeHTML(string(mark)), x(i), y(*p))
		}
	}
	colw := w / float64(n)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<rect data-chart-point data-ply="%d" x="%.1f" y="0" width="%.2f" height="80"/>`, i, x(i)-colw/2, colw)
	}
	v.chart.Set("innerHTML", b.String())
}

// renderLearn shows the quiz when it runs.
func (v *reviewView) renderLearn(a *app.App, view app.ReviewView) {
	l := a.Learn()
	hide(v.learnBox, !l.On)
	learnRow := v.box.Call("querySelector", ".review-learn")
	hide(learnRow, !view.Finished || l.On)
	if !l.On {
		return
	}
	q := l.Question
	if l.Count > 0 && l.State != app.LearnDone {
		q = a.T("learn.progress", l.Index, l.Count) + " · " + q
	}
	if l.State == app.LearnDone {
		q = ""
	}
	setTextJS(v.learnQ, q)
	setAttr(v.learnState, "data-learn-state", l.State)
	setTextJS(v.learnState, a.T("learn.state."+l.State))
	next := v.box.Call("querySelector", `[data-action="learn-next"]`)
	answer := v.box.Call("querySelector", `[data-action="learn-answer"]`)
	hide(next, l.State == app.LearnDone)
	hide(answer, l.State == app.LearnDone || l.State == app.LearnRight)
}

// StoredReview and StoreReview keep finished review work (app.ReviewPlatform).
func (platform) StoredReview(key string) (string, bool) { return store.read(key) }

func (platform) StoreReview(key, data string) error { return store.write(key, data) }
