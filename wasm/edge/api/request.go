package api

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/protocol"
	"xiangqi/engine/search"
)

// MoveRequest is the body of POST /api/move. Absent and null fields take
// their defaults.
type MoveRequest struct {
	// FEN is the position the game started from; "" is the standard start.
	FEN string `json:"fen"`
	// Moves are the coordinate moves played since FEN ("h2e2"), so the
	// engine knows the history that the repetition rules judge.
	Moves []string `json:"moves"`
	// Level is the playing strength, 1 to 15 (full strength).
	Level *int `json:"level"`
	// MoveTimeMs is the thinking time in milliseconds.
	MoveTimeMs *int `json:"movetimeMs"`
	// Book, when false, makes the engine search even in a book position.
	Book *bool `json:"book"`
}

// maxFENBytes bounds the FEN text; a real one is under 100 bytes.
const maxFENBytes = 200

// job is a checked move request: the position with its history, and the
// search to run on it.
type job struct {
	fen      string   // as given
	moves    []string // as given
	pos      *position.Position
	level    int
	moveTime time.Duration
	book     bool
}

// apiError is an error with the HTTP status it is answered with.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func errorf(status int, format string, args ...any) *apiError {
	return &apiError{status: status, msg: fmt.Sprintf(format, args...)}
}

// check validates every field and replays the moves. Errors name the field
// (and for a move, its index in the array) and say what is wrong.
func (req *MoveRequest) check(o Options) (*job, *apiError) {
	j := &job{fen: req.FEN, moves: req.Moves, level: o.DefaultLevel, book: true}
	if req.Book != nil {
		j.book = *req.Book
	}
	if req.Level != nil {
		if *req.Level < search.MinLevel || *req.Level > search.MaxLevel {
			return nil, errorf(http.StatusBadRequest, "level must be from %d to %d, got %d", search.MinLevel, search.MaxLevel, *req.Level)
		}
		j.level = *req.Level
	}
	if req.MoveTimeMs != nil {
		ms := *req.MoveTimeMs
		lo, hi := o.MinMoveTime.Milliseconds(), o.MaxMoveTime.Milliseconds()
		if int64(ms) < lo || int64(ms) > hi {
			return nil, errorf(http.StatusBadRequest, "movetimeMs must be from %d to %d, got %d", lo, hi, ms)
		}
		j.moveTime = time.Duration(ms) * time.Millisecond
	} else {
		// The level's own thinking time, cut to what the edge allows.
		j.moveTime = min(search.LevelByNumber(j.level).MoveTime, o.MaxMoveTime)
		j.moveTime = max(j.moveTime, o.MinMoveTime)
	}

	if len(req.FEN) > maxFENBytes {
		return nil, errorf(http.StatusBadRequest, "fen is %d bytes long, at most %d", len(req.FEN), maxFENBytes)
	}
	p := position.NewStart()
	if strings.TrimSpace(req.FEN) == "" {
		j.fen = "" // the session reads "" as the start position
	} else {
		var err error
		if p, err = position.ParseFEN(req.FEN); err != nil {
			return nil, errorf(http.StatusBadRequest, "bad fen: %v", err)
		}
	}
	if len(req.Moves) > protocol.MaxPositionMoves {
		return nil, errorf(http.StatusBadRequest, "moves has %d moves, at most %d", len(req.Moves), protocol.MaxPositionMoves)
	}
	for i, text := range req.Moves {
		// Coordinates only: the syntax check comes first so that WXF or
		// Chinese text, which notation.ParseMove would accept, is refused.
		if _, err := position.ParseMove(text); err != nil {
			return nil, errorf(http.StatusBadRequest, "moves[%d]: %v", i, err)
		}
		m, err := notation.ParseMove(p, text)
		if err != nil {
			return nil, errorf(http.StatusBadRequest, "moves[%d] %q is not legal after the moves before it: %v", i, text, err)
		}
		p.MakeMove(m)
	}
	j.pos = p
	return j, nil
}
