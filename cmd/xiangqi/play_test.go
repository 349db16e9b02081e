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
