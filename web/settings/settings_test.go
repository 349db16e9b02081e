package settings

import (
	"testing"

	"xiangqi/web/i18n"
)

func TestSet(t *testing.T) {
	tests := []struct {
		name, value string
		ok          bool
		check       func(s Settings) bool
	}{
		{Notation, "WXF", true, func(s Settings) bool { return s.Notation == "wxf" }},
		{Notation, "coord", true, func(s Settings) bool { return s.Notation == "iccs" }},
		{Notation, "klingon", false, nil},
		{Lang, "zh", true, func(s Settings) bool { return s.Lang == i18n.Chinese }},
		{Lang, "zh-Hant", true, func(s Settings) bool { return s.Lang == i18n.ChineseTraditional }},
		{Lang, "zh-TW", true, func(s Settings) bool { return s.Lang == i18n.ChineseTraditional }},
		{Lang, "<script>", false, nil},
		{Sound, "0", true, func(s Settings) bool { return !s.Sound }},
		{Sound, "maybe", false, nil},
		{Music, "on", true, func(s Settings) bool { return s.Music }},
		{Level, "7", true, func(s Settings) bool { return s.Level == 7 }},
		{Level, "0", false, nil},
		{Level, "15", true, func(s Settings) bool { return s.Level == 15 }},
		{Level, "16", false, nil},
		{Level, "3x", false, nil},
		{Side, "Black", true, func(s Settings) bool { return s.Side == "black" }},
		{Side, "green", false, nil},
		{Theme, "dark", true, func(s Settings) bool { return s.Theme == "dark" }},
		{Pieces, "symbols", true, func(s Settings) bool { return s.Pieces == "symbols" }},
		{"volume", "11", false, nil},
	}
	for _, tc := range tests {
		s := Default(i18n.English)
		before := s
		err := s.Set(tc.name, tc.value)
		if (err == nil) != tc.ok {
			t.Errorf("Set(%s, %q) error = %v, want ok=%v", tc.name, tc.value, err, tc.ok)
			continue
		}
		if !tc.ok && s != before {
			t.Errorf("Set(%s, %q) failed but changed the settings", tc.name, tc.value)
		}
		if tc.ok && !tc.check(s) {
			t.Errorf("Set(%s, %q) gave %+v", tc.name, tc.value, s)
		}
	}
}

func TestGetRoundTrips(t *testing.T) {
	s := Default(i18n.ChineseTraditional)
	s.Sound, s.Info, s.Level, s.Side = false, true, 9, "black"
	var back Settings = Default(i18n.English)
	for _, name := range []string{Lang, Notation, Pieces, Theme, Sound, Music, Info, Level, Side} {
		if err := back.Set(name, s.Get(name)); err != nil {
			t.Fatalf("Set(%s, Get=%q): %v", name, s.Get(name), err)
		}
	}
	if back != s {
		t.Errorf("round trip gave %+v, want %+v", back, s)
	}
}

func TestDefaultsFollowLanguage(t *testing.T) {
	if d := Default(i18n.Chinese); d.Notation != "chinese" || !d.Sound || d.Music {
		t.Errorf("Chinese defaults = %+v", d)
	}
	if d := Default(i18n.ChineseTraditional); d.Notation != "chinese" {
		t.Errorf("traditional Chinese defaults = %+v", d)
	}
	if d := Default(i18n.English); d.Notation != "wxf" {
		t.Errorf("English defaults = %+v", d)
	}
}

func TestSanitize(t *testing.T) {
	s := Settings{Lang: "xx", Notation: "bogus", Pieces: "", Theme: "neon", Side: "", Level: 99, Sound: true, Pace: true, Undo: true,
		TimeControl: "1+99", Layout: "sideways", Hints: "lots"}
	if !s.Sanitize() {
		t.Fatal("Sanitize found nothing to fix")
	}
	want := Default(i18n.English)
	if s != want {
		t.Errorf("sanitized = %+v, want %+v", s, want)
	}
	good := Default(i18n.Chinese)
	if good.Sanitize() {
		t.Error("Sanitize changed good settings")
	}
}

// TestPlayChoices checks the new-game choices: whom to play, the clock, the
// layout, undo and hints.
func TestPlayChoices(t *testing.T) {
	s := Default(i18n.English)
	if s.PlayMode != ModeEngine || s.Clock().On() || s.Layout != LayoutNormal || !s.Undo || s.HintLimit() != -1 {
		t.Fatalf("defaults %+v", s)
	}
	for _, tc := range []struct{ name, value, want string }{
		{PlayMode, "Two-Players", ModeTwoPlayers},
		{TimeControl, "10+5", "10+5"},
		{TimeControl, "none", "none"},
		{TimeControl, "30", "30+0"},
		{Layout, "face-to-face", LayoutFaceToFace},
		{Layout, "turn", LayoutTurn},
		{Undo, "off", "off"},
		{Hints, "3", "3"},
		{Hints, "ANY", HintsAny},
	} {
		if err := s.Set(tc.name, tc.value); err != nil || s.Get(tc.name) != tc.want {
			t.Errorf("Set(%s, %q): %v, Get = %q, want %q", tc.name, tc.value, err, s.Get(tc.name), tc.want)
		}
	}
	for _, bad := range [][2]string{{PlayMode, "robot"}, {TimeControl, "0+1"}, {TimeControl, "10+99"}, {Layout, "upside"}, {Undo, "maybe"}, {Hints, "10"}, {Hints, "-1"}} {
		before := s
		if err := s.Set(bad[0], bad[1]); err == nil || s != before {
			t.Errorf("Set(%s, %q) accepted or changed the settings", bad[0], bad[1])
		}
	}
	s.Set(Hints, "3")
	s.Set(TimeControl, "5+3")
	if s.HintLimit() != 3 || s.Clock().String() != "5+3" {
		t.Errorf("hint limit %d, clock %v", s.HintLimit(), s.Clock())
	}
}
