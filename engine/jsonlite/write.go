package jsonlite

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

const hexDigits = "0123456789abcdef"

// Quote writes s as a JSON string, escaped byte for byte as encoding/json's
// Marshal escapes it: the short escapes for \b \f \n \r \t " and \,
// \u00XX for other control characters and for < > & (so the text is safe
// inside a <script> or an HTML comment), \u2028 and \u2029 (line breaks to
// JavaScript), and \ufffd for each byte that is not UTF-8.
func Quote(s string) string { return quote(s, true) }

// QuoteText is Quote for files people read: it leaves < > & as they are,
// byte for byte as an encoding/json Encoder with SetEscapeHTML(false).
func QuoteText(s string) string { return quote(s, false) }

func quote(s string, escapeHTML bool) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	start := 0 // s[start:i] is copied as it is
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && (!escapeHTML || c != '<' && c != '>' && c != '&') {
				i++
				continue
			}
			b.WriteString(s[start:i])
			switch c {
			case '"', '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case '\b':
				b.WriteString(`\b`)
			case '\f':
				b.WriteString(`\f`)
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			default:
				b.WriteString(`\u00`)
				b.WriteByte(hexDigits[c>>4])
				b.WriteByte(hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(s[start:i])
			b.WriteString(`\ufffd`)
		case r == '\u2028' || r == '\u2029':
			b.WriteString(s[start:i])
			b.WriteString(`\u202`)
			b.WriteByte(hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
	return b.String()
}

// Strings writes a list of strings as a JSON array ([] for an empty or nil
// list).
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
