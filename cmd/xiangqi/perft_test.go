package main

import (
	"strings"
	"testing"

	"xiangqi/engine/position"
)

func TestPerftDivide(t *testing.T) {
	var b strings.Builder
	p := position.NewStart()
	// 44 and 1920 are the published perft(1) and perft(2) of the opening.
	if n := perft(&b, p, 2, true); n != 1920 {
		t.Errorf("perft(2) with divide = %d, want 1920", n)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 44 || lines[0] != "a0a1: 44" {
		t.Errorf("divide printed %d lines starting %q, want 44 starting \"a0a1: 44\"", len(lines), lines[0])
	}
	if n := perft(&b, p, 1, false); n != 44 {
		t.Errorf("perft(1) = %d, want 44", n)
	}
	for _, args := range [][]string{{}, {"x"}, {"0"}, {"99"}, {"1", "2"}, {"--fen", "bad", "1"}} {
		if err := runPerft(args); err == nil {
			t.Errorf("runPerft(%q) succeeded, want an error", args)
		}
	}
}
