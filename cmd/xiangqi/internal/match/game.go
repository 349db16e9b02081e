package match

import (
	"context"
	"errors"
	"time"

	"xiangqi/engine/position"
)

// GameRecord is one finished game.
type GameRecord struct {
	Number       int // 1-based, in the order games were scheduled
	Opening      Opening
	Red, Black   string // player names
	Engine1IsRed bool
	RootFEN      string          // the opening's root position
	Moves        []position.Move // every move from the root, the opening's first
	OpeningPlies int
	Outcome      Outcome
	Detail       string // what went wrong, for forfeits
	// Failed marks a colour whose player broke (crashed, hung, desynced) and
	// must be restarted before its next game.
	Failed [2]bool
	// Think is the total time each colour took over its moves, and MovesMade
	// how many moves it made (the opening's excluded).
	Think     [2]time.Duration
	MovesMade [2]int
	Longest   [2]time.Duration // each colour's longest move
}

// Engine1Points returns the first engine's points: 1, 0.5 or 0.
func (g GameRecord) Engine1Points() float64 {
	switch g.Outcome.Result {
	case Draw:
		return 0.5
	case RedWins:
		if g.Engine1IsRed {
			return 1
		}
	case BlackWins:
		if !g.Engine1IsRed {
			return 1
		}
	}
	return 0
}

// PlayGame plays one game from an opening. players[Red] moves first from the
// standard start; in general the opening says who is to move. Errors from a
// player end the game as a loss for that player. When ctx is cancelled the
// game stops before the next move, unfinished ("aborted").
func PlayGame(ctx context.Context, players [2]Player, opening Opening, limits Limits, maxPlies int) (rec GameRecord) {
	return PlayGameWith(ctx, players, opening, limits, maxPlies, ResignRule{})
}

// ResignRule ends a game when both engines agree it is decided: for the
// last Moves moves of each, the winner's engine scored at least Score
// centipawns for itself and the loser's at most -Score. A zero Moves plays
// every game out. Matches that test a change use it to save the time of
// converting a won position, as fishtest's adjudication does; the
// strength figures in the README are from games played to the end.
type ResignRule struct {
	Score, Moves int
}

// decided reports the colour the engines' recent scores agree has won.
func (r ResignRule) decided(scores [2][]int) (position.Color, bool) {
	if r.Moves <= 0 || len(scores[0]) < r.Moves || len(scores[1]) < r.Moves {
		return position.Red, false
	}
	for c := position.Red; c <= position.Black; c++ {
		wins, loses := true, true
		for _, s := range scores[c][len(scores[c])-r.Moves:] {
			wins = wins && s >= r.Score
		}
		for _, s := range scores[c.Other()][len(scores[c.Other()])-r.Moves:] {
			loses = loses && s <= -r.Score
		}
		if wins && loses {
			return c, true
		}
	}
	return position.Red, false
}

// PlayGameWith is PlayGame with a resign rule.
func PlayGameWith(ctx context.Context, players [2]Player, opening Opening, limits Limits, maxPlies int, resign ResignRule) (rec GameRecord) {
	rec = GameRecord{Opening: opening, Red: players[position.Red].Name(), Black: players[position.Black].Name()}
	pos, err := opening.Position()
	if err != nil {
		rec.Outcome, rec.Detail = Outcome{Unfinished, "bad-opening"}, err.Error()
		return rec
	}
	rec.RootFEN = pos.Root().FEN()
	rec.OpeningPlies = pos.Ply()
	defer func() { rec.Moves = pos.Moves() }()
	for c := position.Red; c <= position.Black; c++ {
		if err := players[c].NewGame(); err != nil {
			return forfeit(rec, c, err)
		}
	}
	var scores [2][]int // each colour's reported scores, for the resign rule
	for {
		if outcome, over := Adjudicate(pos, maxPlies); over {
			rec.Outcome = outcome
			return rec
		}
		if winner, over := resign.decided(scores); over {
			rec.Outcome = Outcome{winFor(winner), "adjudicated"}
			return rec
		}
		if ctx.Err() != nil {
			rec.Outcome = Outcome{Unfinished, "aborted"}
			return rec
		}
		side := pos.SideToMove()
		start := time.Now()
		m, err := players[side].Move(pos, limits)
		took := time.Since(start)
		rec.Think[side] += took
		rec.Longest[side] = max(rec.Longest[side], took)
		if err != nil {
			return forfeit(rec, side, err)
		}
		if !pos.IsLegal(m) {
			rec.Outcome = Outcome{winFor(side.Other()), "illegal-move"}
			rec.Detail = players[side].Name() + " played " + m.String() + ", which is illegal"
			// Its board may disagree with ours; start it afresh.
			rec.Failed[side] = true
			return rec
		}
		pos.MakeMove(m)
		rec.MovesMade[side]++
		if s, ok := players[side].(Scorer); ok && resign.Moves > 0 {
			if score, ok := s.LastScore(); ok {
				scores[side] = append(scores[side], score)
			} else {
				scores[side] = scores[side][:0] // a move without a score breaks the run
			}
		}
	}
}

// forfeit ends the game as a loss for colour c because its player failed.
func forfeit(rec GameRecord, c position.Color, err error) GameRecord {
	reason := "crash"
	switch {
	case errors.Is(err, ErrTimeout):
		reason = "time-forfeit"
	case errors.Is(err, ErrBadMove):
		reason = "illegal-move"
	case errors.Is(err, ErrResign):
		reason = "resign"
	}
	rec.Outcome = Outcome{winFor(c.Other()), reason}
	rec.Detail = err.Error()
	rec.Failed[c] = reason != "resign"
	return rec
}
