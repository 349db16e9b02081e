package main

import (
	"fmt"
	"os"

	egtbfiles "xiangqi/assets/egtb"
	"xiangqi/engine/egtb"
)

// Every subcommand that searches (uci, bench, match, play, puzzles) plays
// basic endings perfectly from the endgame tables embedded in the binary;
// each table is decoded the first time a game reaches its ending.
func init() {
	if err := egtb.LoadFS(egtbfiles.Files, "."); err != nil {
		fmt.Fprintln(os.Stderr, "xiangqi: endgame tables not loaded:", err)
	}
}
