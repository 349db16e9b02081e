package api

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// do sends one request to h and returns the recorded response.
func do(t *testing.T, h http.Handler, method, path, contentType, body string) *httptest.ResponseRecorder {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, r)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// decode reads the recorded JSON body into v.
func decode(t *testing.T, rec *httptest.ResponseRecorder, v any) {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("Content-Type = %q, want application/json", ct)
	}
	if err := json.Unmarshal(rec.Body.Bytes(), v); err != nil {
		t.Fatalf("body %q is not the expected JSON: %v", rec.Body.String(), err)
	}
}

func TestHealth(t *testing.T) {
	h := New(Options{Version: "test-1"})
	rec := do(t, h, http.MethodGet, PathHealth, "", "")
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d, want 200: %s", rec.Code, rec.Body)
	}
	var got HealthResponse
	decode(t, rec, &got)
	if !got.OK || got.Version != "test-1" {
		t.Errorf("health = %+v, want ok and version test-1", got)
	}
	if rec.Header().Get("Access-Control-Allow-Origin") != "*" {
		t.Errorf("no CORS header on health")
	}
	// Without a configured version it reports the build's.
	var def HealthResponse
	decode(t, do(t, New(Options{}), http.MethodGet, PathHealth, "", ""), &def)
	if def.Version == "" {
		t.Errorf("default version is empty")
	}
}

func TestPreflight(t *testing.T) {
	h := New(Options{})
	for _, tc := range []struct {
		path, wantMethod string
	}{{PathMove, "POST"}, {PathHealth, "GET"}} {
		req := httptest.NewRequest(http.MethodOptions, tc.path, nil)
		req.Header.Set("Origin", "https://example.org")
		req.Header.Set("Access-Control-Request-Method", tc.wantMethod)
		req.Header.Set("Access-Control-Request-Headers", "content-type")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		hd := rec.Header()
		if rec.Code != http.StatusNoContent {
			t.Errorf("%s: preflight status %d, want 204", tc.path, rec.Code)
		}
		if hd.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("%s: Allow-Origin %q, want *", tc.path, hd.Get("Access-Control-Allow-Origin"))
		}
		if !strings.Contains(hd.Get("Access-Control-Allow-Methods"), tc.wantMethod) {
			t.Errorf("%s: Allow-Methods %q lacks %s", tc.path, hd.Get("Access-Control-Allow-Methods"), tc.wantMethod)
		}
		if !strings.Contains(strings.ToLower(hd.Get("Access-Control-Allow-Headers")), "content-type") {
			t.Errorf("%s: Allow-Headers %q lacks Content-Type", tc.path, hd.Get("Access-Control-Allow-Headers"))
		}
		if rec.Body.Len() != 0 {
			t.Errorf("%s: preflight has a body %q", tc.path, rec.Body)
		}
	}
}

