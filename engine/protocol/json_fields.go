package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
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
	fields map[string]json.RawMessage
}

// maxID is the largest id that survives a round trip through a JavaScript
// number.
const maxID = 1<<53 - 1

// decodeMessage parses one message and checks it against specs. On error it
// still returns the id when the message had a valid one, so the error reply
// can carry it.
func decodeMessage(data []byte, specs map[string]map[string]fieldSpec) (*message, error) {
	if len(data) > MaxMessageBytes {
		return nil, fmt.Errorf("message is too long (%d bytes, at most %d)", len(data), MaxMessageBytes)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil || fields == nil {
		return nil, fmt.Errorf(`message must be a JSON object with a "type", like {"type":"stop"}; got %s`, describeJSON(data))
	}
	m := &message{fields: fields}
	if raw, ok := fields["id"]; ok {
		n, err := parseInt(raw)
		if err != nil || n < -maxID || n > maxID {
			return nil, fmt.Errorf(`field "id" must be a whole number, got %s`, describeJSON(raw))
		}
		m.id = &n
		delete(fields, "id")
	}
	raw, ok := fields["type"]
	if !ok {
		return m, fmt.Errorf(`message has no "type" field (want one of %s)`, typeNames(specs))
	}
	if err := json.Unmarshal(raw, &m.typ); err != nil {
		return m, fmt.Errorf(`field "type" must be a string, got %s`, describeJSON(raw))
	}
	delete(fields, "type")
	spec, ok := specs[m.typ]
	if !ok {
		return m, fmt.Errorf("unknown message type %q (want one of %s)", m.typ, typeNames(specs))
	}
	for _, name := range sortedKeys(fields) {
		fs, ok := spec[name]
		if !ok {
			return m, fmt.Errorf("%s: unknown field %q", m.typ, name)
		}
		if err := fs.check(fields[name]); err != nil {
			return m, fmt.Errorf("%s: field %q %v", m.typ, name, err)
		}
	}
	for _, name := range sortedKeys(spec) {
		if _, ok := fields[name]; spec[name].required && !ok {
			return m, fmt.Errorf("%s: missing field %q", m.typ, name)
		}
	}
	return m, nil
}

// check reports what is wrong with a field's value, as the end of a sentence
// that starts with the field's name.
func (fs fieldSpec) check(raw json.RawMessage) error {
	if isNull(raw) { // encoding/json accepts null for any type
		return fmt.Errorf("must be %s, got null", kindNames[fs.kind])
	}
	switch fs.kind {
	case kindInt:
		n, err := parseInt(raw)
		if err != nil {
			return fmt.Errorf("must be a whole number, got %s", describeJSON(raw))
		}
		if n < fs.min || n > fs.max {
			return fmt.Errorf("must be from %d to %d, got %d", fs.min, fs.max, n)
		}
	case kindBool:
		var b bool
		if json.Unmarshal(raw, &b) != nil {
			return fmt.Errorf("must be true or false, got %s", describeJSON(raw))
		}
	case kindString:
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return fmt.Errorf("must be a string, got %s", describeJSON(raw))
		}
		if fs.maxLen > 0 && len(s) > fs.maxLen {
			return fmt.Errorf("is too long (%d bytes, at most %d)", len(s), fs.maxLen)
		}
	case kindStrings:
		var list []json.RawMessage
		if json.Unmarshal(raw, &list) != nil {
			return fmt.Errorf("must be an array of strings, got %s", describeJSON(raw))
		}
		if fs.maxLen > 0 && len(list) > fs.maxLen {
			return fmt.Errorf("has too many elements (%d, at most %d)", len(list), fs.maxLen)
		}
		for i, el := range list {
			var s string
			if json.Unmarshal(el, &s) != nil {
				return fmt.Errorf("must hold only strings, but element %d is %s", i+1, describeJSON(el))
			}
		}
	case kindScalar:
		if _, err := scalarText(raw); err != nil {
			return err
		}
	}
	return nil
}

func isNull(raw json.RawMessage) bool { return bytes.Equal(bytes.TrimSpace(raw), []byte("null")) }

// parseInt reads a JSON number that is a whole number (1, -3, 2.0, 1e3).
func parseInt(raw json.RawMessage) (int64, error) {
	text := strings.TrimSpace(string(raw))
	if isNull(raw) {
		return 0, fmt.Errorf("null is not a number")
	}
	if n, err := strconv.ParseInt(text, 10, 64); err == nil {
		return n, nil
	}
	var f float64
	if err := json.Unmarshal(raw, &f); err != nil {
		return 0, err
	}
	if f != math.Trunc(f) || math.Abs(f) > 1<<62 {
		return 0, fmt.Errorf("not a whole number: %s", text)
	}
	return int64(f), nil
}

// scalarText returns a string's contents, or a number's or boolean's text.
func scalarText(raw json.RawMessage) (string, error) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return "", err
	}
	switch x := v.(type) {
	case string:
		return x, nil
	case float64, bool:
		return strings.TrimSpace(string(raw)), nil
	}
	return "", fmt.Errorf("must be a string, number or boolean, got %s", describeJSON(raw))
}

// Accessors for fields that decodeMessage has already checked; a missing
// field gives the zero value.

func (m *message) has(name string) bool { _, ok := m.fields[name]; return ok }

func (m *message) int(name string) int64 {
	n, _ := parseInt(m.fields[name])
	return n
}

func (m *message) bool(name string) bool {
	var b bool
	_ = json.Unmarshal(m.fields[name], &b)
	return b
}

func (m *message) string(name string) string {
	var s string
	_ = json.Unmarshal(m.fields[name], &s)
	return s
}

func (m *message) strings(name string) []string {
	var list []string
	_ = json.Unmarshal(m.fields[name], &list)
	return list
}

func (m *message) scalar(name string) string {
	s, _ := scalarText(m.fields[name])
	return s
}

// describeJSON names a value's JSON type and shows it, shortened, for error
// messages.
func describeJSON(raw []byte) string {
	text := strings.TrimSpace(string(raw))
	if len(text) > 40 {
		text = text[:37] + "..."
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return "text that is not JSON: " + strconv.Quote(text)
	}
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean (" + text + ")"
	case float64:
		return "a number (" + text + ")"
	case string:
		return "a string (" + text + ")"
	case []any:
		return "an array (" + text + ")"
	}
	return "an object (" + text + ")"
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
