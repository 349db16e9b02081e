package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// singleSite is a small built site shaped like dist/.
func singleSite() fstest.MapFS {
	page := `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'">
<title>x</title>
<link rel="icon" href="icons/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="manifest.webmanifest">
<link rel="stylesheet" href="style.css">
<link rel="preload" href="xiangqi.wasm" as="fetch" type="application/wasm" crossorigin>
<script src="wasm_exec.js" defer></script>
<script src="ui.js" defer></script>
<script src="sw-register.js" defer></script>
</head>
<body>
<!-- <script src="commented-out.js"></script> -->
<div class="app"><img class="brand-icon" src="icons/favicon.svg" alt=""><a href="embed.html">embed</a>
<svg data-board><g class="pc" transform="translate(1 2)"><use href="#xq-p-K"/></g></svg></div>
</body>
</html>
`
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{
		"index.html":           file(page),
		"style.css":            file("body { margin: 0 }\n"),
		"wasm_exec.js":         file("globalThis.Go = class {};\n"),
		"ui.js":                file("window.ui = 1;\n"),
		"sw-register.js":       file("navigator.serviceWorker.register('sw.js');\n"),
		"worker.js":            file("self.onmessage = () => {};\n"),
		"xiangqi.wasm":         file("\x00asm\x01\x00\x00\x00" + strings.Repeat("xiangqi", 500)),
		"icons/favicon.svg":    file(`<svg xmlns="http://www.w3.org/2000/svg"/>`),
		"manifest.webmanifest": file("{}"),
		"sounds/move.wav":      file("RIFF move"),
		"sounds/music.json":    file(`{"notes":[]}`),
	}
}

var (
	scriptRe  = regexp.MustCompile(`(?s)<script( [^>]*)?>(.*?)</script>`)
	styleRe   = regexp.MustCompile(`(?s)<style>(.*?)</style>`)
	cspRe     = regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]*)">`)
	blockIDRe = regexp.MustCompile(`id="([^"]+)"`)
)

func TestSinglePage(t *testing.T) {
	site := singleSite()
	out, err := buildSinglePage(site)
	if err != nil {
		t.Fatal(err)
	}
	page := string(out)

	// One policy, the page's own, right after the charset.
	csps := cspRe.FindAllStringSubmatch(page, -1)
	if len(csps) != 1 || !strings.Contains(page, "<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\"") {
		t.Fatalf("want one policy after the charset, got %d", len(csps))
	}
	csp := csps[0][1]
	for _, want := range []string{"default-src 'none'", "'wasm-unsafe-eval'", "worker-src blob:", "media-src data: blob:"} {
		if !strings.Contains(csp, want) {
			t.Errorf("policy lacks %q: %s", want, csp)
		}
	}
	if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "'self'") {
		t.Errorf("policy too loose: %s", csp)
	}

	// Nothing is loaded from a file any more (comments aside, which stay as
	// they were).
	if !strings.Contains(page, `<!-- <script src="commented-out.js"></script> -->`) {
		t.Error("a comment was changed")
	}
	page = regexp.MustCompile(`(?s)<!--.*?-->`).ReplaceAllString(page, "")
	for _, ref := range regexp.MustCompile(`(?:src|href)="([^"#][^"]*)"`).FindAllStringSubmatch(page, -1) {
		if !strings.HasPrefix(ref[1], "data:") && ref[1] != "embed.html" {
			t.Errorf("the page still refers to %q", ref[1])
		}
	}
	if strings.Contains(page, "manifest") || strings.Contains(page, "preload") || strings.Contains(page, "serviceWorker") {
		t.Error("manifest, preload or service worker left in")
	}

	// Every script that runs is hashed in the policy, and nothing else is;
	// the page's scripts keep their order after the boot script.
	var run []string
	blocks := map[string]string{}
	for _, m := range scriptRe.FindAllStringSubmatch(page, -1) {
		if strings.Contains(m[1], "type=") {
			blocks[blockIDRe.FindStringSubmatch(m[1])[1]] = m[2]
			continue
		}
		run = append(run, m[2])
	}
	want := []string{singleBoot, "globalThis.Go = class {};\n", "window.ui = 1;\n"}
	if len(run) != len(want) {
		t.Fatalf("%d scripts run, want %d", len(run), len(want))
	}
	for i := range want {
		if run[i] != want[i] {
			t.Errorf("script %d is %.40q, want %.40q", i, run[i], want[i])
		}
		if !strings.Contains(csp, hashOf(run[i])) {
			t.Errorf("script %d is not in the policy", i)
		}
	}
	if n := strings.Count(csp, "'sha256-"); n != len(want)+1 {
		t.Errorf("policy has %d hashes, want %d scripts and one style sheet", n, len(want))
	}
	styles := styleRe.FindAllStringSubmatch(page, -1)
	if len(styles) != 1 || styles[0][1] != "body { margin: 0 }\n" || !strings.Contains(csp, hashOf(styles[0][1])) {
		t.Errorf("style sheet not inlined and hashed: %v", styles)
	}

	// The data blocks hold the files: one wasm module, for page and worker.
	if got := gunzipBase64(t, blocks["xq-wasm"]); !bytes.Equal(got, site["xiangqi.wasm"].Data) {
		t.Error("xq-wasm does not unpack to xiangqi.wasm")
	}
	if len(blocks) != 3 {
		t.Errorf("%d data blocks, want xq-wasm, xq-worker and xq-assets", len(blocks))
	}
	worker, err := base64.StdEncoding.DecodeString(blocks["xq-worker"])
	if err != nil || string(worker) != "globalThis.Go = class {};\n\n;\nself.onmessage = () => {};\n" {
		t.Errorf("worker text %q (%v)", worker, err)
	}
	var assets map[string]string
	if err := json.Unmarshal([]byte(blocks["xq-assets"]), &assets); err != nil {
		t.Fatal(err)
	}
	if assets["sounds/move.wav"] != "data:audio/wav;base64,"+base64.StdEncoding.EncodeToString([]byte("RIFF move")) ||
		!strings.HasPrefix(assets["sounds/music.json"], "data:application/json;base64,") || len(assets) != 2 {
		t.Errorf("assets: %v", assets)
	}
	icon := "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString(site["icons/favicon.svg"].Data)
	if strings.Count(page, icon) != 2 {
		t.Error("the icon is not inlined in both the link and the img")
	}
}

