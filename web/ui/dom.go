//go:build js && wasm

package ui

import (
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

const svgNS = "http://www.w3.org/2000/svg"

var (
	win   = dom.GetWindow()
	jsDoc = js.Global().Get("document")
	// doc is set by Run, not here: the program that links this package
	// also runs as the engine's Web Worker (wasm/app), where there is no
	// document, and the library's wrapper of one panics on undefined.
	doc dom.Document
)

// wrap makes a dom element of a js value without the library's probing of
// its constructor (some seventy JavaScript calls per element): the page only
// needs the methods every HTML element has.
func wrap(v js.Value) *dom.BasicHTMLElement {
	if !v.Truthy() {
		return nil
	}
	return &dom.BasicHTMLElement{BasicElement: &dom.BasicElement{BasicNode: &dom.BasicNode{Value: v}}}
}

// q returns the first element matching a selector, or nil.
func q(sel string) *dom.BasicHTMLElement { return wrap(jsDoc.Call("querySelector", sel)) }

// fixed returns an element of the page's HTML that is there from the start
// and never replaced, looking it up only the first time: a redraw reads
// some forty of them, and each lookup is a call into JavaScript and a value
// the garbage collector must finalize. Not for what is added, removed or
// matched by state (an open dialog).
func fixed(sel string) *dom.BasicHTMLElement {
	if el, ok := fixedEls[sel]; ok {
		return el
	}
	el := q(sel)
	if el != nil {
		fixedEls[sel] = el
	}
	return el
}

var fixedEls = map[string]*dom.BasicHTMLElement{}

// qa returns every element matching a selector.
func qa(sel string) []*dom.BasicHTMLElement {
	list := jsDoc.Call("querySelectorAll", sel)
	out := make([]*dom.BasicHTMLElement, list.Length())
	for i := range out {
		out[i] = wrap(list.Index(i))
	}
	return out
}

// input returns an <input> by selector.
func input(sel string) *dom.HTMLInputElement {
	return &dom.HTMLInputElement{BasicHTMLElement: q(sel)}
}

// jq returns the first element matching a selector as a js.Value (the board
// is drawn through raw values: the wrappers cost a type probe per element).
func jq(root js.Value, sel string) js.Value { return root.Call("querySelector", sel) }

// svgEl creates an SVG element with attributes given as name, value pairs.
func svgEl(tag string, attrs ...string) js.Value {
	el := jsDoc.Call("createElementNS", svgNS, tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		el.Call("setAttribute", attrs[i], attrs[i+1])
	}
	return el
}

// on adds an event listener given as a Go function of the raw event.
func on(target js.Value, event string, fn func(ev js.Value)) js.Func {
	f := js.FuncOf(func(this js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	target.Call("addEventListener", event, f)
	return f
}

// onActive is on with {passive: false}, so the handler may call
// preventDefault on touch-driven pointer events.
func onActive(target js.Value, event string, fn func(ev js.Value)) js.Func {
	f := js.FuncOf(func(this js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	opts := js.Global().Get("Object").New()
	opts.Set("passive", false)
	target.Call("addEventListener", event, f, opts)
	return f
}

// setText sets an element's text. All text from outside the program (PGN
// headers, names, link parameters, engine messages) reaches the page through
// here or through attribute setters, never as HTML.
func setText(el *dom.BasicHTMLElement, s string) {
	if el != nil && el.TextContent() != s {
		el.SetTextContent(s)
	}
}

// setAttr sets an attribute if it differs, to spare the browser needless
// style work.
func setAttr(el js.Value, name, value string) {
	// getAttribute gives null for a missing attribute, which is not a string.
	if cur := el.Call("getAttribute", name); cur.Type() != js.TypeString || cur.String() != value {
		el.Call("setAttribute", name, value)
	}
}

// toggleClass adds or removes a class.
func toggleClass(el js.Value, name string, on bool) {
	el.Get("classList").Call("toggle", name, on)
}

// noop is a shared do-nothing callback for promise rejections the page
// chooses to ignore (autoplay refusals, say), so they are not reported as
// uncaught.
var noop = js.FuncOf(func(js.Value, []js.Value) any { return nil })

// escapeHTML escapes text for the panels written as one innerHTML (the move
// list, engine lines, review, explorer), as html.EscapeString does; package
// html would bring its table of 2,000 entities into xiangqi.wasm (70 KB).
func escapeHTML(s string) string { return htmlEscaper.Replace(s) }

var htmlEscaper = strings.NewReplacer("&", "&amp;", "'", "&#39;", "<", "&lt;", ">", "&gt;", "\"", "&#34;")
