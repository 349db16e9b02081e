package match

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"xiangqi/engine/position"
)

// ErrBadMove marks a move the player wrote that is not a move at all; the
// game is lost as by an illegal move.
var ErrBadMove = errors.New("not a move")

// ErrResign marks a player that gave up instead of moving.
var ErrResign = errors.New("resigned")

// uciPlayer drives an engine over UCI. Each move sends the game's root FEN and
// every move since, so the engine sees repetitions, and no state is kept
// between moves beyond what ucinewgame resets.
type uciPlayer struct {
	spec  Spec
	name  string
	proc  *process
	score int // the last reported score of the last move, or noScore
}

// startup limits: how long an engine may take to say uciok and readyok (a
// big hash table is allocated on the first isready).
const (
	handshakeTimeout = 10 * time.Second
	readyTimeout     = 30 * time.Second
)

// StartUCI starts a UCI engine with argv (spec.Command for uci specs; the
// caller's own binary and "uci" for self specs) and sets the spec's options.
func StartUCI(spec Spec, argv []string, log *Log) (Player, error) {
	proc, err := startProcess(spec.Name, argv, log)
	if err != nil {
		return nil, err
	}
	u := &uciPlayer{spec: spec, name: spec.Name, proc: proc}
	if err := u.handshake(); err != nil {
		proc.close("quit", time.Second)
		return nil, err
	}
	return u, nil
}

func (u *uciPlayer) handshake() error {
	if err := u.proc.send("uci"); err != nil {
		return err
	}
	deadline := time.Now().Add(handshakeTimeout)
	for {
		line, err := u.proc.readLine(deadline)
		if err != nil {
			return fmt.Errorf("waiting for uciok: %w", err)
		}
		if line == "uciok" {
			break
		}
	}
	for _, o := range u.spec.Options {
		if err := u.proc.send("setoption name " + o.Name + " value " + o.Value); err != nil {
			return err
		}
	}
	return u.sync()
}

// sync waits until the engine has processed everything sent so far.
func (u *uciPlayer) sync() error {
	if err := u.proc.send("isready"); err != nil {
		return err
	}
	_, err := u.proc.waitFor(time.Now().Add(readyTimeout), func(l string) bool { return l == "readyok" })
	if err != nil {
		return fmt.Errorf("waiting for readyok: %w", err)
	}
	return nil
}

func (u *uciPlayer) Name() string { return u.name }

func (u *uciPlayer) NewGame() error {
	u.proc.drain()
	if err := u.proc.send("ucinewgame"); err != nil {
		return err
	}
	return u.sync()
}

func (u *uciPlayer) Move(game *position.Position, limits Limits) (position.Move, error) {
	u.proc.drain()
	var cmd strings.Builder
	cmd.WriteString("position fen ")
	cmd.WriteString(game.Root().FEN())
	if moves := game.Moves(); len(moves) > 0 {
		cmd.WriteString(" moves")
		for _, m := range moves {
			cmd.WriteByte(' ')
			cmd.WriteString(formatMove(m, u.spec.RankBase))
		}
	}
	if err := u.proc.send(cmd.String()); err != nil {
		return position.NoMove, err
	}
	var goCmd string
	switch {
	case limits.MoveTime > 0:
		goCmd = fmt.Sprintf("go movetime %d", limits.MoveTime.Milliseconds())
	case limits.Depth > 0:
		goCmd = fmt.Sprintf("go depth %d", limits.Depth)
	case limits.Nodes > 0:
		goCmd = fmt.Sprintf("go nodes %d", limits.Nodes)
	default:
		return position.NoMove, fmt.Errorf("no search limit given")
	}
	if err := u.proc.send(goCmd); err != nil {
		return position.NoMove, err
	}
	u.score = noScore
	line, err := u.proc.waitFor(time.Now().Add(limits.Deadline()), func(l string) bool {
		if strings.HasPrefix(l, "info ") {
			if s, ok := parseScore(l); ok {
				u.score = s
			}
		}
		return strings.HasPrefix(l, "bestmove")
	})
	if err != nil {
		if errors.Is(err, ErrTimeout) {
			// A hung engine is killed now; the runner starts a fresh one.
			u.proc.kill()
		}
		return position.NoMove, err
	}
	fields := strings.Fields(line)
	if len(fields) < 2 {
		return position.NoMove, fmt.Errorf("%s: %q: %w", u.name, line, ErrBadMove)
	}
	m, err := parseMove(fields[1], u.spec.RankBase)
	if err != nil {
		return position.NoMove, fmt.Errorf("%s: %v: %w", u.name, err, ErrBadMove)
	}
	return m, nil
}

func (u *uciPlayer) Close() error {
	u.proc.close("quit", time.Second)
	return nil
}

// LastScore is the score the engine last reported for its move, in
// centipawns for the side that moved (mates as ±MateScore); ok is false
// when it reported none.
func (u *uciPlayer) LastScore() (int, bool) { return u.score, u.score != noScore }

// noScore marks a move without a reported score.
const noScore = math.MinInt

// MateScore stands for a mate in a reported score.
const MateScore = 100000

// parseScore reads "score cp N" or "score mate N" from an info line.
func parseScore(line string) (int, bool) {
	fields := strings.Fields(line)
	for i := 0; i+2 < len(fields); i++ {
		if fields[i] != "score" {
			continue
		}
		n, err := strconv.Atoi(fields[i+2])
		if err != nil {
			return 0, false
		}
		switch fields[i+1] {
		case "cp":
			return n, true
		case "mate":
			if n > 0 {
				return MateScore, true
			}
			return -MateScore, true
		}
	}
	return 0, false
}
