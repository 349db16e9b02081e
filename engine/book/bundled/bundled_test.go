package bundled

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// heavyForThePage are packages kept out of xiangqi.wasm, with what they
// would cost it.
var heavyForThePage = map[string]string{
	"regexp":        "adds about 500 KB to xiangqi.wasm (write the few patterns by hand)",
	"html":          "adds its 70 KB entity table to xiangqi.wasm (web/ui's escapeHTML escapes)",
	"encoding/json": "adds reflection-driven coding to xiangqi.wasm (engine/jsonlite reads and writes JSON)",
	"net/url":       "adds 180 KB to xiangqi.wasm with net/netip (web/link decodes the fragment by hand)",
}

// TestBrowserWasmLeavesOutTheBook guards the book's move out of the
// browser's module: the worker fetches book.bin (engine/worker/book.go), so
// nothing linked into wasm/app may import this package or xiangqi/assets,
// which would put the book's 320 KB back into every visitor's download.
// It also keeps out the heavy packages above.
func TestBrowserWasmLeavesOutTheBook(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("needs the go command, which a js/wasm test cannot run")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	cmd := exec.Command(goCmd, "list", "-deps", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, "xiangqi/wasm/app")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps xiangqi/wasm/app: %v", err)
	}
	var importers []string
	for _, line := range strings.Split(string(out), "\n") {
		fields := strings.Fields(line)
		for _, imp := range fields[min(1, len(fields)):] {
			if imp == "xiangqi/engine/book/bundled" || imp == "xiangqi/assets" {
				importers = append(importers, fields[0]+" ("+imp+")")
			}
			// Packages of the standard library that cost the first visit
			// far more than the few calls the page would make of them.
			if why, heavy := heavyForThePage[imp]; heavy {
				t.Errorf("%s imports %s, which %s", fields[0], imp, why)
			}
		}
	}
	if len(importers) > 0 {
		t.Errorf("the browser's wasm carries the opening book, imported by %s: the worker fetches book.bin", strings.Join(importers, ", "))
	}
}
