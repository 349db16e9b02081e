package wire

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// The protocol's bytes are pinned: the worker's codec was first written with
// encoding/json and then with engine/jsonlite (to keep encoding/json out of
// the browser's wasm), and the page, saved games and other clients must not
// see a difference. The reference structs below are that first codec's.
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
		TimeMs int64  `json:"timeMs"`
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
	// The page's requests, as the page wrote them.
	refGo struct {
		Type       string `json:"type"`
		ID         *int64 `json:"id,omitempty"`
		Level      int    `json:"level,omitempty"`
		MovetimeMs int    `json:"movetimeMs,omitempty"`
		Depth      int    `json:"depth,omitempty"`
		Nodes      int64  `json:"nodes,omitempty"`
		MultiPV    int    `json:"multipv,omitempty"`
		Infinite   bool   `json:"infinite,omitempty"`
		OwnBook    *bool  `json:"ownBook,omitempty"`
		WTimeMs    int    `json:"wtimeMs,omitempty"`
		BTimeMs    int    `json:"btimeMs,omitempty"`
		WIncMs     int    `json:"wincMs,omitempty"`
		BIncMs     int    `json:"bincMs,omitempty"`
		MovesToGo  int    `json:"movestogo,omitempty"`
		OverheadMs int    `json:"overheadMs,omitempty"`
		ReportMs   int    `json:"reportMs,omitempty"`
	}
	refPosition struct {
		Type  string   `json:"type"`
		ID    *int64   `json:"id,omitempty"`
		FEN   string   `json:"fen,omitempty"`
		Moves []string `json:"moves"`
	}
	refOption struct {
		Type  string `json:"type"`
		ID    *int64 `json:"id,omitempty"`
		Name  string `json:"name"`
		Value string `json:"value"`
	}
	refPlain struct {
		Type  string `json:"type"`
		ID    *int64 `json:"id,omitempty"`
		Depth int    `json:"depth,omitempty"`
	}
)

// texts cover every escape a string may need.
var texts = []string{"", "bad move \"z9\"\n\t<&>", "\x00\x1f\x7f \b\f \u2028\u2029 \ufffd \xff 象棋"}

