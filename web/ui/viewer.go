//go:build js && wasm

package ui

import (
	"errors"
	"strconv"
	"syscall/js"

	"xiangqi/engine/gamefile"
	"xiangqi/web/app"
	"xiangqi/web/game"
)

// The viewer's part of the page (mode=view, web/app/viewer.go): the notes
// under the board ([data-viewer]: the shown move, its comment, the moves
// that branch from it), the autoplay button and its timer, and the fetch of
// a record named by pgnurl=. Whatever the reader does on the page (a press,
// a key) pauses autoplay.

var _ app.ViewerPlatform = platform{}

// viewerView remembers what the notes show, so they are written only when
// they change.
type viewerView struct {
	bound    bool
	timer    int // autoplay's pending beat, 0 if none
	branches string
}

// render draws the notes and the autoplay button, and keeps autoplay's beat
// going while it plays.
func (v *viewerView) render(u *UI) {
	a := u.app
	box := q("[data-viewer]")
	if box == nil {
		return
	}
	v.bind(u)
	play := button("autoplay")
	showIf(play, a.CanAutoplay())
	if play != nil {
		playing := a.Autoplaying()
		setAttr(play.Underlying(), "aria-pressed", strconv.FormatBool(playing))
		label := a.T("viewer.play")
		if playing {
			label = a.T("viewer.pause")
		}
		setAttr(play.Underlying(), "aria-label", label)
		setAttr(play.Underlying(), "title", label)
	}
	v.beat(u)

	showIf(box, a.HasNotes())
	if !a.HasNotes() {
		return
	}
	n := a.Note()
	setText(q(".viewer-move"), n.Move)
	setText(q(".viewer-nag"), n.NAG)
	comment := n.Comment
	if n.Before != "" {
		comment = n.Before + " " + comment
	}
	setText(q(".viewer-comment"), comment)
	toggleClass(box.Underlying(), "variation", n.InVariation)
	key := ""
	for _, b := range n.Branches {
		key += b.Path + "=" + b.Text + ";"
	}
	branches := q(".viewer-branches")
	showIf(branches, len(n.Branches) > 0)
	if key == v.branches {
		return
	}
	v.branches = key
	el := branches.Underlying()
	for _, old := range qa(".viewer-branches [data-path]") {
		old.Underlying().Call("remove")
	}
	for _, b := range n.Branches {
		btn := jsDoc.Call("createElement", "button")
		btn.Set("type", "button")
		btn.Set("className", "btn small viewer-branch")
		if b.Main {
			btn.Get("classList").Call("add", "mainline")
		}
		btn.Call("setAttribute", "data-path", b.Path)
		btn.Set("textContent", b.Text) // notation text, set as text
		el.Call("appendChild", btn)
	}
}

// beat keeps one timer pending while autoplay plays, and none otherwise.
func (v *viewerView) beat(u *UI) {
	playing := u.app.Autoplaying()
	switch {
	case playing && v.timer == 0:
		v.timer = win.SetTimeout(func() {
			v.timer = 0
			u.app.AutoplayStep()
		}, int(u.app.AutoplayDelay().Milliseconds()))
	case !playing && v.timer != 0:
		win.ClearTimeout(v.timer)
		v.timer = 0
	}
}

// bind wires the notes' moves, the autoplay button, and the pause on any
// other press or key, once.
func (v *viewerView) bind(u *UI) {
	if v.bound {
		return
	}
	v.bound = true
	a := u.app
	if b := button("autoplay"); b != nil {
		on(b.Underlying(), "click", func(js.Value) { a.ToggleAutoplay() })
	}
	on(q(".viewer-branches").Underlying(), "click", func(ev js.Value) {
		b := ev.Get("target").Call("closest", "[data-path]")
		if !b.Truthy() {
			return
		}
		if p, err := game.ParsePath(b.Call("getAttribute", "data-path").String()); err == nil {
			a.ShowPath(p)
		}
	})
	// Captured, so it runs before the press or key does its own work.
	capture := js.Global().Get("Object").New()
	capture.Set("capture", true)
	pause := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ev := args[0]
		if ev.Get("type").String() == "keydown" {
			switch ev.Get("key").String() {
			case " ", "Shift", "Control", "Alt", "Meta", "Tab":
				return nil // the space bar is play/pause; the others do nothing
			}
		} else if target := ev.Get("target"); target.Get("closest").Type() == js.TypeFunction && target.Call("closest", `[data-action="autoplay"]`).Truthy() {
			return nil
		}
		a.PauseAutoplay()
		return nil
	})
	jsDoc.Call("addEventListener", "pointerdown", pause, capture)
	jsDoc.Call("addEventListener", "keydown", pause, capture)
}

// FetchGame fetches a record by address (pgnurl=) as bytes, which the
// controller reads as any opened file (PGN in any encoding, XQF, DhtmlXQ).
func (p platform) FetchGame(url string) {
	u := p.u
	var got, read, fail js.Func
	release := func() { got.Release(); read.Release(); fail.Release() }
	done := func(data []byte, err error) {
		release()
		u.app.GameFetched(data, gamefile.Decoder(decodeText), err)
	}
	read = js.FuncOf(func(_ js.Value, args []js.Value) any {
		body := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, body.Length())
		js.CopyBytesToGo(data, body)
		done(data, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the network failed"
		if len(args) > 0 && args[0].Truthy() && args[0].Get("message").Type() == js.TypeString {
			msg = args[0].Get("message").String()
		}
		done(nil, errors.New(msg))
		return nil
	})
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			done(nil, errors.New("HTTP "+strconv.Itoa(res.Get("status").Int())))
			return nil
		}
		res.Call("arrayBuffer").Call("then", read, fail)
		return nil
	})
	// The page's policy lets it fetch from its own site only: say so
	// rather than let the browser refuse. The site is the page address's
	// (in a sandbox the page's own origin is opaque).
	href := js.Global().Get("location").Get("href")
	page, _ := newSafe(js.Global().Get("URL"), href)
	target, ok := newSafe(js.Global().Get("URL"), url, href)
	if !ok || !page.Truthy() || target.Get("origin").String() != page.Get("origin").String() {
		release()
		u.app.GameFetched(nil, nil, app.ErrOtherSite)
		return
	}
	promise, ok := callSafe(js.Global(), "fetch", target.Call("toString"))
	if !ok {
		done(nil, errors.New("the address cannot be fetched"))
		return
	}
	promise.Call("then", got, fail)
}
