package jsonlite

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxDepth bounds how deeply arrays and objects may nest, so hostile input
// cannot exhaust the stack. It is encoding/json's limit, so that both
// accept the same texts.
const MaxDepth = 10000

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

// value reads the value at p.i; depth counts the arrays and objects around it.
func (p *parser) value(depth int) (Value, error) {
	if p.i >= len(p.s) {
		return Value{}, p.fail("unexpected end")
	}
	start := p.i
	var v Value
	var err error
	switch c := p.s[p.i]; {
	case c == '{' || c == '[':
		if depth >= MaxDepth {
			return Value{}, p.fail("nested too deeply")
		}
		if c == '{' {
			v, err = p.object(depth + 1)
		} else {
			v, err = p.array(depth + 1)
		}
	case c == '"':
		v.kind = String
		v.s, err = p.str()
	case c == 't' && strings.HasPrefix(p.s[p.i:], "true"):
		p.i += 4
		v = Value{kind: Bool, b: true}
	case c == 'f' && strings.HasPrefix(p.s[p.i:], "false"):
		p.i += 5
		v = Value{kind: Bool}
	case c == 'n' && strings.HasPrefix(p.s[p.i:], "null"):
		p.i += 4
	case c == '-' || (c >= '0' && c <= '9'):
		v, err = p.number()
	default:
		return Value{}, p.fail(fmt.Sprintf("unexpected %q", c))
	}
	if err != nil {
		return Value{}, err
	}
	v.raw = p.s[start:p.i]
	return v, nil
}

// object reads an object's members; depth counts the object itself.
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
		item, err := p.value(depth)
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

// array reads an array's elements; depth counts the array itself.
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
		item, err := p.value(depth)
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
	// The text is a valid number, so the only error is ErrRange, for a
	// number beyond float64's range: JSON allows it, ParseFloat gives ±Inf
	// and Float reports that it does not fit.
	n, _ := strconv.ParseFloat(p.s[start:p.i], 64)
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
			if b.Len() == 0 {
				s := p.s[start:p.i] // nothing escaped or replaced: no copy
				p.i++
				return s, nil
			}
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
		r, ok := p.hex4(p.i)
		if !ok {
			return p.fail("bad \\u escape")
		}
		p.i += 4
		if utf16.IsSurrogate(r) {
			// Like encoding/json: a surrogate pair makes one character; a
			// lone surrogate reads as U+FFFD, and what follows it is read
			// on its own.
			r2, ok := p.hex4(p.i + 2)
			if dec := utf16.DecodeRune(r, r2); ok && strings.HasPrefix(p.s[p.i:], `\u`) && dec != utf8.RuneError {
				r = dec
				p.i += 6
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

// hex4 reads the four hex digits at i.
func (p *parser) hex4(i int) (rune, bool) {
	if i < 0 || i+4 > len(p.s) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(p.s[i : i+4]) {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
