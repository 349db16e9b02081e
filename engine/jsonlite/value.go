package jsonlite

import "math"

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
	n     float64 // ±Inf for a number beyond float64's range
	s     string
	raw   string   // the value's text in the parsed input
	items []Value  // array elements, or object values
	keys  []string // object keys, parallel to items
}

// Kind returns the value's type.
func (v Value) Kind() Kind { return v.kind }

// Raw returns the value's text exactly as it stood in the parsed input,
// without the white space around it: a number's digits as written, a
// string with its quotes and escapes.
func (v Value) Raw() string { return v.raw }

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

// Keys returns an object's member names in order, repeated names included.
func (v Value) Keys() []string { return v.keys }

// Member returns an object's i-th member (0 <= i < len(Keys())). Walking
// every member lets a caller keep the last of a repeated name, as
// encoding/json does, where Get finds the first.
func (v Value) Member(i int) (string, Value) { return v.keys[i], v.items[i] }

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

// Float returns a number; ok is false for a number beyond float64's range
// (like 1e400), as for a value that is not a number.
func (v Value) Float() (float64, bool) {
	if v.kind != Number || math.IsInf(v.n, 0) {
		return 0, false
	}
	return v.n, true
}

// Int returns a number that is a whole number within ±2^53.
func (v Value) Int() (int64, bool) {
	if v.kind != Number || v.n != math.Trunc(v.n) || math.Abs(v.n) > 1<<53 {
		return 0, false
	}
	return int64(v.n), true
}
