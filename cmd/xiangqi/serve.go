package main

// The serve subcommand: a small static file server for the built site, used
// for local play and by the browser tests. It mirrors what a static host such
// as GitHub Pages gives (optionally under a sub-path, and with
// Access-Control-Allow-Origin: * on every file) and adds the things a
// plain file server lacks: the right MIME types for wasm and manifests, and
// gzip/brotli compression done once per file version rather than per request.

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/andybalholm/brotli"
)

func init() {
	register("serve", "serve the built site (default dir: dist) over HTTP", runServe)
}

// serveOptions configures the static server.
type serveOptions struct {
	Dir  string // directory to serve
	Addr string // listen address; port 0 picks a free port
	Base string // URL prefix the site lives under, such as "/xiangqi/"
	Log  bool   // log each request to stderr
	// Timeouts bound what a client may hold: reading a request, writing a
	// response (the largest file is the wasm module, a few MB) and an idle
	// keep-alive connection. Zero means the default.
	ReadTimeout, WriteTimeout, IdleTimeout time.Duration
}

// The timeouts when none is given.
const (
	defaultReadTimeout  = 30 * time.Second
	defaultWriteTimeout = 2 * time.Minute
	defaultIdleTimeout  = time.Minute
)

// defaultServeOptions returns the options used when no flag is given.
func defaultServeOptions() serveOptions {
	return serveOptions{Dir: "dist", Addr: "127.0.0.1:8080", Base: "/"}
}

// orDefault returns d when t is zero.
func orDefault(t, d time.Duration) time.Duration {
	if t > 0 {
		return t
	}
	return d
}

func runServe(args []string) error {
	opts := defaultServeOptions()
	flags := flag.NewFlagSet("serve", flag.ContinueOnError)
	flags.StringVar(&opts.Addr, "addr", opts.Addr, "listen address (port 0 picks a free one)")
	flags.StringVar(&opts.Base, "base", opts.Base, "URL path prefix to serve the site under, e.g. /xiangqi/")
	flags.BoolVar(&opts.Log, "log", opts.Log, "log every request to stderr")
	flags.Usage = func() {
		fmt.Fprintln(flags.Output(), "usage: xiangqi serve [--addr 127.0.0.1:8080] [--base /] [--log] [DIR]")
		flags.PrintDefaults()
	}
	// Accept flags on either side of DIR: the flag package stops at the
	// first positional argument, so parse again after taking it.
	var positional []string
	for {
		if err := flags.Parse(args); err != nil {
			return err
		}
		if flags.NArg() == 0 {
			break
		}
		positional = append(positional, flags.Arg(0))
		args = flags.Args()[1:]
	}
	switch len(positional) {
	case 0:
	case 1:
		opts.Dir = positional[0]
	default:
		return fmt.Errorf("expected at most one directory, got %q", positional)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return serve(ctx, opts, os.Stdout)
}

// serve listens on opts.Addr, prints the site's URL to out and serves until
// ctx is cancelled.
func serve(ctx context.Context, opts serveOptions, out io.Writer) error {
	handler, err := newStaticHandler(opts.Dir, opts.Base)
	if err != nil {
		return err
	}
	defer handler.Close()
	listener, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return err
	}
	var h http.Handler = handler
	if opts.Log {
		h = logRequests(h)
	}
	readTimeout := orDefault(opts.ReadTimeout, defaultReadTimeout)
	server := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: min(10*time.Second, readTimeout),
		ReadTimeout:       readTimeout,
		WriteTimeout:      orDefault(opts.WriteTimeout, defaultWriteTimeout),
		IdleTimeout:       orDefault(opts.IdleTimeout, defaultIdleTimeout),
	}
	// Tests parse this line for the real port, so keep its shape.
	fmt.Fprintf(out, "Serving %s at %s — press Ctrl+C to stop\n", opts.Dir, siteURL(listener.Addr(), handler.base))

	done := make(chan error, 1)
	go func() { done <- server.Serve(listener) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := server.Shutdown(shutdownCtx); err != nil {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// siteURL is the address a browser should open: an unspecified listen host
// (":8080", "0.0.0.0") is shown as localhost.
func siteURL(addr net.Addr, base string) string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return "http://" + addr.String() + base
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + base
}

func logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		start := time.Now()
		next.ServeHTTP(rec, r)
		log.Printf("%s %s %d %s %v", r.Method, r.URL.RequestURI(), rec.status,
			w.Header().Get("Content-Encoding"), time.Since(start).Round(time.Microsecond))
	})
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(status int) {
	s.status = status
	s.ResponseWriter.WriteHeader(status)
}

