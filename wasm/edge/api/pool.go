package api

import (
	"context"
	"math/rand/v2"

	"xiangqi/engine/book/bundled"
	"xiangqi/engine/position"
	"xiangqi/engine/protocol"
	"xiangqi/engine/search"
)

// sessionPool lends engine sessions to requests. A protocol.Session runs one
// search at a time (a second Go stops the first), so each request borrows
// its own; sessions are made on first need, which keeps the edge's start-up
// free of hash allocation until a move is asked for.
type sessionPool struct {
	slots   chan struct{}          // one token per search allowed to run
	idle    chan *protocol.Session // sessions made and returned
	hashMB  int
	variety float64
}

func newSessionPool(size, hashMB int, variety float64) *sessionPool {
	return &sessionPool{
		slots:   make(chan struct{}, size),
		idle:    make(chan *protocol.Session, size),
		hashMB:  hashMB,
		variety: variety,
	}
}

// get waits for a free slot until ctx ends and returns a session for it.
func (p *sessionPool) get(ctx context.Context) (*protocol.Session, error) {
	select {
	case p.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	select {
	case s := <-p.idle:
		return s, nil
	default:
	}
	opts := search.DefaultOptions() // the default evaluation; no endgame tables on the edge
	opts.HashMB = p.hashMB
	s := protocol.NewSession(opts)
	s.SetBook(p.bookMove)
	return s, nil
}

// put returns a session whose search has finished.
func (p *sessionPool) put(s *protocol.Session) {
	p.idle <- s // cannot block: there are never more sessions than slots
	<-p.slots
}

// bookMove is the sessions' book: the embedded book, parsed on the first
// request that asks it (book.Default is lazy), so health checks and
// requests with "book": false never pay for it.
func (p *sessionPool) bookMove(pos *position.Position, _ int) (position.Move, bool) {
	b, err := bundled.Book()
	if err != nil {
		return position.NoMove, false // a corrupt book: play on without one
	}
	return b.Choose(pos, p.variety, rand.Float64)
}
