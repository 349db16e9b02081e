package protocol

import (
	"fmt"
	"sync"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// MaxPositionMoves bounds the moves a position command may replay (the
// worker protocol's limit, which UCI shares).
const MaxPositionMoves = wire.MaxPositionMoves

// BookFunc proposes a book move for a position, or reports false when the
// book does not have it. It must not keep or change p.
// The level (search.MinLevel to MaxLevel) lets a book play with more variety
// at low levels.
type BookFunc func(p *position.Position, level int) (position.Move, bool)

// PrepareFunc does what must not happen inside a search, on the search's
// goroutine just before the search starts (after the book has had its say):
// the worker fetches the endgame tables the position can reach. It must not
// keep or change p, and should return soon once stop is closed (the search
// was stopped meanwhile; it still answers with a move).
type PrepareFunc func(p *position.Position, stop <-chan struct{})

// Session is one engine as a front end sees it: a search engine, the current
// position with its history, the options, and at most one running search.
//
// The methods are safe for concurrent use. A search runs on its own
// goroutine and reports through the callbacks given to Go, so a front end
// keeps reading commands while it thinks.
type Session struct {
	mu      sync.Mutex
	engine  *search.Engine
	engOpts search.Options // what the engine was last given
	opts    Options
	pos     *position.Position
	book    BookFunc
	prepare PrepareFunc
	job     *job // the running search, or nil

	outMu sync.Mutex // serialises JSON replies: HandleJSON and the search goroutine both send
}

// job is one running search (or bench).
type job struct {
	engine   *search.Engine // the engine it runs on, which Stop stops
	done     chan struct{}  // closed once the answer has been reported
	stop     chan struct{}  // closed by Stop
	stopOnce sync.Once
}

func (j *job) requestStop() { j.stopOnce.Do(func() { close(j.stop) }) }

func (j *job) stopRequested() bool {
	select {
	case <-j.stop:
		return true
	default:
		return false
	}
}

// NewSession returns a session at the start position. engineOpts configures
// the search engine: the program passes its evaluation weights and endgame
// tables there (start from search.DefaultOptions), and the worker its Yield;
// its HashMB and Level, when set, become the Hash and Level options. The
// book comes through SetBook.
func NewSession(engineOpts search.Options) *Session {
	opts := DefaultOptions()
	if engineOpts.HashMB > 0 {
		opts.HashMB = min(engineOpts.HashMB, maxHashMB)
	}
	if engineOpts.Level > 0 {
		opts.Level = min(engineOpts.Level, search.MaxLevel)
	}
	engineOpts.HashMB, engineOpts.Level = opts.HashMB, opts.Level
	if engineOpts.Yield == nil {
		engineOpts.Yield = defaultYield()
	}
	return &Session{
		engine:  search.New(engineOpts),
		engOpts: engineOpts,
		opts:    opts,
		pos:     position.NewStart(),
	}
}

// SetBook installs the book a search asks first when the book is enabled
// (the OwnBook option, or BookOn in a GoRequest); nil removes it.
func (s *Session) SetBook(book BookFunc) {
	s.mu.Lock()
	s.book = book
	s.mu.Unlock()
}

// SetPrepare installs the function called before each search (see
// PrepareFunc); nil removes it.
func (s *Session) SetPrepare(prepare PrepareFunc) {
	s.mu.Lock()
	s.prepare = prepare
	s.mu.Unlock()
}

// Options returns the current options.
func (s *Session) Options() Options {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.opts
}

// SetOption changes one option by name (case-insensitive) from its text
// value. A running search is stopped first, since Hash resizes its table.
func (s *Session) SetOption(name, value string) error {
	o := s.Options()
	if err := o.set(name, value); err != nil {
		return err // checked before stopping a search for nothing
	}
	s.lockIdle()
	defer s.mu.Unlock()
	if err := s.opts.set(name, value); err != nil {
		return err
	}
	s.configureEngine(s.opts.Level)
	return nil
}

// configureEngine gives the engine the hash size and a level, only when they
// changed, since a new hash size reallocates the table. s.mu must be held and
// no search running.
func (s *Session) configureEngine(level int) {
	next := s.engOpts
	next.HashMB, next.Level = s.opts.HashMB, level
	if next.HashMB != s.engOpts.HashMB || next.Level != s.engOpts.Level {
		s.engine.SetOptions(next)
		s.engOpts = next
	}
}

// SetPosition sets the position from a FEN ("" for the start position) and
// the coordinate moves played since it, so the search knows the history for
// repetitions. On error the current position is kept.
func (s *Session) SetPosition(fen string, moves []string) error {
	var p *position.Position
	if fen == "" {
		p = position.NewStart()
	} else {
		var err error
		if p, err = position.ParseFEN(fen); err != nil {
			return err
		}
	}
	if len(moves) > MaxPositionMoves {
		return fmt.Errorf("too many moves (%d, at most %d)", len(moves), MaxPositionMoves)
	}
	for i, text := range moves {
		m, err := position.ParseMove(text)
		if err != nil {
			return fmt.Errorf("move %d: %v", i+1, err)
		}
		if !p.IsLegal(m) {
			return fmt.Errorf("move %d (%s) is not legal in %s", i+1, text, p.FEN())
		}
		p.MakeMove(m)
	}
	s.mu.Lock()
	s.pos = p
	s.mu.Unlock()
	return nil
}

// Position returns a copy of the current position with its history.
func (s *Session) Position() *position.Position {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pos.Clone()
}

// NewGame stops any search, clears the hash and history tables and returns
// to the start position.
func (s *Session) NewGame() {
	s.lockIdle()
	defer s.mu.Unlock()
	s.engine.NewGame()
	s.pos = position.NewStart()
}

// Stop asks the running search to answer at once with its best move so far;
// the answer still comes through the search's onBest. Without a search it
// does nothing.
func (s *Session) Stop() {
	s.mu.Lock()
	j := s.job
	s.mu.Unlock()
	if j == nil {
		return
	}
	j.requestStop()
	j.engine.Stop()
}

// Wait blocks until no search is running.
func (s *Session) Wait() {
	s.mu.Lock()
	j := s.job
	s.mu.Unlock()
	if j != nil {
		<-j.done
	}
}

// Searching reports whether a search is running.
func (s *Session) Searching() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.job != nil
}

