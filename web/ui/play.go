//go:build js && wasm

package ui

import (
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/engine/position"
	"xiangqi/web/app"
	"xiangqi/web/clock"
	"xiangqi/web/rating"
	"xiangqi/web/settings"
)

// The ways to play on the page: the strips above and below the board with
// each side's name and clock ([data-seat], [data-clock]), each player's own
// controls when two players sit face to face, the draw button and the
// answer to an offer ([data-offer]), the new-game dialog's choices (whom to
// play, the clock, the layout, the limits, the strength estimate), the
// low-time tick, and the page's visibility, which pauses a game against the
// engine. The controller (web/app/play.go, seats.go, offers.go,
// estimate.go) decides; this file draws its getters and forwards taps.

var _ app.RatingPlatform = platform{}

// StoredRatings reads the rating history from local storage.
func (p platform) StoredRatings() (string, bool) { return store.read(rating.Key) }

// StoreRatings writes the rating history.
func (p platform) StoreRatings(data string) error { return store.write(rating.Key, data) }

// seatEl is one strip as drawn, with what was last written to its clock,
// so that a tick touches the DOM only where the display changed.
type seatEl struct {
	root, name, clock, ask, question, actions js.Value
	undo, draw, resign                        js.Value
	side                                      string
	ms                                        int
	text                                      string
	running, short, flagged, paused           string
}

// playView is the page's part of the ways to play.
type playView struct {
	top, bottom seatEl
	offer       js.Value // the panel's question ([data-offer])
	offerText   js.Value
	audio       js.Value // the AudioContext of the low-time tick
}

// bindPlay wires the strips, the draw button, the offer bar, the new-game
// dialog's choices and the page's visibility.
func (u *UI) bindPlay() {
	a := u.app
	pv := &u.play
	for _, s := range []struct {
		el  *seatEl
		sel string
	}{{&pv.top, `.seat[data-place="top"]`}, {&pv.bottom, `.seat[data-place="bottom"]`}} {
		el := s.el
		root := jq(jsDoc, s.sel)
		el.root = root
		el.name = jq(root, ".seat-name")
		el.clock = jq(root, "[data-clock]")
		el.ask = jq(root, ".seat-ask")
		el.question = jq(root, ".seat-question")
		el.actions = jq(root, ".seat-actions")
		el.undo = jq(root, `[data-seat-action="undo"]`)
		el.draw = jq(root, `[data-seat-action="draw"]`)
		el.resign = jq(root, `[data-seat-action="resign"]`)
		el.ms = -1
		side := func() position.Color {
			if el.side == "black" {
				return position.Black
			}
			return position.Red
		}
		on(el.undo, "click", func(js.Value) { a.Undo() })
		on(el.draw, "click", func(js.Value) { a.OfferDrawFrom(side()) })
		on(el.resign, "click", func(js.Value) { u.confirmSeatResign(el.resign, side()) })
		on(jq(root, `[data-seat-action="accept"]`), "click", func(js.Value) { a.AnswerOffer(true) })
		on(jq(root, `[data-seat-action="decline"]`), "click", func(js.Value) { a.AnswerOffer(false) })
	}
	pv.offer = jq(jsDoc, "[data-offer]")
	pv.offerText = jq(pv.offer, ".offer-text")
	on(jq(pv.offer, `[data-action="offer-accept"]`), "click", func(js.Value) { a.AnswerOffer(true) })
	on(jq(pv.offer, `[data-action="offer-decline"]`), "click", func(js.Value) { a.AnswerOffer(false) })
	button("draw").AddEventListener("click", false, func(dom.Event) { a.OfferDraw() })

	// A game against the engine pauses while the page is hidden.
	hidden := func() bool { return jsDoc.Get("hidden").Bool() }
	a.SetHidden(hidden())
	on(jsDoc, "visibilitychange", func(js.Value) { a.SetHidden(hidden()) })

	u.bindNewGame()
}

// confirmSeatResign resigns for side on a second tap: the first one turns
// the button red for a few seconds (the toast is the panel's, which the
// player across the board cannot read).
func (u *UI) confirmSeatResign(b js.Value, side position.Color) {
	if b.Call("hasAttribute", "data-confirm").Bool() {
		b.Call("removeAttribute", "data-confirm")
		u.app.ResignSide(side)
		return
	}
	b.Call("setAttribute", "data-confirm", "1")
	setAttr(b, "title", u.app.T("action.confirmresign"))
	setAttr(b, "aria-label", u.app.T("action.confirmresign"))
	win.SetTimeout(func() {
		b.Call("removeAttribute", "data-confirm")
		setAttr(b, "title", u.app.T("action.resign"))
		setAttr(b, "aria-label", u.app.T("action.resign"))
	}, 3000)
}