func TestEncodeMatchesEncodingJSON(t *testing.T) {
	marshal := func(v any) string {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	check := func(what string, got string, want string) {
		t.Helper()
		if got != want {
			t.Errorf("%s:\n got %s\nwant %s", what, got, want)
		}
	}
	n := int64(-MaxID)
	yes, no := true, false
	for _, id := range []ID{{}, IDOf(n), IDOf(0)} {
		ref := &id.Value
		if !id.Set {
			ref = nil
		}
		for _, text := range texts {
			check("error", Error{ID: id, Message: text}.Encode(), marshal(refError{Type: "error", ID: ref, Message: text}))
			check("fatal error", Error{ID: id, Message: text, Fatal: true}.Encode(), marshal(refError{Type: "error", ID: ref, Message: text, Fatal: true}))
			check("ready", Ready{Version: text}.Encode(), marshal(refReady{Type: "ready", Version: text}))
			check("position", Position{ID: id, FEN: text, Moves: []string{text, "h2e2"}}.Encode(), marshal(refPosition{Type: "position", ID: ref, FEN: text, Moves: []string{text, "h2e2"}}))
			check("setoption", SetOption{ID: id, Name: text, Value: text}.Encode(), marshal(refOption{Type: "setoption", ID: ref, Name: text, Value: text}))
			check("bestmove", BestMove{ID: id, Move: text, Ponder: text}.Encode(), marshal(refBestMove{Type: "bestmove", ID: ref, Move: text, Ponder: text}))
		}
		for _, in := range []Info{{ID: id, PV: []string{}}, {ID: id, Depth: 12, SelDepth: 20, MultiPV: 2, Score: -35, Mate: -3, Nodes: 1 << 60, NPS: 123456, TimeMs: 1500, HashFull: 999, PV: []string{"h2e2", "h9g7"}}} {
			check("info", in.Encode(), marshal(refInfo{Type: "info", ID: ref, Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: in.MultiPV,
				Score: in.Score, Mate: in.Mate, Nodes: in.Nodes, NPS: in.NPS, TimeMs: in.TimeMs, HashFull: in.HashFull, PV: in.PV}))
		}
		check("bestmove (none)", BestMove{ID: id, Move: NoMove}.Encode(), marshal(refBestMove{Type: "bestmove", ID: ref, Move: "(none)"}))
		check("bestmove", BestMove{ID: id, Move: "h2e2", Ponder: "h9g7", Book: true, Score: 12, Mate: 2, Depth: 9, TimeMs: 1234}.Encode(),
			marshal(refBestMove{Type: "bestmove", ID: ref, Move: "h2e2", Ponder: "h9g7", Book: true, Score: 12, Mate: 2, Depth: 9, TimeMs: 1234}))
		check("benchresult", BenchResult{ID: id, Nodes: 6939761, NPS: 2775904, TimeMs: 2500}.Encode(),
			marshal(refBench{Type: "benchresult", ID: ref, Nodes: 6939761, NPS: 2775904, TimeMs: 2500}))
		for _, g := range []Go{
			{ID: id},
			{ID: id, Level: 3, MovetimeMs: 1500, Depth: 9, Nodes: 1 << 40, MultiPV: 4, Infinite: true, OwnBook: &yes, WTimeMs: 1, BTimeMs: 2, WIncMs: 3, BIncMs: 4, MovesToGo: 5, OverheadMs: 6, ReportMs: 7},
			{ID: id, Level: 10, OwnBook: &no},
		} {
			check("go", g.Encode(), marshal(refGo{Type: "go", ID: ref, Level: g.Level, MovetimeMs: g.MovetimeMs, Depth: g.Depth, Nodes: g.Nodes,
				MultiPV: g.MultiPV, Infinite: g.Infinite, OwnBook: g.OwnBook, WTimeMs: g.WTimeMs, BTimeMs: g.BTimeMs, WIncMs: g.WIncMs, BIncMs: g.BIncMs, MovesToGo: g.MovesToGo, OverheadMs: g.OverheadMs, ReportMs: g.ReportMs}))
		}
		check("position", Position{ID: id}.Encode(), marshal(refPosition{Type: "position", ID: ref, Moves: []string{}}))
		check("stop", Stop{ID: id}.Encode(), marshal(refPlain{Type: "stop", ID: ref}))
		check("newgame", NewGame{ID: id}.Encode(), marshal(refPlain{Type: "newgame", ID: ref}))
		check("bench", Bench{ID: id}.Encode(), marshal(refPlain{Type: "bench", ID: ref}))
		check("bench", Bench{ID: id, Depth: 9}.Encode(), marshal(refPlain{Type: "bench", ID: ref, Depth: 9}))
	}
}

// TestPageRequestBytes pins the requests as the page sends them.
func TestPageRequestBytes(t *testing.T) {
	for _, c := range []struct {
		msg  Request
		want string
	}{
		{Position{Moves: []string{"h2e2", "h9g7"}}, `{"type":"position","moves":["h2e2","h9g7"]}`},
		{Position{FEN: "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"}, `{"type":"position","fen":"4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1","moves":[]}`},
		{Go{ID: IDOf(7), Level: 10, MovetimeMs: 1500}, `{"type":"go","id":7,"level":10,"movetimeMs":1500}`},
		{Go{ID: IDOf(8), MovetimeMs: 1000}, `{"type":"go","id":8,"movetimeMs":1000}`},
		{Stop{}, `{"type":"stop"}`},
		{NewGame{}, `{"type":"newgame"}`},
		{SetOption{Name: "Hash", Value: "32"}, `{"type":"setoption","name":"Hash","value":"32"}`},
	} {
		if got := c.msg.Encode(); got != c.want {
			t.Errorf("%T: %s, want %s", c.msg, got, c.want)
		}
	}
}

// errorReply is the reply the worker sends for a request that fails to
// decode.
func errorReply(msg string) string {
	_, id, err := DecodeRequest(msg)
	if err == nil {
		return "no error"
	}
	return Error{ID: id, Message: err.Error()}.Encode()
}

// TestDecodeRequestErrorsExact checks the exact bytes of the error replies
// to requests that fail their checks; each expected reply is what the
// encoding/json codec sent for the same message.
func TestDecodeRequestErrorsExact(t *testing.T) {
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
		// Shortened to 40 bytes, through the middle of a character.
		{`{"type":"position","moves":[{"a":"` + strings.Repeat("很", 20) + `"}]}`,
			`{"type":"error","message":"position: field \"moves\" must hold only strings, but element 1 is an object ({\"a\":\"` + strings.Repeat("很", 10) + `\ufffd...)"}`},
		{`{"type":"setoption","name":"Hash"}`, `{"type":"error","message":"setoption: missing field \"value\""}`},
		{`{"type":"setoption","name":"Hash","value":[1]}`, `{"type":"error","message":"setoption: field \"value\" must be a string, number or boolean, got an array ([1])"}`},
		{`{"type":"go","fen":"` + strings.Repeat("x", MaxMessageBytes) + `"}`, `{"type":"error","message":"message is too long (65558 bytes, at most 65536)"}`},
		// The one place the replies differ from the encoding/json codec's: a
		// number too large for a float64 (1e400) is valid JSON, so it is
		// reported like any other number where encoding/json said "text
		// that is not JSON" or "json: cannot unmarshal".
		{`{"type":"go","depth":1e400,"id":3}`, `{"type":"error","id":3,"message":"go: field \"depth\" must be a whole number, got a number (1e400)"}`},
		{`{"type":"go","id":-1e400}`, `{"type":"error","message":"field \"id\" must be a whole number, got a number (-1e400)"}`},
		{`{"type":"stop","x":1e400}`, `{"type":"error","message":"stop: unknown field \"x\""}`},
	}
	for _, c := range cases {
		if got := errorReply(c.msg); got != c.reply {
			t.Errorf("%.60q:\n got %q\nwant %q", c.msg, got, c.reply)
		}
	}
}

