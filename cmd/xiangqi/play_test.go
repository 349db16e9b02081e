package main

import (
	"strings"
	"testing"
)

// TestPlayGame plays a scripted game in the terminal: the engine mates in
// one after the player's reply, and bad input gets an error, not a crash.
func TestPlayGame(t *testing.T) {
	var out strings.Builder
	g := &terminalGame{out: &out, level: 8, human: 1 /* black */, letters: true}
	// Red (the engine) has a rook and horse against a bare king; Black
	// answers whatever comes until the game ends.
	input := strings.Repeat("nonsense\ne9d9\ne9f9\nd9e9\nf9e9\nd9d8\nf9f8\nd8d9\nf8f9\n", 20)
	if err := g.run("3k5/9/9/9/9/9/9/9/4A4/R3K1N2 w", strings.NewReader(input)); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"Engine plays", "\"nonsense\"", "Red wins"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
}

// TestPlayLongLineAndLineEnds sends a line far over any limit, a byte-order
// mark and CR line ends: the game goes on and ends as before.
func TestPlayLongLineAndLineEnds(t *testing.T) {
	var out strings.Builder
	g := &terminalGame{out: &out, level: 8, human: 1 /* black */, letters: true}
	input := "\uFEFF" + strings.Repeat("x", 100<<10) + "\r" + strings.Repeat("e9d9\re9f9\rd9e9\rf9e9\rd9d8\rf9f8\rd8d9\rf8f9\r", 20)
	if err := g.run("3k5/9/9/9/9/9/9/9/4A4/R3K1N2 w", strings.NewReader(input)); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"longer than 4096 bytes", "Engine plays", "Red wins"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%.2000s", want, text)
		}
	}
}
