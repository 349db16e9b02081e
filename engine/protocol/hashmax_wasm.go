//go:build wasm

package protocol

// maxHashMB is lower in the browser, where a failed allocation kills the
// worker and the whole heap shares 4 GiB of linear memory.
const maxHashMB = 256