func TestDecodeRequests(t *testing.T) {
	yes := true
	cases := []struct {
		msg  string
		want Request
	}{
		{`{"type":"position"}`, Position{}},
		{`{"type":"position","fen":"","moves":[]}`, Position{Moves: []string{}}},
		// null in a list of strings reads as "" (the engine then refuses
		// the move).
		{`{"type":"position","id":2,"fen":"x","moves":["h2e2",null]}`, Position{ID: IDOf(2), FEN: "x", Moves: []string{"h2e2", ""}}},
		{`{"type":"go","id":-0,"depth":1e0}`, Go{ID: IDOf(0), Depth: 1}},
		{`{"type":"go","id":7,"level":3,"movetimeMs":0,"depth":9,"nodes":9007199254740992,"multipv":64,"infinite":true,"ownBook":true,` +
			`"wtimeMs":1,"btimeMs":2,"wincMs":3,"bincMs":86400000,"movestogo":10000}`,
			Go{ID: IDOf(7), Level: 3, Depth: 9, Nodes: 1 << 53, MultiPV: 64, Infinite: true, OwnBook: &yes, WTimeMs: 1, BTimeMs: 2, WIncMs: 3, BIncMs: 86400000, MovesToGo: 10000}},
		{`{"type":"stop"}`, Stop{}},
		{`{"type":"newgame","id":1}`, NewGame{ID: IDOf(1)}},
		{`{"type":"setoption","name":"Hash","value":32}`, SetOption{Name: "Hash", Value: "32"}},
		{`{"type":"setoption","name":"OwnBook","value":true}`, SetOption{Name: "OwnBook", Value: "true"}},
		{`{"type":"setoption","name":"Level","value":"3"}`, SetOption{Name: "Level", Value: "3"}},
		{`{"type":"bench","id":9,"depth":30}`, Bench{ID: IDOf(9), Depth: 30}},
	}
	for _, c := range cases {
		got, id, err := DecodeRequest(c.msg)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %#v, %v; want %#v", c.msg, got, err, c.want)
		}
		if want := reflect.ValueOf(c.want).FieldByName("ID").Interface(); id != want {
			t.Errorf("%s: id %+v, want %+v", c.msg, id, want)
		}
	}
}

func TestDecodeReplies(t *testing.T) {
	cases := []struct {
		msg  string
		want Reply
	}{
		{`{"type":"ready","version":"v1"}`, Ready{Version: "v1"}},
		// Fields may be left out.
		{`{"type":"ready"}`, Ready{}},
		{`{"type":"bestmove","id":1,"move":"h9g7"}`, BestMove{ID: IDOf(1), Move: "h9g7"}},
		{`{"type":"info","id":7,"depth":12,"seldepth":20,"multipv":1,"score":-35,"mate":-3,"nodes":9007199254740992,"nps":5,"timeMs":6,"hashfull":7,"pv":["h2e2"]}`,
			Info{ID: IDOf(7), Depth: 12, SelDepth: 20, MultiPV: 1, Score: -35, Mate: -3, Nodes: 1 << 53, NPS: 5, TimeMs: 6, HashFull: 7, PV: []string{"h2e2"}}},
		{`{"type":"benchresult","id":3,"nodes":1,"nps":2,"timeMs":3}`, BenchResult{ID: IDOf(3), Nodes: 1, NPS: 2, TimeMs: 3}},
		{`{"type":"error","message":"out of memory","fatal":true}`, Error{Message: "out of memory", Fatal: true}},
	}
	for _, c := range cases {
		if got, err := DecodeReply(c.msg); err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %#v, %v; want %#v", c.msg, got, err, c.want)
		}
	}
	for _, c := range []struct{ msg, want string }{
		{`{"type":`, "not JSON"},
		{`["ready"]`, "must be a JSON object"},
		{`{"type":"hello"}`, `unknown message type "hello" (want one of benchresult, bestmove, error, info, ready)`},
		{`{"type":"go"}`, `unknown message type "go"`},
		{`{"type":"info","depth":"deep"}`, `info: field "depth" must be a whole number, got a string ("deep")`},
		{`{"type":"bestmove","id":1.5}`, `field "id" must be a whole number`},
		{`{"type":"info","pv":[1,2]}`, `info: field "pv" must hold only strings`},
		{`{"type":"info","nodes":-1}`, `info: field "nodes" must be from 0`},
		{`{"type":"info","score":9007199254740993}`, `info: field "score" must be from -9007199254740992 to 9007199254740992`},
		{`{"type":"bestmove","colour":"red"}`, `bestmove: unknown field "colour"`},
		{`{"type":"info","pv":["` + strings.Repeat("a", MaxMessageBytes) + `"]}`, "too long"},
	} {
		if _, err := DecodeReply(c.msg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s: error %v, want one containing %q", c.msg, err, c.want)
		}
	}
}

