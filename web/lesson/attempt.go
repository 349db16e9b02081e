package lesson

import (
	"strings"

	"xiangqi/engine/position"
)

// Verdict is how an attempt at a step stands after a move.
type Verdict uint8

const (
	// Going: the step goes on; the player moves again.
	Going Verdict = iota
	// Done: the task is done.
	Done
	// Missed: the move did not do the task; the step starts again.
	Missed
)

// Miss says why a move missed the task (web/i18n "lesson.miss.<miss>").
type Miss string

const (
	MissNone     Miss = ""
	MissMoves    Miss = "moves"    // the moves were used up
	MissPiece    Miss = "piece"    // another piece moved than the one the task is about
	MissCheck    Miss = "check"    // a check where Black does not move (checks come later)
	MissNotCheck Miss = "notcheck" // not a check
	MissNotMate  Miss = "notmate"  // not checkmate
	MissNotStuck Miss = "notstuck" // Black still has a move
	MissLost     Miss = "lost"     // the game ended against Red
)

// Start returns the step's position.
func (s Step) Start() *position.Position {
	p, err := position.ParseFEN(s.FEN)
	if err != nil {
		panic("lesson: bad FEN " + s.FEN + ": " + err.Error())
	}
	return p
}

// Judge says how the step stands after Red's move m, Red's n-th in the
// attempt, took the position to p (Black to move, or the game over). piece is
// where the step's piece stood before m.
func (s Step) Judge(p *position.Position, m position.Move, n int, piece position.Square) (Verdict, Miss) {
	st := p.Status()
	redWon := st.Over() && st.Result == position.RedWins
	if (s.Kind == Capture || s.Kind == Reach) && m.From() != piece {
		return Missed, MissPiece
	}
	switch s.Kind {
	case Capture:
		if s.allTaken(p) {
			return Done, MissNone
		}
	case Reach:
		if m.To() == s.Goal {
			return Done, MissNone
		}
	case GiveCheck:
		if p.InCheck() {
			return Done, MissNone
		}
		return Missed, MissNotCheck
	case Escape:
		return Done, MissNone
	case Mate:
		if redWon && st.Reason == position.Checkmate {
			return Done, MissNone
		}
		if n >= s.Moves {
			return Missed, MissNotMate
		}
	case Stalemate:
		if redWon && st.Reason == position.Stalemate {
			return Done, MissNone
		}
		return Missed, MissNotStuck
	case Outlast:
		switch {
		case redWon:
			return Done, MissNone
		case st.Over():
			return Missed, MissLost
		}
		return Going, MissNone
	}
	if s.Frozen && p.InCheck() {
		return Missed, MissCheck
	}
	if s.Moves > 0 && n >= s.Moves {
		return Missed, MissMoves
	}
	return Going, MissNone
}

// allTaken reports whether no black piece stands on a target any more.
func (s Step) allTaken(p *position.Position) bool {
	for _, t := range s.Targets {
		if pc := p.PieceAt(t); pc != position.NoPiece && pc.Color() == position.Black {
			return false
		}
	}
	return true
}

// Pass returns the position of a frozen step after Red's move: the same
// board with Red to move again.
func Pass(p *position.Position) *position.Position {
	fen := p.FEN()
	fields := strings.Fields(fen)
	fields[1] = "w"
	q, err := position.ParseFEN(strings.Join(fields[:2], " "))
	if err != nil {
		return nil
	}
	return q
}

// Reply returns Black's answer to Red's move m in p (Black to move): the
// step's reply for m, else Black's first legal move; NoMove when Black has
// none.
func (s Step) Reply(p *position.Position, m position.Move) position.Move {
	if text, ok := s.Replies[m.String()]; ok {
		if r, err := position.ParseMove(text); err == nil && p.IsLegal(r) {
			return r
		}
	}
	var buf [position.MaxMoves]position.Move
	if moves := p.LegalMoves(buf[:0]); len(moves) > 0 {
		return moves[0]
	}
	return position.NoMove
}

// SolutionMove returns the solution's move after n of Red's moves, if the
// attempt has followed it so far (moves are Red's moves so far).
func (s Step) SolutionMove(moves []position.Move) (position.Move, bool) {
	if len(moves) >= len(s.Solution) {
		return position.NoMove, false
	}
	for i, m := range moves {
		if m.String() != s.Solution[i] {
			return position.NoMove, false
		}
	}
	m, err := position.ParseMove(s.Solution[len(moves)])
	return m, err == nil
}

// AfterReply says how the step stands after Black's answer took the
// position to p: a game the rules end is done when Red won it (Black's
// perpetual check) and missed otherwise.
func (s Step) AfterReply(p *position.Position) (Verdict, Miss) {
	st := p.Status()
	switch {
	case !st.Over():
		return Going, MissNone
	case st.Result == position.RedWins:
		return Done, MissNone
	}
	return Missed, MissLost
}
