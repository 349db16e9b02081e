package jsonlite

import (
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// leftOutOfThePage are the packages nothing linked into the browser's
// module (wasm/app: the page and the engine's worker) may import, each with
// what it would cost every visitor's first download and what the page does
// instead. This package exists for the first of them.
var leftOutOfThePage = map[string]string{
	"encoding/json":               "with the reflection it keeps alive adds about 0.6 MB: use engine/jsonlite",
	"regexp":                      "adds about 500 KB: write the few patterns by hand",
	"net/url":                     "adds 180 KB with net/netip: web/link decodes the fragment by hand",
	"html":                        "adds its 70 KB entity table: web/ui's escapeHTML escapes",
	"xiangqi/engine/book/bundled": "puts the book's 320 KB back in: the worker fetches book.bin (engine/worker/book.go)",
	"xiangqi/assets":              "embeds the book and the tables: the page and the worker fetch them",
	"xiangqi/assets/puzzles":      "embeds the puzzle files (about 0.2 MB): the page fetches them (web/puzzle.Files) and reads them with engine/puzzles.Load",
}

// TestBrowserWasmLeavesOutHeavyPackages guards the page's download: no
// package of leftOutOfThePage, nor any of golang.org/x/text (whose GBK and
// Big5 tables the command line reads old game files with; the page decodes
// them with the browser's TextDecoder), is linked into xiangqi.wasm.
func TestBrowserWasmLeavesOutHeavyPackages(t *testing.T) {
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
	importers := map[string][]string{} // a package left out -> who imports it
	linked := 0
	for _, line := range strings.Split(string(out), "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		linked++
		for _, imp := range fields[1:] {
			_, listed := leftOutOfThePage[imp]
			fromXText := strings.HasPrefix(imp, "golang.org/x/text/") && !strings.HasPrefix(fields[0], "golang.org/x/text/")
			if listed || fromXText {
				importers[imp] = append(importers[imp], fields[0])
			}
		}
	}
	// The list must be the real one: the page's packages and the engine.
	for _, want := range []string{"xiangqi/web/app", "xiangqi/engine/puzzles", "xiangqi/engine/protocol"} {
		if !strings.Contains(string(out), want+" ") {
			t.Errorf("go list -deps xiangqi/wasm/app (%d packages) does not list %s", linked, want)
		}
	}
	var left []string
	for imp := range importers {
		left = append(left, imp)
	}
	sort.Strings(left)
	for _, imp := range left {
		why := leftOutOfThePage[imp]
		if why == "" {
			why = "brings golang.org/x/text's tables: decode with the browser's TextDecoder"
		}
		t.Errorf("the browser's wasm links %s, imported by %s; it %s", imp, strings.Join(importers[imp], ", "), why)
	}
}
