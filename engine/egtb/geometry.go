package egtb

import "xiangqi/engine/position"

// The generator walks moves backwards ("un-moves") to find the positions
// that lead to a newly decided one. The un-moves come from the rules
// package's geometry: king, advisor and elephant moves are their own
// reverse (position.KingSteps, AdvisorSteps, ElephantSteps, the eye being
// the same point both ways), a horse or a pawn came from where one attacking
// its point stands (position.HorseAttackers, PawnAttackers), and a quiet
// rook or cannon move slides back along a ray (position.Ray). Forward moves
// always come from the rules package, and the verifier checks every stored
// value against them, so a mistake in an un-move cannot slip into a shipped
// table.

type sq = position.Square
