// Package puzzle is the page's side of the classic composed endgames (残局):
// it reads the collection the page fetches (puzzles/funny.epd, titles.tsv
// and solutions.json, made by engine/puzzles and `xiangqi puzzles solve`),
// says what each puzzle asks of the player, judges an attempt, and keeps the
// player's progress in local storage. It is plain Go, tested natively; the
// controller (web/app) and the DOM layer (web/ui) use it.
//
// Why not engine/puzzles itself: that package embeds the three files and
// reads the solutions with encoding/json, which together added about 0.8 MB
// to the page's wasm module (measured before the page and the engine shared
// one), downloaded by every visitor whether they open a puzzle or not. The page fetches the files on demand instead and reads them here
// with engine/jsonlite; the tests check that both readers agree on the shipped
// files.
//
// The rules of a puzzle (the same as engine/puzzles.Goal and Judge): the
// player takes Red against the engine at full strength. Where the offline
// solver found a forced win the goal is to win (mate, or Black without a
// legal move, or Black losing by the perpetual check and chase rules);
// everywhere else (a draw, or a verdict the solver could not reach) the goal
// is to hold at least a draw: a draw by the rules (repetition, the 60-move
// rule, no attacking piece left) or a known drawn ending (a position that
// no play can win, such as a lone horse against a full set of defenders)
// solves it. A win goal fails on any draw; both fail when Black wins,
// including Red's resignation.
//
// Files:
//
//	collection.go  Puzzle, Verdict and Parse: the three files read and checked
//	judge.go       Outcome and Judge: has the player reached the goal?
//	progress.go    Progress: solved puzzles, the last and the current one (local storage)
package puzzle
