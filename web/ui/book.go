//go:build js && wasm

package ui

import "xiangqi/web/app"

var _ app.BookPlatform = platform{}

// LoadBook fetches the opening book for the review (web/app/book.go).
func (p platform) LoadBook() { fetchBytes(app.BookFile, p.u.app.BookLoaded) }
