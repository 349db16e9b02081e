package match

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"xiangqi/engine/position"
)

// xboardPlayer drives an engine over the xboard/CECP protocol (version 2,
// falling back to 1 when no features arrive). The engine keeps its own board:
// it is put in force mode, given the moves it has not seen, told its clock and
// asked to go. Fairy-Max's maxqi writes ICCS-style coordinates (files a-i,
// ranks 0-9 from Red's side), as ranks=0-9 assumes.
type xboardPlayer struct {
	spec     Spec
	proc     *process
	features map[string]string
	sent     int  // moves of the current game already on the engine's board
	setUp    bool // the current game's root has been given to the engine
	ping     int
}

// clockCalibration learns the clock multiplier of an xboard engine whose
// spec asks for timescale=auto. It lives in the Spec, so it outlasts an engine
// process that is restarted after a forfeit and is shared by the workers.
type clockCalibration struct {
	mu      sync.Mutex
	scale   float64 // the move time times this is the clock sent
	avgUsed float64 // moving average of the time per move, in nanoseconds
}

// autoScaleStart is the first guess of the clock multiplier: maxqi spends
// roughly an eighth of a one-move clock on average; engines that use all of
// it are brought down by the feedback within a game.
const autoScaleStart = 6

// featureTimeout is how long a protocol-2 engine gets to finish its feature
// list; an engine that sends none in featureGrace is taken as protocol 1.
const (
	featureTimeout = 10 * time.Second
	featureGrace   = 2 * time.Second
)

// StartXboard starts an xboard engine from spec.Command.
func StartXboard(spec Spec, log *Log) (Player, error) {
	proc, err := startProcess(spec.Name, spec.Command, log)
	if err != nil {
		return nil, err
	}
	x := &xboardPlayer{spec: spec, proc: proc, features: map[string]string{}}
	if err := x.handshake(); err != nil {
		proc.close("quit", time.Second)
		return nil, err
	}
	return x, nil
}

func (x *xboardPlayer) handshake() error {
	if err := x.proc.send("xboard"); err != nil {
		return err
	}
	if err := x.proc.send("protover 2"); err != nil {
		return err
	}
	deadline := time.Now().Add(featureGrace)
	for {
		line, err := x.proc.readLine(deadline)
		if errors.Is(err, ErrTimeout) {
			return nil // protocol 1, or done=1 never came after all features
		}
		if err != nil {
			return fmt.Errorf("waiting for features: %w", err)
		}
		if !strings.HasPrefix(line, "feature ") {
			continue
		}
		for key, value := range parseFeatures(line[len("feature "):]) {
			if key == "done" {
				if value == "1" {
					return nil
				}
				deadline = time.Now().Add(featureTimeout)
				continue
			}
			x.features[key] = value
			if err := x.proc.send("accepted " + key); err != nil {
				return err
			}
		}
	}
}

// parseFeatures reads `key=value key="quoted value"` pairs.
func parseFeatures(s string) map[string]string {
	out := map[string]string{}
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		eq := strings.IndexByte(s, '=')
		if eq <= 0 {
			break
		}
		key := strings.TrimSpace(s[:eq])
		s = s[eq+1:]
		var value string
		if strings.HasPrefix(s, `"`) {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				value, s = s[1:], ""
			} else {
				value, s = s[1:end+1], s[end+2:]
			}
		} else {
			end := strings.IndexAny(s, " \t")
			if end < 0 {
				end = len(s)
			}
			value, s = s[:end], s[end:]
		}
		out[key] = value
	}
	return out
}

func (x *xboardPlayer) Name() string {
	return x.spec.Name
}

func (x *xboardPlayer) NewGame() error {
	x.proc.drain()
	x.sent, x.setUp = 0, false
	cmds := []string{"new"}
	if strings.Contains(x.features["variants"], "xiangqi") {
		cmds = append(cmds, "variant xiangqi")
	}
	cmds = append(cmds, "force", "easy", "post")
	for _, c := range cmds {
		if err := x.proc.send(c); err != nil {
			return err
		}
	}
	return x.sync()
}

// sync waits for the engine to catch up when it supports ping.
func (x *xboardPlayer) sync() error {
	if x.features["ping"] != "1" {
		return nil
	}
	x.ping++
	want := fmt.Sprintf("pong %d", x.ping)
	if err := x.proc.send(fmt.Sprintf("ping %d", x.ping)); err != nil {
		return err
	}
	_, err := x.proc.waitFor(time.Now().Add(readyTimeout), func(l string) bool { return strings.TrimSpace(l) == want })
	if err != nil {
		return fmt.Errorf("waiting for %s: %w", want, err)
	}
	return nil
}

