package search

// Score scale. Scores are centipawns from the side to move's point of view;
// mates and wins by rule sit far above any evaluation and count down with
// the distance in plies, so shorter wins are preferred.
const (
	// MaxPly bounds the depth of the search tree.
	MaxPly = 128

	infinity  = 32000
	mateScore = 30000
	// mateBound: scores at or beyond it are mates.
	mateBound = mateScore - MaxPly
	// ruleWin is a win by the repetition rules (the opponent checks forever)
	// found at the root; like a mate it shrinks with distance.
	ruleWin = 28000
	// decisiveBound: scores at or beyond it are mates or wins by rule; they
	// depend on the ply they were found at, and are stored in the hash table
	// relative to the node.
	decisiveBound = ruleWin - MaxPly
)

// matedIn is the score of the side to move when it has no legal move at ply:
// in xiangqi a side without a legal move has lost, in check or not.
func matedIn(ply int) int { return -mateScore + ply }

// scoreToTT converts a score found at ply into one relative to the node.
func scoreToTT(score, ply int) int {
	switch {
	case score >= decisiveBound:
		return score + ply
	case score <= -decisiveBound:
		return score - ply
	}
	return score
}

// scoreFromTT converts a stored score back to one relative to the root.
func scoreFromTT(score, ply int) int {
	switch {
	case score >= decisiveBound:
		return score - ply
	case score <= -decisiveBound:
		return score + ply
	}
	return score
}

// mateMoves turns a score into "mate in N moves" (negative when mated), or 0
// when the score is not a mate.
func mateMoves(score int) int {
	switch {
	case score >= mateBound:
		return (mateScore - score + 1) / 2
	case score <= -mateBound:
		return -(mateScore + score + 1) / 2
	}
	return 0
}
