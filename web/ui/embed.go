//go:build js && wasm

package ui

import (
	"math"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"xiangqi/web/embed"
)

// embedHost speaks the embedded board's postMessage API with the page that
// embeds it; package web/embed checks the commands and writes the events.
type embedHost struct {
	u       *UI
	parent  js.Value
	json    js.Value
	tracker embed.Tracker
	height  int
}

// host is the embedding link of this page, or nil when the page is not an
// embedded board inside a frame.
var host *embedHost

// startEmbed starts the API once the page takes input: it listens to the
// parent's commands, reports the board's height as it changes, and says it
// is ready.
func (u *UI) startEmbed() {
	parent := js.Global().Get("parent")
	if !u.app.Embedded() || parent.Type() != js.TypeObject || parent.Equal(js.Global().Get("window")) {
		return
	}
	h := &embedHost{u: u, parent: parent, json: js.Global().Get("JSON")}
	h.tracker.Observe(u.app.Game())
	host = h
	on(js.Global(), "message", h.receive)
	if ro := js.Global().Get("ResizeObserver"); ro.Type() == js.TypeFunction {
		obs := ro.New(js.FuncOf(func(js.Value, []js.Value) any { h.resize(); return nil }))
		obs.Call("observe", js.Global().Get("document").Get("documentElement"))
		if panel := jsDoc.Call("querySelector", ".panel"); panel.Truthy() {
			obs.Call("observe", panel)
		}
	} else {
		on(js.Global(), "resize", func(js.Value) { h.resize() })
	}
	h.post(embed.Ready(u.app.Game(), u.app.Mode(), u.app.Board().Bottom))
	h.resize()
}

// embedNotify posts the events of whatever changed in the game; the page
// calls it on every change.
func (u *UI) embedNotify() {
	if host == nil {
		return
	}
	for _, ev := range host.tracker.Observe(u.app.Game()) {
		host.post(ev)
	}
}

// post sends one event (JSON text) to the parent as an object.
func (h *embedHost) post(text string) {
	h.parent.Call("postMessage", h.json.Call("parse", text), "*")
}

// resize reports the height the iframe needs for the board at its current
// width (embed.Height: it depends on the width only, so a parent that
// applies it never starts a loop).
func (h *embedHost) resize() {
	wrap := jsDoc.Call("querySelector", ".board-wrap")
	panel := jsDoc.Call("querySelector", ".panel")
	if !wrap.Truthy() || !panel.Truthy() {
		return
	}
	width := jsDoc.Get("documentElement").Get("clientWidth").Float()
	var height int
	if side := sidePanelWidth(); side > 0 {
		// A wide frame: the panel beside the board (style.css).
		height = embed.HeightBeside(width, side)
	} else {
		board := wrap.Call("getBoundingClientRect").Get("height").Float()
		bottom := panel.Call("getBoundingClientRect").Get("bottom").Float() + js.Global().Get("scrollY").Float()
		height = embed.Height(width, math.Ceil(bottom-board))
	}
	if height > 0 && height != h.height {
		h.height = height
		h.post(embed.Resize(height))
	}
}

// sidePanelWidth is the width of the panel beside the board in a wide frame
// (style.css's --embed-side), or 0 when the panel is under the board.
func sidePanelWidth() float64 {
	main := jsDoc.Call("querySelector", ".main")
	if !main.Truthy() {
		return 0
	}
	v := js.Global().Call("getComputedStyle", main).Call("getPropertyValue", "--embed-side").String()
	px, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), "px"), 64)
	if err != nil || px < 0 {
		return 0
	}
	return px
}

// receive handles a message event: only the parent may command the board,
// and anything that is not a valid command is ignored without a word.
func (h *embedHost) receive(ev js.Value) {
	defer func() {
		// A hostile object's getters or toJSON may throw; the message is
		// then ignored like any other bad one.
		_ = recover()
	}()
	if !ev.Get("source").Equal(h.parent) {
		return
	}
	data := ev.Get("data")
	if data.Type() != js.TypeObject {
		return
	}
	typ := data.Get("type")
	if typ.Type() != js.TypeString || !strings.HasPrefix(typ.String(), "xiangqi:") {
		return
	}
	text := h.json.Call("stringify", data)
	if text.Type() != js.TypeString {
		return
	}
	c, err := embed.ParseCommand(text.String()) // refuses long texts first
	if err != nil {
		return
	}
	a := h.u.app
	switch c.Type {
	case embed.TypeSetPosition:
		a.SetGame(c.Game, c.Side, c.HasSide)
	case embed.TypeSetOrientation:
		a.SetOrientation(c.Orientation)
	case embed.TypeLoadPGN:
		a.LoadRecord(c.Game, c.Ply)
	case embed.TypeShowMove:
		a.Show(c.Ply)
	case embed.TypeAutoplay:
		a.SetAutoplay(c.Play, time.Duration(c.Speed*float64(time.Second)))
	case embed.TypeNewGame:
		side, level := a.Side(), a.Level()
		if c.HasSide {
			side = c.Side
		}
		if c.Level != 0 {
			level = c.Level
		}
		a.NewGame(side, level)
	}
}
