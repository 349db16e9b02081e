package jsonlite

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestWritersRoundTrip(t *testing.T) {
	text := ObjectText("type", Quote("position"), "fen", Quote("a \"b\" <c> & \\ \n 象"), "moves", Strings([]string{"h2e2", "h9g7"}),
		"n", IntText(-12), "ok", BoolText(true), "none", Strings(nil))
	var got map[string]any
	if err := json.Unmarshal([]byte(text), &got); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	want := map[string]any{"type": "position", "fen": "a \"b\" <c> & \\ \n 象", "moves": []any{"h2e2", "h9g7"}, "n": -12.0, "ok": true, "none": []any{}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v", got)
	}
	if strings.ContainsAny(text, "<>&") {
		t.Errorf("HTML characters left unescaped: %s", text)
	}
}

// quoteCases cover every escape Quote writes.
var quoteCases = []string{
	"", "plain", "象棋 \U0001F600", "\"\\/", "\b\f\n\r\t", "\x00\x01\x1f\x7f", "<a href='x'>&amp;</a>",
	"\u2028\u2029", "\ufffd", "a\xffb", "\xe2\x80", "bad \xed\xa0\x80 surrogate", "end\xc3",
}

func TestQuoteMatchesEncodingJSON(t *testing.T) {
	for _, s := range quoteCases {
		want, _ := json.Marshal(s)
		if got := Quote(s); got != string(want) {
			t.Errorf("Quote(%q) = %s, want encoding/json's %s", s, got, want)
		}
	}
	list := []string{"h2e2", "<", ""}
	if want, _ := json.Marshal(list); Strings(list) != string(want) {
		t.Errorf("Strings(%q) = %s, want %s", list, Strings(list), want)
	}
}

// encodeText is what an encoding/json Encoder with SetEscapeHTML(false)
// writes for s, without the final newline.
func encodeText(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

func TestQuoteTextMatchesEncoderWithoutHTMLEscapes(t *testing.T) {
	for _, s := range quoteCases {
		if got, want := QuoteText(s), encodeText(s); got != want {
			t.Errorf("QuoteText(%q) = %s, want encoding/json's %s", s, got, want)
		}
	}
	if got := QuoteText("<a & b>"); got != `"<a & b>"` {
		t.Errorf("QuoteText escaped HTML characters: %s", got)
	}
}

// FuzzQuote checks that Quote writes what encoding/json's Marshal writes (and
// QuoteText what its Encoder writes without HTML escapes), and
// that Parse reads it back (exactly, when s is UTF-8).
func FuzzQuote(f *testing.F) {
	for _, s := range quoteCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		got := Quote(s)
		if got != string(want) {
			t.Fatalf("Quote(%q) = %s, want encoding/json's %s", s, got, want)
		}
		if text, want := QuoteText(s), encodeText(s); text != want {
			t.Fatalf("QuoteText(%q) = %s, want encoding/json's %s", s, text, want)
		}
		v, err := Parse(got)
		back, _ := v.Str()
		if err != nil || (utf8.ValidString(s) && back != s) {
			t.Fatalf("Parse(Quote(%q)) = %q, %v", s, back, err)
		}
	})
}
