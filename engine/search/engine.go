package search

import (
	"runtime"
	"sync/atomic"
	"time"
	"unsafe"

	"xiangqi/engine/egtb"
	"xiangqi/engine/eval"
	"xiangqi/engine/position"
)

// Options configure an Engine. The protocol layers map their settings onto
// these fields.
type Options struct {
	// HashMB is the size of the transposition table in megabytes.
	HashMB int
	// Level is the playing strength, MinLevel (beginner) to MaxLevel (full
	// strength); see Levels.
	Level int
	// LevelSettings, when not nil, are played instead of level Level's own
	// (its depth and node caps, candidates and margin; MoveTime with a
	// clock): `xiangqi match` tries a ladder's settings with it.
	LevelSettings *Level
	// Yield, when not nil, is called from the clock check about every
	// YieldInterval of search, so a WebAssembly worker can let its event loop run (and
	// perhaps call Stop). Natively it is nil.
	Yield func()
	// Seed drives the weaker levels' choice among near-best moves; the same
	// seed and position give the same move. Zero picks a seed from the clock.
	Seed uint64
	// Weights is the evaluation to play with; the engine keeps a copy, made
	// by SetOptions. DefaultOptions gives eval.DefaultWeights, and nil means
	// the same.
	Weights *eval.Weights
	// Tables are the endgame tables the search probes below the root (an
	// *egtb.Library, say); nil means none: the search plays the endings on
	// its own.
	Tables Tables
}

// Tables answers endgame-table probes for the search: a position's result for
// the side to move and its distance to mate in plies, ok false when it has no
// table for it. The search probes at its nodes, so Probe must not block (no
// I/O: a table still to be fetched is simply missing) and must allocate
// nothing once its tables are loaded. *egtb.Library and *egtb.Set satisfy it.
type Tables interface {
	Probe(p *position.Position) (result egtb.Result, dtm int, ok bool)
}

// PlayedLevel is the level the engine plays: LevelSettings when given,
// else level Level's own settings.
func (o Options) PlayedLevel() Level {
	if o.LevelSettings != nil {
		return *o.LevelSettings
	}
	return LevelByNumber(o.Level)
}

// DefaultOptions returns full strength with a 16 MB hash table, the default
// evaluation weights and no endgame tables.
func DefaultOptions() Options {
	w := eval.DefaultWeights()
	return Options{HashMB: 16, Level: MaxLevel, Weights: &w}
}

// frame is the search's memory for one ply of the current line.
type frame struct {
	pick        picker
	staticEval  int
	move        position.Move  // the move made from this ply (NoMove: a null move)
	piece       position.Piece // the piece that made it
	cont        *contTable     // continuation history of that move (nil for a null move)
	killers     [2]position.Move
	excluded    position.Move // a move left out by a singular-extension search
	doubleExts  int           // double extensions on the line to this node
	ttPv        bool          // the node is, or once was, on a principal variation (useTTPv)
	reduction   int           // plies the move made from this ply is being searched short by (useHindsightDepth)
	cutoffs     int           // fail highs at this ply since the node two plies up began (useCutoffCount)
	quietsTried [64]position.Move
	capsTried   [32]position.Move
}

// rootMove is one legal move at the root with what the search learned of it.
type rootMove struct {
	move      position.Move
	score     int // this iteration's score, -infinity when not (yet) known
	prevScore int // the previous iteration's score
	selDepth  int
	pvLen     int
	pv        [MaxPly]position.Move
}

// Engine searches positions. It keeps its hash table and move-ordering
// memory between searches of one game; call NewGame between games. An
// Engine runs one search at a time; only Stop may be called concurrently.
type Engine struct {
	opts    Options
	weights eval.Weights
	eval    *eval.Evaluator // scores with weights
	tt      table
	heur    *heuristics
	// evalCache remembers static evaluations by position key; the
	// evaluation depends on nothing else, so it is never cleared except
	// when the weights change.
	evalCache []uint64
	stopReq   atomic.Bool
	rng       uint64

	// State of the running search.
	pos          *position.Position
	nodes        uint64
	nextPoll     uint64
	nodeLimit    uint64
	stopped      bool
	depthOneDone bool
	rootDepth    int
	selDepth     int
	nmpMinPly    int // null move is off above the root until this ply (verification)
	start        time.Time
	hardLimit    time.Duration // 0: none
	lastYield    time.Duration
	stack        [MaxPly + 2]frame
	pv           [MaxPly + 2][MaxPly]position.Move
	pvLen        [MaxPly + 2]int
	root         [position.MaxMoves]rootMove
	nRoot        int
	resultPV     [MaxPly]position.Move
}

// New returns an engine with the given options.
func New(opts Options) *Engine {
	e := &Engine{heur: new(heuristics)}
	if usePawnHistory {
		e.heur.pawnHist = make([]contTable, pawnHistSize)
	}
	adviseHugePages(unsafe.Pointer(e.heur), unsafe.Sizeof(*e.heur))
	e.SetOptions(opts)
	e.rng = opts.Seed
	if e.rng == 0 {
		e.rng = uint64(time.Now().UnixNano())
	}
	return e
}

