package wire

// The limits of the protocol's fields. They bound what any front end may ask
// of the engine (engine/protocol's UCI codec clamps to the same), so they
// are exported for it.
const (
	// MaxMessageBytes bounds one message; a position with MaxPositionMoves
	// moves is about 30 KB.
	MaxMessageBytes = 64 << 10
	// MaxPositionMoves bounds the moves a position may replay; real games
	// stay far below it (the longest master game in the data has 430
	// plies).
	MaxPositionMoves = 4096
	// MaxFENBytes bounds a FEN; the longest legal one is under 100 bytes.
	MaxFENBytes = 200
	// MaxDepth bounds the depth a search may be asked for.
	MaxDepth = 127
	// MaxMultiPV bounds the lines one analysis may ask for.
	MaxMultiPV = 64
	// MaxBenchDepth bounds a bench's depth.
	MaxBenchDepth = 30
	// MaxTimeMs bounds every time a request gives (move time, clocks): a
	// day is already far beyond any game.
	MaxTimeMs = 24 * 60 * 60 * 1000
	// MaxMovesToGo bounds a clock's moves to the next time control.
	MaxMovesToGo = 10000
	// MaxReportMs bounds go's reportMs: a report at least every 10 s.
	MaxReportMs = 10000
	// MaxID is the largest id (and -MaxID the smallest) that survives a
	// round trip through a JavaScript number.
	MaxID = 1<<53 - 1
)

// maxLevel is a loose bound on a go request's level: the message is refused
// beyond it, and the engine then checks the level against the levels it has.
const maxLevel = 1000

// maxSafe bounds the numbers of the replies: beyond it a JavaScript number
// (and a float64) is no longer exact.
const maxSafe = 1 << 53

// kind is the JSON type a message field must have.
type kind uint8

const (
	kindInt     kind = iota // a whole number within the field's range
	kindBool                // true or false
	kindString              // a string
	kindStrings             // an array of strings
	kindScalar              // a string, number or boolean, read as text (setoption values)
)

// kindNames describe the kinds in error messages.
var kindNames = [...]string{
	kindInt:     "a whole number",
	kindBool:    "true or false",
	kindString:  "a string",
	kindStrings: "an array of strings",
	kindScalar:  "a string, number or boolean",
}

// field says what one member of a message may hold.
type field struct {
	name     string
	kind     kind
	min, max int64 // for kindInt
	required bool
	maxLen   int // for kindString (bytes) and kindStrings (elements); 0: no limit beyond the message's
}

// messageType is one type of message and its fields, sorted by name (so
// that errors come in a fixed order).
type messageType struct {
	name   string
	fields []field
}

// find returns the field of that name.
func (t messageType) find(name string) (field, bool) {
	for _, f := range t.fields {
		if f.name == name {
			return f, true
		}
	}
	return field{}, false
}

// direction is one side's set of messages, sorted by type, and an example
// for error messages. Every message may also carry an "id". The tables are
// slices rather than maps so that they are data in the wasm, not code that
// builds them.
type direction struct {
	example string
	types   []messageType
}

// find returns the message type of that name.
func (d direction) find(name string) (messageType, bool) {
	for _, t := range d.types {
		if t.name == name {
			return t, true
		}
	}
	return messageType{}, false
}

// Field constructors, to keep the tables below readable.

func intField(name string, min, max int64) field {
	return field{name: name, kind: kindInt, min: min, max: max}
}
func boolField(name string) field           { return field{name: name, kind: kindBool} }
func stringField(name string) field         { return field{name: name, kind: kindString} }
func timeMsField(name string) field         { return intField(name, 0, MaxTimeMs) }
func replyInt(name string) field            { return intField(name, -maxSafe, maxSafe) }
func replyCount(name string) field          { return intField(name, 0, maxSafe) }
func stringsField(name string, n int) field { return field{name: name, kind: kindStrings, maxLen: n} }

// requests are the messages the page sends the engine. Besides its own
// fields, go takes clock fields (wtimeMs, btimeMs, wincMs, bincMs,
// movestogo) like UCI's go, and the page's overheadMs.
var requests = direction{example: `{"type":"stop"}`, types: []messageType{
	{TypeBench, []field{intField("depth", 1, MaxBenchDepth)}},
	{TypeGo, []field{
		timeMsField("bincMs"),
		timeMsField("btimeMs"),
		intField("depth", 1, MaxDepth),
		boolField("infinite"),
		intField("level", 1, maxLevel),
		intField("movestogo", 1, MaxMovesToGo),
		timeMsField("movetimeMs"),
		intField("multipv", 1, MaxMultiPV),
		intField("nodes", 1, 1<<53),
		timeMsField("overheadMs"),
		boolField("ownBook"),
		intField("reportMs", 0, MaxReportMs),
		timeMsField("wincMs"),
		timeMsField("wtimeMs"),
	}},
	{TypeNewGame, nil},
	{TypePosition, []field{
		{name: "fen", kind: kindString, maxLen: MaxFENBytes},
		stringsField("moves", MaxPositionMoves),
	}},
	{TypeSetOption, []field{
		{name: "name", kind: kindString, required: true, maxLen: 100},
		{name: "value", kind: kindScalar, required: true},
	}},
	{TypeStop, nil},
}}

// replies are the messages the engine sends the page. Their fields may be
// left out (they read as zero); numbers must be exact in JavaScript.
var replies = direction{example: `{"type":"ready"}`, types: []messageType{
	{TypeBenchResult, []field{replyCount("nodes"), replyCount("nps"), replyCount("timeMs")}},
	{TypeBestMove, []field{
		boolField("book"), replyInt("depth"), replyInt("mate"), stringField("move"), stringField("ponder"), replyInt("score"),
		replyCount("timeMs"),
	}},
	{TypeError, []field{boolField("fatal"), stringField("message")}},
	{TypeInfo, []field{
		replyInt("depth"), replyInt("hashfull"), replyInt("mate"), replyInt("multipv"), replyCount("nodes"),
		replyCount("nps"), stringsField("pv", 0), replyInt("score"), replyInt("seldepth"), replyCount("timeMs"),
	}},
	{TypeReady, []field{{name: "version", kind: kindString, maxLen: 200}}},
}}
