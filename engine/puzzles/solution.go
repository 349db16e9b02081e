package puzzles

import (
	"fmt"

	"xiangqi/engine/position"
)

// Verdict is what the offline solver concluded about a puzzle, for Red.
type Verdict string

const (
	Win     Verdict = "win"     // Red mates (or wins by the repetition rules) against any defence
	Draw    Verdict = "draw"    // best play by both sides draws
	Loss    Verdict = "loss"    // Black wins against any Red play
	Unknown Verdict = "unknown" // not decided within the solver's budget
)

// The reasons a Solution gives for its verdict.
const (
	ReasonMate          = "mate"            // a mate score
	ReasonRuleWin       = "rule-win"        // a win by the repetition rules
	ReasonLineEndsDrawn = "line-ends-drawn" // the main line reaches a draw by rule or a known drawn ending
	ReasonStableScore   = "stable-score"    // the score stayed near zero over the last iterations
	// EndKnownDraw is Solution.End for a line that stops in an ending no
	// play can win.
	EndKnownDraw = "known-draw"
)

// Valid reports whether v is one of the four verdicts.
func (v Verdict) Valid() bool {
	switch v {
	case Win, Draw, Loss, Unknown:
		return true
	}
	return false
}

// Solution is the solver's answer for one puzzle. In the solutions file
// (solutions_json.go) each field is a member named as in the comments.
type Solution struct {
	Number  int     // "number"
	FEN     string  // "fen": the puzzle's start, so a stale file is caught
	Verdict Verdict // "verdict"
	// Reason says what decided the verdict: "mate" (a mate score),
	// "rule-win" (a win by the repetition rules), "line-ends-drawn" (the main
	// line reaches a draw by rule or a known drawn ending), "stable-score"
	// (the score stayed near zero over the last iterations), or "" for
	// unknown ("reason").
	Reason string
	// Mate is the distance to mate in moves: positive when Red mates,
	// negative when Red is mated, 0 when the verdict is not a mate ("mate").
	Mate  int
	Score int // "score": centipawns from Red's view (mates as the search scores them)
	Depth int // "depth": the last iteration completed
	// Nodes and TimeMs ("nodes", "timeMs") are the search's work, for the
	// record; they vary from run to run.
	Nodes  uint64
	TimeMs int64
	// PV ("pv") is the main line in ICCS coordinates ("h2e2"), Red's move
	// first. For a win or a loss by mate it is played out to the mate.
	PV Line
	// End is how the game stands after the main line: the data-reason of a
	// finished game ("checkmate", "repetition", ...), "known-draw" for an
	// ending that cannot be won, or "" when the line stops in a live
	// position ("end").
	End string
}

// Solutions is the solver's output file (assets/puzzles/solutions.json).
type Solutions struct {
	// Engine ("engine") names the engine and settings that made the file.
	Engine string
	// MoveTimeMs ("moveTimeMs") is the time budget per puzzle.
	MoveTimeMs int64
	Solutions  []Solution // "solutions"
}

// Line is a sequence of moves in ICCS coordinates. In the solutions file it
// is one string with the moves separated by spaces, "h2e2 h9g7", which keeps
// the file short and a line readable at a glance.
type Line []string

// Find returns the solution of puzzle n, or false when the file has none.
func (s *Solutions) Find(n int) (Solution, bool) {
	for _, sol := range s.Solutions {
		if sol.Number == n {
			return sol, true
		}
	}
	return Solution{}, false
}

// ReplayPV plays a solution's main line from its FEN and returns the final
// position, so its status can be judged. It fails on a move that is not
// legal where it is played, or played after the game has ended.
func (sol Solution) ReplayPV() (*position.Position, error) {
	p, err := position.ParseFEN(sol.FEN)
	if err != nil {
		return nil, fmt.Errorf("puzzle %d: %v", sol.Number, err)
	}
	if n := len(PlayLegal(p, parseMoves(sol.PV))); n < len(sol.PV) {
		return nil, fmt.Errorf("puzzle %d: move %d of the main line, %q, is not legal in %s", sol.Number, n+1, sol.PV[n], p.FEN())
	}
	return p, nil
}

// AttachSolutions gives each puzzle of a collection its verdict, mate and
// main line from a solutions file. A puzzle without an entry stays Unknown,
// and so does one whose entry was made for another position, so a stale
// file never misleads. A mate count is kept only for a win; the line is cut
// at its first move that is not legal.
func AttachSolutions(list []Puzzle, sols *Solutions) {
	for _, sol := range sols.Solutions {
		if sol.Number < 1 || sol.Number > len(list) {
			continue
		}
		p := &list[sol.Number-1]
		start, err := position.ParseFEN(sol.FEN)
		if err != nil || start.FEN() != p.FEN {
			continue
		}
		p.Verdict, p.Mate = sol.Verdict, 0
		if sol.Verdict == Win && sol.Mate > 0 {
			p.Mate = sol.Mate
		}
		p.Line = PlayLegal(start, parseMoves(sol.PV))
	}
}