// SetOptions changes the options; the hash table is reallocated (and
// emptied) only when HashMB changes. Do not call it during a search.
func (e *Engine) SetOptions(opts Options) {
	if opts.HashMB <= 0 {
		opts.HashMB = DefaultOptions().HashMB
	}
	opts.Level = min(max(opts.Level, MinLevel), MaxLevel)
	if opts.Yield == nil && runtime.GOOS == "js" {
		// Go on wasm never preempts a running goroutine: without a yield a
		// Stop from another goroutine would wait for the search to end.
		opts.Yield = runtime.Gosched
	}
	if opts.HashMB != e.opts.HashMB || e.tt.buckets == nil {
		e.tt.resize(opts.HashMB)
	}
	if opts.Seed != e.opts.Seed && opts.Seed != 0 {
		e.rng = opts.Seed
	}
	weights := eval.DefaultWeights()
	if opts.Weights != nil {
		weights = *opts.Weights
	}
	if e.evalCache == nil || weights != e.weights {
		e.evalCache = make([]uint64, evalCacheSize)
		adviseHugePages(unsafe.Pointer(&e.evalCache[0]), evalCacheSize*8)
		e.eval = eval.NewEvaluator(&weights)
	}
	e.weights = weights
	e.opts = opts
}

// Options returns the options in effect.
func (e *Engine) Options() Options { return e.opts }

// Stop asks the running search to return its best move so far. It is safe
// to call from another goroutine or from Options.Yield. A search clears the
// request when it starts, so Stop affects only a search already running.
func (e *Engine) Stop() { e.stopReq.Store(true) }

// NewGame clears the hash table and the move-ordering memory.
func (e *Engine) NewGame() {
	e.tt.clear()
	e.heur.clear()
}

// evaluate scores the current position for the side to move, from the
// evaluation cache when it has the position.
func (e *Engine) evaluate() int {
	key := e.pos.Key()
	slot := &e.evalCache[key&(evalCacheSize-1)]
	if *slot&^0xffff == key&^0xffff && *slot != 0 {
		return int(int16(*slot))
	}
	v := e.eval.Evaluate(e.pos)
	*slot = key&^0xffff | uint64(uint16(int16(v)))
	return v
}

// prefetchAfter starts loading the hash-table bucket and the evaluation
// cache entry of the position after move m, which the search of that
// position reads first: both are read at random points of many megabytes,
// so each read would otherwise wait for main memory. Call it just before
// making the move.
func (e *Engine) prefetchAfter(m position.Move) {
	key := e.pos.KeyAfter(m)
	e.tt.prefetch(key)
	prefetch(unsafe.Pointer(&e.evalCache[key&(evalCacheSize-1)]))
}

// evalCacheSize is the entries of the evaluation cache: 2 MB. Each entry
// keeps the high 48 bits of the position's key and its 16-bit score, so a
// wrong hit needs two positions whose keys agree in 48 bits and in the
// index bits as well.
const evalCacheSize = 1 << 18

// inCheck reports whether the side to move is in check, from the flag the
// position recorded when the last move was made.
func (e *Engine) inCheck() bool {
	if n := e.pos.Ply(); n > 0 {
		return e.pos.MoveGaveCheck(n - 1)
	}
	return e.pos.InCheck()
}

// pollInterval is how many nodes pass between looks at the clock.
const pollInterval = 2048

// YieldInterval is how often the search calls Options.Yield: the one
// interval between two turns of a WebAssembly worker's event loop. Measured
// in chromium (web/e2e/worker.test.mjs), a turn costs about 1 ms, so this
// spends about 5% on turns, and a stop is answered within a few tens of
// milliseconds.
const YieldInterval = 20 * time.Millisecond

// poll looks at the clock, the node budget and a stop request.
func (e *Engine) poll() {
	e.nextPoll = e.nodes + pollInterval
	elapsed := time.Since(e.start)
	if e.opts.Yield != nil && elapsed-e.lastYield >= YieldInterval {
		e.lastYield = elapsed
		e.opts.Yield()
	}
	if e.stopReq.Load() || (e.hardLimit > 0 && elapsed >= e.hardLimit) {
		e.stopped = true
		return
	}
	// Node budgets (the weak levels) count only after the first iteration,
	// so every move played has at least been looked at once.
	if e.nodeLimit > 0 && e.depthOneDone {
		if e.nodes >= e.nodeLimit {
			e.stopped = true
			return
		}
		e.nextPoll = min(e.nextPoll, e.nodeLimit)
	}
}

// nextRandom returns a pseudo-random number (splitmix64).
func (e *Engine) nextRandom() uint64 {
	e.rng += 0x9E3779B97F4A7C15
	z := e.rng
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}
