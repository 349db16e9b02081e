package engineclient

import (
	"fmt"

	"xiangqi/engine/jsonlite"
)

// Message is one message from the worker (see the worker protocol in the
// repository's README.md). Only the fields of its Type are set.
type Message struct {
	Type    string
	ID      int
	Version string
	Depth   int
	SelDep  int
	MultiPV int
	Score   int
	Mate    int
	Nodes   int64
	NPS     int64
	TimeMs  int64
	// HashFull is how full the hash table is, in permille.
	HashFull int
	PV       []string
	Move     string
	Ponder   string
	Book     bool
	Message  string
	Fatal    bool
}

// knownTypes are the message types the worker sends.
var knownTypes = map[string]bool{"ready": true, "info": true, "bestmove": true, "benchresult": true, "error": true}

// maxMessage bounds the text decoded; a principal variation of a few hundred
// moves is far below it.
const maxMessage = 64 << 10

// Decode reads one worker message and checks its shape: a known type, and
// every known field of the right JSON type (unknown fields are ignored, so
// the worker may add some).
func Decode(data string) (Message, error) {
	var m Message
	if len(data) > maxMessage {
		return m, fmt.Errorf("engine message of %d bytes is too long", len(data))
	}
	v, err := jsonlite.Parse(data)
	if err != nil {
		return m, fmt.Errorf("engine message is not JSON: %v", err)
	}
	if v.Kind() != jsonlite.Object {
		return m, fmt.Errorf("engine message is a JSON %s, not an object", v.Kind())
	}
	var bad string
	str := func(name string, dst *string) {
		if f, ok := v.Get(name); ok {
			if s, ok := f.Str(); ok {
				*dst = s
			} else if bad == "" {
				bad = name
			}
		}
	}
	num := func(name string, dst *int64) {
		if f, ok := v.Get(name); ok {
			if n, ok := f.Int(); ok {
				*dst = n
			} else if bad == "" {
				bad = name
			}
		}
	}
	small := func(name string, dst *int) {
		var n int64
		num(name, &n)
		*dst = int(n)
	}
	flag := func(name string, dst *bool) {
		if f, ok := v.Get(name); ok {
			if b, ok := f.Bool(); ok {
				*dst = b
			} else if bad == "" {
				bad = name
			}
		}
	}
	str("type", &m.Type)
	small("id", &m.ID)
	str("version", &m.Version)
	small("depth", &m.Depth)
	small("seldepth", &m.SelDep)
	small("multipv", &m.MultiPV)
	small("score", &m.Score)
	small("mate", &m.Mate)
	num("nodes", &m.Nodes)
	num("nps", &m.NPS)
	num("timeMs", &m.TimeMs)
	small("hashfull", &m.HashFull)
	str("move", &m.Move)
	str("ponder", &m.Ponder)
	flag("book", &m.Book)
	str("message", &m.Message)
	flag("fatal", &m.Fatal)
	if pv, ok := v.Get("pv"); ok {
		if pv.Kind() != jsonlite.Array {
			bad = "pv"
		}
		for _, it := range pv.Items() {
			s, ok := it.Str()
			if !ok {
				bad = "pv"
				break
			}
			m.PV = append(m.PV, s)
		}
	}
	if bad != "" {
		return Message{}, fmt.Errorf("engine message has a bad %q field", bad)
	}
	if !knownTypes[m.Type] {
		return m, fmt.Errorf("engine message of unknown type %q", m.Type)
	}
	return m, nil
}

// Go is a search request. Zero fields are left out of the message.
type Go struct {
	Level      int
	MovetimeMs int
	Depth      int
	Nodes      int
	MultiPV    int
	Infinite   bool
	// NoBook makes the engine search even where its opening book has the
	// position (a review's searches).
	NoBook bool
}

// message writes the go request with its id.
func (g Go) message(id int) string {
	pairs := []string{"type", `"go"`, "id", jsonlite.IntText(id)}
	add := func(name string, n int) {
		if n != 0 {
			pairs = append(pairs, name, jsonlite.IntText(n))
		}
	}
	add("level", g.Level)
	add("movetimeMs", g.MovetimeMs)
	add("depth", g.Depth)
	add("nodes", g.Nodes)
	add("multipv", g.MultiPV)
	if g.NoBook {
		pairs = append(pairs, "ownBook", "false")
	}
	if g.Infinite {
		pairs = append(pairs, "infinite", "true")
	}
	return jsonlite.ObjectText(pairs...)
}

// positionMessage writes a position request; fen "" is the standard opening.
func positionMessage(fen string, moves []string) string {
	if fen == "" {
		return jsonlite.ObjectText("type", `"position"`, "moves", jsonlite.Strings(moves))
	}
	return jsonlite.ObjectText("type", `"position"`, "fen", jsonlite.Quote(fen), "moves", jsonlite.Strings(moves))
}

// plainMessage writes a message with a type only.
func plainMessage(typ string) string { return jsonlite.ObjectText("type", jsonlite.Quote(typ)) }

// optionMessage writes a setoption request.
func optionMessage(name, value string) string {
	return jsonlite.ObjectText("type", `"setoption"`, "name", jsonlite.Quote(name), "value", jsonlite.Quote(value))
}