// lockIdle stops and waits for any running job and returns with s.mu held
// and no job running, so the engine may be changed.
func (s *Session) lockIdle() {
	for {
		s.Stop()
		s.Wait()
		s.mu.Lock()
		if s.job == nil {
			return
		}
		s.mu.Unlock() // another caller started a job meanwhile
	}
}

// startJob stops and waits for any running job, then registers a new one on
// the session's engine. It returns with s.mu held.
func (s *Session) startJob() *job {
	s.lockIdle()
	s.job = &job{engine: s.engine, done: make(chan struct{}), stop: make(chan struct{})}
	return s.job
}

// finishJob marks j finished, after its answer has been reported.
func (s *Session) finishJob(j *job) {
	s.mu.Lock()
	if s.job == j {
		s.job = nil
	}
	s.mu.Unlock()
	close(j.done)
}

// Go starts a search of the current position and returns at once. onInfo
// (may be nil) receives progress; onBest receives the answer exactly once,
// from the search goroutine. A search already running is stopped first and
// still gives its own answer. With Limits.Infinite the answer waits for Stop.
// The callbacks run on the search goroutine and must not call the methods
// that wait for a search to end (Go, Bench, NewGame, SetOption, Wait).
func (s *Session) Go(req GoRequest, onInfo func(search.Info), onBest func(BestMove)) error {
	if err := req.validate(); err != nil {
		return err
	}
	asked := time.Now()
	j := s.startJob() // holds s.mu
	pos := s.pos.Clone()
	lim := req.Limits
	if lim.MultiPV == 0 {
		lim.MultiPV = s.opts.MultiPV
	}
	level := req.Level
	if level == 0 {
		level = s.opts.Level
	}
	s.configureEngine(level)
	var book func(p *position.Position) (position.Move, bool)
	if s.book != nil && (req.Book == BookOn || (req.Book == BookDefault && s.opts.OwnBook)) {
		sessionBook := s.book
		book = func(p *position.Position) (position.Move, bool) { return sessionBook(p, level) }
	}
	prepare := s.prepare
	s.mu.Unlock()
	go s.run(j, asked, pos, lim, book, prepare, onInfo, onBest)
	return nil
}

