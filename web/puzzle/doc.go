// Package puzzle keeps the page's side of the classic composed endgames
// (残局) that engine/puzzles does not: the files the page fetches and the
// player's progress in local storage. The puzzles themselves (reading the
// three files, what each asks of the player, judging an attempt) are
// engine/puzzles', which the page links as it is: it is pure Go and reads
// JSON with engine/jsonlite. The files are fetched when the player first
// opens a puzzle rather than embedded (assets/puzzles embeds them for the
// native programs), so visitors who never play one do not download them.
//
// Files:
//
//	files.go     Files: the collection's files, relative to the page
//	progress.go  Progress: solved puzzles, the last and the current one (local storage)
package puzzle
