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
		for i := len(v.keys) - 1; i >= 0; i-- { // the first of a duplicate wins
			out[v.keys[i]] = toAny(v.items[i])
		}
		return out
	}
	return nil
}

func TestParseAgreesWithEncodingJSON(t *testing.T) {
	inputs := []string{
		`{"type":"info","id":7,"depth":9,"score":-35,"pv":["h2e2","h9g7"],"book":false,"x":null}`,
		`[1, 2.5, -0.25e2, 1E+3, 0, -0]`,
		`"\u8c61\u68cb \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t"`,
		`{"nested":{"a":[{"b":[[]]}],"c":{}}}`,
		` true `, `false`, `null`, `"象棋"`, "\"a\xffb\"",
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
	}
}

func TestParseRejects(t *testing.T) {
	bad := []string{``, `{`, `{"a"}`, `{"a":1,}`, `[1,]`, `[1 2]`, `01`, `1.`, `.5`, `-`, `1e`, `tru`, `"abc`,
		"\"a\x01b\"", `"\x"`, `"\u12"`, `{"a":1} x`, `{'a':1}`, strings.Repeat("[", MaxDepth+2) + strings.Repeat("]", MaxDepth+2)}
	for _, in := range bad {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) accepted bad JSON", in)
		}
		if json.Valid([]byte(in)) && !strings.HasPrefix(in, "[[[") {
			t.Errorf("test input %q is valid JSON", in)
		}
	}
}

func TestAccessors(t *testing.T) {
	v, err := Parse(`{"id":7,"f":1.5,"big":1e300,"s":"x","b":true,"a":[1,2],"id":8}`)
	if err != nil {
		t.Fatal(err)
	}
	if id, _ := v.Get("id"); true {
		if n, ok := id.Int(); !ok || n != 7 {
			t.Errorf("id = %v %v, want the first member 7", n, ok)
		}
	}
	f, _ := v.Get("f")
	if _, ok := f.Int(); ok {
		t.Error("1.5 read as an integer")
	}
	big, _ := v.Get("big")
	if _, ok := big.Int(); ok {
		t.Error("1e300 read as an integer")
	}
	s, _ := v.Get("s")
	if _, ok := s.Float(); ok {
		t.Error("a string read as a number")
	}
	a, _ := v.Get("a")
	if len(a.Items()) != 2 || len(s.Items()) != 0 {
		t.Error("array items wrong")
	}
	if _, ok := a.Get("x"); ok {
		t.Error("Get on an array found a member")
	}
}

func TestWritersRoundTrip(t *testing.T) {
	text := ObjectText("type", Quote("position"), "fen", Quote("a \"b\" <c> & \\ \n 象"), "moves", Strings([]string{"h2e2", "h9g7"}),
		"n", IntText(-12), "ok", BoolText(true))
	var got map[string]any
	if err := json.Unmarshal([]byte(text), &got); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	want := map[string]any{"type": "position", "fen": "a \"b\" <c> & \\ \n 象", "moves": []any{"h2e2", "h9g7"}, "n": -12.0, "ok": true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v", got)
	}
	if strings.ContainsAny(text, "<>&") {
		t.Errorf("HTML characters left unescaped: %s", text)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(`{"a":[1,"x",true,null]}`)
	f.Fuzz(func(t *testing.T, in string) {
		v, err := Parse(in)
		var want any
		jerr := json.Unmarshal([]byte(in), &want)
		if (err == nil) != (jerr == nil) {
			t.Fatalf("Parse(%q) err=%v, encoding/json err=%v", in, err, jerr)
		}
		if err != nil {
			return
		}
		if got := toAny(v); !reflect.DeepEqual(got, want) {
			t.Fatalf("Parse(%q) = %#v, want %#v", in, got, want)
		}
	})
}
