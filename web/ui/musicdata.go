package ui

// This file builds on every platform, so the music file's reader is tested
// natively; the rest of the package is for js/wasm only.

import (
	"fmt"

	"xiangqi/engine/jsonlite"
)

// musicData is sounds/music.json (written by cmd/gensound): a looping note
// list and the plucked voice to play it with.
type musicData struct {
	BPM, Beats float64
	Voice      struct {
		Harmonics           []float64
		Attack, Decay, Gain float64
	}
	Notes [][4]float64 // beat, MIDI pitch, length in beats, velocity
}

// parseMusic reads music.json, checking every number it uses.
func parseMusic(text string) (*musicData, error) {
	root, err := jsonlite.Parse(text)
	if err != nil {
		return nil, err
	}
	var d musicData
	var bad error
	num := func(obj jsonlite.Value, name string) float64 {
		f, _ := obj.Get(name)
		n, ok := f.Float()
		if !ok && bad == nil {
			bad = fmt.Errorf("%s is not a number", name)
		}
		return n
	}
	d.BPM, d.Beats = num(root, "bpm"), num(root, "beats")
	voice, _ := root.Get("voice")
	d.Voice.Attack, d.Voice.Decay, d.Voice.Gain = num(voice, "attack"), num(voice, "decay"), num(voice, "gain")
	h, _ := voice.Get("harmonics")
	for _, it := range h.Items() {
		n, ok := it.Float()
		if !ok {
			return nil, fmt.Errorf("a harmonic is not a number")
		}
		d.Voice.Harmonics = append(d.Voice.Harmonics, n)
	}
	notes, _ := root.Get("notes")
	for _, it := range notes.Items() {
		var n [4]float64
		items := it.Items()
		if len(items) != 4 {
			return nil, fmt.Errorf("a note is not [beat, pitch, length, velocity]")
		}
		for i, x := range items {
			v, ok := x.Float()
			if !ok {
				return nil, fmt.Errorf("a note has a value that is not a number")
			}
			n[i] = v
		}
		d.Notes = append(d.Notes, n)
	}
	if bad != nil {
		return nil, bad
	}
	if d.BPM <= 0 || d.Beats <= 0 || len(d.Notes) == 0 || len(d.Voice.Harmonics) == 0 {
		return nil, fmt.Errorf("no tune")
	}
	return &d, nil
}
