//go:build js && wasm

package ui

import (
	"math"
	"syscall/js"
)

// music plays the background loop with WebAudio, scheduling a couple of
// seconds ahead from a timer so the main thread never does much at once.
type music struct {
	ctx, master, wave js.Value
	data              *musicData
	loading           bool
	playing           bool
	timer             int
	loopStart         float64 // AudioContext time of the current loop's beat 0
	next              int     // index of the next note to schedule
}

// lookahead is how far ahead notes are scheduled, in seconds.
const lookahead = 2.0

// syncMusic starts or stops the music to match the setting. Browsers let
// audio start only from a user gesture, so it is also called from the
// board's pointerdown and the settings dialog.
func (u *UI) syncMusic(on bool) {
	if u.music == nil {
		if !on {
			return
		}
		u.music = &music{}
	}
	m := u.music
	if !on {
		m.stop()
		return
	}
	if m.playing {
		if m.ctx.Truthy() && m.ctx.Get("state").String() == "suspended" {
			m.ctx.Call("resume").Call("catch", noop)
		}
		return
	}
	if m.data == nil {
		m.load(u)
		return
	}
	m.start()
}

// load fetches music.json, then starts playing if still wanted.
func (m *music) load(u *UI) {
	if m.loading {
		return
	}
	m.loading = true
	var ok, fail, parse js.Func
	release := func() { ok.Release(); fail.Release(); parse.Release() }
	parse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		d, err := parseMusic(args[0].String())
		if err != nil {
			u.toast("music: "+err.Error(), true)
			return nil
		}
		m.data = d
		m.loading = false
		if u.app.Settings().Music {
			m.start()
		}
		return nil
	})
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		args[0].Call("text").Call("then", parse, fail)
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		m.loading = false
		release()
		return nil
	})
	js.Global().Call("fetch", assetURL("sounds/music.json")).Call("then", ok, fail)
}

func (m *music) start() {
	ac := js.Global().Get("AudioContext")
	if !ac.Truthy() {
		ac = js.Global().Get("webkitAudioContext")
	}
	if !ac.Truthy() {
		return
	}
	if !m.ctx.Truthy() {
		m.ctx = ac.New()
		m.master = m.ctx.Call("createGain")
		m.master.Get("gain").Set("value", 0.8)
		m.master.Call("connect", m.ctx.Get("destination"))
		// One periodic wave with the voice's harmonics: one oscillator per
		// note instead of one per harmonic.
		h := m.data.Voice.Harmonics
		real := js.Global().Get("Float32Array").New(len(h) + 1)
		imag := js.Global().Get("Float32Array").New(len(h) + 1)
		for i, a := range h {
			imag.SetIndex(i+1, a)
		}
		m.wave = m.ctx.Call("createPeriodicWave", real, imag)
	}
	if m.ctx.Get("state").String() == "suspended" {
		m.ctx.Call("resume").Call("catch", noop)
	}
	m.playing = true
	m.loopStart = m.ctx.Get("currentTime").Float() + 0.1
	m.next = 0
	m.schedule()
	m.timer = win.SetInterval(m.schedule, 500)
}

func (m *music) stop() {
	if !m.playing {
		return
	}
	m.playing = false
	win.ClearInterval(m.timer)
	if m.ctx.Truthy() {
		// Fade out what is already scheduled.
		now := m.ctx.Get("currentTime").Float()
		g := m.master.Get("gain")
		g.Call("cancelScheduledValues", now)
		g.Call("setValueAtTime", g.Get("value"), now)
		g.Call("linearRampToValueAtTime", 0, now+0.3)
		old := m.master
		m.master = m.ctx.Call("createGain")
		m.master.Get("gain").Set("value", 0.8)
		m.master.Call("connect", m.ctx.Get("destination"))
		win.SetTimeout(func() { old.Call("disconnect") }, 400)
	}
}

// schedule queues the notes that start within the lookahead.
func (m *music) schedule() {
	if !m.playing || m.data == nil {
		return
	}
	d := m.data
	spb := 60 / d.BPM
	now := m.ctx.Get("currentTime").Float()
	v := d.Voice
	for {
		if m.next >= len(d.Notes) {
			m.next = 0
			m.loopStart += d.Beats * spb
		}
		n := d.Notes[m.next]
		t := m.loopStart + n[0]*spb
		if t > now+lookahead {
			return
		}
		m.next++
		if t < now {
			continue // fell behind (a hidden tab): skip rather than pile up
		}
		freq := 440 * math.Pow(2, (n[1]-69)/12)
		osc := m.ctx.Call("createOscillator")
		osc.Call("setPeriodicWave", m.wave)
		osc.Get("frequency").Set("value", freq)
		g := m.ctx.Call("createGain")
		gain := g.Get("gain")
		peak := n[3] * v.Gain
		gain.Call("setValueAtTime", 0, t)
		gain.Call("linearRampToValueAtTime", peak, t+v.Attack)
		gain.Call("setTargetAtTime", 0, t+v.Attack, v.Decay)
		osc.Call("connect", g)
		g.Call("connect", m.master)
		osc.Call("start", t)
		osc.Call("stop", t+math.Max(n[2]*spb, v.Decay*4))
	}
}
