package match

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// Spec says how to start one engine. Its text form is
//
//	kind[:command][;key=value]...
//
// where kind is "self" (this engine in-process, started by the caller),
// "self-uci" (this program's uci command as a child process), "uci" or
// "xboard", and command is a program with its arguments separated by spaces
// (no quoting). Keys the match itself understands:
//
//	name=TEXT        the name shown in results and PGN
//	ranks=1-10       the engine numbers ranks 1-10 (Fairy-Stockfish); default 0-9
//	timescale=X      xboard only: the clock sent before each move is movetime×X,
//	                 for engines that spend only part of their clock on a move;
//	                 "auto" (the default) adjusts X after every move so the
//	                 engine's mean time per move matches movetime
//
// Every other key is an engine option: `setoption name KEY value VALUE` for UCI
// (and for self-uci; self interprets its own), and an error for xboard, which has no general option command.
//
// Examples:
//
//	self:level=10
//	self-uci:Hash=64
//	uci:/usr/games/fairy-stockfish;UCI_Variant=xiangqi;ranks=1-10
//	xboard:/usr/games/maxqi
type Spec struct {
	Text      string   // the spec as given
	Kind      string   // "self", "uci" or "xboard"
	Command   []string // program and arguments; empty for self
	Name      string   // display name
	RankBase  int      // 0 when ranks are 0-9, 1 when they are 1-10
	TimeScale float64  // xboard clock multiplier; 0 adjusts it automatically
	Options   []Option // engine options in the order given

	// calibration is shared by the copies of an xboard spec with
	// timescale=auto.
	calibration *clockCalibration
}

// Option is one engine option from a spec.
type Option struct {
	Name, Value string
}

// ParseSpec reads an engine spec such as "uci:/usr/games/fairy-stockfish;UCI_Variant=xiangqi;ranks=1-10".
func ParseSpec(text string) (Spec, error) {
	s := Spec{Text: text}
	parts := strings.Split(text, ";")
	head := strings.TrimSpace(parts[0])
	kind, command, hasCommand := strings.Cut(head, ":")
	s.Kind = strings.ToLower(strings.TrimSpace(kind))
	switch s.Kind {
	case "self", "self-uci":
		// "self:level=10" puts the first option where a command would be.
		if hasCommand && strings.TrimSpace(command) != "" {
			parts = append([]string{s.Kind, command}, parts[1:]...)
		}
	case "uci", "xboard":
		s.Command = strings.Fields(command)
		if len(s.Command) == 0 {
			return Spec{}, fmt.Errorf("engine spec %q: %s needs a command, like %s:/usr/games/engine", text, s.Kind, s.Kind)
		}
	default:
		return Spec{}, fmt.Errorf("engine spec %q: kind %q is not self, self-uci, uci or xboard", text, kind)
	}
	for _, part := range parts[1:] {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		key, value, ok := strings.Cut(part, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !ok || key == "" {
			return Spec{}, fmt.Errorf("engine spec %q: option %q is not key=value", text, part)
		}
		switch strings.ToLower(key) {
		case "name":
			s.Name = value
		case "ranks":
			switch value {
			case "0-9":
				s.RankBase = 0
			case "1-10":
				s.RankBase = 1
			default:
				return Spec{}, fmt.Errorf("engine spec %q: ranks=%q, want 0-9 or 1-10", text, value)
			}
		case "timescale":
			if value == "auto" {
				s.TimeScale = 0
				break
			}
			x, err := strconv.ParseFloat(value, 64)
			if err != nil || x <= 0 || x > 1000 {
				return Spec{}, fmt.Errorf("engine spec %q: timescale=%q, want a number above 0", text, value)
			}
			s.TimeScale = x
		default:
			if s.Kind == "xboard" {
				return Spec{}, fmt.Errorf("engine spec %q: xboard engines take no option %q (only name, ranks, timescale)", text, key)
			}
			s.Options = append(s.Options, Option{key, value})
		}
	}
	if s.Name == "" {
		s.Name = s.defaultName()
	}
	if s.Kind == "xboard" && s.TimeScale == 0 {
		s.calibration = &clockCalibration{}
	}
	return s, nil
}

// defaultName is the program's base name, or "self" plus its options.
func (s Spec) defaultName() string {
	if len(s.Command) > 0 {
		return filepath.Base(s.Command[0])
	}
	name := s.Kind
	for _, o := range s.Options {
		name += " " + o.Name + "=" + o.Value
	}
	return name
}

// Option returns the value of an engine option named in the spec (case
// insensitive) and whether it was given.
func (s Spec) Option(name string) (string, bool) {
	for _, o := range s.Options {
		if strings.EqualFold(o.Name, name) {
			return o.Value, true
		}
	}
	return "", false
}
