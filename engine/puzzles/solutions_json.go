package puzzles

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"xiangqi/engine/jsonlite"
)

// The solutions file (assets/puzzles/solutions.json) is JSON read and
// written with engine/jsonlite, because the page reads it too and its wasm
// leaves encoding/json out. Its form is the one encoding/json's indented
// Encoder (without HTML escapes) wrote when the file was first made, kept
// byte for byte so that rerunning the solver changes only what the engine
// found:
//
//	{
//	  "engine": "...",
//	  "moveTimeMs": 10000,
//	  "solutions": [
//	    {
//	      "number": 1,
//	      ...
//	    }
//	  ]
//	}

// Marshal writes the file in its canonical form: solutions sorted by number,
// two-space indentation, a final newline. The same solutions always give the
// same bytes.
func (s *Solutions) Marshal() []byte {
	sorted := slices.Clone(s.Solutions)
	slices.SortFunc(sorted, func(a, b Solution) int { return a.Number - b.Number })
	var b strings.Builder
	b.WriteString("{\n")
	member(&b, "  ", "engine", jsonlite.QuoteText(s.Engine), true)
	member(&b, "  ", "moveTimeMs", strconv.FormatInt(s.MoveTimeMs, 10), true)
	if len(sorted) == 0 {
		member(&b, "  ", "solutions", "[]", false)
	} else {
		b.WriteString("  \"solutions\": [\n")
		for i, sol := range sorted {
			b.WriteString("    {\n")
			fields := sol.members()
			for j := 0; j < len(fields); j += 2 {
				member(&b, "      ", fields[j], fields[j+1], j+2 < len(fields))
			}
			b.WriteString("    }")
			if i+1 < len(sorted) {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("  ]\n")
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// members returns a solution's members in the file's order, as pairs of a
// name and a value written as JSON.
func (sol Solution) members() []string {
	return []string{
		"number", strconv.Itoa(sol.Number),
		"fen", jsonlite.QuoteText(sol.FEN),
		"verdict", jsonlite.QuoteText(string(sol.Verdict)),
		"reason", jsonlite.QuoteText(sol.Reason),
		"mate", strconv.Itoa(sol.Mate),
		"score", strconv.Itoa(sol.Score),
		"depth", strconv.Itoa(sol.Depth),
		"nodes", strconv.FormatUint(sol.Nodes, 10),
		"timeMs", strconv.FormatInt(sol.TimeMs, 10),
		"pv", jsonlite.QuoteText(strings.Join(sol.PV, " ")),
		"end", jsonlite.QuoteText(sol.End),
	}
}

// member writes one indented `"name": value` line.
func member(b *strings.Builder, indent, name, value string, more bool) {
	b.WriteString(indent)
	b.WriteString(jsonlite.QuoteText(name))
	b.WriteString(": ")
	b.WriteString(value)
	if more {
		b.WriteByte(',')
	}
	b.WriteByte('\n')
}

// ParseSolutions reads a solutions file and checks its form as strictly as
// encoding/json with DisallowUnknownFields did: an object with a solutions
// array, no member it does not know, every member of its JSON type (a
// missing one, or null, leaves the zero value), and for each entry a puzzle
// number from 1 to Count given once and a known verdict. Whether the lines
// are legal is ReplayPV's business.
func ParseSolutions(data []byte) (*Solutions, error) {
	s, err := parseSolutions(data)
	if err != nil {
		return nil, fmt.Errorf("solutions: %v", err)
	}
	return s, nil
}

func parseSolutions(data []byte) (*Solutions, error) {
	root, err := jsonlite.Parse(string(data))
	if err != nil {
		return nil, err
	}
	if list, ok := root.Get("solutions"); !ok || list.Kind() != jsonlite.Array {
		return nil, fmt.Errorf("no solutions array")
	}
	var s Solutions
	var entries []jsonlite.Value
	err = decodeMembers(root, func(name string, v jsonlite.Value) (bool, error) {
		switch name {
		case "engine":
			return true, decodeString(v, &s.Engine)
		case "moveTimeMs":
			return true, decodeInt(v, &s.MoveTimeMs)
		case "solutions":
			if v.Kind() != jsonlite.Array {
				return true, fmt.Errorf("is %s, not an array", v.Kind())
			}
			entries = v.Items()
			return true, nil
		}
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	seen := map[int]bool{}
	for i, item := range entries {
		sol, err := decodeSolution(item)
		if err != nil {
			return nil, fmt.Errorf("entry %d: %v", i+1, err)
		}
		if sol.Number < 1 || sol.Number > Count {
			return nil, fmt.Errorf("entry %d: no puzzle number from 1 to %d (got %d)", i+1, Count, sol.Number)
		}
		if seen[sol.Number] {
			return nil, fmt.Errorf("entry %d: puzzle number %d is repeated", i+1, sol.Number)
		}
		seen[sol.Number] = true
		if !sol.Verdict.Valid() {
			return nil, fmt.Errorf("puzzle %d: unknown verdict %q", sol.Number, sol.Verdict)
		}
		s.Solutions = append(s.Solutions, sol)
	}
	return &s, nil
}

func decodeSolution(item jsonlite.Value) (Solution, error) {
	var sol Solution
	var pv, verdict string
	err := decodeMembers(item, func(name string, v jsonlite.Value) (bool, error) {
		switch name {
		case "number":
			return true, decodeInt(v, &sol.Number)
		case "fen":
			return true, decodeString(v, &sol.FEN)
		case "verdict":
			return true, decodeString(v, &verdict)
		case "reason":
			return true, decodeString(v, &sol.Reason)
		case "mate":
			return true, decodeInt(v, &sol.Mate)
		case "score":
			return true, decodeInt(v, &sol.Score)
		case "depth":
			return true, decodeInt(v, &sol.Depth)
		case "nodes":
			if v.Kind() == jsonlite.Null {
				return true, nil
			}
			n, err := strconv.ParseUint(v.Raw(), 10, 64)
			if err != nil || v.Kind() != jsonlite.Number {
				return true, fmt.Errorf("is %s, not a count", v.Raw())
			}
			sol.Nodes = n
			return true, nil
		case "timeMs":
			return true, decodeInt(v, &sol.TimeMs)
		case "pv":
			return true, decodeString(v, &pv)
		case "end":
			return true, decodeString(v, &sol.End)
		}
		return false, nil
	})
	sol.Verdict = Verdict(verdict)
	sol.PV = strings.Fields(pv)
	return sol, err
}

// decodeMembers hands each member of an object to field, in order (so the
// last of a repeated name wins, as in encoding/json), and refuses a member
// field does not know.
func decodeMembers(obj jsonlite.Value, field func(name string, v jsonlite.Value) (known bool, err error)) error {
	if obj.Kind() != jsonlite.Object {
		return fmt.Errorf("a %s where an object belongs", obj.Kind())
	}
	for i := range obj.Keys() {
		name, v := obj.Member(i)
		known, err := field(name, v)
		if !known {
			return fmt.Errorf("unknown field %q", name)
		}
		if err != nil {
			return fmt.Errorf("field %q %v", name, err)
		}
	}
	return nil
}

// decodeString reads a string member; null leaves dst as it is.
func decodeString(v jsonlite.Value, dst *string) error {
	if v.Kind() == jsonlite.Null {
		return nil
	}
	s, ok := v.Str()
	if !ok {
		return fmt.Errorf("is a %s, not a string", v.Kind())
	}
	*dst = s
	return nil
}

// decodeInt reads a whole-number member written without a fraction or an
// exponent, as encoding/json reads into an integer; null leaves dst as it is.
func decodeInt[T int | int64](v jsonlite.Value, dst *T) error {
	if v.Kind() == jsonlite.Null {
		return nil
	}
	n, err := strconv.ParseInt(v.Raw(), 10, 64)
	if err != nil || v.Kind() != jsonlite.Number || int64(T(n)) != n {
		return fmt.Errorf("is %s, not a whole number", v.Raw())
	}
	*dst = T(n)
	return nil
}
