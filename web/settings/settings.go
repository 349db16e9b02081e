// Package settings holds the player's choices (language, notation, piece
// style, theme, sound, engine details, and the side and level of new games)
// and reads them from the names and values the page's controls and links
// use, refusing anything else.
package settings

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/engine/search"
	"xiangqi/web/i18n"
)

// Names of the settings, as the page's data-setting hooks and link
// parameters spell them.
const (
	Lang     = "lang"
	Notation = "notation"
	Pieces   = "pieces"
	Theme    = "theme"
	Sound    = "sound"
	Music    = "music"
	Info     = "info"
	Level    = "level"
	Side     = "side"
	Lines    = "lines"
	// Thoroughness is how hard a review looks at each position: quick,
	// standard or deep (engine/review's Thoroughnesses).
	Thoroughness = "thoroughness"
	Pace         = "pace"
)

// Levels run from MinLevel to MaxLevel: the engine's levels, defined in
// engine/search. DefaultLevel is a new player's first opponent: the
// gentlest level, which on the re-spaced ladder plays about as the former
// default (level 3) did (README, "Strength and levels").
const (
	MinLevel     = search.MinLevel
	MaxLevel     = search.MaxLevel
	DefaultLevel = 1
)

// The analysis board shows from MinLines to MaxLines engine lines.
const (
	MinLines     = 1
	MaxLines     = 5
	DefaultLines = 3
)

// Settings are the player's choices.
type Settings struct {
	Lang     i18n.Lang
	Notation string // chinese, wxf or iccs
	Pieces   string // chinese or symbols
	Theme    string // auto, light or dark
	Sound    bool
	Music    bool
	Info     bool   // show depth and score while the engine thinks
	Level    int    // level of new games
	Side     string // red or black: the player's side in new games
	Lines    int    // engine lines on the analysis board
	// Thoroughness of reviews: quick, standard or deep.
	Thoroughness string
	// Pace: the engine's replies come at a natural pace (a short least
	// thinking time) rather than at once.
	Pace bool
	// The new-game choices of play.go: whom to play, the clock, the
	// two-player layout, and undo and hints allowed.
	PlayMode, TimeControl, Layout string
	Undo                          bool
	Hints                         string
}

// Names lists every setting, in the order the page stores them.
var Names = []string{Lang, Notation, Pieces, Theme, Sound, Music, Info, Level, Side, Lines, Thoroughness, Pace}

// Default returns the settings of a first visit in a language: Chinese
// notation for Chinese readers and WXF for others, sound on, music off, the
// engine at a natural pace.
func Default(lang i18n.Lang) Settings {
	s := Settings{Lang: lang, Notation: "wxf", Pieces: "chinese", Theme: "auto", Sound: true,
		Level: DefaultLevel, Side: "red", Lines: DefaultLines, Thoroughness: "standard", Pace: true}
	if lang.IsChinese() {
		s.Notation = "chinese"
	}
	s.defaultPlay()
	return s
}

// choices lists the values each text setting accepts.
var choices = map[string][]string{
	Notation:     {"chinese", "wxf", "iccs"},
	Pieces:       {"chinese", "symbols"},
	Theme:        {"auto", "light", "dark"},
	Side:         {"red", "black"},
	Thoroughness: {"quick", "standard", "deep"},
	Lang:         {"en", "zh", "zh-Hant"},
}

// Choices returns the values a setting accepts, or nil for on/off and number
// settings.
func Choices(name string) []string { return choices[name] }