// renderPlay draws the strips, the offer bar and the draw button.
func (u *UI) renderPlay() {
	a := u.app
	pv := &u.play
	root := u.root.Underlying()
	setAttr(root, "data-layout", a.Layout())
	top, bottom, ok := a.Seats()
	if ok {
		setAttr(root, "data-seats", "")
	} else if root.Call("hasAttribute", "data-seats").Bool() {
		root.Call("removeAttribute", "data-seats")
	}
	pv.top.render(u, top, ok)
	pv.bottom.render(u, bottom, ok)

	enable(button("draw"), a.CanOfferDraw())
	question := a.PanelOffer()
	showValue(pv.offer, question != "")
	if question != "" && pv.offerText.Get("textContent").String() != question {
		pv.offerText.Set("textContent", question)
	}
}

// render draws one strip from its view.
func (s *seatEl) render(u *UI, v app.SeatView, shown bool) {
	showValue(s.root, shown)
	if !shown {
		return
	}
	side := v.Side.String()
	if side != s.side {
		s.side = side
		s.ms = -1
		setAttr(s.root, "data-seat", side)
		setAttr(s.clock, "data-clock", side)
	}
	if s.name.Get("textContent").String() != v.Name {
		s.name.Set("textContent", v.Name)
	}
	setAttr(s.root, "data-to-move", boolText(v.ToMove))
	flag(s.root, "data-turned", v.Turned)
	showValue(s.clock, v.Timed)
	if v.Timed {
		s.renderClock(u, v.Clock)
	}
	showValue(s.actions, v.Controls)
	if v.Controls {
		enableValue(s.undo, v.CanUndo)
		enableValue(s.draw, v.CanDraw)
		enableValue(s.resign, v.CanResign)
	}
	showValue(s.ask, v.Ask != "")
	if v.Ask != "" && s.question.Get("textContent").String() != v.Ask {
		s.question.Set("textContent", v.Ask)
	}
}

