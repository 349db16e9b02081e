package link

import (
	"net/url"
	"strings"
	"testing"
)

// TestQueryUnescapeIsNetURLs: the hand-written decoder agrees with
// net/url's QueryUnescape, which the page leaves out, on values and errors.
func TestQueryUnescapeIsNetURLs(t *testing.T) {
	for _, s := range []string{"", "abc", "a+b", "10%2B5", "%E7%82%AE%E4%BA%8C%E5%B9%B3%E4%BA%94", "%", "%4", "%zz", "%4g",
		"50%", "a%20b%2", "%2b%2B", "++", "rnbakabnr%2F9", "%00", "%ff%FF", "moves=h2e2"} {
		want, wantErr := url.QueryUnescape(s)
		got, err := queryUnescape(s)
		if got != want || (err == nil) != (wantErr == nil) {
			t.Errorf("%q: got %q, %v; net/url %q, %v", s, got, err, want, wantErr)
		}
	}
}

// FuzzQueryUnescape compares the decoder with net/url's on any input.
func FuzzQueryUnescape(f *testing.F) {
	f.Add("a%20b+c")
	f.Add("%zz")
	f.Fuzz(func(t *testing.T, s string) {
		want, wantErr := url.QueryUnescape(s)
		got, err := queryUnescape(s)
		if got != want || (err == nil) != (wantErr == nil) {
			t.Errorf("%q: got %q, %v; net/url %q, %v", s, got, err, want, wantErr)
		}
	})
}

// TestPGNURLSchemes: the addresses pgnurl accepts and refuses, with the
// scheme net/url finds for each accepted one.
func TestPGNURLSchemes(t *testing.T) {
	for _, tc := range []struct {
		in string
		ok bool
	}{
		{"games/one.pgn", true}, {"./a.pgn", true}, {"/x/y.pgn", true}, {"https://example.com/a.pgn", true},
		{"HTTP://example.com/a.pgn?x=1#y", true}, {"//example.com/a.pgn", true}, {"a.pgn?t=1:2", true},
		{"javascript:alert(1)", false}, {"data:text/plain,1-0", false}, {"ftp://example.com/a.pgn", false},
		{"file:///etc/passwd", false}, {"1abc:x", false}, {"a\x00b.pgn", false}, {":x", false}, {" https://example.com/a.pgn ", true},
	} {
		got, err := checkPGNURL(tc.in)
		if (err == nil) != tc.ok {
			t.Errorf("%q: %q, %v; want ok=%v", tc.in, got, err, tc.ok)
			continue
		}
		if tc.ok {
			u, perr := url.Parse(strings.TrimSpace(tc.in))
			if perr != nil || u.String() != got {
				t.Errorf("%q: %q, net/url reads %v %v", tc.in, got, u, perr)
			}
		}
	}
}
