package api

import (
	"encoding/json"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"xiangqi/engine/protocol"
)

// Routes the handler answers; everything else under /api/ is 404.
const (
	PathMove   = "/api/move"
	PathHealth = "/api/health"
)

// allowed lists the methods of each route, for Allow and preflight answers.
var allowed = map[string][]string{
	PathMove:   {http.MethodPost, http.MethodOptions},
	PathHealth: {http.MethodGet, http.MethodOptions},
}

// Handler serves the move API. It is safe for concurrent use; searches beyond
// Options.MaxConcurrent wait for a free engine.
type Handler struct {
	opts Options
	pool *sessionPool
}

// New returns a handler with the given options (zero fields take
// DefaultOptions' values). It allocates no engine until a move is asked for.
func New(opts Options) *Handler {
	opts = opts.normalize()
	size := opts.MaxConcurrent
	if size <= 0 {
		size = runtime.GOMAXPROCS(0)
	}
	return &Handler{opts: opts, pool: newSessionPool(size, opts.HashMB, opts.BookVariety)}
}

// Options returns the options in effect.
func (h *Handler) Options() Options { return h.opts }

// HealthResponse is the answer to GET /api/health.
type HealthResponse struct {
	OK      bool   `json:"ok"`
	Version string `json:"version"`
}

// ServeHTTP answers /api/move and /api/health, and CORS preflights for
// them, with JSON; any error is {"error": "..."} with a fitting status.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// Any page may call the API: it holds no cookies or credentials.
	w.Header().Set("Access-Control-Allow-Origin", "*")
	defer func() {
		if v := recover(); v != nil {
			writeError(w, errorf(http.StatusInternalServerError, "internal error: %v", v))
		}
	}()
	list, ok := allowed[r.URL.Path]
	if !ok {
		writeError(w, errorf(http.StatusNotFound, "no such endpoint %s: the API has POST %s and GET %s", r.URL.Path, PathMove, PathHealth))
		return
	}
	methods := strings.Join(list, ", ")
	if r.Method == http.MethodOptions {
		preflight(w, methods)
		return
	}
	if !slices.Contains(list, r.Method) {
		w.Header().Set("Allow", methods)
		writeError(w, errorf(http.StatusMethodNotAllowed, "%s does not take %s (allowed: %s)", r.URL.Path, r.Method, methods))
		return
	}
	switch r.URL.Path {
	case PathHealth:
		version := h.opts.Version
		if version == "" {
			version = protocol.VersionString()
		}
		writeJSON(w, http.StatusOK, HealthResponse{OK: true, Version: version})
	case PathMove:
		h.serveMove(w, r)
	}
}

// serveMove answers POST /api/move.
func (h *Handler) serveMove(w http.ResponseWriter, r *http.Request) {
	if err := checkContentType(r); err != nil {
		writeError(w, err)
		return
	}
	if r.ContentLength > h.opts.MaxBodyBytes {
		writeError(w, errorf(http.StatusRequestEntityTooLarge, "request body is larger than %d bytes", h.opts.MaxBodyBytes))
		return
	}
	req, err := decodeMoveRequest(http.MaxBytesReader(w, r.Body, h.opts.MaxBodyBytes), h.opts.MaxBodyBytes)
	if err != nil {
		writeError(w, err)
		return
	}
	j, err := req.check(h.opts)
	if err != nil {
		writeError(w, err)
		return
	}
	resp, err := h.answer(r.Context(), j)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// preflight answers a CORS preflight: the route's methods and the one
// request header a caller needs.
func preflight(w http.ResponseWriter, methods string) {
	h := w.Header()
	h.Set("Access-Control-Allow-Methods", methods)
	h.Set("Access-Control-Allow-Headers", "Content-Type")
	h.Set("Access-Control-Max-Age", "86400")
	h.Set("Allow", methods)
	w.WriteHeader(http.StatusNoContent)
}

// errorResponse is the body of every error.
type errorResponse struct {
	Error string `json:"error"`
}

func writeError(w http.ResponseWriter, err *apiError) {
	writeJSON(w, err.status, errorResponse{Error: err.msg})
}

// writeJSON sends v with the status. Answers depend on the request (and a
// book move on chance), so nothing may be cached.
func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		data = []byte(`{"error":"cannot encode the answer"}`)
	}
	data = append(data, '\n')
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(status)
	_, _ = w.Write(data)
}
