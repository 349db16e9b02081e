package match

import (
	"fmt"
	"io"
	"time"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// PGNInfo is the match-wide header data for WritePGN.
type PGNInfo struct {
	Event       string
	Date        time.Time
	TimeControl string // e.g. "200ms/move"
}

// WritePGN writes the games as PGN with ICCS moves (engine/notation's
// writer). The opening's moves are part of the move text, marked by a comment
// where the engines took over; the reason a game ended is in the Termination
// tag and a final comment.
func WritePGN(w io.Writer, info PGNInfo, games []GameRecord) error {
	for _, g := range games {
		ng, err := notationGame(info, g)
		if err != nil {
			return err
		}
		if err := ng.WritePGN(w, notation.ICCS); err != nil {
			return fmt.Errorf("game %d: %v", g.Number, err)
		}
	}
	return nil
}

func notationGame(info PGNInfo, g GameRecord) (*notation.Game, error) {
	start, err := position.ParseFEN(g.RootFEN)
	if err != nil {
		return nil, fmt.Errorf("game %d: %v", g.Number, err)
	}
	ng := notation.NewGame(start, g.Moves)
	ng.Result = g.Outcome.Result.PGN()
	ng.SetTag("Event", info.Event)
	ng.SetTag("Date", info.Date.Format("2006.01.02"))
	ng.SetTag("Round", fmt.Sprint(g.Number))
	ng.SetTag("Red", g.Red)
	ng.SetTag("Black", g.Black)
	if info.TimeControl != "" {
		ng.SetTag("TimeControl", info.TimeControl)
	}
	ng.SetTag("Opening", g.Opening.Name)
	ng.SetTag("Termination", g.Outcome.Reason)
	// nodes[N] is the node after ply N (the root for 0), where its comment goes.
	nodes := append([]*notation.Node{ng.Root}, ng.MainLineNodes()...)
	if g.OpeningPlies > 0 && g.OpeningPlies < len(g.Moves) {
		nodes[g.OpeningPlies].Comment = "end of opening"
	}
	end := g.Outcome.Reason
	if g.Detail != "" {
		end += ": " + g.Detail
	}
	last := nodes[len(nodes)-1]
	if last.Comment != "" {
		end = last.Comment + "; " + end
	}
	last.Comment = end
	return ng, nil
}
