//go:build js && wasm

package ui

import (
	"syscall/js"

	"xiangqi/web/app"
)

// publishPage tells the page's own scripts what Go made of the link: only
// web/link.Parse reads the URL fragment, and static/ui.js and
// static/sw-register.js act on this result instead of reading it
// themselves, so no part of the page can disagree with another about
// #embed=%31 or #mode=VIEW. It sets xiangqiBoot.page = {embed, mode} (the
// mode the page started in) and fires a 'xiangqi:page' event on window. It
// returns the page object, whose drawing the UI keeps (see showDrawing).
func publishPage(a *app.App) js.Value {
	boot := js.Global().Get("xiangqiBoot")
	if boot.Type() != js.TypeObject {
		boot = js.Global().Get("Object").New()
		js.Global().Set("xiangqiBoot", boot)
	}
	page := js.Global().Get("Object").New()
	page.Set("embed", a.Embedded())
	page.Set("mode", string(a.Mode()))
	page.Set("drawing", false)
	boot.Set("page", page)
	init := js.Global().Get("Object").New()
	init.Set("detail", page)
	js.Global().Call("dispatchEvent", js.Global().Get("CustomEvent").New("xiangqi:page", init))
	return page
}
