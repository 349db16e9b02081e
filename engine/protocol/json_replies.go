package protocol

import (
	"encoding/json"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// The worker's replies, one struct per message type, so the field names the
// page relies on are spelled in one place.

type readyReply struct {
	Type    string `json:"type"`
	Version string `json:"version"`
}

type infoReply struct {
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

type bestMoveReply struct {
	Type   string `json:"type"`
	ID     *int64 `json:"id,omitempty"`
	Move   string `json:"move"`
	Ponder string `json:"ponder,omitempty"`
	Book   bool   `json:"book"`
	Score  int    `json:"score"`
	Mate   int    `json:"mate"`
	Depth  int    `json:"depth"`
}

type benchReply struct {
	Type   string `json:"type"`
	ID     *int64 `json:"id,omitempty"`
	Nodes  uint64 `json:"nodes"`
	NPS    uint64 `json:"nps"`
	TimeMs int64  `json:"timeMs"`
}

type errorReply struct {
	Type    string `json:"type"`
	ID      *int64 `json:"id,omitempty"`
	Message string `json:"message"`
	Fatal   bool   `json:"fatal,omitempty"`
}

// ReadyMessage returns the `ready` message the worker posts once it can take
// messages.
func ReadyMessage(version string) []byte {
	return mustMarshal(readyReply{Type: "ready", Version: version})
}

// ErrorMessage returns an `error` message without an id; fatal tells the page
// that the worker is gone and must be restarted.
func ErrorMessage(text string, fatal bool) []byte {
	return mustMarshal(errorReply{Type: "error", Message: text, Fatal: fatal})
}

func infoMessage(id *int64, in search.Info) []byte {
	return mustMarshal(infoReply{
		Type: "info", ID: id, Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: max(in.MultiPV, 1),
		Score: in.Score, Mate: in.Mate, Nodes: in.Nodes, NPS: in.NPS, TimeMs: in.Time.Milliseconds(),
		HashFull: in.HashFull, PV: moveStrings(in.PV),
	})
}

func bestMoveMessage(id *int64, b BestMove) []byte {
	r := bestMoveReply{Type: "bestmove", ID: id, Move: "(none)", Book: b.Book, Score: b.Score, Mate: b.Mate, Depth: b.Depth}
	if b.Move != position.NoMove {
		r.Move = b.Move.String()
	}
	if b.Ponder != position.NoMove {
		r.Ponder = b.Ponder.String()
	}
	return mustMarshal(r)
}

func errorMessage(id *int64, text string) []byte {
	return mustMarshal(errorReply{Type: "error", ID: id, Message: text})
}

func moveStrings(moves []position.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// mustMarshal encodes a reply struct; these hold only strings, numbers and
// booleans, so encoding cannot fail.
func mustMarshal(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		panic("protocol: cannot encode reply: " + err.Error())
	}
	return data
}
