// Package review judges every move of a game (复盘): the engine's view of each
// position, turned into the mover's expected score, says how much each move
// gave away, and the loss puts the move in a class.
//
// The inputs are the game's positions and one Eval of each, made by the same
// node-capped search everywhere (the page's worker and `xiangqi review`, see
// Thoroughness), so a phone and a desktop mark the same moves.
//
// # Expected score
//
// The engine's score s (centipawns, for the side to move) becomes that side's
// expected score E(s) = 1 / (1 + exp(-s / CurveScale)): 1 is a sure win, 0.5
// even, 0 a sure loss. CurveScale was fitted on master games (FitScale; the
// samples are in curve_samples.tsv, made by `xiangqi review samples`): for
// positions of those games, each scored by the review's own search, the
// scale that best predicts the game's result (1, ½, 0 for the side to move)
// in least squares. A mate score is 1 or 0. In an ending the endgame tables
// hold, the search's scores are the tables' (a mate in the table's distance,
// or exactly 0 for a draw), so those positions count as 1, ½ or 0 exactly.
//
// # Classes
//
// A move's loss is E(best) − E(played), from the mover's side: the expected
// score before the move (the engine's best) minus the expected score after
// it. Then, in this order:
//
//	book        the move is in the opening book (never penalised)
//	forced      the only legal move
//	best        the engine's choice, or a move that loses nothing (loss < 0.01)
//	good        loss < 0.05
//	inaccuracy  loss < 0.10 (?!)
//	mistake     loss < 0.20 (?)
//	blunder     loss ≥ 0.20 (??)
//
// The bounds are those of Inaccuracy, Mistake and Blunder below.
//
// # Accuracy
//
// Each judged move (not book, not forced) scores 100·e^(−4·loss): a move that
// loses nothing 100, an inaccuracy 67-82, a mistake 45-67, a blunder 45 or
// less. A side's accuracy is the mean over its judged moves; with none it is
// 100. The average score loss is the mean centipawn loss over the same moves,
// each capped at 1000 (a mate counts as 1000).
package review
