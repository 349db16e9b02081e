package protocol

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"xiangqi/engine/jsonlite"
)

// MaxMessageBytes bounds one JSON message; a position with MaxPositionMoves
// moves is about 30 KB.
const MaxMessageBytes = 64 << 10

// fieldKind is the JSON type a message field must have.
type fieldKind uint8

const (
	kindInt     fieldKind = iota // a whole number within the spec's range
	kindBool                     // true or false
	kindString                   // a string
	kindStrings                  // an array of strings
	kindScalar                   // a string, number or boolean, read as text (setoption values)
)

// kindNames describe the kinds in error messages.
var kindNames = [...]string{
	kindInt:     "a whole number",
	kindBool:    "true or false",
	kindString:  "a string",
	kindStrings: "an array of strings",
	kindScalar:  "a string, number or boolean",
}

// fieldSpec says what one field of a message may hold.
type fieldSpec struct {
	kind     fieldKind
	min, max int64 // for kindInt
	required bool
	maxLen   int // for kindString (bytes) and kindStrings (elements); 0: no limit beyond the message's
}

// message is a decoded request: its type, its id if it had one, and its
// other fields, each already checked against the type's specs.
type message struct {
	typ    string
	id     *int64
	fields map[string]jsonlite.Value
}

// maxID is the largest id that survives a round trip through a JavaScript
// number.
const maxID = 1<<53 - 1

// decodeMessage parses one message and checks it against specs. On error it
// still returns the id when the message had a valid one, so the error reply
// can carry it. Its replies are those the codec gave when it was built on
// encoding/json: a name given twice keeps its last value, null reads as ""
// for "type" and for an element of a string array.
func decodeMessage(data []byte, specs map[string]map[string]fieldSpec) (*message, error) {
	if len(data) > MaxMessageBytes {
		return nil, fmt.Errorf("message is too long (%d bytes, at most %d)", len(data), MaxMessageBytes)
	}
	v, err := jsonlite.Parse(string(data))
	if err != nil || v.Kind() != jsonlite.Object {
		return nil, fmt.Errorf(`message must be a JSON object with a "type", like {"type":"stop"}; got %s`, describeJSON(string(data)))
	}
	m := &message{fields: make(map[string]jsonlite.Value, len(v.Keys()))}
	for i := range v.Keys() {
		name, value := v.Member(i)
		m.fields[name] = value
	}
	if raw, ok := m.fields["id"]; ok {
		n, err := parseInt(raw)
		if err != nil || n < -maxID || n > maxID {
			return nil, fmt.Errorf(`field "id" must be a whole number, got %s`, describeValue(raw))
		}
		m.id = &n
		delete(m.fields, "id")
	}
	raw, ok := m.fields["type"]
	if !ok {
		return m, fmt.Errorf(`message has no "type" field (want one of %s)`, typeNames(specs))
	}
	if raw.Kind() != jsonlite.String && raw.Kind() != jsonlite.Null {
		return m, fmt.Errorf(`field "type" must be a string, got %s`, describeValue(raw))
	}
	m.typ, _ = raw.Str() // null reads as "", an unknown type
	delete(m.fields, "type")
	spec, ok := specs[m.typ]
	if !ok {
		return m, fmt.Errorf("unknown message type %q (want one of %s)", m.typ, typeNames(specs))
	}
	for _, name := range sortedKeys(m.fields) {
		fs, ok := spec[name]
		if !ok {
			return m, fmt.Errorf("%s: unknown field %q", m.typ, name)
		}
		if err := fs.check(m.fields[name]); err != nil {
			return m, fmt.Errorf("%s: field %q %v", m.typ, name, err)
		}
	}
	for _, name := range sortedKeys(spec) {
		if _, ok := m.fields[name]; spec[name].required && !ok {
			return m, fmt.Errorf("%s: missing field %q", m.typ, name)
		}
	}
	return m, nil
}

