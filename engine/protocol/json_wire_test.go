package protocol

import (
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// The worker protocol's bytes are pinned in engine/wire, which writes and
// checks every message. These tests pin what the Session adds: the errors it
// reports for checked messages, the ids it echoes, and how it maps its
// results onto the replies.

// syncReplies sends msg and returns the replies HandleJSON sent before it
// returned (all of them, for a message that fails its checks).
func syncReplies(s *Session, msg string) []string {
	var out []string
	s.HandleJSON([]byte(msg), func(data []byte) { out = append(out, string(data)) })
	return out
}

// TestJSONErrorRepliesExact checks the exact bytes of error replies through
// HandleJSON; each expected reply is what the encoding/json codec sent for
// the same message.
func TestJSONErrorRepliesExact(t *testing.T) {
	cases := []struct{ msg, reply string }{
		// engine/wire's checks, with the id echoed.
		{`{"id":3}`, `{"type":"error","id":3,"message":"message has no \"type\" field (want one of bench, go, newgame, position, setoption, stop)"}`},
		{`{"type":"go","id":9007199254740991,"depth":0}`, `{"type":"error","id":9007199254740991,"message":"go: field \"depth\" must be from 1 to 127, got 0"}`},
		{`{"type":"go","id":"seven"}`, `{"type":"error","message":"field \"id\" must be a whole number, got a string (\"seven\")"}`},
		// The Session's own: null in a list of strings reads as "".
		{`{"type":"position","moves":["h2e2",null]}`, `{"type":"error","message":"position: move 2: bad move \"\": want coordinates like h2e2"}`},
		{`{"type":"position","id":-4,"fen":"4k4/9/9/9/9/9/9/9/9/4K4 w"}`, `{"type":"error","id":-4,"message":"position: impossible FEN: the two kings face each other on an open file"}`},
		{`{"type":"setoption","name":"Nope","value":1}`, `{"type":"error","message":"setoption: unknown option \"Nope\" (options: Hash, MultiPV, Level, OwnBook)"}`},
		// A number too large for a float64 (1e400) is valid JSON, and
		// reaches the option as its text.
		{`{"type":"setoption","name":"MultiPV","value":1e400}`, `{"type":"error","message":"setoption: option MultiPV wants a whole number from 1 to 64, got \"1e400\""}`},
	}
	s := NewSession(search.DefaultOptions())
	for _, c := range cases {
		got := syncReplies(s, c.msg)
		if len(got) != 1 || got[0] != c.reply {
			t.Errorf("%.60q:\n got %q\nwant %q", c.msg, got, c.reply)
		}
	}
}

// TestRepliesFromResults checks how the Session's results become replies:
// lines count from 1, no move is NoMove, no ponder is left out, the bench's
// speed is computed.
func TestRepliesFromResults(t *testing.T) {
	id := wire.IDOf(-9007199254740991)
	h2e2, _ := position.ParseMove("h2e2")
	h9g7, _ := position.ParseMove("h9g7")
	in := search.Info{Depth: 12, SelDepth: 20, MultiPV: 2, Score: -35, Mate: -3, Nodes: 1 << 60, NPS: 123456, Time: 1500 * time.Millisecond, HashFull: 999, PV: []position.Move{h2e2, h9g7}}
	if got, want := infoReply(id, in), (wire.Info{ID: id, Depth: 12, SelDepth: 20, MultiPV: 2, Score: -35, Mate: -3, Nodes: 1 << 60, NPS: 123456, TimeMs: 1500, HashFull: 999, PV: []string{"h2e2", "h9g7"}}); got.Encode() != want.Encode() {
		t.Errorf("info: %+v, want %+v", got, want)
	}
	if got := infoReply(wire.ID{}, search.Info{}); got.MultiPV != 1 || got.PV == nil || got.ID.Set {
		t.Errorf("info of an empty search: %+v, want line 1, an empty pv and no id", got)
	}
	if got := bestMoveReply(id, BestMove{}); got != (wire.BestMove{ID: id, Move: wire.NoMove}) {
		t.Errorf("bestmove without a move: %+v", got)
	}
	if got := bestMoveReply(wire.ID{}, BestMove{Move: h2e2, Ponder: h9g7, Book: true, Score: 12, Mate: 2, Depth: 9}); got != (wire.BestMove{Move: "h2e2", Ponder: "h9g7", Book: true, Score: 12, Mate: 2, Depth: 9}) {
		t.Errorf("bestmove: %+v", got)
	}
}
