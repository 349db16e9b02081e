// Package puzzles is the one definition of the 240 classic composed endgames
// (残局): their three files read and checked (the collection, the titles in
// Chinese and English, the offline solver's verdicts), what each puzzle asks
// of the player, and the rules by which an attempt is judged. It is pure Go
// with no search and no embedded data, and reads and writes JSON with
// engine/jsonlite rather than encoding/json, so the page links it as it is:
// the page fetches the files when the player first opens a puzzle and calls
// Load; the native programs get them embedded from assets/puzzles (All,
// Solutions).
//
// In every puzzle Red moves first and is the attacker; the player takes Red
// against the engine defending at full strength. The goal depends on the
// solver's verdict (Goal): where the engine found a forced win the player
// must win; elsewhere (a draw, or a verdict the engine could not reach) the
// player must hold at least a draw, as in the classic 江湖残局 that end
// drawn with best play. Judge applies the game's result (the rules', or the
// page's with a resignation) and a report that the ending cannot be won.
//
// Files:
//
//	puzzle.go           Puzzle, Count, the EPD reader ("FEN ; 第001局：月上柳梢"), ParseCollection and Load
//	titles.go           the titles table reader (assets/puzzles/titles.tsv)
//	solution.go         Verdict, Solution, ReplayPV and AttachSolutions
//	solutions_json.go   the solutions file (assets/puzzles/solutions.json): Marshal and ParseSolutions
//	line.go             PlayLegal, the one loop that plays a line of moves
//	goal.go             Goal and Judge: has the player reached the goal?
//
// The solver itself is engine/puzzles/solver, run by `xiangqi puzzles
// solve`.
package puzzles
