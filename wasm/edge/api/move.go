package api

import (
	"context"
	"fmt"
	"net/http"

	"xiangqi/engine/book"
	"xiangqi/engine/position"
	"xiangqi/engine/protocol"
	"xiangqi/engine/search"
)

// MoveResponse is the answer to POST /api/move.
type MoveResponse struct {
	// Move is the engine's move in coordinates, or "" when the game is over.
	Move string `json:"move"`
	// FromBook says the move came from the opening book, without a search.
	FromBook bool `json:"fromBook"`
	// Score is in centipawns from the view of the side to move; Mate is the
	// moves to mate (> 0 the side to move mates, < 0 it is mated, 0 none).
	Score int `json:"score"`
	Mate  int `json:"mate"`
	// Depth is the last depth the search completed; Nodes what it visited.
	Depth int    `json:"depth"`
	Nodes uint64 `json:"nodes"`
	// PV is the expected line, starting with Move.
	PV []string `json:"pv"`
	// Level and MoveTimeMs are the strength and time budget that were used.
	Level      int   `json:"level"`
	MoveTimeMs int64 `json:"movetimeMs"`
	// Status judges the position as given; StatusAfter the position after
	// Move (null when there is no move).
	Status      StatusJSON  `json:"status"`
	StatusAfter *StatusJSON `json:"statusAfter"`
	// Opening names the opening of the game including Move, or is null (a
	// game from another start, or no named opening yet).
	Opening *OpeningJSON `json:"opening"`
}

// StatusJSON is a position.Status.
type StatusJSON struct {
	Result string `json:"result"` // ongoing, red-wins, black-wins or draw
	Reason string `json:"reason"` // checkmate, stalemate, perpetual-check, ...; "" while ongoing
	Text   string `json:"text"`
	TextZH string `json:"textZh"`
}

// OpeningJSON is a book.Opening's names.
type OpeningJSON struct {
	ZH string `json:"zh"`
	EN string `json:"en"`
}

func statusJSON(s position.Status) StatusJSON {
	return StatusJSON{Result: s.Result.String(), Reason: string(s.Reason), Text: s.Text, TextZH: s.TextZH}
}

// answer finds the engine's move for a checked request.
func (h *Handler) answer(ctx context.Context, j *job) (*MoveResponse, *apiError) {
	resp := &MoveResponse{
		PV:         []string{},
		Level:      j.level,
		MoveTimeMs: j.moveTime.Milliseconds(),
		Status:     statusJSON(j.pos.Status()),
	}
	if j.pos.Status().Over() {
		resp.Opening = openingOf(j.pos, position.NoMove)
		return resp, nil
	}

	waitCtx, cancel := context.WithTimeout(ctx, h.opts.QueueTimeout)
	defer cancel()
	s, err := h.pool.get(waitCtx)
	if err != nil {
		return nil, errorf(http.StatusServiceUnavailable, "all %d engines are busy; try again shortly", cap(h.pool.slots))
	}
	defer h.pool.put(s)
	best, pv, err := h.think(ctx, s, j)
	if err != nil {
		return nil, errorf(http.StatusInternalServerError, "%v", err)
	}

	resp.Move = best.Move.String()
	resp.FromBook = best.Book
	resp.Score, resp.Mate, resp.Depth, resp.Nodes = best.Score, best.Mate, best.Depth, best.Nodes
	// A weak level may play a move other than the one whose line was
	// searched deepest; then the line is just the move.
	if len(pv) == 0 || pv[0] != best.Move {
		pv = []position.Move{best.Move}
	}
	for _, m := range pv {
		resp.PV = append(resp.PV, m.String())
	}
	after := j.pos.Clone()
	after.MakeMove(best.Move)
	st := statusJSON(after.Status())
	resp.StatusAfter = &st
	resp.Opening = openingOf(j.pos, best.Move)
	return resp, nil
}

// think runs one search on s and waits for its answer. It returns the best
// move and the principal variation of the last completed iteration.
func (h *Handler) think(ctx context.Context, s *protocol.Session, j *job) (protocol.BestMove, []position.Move, error) {
	// The session checks the FEN and moves again; they passed check already.
	if err := s.SetPosition(j.fen, j.moves); err != nil {
		return protocol.BestMove{}, nil, fmt.Errorf("cannot set the position: %v", err)
	}
	req := protocol.GoRequest{
		Limits: search.Limits{MoveTime: j.moveTime},
		Level:  j.level,
		Book:   protocol.BookOff,
	}
	if j.book {
		req.Book = protocol.BookOn
	}
	if h.opts.NodesPerSecond > 0 {
		req.Limits.Nodes = max(uint64(j.moveTime.Seconds()*float64(h.opts.NodesPerSecond)), 1)
	}
	var pv []position.Move
	onInfo := func(in search.Info) {
		if in.MultiPV <= 1 {
			pv = append(pv[:0], in.PV...) // in.PV is only valid during the call
		}
	}
	done := make(chan protocol.BestMove, 1)
	if err := s.Go(req, onInfo, func(b protocol.BestMove) { done <- b }); err != nil {
		return protocol.BestMove{}, nil, fmt.Errorf("cannot start the search: %v", err)
	}
	var best protocol.BestMove
	select {
	case best = <-done:
	case <-ctx.Done():
		// The client has gone: stop early and free the session.
		s.Stop()
		best = <-done
	}
	s.Wait()
	if best.Err != nil {
		return best, nil, best.Err
	}
	if best.Move == position.NoMove {
		return best, nil, fmt.Errorf("the engine found no move in a game that is not over")
	}
	return best, pv, nil
}

// openingOf names the opening of the game in p followed by m (NoMove for
// none), or returns nil.
func openingOf(p *position.Position, m position.Move) *OpeningJSON {
	moves := p.Moves()
	if m != position.NoMove {
		moves = append(moves, m)
	}
	o, ok := book.NameOpening(p.Root(), moves)
	if !ok {
		return nil
	}
	return &OpeningJSON{ZH: o.ZH, EN: o.EN}
}