// Set changes one setting from its text form. Booleans accept 1/0, on/off,
// true/false and yes/no. An unknown name or value is an error that says what
// was expected, and leaves the settings unchanged.
func (s *Settings) Set(name, value string) error {
	value = strings.TrimSpace(value)
	if len(value) > 32 {
		return fmt.Errorf("%s: value too long", name)
	}
	v := strings.ToLower(value)
	if isPlay(name) {
		return s.setPlay(name, v)
	}
	switch name {
	case Lang:
		l, ok := i18n.Parse(v)
		if !ok {
			return fmt.Errorf("lang: %q is not a language (want en, zh or zh-Hant)", value)
		}
		s.Lang = l
	case Notation:
		switch v {
		case "coord", "coordinates", "uci":
			v = "iccs"
		case "zh", "cn":
			v = "chinese"
		}
		if !oneOf(v, choices[Notation]) {
			return fmt.Errorf("notation: %q is not one of chinese, wxf, iccs", value)
		}
		s.Notation = v
	case Pieces, Theme, Side, Thoroughness:
		if !oneOf(v, choices[name]) {
			return fmt.Errorf("%s: %q is not one of %s", name, value, strings.Join(choices[name], ", "))
		}
		switch name {
		case Pieces:
			s.Pieces = v
		case Theme:
			s.Theme = v
		case Side:
			s.Side = v
		case Thoroughness:
			s.Thoroughness = v
		}
	case Sound, Music, Info, Pace:
		b, ok := parseBool(v)
		if !ok {
			return fmt.Errorf("%s: %q is not on or off", name, value)
		}
		switch name {
		case Sound:
			s.Sound = b
		case Music:
			s.Music = b
		case Info:
			s.Info = b
		case Pace:
			s.Pace = b
		}
	case Level:
		n, err := strconv.Atoi(v)
		if err != nil || n < MinLevel || n > MaxLevel {
			return fmt.Errorf("level: %q is not a level from %d to %d", value, MinLevel, MaxLevel)
		}
		s.Level = n
	case Lines:
		n, err := strconv.Atoi(v)
		if err != nil || n < MinLines || n > MaxLines {
			return fmt.Errorf("lines: %q is not a number from %d to %d", value, MinLines, MaxLines)
		}
		s.Lines = n
	default:
		return fmt.Errorf("unknown setting %q", name)
	}
	return nil
}

// Get returns one setting in its text form, as Set reads it.
func (s Settings) Get(name string) string {
	switch name {
	case Lang:
		return string(s.Lang)
	case Notation:
		return s.Notation
	case Pieces:
		return s.Pieces
	case Theme:
		return s.Theme
	case Side:
		return s.Side
	case Thoroughness:
		return s.Thoroughness
	case Sound:
		return onOff(s.Sound)
	case Music:
		return onOff(s.Music)
	case Info:
		return onOff(s.Info)
	case Pace:
		return onOff(s.Pace)
	case Level:
		return strconv.Itoa(s.Level)
	case Lines:
		return strconv.Itoa(s.Lines)
	}
	return s.getPlay(name)
}

// Sanitize replaces every value that Set would refuse with its default, so
// settings read from storage written by another version are always usable.
// It reports whether anything was replaced.
func (s *Settings) Sanitize() bool {
	d := Default(s.Lang)
	fixed := false
	if _, ok := i18n.Parse(string(s.Lang)); !ok {
		s.Lang, fixed = i18n.English, true
		d = Default(s.Lang)
	}
	fix := func(field *string, name, def string) {
		if !oneOf(*field, choices[name]) {
			*field, fixed = def, true
		}
	}
	fix(&s.Notation, Notation, d.Notation)
	fix(&s.Pieces, Pieces, d.Pieces)
	fix(&s.Theme, Theme, d.Theme)
	fix(&s.Side, Side, d.Side)
	fix(&s.Thoroughness, Thoroughness, d.Thoroughness)
	if s.Level < MinLevel || s.Level > MaxLevel {
		s.Level, fixed = d.Level, true
	}
	if s.Lines < MinLines || s.Lines > MaxLines {
		s.Lines, fixed = d.Lines, true
	}
	if s.sanitizePlay() {
		fixed = true
	}
	return fixed
}

func oneOf(v string, list []string) bool {
	for _, c := range list {
		if v == c {
			return true
		}
	}
	return false
}

func parseBool(v string) (bool, bool) {
	switch v {
	case "1", "on", "true", "yes":
		return true, true
	case "0", "off", "false", "no":
		return false, true
	}
	return false, false
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