// TestRoundTrip encodes every message and decodes it again.
func TestRoundTrip(t *testing.T) {
	no := false
	odd := "\x00\x1f\x7f \b\f \u2028\u2029 \ufffd 象棋" // valid UTF-8: other bytes read back as U+FFFD
	for _, r := range []Request{
		Position{ID: IDOf(-5), FEN: texts[1], Moves: []string{"h2e2", odd}},
		Go{ID: IDOf(MaxID), Level: 7, MovetimeMs: 30, Depth: MaxDepth, Nodes: 12, MultiPV: 3, Infinite: true, OwnBook: &no, WTimeMs: 1, BTimeMs: 2, WIncMs: 3, BIncMs: 4, MovesToGo: 5, OverheadMs: 6, ReportMs: 7},
		Stop{}, NewGame{ID: IDOf(0)}, SetOption{Name: "MultiPV", Value: "2"}, Bench{Depth: 3},
	} {
		got, _, err := DecodeRequest(r.Encode())
		if err != nil || !reflect.DeepEqual(got, r) {
			t.Errorf("%s decodes as %#v, %v", r.Encode(), got, err)
		}
	}
	for _, r := range []Reply{
		Ready{Version: odd},
		Info{ID: IDOf(1), Depth: 1, SelDepth: 2, MultiPV: 3, Score: -4, Mate: -5, Nodes: 6, NPS: 7, TimeMs: 8, HashFull: 9, PV: []string{"a0a1"}},
		BestMove{ID: IDOf(2), Move: NoMove, Score: 3, Mate: 4, Depth: 5}, BestMove{Move: "h2e2", Ponder: "h9g7", Book: true},
		BenchResult{ID: IDOf(3), Nodes: 1, NPS: 2, TimeMs: 3},
		Error{ID: IDOf(4), Message: texts[1]}, Error{Message: "gone", Fatal: true},
	} {
		got, err := DecodeReply(r.Encode())
		if err != nil || !reflect.DeepEqual(got, r) {
			t.Errorf("%s decodes as %#v, %v", r.Encode(), got, err)
		}
	}
}

// FuzzDecode feeds arbitrary bytes to both decoders: they must never panic,
// and whatever they accept must encode to a message that decodes and
// encodes the same (a field left out and the same field at zero are one).
func FuzzDecode(f *testing.F) {
	for _, seed := range []string{
		`{"type":"position","fen":"4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1","moves":[]}`,
		`{"type":"go","id":7,"depth":1,"ownBook":false}`,
		`{"type":"setoption","name":"MultiPV","value":2}`,
		`{"type":"info","id":1,"depth":3,"pv":["h2e2"]}`,
		`{"type":"bestmove","move":"(none)","book":true}`,
		`{"type":"error","message":"x","fatal":true}`,
		`hello`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		data := string(raw)
		if r, id, err := DecodeRequest(data); err == nil {
			again, id2, err := DecodeRequest(r.Encode())
			if err != nil || again.Encode() != r.Encode() || id != id2 {
				t.Fatalf("%q decodes as %#v; its encoding %s as %#v, %v", data, r, r.Encode(), again, err)
			}
		} else if id.Set && (id.Value > MaxID || id.Value < -MaxID) {
			t.Fatalf("%q: error with an id out of range: %v", data, id)
		}
		if r, err := DecodeReply(data); err == nil {
			again, err := DecodeReply(r.Encode())
			if err != nil || again.Encode() != r.Encode() {
				t.Fatalf("%q decodes as %#v; its encoding %s as %#v, %v", data, r, r.Encode(), again, err)
			}
		}
	})
}

// TestTablesSorted keeps the message tables sorted by name, the order in
// which the checks report errors and list the types.
func TestTablesSorted(t *testing.T) {
	for _, dir := range []direction{requests, replies} {
		for i, typ := range dir.types {
			if i > 0 && dir.types[i-1].name >= typ.name {
				t.Errorf("type %q comes after %q", typ.name, dir.types[i-1].name)
			}
			for j, f := range typ.fields {
				if j > 0 && typ.fields[j-1].name >= f.name {
					t.Errorf("%s: field %q comes after %q", typ.name, f.name, typ.fields[j-1].name)
				}
			}
		}
	}
}
