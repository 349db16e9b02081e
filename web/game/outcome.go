package game

import "xiangqi/engine/position"

// Result is how a game stands. Its values are the page's data-result hook.
type Result string

const (
	Ongoing   Result = ""
	RedWins   Result = "red-wins"
	BlackWins Result = "black-wins"
	Draw      Result = "draw"
)

// Reason is why a game ended. Its values are the page's data-reason hook.
type Reason string

const (
	ReasonNone                 Reason = ""
	ReasonCheckmate            Reason = "checkmate"
	ReasonStalemate            Reason = "stalemate"
	ReasonPerpetualCheck       Reason = "perpetual-check"
	ReasonPerpetualChase       Reason = "perpetual-chase"
	ReasonRepetition           Reason = "repetition"
	ReasonMoveLimit            Reason = "move-limit"
	ReasonInsufficientMaterial Reason = "insufficient-material"
	ReasonResign               Reason = "resign"
	// ReasonTimeout: a flag fell (conclude.go has the rule).
	ReasonTimeout Reason = "timeout"
	// ReasonAgreement: a draw both sides agreed.
	ReasonAgreement Reason = "agreement"
)

// Outcome is the result of a game and its reason.
type Outcome struct {
	Result Result
	Reason Reason
}

// PGN returns the result as a PGN Result tag: "1-0", "0-1", "1/2-1/2" or "*".
func (o Outcome) PGN() string {
	switch o.Result {
	case RedWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// ParseResult reads a data-result value; "" is Ongoing.
func ParseResult(s string) (Result, bool) {
	switch r := Result(s); r {
	case Ongoing, RedWins, BlackWins, Draw:
		return r, true
	}
	return Ongoing, false
}

// ParseReason reads a data-reason value.
func ParseReason(s string) (Reason, bool) {
	switch r := Reason(s); r {
	case ReasonNone, ReasonCheckmate, ReasonStalemate, ReasonPerpetualCheck, ReasonPerpetualChase,
		ReasonRepetition, ReasonMoveLimit, ReasonInsufficientMaterial, ReasonResign, ReasonTimeout, ReasonAgreement:
		return r, true
	}
	return ReasonNone, false
}

// PositionResult returns the result in engine/position's terms, for code
// that judges results with the engine's rules (such as engine/puzzles.Judge);
// a resignation is a win for the other side like any other.
func (o Outcome) PositionResult() position.Result {
	switch o.Result {
	case RedWins:
		return position.RedWins
	case BlackWins:
		return position.BlackWins
	case Draw:
		return position.Draw
	}
	return position.Ongoing
}
