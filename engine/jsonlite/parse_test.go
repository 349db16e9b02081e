package jsonlite

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// toAny converts a Value to what encoding/json would decode, to compare the
// two parsers on the same input.
func toAny(v Value) any {
	switch v.Kind() {
	case Bool:
		b, _ := v.Bool()
		return b
	case Number:
		n, _ := v.Float()
		return n
	case String:
		s, _ := v.Str()
		return s
	case Array:
		out := []any{}
		for _, it := range v.Items() {
			out = append(out, toAny(it))
		}
		return out
	case Object:
		out := map[string]any{}
		for i := range v.Keys() { // the last of a repeated name wins, as in encoding/json
			k, it := v.Member(i)
			out[k] = toAny(it)
		}
		return out
	}
	return nil
}

func TestParseAgreesWithEncodingJSON(t *testing.T) {
	inputs := []string{
		`{"type":"info","id":7,"depth":9,"score":-35,"pv":["h2e2","h9g7"],"book":false,"x":null}`,
		`[1, 2.5, -0.25e2, 1E+3, 0, -0, 1e-400]`,
		`"\u8c61\u68cb \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t"`,
		`{"nested":{"a":[{"b":[[]]}],"c":{}}}`,
		` true `, `false`, `null`, `"象棋"`, "\"a\xffb\"",
		// Lone surrogates read as U+FFFD, and the escape after one on its own.
		`"\ud800\u0041"`, `"\udc00x"`, `"\ud83d\ud83d\ude00"`, `"\ud800"`, `"\ud800\n"`,
		`{"a":1,"a":2}`,
	}
	for _, in := range inputs {
		v, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%s): %v", in, err)
			continue
		}
		var want any
		if err := json.Unmarshal([]byte(in), &want); err != nil {
			t.Fatal(err)
		}
		if got := toAny(v); !reflect.DeepEqual(got, want) {
			t.Errorf("Parse(%s) = %#v, want %#v", in, got, want)
		}
		if got, want := v.Raw(), strings.TrimSpace(in); got != want {
			t.Errorf("Parse(%s).Raw() = %s, want %s", in, got, want)
		}
	}
}

func TestParseRejects(t *testing.T) {
	bad := []string{``, `{`, `{"a"}`, `{"a":1,}`, `[1,]`, `[1 2]`, `01`, `1.`, `.5`, `-`, `1e`, `tru`, `"abc`,
		"\"a\x01b\"", `"\x"`, `"\u12"`, `"\u12g4"`, `"\ud800\u12"`, `{"a":1} x`, `{'a':1}`,
		strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1),
		`{"a":` + strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth) + `}`}
	for _, in := range bad {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%.40q) accepted bad JSON", in)
		}
		if json.Valid([]byte(in)) {
			t.Errorf("test input %.40q is valid JSON", in)
		}
	}
}

func TestParseNestsAsDeepAsEncodingJSON(t *testing.T) {
	in := strings.Repeat(`{"a":[`, MaxDepth/2) + strings.Repeat(`]}`, MaxDepth/2)
	if _, err := Parse(in); err != nil {
		t.Errorf("Parse of %d nested arrays and objects: %v", MaxDepth, err)
	}
	if !json.Valid([]byte(in)) {
		t.Errorf("encoding/json rejects %d nested arrays and objects: MaxDepth is not its limit", MaxDepth)
	}
}

func TestAccessors(t *testing.T) {
	v, err := Parse(`{"id":7,"f":1.5,"big":1e300,"huge":-1e400,"s":"x\u0041","b":true,"a":[1, 2],"id":8}`)
	if err != nil {
		t.Fatal(err)
	}
	if id, _ := v.Get("id"); true {
		if n, ok := id.Int(); !ok || n != 7 {
			t.Errorf("id = %v %v, want the first member 7", n, ok)
		}
	}
	if k, last := v.Member(len(v.Keys()) - 1); k != "id" || last.Raw() != "8" {
		t.Errorf("last member %q = %s, want id = 8", k, last.Raw())
	}
	f, _ := v.Get("f")
	if _, ok := f.Int(); ok {
		t.Error("1.5 read as an integer")
	}
	big, _ := v.Get("big")
	if _, ok := big.Int(); ok {
		t.Error("1e300 read as an integer")
	}
	huge, _ := v.Get("huge")
	if _, ok := huge.Float(); ok || huge.Kind() != Number || huge.Raw() != "-1e400" {
		t.Errorf("-1e400: kind %v, raw %s, Float ok %v; want a number, its text, and not ok", huge.Kind(), huge.Raw(), ok)
	}
	s, _ := v.Get("s")
	if _, ok := s.Float(); ok {
		t.Error("a string read as a number")
	}
	if text, _ := s.Str(); text != "xA" || s.Raw() != `"x\u0041"` {
		t.Errorf("string %q, raw %s", text, s.Raw())
	}
	a, _ := v.Get("a")
	if len(a.Items()) != 2 || len(s.Items()) != 0 || len(v.Items()) != 0 || a.Raw() != "[1, 2]" {
		t.Error("array items wrong")
	}
	if _, ok := a.Get("x"); ok {
		t.Error("Get on an array found a member")
	}
}

// FuzzParse checks that Parse accepts exactly what encoding/json's Valid
// accepts and reads the same values as its Unmarshal.
func FuzzParse(f *testing.F) {
	f.Add(`{"a":[1,"x",true,null]}`)
	f.Add(`"\ud800\u0041"`)
	f.Fuzz(func(t *testing.T, in string) {
		v, err := Parse(in)
		if valid := json.Valid([]byte(in)); (err == nil) != valid {
			t.Fatalf("Parse(%q) err=%v, encoding/json Valid=%v", in, err, valid)
		}
		if err != nil {
			return
		}
		if got, want := v.Raw(), strings.Trim(in, " \t\r\n"); got != want {
			t.Fatalf("Parse(%q).Raw() = %q, want %q", in, got, want)
		}
		var want any
		if json.Unmarshal([]byte(in), &want) != nil {
			return // a number beyond float64's range, which Float reports
		}
		if got := toAny(v); !reflect.DeepEqual(got, want) {
			t.Fatalf("Parse(%q) = %#v, want %#v", in, got, want)
		}
	})
}
