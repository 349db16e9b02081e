package clock

import (
	"fmt"
	"time"

	"xiangqi/engine/position"
)

// Clock is the clock of one timed game: the time left on each side's clock,
// which one runs, whether it is paused, and the time left after every move.
// Every method takes the present time; a Clock never reads the time itself.
type Clock struct {
	control Control
	left    [2]time.Duration // exact for the side that waits; for the running side, as of since
	runs    bool             // a side's clock runs (or would, but for a pause)
	side    position.Color   // that side
	since   time.Time        // when the running side's time was last brought up to date
	paused  bool
	log     []time.Duration // each move's mover's time left after it, increment included
}

// New returns the clock of a game at control c: both sides at the base
// time, neither running.
func New(c Control) *Clock {
	return &Clock{control: c, left: [2]time.Duration{c.Base, c.Base}}
}

// Control returns the clock's time control.
func (c *Clock) Control() Control { return c.control }

func index(side position.Color) int {
	if side == position.Black {
		return 1
	}
	return 0
}

// settle brings the running side's time up to now.
func (c *Clock) settle(now time.Time) {
	if c.runs && !c.paused {
		if d := now.Sub(c.since); d > 0 {
			c.left[index(c.side)] -= d
		}
	}
	c.since = now
}

// Left returns the time on side's clock at now; it is 0 or less once that
// side's flag has fallen.
func (c *Clock) Left(side position.Color, now time.Time) time.Duration {
	left := c.left[index(side)]
	if c.runs && !c.paused && side == c.side {
		if d := now.Sub(c.since); d > 0 {
			left -= d
		}
	}
	return left
}

// Running returns the side whose clock runs, even while paused; ok is false
// when neither runs (before the start, after the end).
func (c *Clock) Running() (side position.Color, ok bool) { return c.side, c.runs }

// Ticking reports whether a clock is running and not paused.
func (c *Clock) Ticking() bool { return c.runs && !c.paused }

// Paused reports whether the clock is paused.
func (c *Clock) Paused() bool { return c.paused }

// Start runs side's clock from now (the game's first side to move).
func (c *Clock) Start(side position.Color, now time.Time) {
	c.settle(now)
	c.runs, c.side = true, side
}

// Moved records that the running side has moved at now: its clock stops,
// gains the increment, and the other side's clock starts. It returns the
// mover's time left, increment included (0 when no clock ran).
func (c *Clock) Moved(now time.Time) time.Duration {
	if !c.runs {
		return 0
	}
	c.settle(now)
	i := index(c.side)
	c.left[i] += c.control.Increment
	c.log = append(c.log, c.left[i])
	c.side = c.side.Other()
	return c.left[i]
}

// Stop stops the clock for good (the game is over), keeping the times.
func (c *Clock) Stop(now time.Time) {
	c.settle(now)
	c.runs = false
}

// SetPaused pauses or resumes the running clock at now. A paused clock keeps
// its side: it resumes where it stopped.
func (c *Clock) SetPaused(paused bool, now time.Time) {
	if paused == c.paused {
		return
	}
	c.settle(now)
	c.paused = paused
}

// Flagged returns the side whose flag has fallen at now, if one has: the
// running side with no time left.
func (c *Clock) Flagged(now time.Time) (side position.Color, ok bool) {
	if c.Ticking() && c.Left(c.side, now) <= 0 {
		return c.side, true
	}
	return c.side, false
}

// Log returns each move's mover's time left after the move (increment
// included), in the order of the moves. Callers must not change it.
func (c *Clock) Log() []time.Duration { return c.log }

// State is a clock as local storage keeps it: the times left at a moment
// (AtMs, Unix milliseconds), so that a page opened later knows how much of
// the running side's time has gone since.
type State struct {
	Control string  // Control.String()
	RedMs   int64   // Red's time left at AtMs
	BlackMs int64   // Black's
	Running string  // "red", "black" or "" for neither
	Paused  bool    // the running clock was paused at AtMs
	AtMs    int64   // when the times were taken
	LogMs   []int64 // Log, in milliseconds
}

// State returns the clock as it stands at now.
func (c *Clock) State(now time.Time) State {
	s := State{Control: c.control.String(), RedMs: c.Left(position.Red, now).Milliseconds(),
		BlackMs: c.Left(position.Black, now).Milliseconds(), Paused: c.paused, AtMs: now.UnixMilli()}
	if c.runs {
		s.Running = c.side.String()
	}
	for _, d := range c.log {
		s.LogMs = append(s.LogMs, d.Milliseconds())
	}
	return s
}

// Restore rebuilds a stored clock at now: a clock that was running has lost
// the time since the state was taken (a page reloaded, closed and opened),
// a paused one nothing. A state that cannot be a clock is an error.
func Restore(s State, now time.Time) (*Clock, error) {
	ctl, err := Parse(s.Control)
	if err != nil {
		return nil, err
	}
	if !ctl.On() {
		return nil, fmt.Errorf("the clock has no time control")
	}
	limit := (ctl.Base + 1000*ctl.Increment).Milliseconds()
	for _, ms := range []int64{s.RedMs, s.BlackMs} {
		if ms > limit || ms < -limit {
			return nil, fmt.Errorf("a clock shows %d ms, more than the time control %s allows", ms, ctl)
		}
	}
	c := New(ctl)
	c.left = [2]time.Duration{time.Duration(s.RedMs) * time.Millisecond, time.Duration(s.BlackMs) * time.Millisecond}
	switch s.Running {
	case "":
	case "red", "black":
		c.runs, c.side = true, position.Red
		if s.Running == "black" {
			c.side = position.Black
		}
	default:
		return nil, fmt.Errorf("the running clock %q is not red or black", s.Running)
	}
	for _, ms := range s.LogMs {
		c.log = append(c.log, time.Duration(ms)*time.Millisecond)
	}
	c.paused = s.Paused
	// The time since the state was taken, but never a clock set back by a
	// device whose clock went backwards.
	c.since = time.UnixMilli(s.AtMs)
	if c.since.After(now) {
		c.since = now
	}
	c.settle(now)
	return c, nil
}
