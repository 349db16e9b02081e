// Package puzzles holds the 240 classic composed endgames (残局) of
// assets/puzzles: the positions, their titles in Chinese and English, and
// the offline solver's verdicts, with the rules by which the page judges a
// player's attempt. It is pure Go with no search, so the page can link it.
//
// In every puzzle Red moves first and is the attacker; the player takes Red
// against the engine defending at full strength. The goal depends on the
// solver's verdict (Goal): where the engine found a forced mate the player
// must mate; elsewhere (a draw, or a verdict the engine could not reach) the
// player must hold at least a draw, as in the classic 江湖残局 that end
// drawn with best play. Judge applies the rules (position.Status) and an
// optional test for endings that cannot be won.
//
// Files:
//
//	puzzle.go    Puzzle and the EPD reader ("FEN ; 第001局：月上柳梢")
//	titles.go    the titles table reader (assets/puzzles/titles.tsv)
//	solution.go  Verdict, Solution and the solutions file format
//	goal.go      Goal and Judge: has the player reached the goal?
//	embedded.go  All and EmbeddedSolutions: the files embedded by assets/puzzles
//
// The solver itself is engine/puzzles/solver, run by `xiangqi puzzles
// solve`.
package puzzles
