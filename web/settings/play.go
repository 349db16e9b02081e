package settings

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/web/clock"
)

// The new-game dialog's choices beyond side and level: whom to play, the
// clock, how two players share the board, and the limits of a serious
// game. Like Level and Side they are the defaults of the next new game.
const (
	// PlayMode is whom the player plays: ModeEngine or ModeTwoPlayers.
	PlayMode = "mode"
	// TimeControl is the clock: clock.None, or minutes+seconds ("10+5").
	TimeControl = "timecontrol"
	// Layout is how two players on one device share the board:
	// LayoutNormal, LayoutFaceToFace or LayoutTurn.
	Layout = "layout"
	// Undo allows taking moves back in games against the engine.
	Undo = "undo"
	// Hints is how many hints a game allows: HintsAny, or 0 to MaxHints.
	Hints = "hints"
)

// The values of PlayMode, Layout and Hints.
const (
	ModeEngine     = "engine"
	ModeTwoPlayers = "two-players"

	// LayoutNormal: one player's view, the board turned only by Flip.
	LayoutNormal = "normal"
	// LayoutFaceToFace: a phone or tablet lying flat between the players,
	// Black's pieces, clock and controls turned towards Black.
	LayoutFaceToFace = "face-to-face"
	// LayoutTurn: the board turns after every move to the side to move.
	LayoutTurn = "turn"

	HintsAny = "any"
	MaxHints = 9
)

// HintChoices are the hint limits the new-game dialog offers.
var HintChoices = []string{HintsAny, "0", "1", "3", "5"}

func init() {
	choices[PlayMode] = []string{ModeEngine, ModeTwoPlayers}
	choices[Layout] = []string{LayoutNormal, LayoutFaceToFace, LayoutTurn}
	Names = append(Names, PlayMode, TimeControl, Layout, Undo, Hints)
}

// defaultPlay sets the play choices of a first visit: against the engine,
// no clock, undo and hints allowed.
func (s *Settings) defaultPlay() {
	s.PlayMode, s.TimeControl, s.Layout, s.Undo, s.Hints = ModeEngine, clock.None, LayoutNormal, true, HintsAny
}

// isPlay reports whether name is one of the play choices.
func isPlay(name string) bool {
	switch name {
	case PlayMode, TimeControl, Layout, Undo, Hints:
		return true
	}
	return false
}

// setPlay sets a play choice from its lower-cased text.
func (s *Settings) setPlay(name, v string) error {
	switch name {
	case PlayMode, Layout:
		if !oneOf(v, choices[name]) {
			return fmt.Errorf("%s: %q is not one of %s", name, v, strings.Join(choices[name], ", "))
		}
		if name == PlayMode {
			s.PlayMode = v
		} else {
			s.Layout = v
		}
	case TimeControl:
		c, err := clock.Parse(v)
		if err != nil {
			return fmt.Errorf("timecontrol: %v", err)
		}
		s.TimeControl = c.String()
	case Undo:
		b, ok := parseBool(v)
		if !ok {
			return fmt.Errorf("undo: %q is not on or off", v)
		}
		s.Undo = b
	case Hints:
		if v == HintsAny {
			s.Hints = HintsAny
			return nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > MaxHints {
			return fmt.Errorf("hints: %q is not %s or a number from 0 to %d", v, HintsAny, MaxHints)
		}
		s.Hints = strconv.Itoa(n)
	}
	return nil
}

// getPlay returns a play choice as setPlay reads it.
func (s Settings) getPlay(name string) string {
	switch name {
	case PlayMode:
		return s.PlayMode
	case TimeControl:
		return s.TimeControl
	case Layout:
		return s.Layout
	case Undo:
		return onOff(s.Undo)
	case Hints:
		return s.Hints
	}
	return ""
}

// sanitizePlay replaces unreadable play choices with the defaults.
func (s *Settings) sanitizePlay() bool {
	var d Settings
	d.defaultPlay()
	fixed := false
	for _, name := range []string{PlayMode, TimeControl, Layout, Hints} {
		was := s.getPlay(name)
		if s.setPlay(name, was) != nil {
			s.setPlay(name, d.getPlay(name))
		}
		if s.getPlay(name) != was {
			fixed = true
		}
	}
	return fixed
}

// HintLimit returns how many hints a game allows, -1 for any number.
func (s Settings) HintLimit() int {
	n, err := strconv.Atoi(s.Hints)
	if err != nil {
		return -1
	}
	return n
}

// Clock returns the time control of new games.
func (s Settings) Clock() clock.Control {
	c, _ := clock.Parse(s.TimeControl)
	return c
}
