//go:build js && wasm

package ui

import "syscall/js"

// assetURL returns where the page loads a file of the site that it asks for
// by name at run time (a sound, the music): the data: URL a single-file build
// hands over in xiangqiBoot.assets (a page opened from file:// can load no
// file), or else the path itself, relative to the page.
func assetURL(path string) string {
	boot := js.Global().Get("xiangqiBoot")
	if boot.Type() != js.TypeObject {
		return path
	}
	assets := boot.Get("assets")
	if assets.Type() != js.TypeObject {
		return path
	}
	if url := assets.Get(path); url.Type() == js.TypeString {
		return url.String()
	}
	return path
}
