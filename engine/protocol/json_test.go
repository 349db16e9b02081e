package protocol

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// jsonPeer collects the replies of HandleJSON, decoded.
type jsonPeer struct {
	t       *testing.T
	s       *Session
	replies chan map[string]any
}

func newJSONPeer(t *testing.T) *jsonPeer {
	p := &jsonPeer{t: t, s: NewSession(search.DefaultOptions()), replies: make(chan map[string]any, 4096)}
	t.Cleanup(func() { p.s.Stop(); p.s.Wait() })
	return p
}

func (p *jsonPeer) send(msg string) {
	p.s.HandleJSON([]byte(msg), func(data []byte) {
		var v map[string]any
		if err := json.Unmarshal(data, &v); err != nil {
			p.t.Errorf("reply is not a JSON object: %s", data)
			return
		}
		p.replies <- v
	})
}

// next returns the next reply whose type is one of types, skipping info
// replies when info is not among them; any other reply fails the test.
func (p *jsonPeer) next(types ...string) map[string]any {
	p.t.Helper()
	for {
		select {
		case r := <-p.replies:
			for _, typ := range types {
				if r["type"] == typ {
					return r
				}
			}
			if r["type"] == "info" {
				continue
			}
			p.t.Fatalf("got reply %v, want one of type %v", r, types)
		case <-time.After(20 * time.Second):
			p.t.Fatalf("no %v reply within 20s", types)
		}
	}
}

// quiet fails if a reply arrives within d.
func (p *jsonPeer) quiet(d time.Duration) {
	p.t.Helper()
	select {
	case r := <-p.replies:
		p.t.Fatalf("unexpected reply %v", r)
	case <-time.After(d):
	}
}

// legalMove fails unless r is a bestmove whose move is legal in pos.
func legalMove(t *testing.T, r map[string]any, pos *position.Position) position.Move {
	t.Helper()
	text, _ := r["move"].(string)
	m, err := position.ParseMove(text)
	if err != nil || !pos.IsLegal(m) {
		t.Fatalf("bestmove %q is not legal in %s (reply %v)", text, pos.FEN(), r)
	}
	return m
}

