package main

import "math"

// buffer is a mono signal being built up, at a fixed sample rate.
type buffer struct {
	rate int
	s    []float64
}

func newBuffer(rate int, seconds float64) *buffer {
	return &buffer{rate: rate, s: make([]float64, int(math.Round(seconds*float64(rate))))}
}

// noise is a small deterministic random source (xorshift64*), so every run
// of the generator writes the same bytes whatever the Go version.
type noise uint64

func (n *noise) next() float64 {
	x := uint64(*n)
	x ^= x >> 12
	x ^= x << 25
	x ^= x >> 27
	*n = noise(x)
	return float64((x*2685821657736338717)>>11)/(1<<53)*2 - 1
}

// mode adds a damped sine starting at time at: a single resonance of a struck
// body, with amplitude amp, frequency freq in hertz and decay time tau in
// seconds (the time to fall to 1/e). The first half millisecond is ramped in
// to avoid a click from the onset.
func (b *buffer) mode(at, freq, amp, tau float64) {
	start := int(at * float64(b.rate))
	ramp := 0.0005 * float64(b.rate)
	for i := start; i < len(b.s); i++ {
		t := float64(i-start) / float64(b.rate)
		env := math.Exp(-t / tau)
		if env < 1e-4 {
			break
		}
		if k := float64(i - start); k < ramp {
			env *= k / ramp
		}
		b.s[i] += amp * env * math.Sin(2*math.Pi*freq*t)
	}
}

// burst adds a short burst of noise, low-pass filtered by a one-pole filter
// with the given cutoff, decaying with time constant tau.
func (b *buffer) burst(at, amp, tau, cutoff float64, n *noise) {
	start := int(at * float64(b.rate))
	a := 1 - math.Exp(-2*math.Pi*cutoff/float64(b.rate))
	y := 0.0
	for i := start; i < len(b.s); i++ {
		t := float64(i-start) / float64(b.rate)
		env := math.Exp(-t / tau)
		if env < 1e-4 {
			break
		}
		y += a * (n.next() - y)
		b.s[i] += amp * env * y
	}
}

// click adds the sound of a wooden piece striking a wooden board: a brief
// noise transient for the contact and three short resonances of the piece,
// plus a low knock of the board. pitch sets the main resonance in hertz;
// hardness, from 0 to 1, brightens and shortens the strike.
func (b *buffer) click(at, pitch, hardness, amp float64, n *noise) {
	b.burst(at, amp*(0.5+0.5*hardness), 0.0012+0.0008*(1-hardness), 2500+3500*hardness, n)
	// Ratios of a small wooden block's first modes; higher modes die faster.
	b.mode(at, pitch, amp*0.8, 0.018)
	b.mode(at, pitch*2.32, amp*0.45*(0.6+hardness), 0.009)
	b.mode(at, pitch*4.13, amp*0.25*hardness, 0.005)
	b.mode(at, 180+40*hardness, amp*0.5, 0.014)
}

// pluck adds a plucked-string note, like a guzheng: a few harmonics that are
// slightly stretched (a stiff string) and die away faster the higher they
// are, with a soft attack and a hint of the plectrum's noise.
func (b *buffer) pluck(at, freq, amp, tau float64, n *noise) {
	for h := 1; h <= 6; h++ {
		hf := float64(h)
		f := freq * hf * math.Sqrt(1+0.0003*hf*hf)
		if f > float64(b.rate)/2*0.9 {
			break
		}
		b.mode(at, f, amp/math.Pow(hf, 1.4), tau/math.Pow(hf, 0.8))
	}
	b.burst(at, amp*0.08, 0.004, 3000, n)
}

// bell adds a short metallic ping: inharmonic partials with long decays.
func (b *buffer) bell(at, freq, amp float64) {
	b.mode(at, freq, amp, 0.12)
	b.mode(at, freq*2.76, amp*0.35, 0.06)
	b.mode(at, freq*5.40, amp*0.12, 0.03)
}

// thud adds a soft, low knock whose pitch sags as it dies.
func (b *buffer) thud(at, freq, amp, tau float64) {
	start := int(at * float64(b.rate))
	phase := 0.0
	for i := start; i < len(b.s); i++ {
		t := float64(i-start) / float64(b.rate)
		env := math.Exp(-t/tau) * math.Min(1, t/0.003)
		f := freq * (0.7 + 0.3*math.Exp(-t/0.03))
		phase += 2 * math.Pi * f / float64(b.rate)
		b.s[i] += amp * env * math.Sin(phase)
	}
}

// finish scales the signal so its peak is peak, and fades out the last fifth
// with a half cosine so a ringing note ends softly on silence.
func (b *buffer) finish(peak float64) []float64 {
	max := 0.0
	for _, v := range b.s {
		max = math.Max(max, math.Abs(v))
	}
	if max == 0 {
		return b.s
	}
	fade := len(b.s) / 5
	for i := range b.s {
		g := peak / max
		if k := len(b.s) - 1 - i; k < fade {
			g *= 0.5 - 0.5*math.Cos(math.Pi*float64(k)/float64(fade))
		}
		b.s[i] *= g
	}
	return b.s
}

// midiFreq returns the frequency of a MIDI note number (A4 = 69 = 440 Hz).
func midiFreq(note float64) float64 { return 440 * math.Pow(2, (note-69)/12) }
