package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// Option names, spelled as UCI's setoption and the worker's setoption message
// spell them. Matching is case-insensitive, as UCI GUIs expect.
const (
	OptionHash    = "Hash"
	OptionMultiPV = "MultiPV"
	OptionLevel   = "Level"
	OptionOwnBook = "OwnBook"
)

// MaxMultiPV bounds the lines one analysis may ask for (the worker
// protocol's limit, which UCI shares).
const MaxMultiPV = wire.MaxMultiPV

// Options are the settings a front end may change.
type Options struct {
	HashMB  int  // hash table size in MiB
	MultiPV int  // principal variations per search (1 when playing)
	Level   int  // playing strength, search.MinLevel (weakest) to search.MaxLevel
	OwnBook bool // answer from the opening book when it has the position
}

// optionSpec describes one option for the `uci` listing and for setoption.
type optionSpec struct {
	name     string
	check    bool // a true/false option; otherwise an integer ("spin")
	min, max int
	field    func(o *Options) *int // the integer field; nil for check options
}

// specs lists the options in the order `uci` prints them.
func specs() []optionSpec {
	return []optionSpec{
		{name: OptionHash, min: 1, max: maxHashMB, field: func(o *Options) *int { return &o.HashMB }},
		{name: OptionMultiPV, min: 1, max: MaxMultiPV, field: func(o *Options) *int { return &o.MultiPV }},
		{name: OptionLevel, min: search.MinLevel, max: search.MaxLevel, field: func(o *Options) *int { return &o.Level }},
		{name: OptionOwnBook, check: true},
	}
}

// DefaultOptions returns the options of a new Session: the search's default
// hash size and level, one line, and no book (UCI's convention: a GUI
// enables OwnBook when it wants the engine's book).
func DefaultOptions() Options {
	d := search.DefaultOptions()
	return Options{HashMB: d.HashMB, MultiPV: 1, Level: d.Level, OwnBook: false}
}

func findSpec(name string) (optionSpec, bool) {
	for _, s := range specs() {
		if strings.EqualFold(s.name, name) {
			return s, true
		}
	}
	return optionSpec{}, false
}

// optionNames lists the option names for error messages.
func optionNames() string {
	var names []string
	for _, s := range specs() {
		names = append(names, s.name)
	}
	return strings.Join(names, ", ")
}

// set changes one option from its text value and reports what is wrong with
// a bad name or value.
func (o *Options) set(name, value string) error {
	spec, ok := findSpec(strings.TrimSpace(name))
	if !ok {
		return fmt.Errorf("unknown option %q (options: %s)", name, optionNames())
	}
	value = strings.TrimSpace(value)
	if spec.check {
		switch strings.ToLower(value) {
		case "true", "on", "1":
			o.OwnBook = true
		case "false", "off", "0":
			o.OwnBook = false
		default:
			return fmt.Errorf("option %s wants true or false, got %q", spec.name, value)
		}
		return nil
	}
	n, err := strconv.Atoi(value)
	if err != nil {
		return fmt.Errorf("option %s wants a whole number from %d to %d, got %q", spec.name, spec.min, spec.max, value)
	}
	if n < spec.min || n > spec.max {
		return fmt.Errorf("option %s must be from %d to %d, got %d", spec.name, spec.min, spec.max, n)
	}
	*spec.field(o) = n
	return nil
}

// uciLine is the `option name ...` line `uci` prints for the spec.
func (s optionSpec) uciLine(o Options) string {
	if s.check {
		return fmt.Sprintf("option name %s type check default %t", s.name, o.OwnBook)
	}
	return fmt.Sprintf("option name %s type spin default %d min %d max %d", s.name, *s.field(&o), s.min, s.max)
}