func TestJSONMalformed(t *testing.T) {
	levels := len(search.Levels())
	cases := []struct {
		msg    string
		id     any // the id the error must carry; nil for none
		substr string
	}{
		{`hello`, nil, "must be a JSON object"},
		{`"hello"`, nil, "got a string"},
		{`[1,2]`, nil, "got an array"},
		{`null`, nil, "must be a JSON object"},
		{`42`, nil, "got a number"},
		{``, nil, "must be a JSON object"},
		{`{"type":"go"`, nil, "not JSON"},
		{`{}`, nil, `no "type" field`},
		{`{"id":3}`, 3.0, `no "type" field`},
		{`{"type":5}`, nil, `"type" must be a string`},
		{`{"type":"nope","id":3}`, 3.0, `unknown message type "nope"`},
		{`{"type":"go","id":"seven"}`, nil, `"id" must be a whole number`},
		{`{"type":"go","id":1.5}`, nil, `"id" must be a whole number`},
		{`{"type":"go","depth":"x","id":4}`, 4.0, `go: field "depth" must be a whole number, got a string ("x")`},
		{`{"type":"go","depth":1.5}`, nil, `field "depth" must be a whole number`},
		{`{"type":"go","depth":0}`, nil, `field "depth" must be from 1 to 127, got 0`},
		{`{"type":"go","depth":null}`, nil, `field "depth" must be a whole number, got null`},
		{`{"type":"go","movetimeMs":-5}`, nil, `field "movetimeMs" must be from 0`},
		{`{"type":"go","infinite":"yes"}`, nil, `field "infinite" must be true or false`},
		{`{"type":"go","multipv":65}`, nil, `field "multipv" must be from 1 to 64`},
		{`{"type":"go","level":999,"id":8}`, 8.0, "go: level must be from 1 to "},
		{`{"type":"go","foo":1}`, nil, `go: unknown field "foo"`},
		{`{"type":"stop","now":true}`, nil, `stop: unknown field "now"`},
		{`{"type":"position","fen":"bad"}`, nil, "position: FEN board has 1 ranks"},
		{`{"type":"position","fen":7}`, nil, `field "fen" must be a string`},
		{`{"type":"position","fen":"4k4/9/9/9/9/9/9/9/9/4K4 w"}`, nil, "position: impossible FEN: the two kings face each other"},
		{`{"type":"position","moves":["h2e2","a9a5"]}`, nil, "position: move 2 (a9a5) is not legal"},
		{`{"type":"position","moves":["z9z9"]}`, nil, `position: move 1: bad move "z9z9"`},
		{`{"type":"position","moves":"h2e2"}`, nil, `field "moves" must be an array of strings`},
		{`{"type":"position","moves":["h2e2",1]}`, nil, "element 2 is a number (1)"},
		{`{"type":"position","moves":null}`, nil, `field "moves" must be an array of strings, got null`},
		{`{"type":"setoption","name":"Hash"}`, nil, `setoption: missing field "value"`},
		{`{"type":"setoption","value":"1"}`, nil, `setoption: missing field "name"`},
		{`{"type":"setoption","name":"Hash","value":"lots"}`, nil, `setoption: option Hash wants a whole number`},
		{`{"type":"setoption","name":"Hash","value":[1]}`, nil, `must be a string, number or boolean`},
		{`{"type":"setoption","name":"Nope","value":1}`, nil, `setoption: unknown option "Nope"`},
		{`{"type":"setoption","name":"Level","value":0}`, nil, "option Level must be from 1 to "},
		{`{"type":"bench","depth":100,"id":9}`, 9.0, `bench: field "depth" must be from 1 to`},
		{`{"type":"go","fen":"` + strings.Repeat("x", wire.MaxMessageBytes) + `"}`, nil, "message is too long"},
	}
	if levels < 999 {
		cases = append(cases, struct {
			msg    string
			id     any
			substr string
		}{`{"type":"go","level":0}`, nil, `field "level" must be from 1`})
	}
	p := newJSONPeer(t)
	for _, c := range cases {
		p.send(c.msg)
		r := p.next("error")
		msg, _ := r["message"].(string)
		if !strings.Contains(msg, c.substr) {
			t.Errorf("%.60s: error %q does not contain %q", c.msg, msg, c.substr)
		}
		if r["id"] != c.id {
			t.Errorf("%.60s: error id %v, want %v", c.msg, r["id"], c.id)
		}
		if _, fatal := r["fatal"]; fatal {
			t.Errorf("%.60s: a bad message must not be fatal", c.msg)
		}
	}
	// After all that the session still works, at its old position.
	p.send(`{"type":"go","id":11,"depth":1}`)
	r := p.next("bestmove")
	if r["id"] != 11.0 {
		t.Errorf("bestmove id %v, want 11", r["id"])
	}
	legalMove(t, r, position.NewStart())
}

func TestJSONPositionAndGo(t *testing.T) {
	p := newJSONPeer(t)
	p.send(`{"type":"position","moves":["h2e2","h9g7"]}`)
	p.send(`{"type":"go","id":7,"depth":3}`)
	var infos int
	for {
		r := <-p.replies
		if r["type"] == "bestmove" {
			pos := position.NewStart()
			for _, m := range []string{"h2e2", "h9g7"} {
				mv, _ := position.ParseMove(m)
				pos.MakeMove(mv)
			}
			legalMove(t, r, pos)
			if r["id"] != 7.0 || r["book"] != false || r["depth"].(float64) < 1 {
				t.Errorf("bestmove %v: want id 7, book false and a depth", r)
			}
			break
		}
		if r["type"] != "info" {
			t.Fatalf("unexpected reply %v", r)
		}
		infos++
		for _, field := range []string{"depth", "seldepth", "multipv", "score", "mate", "nodes", "nps", "timeMs", "hashfull", "pv"} {
			if _, ok := r[field]; !ok {
				t.Errorf("info %v lacks %q", r, field)
			}
		}
		if r["id"] != 7.0 {
			t.Errorf("info id %v, want 7", r["id"])
		}
	}
	if infos == 0 {
		t.Error("a depth-3 search sent no info")
	}
	p.quiet(50 * time.Millisecond)
}

