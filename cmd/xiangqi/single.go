package main

// The single subcommand: writes the built site (dist/) as one HTML file that
// plays when opened straight from disk. Browsers refuse a page opened from
// file:// its fetches and workers from files, so everything goes inside:
//   - the style sheet as a <style> element and the page's scripts as inline
//     <script> elements (wasm_exec.js, ui.js), with their sha256 hashes in the
//     page's own Content-Security-Policy, which replaces the site's;
//   - xiangqi.wasm, the one module that is both the page and the engine,
//     gzipped and base64-encoded in a data block (<script
//     type="application/octet-stream">, never run), unpacked and compiled
//     once by the boot script (single_boot.js) with the browser's
//     DecompressionStream;
//   - the worker (wasm_exec.js and worker.js) as one base64 text that the boot
//     script turns into a Blob URL; the compiled module reaches it in
//     worker.js's init message;
//   - images the page links as data: URLs, and the sounds, the puzzles, the
//     opening explorer's data (200 KB) and the opening book (320 KB) as
//     data: URLs the page finds through xiangqiBoot.assets; the boot script
//     hands the worker the book's in its init message (files), since a
//     worker made from a Blob has no address to fetch from. The endgame
//     tables (860 KB) are left out: the rare endings they cover are played
//     by search.
// The service worker, the manifest and preloads are left out: none works
// from file://.

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"xiangqi/engine/jsonlite"
)

func init() {
	register("single", "write the built site as one HTML file that plays from disk", runSingle)
}

//go:embed single_boot.js
var singleBoot string

// singleWasm is the site's WebAssembly module (build.sh's WASM_FILE) and the
// id of the data block that carries it (single_boot.js reads it).
const singleWasm, singleWasmBlock = "xiangqi.wasm", "xq-wasm"

// singleSkipScripts are page scripts the single file leaves out.
var singleSkipScripts = map[string]bool{"sw-register.js": true}

// singleAssetDirs hold the files the page loads by name at run time (sounds,
// music, the puzzle collection, the opening explorer's data and the opening
// book, files rather than folders); they are handed over as data: URLs in
// xiangqiBoot.assets.
var singleAssetDirs = []string{"sounds", "puzzles", "explorer.bin", "book.bin"}

func runSingle(args []string) error {
	flags := flag.NewFlagSet("single", flag.ContinueOnError)
	dist := flags.String("dist", "dist", "the built site (./build.sh build)")
	out := flags.String("out", "dist-single/xiangqi.html", "the HTML file to write")
	flags.Usage = func() {
		fmt.Fprintln(flags.Output(), "usage: xiangqi single [--dist dist] [--out dist-single/xiangqi.html]")
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", flags.Args())
	}
	if _, err := os.Stat(filepath.Join(*dist, "index.html")); err != nil {
		return fmt.Errorf("%s is not a built site (run ./build.sh build): %w", *dist, err)
	}
	page, err := buildSinglePage(os.DirFS(*dist))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		return err
	}
	tmp := *out + ".tmp"
	if err := os.WriteFile(tmp, page, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, *out); err != nil {
		os.Remove(tmp)
		return err
	}
	fmt.Printf("wrote %s (%.2f MiB)\n", *out, float64(len(page))/(1<<20))
	return nil
}

// singlePage collects what the inliner writes.
type singlePage struct {
	site    fs.FS
	out     strings.Builder
	scripts []string // the page's scripts, to run at the end of <body>, in order
	hashes  []string // CSP hashes of executed inline scripts
	styles  []string // CSP hashes of inline style sheets
}

// cspMark stands where the policy goes until every hash is known.
const cspMark = "\x00csp\x00"

// buildSinglePage returns the single-file page made from the site in site.
func buildSinglePage(site fs.FS) ([]byte, error) {
	raw, err := fs.ReadFile(site, "index.html")
	if err != nil {
		return nil, err
	}
	page := string(raw)
	if strings.Contains(page, "\x00") {
		return nil, errors.New("index.html contains a NUL byte")
	}
	s := &singlePage{site: site}
	bodyEnd := strings.LastIndex(strings.ToLower(page), "</body>")
	if bodyEnd < 0 {
		return nil, errors.New("index.html has no </body>")
	}
	at, cspPlaced := 0, false
	for {
		t, ok, err := nextTag(page, at)
		if err != nil {
			return nil, fmt.Errorf("index.html: %w", err)
		}
		if !ok || t.Start >= bodyEnd {
			break
		}
		s.out.WriteString(page[at:t.Start])
		next, err := s.tag(page, t, &cspPlaced)
		if err != nil {
			return nil, fmt.Errorf("index.html: <%s> at byte %d: %w", t.Name, t.Start, err)
		}
		at = next
	}
	if !cspPlaced {
		return nil, errors.New("index.html has no <meta charset> to put the policy after")
	}
	s.out.WriteString(page[at:bodyEnd])
	if err := s.bodyScripts(); err != nil {
		return nil, err
	}
	s.out.WriteString(page[bodyEnd:])
	csp := singleCSP(s.hashes, s.styles)
	return []byte(strings.Replace(s.out.String(), cspMark, `<meta http-equiv="Content-Security-Policy" content="`+csp+`">`+"\n", 1)), nil
}

