package wire

// The message types, as the "type" member names them.
const (
	// Requests, page to engine.
	TypePosition  = "position"
	TypeGo        = "go"
	TypeStop      = "stop"
	TypeNewGame   = "newgame"
	TypeSetOption = "setoption"
	TypeBench     = "bench"

	// Replies, engine to page.
	TypeReady       = "ready"
	TypeInfo        = "info"
	TypeBestMove    = "bestmove"
	TypeBenchResult = "benchresult"
	TypeError       = "error"
)

// NoMove is a bestmove's move when the side to move has no legal move (the
// rules have then already ended the game).
const NoMove = "(none)"

// ID is a request's optional "id", which every reply to the request repeats
// (info, bestmove, benchresult and error; ready answers no request). The
// zero ID is no id.
type ID struct {
	Value int64 // from -MaxID to MaxID
	Set   bool
}

// IDOf returns the id n.
func IDOf(n int64) ID { return ID{Value: n, Set: true} }

// Request is a message from the page to the engine: Position, Go, Stop,
// NewGame, SetOption or Bench.
//
// Encode returns a string, the form both jsonlite and JavaScript use. (A
// method Encode() []byte would also match other packages' methods of that
// name, which a call through this interface then keeps in the wasm.)
type Request interface {
	// Encode writes the message as JSON text.
	Encode() string
	request()
}

// Reply is a message from the engine to the page: Ready, Info, BestMove,
// BenchResult or Error.
type Reply interface {
	// Encode writes the message as JSON text.
	Encode() string
	reply()
}

// Position sets the game: the FEN it started from and the moves since, so
// the engine knows the history for the repetition rules.
type Position struct {
	ID    ID
	FEN   string   // "" for the standard start
	Moves []string // ICCS coordinates, "h2e2"
}

// Go starts a search of the position. A zero field is not sent and leaves
// the choice to the engine: with no limit at all, the level decides how
// long to think.
type Go struct {
	ID         ID
	Level      int   // 1 (weakest) to the engine's strongest; 0: the Level option
	MovetimeMs int   // think this long
	Depth      int   // search this deep
	Nodes      int64 // search this many nodes
	MultiPV    int   // lines to report; 0: the MultiPV option
	Infinite   bool  // search until stop
	OwnBook    *bool // answer from the opening book or not; nil: the OwnBook option
	// A clock, as UCI's go gives it.
	WTimeMs, BTimeMs, WIncMs, BIncMs int
	MovesToGo                        int
	// OverheadMs is what each move costs on the clock beyond the engine's
	// own time (the messages, the page's turn), as the page measures it;
	// the engine keeps it in hand for every move to come. 0: the engine's
	// default.
	OverheadMs int
	// ReportMs spaces the info replies: at most one batch of the lines'
	// latest reports every ReportMs, the last of each line always before
	// the bestmove. 0: a report after every completed depth.
	ReportMs int
}

// Bool returns a pointer to b, for Go.OwnBook: Go{OwnBook: Bool(false)}
// searches even where the book has the position.
func Bool(b bool) *bool { return &b }

// Stop asks the running search to answer at once with its best move.
type Stop struct{ ID ID }

// NewGame clears the engine's tables and returns it to the start position.
type NewGame struct{ ID ID }

// SetOption sets an engine option (Hash, MultiPV, Level, OwnBook). A value
// is received as a string, a number or a boolean and read as its text.
type SetOption struct {
	ID    ID
	Name  string
	Value string
}

// Bench runs the fixed bench of `xiangqi bench`.
type Bench struct {
	ID    ID
	Depth int // 0: the engine's default depth
}

// Ready is the engine's first message: it takes requests from now on.
type Ready struct {
	Version string
}

// Info reports a search's progress, after every completed depth.
type Info struct {
	ID       ID
	Depth    int
	SelDepth int
	MultiPV  int // which line this is, from 1
	Score    int // centipawns for the side to move
	Mate     int // moves to mate: > 0 the side to move mates, < 0 it is mated, 0 none
	Nodes    uint64
	NPS      uint64
	TimeMs   int64
	HashFull int      // per mille
	PV       []string // ICCS moves
}

// BestMove is a search's answer.
type BestMove struct {
	ID     ID
	Move   string // ICCS coordinates, or NoMove
	Ponder string // the expected reply, or ""
	Book   bool   // from the opening book
	Score  int    // as Info's (0 for a book move)
	Mate   int    // as Info's
	Depth  int    // the completed depth (0 for a book move)
	// TimeMs is the engine's time from the go to this answer, so the page
	// can tell the messages' delay from the thinking.
	TimeMs int64
}

// BenchResult is a bench's result.
type BenchResult struct {
	ID     ID
	Nodes  uint64
	NPS    uint64
	TimeMs int64
}

// Error says what was wrong with a request, or that the engine is gone
// (Fatal: the page must start a new worker).
type Error struct {
	ID      ID
	Message string
	Fatal   bool
}

func (Position) request()  {}
func (Go) request()        {}
func (Stop) request()      {}
func (NewGame) request()   {}
func (SetOption) request() {}
func (Bench) request()     {}

func (Ready) reply()       {}
func (Info) reply()        {}
func (BestMove) reply()    {}
func (BenchResult) reply() {}
func (Error) reply()       {}
