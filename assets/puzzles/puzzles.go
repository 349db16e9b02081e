// Package puzzles embeds the classic composed endgames (funny.epd), their
// titles in Chinese and English (titles.tsv) and the offline solver's
// verdicts (solutions.json), and parses them with engine/puzzles, which
// defines their formats. See README.md for their source and how they are
// made.
//
// Only native programs (the command line, the solver, tests) link this
// package. The page fetches the same three files when the player first
// opens a puzzle, so the browser's wasm carries neither the files nor their
// parse (a test in engine/jsonlite checks that wasm/app does not link it).
package puzzles

import (
	_ "embed"
	"sync"

	"xiangqi/engine/puzzles"
)

// EPD is the collection: one puzzle per line, "FEN ; 第001局：月上柳梢".
//
//go:embed funny.epd
var EPD []byte

// Titles is the titles table (tab-separated; format in engine/puzzles).
//
//go:embed titles.tsv
var Titles []byte

// SolutionsJSON is the output of `xiangqi puzzles solve` (format in
// engine/puzzles).
//
//go:embed solutions.json
var SolutionsJSON []byte

// All returns the collection with its titles in both languages, parsed on
// first use; every verdict is Unknown (the solver reads the collection
// through it, so it must not depend on the solutions). The slice is shared:
// do not modify it.
var All = sync.OnceValues(func() ([]puzzles.Puzzle, error) {
	return puzzles.ParseCollection(EPD, Titles)
})

// Solutions returns the solver's verdicts, parsed on first use. The value is
// shared: do not modify it.
var Solutions = sync.OnceValues(func() (*puzzles.Solutions, error) {
	return puzzles.ParseSolutions(SolutionsJSON)
})