// tag writes the replacement of one start tag (and of its element, for
// scripts and style sheets) and returns where to go on reading.
func (s *singlePage) tag(page string, t htmlTag, cspPlaced *bool) (int, error) {
	text := page[t.Start:t.End]
	if _, ok := t.Attr("style"); ok {
		return 0, errors.New("an inline style attribute, which the page's policy forbids")
	}
	switch t.Name {
	case "meta":
		if v, _ := t.Attr("http-equiv"); strings.EqualFold(v, "content-security-policy") {
			return t.End, nil // replaced by the single file's own policy
		}
		s.out.WriteString(text)
		if _, ok := t.Attr("charset"); ok && !*cspPlaced {
			s.out.WriteString("\n" + cspMark)
			*cspPlaced = true
		}
		return t.End, nil
	case "link":
		return t.End, s.link(t, text)
	case "script":
		contentEnd, end, err := elementEnd(page, t.End, "script")
		if err != nil {
			return 0, err
		}
		src, hasSrc := t.Attr("src")
		if !hasSrc {
			if isJavaScriptType(t) {
				s.hashes = append(s.hashes, cspHash(page[t.End:contentEnd]))
			}
			s.out.WriteString(page[t.Start:end])
			return end, nil
		}
		if !isJavaScriptType(t) {
			return 0, errors.New("a script that is not a classic script")
		}
		name, err := localPath(src)
		if err != nil {
			return 0, err
		}
		if singleSkipScripts[path.Base(name)] {
			return end, nil
		}
		js, err := fs.ReadFile(s.site, name)
		if err != nil {
			return 0, err
		}
		s.scripts = append(s.scripts, string(js))
		return end, nil
	case "style":
		contentEnd, end, err := elementEnd(page, t.End, "style")
		if err != nil {
			return 0, err
		}
		s.styles = append(s.styles, cspHash(page[t.End:contentEnd]))
		s.out.WriteString(page[t.Start:end])
		return end, nil
	case "img":
		if _, ok := t.Attr("srcset"); ok {
			return 0, errors.New("srcset is not supported")
		}
		src, _ := t.Attr("src")
		url, err := s.dataURL(src)
		if err != nil {
			return 0, err
		}
		s.out.WriteString(replaceAttr(text, t, "src", url))
		return t.End, nil
	case "audio", "video", "source", "iframe", "embed", "object", "track", "image":
		for _, name := range []string{"src", "href", "data", "poster"} {
			if _, ok := t.Attr(name); ok {
				return 0, fmt.Errorf("a %s attribute: nothing here inlines it", name)
			}
		}
	}
	s.out.WriteString(text)
	return t.End, nil
}

// link inlines a style sheet, turns an icon into a data: URL and drops the
// links that do nothing from file://.
func (s *singlePage) link(t htmlTag, text string) error {
	rel, _ := t.Attr("rel")
	href, _ := t.Attr("href")
	rels := strings.Fields(strings.ToLower(rel))
	switch {
	case contains(rels, "stylesheet"):
		name, err := localPath(href)
		if err != nil {
			return err
		}
		css, err := fs.ReadFile(s.site, name)
		if err != nil {
			return err
		}
		if strings.Contains(strings.ToLower(string(css)), "</style") {
			return fmt.Errorf("%s contains </style", name)
		}
		s.styles = append(s.styles, cspHash(string(css)))
		s.out.WriteString("<style>" + string(css) + "</style>")
	case contains(rels, "icon"):
		url, err := s.dataURL(href)
		if err != nil {
			return err
		}
		s.out.WriteString(replaceAttr(text, t, "href", url))
	case contains(rels, "preload"), contains(rels, "modulepreload"), contains(rels, "prefetch"),
		contains(rels, "manifest"), contains(rels, "apple-touch-icon"), contains(rels, "mask-icon"):
		// Nothing to fetch from file://; the page does without.
	default:
		return fmt.Errorf("rel=%q: nothing here inlines it", rel)
	}
	return nil
}

