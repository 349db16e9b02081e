package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// siteFiles is a small site; text bodies are long enough to be compressed.
var siteFiles = map[string]string{
	"index.html":            "<!doctype html><title>xiangqi</title>" + strings.Repeat("<p>board</p>", 100),
	"app.js":                strings.Repeat("console.log('hello');\n", 100),
	"style.css":             strings.Repeat("body { margin: 0 }\n", 100),
	"xiangqi.wasm":          "\x00asm\x01\x00\x00\x00" + strings.Repeat("\x01\x02\x03\x04", 1000),
	"engine.0123abcd.wasm":  "\x00asm\x01\x00\x00\x00" + strings.Repeat("\x05\x06", 1000),
	"manifest.webmanifest":  `{"name":"xiangqi","icons":[]}` + strings.Repeat(" ", 300),
	"icon.svg":              `<svg xmlns="http://www.w3.org/2000/svg">` + strings.Repeat("<g/>", 100) + `</svg>`,
	"sounds/move.wav":       "RIFF" + strings.Repeat("\x00", 400),
	"book.bin":              strings.Repeat("\x00\x01", 500),
	"wasm_exec.js":          strings.Repeat("globalThis.Go = class {};\n", 40),
	"sub/index.html":        "<!doctype html><title>sub</title>",
	"tiny.js":               "x=1",
	"data/report.json":      `{"ok":true}`,
	"notes/with space.html": "<p>space</p>",
	".git/config":           "[remote] url = secret",
	".env":                  "TOKEN=secret",
	"sub/.hidden.js":        "secret()",
}