func (x *xboardPlayer) Move(game *position.Position, limits Limits) (position.Move, error) {
	x.proc.drain()
	moves := game.Moves()
	if !x.setUp {
		root := game.Root()
		if root.BoardFEN() != position.NewStart().BoardFEN() {
			if x.features["setboard"] != "1" {
				return position.NoMove, fmt.Errorf("%s cannot set up a position (no setboard feature): use openings given as moves from the start", x.Name())
			}
			if err := x.proc.send("setboard " + root.FEN()); err != nil {
				return position.NoMove, err
			}
		}
		x.setUp = true
	}
	if x.sent > len(moves) {
		return position.NoMove, fmt.Errorf("%s: game went back %d moves; start a new game", x.Name(), x.sent-len(moves))
	}
	cmds := []string{"force"}
	prefix := ""
	if x.features["usermove"] == "1" {
		prefix = "usermove "
	}
	for _, m := range moves[x.sent:] {
		cmds = append(cmds, prefix+formatMove(m, x.spec.RankBase))
	}
	switch {
	case limits.MoveTime > 0:
		// The protocol's "st" counts whole seconds, so sub-second times go
		// through the clock: one move per session, and the clock holds the
		// move time (scaled for engines that spend only part of their clock).
		clock := time.Duration(float64(limits.MoveTime) * x.timeScale())
		cs := max(1, clock.Milliseconds()/10)
		cmds = append(cmds, fmt.Sprintf("st %d", int(math.Ceil(clock.Seconds()))), fmt.Sprintf("time %d", cs), fmt.Sprintf("otim %d", cs))
	case limits.Depth > 0:
		cmds = append(cmds, "st 3600", fmt.Sprintf("sd %d", limits.Depth))
	default:
		return position.NoMove, fmt.Errorf("%s: xboard engines take a move time or a depth, not a node count", x.Name())
	}
	cmds = append(cmds, "go")
	for _, c := range cmds {
		if err := x.proc.send(c); err != nil {
			return position.NoMove, err
		}
	}
	x.sent = len(moves)
	started := time.Now()
	deadline := started.Add(limits.Deadline())
	for {
		line, err := x.proc.readLine(deadline)
		if err != nil {
			if errors.Is(err, ErrTimeout) {
				x.proc.kill()
			}
			return position.NoMove, err
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		switch {
		case fields[0] == "move" && len(fields) >= 2:
			m, err := parseMove(fields[1], x.spec.RankBase)
			if err != nil {
				return position.NoMove, fmt.Errorf("%s: %v: %w", x.Name(), err, ErrBadMove)
			}
			x.sent++ // the engine has played it on its own board
			if x.spec.TimeScale == 0 && limits.MoveTime > 0 {
				x.adjustScale(limits.MoveTime, time.Since(started))
			}
			return m, nil
		case fields[0] == "resign":
			return position.NoMove, fmt.Errorf("%s: %w", x.Name(), ErrResign)
		case strings.HasPrefix(line, "Illegal move") || strings.HasPrefix(line, "Error") || strings.HasPrefix(line, "tellusererror"):
			// The engine refused a move the referee accepted, or a command:
			// its board no longer matches the game.
			return position.NoMove, fmt.Errorf("%s said %q", x.Name(), line)
		}
	}
}

// timeScale returns the clock multiplier: the spec's, or the learnt one.
func (x *xboardPlayer) timeScale() float64 {
	if x.spec.TimeScale > 0 {
		return x.spec.TimeScale
	}
	c := x.spec.calibration
	if c == nil {
		return autoScaleStart
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.scale == 0 {
		c.scale = autoScaleStart
	}
	return c.scale
}

// adjustScale moves the learnt clock multiplier toward the value at which the
// engine's mean time per move equals the target. Single moves vary by a
// factor of a hundred (an engine that only checks the clock between
// iterations may stop after 5 ms or run on for a second), so the correction
// follows a moving average of the time used and is taken in small steps.
func (x *xboardPlayer) adjustScale(target, used time.Duration) {
	c := x.spec.calibration
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.scale == 0 {
		c.scale = autoScaleStart
	}
	if c.avgUsed == 0 {
		c.avgUsed = float64(target)
	}
	c.avgUsed = 0.9*c.avgUsed + 0.1*float64(used)
	step := math.Pow(float64(target)/math.Max(c.avgUsed, float64(time.Millisecond)), 0.2)
	step = math.Min(math.Max(step, 0.8), 1.25)
	c.scale = math.Min(math.Max(c.scale*step, 0.1), 200)
}

func (x *xboardPlayer) Close() error {
	x.proc.close("quit", time.Second)
	return nil
}
