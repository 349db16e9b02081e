// Package tune fits the evaluation weights to the results of master games
// with Texel's method: positions are sampled from the games, each labelled
// with its game's result (1, 1/2 or 0 for Red), and the weights are moved to
// minimise the squared error between the result and a sigmoid of the
// evaluation.
//
// The evaluation is treated as linear in its weights (it is, up to integer
// rounding and the endgame scale factor), so each position is reduced once
// to a sparse vector of coefficients found by probing eval.EvaluateWith, and
// the fit then runs over those vectors, thousands of times faster than
// evaluating positions.
//
// Files:
//   - games.go: reading the games file.
//   - sample.go: choosing quiet positions from the games.
//   - quiesce.go: the capture search that tells a quiet position.
//   - linear.go: reducing a position to coefficients of the weights.
//   - fit.go: the sigmoid scale K and the weight optimiser.
//   - gosrc.go: writing weights as Go source.
package tune
