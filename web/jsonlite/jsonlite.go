// Package jsonlite reads and writes the little JSON the page exchanges with
// the engine worker and local storage, without encoding/json: the page's
// wasm is downloaded by every visitor, and encoding/json with the reflection
// it needs makes it about 0.7 MB larger.
//
// Parse reads strict JSON (RFC 8259) into a tree of Values; callers pick out
// the fields they know and check their types. Writing is left to the callers
// with Quote, since each message has a fixed shape.
package jsonlite

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Kind is the type of a JSON value.
type Kind uint8

const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

var kindNames = [...]string{"null", "boolean", "number", "string", "array", "object"}

func (k Kind) String() string { return kindNames[k] }

// Value is a parsed JSON value.
type Value struct {
	kind  Kind
	b     bool
	n     float64
	s     string
	items []Value  // array elements, or object values
	keys  []string // object keys, parallel to items
}

// MaxDepth bounds nesting, so hostile input cannot exhaust the stack.
const MaxDepth = 64

// Kind returns the value's type.
func (v Value) Kind() Kind { return v.kind }

// Get returns an object's member (the first of that name).
func (v Value) Get(key string) (Value, bool) {
	if v.kind != Object {
		return Value{}, false
	}
	for i, k := range v.keys {
		if k == key {
			return v.items[i], true
		}
	}
	return Value{}, false
}

// Keys returns an object's member names in order.
func (v Value) Keys() []string { return v.keys }

// Items returns an array's elements.
func (v Value) Items() []Value {
	if v.kind != Array {
		return nil
	}
	return v.items
}

// Str returns a string's text.
func (v Value) Str() (string, bool) { return v.s, v.kind == String }

// Bool returns a boolean.
func (v Value) Bool() (bool, bool) { return v.b, v.kind == Bool }

// Float returns a number.
func (v Value) Float() (float64, bool) { return v.n, v.kind == Number }

// Int returns a number that is a whole number within ±2^53.
func (v Value) Int() (int64, bool) {
	if v.kind != Number || v.n != math.Trunc(v.n) || math.Abs(v.n) > 1<<53 {
		return 0, false
	}
	return int64(v.n), true
}

// Parse reads one JSON value, with nothing but white space around it.
func Parse(text string) (Value, error) {
	p := parser{s: text}
	p.space()
	v, err := p.value(0)
	if err != nil {
		return Value{}, err
	}
	p.space()
	if p.i != len(p.s) {
		return Value{}, p.fail("unexpected text after the value")
	}
	return v, nil
}

type parser struct {
	s string
	i int
}

func (p *parser) fail(msg string) error {
	return fmt.Errorf("JSON: %s at offset %d", msg, p.i)
}

func (p *parser) space() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) value(depth int) (Value, error) {
	if depth > MaxDepth {
		return Value{}, p.fail("nested too deeply")
	}
	if p.i >= len(p.s) {
		return Value{}, p.fail("unexpected end")
	}
	switch c := p.s[p.i]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		s, err := p.str()
		return Value{kind: String, s: s}, err
	case c == 't' && strings.HasPrefix(p.s[p.i:], "true"):
		p.i += 4
		return Value{kind: Bool, b: true}, nil
	case c == 'f' && strings.HasPrefix(p.s[p.i:], "false"):
		p.i += 5
		return Value{kind: Bool}, nil
	case c == 'n' && strings.HasPrefix(p.s[p.i:], "null"):
		p.i += 4
		return Value{}, nil
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	}
	return Value{}, p.fail(fmt.Sprintf("unexpected %q", p.s[p.i]))
}

func (p *parser) object(depth int) (Value, error) {
	p.i++ // {
	v := Value{kind: Object}
	p.space()
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return v, nil
	}
	for {
		p.space()
		if p.i >= len(p.s) || p.s[p.i] != '"' {
			return Value{}, p.fail("want a member name")
		}
		key, err := p.str()
		if err != nil {
			return Value{}, err
		}
		p.space()
		if p.i >= len(p.s) || p.s[p.i] != ':' {
			return Value{}, p.fail("want ':'")
		}
		p.i++
		p.space()
		item, err := p.value(depth + 1)
		if err != nil {
			return Value{}, err
		}
		v.keys = append(v.keys, key)
		v.items = append(v.items, item)
		p.space()
		if p.i >= len(p.s) {
			return Value{}, p.fail("unexpected end of object")
		}
		switch p.s[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			return v, nil
		default:
			return Value{}, p.fail("want ',' or '}'")
		}
	}
}

