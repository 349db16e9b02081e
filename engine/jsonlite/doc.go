// Package jsonlite reads and writes the little JSON that the page, the
// engine's worker protocol and local storage exchange, without
// encoding/json: the browser's wasm is downloaded by every visitor, and
// encoding/json with the reflection it needs makes it several hundred KB
// larger.
//
// Parse reads strict JSON (RFC 8259) into a tree of Values; callers pick out
// the fields they know and check their types. It accepts exactly the texts
// that encoding/json's Valid accepts (the same nesting limit included), and a
// number too large for a float64 is still a Number, whose Float and Int
// report that it does not fit. Writing is left to the callers with Quote,
// Strings and ObjectText, since each message has a fixed shape; Quote escapes
// a string byte for byte as encoding/json's Marshal does, so a codec moved
// from encoding/json to jsonlite keeps its wire format, and QuoteText as its
// Encoder does with SetEscapeHTML(false), for files people read.
//
// Files:
//   - value.go: Kind, Value and its accessors
//   - parse.go: Parse
//   - write.go: Quote, QuoteText, Strings, ObjectText and the scalar writers
package jsonlite