// bodyScripts writes the data blocks, the boot script and the page's scripts
// at the end of <body>, where the document they work on is complete.
func (s *singlePage) bodyScripts() error {
	data, err := fs.ReadFile(s.site, singleWasm)
	if err != nil {
		return err
	}
	packed, err := gzipBytes(data)
	if err != nil {
		return err
	}
	s.dataBlock(singleWasmBlock, "application/octet-stream", base64.StdEncoding.EncodeToString(packed))
	var worker []string
	for _, name := range []string{"wasm_exec.js", "worker.js"} {
		js, err := fs.ReadFile(s.site, name)
		if err != nil {
			return err
		}
		worker = append(worker, string(js))
	}
	s.dataBlock("xq-worker", "application/octet-stream", base64.StdEncoding.EncodeToString([]byte(strings.Join(worker, "\n;\n"))))
	assets, err := s.assets()
	if err != nil {
		return err
	}
	s.dataBlock("xq-assets", "application/json", assets)
	for _, js := range append([]string{singleBoot}, s.scripts...) {
		low := strings.ToLower(js)
		if strings.Contains(low, "</script") || strings.Contains(low, "<!--") || strings.Contains(low, "<script") {
			return errors.New("a script contains </script, <script or <!--, which would end or confuse its inline element")
		}
		s.hashes = append(s.hashes, cspHash(js))
		s.out.WriteString("<script>" + js + "</script>\n")
	}
	return nil
}

// dataBlock writes a script element of a non-script type: the browser keeps
// its text and never runs it.
func (s *singlePage) dataBlock(id, typ, text string) {
	s.out.WriteString(`<script type="` + typ + `" id="` + id + `">` + text + "</script>\n")
}

// assets returns the JSON object of site path -> data: URL for every file of
// singleAssetDirs.
func (s *singlePage) assets() (string, error) {
	var pairs []string
	for _, dir := range singleAssetDirs {
		err := fs.WalkDir(s.site, dir, func(name string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			url, err := s.dataURL(name)
			if err != nil {
				return err
			}
			pairs = append(pairs, name, jsonlite.Quote(url))
			return nil
		})
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
	}
	return jsonlite.ObjectText(pairs...), nil
}

// dataURL returns a site file as a data: URL.
func (s *singlePage) dataURL(ref string) (string, error) {
	if strings.HasPrefix(ref, "data:") {
		return ref, nil
	}
	name, err := localPath(ref)
	if err != nil {
		return "", err
	}
	data, err := fs.ReadFile(s.site, name)
	if err != nil {
		return "", err
	}
	typ, _, _ := strings.Cut(contentType(name), ";")
	return "data:" + typ + ";base64," + base64.StdEncoding.EncodeToString(data), nil
}

// localPath turns a relative URL of the page into a path in the site, and
// refuses anything else: the single file loads nothing from anywhere.
func localPath(ref string) (string, error) {
	clean, _, _ := strings.Cut(ref, "#")
	clean, _, _ = strings.Cut(clean, "?")
	if clean == "" || strings.Contains(clean, ":") || strings.HasPrefix(clean, "/") || strings.Contains(clean, "\\") {
		return "", fmt.Errorf("%q is not a file of the site", ref)
	}
	name := path.Clean(clean)
	if name == "." || strings.HasPrefix(name, "../") || name == ".." {
		return "", fmt.Errorf("%q leaves the site", ref)
	}
	return name, nil
}

// singleCSP is the single file's policy: nothing from anywhere, only the
// inline scripts and style sheets it carries (by hash), WebAssembly, a
// worker from a Blob URL, and data: URLs for its images, sounds and music.
func singleCSP(scripts, styles []string) string {
	list := func(hashes []string) string {
		if len(hashes) == 0 {
			return "'none'"
		}
		sorted := append([]string(nil), hashes...)
		sort.Strings(sorted)
		return strings.Join(sorted, " ")
	}
	return "default-src 'none'; script-src " + list(scripts) + " 'wasm-unsafe-eval'; worker-src blob:; " +
		"style-src " + list(styles) + "; img-src data: blob:; media-src data: blob:; connect-src data: blob:; " +
		"base-uri 'none'; form-action 'none'"
}

// cspHash is the CSP source expression of an inline element's text.
func cspHash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func isJavaScriptType(t htmlTag) bool {
	typ, ok := t.Attr("type")
	typ = strings.ToLower(strings.TrimSpace(typ))
	return !ok || typ == "" || typ == "text/javascript" || typ == "application/javascript"
}

// replaceAttr rewrites one attribute of a tag, rebuilding the tag.
func replaceAttr(text string, t htmlTag, name, value string) string {
	var b strings.Builder
	b.WriteString("<" + t.Name)
	for _, a := range t.Attrs {
		v := a.Value
		if a.Name == name {
			v = value
		}
		b.WriteString(" " + a.Name + `="` + attrEscape(v) + `"`)
	}
	if strings.HasSuffix(text, "/>") {
		b.WriteString("/")
	}
	b.WriteString(">")
	return b.String()
}

func attrEscape(v string) string {
	return strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;", ">", "&gt;").Replace(v)
}

func gzipBytes(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
