//go:build js && wasm

package ui

import (
	"syscall/js"

	"xiangqi/web/board"
)

// bindBoard forwards pointer input on the board to the controller. Presses
// are captured, so a drag keeps reporting when the pointer leaves the board.
func (u *UI) bindBoard() {
	svg := u.bv.svg
	pressed, pointer := false, 0
	onActive(svg, "pointerdown", func(ev js.Value) {
		if ev.Get("button").Int() != 0 || pressed {
			return
		}
		u.bv.measure()
		x, y := u.bv.toBoard(ev.Get("clientX").Float(), ev.Get("clientY").Float())
		sq, ok := board.SquareAt(x, y, u.app.Board().Bottom)
		if !ok {
			return
		}
		// No text selection, no scrolling, no synthetic mouse events.
		ev.Call("preventDefault")
		// That also keeps the focus where it was: in a frame, the page
		// around it. Take it, so the keys work on the board just touched.
		if !jsDoc.Call("hasFocus").Bool() {
			callSafe(js.Global(), "focus")
		}
		pressed, pointer = true, ev.Get("pointerId").Int()
		// Capture fails for a pointer that is already gone; the press
		// still counts.
		callSafe(svg, "setPointerCapture", pointer)
		u.startAudio()
		u.app.PointerDown(sq, x, y)
		u.renderNow()
	})
	onActive(svg, "pointermove", func(ev js.Value) {
		if !pressed || ev.Get("pointerId").Int() != pointer {
			return
		}
		x, y := u.bv.toBoard(ev.Get("clientX").Float(), ev.Get("clientY").Float())
		if !u.app.PointerMove(x, y) {
			return
		}
		if u.bv.dragged == nil {
			u.renderNow() // lift the piece
			return
		}
		u.bv.moveDragged(x, y)
	})
	release := func(ev js.Value) {
		if !pressed || ev.Get("pointerId").Int() != pointer {
			return
		}
		pressed = false
		x, y := u.bv.toBoard(ev.Get("clientX").Float(), ev.Get("clientY").Float())
		sq, ok := board.SquareAt(x, y, u.app.Board().Bottom)
		u.app.PointerUp(sq, ok)
		u.renderNow()
	}
	onActive(svg, "pointerup", release)
	on(svg, "pointercancel", func(ev js.Value) {
		if pressed && ev.Get("pointerId").Int() == pointer {
			pressed = false
			u.app.PointerCancel()
		}
	})
	// Long presses on phones would otherwise open a menu over the board.
	onActive(svg, "contextmenu", func(ev js.Value) { ev.Call("preventDefault") })
}

// bindKeys adds the page's keyboard shortcuts: ← → step through the moves,
// ↑ Home and ↓ End go to the first move and the end of the line, the space
// bar plays and pauses the viewer's moves, f flips the
// board, a turns the analysis board on and off, ? lists the keys, Escape lets
// go of a selected piece. They are ignored while typing.
func (u *UI) bindKeys() {
	on(js.Global().Get("document"), "keydown", func(ev js.Value) {
		if ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() {
			return
		}
		target := ev.Get("target")
		switch target.Get("tagName").String() {
		case "INPUT", "TEXTAREA", "SELECT":
			return
		}
		if u.anyDialogOpen() {
			return
		}
		switch ev.Get("key").String() {
		case "ArrowLeft":
			u.app.Step(-1)
		case "ArrowRight":
			u.app.Step(1)
		case "Home", "ArrowUp":
			u.app.Show(0)
		case "End", "ArrowDown":
			u.app.LineEnd()
		case " ":
			// Play or pause the viewer's moves; elsewhere, and on a
			// button, the space bar does what it always does.
			if !u.app.CanAutoplay() || target.Get("tagName").String() == "BUTTON" {
				return
			}
			u.app.ToggleAutoplay()
		case "f", "F":
			u.app.Flip()
		case "a", "A":
			u.app.ToggleAnalysis()
		case "?":
			u.openKeys()
		case "Escape":
			u.app.Deselect()
		default:
			return
		}
		ev.Call("preventDefault")
	})
}
