package ui

import (
	"os"
	"strings"
	"testing"
)

func TestParseMusicReadsTheShippedTune(t *testing.T) {
	data, err := os.ReadFile("../../assets/sounds/music.json")
	if err != nil {
		t.Skip("no music file:", err)
	}
	m, err := parseMusic(string(data))
	if err != nil {
		t.Fatal(err)
	}
	if m.BPM <= 0 || m.Beats <= 0 || len(m.Notes) < 10 || len(m.Voice.Harmonics) == 0 || m.Voice.Decay <= 0 {
		t.Errorf("music = bpm %v beats %v notes %d harmonics %d", m.BPM, m.Beats, len(m.Notes), len(m.Voice.Harmonics))
	}
	for i, n := range m.Notes {
		if n[0] < 0 || n[0] >= m.Beats || n[1] < 20 || n[1] > 110 || n[2] <= 0 || n[3] <= 0 || n[3] > 1 {
			t.Fatalf("note %d = %v is out of range", i, n)
		}
	}
}

func TestParseMusicRejects(t *testing.T) {
	for _, bad := range []string{`{`, `{"bpm":"fast"}`, `{"bpm":60,"beats":8,"voice":{"harmonics":[1],"attack":0,"decay":1,"gain":1},"notes":[[0,60,1]]}`,
		`{"bpm":60,"beats":8,"voice":{"harmonics":[],"attack":0,"decay":1,"gain":1},"notes":[]}`} {
		if _, err := parseMusic(bad); err == nil {
			t.Errorf("parseMusic(%s) accepted it", bad)
		}
	}
	if _, err := parseMusic(strings.Repeat("[", 100)); err == nil {
		t.Error("deep nesting accepted")
	}
}