// run is the search goroutine of one job.
//
// asked is when the request came: under a clock, the time until the search
// starts (waiting for the previous search to stop, for endgame tables) is
// the clock's too, so it is taken from the side's time before the search
// plans its own.
func (s *Session) run(j *job, asked time.Time, pos *position.Position, lim search.Limits, book func(*position.Position) (position.Move, bool), prepare PrepareFunc, onInfo func(search.Info), onBest func(BestMove)) {
	var best BestMove
	defer func() {
		if r := recover(); r != nil {
			best = BestMove{Err: fmt.Errorf("search failed: %v", r)}
		} else if lim.Infinite {
			<-j.stop // UCI: an infinite search answers only when stopped
		}
		defer s.finishJob(j)
		best.Time = time.Since(asked)
		onBest(best)
	}()
	if !pos.HasLegalMove() {
		return // mated or stalemated: the answer is "(none)"
	}
	// The book answers a game move, not an analysis asking for several lines
	// or an infinite search.
	if book != nil && !lim.Infinite && lim.MultiPV <= 1 {
		if m, ok := book(pos.Clone()); ok && pos.IsLegal(m) {
			best = BestMove{Move: m, Book: true}
			return
		}
	}
	if prepare != nil {
		stop, release := prepareStop(j.stop, lim.ClockLeft(pos.SideToMove()))
		prepare(pos, stop)
		release()
	}
	lim = lim.Spent(pos.SideToMove(), time.Since(asked))
	info := func(in search.Info) {
		// A Stop that came before the engine started its search may have
		// been cleared by it; repeat it until the search sees it.
		if j.stopRequested() {
			j.engine.Stop()
		}
		if onInfo != nil {
			onInfo(in)
		}
	}
	res := j.engine.Search(pos, lim, info)
	best = BestMove{Move: res.Move, Ponder: res.Ponder, Score: res.Score, Mate: res.Mate, Depth: res.Depth, Nodes: res.Nodes}
	if best.Ponder == position.NoMove && len(res.PV) > 1 && res.PV[0] == res.Move {
		best.Ponder = res.PV[1]
	}
	if !pos.IsLegal(best.Move) {
		// Stopped before any move was searched: any legal move beats none.
		var buf [position.MaxMoves]position.Move
		best = BestMove{Move: pos.LegalMoves(buf[:0])[0]}
	}
}

// prepareShare is the part of the time on the clock a timed search may wait
// before it starts (for endgame tables it reaches).
const prepareShare = 20

// prepareStop returns the stop channel for a search's preparation: stop
// itself without a clock; under a clock (left > 0), a channel that also
// closes once a twentieth of the time left has passed, so that a slow fetch
// never costs the game on time. release frees its timer.
func prepareStop(stop <-chan struct{}, left time.Duration) (<-chan struct{}, func()) {
	if left <= 0 {
		return stop, func() {}
	}
	out := make(chan struct{})
	var once sync.Once
	end := func() { once.Do(func() { close(out) }) }
	timer := time.AfterFunc(left/prepareShare, end)
	done := make(chan struct{})
	go func() {
		select {
		case <-stop:
			end()
		case <-done:
		}
	}()
	return out, func() { timer.Stop(); close(done) }
}
