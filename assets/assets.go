// Package assets embeds the data files that the engine needs at run time, so
// the native command line and the edge build carry them without a file
// system. The browser's module does not import it: its worker fetches
// book.bin from the site.
package assets

import _ "embed"

// Book is the opening book built by `xiangqi book build` (format: engine/book).
//
//go:embed book.bin
var Book []byte
