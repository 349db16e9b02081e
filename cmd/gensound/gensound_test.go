package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// wantSeconds is the length of every effect; the page may rely on these
// being short.
var wantSeconds = map[string]float64{
	"move": 0.09, "capture": 0.16, "check": 0.32, "illegal": 0.16,
	"win": 1.0, "loss": 1.0, "draw": 0.7, "newgame": 0.55,
}

func TestGenerateWritesValidDeterministicFiles(t *testing.T) {
	dirs := []string{t.TempDir(), t.TempDir()}
	for _, d := range dirs {
		if err := generate(d); err != nil {
			t.Fatal(err)
		}
	}
	total := 0
	for name, secs := range wantSeconds {
		file := name + ".wav"
		a, err := os.ReadFile(filepath.Join(dirs[0], file))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dirs[1], file))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs", file)
		}
		total += len(a)
		rate, samples, err := parseWAV(a)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		if rate != sampleRate {
			t.Errorf("%s: rate %d, want %d", file, rate, sampleRate)
		}
		if got := float64(len(samples)) / float64(rate); math.Abs(got-secs) > 1.0/float64(rate) {
			t.Errorf("%s lasts %.4f s, want %.4f s", file, got, secs)
		}
		peak := 0
		for _, s := range samples {
			peak = max(peak, abs(int(s)))
		}
		if peak < 3000 || peak > 32000 {
			t.Errorf("%s peaks at %d, want clearly audible and unclipped", file, peak)
		}
		if end := abs(int(samples[len(samples)-1])); end > 50 {
			t.Errorf("%s ends at level %d, want silence", file, end)
		}
	}
	if total > 150_000 {
		t.Errorf("sound effects take %d bytes, want at most 150000", total)
	}
	a, _ := os.ReadFile(filepath.Join(dirs[0], "music.json"))
	b, _ := os.ReadFile(filepath.Join(dirs[1], "music.json"))
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Errorf("music.json is empty or differs between two runs")
	}
	checkMusic(t, a)
}

// checkMusic checks the note list: valid JSON, a loop of 20 to 40 seconds,
// every note in D major pentatonic and starting inside the loop.
func checkMusic(t *testing.T, data []byte) {
	t.Helper()
	if len(data) > 200_000 {
		t.Errorf("music.json is %d bytes, want at most 200000", len(data))
	}
	var m music
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("music.json: %v", err)
	}
	secs := m.Beats * 60 / float64(m.BPM)
	if secs < 20 || secs > 40 {
		t.Errorf("music loop lasts %.1f s, want 20 to 40", secs)
	}
	if len(m.Notes) < 32 || len(m.Voice.Harmonics) == 0 || m.Voice.Decay <= 0 {
		t.Fatalf("music has %d notes and voice %+v; want a tune and a voice", len(m.Notes), m.Voice)
	}
	pentatonic := map[int]bool{2: true, 4: true, 6: true, 9: true, 11: true} // D E F# A B
	for _, n := range m.Notes {
		beat, pitch, length, vel := n[0], int(n[1]), n[2], n[3]
		if !pentatonic[pitch%12] {
			t.Errorf("note %v is outside D major pentatonic", n)
		}
		if beat < 0 || beat >= m.Beats || length <= 0 || vel <= 0 || vel > 1 {
			t.Errorf("note %v is out of range", n)
		}
	}
}

func TestParseMelody(t *testing.T) {
	notes, beats, err := parseMelody("1 2_ 3_ 5' - | 6,_ 6,_ 0 1 - |", 0.5)
	if err != nil {
		t.Fatal(err)
	}
	want := []note{
		{0, 1, 62, 0.5}, {1, 0.5, 64, 0.5}, {1.5, 0.5, 66, 0.5}, {2, 2, 81, 0.5},
		{4, 0.5, 59, 0.5}, {4.5, 0.5, 59, 0.5}, {6, 2, 62, 0.5},
	}
	if beats != 8 || len(notes) != len(want) {
		t.Fatalf("parseMelody = %v over %g beats, want %v over 8", notes, beats, want)
	}
	for i := range want {
		if notes[i] != want[i] {
			t.Errorf("note %d = %+v, want %+v", i, notes[i], want[i])
		}
	}
	for _, bad := range []string{"4", "1x", "- 1 2 3", "1 2 3 |", "1 2 3 5 6 |"} {
		if _, _, err := parseMelody(bad, 1); err == nil {
			t.Errorf("parseMelody(%q) succeeded, want an error", bad)
		}
	}
}

func TestMusicPreviewLoopsWithoutClipping(t *testing.T) {
	m, err := composeMusic()
	if err != nil {
		t.Fatal(err)
	}
	s := renderMusic(m, 8000) // a low rate keeps the test quick
	peak := 0.0
	for _, v := range s {
		peak = math.Max(peak, math.Abs(v))
	}
	if peak < 0.05 || peak > 0.9 {
		t.Errorf("music preview peaks at %.3f, want audible headroom", peak)
	}
}

// parseWAV reads a mono 16-bit PCM WAV file as written by encodeWAV.
func parseWAV(b []byte) (rate int, samples []int16, err error) {
	le := binary.LittleEndian
	switch {
	case len(b) < 44:
		return 0, nil, fmt.Errorf("short file")
	case string(b[0:4]) != "RIFF" || string(b[8:16]) != "WAVEfmt " || string(b[36:40]) != "data":
		return 0, nil, fmt.Errorf("not a canonical WAV header")
	case int(le.Uint32(b[4:8])) != len(b)-8:
		return 0, nil, fmt.Errorf("RIFF size %d, file has %d", le.Uint32(b[4:8]), len(b)-8)
	case le.Uint32(b[16:20]) != 16 || le.Uint16(b[20:22]) != 1:
		return 0, nil, fmt.Errorf("not PCM")
	case le.Uint16(b[22:24]) != 1 || le.Uint16(b[34:36]) != 16 || le.Uint16(b[32:34]) != 2:
		return 0, nil, fmt.Errorf("not mono 16-bit")
	case int(le.Uint32(b[40:44])) != len(b)-44:
		return 0, nil, fmt.Errorf("data size %d, file has %d", le.Uint32(b[40:44]), len(b)-44)
	}
	rate = int(le.Uint32(b[24:28]))
	if int(le.Uint32(b[28:32])) != rate*2 {
		return 0, nil, fmt.Errorf("byte rate does not match the sample rate")
	}
	for i := 44; i+1 < len(b); i += 2 {
		samples = append(samples, int16(le.Uint16(b[i:])))
	}
	return rate, samples, nil
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
