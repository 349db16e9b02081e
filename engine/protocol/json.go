package protocol

import (
	"fmt"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// The worker's codec: the messages of engine/wire, which defines and checks
// them, mapped onto the Session.

// HandleJSON handles one message of the worker protocol (engine/wire) and
// sends its replies with send, now or later from the search goroutine
// (info, bestmove, benchresult). Anything wrong with the message (not JSON,
// unknown type, unknown field, a field of the wrong type or out of range, a
// bad FEN, an illegal move) gets an `error` reply that says what is wrong,
// carrying the message's id when it had one; HandleJSON never panics.
func (s *Session) HandleJSON(msg []byte, send func([]byte)) {
	out := func(r wire.Reply) {
		s.outMu.Lock()
		defer s.outMu.Unlock()
		send([]byte(r.Encode()))
	}
	var id wire.ID
	defer func() {
		if r := recover(); r != nil {
			defer func() { _ = recover() }() // send itself may be what failed
			out(wire.Error{ID: id, Message: fmt.Sprintf("internal error: %v", r)})
		}
	}()
	req, id, err := wire.DecodeRequest(string(msg))
	if err == nil {
		err = s.dispatchJSON(req, id, out)
	}
	if err != nil {
		out(wire.Error{ID: id, Message: err.Error()})
	}
}

// ReadyMessage returns the `ready` message the worker posts once it can take
// messages.
func ReadyMessage(version string) []byte { return []byte(wire.Ready{Version: version}.Encode()) }

// dispatchJSON runs one valid request.
func (s *Session) dispatchJSON(req wire.Request, id wire.ID, out func(wire.Reply)) error {
	switch r := req.(type) {
	case wire.Position:
		if err := s.SetPosition(r.FEN, r.Moves); err != nil {
			return fmt.Errorf("position: %v", err)
		}
	case wire.Go:
		reports := newReportSpacer(time.Duration(r.ReportMs)*time.Millisecond, out)
		onInfo := func(in search.Info) { reports.add(infoReply(id, in)) }
		onBest := func(b BestMove) {
			reports.finish()
			if b.Err != nil {
				out(wire.Error{ID: id, Message: b.Err.Error()})
			}
			out(bestMoveReply(id, b))
		}
		if err := s.Go(goRequest(r), onInfo, onBest); err != nil {
			return fmt.Errorf("go: %v", err)
		}
	case wire.Stop:
		s.Stop()
	case wire.NewGame:
		s.NewGame()
	case wire.SetOption:
		if err := s.SetOption(r.Name, r.Value); err != nil {
			return fmt.Errorf("setoption: %v", err)
		}
	case wire.Bench:
		depth := DefaultBenchDepth
		if r.Depth != 0 {
			depth = r.Depth
		}
		err := s.Bench(depth, func(b BenchResult) {
			if b.Err != nil {
				out(wire.Error{ID: id, Message: b.Err.Error()})
				return
			}
			out(wire.BenchResult{ID: id, Nodes: b.Nodes, NPS: b.NPS(), TimeMs: b.Time.Milliseconds()})
		})
		if err != nil {
			return fmt.Errorf("bench: %v", err)
		}
	default:
		return fmt.Errorf("unknown message %T", req) // unreachable: wire decodes only these
	}
	return nil
}

// goRequest maps a checked go message onto a GoRequest.
func goRequest(g wire.Go) GoRequest {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	req := GoRequest{
		Limits: search.Limits{
			Depth:     g.Depth,
			Nodes:     uint64(g.Nodes),
			MoveTime:  ms(g.MovetimeMs),
			WTime:     ms(g.WTimeMs),
			BTime:     ms(g.BTimeMs),
			WInc:      ms(g.WIncMs),
			BInc:      ms(g.BIncMs),
			MovesToGo: g.MovesToGo,
			Overhead:  ms(g.OverheadMs),
			Infinite:  g.Infinite,
			MultiPV:   g.MultiPV,
		},
		Level: g.Level,
	}
	if g.OwnBook != nil {
		req.Book = BookOff
		if *g.OwnBook {
			req.Book = BookOn
		}
	}
	return req
}

// infoReply reports a search's progress; its lines count from 1.
func infoReply(id wire.ID, in search.Info) wire.Info {
	return wire.Info{
		ID: id, Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: max(in.MultiPV, 1), Score: in.Score, Mate: in.Mate,
		Nodes: in.Nodes, NPS: in.NPS, TimeMs: in.Time.Milliseconds(), HashFull: in.HashFull, PV: moveStrings(in.PV),
	}
}

// bestMoveReply reports a search's answer: NoMove when there is no move.
func bestMoveReply(id wire.ID, b BestMove) wire.BestMove {
	r := wire.BestMove{ID: id, Move: wire.NoMove, Book: b.Book, Score: b.Score, Mate: b.Mate, Depth: b.Depth,
		TimeMs: b.Time.Milliseconds()}
	if b.Move != position.NoMove {
		r.Move = b.Move.String()
	}
	if b.Ponder != position.NoMove {
		r.Ponder = b.Ponder.String()
	}
	return r
}

func moveStrings(moves []position.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
