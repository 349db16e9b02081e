package protocol

import (
	"encoding/json"
	"strings"
	"testing"

	"xiangqi/engine/search"
)

// FuzzHandleJSON feeds arbitrary bytes to the worker's codec: it must never
// panic, and every reply must be a JSON object with a type.
func FuzzHandleJSON(f *testing.F) {
	for _, seed := range []string{
		`{"type":"position","fen":"` + mateFEN + `","moves":[]}`,
		`{"type":"position","moves":["h2e2","h9g7"]}`,
		`{"type":"go","id":7,"depth":1}`,
		`{"type":"go","nodes":500,"multipv":3,"ownBook":true}`,
		`{"type":"go","movetimeMs":1,"level":1}`,
		`{"type":"stop"}`,
		`{"type":"newgame"}`,
		`{"type":"setoption","name":"MultiPV","value":"2"}`,
		`{"type":"bench","depth":1}`,
		`{"type":"go","depth":1e0,"id":-0}`,
		`hello`,
	} {
		f.Add([]byte(seed))
	}
	s := NewSession(search.DefaultOptions())
	f.Fuzz(func(t *testing.T, msg []byte) {
		if text := strings.ToLower(string(msg)); strings.Contains(text, "bench") || strings.Contains(text, "hash") {
			return // a deep bench is too slow, a huge hash too big, for a fuzz iteration
		}
		s.HandleJSON(msg, func(data []byte) {
			var v map[string]any
			if err := json.Unmarshal(data, &v); err != nil {
				t.Errorf("reply %q is not a JSON object", data)
			}
			if _, ok := v["type"].(string); !ok {
				t.Errorf("reply %s has no type", data)
			}
		})
		s.Stop()
		s.Wait()
	})
}

// FuzzUCI feeds arbitrary command lines to the UCI codec: it must never
// panic and must keep answering isready.
func FuzzUCI(f *testing.F) {
	for _, seed := range []string{
		"position startpos moves h2e2 h9g7",
		"position fen " + mateFEN,
		"go depth 1",
		"go perft 1",
		"setoption name MultiPV value 3",
		"d",
		"go wtime -100 btime 5 movestogo 0",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if text := strings.ToLower(line); strings.Contains(text, "bench") || strings.Contains(text, "perft") || strings.Contains(text, "hash") {
			return // a deep perft or bench is too slow, a huge hash too big, for a fuzz iteration
		}
		var out strings.Builder
		s := NewSession(search.Options{HashMB: 1})
		in := strings.NewReader(line + "\nstop\nisready\n")
		if err := s.RunUCI(in, &syncWriter{w: &out}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), "readyok") {
			t.Errorf("no readyok after %q; output:\n%s", line, out.String())
		}
	})
}
