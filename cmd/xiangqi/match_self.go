package main

// The in-process player of `xiangqi match`: engine/search run directly,
// which lets a match compare settings no protocol exposes, such as a set of
// evaluation weights: eval's hand-set or tuned set, or a JSON file written by
// `xiangqi tune --json`.

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"xiangqi/cmd/xiangqi/internal/match"
	"xiangqi/engine/eval"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// selfPlayer plays with a search.Engine in this process.
type selfPlayer struct {
	name   string
	engine *search.Engine
	// levelTime is the level's own thinking time when the spec says
	// time=level (the match's limits then only apply to the other engine),
	// or 0 to search under the match's limits.
	levelTime time.Duration
	score     int // the last move's score, for the resign rule
}

// startSelf builds an in-process player from a self spec. Options:
// level=1..search.MaxLevel, hash=MB, seed=N, weights=default (eval.DefaultWeights),
// tuned (eval.TunedWeights, written by `xiangqi tune`), handset
// (eval.HandSetWeights) or a JSON file of eval.Weights, and time=level
// to think as the level does in the game (its own time, depth and node
// budget) instead of under the match's --movetime, --depth or --nodes.
// depth=, nodes=, candidates= and margin= replace those settings of the
// level (0: no cap), to try a ladder before writing it into levels.go, and
// movetime= (a duration) replaces the level's own thinking time: with it
// level 15, which searches by time, can be played at the speed of a slower
// machine, the browser's, say.
func startSelf(spec match.Spec) (match.Player, error) {
	opts := playingOptions()
	ownTime := false
	overrides := map[string]int{}
	var levelTime time.Duration
	for _, o := range spec.Options {
		switch name := strings.ToLower(o.Name); name {
		case "depth", "nodes", "candidates", "margin":
			n, err := strconv.Atoi(o.Value)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("engine spec %q: %s=%q, want a number from 0", spec.Text, name, o.Value)
			}
			overrides[name] = n
		case "movetime":
			d, err := time.ParseDuration(o.Value)
			if err != nil || d <= 0 {
				return nil, fmt.Errorf("engine spec %q: movetime=%q, want a duration such as 1.6s", spec.Text, o.Value)
			}
			levelTime = d
		case "time":
			if o.Value != "level" && o.Value != "match" {
				return nil, fmt.Errorf("engine spec %q: time=%q, want level (the level's own thinking time) or match", spec.Text, o.Value)
			}
			ownTime = o.Value == "level"
		case "level":
			n, err := strconv.Atoi(o.Value)
			if err != nil || n < 1 || n > search.MaxLevel {
				return nil, fmt.Errorf("engine spec %q: level=%q, want 1-%d", spec.Text, o.Value, search.MaxLevel)
			}
			opts.Level = n
		case "hash":
			n, err := strconv.Atoi(o.Value)
			if err != nil || n < 1 || n > 4096 {
				return nil, fmt.Errorf("engine spec %q: hash=%q, want megabytes from 1 to 4096", spec.Text, o.Value)
			}
			opts.HashMB = n
		case "seed":
			n, err := strconv.ParseUint(o.Value, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("engine spec %q: seed=%q is not a number", spec.Text, o.Value)
			}
			opts.Seed = n
		case "weights":
			switch o.Value {
			case "default":
				continue
			case "tuned":
				w := eval.TunedWeights()
				opts.Weights = &w
				continue
			case "handset":
				w := eval.HandSetWeights()
				opts.Weights = &w
				continue
			}
			w, err := readWeightsJSON(o.Value)
			if err != nil {
				return nil, fmt.Errorf("engine spec %q: %v", spec.Text, err)
			}
			opts.Weights = w
		default:
			return nil, fmt.Errorf("engine spec %q: self takes level, hash, seed, weights, time, depth, nodes, candidates, margin and movetime, not %q", spec.Text, o.Name)
		}
	}
	if levelTime > 0 && !ownTime {
		return nil, fmt.Errorf("engine spec %q: movetime= replaces the level's own time, so it needs time=level", spec.Text)
	}
	if len(overrides) > 0 || levelTime > 0 {
		lv := search.LevelByNumber(opts.Level)
		if levelTime > 0 {
			lv.MoveTime = levelTime
		}
		for name, n := range overrides {
			switch name {
			case "depth":
				lv.Depth = n
			case "nodes":
				lv.Nodes = uint64(n)
			case "candidates":
				lv.Candidates = n
			case "margin":
				lv.Margin = n
			}
		}
		opts.LevelSettings = &lv
	}
	player := &selfPlayer{name: spec.Name, engine: search.New(opts)}
	if ownTime {
		player.levelTime = opts.PlayedLevel().MoveTime
	}
	return player, nil
}

// readWeightsJSON reads evaluation weights; fields the file lacks keep their
// default values.
func readWeightsJSON(path string) (*eval.Weights, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	w := eval.DefaultWeights()
	if err := json.Unmarshal(data, &w); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &w, nil
}

func (s *selfPlayer) Name() string { return s.name }

func (s *selfPlayer) NewGame() error {
	s.engine.NewGame()
	return nil
}

func (s *selfPlayer) Move(game *position.Position, limits match.Limits) (position.Move, error) {
	lim := search.Limits{MoveTime: limits.MoveTime, Depth: limits.Depth, Nodes: uint64(limits.Nodes)}
	deadline := limits.Deadline()
	if s.levelTime > 0 {
		lim = search.Limits{} // the level's own budget
		deadline = match.Limits{MoveTime: s.levelTime, Grace: limits.Grace}.Deadline()
	}
	pos := game.Clone()
	done := make(chan search.Result, 1)
	go func() { done <- s.engine.Search(pos, lim, nil) }()
	timer := time.NewTimer(deadline)
	defer timer.Stop()
	var res search.Result
	select {
	case res = <-done:
	case <-timer.C:
		// Ask the search to stop; its move comes too late to count. The
		// runner discards this player, so a search that never returns only
		// leaks its goroutine.
		s.engine.Stop()
		return position.NoMove, fmt.Errorf("%s: %w", s.name, match.ErrTimeout)
	}
	if res.Move == position.NoMove {
		return position.NoMove, fmt.Errorf("%s returned no move: %w", s.name, match.ErrBadMove)
	}
	s.score = res.Score
	switch {
	case res.Mate > 0:
		s.score = match.MateScore
	case res.Mate < 0:
		s.score = -match.MateScore
	}
	return res.Move, nil
}

// LastScore is the search's score of the last move (match.Scorer).
func (s *selfPlayer) LastScore() (int, bool) { return s.score, true }

func (s *selfPlayer) Close() error { return nil }
