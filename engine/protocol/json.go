package protocol

import (
	"fmt"
	"time"

	"xiangqi/engine/search"
)

// jsonSpecs lists each message type the worker accepts and its fields (the
// optional "id" is allowed on every message). Besides the fields of the
// protocol, go accepts clock fields (wtimeMs, btimeMs, wincMs, bincMs,
// movestogo) like UCI's go.
var jsonSpecs = map[string]map[string]fieldSpec{
	"position": {
		"fen":   {kind: kindString, maxLen: 200},
		"moves": {kind: kindStrings, maxLen: MaxPositionMoves},
	},
	"go": {
		"level":      {kind: kindInt, min: 1, max: 1000},
		"movetimeMs": {kind: kindInt, min: 0, max: maxTime.Milliseconds()},
		"depth":      {kind: kindInt, min: 1, max: MaxDepth},
		"nodes":      {kind: kindInt, min: 1, max: 1 << 53},
		"multipv":    {kind: kindInt, min: 1, max: MaxMultiPV},
		"infinite":   {kind: kindBool},
		"ownBook":    {kind: kindBool},
		"wtimeMs":    {kind: kindInt, min: 0, max: maxTime.Milliseconds()},
		"btimeMs":    {kind: kindInt, min: 0, max: maxTime.Milliseconds()},
		"wincMs":     {kind: kindInt, min: 0, max: maxTime.Milliseconds()},
		"bincMs":     {kind: kindInt, min: 0, max: maxTime.Milliseconds()},
		"movestogo":  {kind: kindInt, min: 1, max: 10000},
	},
	"stop":      {},
	"newgame":   {},
	"setoption": {"name": {kind: kindString, required: true, maxLen: 100}, "value": {kind: kindScalar, required: true}},
	"bench":     {"depth": {kind: kindInt, min: 1, max: MaxBenchDepth}},
}

// HandleJSON handles one message of the worker protocol and sends its
// replies with send, now or later from the search goroutine (info, bestmove,
// benchresult). Anything wrong with the message (not JSON, unknown type,
// unknown field, a field of the wrong type or out of range, a bad FEN, an
// illegal move) gets an `error` reply that says what is wrong, carrying the
// message's id when it had one; HandleJSON never panics.
func (s *Session) HandleJSON(msg []byte, send func([]byte)) {
	out := func(data []byte) {
		s.outMu.Lock()
		defer s.outMu.Unlock()
		send(data)
	}
	var id *int64
	defer func() {
		if r := recover(); r != nil {
			defer func() { _ = recover() }() // send itself may be what failed
			out(errorMessage(id, fmt.Sprintf("internal error: %v", r)))
		}
	}()
	m, err := decodeMessage(msg, jsonSpecs)
	if m != nil {
		id = m.id
	}
	if err == nil {
		err = s.dispatchJSON(m, out)
	}
	if err != nil {
		out(errorMessage(id, err.Error()))
	}
}

// dispatchJSON runs one valid message.
func (s *Session) dispatchJSON(m *message, out func([]byte)) error {
	switch m.typ {
	case "position":
		if err := s.SetPosition(m.string("fen"), m.strings("moves")); err != nil {
			return fmt.Errorf("position: %v", err)
		}
	case "go":
		req := goRequestFromJSON(m)
		onInfo := func(in search.Info) { out(infoMessage(m.id, in)) }
		onBest := func(b BestMove) {
			if b.Err != nil {
				out(errorMessage(m.id, b.Err.Error()))
			}
			out(bestMoveMessage(m.id, b))
		}
		if err := s.Go(req, onInfo, onBest); err != nil {
			return fmt.Errorf("go: %v", err)
		}
	case "stop":
		s.Stop()
	case "newgame":
		s.NewGame()
	case "setoption":
		if err := s.SetOption(m.string("name"), m.scalar("value")); err != nil {
			return fmt.Errorf("setoption: %v", err)
		}
	case "bench":
		depth := DefaultBenchDepth
		if m.has("depth") {
			depth = int(m.int("depth"))
		}
		err := s.Bench(depth, func(r BenchResult) {
			if r.Err != nil {
				out(errorMessage(m.id, r.Err.Error()))
				return
			}
			out(benchMessage(m.id, r))
		})
		if err != nil {
			return fmt.Errorf("bench: %v", err)
		}
	default:
		return fmt.Errorf("unknown message type %q", m.typ) // unreachable: jsonSpecs lists every type
	}
	return nil
}

// goRequestFromJSON maps a checked go message onto a GoRequest.
func goRequestFromJSON(m *message) GoRequest {
	ms := func(name string) time.Duration { return time.Duration(m.int(name)) * time.Millisecond }
	req := GoRequest{
		Limits: search.Limits{
			Depth:     int(m.int("depth")),
			Nodes:     uint64(m.int("nodes")),
			MoveTime:  ms("movetimeMs"),
			WTime:     ms("wtimeMs"),
			BTime:     ms("btimeMs"),
			WInc:      ms("wincMs"),
			BInc:      ms("bincMs"),
			MovesToGo: int(m.int("movestogo")),
			Infinite:  m.bool("infinite"),
			MultiPV:   int(m.int("multipv")),
		},
		Level: int(m.int("level")),
	}
	if m.has("ownBook") {
		req.Book = BookOff
		if m.bool("ownBook") {
			req.Book = BookOn
		}
	}
	return req
}
