// Package puzzles embeds the classic composed endgames (funny.epd), their
// titles in Chinese and English (titles.tsv) and the offline solver's
// verdicts (solutions.json), read by engine/puzzles. See README.md for their
// source and how they are made.
package puzzles

import _ "embed"

// EPD is the collection: one puzzle per line, "FEN ; 第001局：月上柳梢".
//
//go:embed funny.epd
var EPD []byte

// Titles is the titles table (tab-separated; format in engine/puzzles).
//
//go:embed titles.tsv
var Titles []byte

// Solutions is the output of `xiangqi puzzles solve` (JSON; format in
// engine/puzzles).
//
//go:embed solutions.json
var Solutions []byte