func TestJSONCheckmatedAnswersNone(t *testing.T) {
	p := newJSONPeer(t)
	p.send(`{"type":"position","fen":"` + mateFEN + `"}`)
	p.send(`{"type":"go","depth":4}`)
	if r := p.next("bestmove"); r["move"] != "(none)" {
		t.Errorf("bestmove in a mate: %v, want (none)", r)
	}
}

func TestJSONStopAnswersAtOnce(t *testing.T) {
	p := newJSONPeer(t)
	p.send(`{"type":"go","id":1,"infinite":true}`)
	time.Sleep(300 * time.Millisecond)
	start := time.Now()
	p.send(`{"type":"stop"}`)
	r := p.next("bestmove")
	delay := time.Since(start)
	t.Logf("stop answered in %v", delay)
	if delay > time.Second {
		t.Errorf("stop took %v", delay)
	}
	if r["id"] != 1.0 {
		t.Errorf("bestmove id %v, want 1", r["id"])
	}
	legalMove(t, r, position.NewStart())
	p.send(`{"type":"stop"}`) // no search: nothing happens
	p.quiet(50 * time.Millisecond)
}

func TestJSONInfiniteWaitsForStop(t *testing.T) {
	p := newJSONPeer(t)
	p.send(`{"type":"position","fen":"` + mateFEN + `"}`)
	p.send(`{"type":"go","infinite":true}`)
	p.quiet(100 * time.Millisecond)
	p.send(`{"type":"stop"}`)
	if r := p.next("bestmove"); r["move"] != "(none)" {
		t.Errorf("bestmove %v, want (none)", r)
	}
}

func TestJSONGoWhileSearchingAnswersBoth(t *testing.T) {
	p := newJSONPeer(t)
	p.send(`{"type":"go","id":1,"infinite":true}`)
	p.send(`{"type":"go","id":2,"depth":1}`)
	for _, want := range []float64{1, 2} {
		r := p.next("bestmove")
		if r["id"] != want {
			t.Fatalf("bestmove %v, want id %v", r, want)
		}
		legalMove(t, r, position.NewStart())
	}
}

func TestJSONNewGameAndOptions(t *testing.T) {
	p := newJSONPeer(t)
	p.send(`{"type":"position","moves":["h2e2"]}`)
	p.send(`{"type":"setoption","name":"Hash","value":"2"}`)
	p.send(`{"type":"setoption","name":"multipv","value":2}`)
	p.send(`{"type":"setoption","name":"OwnBook","value":true}`)
	p.send(`{"type":"newgame"}`)
	p.quiet(20 * time.Millisecond)
	if got := p.s.Options(); got.HashMB != 2 || got.MultiPV != 2 || !got.OwnBook {
		t.Errorf("options %+v after setoption", got)
	}
	if got := p.s.Position().FEN(); got != position.StartFEN {
		t.Errorf("position after newgame is %s, want the start", got)
	}
	if got := p.s.engine.Options().HashMB; got != 2 {
		t.Errorf("engine hash %d MB after setoption Hash 2", got)
	}
	// A go message's level applies to that search only; the option stays.
	p.send(`{"type":"go","level":3,"depth":1}`)
	p.next("bestmove")
	if got := p.s.engine.Options().Level; got != 3 {
		t.Errorf("engine level %d during a level-3 search", got)
	}
	p.send(`{"type":"go","depth":1}`)
	p.next("bestmove")
	if got, want := p.s.engine.Options().Level, p.s.Options().Level; got != want {
		t.Errorf("engine level %d after a go without level, want the option's %d", got, want)
	}
}

