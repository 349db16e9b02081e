package protocol

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// The worker protocol's wire format is pinned byte for byte: the codec was
// first written with encoding/json and now with engine/jsonlite (to keep
// encoding/json out of the browser's wasm), and the page, saved games and
// other clients must not see a difference.

// syncReplies sends msg and returns the replies HandleJSON sent before it
// returned (all of them, for a message that fails its checks).
func syncReplies(s *Session, msg string) []string {
	var out []string
	s.HandleJSON([]byte(msg), func(data []byte) { out = append(out, string(data)) })
	return out
}

// TestJSONErrorRepliesExact checks the exact bytes of error replies; each
// expected reply is what the encoding/json codec sent for the same message.
func TestJSONErrorRepliesExact(t *testing.T) {
	const notObject = `{"type":"error","message":"message must be a JSON object with a \"type\", like {\"type\":\"stop\"}; got `
	const types = ` (want one of bench, go, newgame, position, setoption, stop)"}`
	cases := []struct{ msg, reply string }{
		{`hello`, notObject + `text that is not JSON: \"hello\""}`},
		{`  `, notObject + `text that is not JSON: \"\""}`},
		{`{"type":"go"`, notObject + `text that is not JSON: \"{\\\"type\\\":\\\"go\\\"\""}`},
		{`[1,2]`, notObject + `an array ([1,2])"}`},
		{`null`, notObject + `null"}`},
		{`{}`, `{"type":"error","message":"message has no \"type\" field` + types},
		{`{"id":3}`, `{"type":"error","id":3,"message":"message has no \"type\" field` + types},
		{`{"id":3,"type":null}`, `{"type":"error","id":3,"message":"unknown message type \"\"` + types},
		{"{\"type\":\"\xff\"}", `{"type":"error","message":"unknown message type \"` + "\ufffd" + `\"` + types},
		{`{"type":5,"id":4}`, `{"type":"error","id":4,"message":"field \"type\" must be a string, got a number (5)"}`},
		{`{"type":"go","id":"seven"}`, `{"type":"error","message":"field \"id\" must be a whole number, got a string (\"seven\")"}`},
		{`{"type":"go","id":9007199254740992}`, `{"type":"error","message":"field \"id\" must be a whole number, got a number (9007199254740992)"}`},
		{`{"type":"go","id":9007199254740991,"depth":0}`, `{"type":"error","id":9007199254740991,"message":"go: field \"depth\" must be from 1 to 127, got 0"}`},
		{`{"type":"go","depth":"x","id":4}`, `{"type":"error","id":4,"message":"go: field \"depth\" must be a whole number, got a string (\"x\")"}`},
		{`{"type":"go","depth":2.5}`, `{"type":"error","message":"go: field \"depth\" must be a whole number, got a number (2.5)"}`},
		// Read as an int64, not rounded through a float64 to 2^53.
		{`{"type":"go","nodes":9007199254740993}`, `{"type":"error","message":"go: field \"nodes\" must be from 1 to 9007199254740992, got 9007199254740993"}`},
		{`{"type":"go","infinite":"yes"}`, `{"type":"error","message":"go: field \"infinite\" must be true or false, got a string (\"yes\")"}`},
		// A repeated name keeps its last value.
		{`{"type":"go","depth":1,"depth":null}`, `{"type":"error","message":"go: field \"depth\" must be a whole number, got null"}`},
		{`{"type":"go","foo\n<b>":1}`, `{"type":"error","message":"go: unknown field \"foo\\n\u003cb\u003e\""}`},
		{`{"type":"stop","now":true}`, `{"type":"error","message":"stop: unknown field \"now\""}`},
		{`{"type":"position","fen":7}`, `{"type":"error","message":"position: field \"fen\" must be a string, got a number (7)"}`},
		{`{"type":"position","fen":"` + strings.Repeat("r", 201) + `"}`, `{"type":"error","message":"position: field \"fen\" is too long (201 bytes, at most 200)"}`},
		{`{"type":"position","moves":"h2e2"}`, `{"type":"error","message":"position: field \"moves\" must be an array of strings, got a string (\"h2e2\")"}`},
		{`{"type":"position","moves":["h2e2",1]}`, `{"type":"error","message":"position: field \"moves\" must hold only strings, but element 2 is a number (1)"}`},
		// null in a list of strings reads as "".
		{`{"type":"position","moves":["h2e2",null]}`, `{"type":"error","message":"position: move 2: bad move \"\": want coordinates like h2e2"}`},
		// Shortened to 40 bytes, through the middle of a character.
		{`{"type":"position","moves":[{"a":"` + strings.Repeat("很", 20) + `"}]}`,
			`{"type":"error","message":"position: field \"moves\" must hold only strings, but element 1 is an object ({\"a\":\"` + strings.Repeat("很", 10) + `\ufffd...)"}`},
		{`{"type":"setoption","name":"Hash"}`, `{"type":"error","message":"setoption: missing field \"value\""}`},
		{`{"type":"setoption","name":"Hash","value":[1]}`, `{"type":"error","message":"setoption: field \"value\" must be a string, number or boolean, got an array ([1])"}`},
		{`{"type":"go","fen":"` + strings.Repeat("x", MaxMessageBytes) + `"}`, `{"type":"error","message":"message is too long (65558 bytes, at most 65536)"}`},
	}
	s := NewSession(search.DefaultOptions())
	for _, c := range cases {
		got := syncReplies(s, c.msg)
		if len(got) != 1 || got[0] != c.reply {
			t.Errorf("%.60q:\n got %q\nwant %q", c.msg, got, c.reply)
		}
	}
}

