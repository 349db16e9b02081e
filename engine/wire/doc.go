// Package wire is the engine worker's protocol: the one definition of the
// messages the page and the engine's Web Worker exchange, with Encode and
// Decode for each, used by both sides (engine/protocol's JSON codec in the
// worker, web/engineclient on the page). It is pure Go and writes and reads
// JSON with engine/jsonlite, since both sides run in the browser's wasm.
//
// # Transport
//
// Every message is one JSON object, sent as a string with postMessage. The
// Go code on each side writes the text and the Go code on the other reads
// it; static/worker.js passes it through untouched in both directions (no
// JSON.parse, no JSON.stringify), and so does the page's web/ui. Messages
// that are not text are refused. Besides these, worker.js takes one message
// of its own before the engine starts, the init message that hands it the
// compiled module (documented in worker.js), and writes one of its own when
// the engine cannot run: a fatal error in the format below.
//
// # Requests (page to engine)
//
// Every request may carry "id", a whole number from -MaxID to MaxID; every
// reply to it repeats the id. A field left out takes the engine's default.
//
//	{"type":"position","fen":F,"moves":[M...]}
//	    fen: string of at most MaxFENBytes, "" or left out for the standard
//	    start; moves: up to MaxPositionMoves ICCS moves ("h2e2") played
//	    since, each legal where it is played. Sets the game, with its
//	    history for the repetition rules.
//	{"type":"go", ...}
//	    level 1-1000 (the engine refuses one it does not have), movetimeMs
//	    0-MaxTimeMs, depth 1-MaxDepth, nodes 1-2^53, multipv 1-MaxMultiPV,
//	    infinite and ownBook true or false, and a clock like UCI's: wtimeMs,
//	    btimeMs, wincMs, bincMs (0-MaxTimeMs), movestogo 1-MaxMovesToGo;
//	    overheadMs (0-MaxTimeMs) is what each move costs the clock beyond
//	    the engine's own time, as the page measures it (the engine keeps it
//	    in hand for every move to come; left out: the engine's default).
//	    reportMs (0-MaxReportMs) spaces the info replies: the lines' latest
//	    reports go out together at most once every reportMs, and the last
//	    of each line always before the bestmove (left out: after every
//	    completed depth, as UCI does).
//	    Searches the position: info replies as it goes, then one bestmove.
//	    With no limit at all the level decides how long to think. A go while
//	    a search runs stops that search, which still gets its bestmove,
//	    first.
//	{"type":"stop"}
//	    The running search answers at once with its best move so far;
//	    without a search nothing happens.
//	{"type":"newgame"}
//	    Clears the engine's tables and returns it to the start position.
//	{"type":"setoption","name":N,"value":V}
//	    Both required. name (at most 100 bytes): Hash, MultiPV, Level or
//	    OwnBook, in any case; value: a string, number or boolean, read as
//	    its text ("32", 32, true).
//	{"type":"bench","depth":D}
//	    The fixed bench of `xiangqi bench`, depth 1-MaxBenchDepth (the
//	    engine's default when left out); answered by one benchresult.
//
// # Replies (engine to page)
//
//	{"type":"ready","version":V}
//	    The engine's first message: it takes requests from now on (worker.js
//	    queues those that come earlier).
//	{"type":"info","id":I,"depth":D,"seldepth":S,"multipv":L,"score":C,"mate":M,
//	 "nodes":N,"nps":P,"timeMs":T,"hashfull":H,"pv":[M...]}
//	    After every completed depth of a search, for each of its lines (L
//	    from 1). score is in centipawns for the side to move; mate is the
//	    moves to mate, > 0 when the side to move mates, < 0 when it is
//	    mated, 0 for none; hashfull is per mille.
//	{"type":"bestmove","id":I,"move":M,"ponder":R,"book":B,"score":C,"mate":M,"depth":D,"timeMs":T}
//	    A search's answer: move in ICCS, or NoMove ("(none)") when the side
//	    to move has no legal move; ponder (left out when there is none) the
//	    reply expected; book true for a move from the opening book (score
//	    and depth are then 0); timeMs the engine's time from the go to the
//	    answer.
//	{"type":"benchresult","id":I,"nodes":N,"nps":P,"timeMs":T}
//	    A bench's node count (the signature in the README), speed and time.
//	{"type":"error","id":I,"message":T}
//	{"type":"error","message":T,"fatal":true}
//	    A request that fails its checks (not JSON, no or an unknown type, an
//	    unknown field, a field of the wrong type or out of its range, a
//	    missing required field, a bad FEN, an illegal move, an unknown
//	    option) gets an error that says what is wrong, with its id when it
//	    had a valid one, and changes nothing: a go refused this way gets no
//	    bestmove. Only a fatal error, from worker.js when the engine crashed
//	    or could not start, means the worker is gone and the page must
//	    start a new one.
//
// The members of a message are written in the order shown, "id" only when
// the request had one; the bytes are pinned by the tests. A reply's fields
// may be left out when decoding (they read as zero); its numbers must be
// exact in JavaScript (within ±2^53), its counts not negative. In both
// directions a message is at most MaxMessageBytes, and a member the type
// does not have is refused.
//
// # Files
//
//	messages.go  the message types, ID, NoMove
//	fields.go    the limits and each message type's fields (the checks)
//	encode.go    Encode for every message
//	decode.go    DecodeRequest, DecodeReply and the checks' error messages
package wire
