package main

// sampleRate is the rate of every sound effect: enough for the brightness of
// a wooden click while keeping the whole set small.
const sampleRate = 16000

// effect is one sound effect: its file name, its length and how to draw it.
type effect struct {
	name    string
	seconds float64
	draw    func(b *buffer, n *noise) (peak float64)
}

// D major pentatonic (D E F# A B), the scale of the win, loss and draw
// phrases and of the music, as MIDI note numbers.
const (
	noteA3 = 57
	noteD4 = 62
	noteE4 = 64
	noteF4 = 66 // F sharp
	noteA4 = 69
	noteB4 = 71
	noteD5 = 74
	noteE5 = 76
	noteF5 = 78 // F sharp
	noteA5 = 81
	noteD6 = 86
)

// effects lists every sound effect; each draw function returns the peak
// level to normalise to, so quieter sounds stay quieter.
var effects = []effect{
	{"move", 0.09, func(b *buffer, n *noise) float64 {
		b.click(0, 900, 0.55, 1, n)
		return 0.6
	}},
	{"capture", 0.16, func(b *buffer, n *noise) float64 {
		// The capturing piece knocks the captured one, then lands.
		b.click(0, 1080, 0.95, 1, n)
		b.click(0.055, 840, 0.75, 0.85, n)
		return 0.75
	}},
	{"check", 0.32, func(b *buffer, n *noise) float64 {
		b.bell(0, midiFreq(noteA5), 1)
		b.bell(0.1, midiFreq(noteD6), 0.9)
		return 0.5
	}},
	{"illegal", 0.16, func(b *buffer, n *noise) float64 {
		b.thud(0, 120, 1, 0.04)
		b.burst(0, 0.25, 0.01, 400, n)
		return 0.4
	}},
	{"win", 1.0, func(b *buffer, n *noise) float64 {
		for i, note := range []float64{noteD5, noteE5, noteF5, noteA5} {
			b.pluck(0.1*float64(i), midiFreq(note), 0.8, 0.5, n)
		}
		b.pluck(0.42, midiFreq(noteD6), 1, 0.8, n)
		b.pluck(0.42, midiFreq(noteD5), 0.4, 0.8, n)
		return 0.6
	}},
	{"loss", 1.0, func(b *buffer, n *noise) float64 {
		for i, note := range []float64{noteA4, noteF4, noteE4} {
			b.pluck(0.15*float64(i), midiFreq(note), 0.8, 0.5, n)
		}
		b.pluck(0.48, midiFreq(noteD4), 0.9, 0.8, n)
		b.pluck(0.48, midiFreq(noteA3), 0.5, 0.8, n)
		return 0.5
	}},
	{"draw", 0.7, func(b *buffer, n *noise) float64 {
		// An open fifth, neither rising nor falling.
		b.pluck(0, midiFreq(noteA4), 0.8, 0.6, n)
		b.pluck(0.14, midiFreq(noteE5), 0.8, 0.6, n)
		return 0.5
	}},
	{"newgame", 0.55, func(b *buffer, n *noise) float64 {
		// Pieces set down one after another, not quite evenly.
		for i, at := range []float64{0, 0.07, 0.16, 0.23, 0.33, 0.41} {
			pitch := 820 + 160*n.next()
			amp := 0.8 + 0.2*n.next()
			if i == 5 {
				amp = 1
			}
			b.click(at, pitch, 0.45+0.1*n.next(), amp, n)
		}
		return 0.55
	}},
}

// render draws one effect into samples, the same on every run: its noise
// source is seeded from its name.
func (e effect) render() []float64 {
	b := newBuffer(sampleRate, e.seconds)
	seed := noise(0x9e3779b97f4a7c15)
	for _, c := range e.name {
		seed = noise((uint64(seed) ^ uint64(c)) * 0x100000001b3)
	}
	if seed == 0 {
		seed = 1 // xorshift never leaves zero
	}
	peak := e.draw(b, &seed)
	return b.finish(peak)
}