// renderClock writes a clock's time and state where they changed: the text
// each tenth under ten seconds and each second above, data-ms with it.
func (s *seatEl) renderClock(u *UI, c app.ClockView) {
	ms := int(c.Left.Milliseconds())
	if c.Text != s.text {
		s.text = c.Text
		s.clock.Set("textContent", c.Text)
		setAttr(s.clock, "aria-label", u.app.T("clock.label", u.app.T("color."+s.side))+": "+c.Text)
	}
	if ms != s.ms {
		s.ms = ms
		s.clock.Call("setAttribute", "data-ms", strconv.Itoa(ms))
	}
	paused := !c.Running && u.app.ClockPaused() && u.app.ToMove().String() == s.side
	for _, at := range []struct {
		name string
		last *string
		on   bool
	}{{"data-running", &s.running, c.Running}, {"data-low", &s.short, c.Short}, {"data-flagged", &s.flagged, c.Flagged}, {"data-paused", &s.paused, paused}} {
		if t := boolText(at.on); t != *at.last {
			*at.last = t
			s.clock.Call("setAttribute", at.name, t)
		}
	}
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// showValue shows or hides an element given as a js.Value.
func showValue(el js.Value, on bool) {
	if !el.Truthy() {
		return
	}
	if el.Get("hidden").Bool() == on {
		el.Set("hidden", !on)
	}
}

// enableValue sets a control's disabled state (a js.Value).
func enableValue(el js.Value, on bool) {
	if el.Truthy() && el.Get("disabled").Bool() == on {
		el.Set("disabled", !on)
	}
}

// flag sets or removes an attribute without a value.
func flag(el js.Value, name string, on bool) {
	if el.Call("hasAttribute", name).Bool() != on {
		if on {
			el.Call("setAttribute", name, "")
		} else {
			el.Call("removeAttribute", name)
		}
	}
}

// lowTimeTick is the soft warning of a clock under ten seconds: two short,
// quiet sine blips made with WebAudio (no file to fetch).
func (u *UI) lowTimeTick() {
	pv := &u.play
	if !pv.audio.Truthy() {
		ac := js.Global().Get("AudioContext")
		if !ac.Truthy() {
			ac = js.Global().Get("webkitAudioContext")
		}
		if !ac.Truthy() {
			return
		}
		pv.audio = ac.New()
	}
	ctx := pv.audio
	if ctx.Get("state").String() == "suspended" {
		ctx.Call("resume").Call("catch", noop)
	}
	t0 := ctx.Get("currentTime").Float() + 0.02
	for i, f := range []float64{880, 660} {
		at := t0 + float64(i)*0.16
		osc := ctx.Call("createOscillator")
		osc.Set("type", "sine")
		osc.Get("frequency").Set("value", f)
		g := ctx.Call("createGain")
		gain := g.Get("gain")
		gain.Call("setValueAtTime", 0.0001, at)
		gain.Call("exponentialRampToValueAtTime", 0.12, at+0.012)
		gain.Call("exponentialRampToValueAtTime", 0.0001, at+0.12)
		osc.Call("connect", g)
		g.Call("connect", ctx.Get("destination"))
		osc.Call("start", at)
		osc.Call("stop", at+0.13)
	}
}

// The new-game dialog's choices beyond side and level.

// newSel returns a control of the new-game dialog by its data-setting.
func newSel(name string) js.Value { return jq(jsDoc, `#dlg-new [data-setting="`+name+`"]`) }

// fillTimeControls lists the clocks: none, the presets, a custom one.
func (u *UI) fillTimeControls() {
	sel := newSel(settings.TimeControl)
	value := sel.Get("value").String()
	sel.Set("textContent", "")
	add := func(v, text string) {
		opt := jsDoc.Call("createElement", "option")
		opt.Set("value", v)
		opt.Set("textContent", text)
		sel.Call("appendChild", opt)
	}
	add(clock.None, u.app.T("tc.none"))
	for _, c := range clock.Presets {
		add(c.String(), u.app.T("tc.preset", int(c.Base.Minutes()), int(c.Increment.Seconds())))
	}
	add("custom", u.app.T("tc.custom"))
	if value != "" {
		sel.Set("value", value)
	}
}

// fillHints lists the hint limits.
func (u *UI) fillHints() {
	sel := newSel(settings.Hints)
	value := sel.Get("value").String()
	sel.Set("textContent", "")
	for _, h := range settings.HintChoices {
		opt := jsDoc.Call("createElement", "option")
		opt.Set("value", h)
		switch h {
		case settings.HintsAny:
			opt.Set("textContent", u.app.T("hints.any"))
		case "0":
			opt.Set("textContent", u.app.T("hints.none"))
		default:
			n, _ := strconv.Atoi(h)
			opt.Set("textContent", u.app.T("hints.upto", n))
		}
		sel.Call("appendChild", opt)
	}
	if value != "" {
		sel.Set("value", value)
	}
}

// bindNewGame wires the dialog's choices: the parts that do not apply to
// the chosen opponent or clock are hidden, the estimate's level can be
// taken, and its history reset.
func (u *UI) bindNewGame() {
	for _, name := range []string{settings.PlayMode, settings.TimeControl} {
		on(newSel(name), "change", func(js.Value) { u.describeNewGame() })
	}
	on(jq(jsDoc, `[data-action="estimate-use"]`), "click", func(js.Value) {
		if e := u.app.Estimate(); e.Known {
			newSel(settings.Level).Set("value", strconv.Itoa(e.Suggest))
			u.describeLevel()
		}
	})
	on(jq(jsDoc, `[data-action="estimate-reset"]`), "click", func(js.Value) {
		if js.Global().Call("confirm", u.app.T("estimate.confirmreset")).Bool() {
			u.app.ResetRatings()
			u.renderEstimate()
		}
	})
	for _, name := range []string{"data-tc-minutes", "data-tc-increment"} {
		on(jq(jsDoc, "["+name+"]"), "input", func(js.Value) { setText(q(".new-error"), "") })
	}
}

// openPlayChoices sets the dialog's choices to the last game's.
func (u *UI) openPlayChoices() {
	s := u.app.Settings()
	newSel(settings.PlayMode).Set("value", s.PlayMode)
	newSel(settings.Layout).Set("value", s.Layout)
	newSel(settings.Hints).Set("value", s.Hints)
	newSel(settings.Undo).Set("checked", s.Undo)
	c := s.Clock()
	tc := newSel(settings.TimeControl)
	switch {
	case !c.On():
		tc.Set("value", clock.None)
	case c.IsPreset():
		tc.Set("value", c.String())
	default:
		tc.Set("value", "custom")
	}
	if c.On() {
		jq(jsDoc, "[data-tc-minutes]").Set("value", strconv.Itoa(int(c.Base.Minutes())))
		jq(jsDoc, "[data-tc-increment]").Set("value", strconv.Itoa(int(c.Increment.Seconds())))
	}
	setText(q(".new-error"), "")
	u.describeNewGame()
	u.renderEstimate()
}

// describeNewGame shows the parts of the dialog that apply: side, level,
// limits and estimate against the engine, the layout between two players,
// the custom clock's fields, and undo off with a clock.
func (u *UI) describeNewGame() {
	engine := newSel(settings.PlayMode).Get("value").String() != settings.ModeTwoPlayers
	for _, el := range qa("#dlg-new .new-engine") {
		showValue(el.Underlying(), engine)
	}
	showValue(jq(jsDoc, ".new-two"), !engine)
	tc := newSel(settings.TimeControl).Get("value").String()
	showValue(jq(jsDoc, ".tc-custom"), tc == "custom")
	timed := tc != clock.None
	showValue(jq(jsDoc, ".tc-note"), timed)
	enableValue(newSel(settings.Undo), !timed)
}

// renderEstimate fills the strength estimate: the text, data-level and
// data-error, the level suggested and the recent rated games.
func (u *UI) renderEstimate() {
	a := u.app
	e := a.Estimate()
	box := jq(jsDoc, "[data-estimate]")
	setText(q(".estimate-text"), e.Text)
	if e.Known {
		setAttr(box, "data-level", strconv.FormatFloat(e.Level, 'f', 1, 64))
		setAttr(box, "data-error", strconv.FormatFloat(e.Error, 'f', 1, 64))
		setAttr(box, "data-suggest", strconv.Itoa(e.Suggest))
		setText(q(".estimate-suggest"), a.T("estimate.suggest", e.Suggest))
	} else {
		for _, n := range []string{"data-level", "data-error", "data-suggest"} {
			box.Call("removeAttribute", n)
		}
		setText(q(".estimate-suggest"), "")
	}
	showValue(jq(jsDoc, `[data-action="estimate-use"]`), e.Known)
	history := a.RatedHistory()
	showValue(jq(jsDoc, `[data-action="estimate-reset"]`), len(history) > 0)
	list := jq(jsDoc, ".estimate-history")
	showValue(jq(jsDoc, ".estimate-recent"), len(history) > 0)
	list.Set("textContent", "")
	for i, g := range history {
		if i == 5 {
			break
		}
		result := "estimate.draw"
		switch {
		case g.Score > 0.5:
			result = "estimate.win"
		case g.Score < 0.5:
			result = "estimate.loss"
		}
		text := a.T("estimate.row", g.Level, a.T(result))
		if g.Assisted {
			text += " · " + a.T("estimate.helped")
		}
		li := jsDoc.Call("createElement", "li")
		li.Set("textContent", text)
		list.Call("appendChild", li)
	}
}

// newGameOptions reads the dialog; ok is false (with the reason shown) when
// the custom clock cannot be read.
func (u *UI) newGameOptions() (o app.NewGameOptions, ok bool) {
	a := u.app
	o.Side = position.Red
	if newSel(settings.Side).Get("value").String() == "black" {
		o.Side = position.Black
	}
	level, err := strconv.Atoi(newSel(settings.Level).Get("value").String())
	if err != nil {
		level = a.Level()
	}
	o.Level = level
	o.Mode = newSel(settings.PlayMode).Get("value").String()
	tc := newSel(settings.TimeControl).Get("value").String()
	if tc == "custom" {
		tc = jq(jsDoc, "[data-tc-minutes]").Get("value").String() + "+" + jq(jsDoc, "[data-tc-increment]").Get("value").String()
	}
	c, err := clock.Parse(tc)
	if err != nil {
		setText(q(".new-error"), a.T("tc.bad", clock.MinBaseMinutes, clock.MaxBaseMinutes, clock.MaxIncrement))
		return o, false
	}
	o.Clock = c
	o.Undo, o.Hints = true, -1
	if o.Mode != settings.ModeTwoPlayers {
		o.Undo = newSel(settings.Undo).Get("checked").Bool()
		if h, err := strconv.Atoi(newSel(settings.Hints).Get("value").String()); err == nil {
			o.Hints = h
		}
	}
	// A layout is a setting of its own: it applies at once, to this game.
	if err := a.Set(settings.Layout, newSel(settings.Layout).Get("value").String()); err != nil {
		u.toast(err.Error(), true)
	}
	return o, true
}
