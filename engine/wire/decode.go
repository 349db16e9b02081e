package wire

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"xiangqi/engine/jsonlite"
)

// DecodeRequest reads one request and checks it: a JSON object of at most
// MaxMessageBytes with a known "type", an optional whole-number "id", and
// only the fields of its type, each of its JSON type and within its range or
// length, the required ones present. On error the returned ID is the
// message's when it had a valid one, so the error reply can carry it; the
// error says what is wrong, in words the page can show.
func DecodeRequest(text string) (Request, ID, error) {
	m, err := decode(text, requests)
	if err != nil {
		var id ID
		if m != nil {
			id = m.id
		}
		return nil, id, err
	}
	switch m.typ {
	case TypePosition:
		return Position{ID: m.id, FEN: m.string("fen"), Moves: m.strings("moves")}, m.id, nil
	case TypeGo:
		g := Go{
			ID: m.id, Level: m.int("level"), MovetimeMs: m.int("movetimeMs"), Depth: m.int("depth"),
			Nodes: m.int64("nodes"), MultiPV: m.int("multipv"), Infinite: m.bool("infinite"),
			WTimeMs: m.int("wtimeMs"), BTimeMs: m.int("btimeMs"), WIncMs: m.int("wincMs"), BIncMs: m.int("bincMs"),
			MovesToGo: m.int("movestogo"), OverheadMs: m.int("overheadMs"), ReportMs: m.int("reportMs"),
		}
		if m.has("ownBook") {
			b := m.bool("ownBook")
			g.OwnBook = &b
		}
		return g, m.id, nil
	case TypeStop:
		return Stop{ID: m.id}, m.id, nil
	case TypeNewGame:
		return NewGame{ID: m.id}, m.id, nil
	case TypeSetOption:
		return SetOption{ID: m.id, Name: m.string("name"), Value: m.scalar("value")}, m.id, nil
	case TypeBench:
		return Bench{ID: m.id, Depth: m.int("depth")}, m.id, nil
	}
	panic("wire: no request for message type " + m.typ) // requests lists every type
}

// DecodeReply reads one reply and checks it as DecodeRequest checks a
// request; a reply's fields may be left out, and read as zero.
func DecodeReply(text string) (Reply, error) {
	m, err := decode(text, replies)
	if err != nil {
		return nil, err
	}
	switch m.typ {
	case TypeReady:
		return Ready{Version: m.string("version")}, nil
	case TypeInfo:
		return Info{
			ID: m.id, Depth: m.int("depth"), SelDepth: m.int("seldepth"), MultiPV: m.int("multipv"),
			Score: m.int("score"), Mate: m.int("mate"), Nodes: m.uint64("nodes"), NPS: m.uint64("nps"),
			TimeMs: m.int64("timeMs"), HashFull: m.int("hashfull"), PV: m.strings("pv"),
		}, nil
	case TypeBestMove:
		return BestMove{
			ID: m.id, Move: m.string("move"), Ponder: m.string("ponder"), Book: m.bool("book"),
			Score: m.int("score"), Mate: m.int("mate"), Depth: m.int("depth"), TimeMs: m.int64("timeMs"),
		}, nil
	case TypeBenchResult:
		return BenchResult{ID: m.id, Nodes: m.uint64("nodes"), NPS: m.uint64("nps"), TimeMs: m.int64("timeMs")}, nil
	case TypeError:
		return Error{ID: m.id, Message: m.string("message"), Fatal: m.bool("fatal")}, nil
	}
	panic("wire: no reply for message type " + m.typ) // replies lists every type
}

// message is a decoded message: its type, its id if it had one, and its
// other fields, each already checked against the type's fields.
type message struct {
	typ    string
	id     ID
	fields map[string]jsonlite.Value
}

// decode parses one message and checks it against the messages of one
// direction. On error it still returns the id when the message had a valid
// one, so the error reply can carry it. Its errors are those the worker's
// codec gave when it was built on encoding/json: a name given twice keeps
// its last value, null reads as "" for "type" and for an element of a
// string array.
func decode(text string, dir direction) (*message, error) {
	if len(text) > MaxMessageBytes {
		return nil, fmt.Errorf("message is too long (%d bytes, at most %d)", len(text), MaxMessageBytes)
	}
	v, err := jsonlite.Parse(text)
	if err != nil || v.Kind() != jsonlite.Object {
		return nil, fmt.Errorf(`message must be a JSON object with a "type", like %s; got %s`, dir.example, describeJSON(text))
	}
	m := &message{fields: make(map[string]jsonlite.Value, len(v.Keys()))}
	for i := range v.Keys() {
		name, value := v.Member(i)
		m.fields[name] = value
	}
	if raw, ok := m.fields["id"]; ok {
		n, err := parseInt(raw)
		if err != nil || n < -MaxID || n > MaxID {
			return nil, fmt.Errorf(`field "id" must be a whole number, got %s`, describeValue(raw))
		}
		m.id = IDOf(n)
		delete(m.fields, "id")
	}
	raw, ok := m.fields["type"]
	if !ok {
		return m, fmt.Errorf(`message has no "type" field (want one of %s)`, dir.typeNames())
	}
	if raw.Kind() != jsonlite.String && raw.Kind() != jsonlite.Null {
		return m, fmt.Errorf(`field "type" must be a string, got %s`, describeValue(raw))
	}
	m.typ, _ = raw.Str() // null reads as "", an unknown type
	delete(m.fields, "type")
	spec, ok := dir.find(m.typ)
	if !ok {
		return m, fmt.Errorf("unknown message type %q (want one of %s)", m.typ, dir.typeNames())
	}
	for _, name := range sortedKeys(m.fields) {
		fs, ok := spec.find(name)
		if !ok {
			return m, fmt.Errorf("%s: unknown field %q", m.typ, name)
		}
		if err := fs.check(m.fields[name]); err != nil {
			return m, fmt.Errorf("%s: field %q %v", m.typ, name, err)
		}
	}
	for _, f := range spec.fields {
		if _, ok := m.fields[f.name]; f.required && !ok {
			return m, fmt.Errorf("%s: missing field %q", m.typ, f.name)
		}
	}
	return m, nil
}

// check reports what is wrong with a field's value, as the end of a sentence
// that starts with the field's name.
func (fs field) check(v jsonlite.Value) error {
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

func (m *message) int64(name string) int64 {
	n, _ := parseInt(m.fields[name])
	return n
}

func (m *message) int(name string) int { return int(m.int64(name)) }

// uint64 reads a count, which decode has checked is not negative.
func (m *message) uint64(name string) uint64 { return uint64(m.int64(name)) }

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

func sortedKeys(m map[string]jsonlite.Value) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// typeNames lists the direction's types, for error messages.
func (d direction) typeNames() string {
	names := make([]string, len(d.types))
	for i, t := range d.types {
		names[i] = t.name
	}
	return strings.Join(names, ", ")
}
