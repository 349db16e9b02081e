// Package gamefile opens the game files players have, whatever they are:
// PGN (UTF-8, UTF-16 with a byte-order mark, GBK/GB18030 or Big5), XQF (象棋
// 演播室, every version that can be read, masked or not), DhtmlXQ / UBB text
// copied from a forum, and a bare FEN. Read takes the bytes, recognises the
// format and the text encoding, and returns the games; for a file it cannot
// read it returns an *Error that names what the file is and what to do.
//
// Decoding legacy encodings is left to the caller through a Decoder, so the
// page can use the browser's TextDecoder and the command line
// golang.org/x/text, and neither table ships in the browser's module.
//
// Files:
//
//	charset.go  Charset, Decoder, telling UTF-8, UTF-16, GBK and Big5 apart
//	read.go     Read and ReadText: sniffing the format and reading it
//	errors.go   Error and its codes, one per message the page shows
package gamefile