func TestSinglePageRefuses(t *testing.T) {
	tests := []struct {
		name   string
		change func(fstest.MapFS)
		want   string
	}{
		{"missing script", func(s fstest.MapFS) { delete(s, "ui.js") }, "ui.js"},
		{"missing wasm", func(s fstest.MapFS) { delete(s, "xiangqi.wasm") }, "xiangqi.wasm"},
		{"script ends its element", func(s fstest.MapFS) {
			s["ui.js"] = &fstest.MapFile{Data: []byte("document.write('</script>');")}
		}, "</script"},
		{"third-party script", func(s fstest.MapFS) { replacePage(s, `src="ui.js"`, `src="https://cdn.example/ui.js"`) }, "not a file of the site"},
		{"script outside the site", func(s fstest.MapFS) { replacePage(s, `src="ui.js"`, `src="../ui.js"`) }, "leaves the site"},
		{"module script", func(s fstest.MapFS) { replacePage(s, `<script src="ui.js"`, `<script type="module" src="ui.js"`) }, "classic"},
		{"unknown link", func(s fstest.MapFS) { replacePage(s, `rel="manifest"`, `rel="alternate"`) }, "alternate"},
		{"inline style attribute", func(s fstest.MapFS) { replacePage(s, `<div class="app">`, `<div class="app" style="color:red">`) }, "style attribute"},
		{"no charset", func(s fstest.MapFS) { replacePage(s, `<meta charset="utf-8">`, ``) }, "charset"},
		{"video", func(s fstest.MapFS) { replacePage(s, `<a href`, `<video src="x.mp4"></video><a href`) }, "src attribute"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			site := singleSite()
			tc.change(site)
			_, err := buildSinglePage(site)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}

func replacePage(s fstest.MapFS, old, new string) {
	page := string(s["index.html"].Data)
	if !strings.Contains(page, old) {
		panic("test page lacks " + old)
	}
	s["index.html"] = &fstest.MapFile{Data: []byte(strings.Replace(page, old, new, 1))}
}

func hashOf(text string) string {
	sum := sha256.Sum256([]byte(text))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func gunzipBase64(t *testing.T, text string) []byte {
	t.Helper()
	packed, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(packed))
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