// check reports what is wrong with a field's value, as the end of a sentence
// that starts with the field's name.
func (fs fieldSpec) check(v jsonlite.Value) error {
	if v.Kind() == jsonlite.Null {
		return fmt.Errorf("must be %s, got null", kindNames[fs.kind])
	}
	switch fs.kind {
	case kindInt:
		n, err := parseInt(v)
		if err != nil {
			return fmt.Errorf("must be a whole number, got %s", describeValue(v))
		}
		if n < fs.min || n > fs.max {
			return fmt.Errorf("must be from %d to %d, got %d", fs.min, fs.max, n)
		}
	case kindBool:
		if v.Kind() != jsonlite.Bool {
			return fmt.Errorf("must be true or false, got %s", describeValue(v))
		}
	case kindString:
		s, ok := v.Str()
		if !ok {
			return fmt.Errorf("must be a string, got %s", describeValue(v))
		}
		if fs.maxLen > 0 && len(s) > fs.maxLen {
			return fmt.Errorf("is too long (%d bytes, at most %d)", len(s), fs.maxLen)
		}
	case kindStrings:
		if v.Kind() != jsonlite.Array {
			return fmt.Errorf("must be an array of strings, got %s", describeValue(v))
		}
		list := v.Items()
		if fs.maxLen > 0 && len(list) > fs.maxLen {
			return fmt.Errorf("has too many elements (%d, at most %d)", len(list), fs.maxLen)
		}
		for i, el := range list {
			if el.Kind() != jsonlite.String && el.Kind() != jsonlite.Null { // null reads as ""
				return fmt.Errorf("must hold only strings, but element %d is %s", i+1, describeValue(el))
			}
		}
	case kindScalar:
		if _, err := scalarText(v); err != nil {
			return err
		}
	}
	return nil
}

// parseInt reads a JSON number that is a whole number (1, -3, 2.0, 1e3).
// Its text is read first as an int64, so that large ids and node counts are
// exact rather than rounded to a float64.
func parseInt(v jsonlite.Value) (int64, error) {
	if v.Kind() != jsonlite.Number {
		return 0, fmt.Errorf("%s is not a number", v.Kind())
	}
	if n, err := strconv.ParseInt(v.Raw(), 10, 64); err == nil {
		return n, nil
	}
	f, ok := v.Float()
	if !ok || f != math.Trunc(f) || math.Abs(f) > 1<<62 {
		return 0, fmt.Errorf("not a whole number: %s", v.Raw())
	}
	return int64(f), nil
}

// scalarText returns a string's contents, or a number's or boolean's text.
func scalarText(v jsonlite.Value) (string, error) {
	switch v.Kind() {
	case jsonlite.String:
		s, _ := v.Str()
		return s, nil
	case jsonlite.Number, jsonlite.Bool:
		return v.Raw(), nil
	}
	return "", fmt.Errorf("must be a string, number or boolean, got %s", describeValue(v))
}

// Accessors for fields that decodeMessage has already checked; a missing
// field gives the zero value.

func (m *message) has(name string) bool { _, ok := m.fields[name]; return ok }

func (m *message) int(name string) int64 {
	n, _ := parseInt(m.fields[name])
	return n
}

func (m *message) bool(name string) bool {
	b, _ := m.fields[name].Bool()
	return b
}

func (m *message) string(name string) string {
	s, _ := m.fields[name].Str()
	return s
}

func (m *message) strings(name string) []string {
	v := m.fields[name]
	if v.Kind() != jsonlite.Array {
		return nil
	}
	list := make([]string, 0, len(v.Items()))
	for _, el := range v.Items() {
		s, _ := el.Str()
		list = append(list, s)
	}
	return list
}

func (m *message) scalar(name string) string {
	s, _ := scalarText(m.fields[name])
	return s
}

// describeJSON names a text's JSON type and shows it, shortened, for error
// messages.
func describeJSON(text string) string {
	v, err := jsonlite.Parse(text)
	if err != nil {
		return "text that is not JSON: " + strconv.Quote(shorten(strings.TrimSpace(text)))
	}
	return describeValue(v)
}

// describeValue names a value's JSON type and shows it, shortened.
func describeValue(v jsonlite.Value) string {
	text := shorten(v.Raw())
	switch v.Kind() {
	case jsonlite.Null:
		return "null"
	case jsonlite.Bool:
		return "a boolean (" + text + ")"
	case jsonlite.Number:
		return "a number (" + text + ")"
	case jsonlite.String:
		return "a string (" + text + ")"
	case jsonlite.Array:
		return "an array (" + text + ")"
	}
	return "an object (" + text + ")"
}

// shorten cuts text to 40 bytes.
func shorten(text string) string {
	if len(text) > 40 {
		return text[:37] + "..."
	}
	return text
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func typeNames(specs map[string]map[string]fieldSpec) string {
	return strings.Join(sortedKeys(specs), ", ")
}