func writeSite(t *testing.T) string {
	t.Helper()
	parent := t.TempDir()
	dir := filepath.Join(parent, "dist")
	for name, body := range siteFiles {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A secret next to the site, and a symlink pointing at it from inside.
	if err := os.WriteFile(filepath.Join(parent, "secret.txt"), []byte("top secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(parent, "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	return dir
}

func newTestHandler(t *testing.T, base string) (*staticHandler, string) {
	t.Helper()
	dir := writeSite(t)
	h, err := newStaticHandler(dir, base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h, dir
}

// get sends one request straight to the handler.
func get(h http.Handler, target string, header map[string]string) *http.Response {
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, resp *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestServeContentTypes(t *testing.T) {
	h, _ := newTestHandler(t, "/")
	tests := []struct{ path, want string }{
		{"/index.html", "text/html; charset=utf-8"},
		{"/", "text/html; charset=utf-8"},
		{"/app.js", "text/javascript; charset=utf-8"},
		{"/style.css", "text/css; charset=utf-8"},
		{"/xiangqi.wasm", "application/wasm"},
		{"/manifest.webmanifest", "application/manifest+json"},
		{"/icon.svg", "image/svg+xml"},
		{"/sounds/move.wav", "audio/wav"},
		{"/book.bin", "application/octet-stream"},
		{"/data/report.json", "application/json"},
	}
	for _, tt := range tests {
		resp := get(h, tt.path, nil)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d", tt.path, resp.StatusCode)
			continue
		}
		if got := resp.Header.Get("Content-Type"); got != tt.want {
			t.Errorf("%s: Content-Type %q, want %q", tt.path, got, tt.want)
		}
		if got := resp.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s: X-Content-Type-Options %q", tt.path, got)
		}
		// A sandboxed frame (an opaque origin) reads the files with CORS.
		if got := resp.Header.Get("Access-Control-Allow-Origin"); got != "*" {
			t.Errorf("%s: Access-Control-Allow-Origin %q, want *", tt.path, got)
		}
	}
}

func TestServeCompression(t *testing.T) {
	h, _ := newTestHandler(t, "/")
	decoders := map[string]func(io.Reader) (io.Reader, error){
		"gzip": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		"br":   func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		"":     func(r io.Reader) (io.Reader, error) { return r, nil },
	}
	tests := []struct {
		path, accept, want string
	}{
		{"/xiangqi.wasm", "gzip", "gzip"},
		{"/xiangqi.wasm", "gzip, deflate, br", "br"},
		{"/app.js", "br;q=0, gzip", "gzip"},
		{"/app.js", "GZIP;q=0.5", "gzip"},
		{"/style.css", "*", "br"},
		{"/style.css", "br;q=0, *", "gzip"},
		{"/index.html", "identity", ""},
		{"/index.html", "", ""},
		{"/icon.svg", "br", "br"},
		{"/book.bin", "gzip", "gzip"},
		{"/sounds/move.wav", "gzip, br", ""}, // audio is not recompressed
		{"/tiny.js", "gzip, br", ""},         // too small to be worth it
	}
	for _, tt := range tests {
		// Twice: the second answer comes from the cache.
		for round := range 2 {
			resp := get(h, tt.path, map[string]string{"Accept-Encoding": tt.accept})
			if got := resp.Header.Get("Content-Encoding"); got != tt.want {
				t.Errorf("%s with %q (round %d): Content-Encoding %q, want %q", tt.path, tt.accept, round, got, tt.want)
				continue
			}
			raw := body(t, resp)
			if tt.want != "" && resp.Header.Get("Content-Length") != strconv.Itoa(len(raw)) {
				t.Errorf("%s: Content-Length %q, body has %d bytes", tt.path, resp.Header.Get("Content-Length"), len(raw))
			}
			r, err := decoders[tt.want](strings.NewReader(raw))
			if err != nil {
				t.Fatal(err)
			}
			decoded, err := io.ReadAll(r)
			if err != nil {
				t.Fatalf("%s: decoding %q: %v", tt.path, tt.want, err)
			}
			if want := siteFiles[strings.TrimPrefix(tt.path, "/")]; string(decoded) != want {
				t.Errorf("%s with %q: decoded body differs from the file", tt.path, tt.accept)
			}
			if tt.want != "" && resp.Header.Get("Vary") != "Accept-Encoding" {
				t.Errorf("%s: Vary %q", tt.path, resp.Header.Get("Vary"))
			}

		}
	}
}

func TestServeCacheFollowsFileChanges(t *testing.T) {
	h, dir := newTestHandler(t, "/")
	accept := map[string]string{"Accept-Encoding": "gzip"}
	first := get(h, "/app.js", accept)
	etag := first.Header.Get("ETag")

	changed := strings.Repeat("console.log('changed');\n", 100)
	p := filepath.Join(dir, "app.js")
	if err := os.WriteFile(p, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(p, later, later); err != nil {
		t.Fatal(err)
	}
	resp := get(h, "/app.js", accept)
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if string(got) != changed {
		t.Error("served the stale compressed file after it changed on disk")
	}
	if resp.Header.Get("ETag") == etag {
		t.Error("ETag did not change with the file")
	}
}

func TestServeRevalidation(t *testing.T) {
	h, _ := newTestHandler(t, "/")
	for _, accept := range []string{"", "gzip", "br"} {
		resp := get(h, "/xiangqi.wasm", map[string]string{"Accept-Encoding": accept})
		etag := resp.Header.Get("ETag")
		if etag == "" || resp.Header.Get("Last-Modified") == "" {
			t.Fatalf("accept %q: missing ETag or Last-Modified", accept)
		}
		if cc := resp.Header.Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("xiangqi.wasm: Cache-Control %q, want no-cache", cc)
		}
		again := get(h, "/xiangqi.wasm", map[string]string{"Accept-Encoding": accept, "If-None-Match": etag})
		if again.StatusCode != http.StatusNotModified {
			t.Errorf("accept %q: revalidation status %d, want 304", accept, again.StatusCode)
		}
	}
	if cc := get(h, "/engine.0123abcd.wasm", nil).Header.Get("Cache-Control"); !strings.Contains(cc, "immutable") {
		t.Errorf("hashed file: Cache-Control %q, want immutable", cc)
	}
	if cc := get(h, "/index.html", nil).Header.Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("index.html: Cache-Control %q, want no-cache", cc)
	}
}

func TestServeNotFoundAndRefusals(t *testing.T) {
	h, _ := newTestHandler(t, "/")
	tests := []struct {
		method, target string
		want           int
	}{
		{"GET", "/missing.js", http.StatusNotFound},
		{"GET", "/sounds/", http.StatusNotFound}, // no directory listings
		{"GET", "/../secret.txt", http.StatusBadRequest},
		{"GET", "/%2e%2e/secret.txt", http.StatusBadRequest},
		{"GET", "/sub/../../secret.txt", http.StatusBadRequest},
		{"GET", "/..%5csecret.txt", http.StatusBadRequest},
		{"GET", "/link.txt", http.StatusNotFound}, // symlink out of the site
		{"POST", "/index.html", http.StatusMethodNotAllowed},
		{"HEAD", "/app.js", http.StatusOK},
		{"GET", "/.git/config", http.StatusNotFound}, // hidden files are never served
		{"GET", "/.env", http.StatusNotFound},
		{"GET", "/.git/", http.StatusNotFound},
		{"GET", "/sub/.hidden.js", http.StatusNotFound},
		{"GET", "/%2egit/config", http.StatusNotFound},
	}
	for _, tt := range tests {
		req := httptest.NewRequest(tt.method, tt.target, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != tt.want {
			t.Errorf("%s %s: status %d, want %d", tt.method, tt.target, rec.Code, tt.want)
		}
		if strings.Contains(rec.Body.String(), "secret") {
			t.Errorf("%s %s: leaked a file outside the site", tt.method, tt.target)
		}
	}
}

func TestServeDirectories(t *testing.T) {
	h, _ := newTestHandler(t, "/")
	resp := get(h, "/sub?x=1", nil)
	if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != "/sub/?x=1" {
		t.Errorf("/sub: status %d Location %q, want 302 to /sub/?x=1", resp.StatusCode, resp.Header.Get("Location"))
	}
	if got := body(t, get(h, "/sub/", nil)); got != siteFiles["sub/index.html"] {
		t.Errorf("/sub/ served %q", got)
	}
	if resp := get(h, "/notes/with%20space.html", nil); resp.StatusCode != http.StatusOK {
		t.Errorf("escaped name: status %d", resp.StatusCode)
	}
}

func TestServeBasePrefix(t *testing.T) {
	h, _ := newTestHandler(t, "xiangqi") // normalised to /xiangqi/
	tests := []struct {
		target   string
		status   int
		location string
	}{
		{"/xiangqi/", http.StatusOK, ""},
		{"/xiangqi/app.js", http.StatusOK, ""},
		{"/xiangqi/sounds/move.wav", http.StatusOK, ""},
		{"/xiangqi", http.StatusFound, "/xiangqi/"},
		{"/app.js", http.StatusNotFound, ""},
		{"/", http.StatusNotFound, ""},
		{"/xiangqi/../xiangqi/app.js", http.StatusBadRequest, ""},
	}
	for _, tt := range tests {
		resp := get(h, tt.target, nil)
		if resp.StatusCode != tt.status {
			t.Errorf("%s: status %d, want %d", tt.target, resp.StatusCode, tt.status)
		}
		if tt.location != "" && resp.Header.Get("Location") != tt.location {
			t.Errorf("%s: Location %q, want %q", tt.target, resp.Header.Get("Location"), tt.location)
		}
	}
	if got := body(t, get(h, "/xiangqi/", nil)); got != siteFiles["index.html"] {
		t.Error("/xiangqi/ did not serve index.html")
	}
}

func TestAcceptsEncoding(t *testing.T) {
	tests := []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br", "br", true},
		{"gzip, deflate", "br", false},
		{"br;q=0", "br", false},
		{"br; q=0.0, gzip", "br", false},
		{"br;q=0.1", "br", true},
		{"*", "gzip", true},
		{"*;q=0", "gzip", false},
		{"gzip;q=0, *", "gzip", false},
		{"", "gzip", false},
		{"identity", "gzip", false},
	}
	for _, tt := range tests {
		if got := acceptsEncoding(tt.header, tt.coding); got != tt.want {
			t.Errorf("acceptsEncoding(%q, %q) = %v, want %v", tt.header, tt.coding, got, tt.want)
		}
	}
}

// TestServeCommand runs the real server loop as the browser tests do: pick a
// free port, read the announced URL, fetch, then stop.
func TestServeCommand(t *testing.T) {
	dir := writeSite(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		opts := serveOptions{Dir: dir, Addr: "127.0.0.1:0", Base: "/xiangqi/"}
		done <- serve(ctx, opts, pw)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("reading the start line: %v", err)
	}
	go io.Copy(io.Discard, pr)
	m := regexp.MustCompile(`^Serving .+ at (http://127\.0\.0\.1:[1-9][0-9]*/xiangqi/) — press Ctrl\+C to stop\n$`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("unexpected start line %q", line)
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	req, _ := http.NewRequest(http.MethodGet, m[1]+"wasm_exec.js", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.Header.Get("Content-Type") != "text/javascript; charset=utf-8" || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("wasm_exec.js: %d %v", resp.StatusCode, resp.Header)
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if decoded, _ := io.ReadAll(zr); string(decoded) != siteFiles["wasm_exec.js"] {
		t.Error("gzip body over the network does not decode to the file")
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve returned %v after cancel", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("serve did not stop after cancel")
	}
}

// TestServeDropsIdleConnections checks that a keep-alive connection left
// idle is closed by the server (with a short idle timeout for the test), so
// idle clients cannot hold connections forever.
func TestServeDropsIdleConnections(t *testing.T) {
	dir := writeSite(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	go func() {
		serve(ctx, serveOptions{Dir: dir, Addr: "127.0.0.1:0", Base: "/", IdleTimeout: 300 * time.Millisecond, ReadTimeout: 300 * time.Millisecond}, pw)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, pr)
	host := regexp.MustCompile(`http://(127\.0\.0\.1:\d+)/`).FindStringSubmatch(line)[1]
	for _, request := range []string{"GET /tiny.js HTTP/1.1\r\nHost: x\r\n\r\n", "GET /tiny.js HTTP/1.1\r\nHost: x\r\n"} {
		conn, err := net.Dial("tcp", host)
		if err != nil {
			t.Fatal(err)
		}
		// The first sends a whole request and then idles; the second never
		// finishes its headers.
		if _, err := io.WriteString(conn, request); err != nil {
			t.Fatal(err)
		}
		conn.SetReadDeadline(time.Now().Add(10 * time.Second))
		_, err = io.Copy(io.Discard, conn)
		if ne, ok := err.(net.Error); ok && ne.Timeout() {
			t.Errorf("%q: the server kept the connection open", request)
		}
		conn.Close()
	}
}

func TestServeMissingDir(t *testing.T) {
	err := serve(context.Background(), serveOptions{Dir: filepath.Join(t.TempDir(), "nope"), Addr: "127.0.0.1:0", Base: "/"}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "build.sh") {
		t.Errorf("serve on a missing dir: %v, want an error that hints at build.sh", err)
	}
}

func TestRunServeArgs(t *testing.T) {
	if err := runServe([]string{"a", "b"}); err == nil {
		t.Error("two directories accepted")
	}
	if err := runServe([]string{"--bogus"}); err == nil {
		t.Error("unknown flag accepted")
	}
}