func TestBadRequests(t *testing.T) {
	const jsonType = "application/json"
	big := `{"fen":"` + strings.Repeat(" ", 17<<10) + `"}`
	tests := []struct {
		name, method, path, contentType, body string
		status                                int
		want                                  string // in the error message
		allow                                 string // the Allow header a 405 must carry
	}{
		{"GET move", "GET", PathMove, "", "", 405, "does not take GET", "POST, OPTIONS"},
		{"PUT move", "PUT", PathMove, jsonType, "{}", 405, "does not take PUT", "POST, OPTIONS"},
		{"POST health", "POST", PathHealth, jsonType, "{}", 405, "does not take POST", "GET, OPTIONS"},
		{"DELETE health", "DELETE", PathHealth, "", "", 405, "allowed: GET, OPTIONS", "GET, OPTIONS"},
		{"unknown path", "GET", "/api/nothing", "", "", 404, "no such endpoint /api/nothing", ""},
		{"trailing slash", "POST", "/api/move/", jsonType, "{}", 404, "no such endpoint", ""},
		{"no content type", "POST", PathMove, "", "{}", 415, "missing Content-Type", ""},
		{"text content type", "POST", PathMove, "text/plain", "{}", 415, "application/json", ""},
		{"form content type", "POST", PathMove, "application/x-www-form-urlencoded", "a=b", 415, "application/json", ""},
		{"latin1 charset", "POST", PathMove, "application/json; charset=latin1", "{}", 415, "charset", ""},
		{"body too large", "POST", PathMove, jsonType, big, 413, "larger than 16384 bytes", ""},
		{"empty body", "POST", PathMove, jsonType, "", 400, "empty", ""},
		{"blank body", "POST", PathMove, jsonType, " \n ", 400, "empty", ""},
		{"not JSON", "POST", PathMove, jsonType, "fen=abc", 400, "not valid JSON", ""},
		{"cut short", "POST", PathMove, jsonType, `{"moves":["h2e2"`, 400, "cut short", ""},
		{"array body", "POST", PathMove, jsonType, `["h2e2"]`, 400, "must be a JSON object", ""},
		{"string body", "POST", PathMove, jsonType, `"h2e2"`, 400, "must be a JSON object", ""},
		{"two objects", "POST", PathMove, jsonType, `{} {}`, 400, "more after the JSON object", ""},
		{"unknown field", "POST", PathMove, jsonType, `{"depth":5}`, 400, `unknown field "depth"`, ""},
		{"field case", "POST", PathMove, jsonType, `{"moveTimeMS":500}`, 400, `unknown field "moveTimeMS"`, ""},
		{"duplicate field", "POST", PathMove, jsonType, `{"level":1,"level":10}`, 400, `field "level" appears twice`, ""},
		{"level as string", "POST", PathMove, jsonType, `{"level":"5"}`, 400, `"level" must be a whole number, not string`, ""},
		{"level fraction", "POST", PathMove, jsonType, `{"level":3.5}`, 400, `"level" must be a whole number`, ""},
		{"movetime as bool", "POST", PathMove, jsonType, `{"movetimeMs":true}`, 400, `"movetimeMs" must be a whole number`, ""},
		{"moves as string", "POST", PathMove, jsonType, `{"moves":"h2e2 h9g7"}`, 400, `"moves" must be an array`, ""},
		{"move as number", "POST", PathMove, jsonType, `{"moves":["h2e2",7]}`, 400, "moves[1] must be a string", ""},
		{"move as null", "POST", PathMove, jsonType, `{"moves":[null]}`, 400, "moves[0] must be a string such as \"h2e2\", not null", ""},
		{"moves as object", "POST", PathMove, jsonType, `{"moves":{"a":1}}`, 400, `"moves" must be an array`, ""},
		{"misspelled JSON", "POST", PathMove, jsonType, `nul`, 400, "", ""},
		{"fen as number", "POST", PathMove, jsonType, `{"fen":7}`, 400, `"fen" must be a string`, ""},
		{"book as string", "POST", PathMove, jsonType, `{"book":"no"}`, 400, `"book" must be true or false`, ""},
		{"level 0", "POST", PathMove, jsonType, `{"level":0}`, 400, "level must be from 1 to 15, got 0", ""},
		{"level 16", "POST", PathMove, jsonType, `{"level":16}`, 400, "level must be from 1 to 15, got 16", ""},
		{"movetime short", "POST", PathMove, jsonType, `{"movetimeMs":10}`, 400, "movetimeMs must be from 50 to 2000, got 10", ""},
		{"movetime long", "POST", PathMove, jsonType, `{"movetimeMs":60000}`, 400, "movetimeMs must be from 50 to 2000, got 60000", ""},
		{"movetime negative", "POST", PathMove, jsonType, `{"movetimeMs":-1}`, 400, "movetimeMs must be from 50", ""},
		{"bad fen", "POST", PathMove, jsonType, `{"fen":"not a fen"}`, 400, "bad fen", ""},
		{"fen two red kings", "POST", PathMove, jsonType, `{"fen":"4K4/9/9/9/9/9/9/9/9/4K4 w"}`, 400, "bad fen", ""},
		{"fen too long", "POST", PathMove, jsonType, `{"fen":"` + strings.Repeat("9/", 150) + `"}`, 400, "fen is 300 bytes long", ""},
		{"move syntax", "POST", PathMove, jsonType, `{"moves":["z9z9"]}`, 400, "moves[0]", ""},
		{"move in WXF", "POST", PathMove, jsonType, `{"moves":["C2.5"]}`, 400, "moves[0]", ""},
		{"illegal third move", "POST", PathMove, jsonType, `{"moves":["h2e2","h9g7","e2e9"]}`, 400, `moves[2] "e2e9" is not legal`, ""},
		{"wrong side moves", "POST", PathMove, jsonType, `{"moves":["h9g7"]}`, 400, `moves[0] "h9g7" is not legal`, ""},
		{"move from empty point", "POST", PathMove, jsonType, `{"moves":["h2e2","e5e4"]}`, 400, "moves[1]", ""},
	}
	h := New(Options{})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := do(t, h, tc.method, tc.path, tc.contentType, tc.body)
			if rec.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tc.status, rec.Body)
			}
			var e errorResponse
			decode(t, rec, &e)
			if !strings.Contains(e.Error, tc.want) {
				t.Errorf("error %q does not contain %q", e.Error, tc.want)
			}
			if got := rec.Header().Get("Allow"); got != tc.allow {
				t.Errorf("Allow %q, want %q", got, tc.allow)
			}
			if rec.Header().Get("Access-Control-Allow-Origin") != "*" {
				t.Errorf("error without the CORS header")
			}
		})
	}
}

// A body without a Content-Length (chunked) is cut at the limit too.
func TestBodyTooLargeWithoutLength(t *testing.T) {
	h := New(Options{MaxBodyBytes: 100})
	body := `{"fen":"` + strings.Repeat(" ", 200) + `"}`
	req := httptest.NewRequest(http.MethodPost, PathMove, strings.NewReader(body))
	req.ContentLength = -1
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d, want 413: %s", rec.Code, rec.Body)
	}
	// Exactly at the limit is fine (the move request itself is valid).
	fit := `{"fen":""` + strings.Repeat(" ", 100-len(`{"fen":""}`)) + `}`
	if len(fit) != 100 {
		t.Fatalf("test body is %d bytes", len(fit))
	}
	rec = do(t, h, http.MethodPost, PathMove, "application/json; charset=UTF-8", fit)
	if rec.Code != http.StatusOK {
		t.Fatalf("a body of exactly the limit: status %d: %s", rec.Code, rec.Body)
	}
}
