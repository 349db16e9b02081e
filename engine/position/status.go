package position

// Result says whether a game is over and who won.
type Result int

const (
	Ongoing Result = iota
	RedWins
	BlackWins
	Draw
)

// String returns the name the page uses in data-result: "red-wins",
// "black-wins" or "draw" ("ongoing" while the game goes on).
func (r Result) String() string {
	switch r {
	case RedWins:
		return "red-wins"
	case BlackWins:
		return "black-wins"
	case Draw:
		return "draw"
	}
	return "ongoing"
}

// winFor returns the result in which colour c wins.
func winFor(c Color) Result {
	if c == Red {
		return RedWins
	}
	return BlackWins
}

// Reason says why a game ended. The values are the page's data-reason names.
type Reason string

const (
	NoReason             Reason = ""
	Checkmate            Reason = "checkmate"
	Stalemate            Reason = "stalemate" // no legal move and not in check: a loss in xiangqi
	PerpetualCheck       Reason = "perpetual-check"
	PerpetualChase       Reason = "perpetual-chase"
	Repetition           Reason = "repetition" // a repetition in which no one, or both sides, broke a rule
	MoveLimit            Reason = "move-limit"
	InsufficientMaterial Reason = "insufficient-material"
	Resign               Reason = "resign" // set by the page; Status never detects it
	// Timeout is a flag fallen (a win, or a draw: see TimeoutResult); set
	// by the page, never by Status.
	Timeout Reason = "timeout"
	// Agreement is a draw both players agreed; set by the page.
	Agreement Reason = "agreement"
)

// Status is the judgement of a game: its result, why, and readable text in
// English and Chinese for the status line.
type Status struct {
	Result Result
	Reason Reason
	Text   string // English, such as "Red wins: checkmate"
	TextZH string // Chinese, such as "红方胜：将死"
}

// Over reports whether the game has ended.
func (s Status) Over() bool { return s.Result != Ongoing }

// NewStatus returns a Status with its text filled in. For a win the text names
// the loser where the reason is the loser's doing (stalemate, perpetual check
// or chase, resignation). It accepts any combination and never panics.
func NewStatus(result Result, reason Reason) Status {
	s := Status{Result: result, Reason: reason}
	switch result {
	case Ongoing:
		s.Text, s.TextZH = "Game in progress", "对局进行中"
		return s
	case Draw:
		s.Text, s.TextZH = "Draw", "和棋"
	case RedWins:
		s.Text, s.TextZH = "Red wins", "红方胜"
	case BlackWins:
		s.Text, s.TextZH = "Black wins", "黑方胜"
	default:
		s.Text, s.TextZH = "Unknown result", "结果不明"
		return s
	}
	loser, loserZH := "Black", "黑方"
	if result == BlackWins {
		loser, loserZH = "Red", "红方"
	}
	var en, zh string
	switch reason {
	case Checkmate:
		en, zh = "checkmate", "将死"
	case Stalemate:
		en, zh = loser+" has no legal move", loserZH+"困毙"
	case PerpetualCheck:
		en, zh = loser+" checked perpetually", loserZH+"长将"
	case PerpetualChase:
		en, zh = loser+" chased perpetually", loserZH+"长捉"
	case Repetition:
		en, zh = "repetition", "重复局面，不变作和"
	case MoveLimit:
		en, zh = "60 moves without a capture", "六十回合未吃子"
	case InsufficientMaterial:
		en, zh = "neither side can attack", "双方均无进攻棋子"
	case Resign:
		en, zh = loser+" resigned", loserZH+"认输"
	case Timeout:
		if result == Draw {
			en, zh = "time ran out, but the other side cannot mate", "超时，但对方无子可胜"
		} else {
			en, zh = loser+" ran out of time", loserZH+"超时"
		}
	case Agreement:
		en, zh = "agreed", "双方议和"
	default:
		return s
	}
	s.Text += ": " + en
	s.TextZH += "：" + zh
	return s
}

// Status judges the game after the moves the position holds, in this order:
//
//  1. no legal move: the side to move loses (checkmate, or stalemate, which is
//     also a loss in xiangqi);
//  2. the position occurs for the third time since the last capture: the
//     repetition rules (see repetition.go) decide a loss or a draw;
//  3. 120 counted plies without a capture: a draw (see MoveLimitCount);
//  4. neither side has a rook, horse, cannon or pawn: a draw.
//
// Resignation is never detected here: the page records it with NewStatus.
func (p *Position) Status() Status {
	if !p.HasLegalMove() {
		reason := Stalemate
		if p.InCheck() {
			reason = Checkmate
		}
		return NewStatus(winFor(p.side.Other()), reason)
	}
	if s, over := p.repetitionStatus(); over {
		return s
	}
	if p.MoveLimitCount() >= MoveLimitPlies {
		return NewStatus(Draw, MoveLimit)
	}
	if p.insufficientMaterial() {
		return NewStatus(Draw, InsufficientMaterial)
	}
	return NewStatus(Ongoing, NoReason)
}

// insufficientMaterial reports whether neither side has a piece that can cross
// the river (rook, horse, cannon, pawn): kings, advisors and elephants alone
// cannot force mate, so such a game is a draw.
func (p *Position) insufficientMaterial() bool { return !p.CanMate(Red) && !p.CanMate(Black) }

// CanMate reports whether side c has material that could ever mate: a rook,
// horse, cannon or pawn, the pieces that can cross the river. A king with
// advisors and elephants never leaves its own half and can never give mate,
// however the other side plays. The one definition of mating material, for
// the insufficient-material draw and for a fallen flag (TimeoutResult).
func (p *Position) CanMate(c Color) bool {
	return p.material[c][Rook]+p.material[c][Horse]+p.material[c][Cannon]+p.material[c][Pawn] > 0
}

// TimeoutResult is the result when side flagged runs out of time: the rule
// the page follows. Running out of time loses, unless the other side has no
// material that could ever mate (CanMate: only its king, advisors and
// elephants), in which case the game is a draw, as it would be were it played
// on forever.
func (p *Position) TimeoutResult(flagged Color) Result {
	if !p.CanMate(flagged.Other()) {
		return Draw
	}
	return winFor(flagged.Other())
}