// contentTypes fixes the types that matter to browsers instead of trusting
// the host's MIME database, which may lack wasm or webmanifest.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".htm":         "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".webp":        "image/webp",
	".ico":         "image/x-icon",
	".wav":         "audio/wav",
	".mp3":         "audio/mpeg",
	".ogg":         "audio/ogg",
	".woff2":       "font/woff2",
	".txt":         "text/plain; charset=utf-8",
	".bin":         "application/octet-stream",
}

// compressible lists the extensions worth compressing; images and audio are
// already compressed.
var compressible = map[string]bool{
	".html": true, ".htm": true, ".js": true, ".mjs": true, ".css": true,
	".json": true, ".map": true, ".webmanifest": true, ".wasm": true,
	".svg": true, ".txt": true, ".bin": true,
}

// maxCompressSize bounds the files compressed in memory.
const maxCompressSize = 64 << 20

// brotliQuality trades ratio for time: the first request for a multi-megabyte
// wasm file waits for the compression, and quality 11 takes many seconds.
const brotliQuality = 6

// hashedName matches file names that carry a content hash, such as
// engine.3f9a1c2e.wasm; only those may be cached without revalidation.
var hashedName = regexp.MustCompile(`[.\-_][0-9a-f]{8,}\.[A-Za-z0-9]+$`)

func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

func cacheControl(name string) string {
	base := path.Base(name)
	if hashedName.MatchString(base) && strings.ContainsAny(base, "0123456789") {
		return "public, max-age=31536000, immutable"
	}
	return "no-cache"
}

// staticHandler serves files from one directory under a URL prefix.
type staticHandler struct {
	root *os.Root // refuses any path that leaves the directory, symlinks included
	base string   // always starts and ends with "/"

	mu    sync.Mutex
	cache map[string]*compressedFile
}

// compressedFile holds the encoded forms of one version of a file, each made
// on first use.
type compressedFile struct {
	modTime time.Time
	size    int64
	gzip    encodedVariant
	brotli  encodedVariant
}

type encodedVariant struct {
	once sync.Once
	data []byte // nil when compression did not help or failed
}