// TestJSONNumbersBeyondFloat64 covers the one place the replies differ from
// the encoding/json codec's: a number too large for a float64 (1e400) is
// valid JSON, so it is reported like any other number where encoding/json
// said "text that is not JSON" or "json: cannot unmarshal".
func TestJSONNumbersBeyondFloat64(t *testing.T) {
	s := NewSession(search.DefaultOptions())
	cases := []struct{ msg, reply string }{
		{`{"type":"go","depth":1e400,"id":3}`, `{"type":"error","id":3,"message":"go: field \"depth\" must be a whole number, got a number (1e400)"}`},
		{`{"type":"go","id":-1e400}`, `{"type":"error","message":"field \"id\" must be a whole number, got a number (-1e400)"}`},
		{`{"type":"stop","x":1e400}`, `{"type":"error","message":"stop: unknown field \"x\""}`},
		{`{"type":"setoption","name":"MultiPV","value":1e400}`, `{"type":"error","message":"setoption: option MultiPV wants a whole number from 1 to 64, got \"1e400\""}`},
	}
	for _, c := range cases {
		if got := syncReplies(s, c.msg); len(got) != 1 || got[0] != c.reply {
			t.Errorf("%s:\n got %q\nwant %q", c.msg, got, c.reply)
		}
	}
}

// The reply structs of the encoding/json codec, kept as the reference for
// the bytes the replies must have.
type (
	refInfo struct {
		Type     string   `json:"type"`
		ID       *int64   `json:"id,omitempty"`
		Depth    int      `json:"depth"`
		SelDepth int      `json:"seldepth"`
		MultiPV  int      `json:"multipv"`
		Score    int      `json:"score"`
		Mate     int      `json:"mate"`
		Nodes    uint64   `json:"nodes"`
		NPS      uint64   `json:"nps"`
		TimeMs   int64    `json:"timeMs"`
		HashFull int      `json:"hashfull"`
		PV       []string `json:"pv"`
	}
	refBestMove struct {
		Type   string `json:"type"`
		ID     *int64 `json:"id,omitempty"`
		Move   string `json:"move"`
		Ponder string `json:"ponder,omitempty"`
		Book   bool   `json:"book"`
		Score  int    `json:"score"`
		Mate   int    `json:"mate"`
		Depth  int    `json:"depth"`
	}
	refBench struct {
		Type   string `json:"type"`
		ID     *int64 `json:"id,omitempty"`
		Nodes  uint64 `json:"nodes"`
		NPS    uint64 `json:"nps"`
		TimeMs int64  `json:"timeMs"`
	}
	refError struct {
		Type    string `json:"type"`
		ID      *int64 `json:"id,omitempty"`
		Message string `json:"message"`
		Fatal   bool   `json:"fatal,omitempty"`
	}
	refReady struct {
		Type    string `json:"type"`
		Version string `json:"version"`
	}
)

func TestRepliesMatchEncodingJSON(t *testing.T) {
	marshal := func(v any) string {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	check := func(what string, got []byte, want string) {
		t.Helper()
		if string(got) != want {
			t.Errorf("%s:\n got %s\nwant %s", what, got, want)
		}
	}
	id := int64(-9007199254740991)
	h2e2, _ := position.ParseMove("h2e2")
	h9g7, _ := position.ParseMove("h9g7")
	for _, id := range []*int64{nil, &id} {
		for _, text := range []string{"", "bad move \"z9\"\n\t<&>", "\x00\x1f\x7f \b\f \u2028\u2029 \ufffd \xff 象棋"} {
			check("error", errorMessage(id, text), marshal(refError{Type: "error", ID: id, Message: text}))
			check("ready", ReadyMessage(text), marshal(refReady{Type: "ready", Version: text}))
		}
		check("fatal error", ErrorMessage("gone", true), marshal(refError{Type: "error", Message: "gone", Fatal: true}))
		check("error", ErrorMessage("gone", false), marshal(refError{Type: "error", Message: "gone"}))
		for _, in := range []search.Info{
			{},
			{Depth: 12, SelDepth: 20, MultiPV: 2, Score: -35, Mate: -3, Nodes: 1 << 60, NPS: 123456, Time: 1500 * time.Millisecond, HashFull: 999, PV: []position.Move{h2e2, h9g7}},
		} {
			check("info", infoMessage(id, in), marshal(refInfo{Type: "info", ID: id, Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: max(in.MultiPV, 1),
				Score: in.Score, Mate: in.Mate, Nodes: in.Nodes, NPS: in.NPS, TimeMs: in.Time.Milliseconds(), HashFull: in.HashFull, PV: moveStrings(in.PV)}))
		}
		check("bestmove (none)", bestMoveMessage(id, BestMove{}), marshal(refBestMove{Type: "bestmove", ID: id, Move: "(none)"}))
		check("bestmove", bestMoveMessage(id, BestMove{Move: h2e2, Ponder: h9g7, Book: true, Score: 12, Mate: 2, Depth: 9}),
			marshal(refBestMove{Type: "bestmove", ID: id, Move: "h2e2", Ponder: "h9g7", Book: true, Score: 12, Mate: 2, Depth: 9}))
		r := BenchResult{Nodes: 6939761, Time: 2500 * time.Millisecond}
		check("benchresult", benchMessage(id, r), marshal(refBench{Type: "benchresult", ID: id, Nodes: r.Nodes, NPS: r.NPS(), TimeMs: 2500}))
	}
}
