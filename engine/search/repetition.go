package search

import "xiangqi/engine/position"

// Draws and wins by rule inside the search tree. A repetition is judged as
// position.RepetitionInTree judges it: a side that gave check with every
// move of the cycle while its opponent did not is checking perpetually and
// loses; any other repetition is a draw. So the search never walks into a
// perpetual check it would lose, and plays for one its opponent would be
// forced into.

// drawScore is the score of a drawn position.
const drawScore = 0

// chaseJudgePlies is how far from the root repetitions are judged with the
// chase rules too.
const chaseJudgePlies = 4

// repetition reports whether the current position at ply repeats an earlier
// one and, if so, its score for the side to move.
func (e *Engine) repetition(ply int) (int, bool) {
	repeated, result := e.pos.RepetitionInTree(ply)
	if !repeated {
		return 0, false
	}
	// Near the root, where it decides the move to play, judge a repetition
	// that ends the game by the full rules, chases included. Status is too
	// costly for every node and allocates, but repetitions are rare.
	if ply <= chaseJudgePlies && result == position.Draw {
		if st := e.pos.Status(); st.Over() {
			result = st.Result
		}
	}
	winner := position.Red
	switch result {
	case position.RedWins:
	case position.BlackWins:
		winner = position.Black
	default:
		return drawScore, true
	}
	if winner == e.pos.SideToMove() {
		return ruleWin - ply, true
	}
	return -(ruleWin - ply), true
}

// moveLimitReached reports whether the 60-move rule has drawn the game. The
// halfmove clock is checked first: the exact count, which discounts excess
// checks, is never larger and costs a walk through the history.
func (e *Engine) moveLimitReached() bool {
	p := e.pos
	return p.HalfmoveClock() >= position.MoveLimitPlies && p.MoveLimitCount() >= position.MoveLimitPlies
}
