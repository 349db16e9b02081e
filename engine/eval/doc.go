// Package eval scores xiangqi positions for the search.
//
// The score is in centipawns from the side to move's point of view: material
// and piece-square tables blended between middlegame and endgame by the
// rooks, horses and cannons left; cannons and horses gaining or losing worth
// as the board empties; mobility of rooks, horses and cannons; rooks on open
// files; connected crossed pawns; attacks on the enemy palace weighed by how
// many pieces join in; missing advisors and elephants against the attackers
// that exploit them; the patterns 空头炮 (a cannon facing the king with
// nothing between), 窝心马 (a horse on its own palace centre), 沉底炮 (a
// cannon on the enemy's back rank), cannons behind two screens, pins on the
// king's lines and the piece alone between the two kings; a bonus for the
// side to move; and a scale towards a draw when the stronger side cannot
// mate. Threats (enemy pieces attacked, and those not defended) and checks
// in reach (each quiet checking move of an enemy rook, horse or cannon) are
// written but switched off (threats.go, checks.go).
//
// Every number lives in Weights, so a tuner can vary them: EvaluateWith
// scores with any Weights, Evaluate with DefaultWeights, and Weights.Params
// lists every entry by name. Neither allocates. An Evaluator (evaluator.go)
// scores as EvaluateWith does from the material and piece-square sums a
// position keeps for it through its moves (the search uses one). There are two sets:
// HandSetWeights (handset.go, the numbers from common xiangqi knowledge) and
// TunedWeights (weights_tuned.go, written by `xiangqi tune`);
// DefaultWeights (weights.go) says which one the engine plays with.
//
// Files: eval.go (the entry points, phase blend and scaling), pieces.go
// (per-piece terms), threats.go (attacked and undefended pieces, off),
// checks.go (checking moves in reach, off),
// king.go (king lines and palace safety), weights.go (the Weights type and
// DefaultWeights), handset.go (the hand-set numbers), weights_tuned.go (the
// tuned numbers, generated), tables.go (the half-board layout of the
// piece-square tables), lines.go (reading a file or rank at a time from the
// position's masks of occupied points); the board's geometry comes from
// engine/position.
package eval
