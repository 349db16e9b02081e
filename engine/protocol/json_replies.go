package protocol

import (
	"strconv"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// The worker's replies. Each is written member by member in a fixed order
// (type, then id when the request had one, then the fields of its type),
// the order and escaping the page and older builds of this codec use.

// ReadyMessage returns the `ready` message the worker posts once it can take
// messages.
func ReadyMessage(version string) []byte {
	return reply("ready", nil, "version", jsonlite.Quote(version))
}

// ErrorMessage returns an `error` message without an id; fatal tells the page
// that the worker is gone and must be restarted.
func ErrorMessage(text string, fatal bool) []byte {
	if !fatal {
		return errorMessage(nil, text)
	}
	return reply("error", nil, "message", jsonlite.Quote(text), "fatal", "true")
}

func infoMessage(id *int64, in search.Info) []byte {
	return reply("info", id,
		"depth", strconv.Itoa(in.Depth),
		"seldepth", strconv.Itoa(in.SelDepth),
		"multipv", strconv.Itoa(max(in.MultiPV, 1)),
		"score", strconv.Itoa(in.Score),
		"mate", strconv.Itoa(in.Mate),
		"nodes", strconv.FormatUint(in.Nodes, 10),
		"nps", strconv.FormatUint(in.NPS, 10),
		"timeMs", strconv.FormatInt(in.Time.Milliseconds(), 10),
		"hashfull", strconv.Itoa(in.HashFull),
		"pv", jsonlite.Strings(moveStrings(in.PV)))
}

func bestMoveMessage(id *int64, b BestMove) []byte {
	move := "(none)"
	if b.Move != position.NoMove {
		move = b.Move.String()
	}
	members := []string{"move", jsonlite.Quote(move)}
	if b.Ponder != position.NoMove {
		members = append(members, "ponder", jsonlite.Quote(b.Ponder.String()))
	}
	members = append(members,
		"book", jsonlite.BoolText(b.Book),
		"score", strconv.Itoa(b.Score),
		"mate", strconv.Itoa(b.Mate),
		"depth", strconv.Itoa(b.Depth))
	return reply("bestmove", id, members...)
}

func benchMessage(id *int64, r BenchResult) []byte {
	return reply("benchresult", id,
		"nodes", strconv.FormatUint(r.Nodes, 10),
		"nps", strconv.FormatUint(r.NPS(), 10),
		"timeMs", strconv.FormatInt(r.Time.Milliseconds(), 10))
}

func errorMessage(id *int64, text string) []byte {
	return reply("error", id, "message", jsonlite.Quote(text))
}

// reply writes one message: its type, its id when it has one, then members,
// pairs of a name and a value already written as JSON.
func reply(typ string, id *int64, members ...string) []byte {
	pairs := make([]string, 0, 4+len(members))
	pairs = append(pairs, "type", jsonlite.Quote(typ))
	if id != nil {
		pairs = append(pairs, "id", strconv.FormatInt(*id, 10))
	}
	return []byte(jsonlite.ObjectText(append(pairs, members...)...))
}

func moveStrings(moves []position.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
