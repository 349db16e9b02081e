package review

import (
	"xiangqi/engine/position"
	"xiangqi/engine/protocol"
	"xiangqi/engine/search"
)

// SessionAnalyser is the Analyser of a native program: the same
// protocol.Session, and the same sequence of newgame, position and go, that
// the page's worker runs for a review, so both give the same evaluations.
type SessionAnalyser struct{ Session *protocol.Session }

// Request is the search a review asks for each position.
func Request(nodes uint64) protocol.GoRequest {
	return protocol.GoRequest{Limits: search.Limits{Nodes: nodes}, Level: search.MaxLevel, Book: protocol.BookOff}
}

// Analyse implements Analyser.
func (a SessionAnalyser) Analyse(fen string, moves []string, nodes uint64) (Eval, error) {
	s := a.Session
	s.NewGame()
	if err := s.SetPosition(fen, moves); err != nil {
		return Eval{}, err
	}
	var pv []position.Move
	done := make(chan protocol.BestMove, 1)
	err := s.Go(Request(nodes), func(in search.Info) {
		if in.MultiPV <= 1 {
			pv = append(pv[:0], in.PV...)
		}
	}, func(b protocol.BestMove) { done <- b })
	if err != nil {
		return Eval{}, err
	}
	b := <-done
	if b.Err != nil {
		return Eval{}, b.Err
	}
	return MakeEval(b.Move, b.Ponder, b.Score, b.Mate, b.Depth, pv), nil
}

// MakeEval builds an Eval from a search's answer and the line of its last
// report; the line is used only when it starts with the answer's move
// (otherwise the answer and its ponder move stand for it).
func MakeEval(best, ponder position.Move, score, mate, depth int, pv []position.Move) Eval {
	e := Eval{Score: score, Mate: mate, Best: best, Depth: depth}
	switch {
	case best == position.NoMove:
	case len(pv) > 0 && pv[0] == best:
		e.PV = append([]position.Move(nil), pv...)
	case ponder != position.NoMove:
		e.PV = []position.Move{best, ponder}
	default:
		e.PV = []position.Move{best}
	}
	return e
}
