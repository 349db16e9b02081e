// Package clock is the chess clock of a timed game (计时对局): a time control
// of base time and increment, two clocks of which at most one runs, the
// increment added to the side that has just moved, the flag, pauses, the
// time left after every move (for the PGN's [%clk] comments) and the form
// kept in local storage. It is plain Go: the time comes in as an argument,
// so every rule is tested natively.
package clock

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Control is a time control: each side starts with Base and gains Increment
// after each of its moves (Fischer). The zero Control is no clock.
type Control struct {
	Base, Increment time.Duration
}

// Limits of a time control a player may choose.
const (
	MinBaseMinutes = 1
	MaxBaseMinutes = 180
	MaxIncrement   = 60 // seconds
)

// Presets are the time controls the new-game dialog offers besides none and
// a custom one, shortest first.
var Presets = []Control{
	{3 * time.Minute, 2 * time.Second},
	{5 * time.Minute, 3 * time.Second},
	{10 * time.Minute, 5 * time.Second},
	{15 * time.Minute, 10 * time.Second},
	{30 * time.Minute, 0},
}

// None is the name of no clock, as settings and links spell it.
const None = "none"

// On reports whether c is a clock at all.
func (c Control) On() bool { return c.Base > 0 }

// String writes c as minutes+seconds ("10+5"), or None.
func (c Control) String() string {
	if !c.On() {
		return None
	}
	return strconv.Itoa(int(c.Base/time.Minute)) + "+" + strconv.Itoa(int(c.Increment/time.Second))
}

// Parse reads a time control as minutes of base time and seconds of
// increment, "10+5" (a link's tc=10+5); "", "none", "0" and "off" are no
// clock. The base is a whole number of minutes from MinBaseMinutes to
// MaxBaseMinutes, the increment from 0 to MaxIncrement seconds.
func Parse(s string) (Control, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "", None, "0", "off", "-":
		return Control{}, nil
	}
	baseText, incText, hasInc := strings.Cut(s, "+")
	if !hasInc {
		// A space is what a '+' becomes when a link's value is decoded.
		baseText, incText, hasInc = strings.Cut(s, " ")
	}
	if !hasInc {
		incText = "0"
	}
	base, err1 := strconv.Atoi(strings.TrimSpace(baseText))
	inc, err2 := strconv.Atoi(strings.TrimSpace(incText))
	if err1 != nil || err2 != nil {
		return Control{}, fmt.Errorf("%q is not a time control like 10+5 (minutes + seconds of increment)", clip(s))
	}
	if base < MinBaseMinutes || base > MaxBaseMinutes {
		return Control{}, fmt.Errorf("%q: the base time must be from %d to %d minutes", clip(s), MinBaseMinutes, MaxBaseMinutes)
	}
	if inc < 0 || inc > MaxIncrement {
		return Control{}, fmt.Errorf("%q: the increment must be from 0 to %d seconds", clip(s), MaxIncrement)
	}
	return Control{Base: time.Duration(base) * time.Minute, Increment: time.Duration(inc) * time.Second}, nil
}

// IsPreset reports whether c is one of Presets.
func (c Control) IsPreset() bool {
	for _, p := range Presets {
		if p == c {
			return true
		}
	}
	return false
}

// clip shortens text quoted in an error.
func clip(s string) string {
	if r := []rune(s); len(r) > 16 {
		return string(r[:16]) + "…"
	}
	return s
}

// Format writes time left as a clock shows it: minutes and seconds
// ("4:59", "1:02:03" from an hour), and seconds with tenths under ten
// seconds ("9.4"), always rounded down, so "0.0" is a fallen flag.
func Format(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	if d < 10*time.Second {
		tenths := int(d / (100 * time.Millisecond))
		return fmt.Sprintf("%d.%d", tenths/10, tenths%10)
	}
	secs := int(d / time.Second)
	if secs >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", secs/3600, secs/60%60, secs%60)
	}
	return fmt.Sprintf("%d:%02d", secs/60, secs%60)
}

// PGNClock writes time left as a PGN clock comment's value, H:MM:SS, as in
// "[%clk 0:04:59]", rounded down.
func PGNClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	secs := int(d / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", secs/3600, secs/60%60, secs%60)
}

// Short is the time under which a clock shows tenths and, with sound on,
// the page warns the player once.
const Short = 10 * time.Second
