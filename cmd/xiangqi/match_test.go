package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"xiangqi/cmd/xiangqi/internal/match"
	"xiangqi/engine/eval"
)

// TestMatchSelfPlay plays the in-process engine against itself at depth 1,
// one side with weights read from a file, and checks the report and PGN.
func TestMatchSelfPlay(t *testing.T) {
	dir := t.TempDir()
	weights := filepath.Join(dir, "w.json")
	w := eval.DefaultWeights()
	w.Tempo = 0
	data, err := json.Marshal(&w)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(weights, data, 0o644); err != nil {
		t.Fatal(err)
	}
	opts := defaultMatchOptions()
	opts.Engine1 = "self:name=A;hash=1"
	opts.Engine2 = "self:name=B;hash=1;weights=" + weights
	opts.Games = 2
	opts.Depth = 1
	opts.MaxPlies = 60
	opts.PGN = filepath.Join(dir, "games.pgn")
	var out bytes.Buffer
	if err := playMatch(context.Background(), opts, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	text := out.String()
	if n := strings.Count(text, "\ngame "); n != 2 {
		t.Errorf("%d progress lines, want 2:\n%s", n, text)
	}
	if !regexp.MustCompile(`A vs B: W-D-L \d+-\d+-\d+ \(`).MatchString(text) {
		t.Errorf("no summary line:\n%s", text)
	}
	pgn, err := os.ReadFile(opts.PGN)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(pgn), "[Round "); n != 2 {
		t.Errorf("PGN has %d games, want 2", n)
	}
}

func TestMatchFlagErrors(t *testing.T) {
	cases := [][]string{
		{"--engine2", "self"}, // no limit
		{"--engine2", "self", "--depth", "2", "--movetime", "100"}, // two limits
		{"--depth", "2", "--engine2", ""},                          // no second engine
		{"--engine2", "bogus:x", "--depth", "2"},                   // bad spec
		{"--engine2", "self:level=99", "--depth", "2"},             // bad option
		{"--engine2", "self", "--depth", "2", "--openings", "/nonexistent"},
		{"--engine2", "self", "--depth", "2", "--games", "0"},
		{"--engine2", "xboard:/usr/games/maxqi", "--nodes", "1000"},
		{"--engine2", "self:time=fast", "--depth", "2"}, // time is level or match
	}
	for _, args := range cases {
		if err := runMatch(args); err == nil {
			t.Errorf("runMatch(%q) succeeded, want an error", args)
		}
	}
}

// TestMatchLevelTime plays level 13 (250,000 nodes) at its own budget
// (time=level) against the full engine held to --movetime 1ms: level 13 must
// think far longer than the match limit without being forfeited, and the
// other side must not.
func TestMatchLevelTime(t *testing.T) {
	opts := defaultMatchOptions()
	opts.Engine1 = "self:name=L13;level=13;hash=8;time=level"
	opts.Engine2 = "self:name=Fast;hash=1"
	opts.Games = 2
	opts.MoveTime = moveTime(time.Millisecond)
	opts.Grace = 300 * time.Millisecond
	opts.MaxPlies = 12
	var out bytes.Buffer
	if err := playMatch(context.Background(), opts, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	text := out.String()
	if strings.Contains(text, "time-forfeit") {
		t.Errorf("a side lost on time:\n%s", text)
	}
	m := regexp.MustCompile(`time per move \(mean, longest\): L13 (\S+) \S+, Fast (\S+) `).FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no thinking times in the summary:\n%s", text)
	}
	level, err1 := time.ParseDuration(m[1])
	fast, err2 := time.ParseDuration(m[2])
	if err1 != nil || err2 != nil || level < 20*time.Millisecond || level < 4*fast {
		t.Errorf("level 13 thought %s a move and the 1ms side %s: time=level was not used\n%s", m[1], m[2], text)
	}
}

// TestSelfMoveTimeReplacesTheLevelsTime checks that movetime= gives a level
// its own thinking time in place of levels.go's, both for the search's time
// plan and for the forfeit deadline, and only together with time=level.
func TestSelfMoveTimeReplacesTheLevelsTime(t *testing.T) {
	spec, err := match.ParseSpec("self:name=L15;level=15;time=level;movetime=1.6s")
	if err != nil {
		t.Fatal(err)
	}
	p, err := startSelf(spec)
	if err != nil {
		t.Fatal(err)
	}
	self := p.(*selfPlayer)
	if self.levelTime != 1600*time.Millisecond {
		t.Errorf("forfeit budget %v, want 1.6s", self.levelTime)
	}
	lv := self.engine.Options().LevelSettings
	if lv == nil || lv.MoveTime != 1600*time.Millisecond || lv.Nodes != 0 || lv.Number != 15 {
		t.Errorf("level settings %+v, want level 15 with MoveTime 1.6s and no node cap", lv)
	}
	for _, text := range []string{
		"self:level=15;movetime=1.6s",            // without time=level
		"self:level=15;time=level;movetime=fast", // not a duration
		"self:level=15;time=level;movetime=-1s",
	} {
		spec, err := match.ParseSpec(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := startSelf(spec); err == nil {
			t.Errorf("startSelf(%q) succeeded, want an error", text)
		}
	}
}