func (p *parser) array(depth int) (Value, error) {
	p.i++ // [
	v := Value{kind: Array}
	p.space()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return v, nil
	}
	for {
		p.space()
		item, err := p.value(depth + 1)
		if err != nil {
			return Value{}, err
		}
		v.items = append(v.items, item)
		p.space()
		if p.i >= len(p.s) {
			return Value{}, p.fail("unexpected end of array")
		}
		switch p.s[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			return v, nil
		default:
			return Value{}, p.fail("want ',' or ']'")
		}
	}
}

func (p *parser) number() (Value, error) {
	start := p.i
	if p.s[p.i] == '-' {
		p.i++
	}
	digits := func() int {
		n := 0
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	if p.i < len(p.s) && p.s[p.i] == '0' {
		p.i++
	} else if digits() == 0 {
		return Value{}, p.fail("bad number")
	}
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		if digits() == 0 {
			return Value{}, p.fail("bad number")
		}
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return Value{}, p.fail("bad number")
		}
	}
	n, err := strconv.ParseFloat(p.s[start:p.i], 64)
	if err != nil {
		return Value{}, p.fail("number out of range")
	}
	return Value{kind: Number, n: n}, nil
}

func (p *parser) str() (string, error) {
	p.i++ // opening quote
	var b strings.Builder
	start := p.i
	for {
		if p.i >= len(p.s) {
			return "", p.fail("unterminated string")
		}
		c := p.s[p.i]
		switch {
		case c == '"':
			b.WriteString(p.s[start:p.i])
			p.i++
			return b.String(), nil
		case c < 0x20:
			return "", p.fail("control character in string")
		case c == '\\':
			b.WriteString(p.s[start:p.i])
			if err := p.escape(&b); err != nil {
				return "", err
			}
			start = p.i
		case c < utf8.RuneSelf:
			p.i++
		default:
			r, size := utf8.DecodeRuneInString(p.s[p.i:])
			if r == utf8.RuneError && size == 1 {
				// Like encoding/json: a stray byte reads as U+FFFD.
				b.WriteString(p.s[start:p.i])
				b.WriteRune(utf8.RuneError)
				p.i++
				start = p.i
				continue
			}
			p.i += size
		}
	}
}

func (p *parser) escape(b *strings.Builder) error {
	p.i++ // backslash
	if p.i >= len(p.s) {
		return p.fail("unterminated escape")
	}
	c := p.s[p.i]
	p.i++
	switch c {
	case '"', '\\', '/':
		b.WriteByte(c)
	case 'b':
		b.WriteByte('\b')
	case 'f':
		b.WriteByte('\f')
	case 'n':
		b.WriteByte('\n')
	case 'r':
		b.WriteByte('\r')
	case 't':
		b.WriteByte('\t')
	case 'u':
		r, err := p.hex4()
		if err != nil {
			return err
		}
		if utf16.IsSurrogate(r) {
			if strings.HasPrefix(p.s[p.i:], `\u`) {
				p.i += 2
				r2, err := p.hex4()
				if err != nil {
					return err
				}
				r = utf16.DecodeRune(r, r2)
			} else {
				r = utf8.RuneError
			}
		}
		b.WriteRune(r)
	default:
		return p.fail(fmt.Sprintf("bad escape \\%c", c))
	}
	return nil
}

func (p *parser) hex4() (rune, error) {
	if p.i+4 > len(p.s) {
		return 0, p.fail("short \\u escape")
	}
	n, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 32)
	if err != nil {
		return 0, p.fail("bad \\u escape")
	}
	p.i += 4
	return rune(n), nil
}

// Quote writes s as a JSON string. Characters that could close a <script>
// or an HTML comment are escaped too, so the text is safe wherever it lands.
func Quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == '<' || r == '>' || r == '&' || r == 0x2028 || r == 0x2029:
			b.WriteString(`\u`)
			h := strconv.FormatInt(int64(r), 16)
			b.WriteString(strings.Repeat("0", 4-len(h)))
			b.WriteString(h)
		case r == utf8.RuneError:
			b.WriteString(`\ufffd`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// Strings writes a list of strings as a JSON array.
func Strings(list []string) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, s := range list {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(Quote(s))
	}
	b.WriteByte(']')
	return b.String()
}

// ObjectText writes an object from name and raw JSON value pairs, in order.
func ObjectText(pairs ...string) string {
	var b strings.Builder
	b.WriteByte('{')
	for i := 0; i+1 < len(pairs); i += 2 {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(Quote(pairs[i]))
		b.WriteByte(':')
		b.WriteString(pairs[i+1])
	}
	b.WriteByte('}')
	return b.String()
}

// BoolText writes a boolean.
func BoolText(v bool) string {
	if v {
		return "true"
	}
	return "false"
}

// IntText writes an integer.
func IntText(n int) string { return strconv.Itoa(n) }
