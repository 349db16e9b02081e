package jsonlite

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestBrowserWasmLeavesOutEncodingJSONAndXText guards what this package is for:
// nothing linked into the browser's module (wasm/app, the page and the
// engine's worker) may import encoding/json, which with the reflection it
// keeps alive adds about 0.6 MB to a download every visitor makes. The same
// goes for golang.org/x/text, whose GBK and Big5 tables the command line
// uses to read old game files: the page decodes them with the browser's own
// TextDecoder (engine/gamefile takes the decoder from its caller). Nor may it
// link assets/puzzles, whose embedded files (about 0.2 MB) the page fetches
// only when the player opens a puzzle.
func TestBrowserWasmLeavesOutEncodingJSONAndXText(t *testing.T) {
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
	var textImporters []string
	linked := 0
	for _, line := range strings.Split(string(out), "\n") {
		fields := strings.Fields(line)
		if len(fields) > 0 {
			linked++
		}
		for _, imp := range fields[min(1, len(fields)):] {
			if imp == "encoding/json" || imp == "xiangqi/assets/puzzles" {
				importers[imp] = append(importers[imp], fields[0])
			}
			if strings.HasPrefix(imp, "golang.org/x/text/") && !strings.HasPrefix(fields[0], "golang.org/x/text/") {
				textImporters = append(textImporters, fields[0]+" ("+imp+")")
			}
		}
	}
	// The list must be the real one: the page's packages and the engine.
	for _, want := range []string{"xiangqi/web/app", "xiangqi/engine/puzzles", "xiangqi/engine/protocol"} {
		if !strings.Contains(string(out), want+" ") {
			t.Errorf("go list -deps xiangqi/wasm/app (%d packages) does not list %s", linked, want)
		}
	}
	if by := importers["encoding/json"]; len(by) > 0 {
		t.Errorf("the browser's wasm links encoding/json, imported by %s: use engine/jsonlite", strings.Join(by, ", "))
	}
	if by := importers["xiangqi/assets/puzzles"]; len(by) > 0 {
		t.Errorf("the browser's wasm links assets/puzzles (the embedded puzzle files), imported by %s: the page fetches them (web/puzzle.Files) and reads them with engine/puzzles.Load", strings.Join(by, ", "))
	}
	if len(textImporters) > 0 {
		t.Errorf("the browser's wasm links golang.org/x/text, imported by %s: decode with the browser's TextDecoder", strings.Join(textImporters, ", "))
	}
}
