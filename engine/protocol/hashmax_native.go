//go:build !wasm

package protocol

// maxHashMB bounds the Hash option natively.
const maxHashMB = 4096
