//go:build js && wasm

package ui

import (
	"syscall/js"

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

// Announce tells screen readers about a move or the result.
func (p platform) Announce(text string) {
	el := p.u.announcer
	// Clearing first makes readers announce a text equal to the last one.
	el.SetTextContent("")
	el.SetTextContent(text)
}

// Notify shows a message for a few seconds.
func (p platform) Notify(text string, isError bool) { p.u.toast(text, isError) }

// Store writes local storage; it fails in private modes and when full.
func (p platform) Store(data string) error { return writeLocal(storage.Key, data) }

// Changed schedules a redraw for the next frame.
func (p platform) Changed() { p.u.changed() }

// GameOver opens the game-over dialog once the board has shown the last move.
func (p platform) GameOver() { p.u.pendingGameOver = true; p.u.changed() }

type storageError struct{}

func (storageError) Error() string { return "local storage is not available" }

var errStorage error = storageError{}

// localStorage returns window.localStorage, or undefined where reading it
// throws (storage disabled).
func localStorage() (v js.Value) {
	defer func() {
		if recover() != nil {
			v = js.Undefined()
		}
	}()
	return js.Global().Get("localStorage")
}

// loadStored reads the saved state.
func loadStored() (data string, ok bool) { return readLocal(storage.Key) }

// readLocal reads one local-storage item; ok is false when storage is
// unavailable (private modes, blocked cookies) or the item is missing.
func readLocal(key string) (data string, ok bool) {
	defer func() {
		if recover() != nil {
			data, ok = "", false
		}
	}()
	ls := localStorage()
	if !ls.Truthy() {
		return "", false
	}
	v := ls.Call("getItem", key)
	if v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

// writeLocal writes one local-storage item, or says why it could not.
func writeLocal(key, data string) (err error) {
	defer func() {
		if recover() != nil {
			err = errStorage
		}
	}()
	ls := localStorage()
	if !ls.Truthy() {
		return errStorage
	}
	ls.Call("setItem", key, data)
	return nil
}