func newStaticHandler(dir, base string) (*staticHandler, error) {
	info, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("cannot serve %s: %w (run ./build.sh first?)", dir, err)
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("cannot serve %s: not a directory", dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	base = "/" + strings.Trim(base, "/") + "/"
	if base == "//" {
		base = "/"
	}
	return &staticHandler{root: root, base: base, cache: map[string]*compressedFile{}}, nil
}

// Close releases the directory handle.
func (h *staticHandler) Close() error { return h.root.Close() }

func (h *staticHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	urlPath := r.URL.Path
	if !strings.HasPrefix(urlPath, h.base) {
		if urlPath+"/" == h.base {
			redirect(w, r, h.base)
			return
		}
		notFound(w)
		return
	}
	rel := strings.TrimPrefix(urlPath, h.base)
	if !validPath(rel) {
		w.Header().Set("Cache-Control", "no-cache")
		http.Error(w, "invalid path", http.StatusBadRequest)
		return
	}
	if hiddenPath(rel) {
		notFound(w) // .git, .env, .nojekyll: never part of the site
		return
	}
	name := path.Clean("/" + rel)[1:]
	if name == "" {
		name = "."
	}
	f, info, err := h.open(name)
	if err == nil && info.IsDir() {
		f.Close()
		if !strings.HasSuffix(urlPath, "/") {
			// Built from the cleaned name so the target is always local.
			redirect(w, r, h.base+name+"/")
			return
		}
		name = path.Join(name, "index.html")
		f, info, err = h.open(name)
	}
	if err != nil || info.IsDir() {
		if err == nil {
			f.Close()
		}
		notFound(w)
		return
	}
	defer f.Close()
	h.serveFile(w, r, name, f, info)
}

// validPath refuses parent-directory segments, backslashes and NUL bytes
// outright instead of silently cleaning them away.
func validPath(rel string) bool {
	if strings.ContainsAny(rel, "\\\x00") {
		return false
	}
	for seg := range strings.SplitSeq(rel, "/") {
		if seg == ".." {
			return false
		}
	}
	return true
}

// hiddenPath reports whether a path has a segment that starts with a dot,
// the files a site directory may hold but never serves.
func hiddenPath(rel string) bool {
	for seg := range strings.SplitSeq(rel, "/") {
		if strings.HasPrefix(seg, ".") && seg != "." {
			return true
		}
	}
	return false
}

func (h *staticHandler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := h.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

func (h *staticHandler) serveFile(w http.ResponseWriter, r *http.Request, name string, f *os.File, info fs.FileInfo) {
	header := w.Header()
	header.Set("Content-Type", contentType(name))
	header.Set("Cache-Control", cacheControl(name))
	header.Set("X-Content-Type-Options", "nosniff")
	// Any page may read the site's files, as GitHub Pages allows: a board in
	// a sandboxed frame (sandbox="allow-scripts", an opaque origin) is
	// cross-origin to its own files, and fetches its module and its worker's
	// scripts with CORS. The files are public and read without credentials.
	header.Set("Access-Control-Allow-Origin", "*")
	etag := strconv.FormatInt(info.Size(), 36) + "-" + strconv.FormatInt(info.ModTime().UnixNano(), 36)

	ext := strings.ToLower(path.Ext(name))
	if !compressible[ext] || info.Size() > maxCompressSize || info.Size() < 256 {
		header.Set("ETag", `"`+etag+`"`)
		http.ServeContent(w, r, name, info.ModTime(), f)
		return
	}
	header.Add("Vary", "Accept-Encoding")
	accept := r.Header.Get("Accept-Encoding")
	entry := h.entry(name, info)
	for _, enc := range []struct {
		token, suffix string
		variant       *encodedVariant
		compress      func([]byte) ([]byte, error)
	}{
		{"br", "br", &entry.brotli, compressBrotli},
		{"gzip", "gz", &entry.gzip, compressGzip},
	} {
		if !acceptsEncoding(accept, enc.token) {
			continue
		}
		data := enc.variant.get(f, info.Size(), enc.compress)
		if data == nil {
			continue
		}
		header.Set("Content-Encoding", enc.token)
		header.Set("ETag", `"`+etag+"-"+enc.suffix+`"`)
		w = &fullLengthWriter{ResponseWriter: w, length: len(data)}
		http.ServeContent(w, r, name, info.ModTime(), bytes.NewReader(data))
		return
	}
	header.Set("ETag", `"`+etag+`"`)
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// fullLengthWriter adds Content-Length to a complete (200) compressed
// response: ServeContent leaves it out whenever Content-Encoding is set, which
// would make every compressed download chunked and hide its size.
type fullLengthWriter struct {
	http.ResponseWriter
	length int
}

func (w *fullLengthWriter) WriteHeader(status int) {
	if status == http.StatusOK && w.Header().Get("Content-Length") == "" {
		w.Header().Set("Content-Length", strconv.Itoa(w.length))
	}
	w.ResponseWriter.WriteHeader(status)
}

// entry returns the cache entry for this version of the file, replacing a
// stale one when the file changed on disk (a rebuild while serving).
func (h *staticHandler) entry(name string, info fs.FileInfo) *compressedFile {
	h.mu.Lock()
	defer h.mu.Unlock()
	e := h.cache[name]
	if e == nil || !e.modTime.Equal(info.ModTime()) || e.size != info.Size() {
		e = &compressedFile{modTime: info.ModTime(), size: info.Size()}
		h.cache[name] = e
	}
	return e
}

// get compresses the file once; concurrent first requests wait for the same
// work.
func (v *encodedVariant) get(f *os.File, size int64, compress func([]byte) ([]byte, error)) []byte {
	v.once.Do(func() {
		raw, err := io.ReadAll(io.NewSectionReader(f, 0, size))
		if err != nil || int64(len(raw)) != size {
			return
		}
		data, err := compress(raw)
		if err != nil || len(data) >= len(raw) {
			return
		}
		v.data = data
	})
	return v.data
}

func compressGzip(raw []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(raw); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func compressBrotli(raw []byte) ([]byte, error) {
	var buf bytes.Buffer
	bw := brotli.NewWriterLevel(&buf, brotliQuality)
	if _, err := bw.Write(raw); err != nil {
		return nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// acceptsEncoding reports whether an Accept-Encoding header allows coding,
// honouring q=0 and the "*" wildcard.
func acceptsEncoding(header, coding string) bool {
	wildcard := false
	for part := range strings.SplitSeq(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		token = strings.TrimSpace(token)
		allowed := true
		for param := range strings.SplitSeq(params, ";") {
			key, value, ok := strings.Cut(strings.TrimSpace(param), "=")
			if ok && strings.EqualFold(strings.TrimSpace(key), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
				allowed = err == nil && q > 0
			}
		}
		switch {
		case strings.EqualFold(token, coding):
			return allowed
		case token == "*":
			wildcard = allowed
		}
	}
	return wildcard
}

func redirect(w http.ResponseWriter, r *http.Request, to string) {
	to = (&url.URL{Path: to}).EscapedPath()
	if r.URL.RawQuery != "" {
		to += "?" + r.URL.RawQuery
	}
	// 302, not 301: browsers keep a permanent redirect long after --base changes.
	http.Redirect(w, r, to, http.StatusFound)
}

func notFound(w http.ResponseWriter) {
	w.Header().Set("Cache-Control", "no-cache")
	http.Error(w, "404 page not found", http.StatusNotFound)
}
