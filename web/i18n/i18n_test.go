package i18n

import (
	"strings"
	"testing"
)

func TestEveryTextInBothLanguages(t *testing.T) {
	for key, e := range texts {
		if strings.TrimSpace(e.en) == "" || strings.TrimSpace(e.zh) == "" {
			t.Errorf("%s: a language is missing (%q / %q)", key, e.en, e.zh)
		}
		// Both languages must take the same arguments in the same order.
		if verbs(e.en) != verbs(e.zh) {
			t.Errorf("%s: verbs differ: %q has %q, %q has %q", key, e.en, verbs(e.en), e.zh, verbs(e.zh))
		}
	}
}

// verbs lists the formatting verbs of a string, in order.
func verbs(s string) string {
	var out []byte
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' {
			out = append(out, s[i+1])
			i++
		}
	}
	return string(out)
}

func TestT(t *testing.T) {
	tests := []struct {
		lang Lang
		key  string
		args []any
		want string
	}{
		{English, "action.undo", nil, "Undo"},
		{Chinese, "action.undo", nil, "悔棋"},
		{Chinese, "status.reviewing", []any{3, 10}, "第 3 / 10 步"},
		{English, "no.such.key", nil, "no.such.key"},
	}
	for _, tc := range tests {
		if got := T(tc.lang, tc.key, tc.args...); got != tc.want {
			t.Errorf("T(%s, %s) = %q, want %q", tc.lang, tc.key, got, tc.want)
		}
	}
}

func TestDetectAndParse(t *testing.T) {
	detect := map[string]Lang{"zh-CN": Chinese, "zh": Chinese, "ZH-tw": Chinese, "en-US": English, "fr": English, "": English}
	for tag, want := range detect {
		if got := Detect(tag); got != want {
			t.Errorf("Detect(%q) = %s, want %s", tag, got, want)
		}
	}
	parse := []struct {
		in   string
		want Lang
		ok   bool
	}{{"en", English, true}, {"zh", Chinese, true}, {"zh-TW", Chinese, true}, {"klingon", English, false}, {"<b>", English, false}}
	for _, tc := range parse {
		got, ok := Parse(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Parse(%q) = %s %v, want %s %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}
