package game

// judge sets the outcome from the rules (Position.Status: no legal move,
// repetition, the move limit, bare material) once the last move ended the
// game. A resignation already recorded stands.
func (g *Game) judge() {
	if g.outcome.Result != Ongoing {
		return
	}
	st := g.pos.Status()
	if !st.Over() {
		return
	}
	g.outcome = Outcome{Result: Result(st.Result.String()), Reason: Reason(st.Reason)}
}