func TestJSONBook(t *testing.T) {
	bookMove, _ := position.ParseMove("b2e2")
	cases := []struct {
		name     string
		book     position.Move
		goMsg    string
		wantBook bool
	}{
		{"ownBook true uses the book", bookMove, `{"type":"go","depth":1,"ownBook":true}`, true},
		{"ownBook false searches", bookMove, `{"type":"go","depth":1,"ownBook":false}`, false},
		{"option off by default", bookMove, `{"type":"go","depth":1}`, false},
		{"an illegal book move is ignored", position.NewMove(0, 45), `{"type":"go","depth":1,"ownBook":true}`, false},
		{"analysis lines skip the book", bookMove, `{"type":"go","depth":1,"ownBook":true,"multipv":2}`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := newJSONPeer(t)
			p.s.SetBook(func(*position.Position, int) (position.Move, bool) { return c.book, true })
			p.send(c.goMsg)
			r := p.next("bestmove")
			legalMove(t, r, position.NewStart())
			if r["book"] != c.wantBook {
				t.Errorf("bestmove %v: book %v, want %v", r, r["book"], c.wantBook)
			}
			if c.wantBook && r["move"] != "b2e2" {
				t.Errorf("bestmove %v, want the book's b2e2", r)
			}
		})
	}
}

func TestJSONBench(t *testing.T) {
	p := newJSONPeer(t)
	p.send(`{"type":"bench","id":9,"depth":1}`)
	r := p.next("benchresult")
	if r["id"] != 9.0 || r["nodes"].(float64) < float64(len(search.BenchPositions)) {
		t.Errorf("benchresult %v: want id 9 and at least a node per position", r)
	}
	for _, field := range []string{"nps", "timeMs"} {
		if _, ok := r[field].(float64); !ok {
			t.Errorf("benchresult %v lacks %q", r, field)
		}
	}
}

func TestReadyMessage(t *testing.T) {
	var v map[string]any
	if err := json.Unmarshal(ReadyMessage("v1"), &v); err != nil || v["type"] != "ready" || v["version"] != "v1" {
		t.Errorf("ReadyMessage: %v %v", v, err)
	}
	if err := json.Unmarshal([]byte(wire.Error{Message: "gone", Fatal: true}.Encode()), &v); err != nil || v["type"] != "error" || v["fatal"] != true || v["message"] != "gone" {
		t.Errorf("a fatal error: %v %v", v, err)
	}
}

// TestJSONReportMsSpacesInfos: with reportMs a search's reports go out in
// batches of the lines' latest, and the last of each line, the depth the
// bestmove gives, always comes before the bestmove; without it every
// completed depth of every line is reported.
func TestJSONReportMsSpacesInfos(t *testing.T) {
	collect := func(goMsg string) (infos []map[string]any, best map[string]any) {
		p := newJSONPeer(t)
		p.send(`{"type":"position","moves":["h2e2","h9g7"]}`)
		p.send(goMsg)
		if strings.Contains(goMsg, "infinite") {
			time.Sleep(500 * time.Millisecond)
			p.send(`{"type":"stop"}`)
		}
		for {
			r := p.next("info", "bestmove")
			if r["type"] == "bestmove" {
				p.quiet(50 * time.Millisecond)
				return infos, r
			}
			infos = append(infos, r)
		}
	}
	lastOfLine := func(infos []map[string]any) map[float64]float64 {
		depth := map[float64]float64{}
		for _, in := range infos {
			depth[in["multipv"].(float64)] = in["depth"].(float64)
		}
		return depth
	}

	every, best := collect(`{"type":"go","depth":6,"multipv":2}`)
	if len(every) != 12 || best["depth"] != 6.0 {
		t.Errorf("without reportMs: %d infos and a bestmove of depth %v, want 12 (depths 1-6 of 2 lines) and 6", len(every), best["depth"])
	}
	for _, goMsg := range []string{
		`{"type":"go","depth":6,"multipv":2,"reportMs":10000}`,
		`{"type":"go","infinite":true,"multipv":3,"reportMs":10000}`,
	} {
		spaced, best := collect(goMsg)
		lines := 2
		if strings.Contains(goMsg, `"multipv":3`) {
			lines = 3
		}
		// One batch at once, the next due after the search has ended: the
		// bestmove lets it through early.
		if len(spaced) < lines || len(spaced) > 2*lines {
			t.Errorf("%s: %d infos, want %d to %d (at most two batches)", goMsg, len(spaced), lines, 2*lines)
		}
		last := lastOfLine(spaced)
		for line := 1; line <= lines; line++ {
			if last[float64(line)] != best["depth"] {
				t.Errorf("%s: line %d last reported at depth %v, the bestmove's depth is %v", goMsg, line, last[float64(line)], best["depth"])
			}
		}
	}
}
