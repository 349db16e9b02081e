package position

// Square scores: a table of two numbers for every piece on every point
// (an evaluation's material and piece-square worth in the middlegame and in
// the endgame, say) whose sums over the board the position keeps through
// MakeMove and UnmakeMove once it is given the table. An evaluation that
// reads the sums does not add up every piece at each call, and the position
// still knows nothing of what the numbers mean.

// SquareScores holds the two numbers of each piece on each point, indexed
// by Piece and Square (256 points, of which the first NumSquares are the
// board's, so that any Square indexes it without a bounds check). Entries
// of NoPiece must be zero.
type SquareScores [16][256][2]int32

// UseSquareScores makes p keep the sums of t over its pieces from now on (nil:
// none, the default); it adds them up once for the board as it stands. The
// table is shared, not copied: it must not change while p uses it, except by
// giving it to p again, which adds the sums up afresh. Clone keeps the table.
func (p *Position) UseSquareScores(t *SquareScores) {
	p.scores = t
	p.scoreSums = [2]int32{}
	if t == nil {
		return
	}
	for s := Square(0); s < NumSquares; s++ {
		if pc := p.board[s]; pc != NoPiece {
			p.scoreSums[0] += t[pc&15][s][0]
			p.scoreSums[1] += t[pc&15][s][1]
		}
	}
}

// SquareScoreSums returns the table p keeps the sums of (nil when none)
// and the two sums of its entries over the pieces on the board.
func (p *Position) SquareScoreSums() (t *SquareScores, sums [2]int32) {
	return p.scores, p.scoreSums
}
