package main

import (
	"fmt"
	"os"
	"sync"

	egtbfiles "xiangqi/assets/egtb"
	"xiangqi/engine/egtb"
	"xiangqi/engine/search"
)

// endgameTables is the library of the endgame tables embedded in the binary,
// made on first use and shared by every search of the commands that play
// (uci, match, play, puzzles); each table is decoded the first time a game
// reaches its ending.
var endgameTables = sync.OnceValue(func() *egtb.Library {
	lib := egtb.NewLibrary()
	if err := lib.LoadFS(egtbfiles.Files, "."); err != nil {
		fmt.Fprintln(os.Stderr, "xiangqi: endgame tables not loaded:", err)
	}
	return lib
})

// playingOptions are the engine options of the commands that play: the
// search's defaults (full strength, the default evaluation weights) with the
// embedded endgame tables.
func playingOptions() search.Options {
	opts := search.DefaultOptions()
	opts.Tables = endgameTables()
	return opts
}
