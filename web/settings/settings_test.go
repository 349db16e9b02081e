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
		{Level, "11", false, nil},
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
	s := Settings{Lang: "xx", Notation: "bogus", Pieces: "", Theme: "neon", Side: "", Level: 99, Sound: true, Pace: true}
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
