//go:build js && wasm

package ui

import (
	"syscall/js"
	"time"

	"xiangqi/web/app"
	"xiangqi/web/storage"
)

// platform implements app.Platform for the browser.
type platform struct{ u *UI }

var _ app.Platform = platform{}

// soundNames are the effects the page plays, each assets/sounds/NAME.wav.
var soundNames = []string{app.SoundMove, app.SoundCapture, app.SoundCheck, app.SoundIllegal,
	app.SoundWin, app.SoundLoss, app.SoundDraw, app.SoundNewGame}

// Sound plays an effect. Each sound is fetched the first time it plays, so
// a visitor downloads only the sounds the game makes.
func (p platform) Sound(name string) {
	u := p.u
	if name == app.SoundLowTime {
		u.lowTimeTick()
		return
	}
	if u.sounds == nil {
		u.sounds = map[string]js.Value{}
	}
	a, ok := u.sounds[name]
	if !ok {
		if !knownSound(name) {
			return
		}
		a = js.Global().Get("Audio").New(assetURL("sounds/" + name + ".wav"))
		u.sounds[name] = a
	}
	a.Set("currentTime", 0)
	promise := a.Call("play")
	// Browsers refuse to play before the first touch of the page; that is
	// not worth an error.
	if promise.Truthy() && promise.Get("catch").Type() == js.TypeFunction {
		promise.Call("catch", noop)
	}
}

func knownSound(name string) bool {
	for _, n := range soundNames {
		if n == name {
			return true
		}
	}
	return false
}

// Announce tells screen readers about a move or the result. What is said in
// one turn of the event loop (the mating move and the game's end, say) is
// said together: a second write in the same turn would replace the first
// before a reader heard it.
func (p platform) Announce(text string) {
	u := p.u
	el := u.announcer
	if u.announcing {
		text = u.announced + " " + text
	} else {
		u.announcing = true
		// A microtask, not a timer: it runs as soon as this task ends, before
		// the next key press (a timer may come after it, joining two
		// answers to two keys into one).
		var reset js.Func
		reset = js.FuncOf(func(js.Value, []js.Value) any {
			u.announcing = false
			reset.Release()
			return nil
		})
		js.Global().Call("queueMicrotask", reset)
	}
	u.announced = text
	// Clearing first makes readers announce a text equal to the last one.
	el.SetTextContent("")
	el.SetTextContent(text)
}

// Notify shows a message for a few seconds.
func (p platform) Notify(text string, isError bool) { p.u.toast(text, isError) }

// Store writes the saved game to local storage (or to memory, see
// pageStore); it fails when the storage is full.
func (p platform) Store(data string) error { return store.write(storage.Key, data) }

// Changed schedules a redraw for the next frame.
func (p platform) Changed() { p.u.changed() }

// AnalysisChanged redraws the analysis' report alone.
func (p platform) AnalysisChanged() { p.u.analysisChanged() }

// GameOver opens the game-over dialog once the board has shown the last move.
func (p platform) GameOver() { p.u.pendingGameOver = true; p.u.changed() }

// After runs f once after d (a page timer).
func (p platform) After(d time.Duration, f func()) { win.SetTimeout(f, int(d.Milliseconds())) }
