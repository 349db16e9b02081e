package wire

import (
	"strconv"

	"xiangqi/engine/jsonlite"
)

// Every message is written member by member in a fixed order: "type", then
// "id" when the message has one, then its own fields in the order below.
// The bytes are pinned by tests (they are those the worker's codec wrote
// when it was built on encoding/json), so a change here is a change of the
// protocol.

// encode writes a message from its type, id and members (pairs of a name and
// a value already written as JSON).
func encode(typ string, id ID, members ...string) string {
	pairs := make([]string, 0, 4+len(members))
	pairs = append(pairs, "type", jsonlite.Quote(typ))
	if id.Set {
		pairs = append(pairs, "id", strconv.FormatInt(id.Value, 10))
	}
	return jsonlite.ObjectText(append(pairs, members...)...)
}

// nonZero appends an integer member only when it is not 0.
func nonZero(members []string, name string, n int64) []string {
	if n == 0 {
		return members
	}
	return append(members, name, strconv.FormatInt(n, 10))
}

func itoa(n int) string { return strconv.Itoa(n) }

func utoa(n uint64) string { return strconv.FormatUint(n, 10) }

// Encode writes {"type":"position","fen":...,"moves":[...]}; the fen is left
// out for the standard start, and moves is always there.
func (m Position) Encode() string {
	var members []string
	if m.FEN != "" {
		members = append(members, "fen", jsonlite.Quote(m.FEN))
	}
	return encode(TypePosition, m.ID, append(members, "moves", jsonlite.Strings(m.Moves))...)
}

// Encode writes {"type":"go",...} with the fields that are not zero.
func (m Go) Encode() string {
	members := make([]string, 0, 24)
	for _, f := range [...]struct {
		name string
		n    int64
	}{{"level", int64(m.Level)}, {"movetimeMs", int64(m.MovetimeMs)}, {"depth", int64(m.Depth)}, {"nodes", m.Nodes}, {"multipv", int64(m.MultiPV)}} {
		members = nonZero(members, f.name, f.n)
	}
	if m.Infinite {
		members = append(members, "infinite", "true")
	}
	if m.OwnBook != nil {
		members = append(members, "ownBook", jsonlite.BoolText(*m.OwnBook))
	}
	for _, f := range [...]struct {
		name string
		n    int
	}{{"wtimeMs", m.WTimeMs}, {"btimeMs", m.BTimeMs}, {"wincMs", m.WIncMs}, {"bincMs", m.BIncMs}, {"movestogo", m.MovesToGo}, {"overheadMs", m.OverheadMs}, {"reportMs", m.ReportMs}} {
		members = nonZero(members, f.name, int64(f.n))
	}
	return encode(TypeGo, m.ID, members...)
}

// Encode writes {"type":"stop"}.
func (m Stop) Encode() string { return encode(TypeStop, m.ID) }

// Encode writes {"type":"newgame"}.
func (m NewGame) Encode() string { return encode(TypeNewGame, m.ID) }

// Encode writes {"type":"setoption","name":...,"value":...} with the value
// as a string.
func (m SetOption) Encode() string {
	return encode(TypeSetOption, m.ID, "name", jsonlite.Quote(m.Name), "value", jsonlite.Quote(m.Value))
}

// Encode writes {"type":"bench"}, with the depth when it is not 0.
func (m Bench) Encode() string {
	return encode(TypeBench, m.ID, nonZero(nil, "depth", int64(m.Depth))...)
}

// Encode writes {"type":"ready","version":...}.
func (m Ready) Encode() string { return encode(TypeReady, ID{}, "version", jsonlite.Quote(m.Version)) }

// Encode writes {"type":"info",...} with every field.
func (m Info) Encode() string {
	return encode(TypeInfo, m.ID,
		"depth", itoa(m.Depth),
		"seldepth", itoa(m.SelDepth),
		"multipv", itoa(m.MultiPV),
		"score", itoa(m.Score),
		"mate", itoa(m.Mate),
		"nodes", utoa(m.Nodes),
		"nps", utoa(m.NPS),
		"timeMs", strconv.FormatInt(m.TimeMs, 10),
		"hashfull", itoa(m.HashFull),
		"pv", jsonlite.Strings(m.PV))
}

// Encode writes {"type":"bestmove",...}; ponder is left out when it is "".
func (m BestMove) Encode() string {
	members := []string{"move", jsonlite.Quote(m.Move)}
	if m.Ponder != "" {
		members = append(members, "ponder", jsonlite.Quote(m.Ponder))
	}
	members = append(members,
		"book", jsonlite.BoolText(m.Book),
		"score", itoa(m.Score),
		"mate", itoa(m.Mate),
		"depth", itoa(m.Depth),
		"timeMs", strconv.FormatInt(m.TimeMs, 10))
	return encode(TypeBestMove, m.ID, members...)
}

// Encode writes {"type":"benchresult","nodes":...,"nps":...,"timeMs":...}.
func (m BenchResult) Encode() string {
	return encode(TypeBenchResult, m.ID, "nodes", utoa(m.Nodes), "nps", utoa(m.NPS), "timeMs", strconv.FormatInt(m.TimeMs, 10))
}

// Encode writes {"type":"error","message":...}, with "fatal":true for a
// fatal error.
func (m Error) Encode() string {
	members := []string{"message", jsonlite.Quote(m.Message)}
	if m.Fatal {
		members = append(members, "fatal", "true")
	}
	return encode(TypeError, m.ID, members...)
}
