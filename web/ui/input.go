//go:build js && wasm

package ui

import (
	"syscall/js"

	"xiangqi/web/board"
	"xiangqi/web/editor"
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
		if u.editing() {
			u.app.EditorPointerDown(sq, x, y)
		} else {
			u.app.SetCursor(sq) // the keyboard carries on from here
			u.app.PointerDown(sq, x, y)
		}
		u.renderNow()
	})
	onActive(svg, "pointermove", func(ev js.Value) {
		if !pressed || ev.Get("pointerId").Int() != pointer {
			return
		}
		x, y := u.bv.toBoard(ev.Get("clientX").Float(), ev.Get("clientY").Float())
		if u.editing() {
			if u.app.EditorPointerMove(x, y) {
				if !u.ed.ghost.Truthy() || !u.ed.ghost.Get("classList").Call("contains", "show").Bool() {
					u.renderNow() // dim the piece on its point
				}
				u.moveGhost(ev.Get("clientX").Float(), ev.Get("clientY").Float())
			}
			return
		}
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
		if u.editing() {
			u.editorPointerUp(sq, ok)
			return
		}
		u.app.PointerUp(sq, ok)
		u.renderNow()
	}
	onActive(svg, "pointerup", release)
	on(svg, "pointercancel", func(ev js.Value) {
		if pressed && ev.Get("pointerId").Int() == pointer {
			pressed = false
			if u.editing() {
				u.app.EditorPointerCancel()
				return
			}
			u.app.PointerCancel()
		}
	})
	// Long presses on phones would otherwise open a menu over the board.
	onActive(svg, "contextmenu", func(ev js.Value) { ev.Call("preventDefault") })

	// The keyboard's focus on a point shows the cursor's ring; leaving the
	// board hides it.
	on(svg, "focusin", func(js.Value) {
		if !u.bv.focused {
			u.bv.focused = true
			u.renderNow()
		}
	})
	on(svg, "focusout", func(ev js.Value) {
		next := ev.Get("relatedTarget")
		if next.Truthy() && svg.Call("contains", next).Bool() {
			return // the focus moved to another point
		}
		u.bv.focused = false
		u.renderNow()
	})
}

// boardKey handles a key pressed while a point of the board has the focus:
// the arrows move the cursor, Enter and Space press the point under it. It
// reports whether it used the key.
func (u *UI) boardKey(key string) bool {
	a := u.app
	switch key {
	case "ArrowLeft":
		a.MoveCursor(-1, 0)
	case "ArrowRight":
		a.MoveCursor(1, 0)
	case "ArrowUp":
		a.MoveCursor(0, -1)
	case "ArrowDown":
		a.MoveCursor(0, 1)
	case "Enter", " ", "Spacebar":
		u.startAudio()
		a.PressCursor()
	default:
		return false
	}
	u.renderNow()
	return true
}

// bindKeys adds the page's keyboard shortcuts: ← → step through the moves,
// ↑ Home and ↓ End go to the first move and the end of the line, the space
// bar plays and pauses the viewer's moves, f flips the board, a turns the
// analysis board on and off, p and r read the position (the pieces of each
// side, the board rank by rank), ? lists the keys, Escape lets go of a
// selected piece. On the board the arrows move its cursor instead, and Enter
// or Space presses the point under it. They are ignored while typing.
func (u *UI) bindKeys() {
	on(js.Global().Get("document"), "keydown", func(ev js.Value) {
		// A key already taken by what has the focus (a move of an engine
		// line, say) is not a shortcut too.
		if ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() || ev.Get("defaultPrevented").Bool() {
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
		if u.editing() {
			// The editor keeps only the keys that mean the same there.
			switch ev.Get("key").String() {
			case "f", "F":
				u.app.Flip()
			case "?":
				u.openKeys()
			case "Escape":
				u.app.EditorSelectTool(editor.Hand)
			default:
				return
			}
			ev.Call("preventDefault")
			return
		}
		key := ev.Get("key").String()
		onBoard := target.Get("closest").Type() == js.TypeFunction && target.Call("closest", "[data-board]").Truthy()
		if onBoard && u.boardKey(key) {
			ev.Call("preventDefault")
			return
		}
		switch key {
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
		case "p", "P":
			u.app.SayPosition(true)
		case "r", "R":
			u.app.SayPosition(false)
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
