package main

import (
	"os"
	"path/filepath"
	"testing"

	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
)

// TestPuzzlesSolve solves puzzle 97, a short forced mate, through the
// command and reads the file back.
func TestPuzzlesSolve(t *testing.T) {
	out := filepath.Join(t.TempDir(), "solutions.json")
	if err := runPuzzles([]string{"solve", "--movetime", "3s", "--from", "97", "--to", "97", "--out", out}); err != nil {
		t.Fatal(err)
	}
	written, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	sols, err := puzzles.ParseSolutions(written)
	if err != nil {
		t.Fatal(err)
	}
	if len(sols.Solutions) != 1 || sols.MoveTimeMs != 3000 {
		t.Fatalf("wrote %d solutions at %d ms, want 1 at 3000", len(sols.Solutions), sols.MoveTimeMs)
	}
	sol := sols.Solutions[0]
	end, err := sol.ReplayPV()
	if err != nil {
		t.Fatal(err)
	}
	if sol.Number != 97 || sol.Verdict != puzzles.Win || sol.Mate <= 0 || end.Status().Result != position.RedWins {
		t.Errorf("puzzle 97: %s mate %d, line %v ends in %v; want a mate by Red", sol.Verdict, sol.Mate, sol.PV, end.Status())
	}

	// --merge adds puzzle 10 to the file and keeps 97, but refuses to mix
	// budgets.
	if err := runPuzzles([]string{"solve", "--movetime", "3s", "--from", "10", "--to", "10", "--out", out, "--merge"}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	merged, err := puzzles.ParseSolutions(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(merged.Solutions) != 2 || merged.Solutions[0].Number != 10 || merged.Solutions[1].Number != 97 {
		t.Errorf("after --merge the file holds %d solutions, want puzzles 10 and 97", len(merged.Solutions))
	}
	if err := runPuzzles([]string{"solve", "--movetime", "1s", "--from", "10", "--to", "10", "--out", out, "--merge"}); err == nil {
		t.Error("--merge mixed a 1 s run into a 3 s file")
	}
}

func TestPuzzlesArgs(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"unknown"},
		{"solve", "--from", "0", "--out", ""},
		{"solve", "--from", "5", "--to", "4", "--out", ""},
		{"solve", "--to", "241", "--out", ""},
		{"solve", "--movetime", "0s", "--out", ""},
		{"solve", "extra", "--out", ""},
	} {
		if err := runPuzzles(args); err == nil {
			t.Errorf("runPuzzles(%q) succeeded, want an error", args)
		}
	}
}
