package puzzles

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

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

// Solution is the solver's answer for one puzzle.
type Solution struct {
	Number  int     `json:"number"`
	FEN     string  `json:"fen"` // the puzzle's start, so a stale file is caught
	Verdict Verdict `json:"verdict"`
	// Reason says what decided the verdict: "mate" (a mate score),
	// "rule-win" (a win by the repetition rules), "line-ends-drawn" (the main
	// line reaches a draw by rule or a known drawn ending), "stable-score"
	// (the score stayed near zero over the last iterations), or "" for
	// unknown.
	Reason string `json:"reason"`
	// Mate is the distance to mate in moves: positive when Red mates,
	// negative when Red is mated, 0 when the verdict is not a mate.
	Mate  int `json:"mate"`
	Score int `json:"score"` // centipawns from Red's view (mates as the search scores them)
	Depth int `json:"depth"` // the last iteration completed
	// Nodes and TimeMs are the search's work, for the record; they vary
	// from run to run.
	Nodes  uint64 `json:"nodes"`
	TimeMs int64  `json:"timeMs"`
	// PV is the main line in ICCS coordinates ("h2e2"), Red's move first.
	// For a win or a loss by mate it is played out to the mate.
	PV Line `json:"pv"`
	// End is how the game stands after the main line: the data-reason of a
	// finished game ("checkmate", "repetition", ...), "known-draw" for an
	// ending that cannot be won, or "" when the line stops in a live
	// position.
	End string `json:"end"`
}

// Solutions is the solver's output file (assets/puzzles/solutions.json).
type Solutions struct {
	// Engine names the engine and settings that made the file.
	Engine string `json:"engine"`
	// MoveTimeMs is the time budget per puzzle.
	MoveTimeMs int64      `json:"moveTimeMs"`
	Solutions  []Solution `json:"solutions"`
}

// Marshal writes the file in its canonical form: solutions sorted by number,
// two-space indentation, a final newline. The same solutions always give the
// same bytes.
func (s *Solutions) Marshal() ([]byte, error) {
	c := *s
	c.Solutions = slices.Clone(s.Solutions)
	slices.SortFunc(c.Solutions, func(a, b Solution) int { return a.Number - b.Number })
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&c); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Line is a sequence of moves in ICCS coordinates. In JSON it is one string
// with the moves separated by spaces, "h2e2 h9g7", which keeps the file
// short and a line readable at a glance.
type Line []string

// MarshalJSON writes the moves as one space-separated string.
func (l Line) MarshalJSON() ([]byte, error) {
	return json.Marshal(strings.Join(l, " "))
}

// UnmarshalJSON reads a space-separated string of moves.
func (l *Line) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("a line of moves must be a string like \"h2e2 h9g7\": %v", err)
	}
	*l = strings.Fields(s)
	return nil
}

// ParseSolutions reads a solutions file and checks each entry's form: a
// known verdict, a positive number, no number twice. Whether the lines are
// legal is Check's business.
func ParseSolutions(r io.Reader) (*Solutions, error) {
	var s Solutions
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("solutions: %v", err)
	}
	seen := map[int]bool{}
	for _, sol := range s.Solutions {
		if sol.Number < 1 || seen[sol.Number] {
			return nil, fmt.Errorf("solutions: puzzle number %d is invalid or repeated", sol.Number)
		}
		seen[sol.Number] = true
		if !sol.Verdict.Valid() {
			return nil, fmt.Errorf("solutions: puzzle %d: unknown verdict %q", sol.Number, sol.Verdict)
		}
	}
	return &s, nil
}

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
// legal where it is played.
func (sol Solution) ReplayPV() (*position.Position, error) {
	p, err := position.ParseFEN(sol.FEN)
	if err != nil {
		return nil, fmt.Errorf("puzzle %d: %v", sol.Number, err)
	}
	for i, text := range sol.PV {
		m, err := position.ParseMove(text)
		if err != nil || !p.IsLegal(m) {
			return nil, fmt.Errorf("puzzle %d: move %d of the main line, %q, is not legal in %s", sol.Number, i+1, text, p.FEN())
		}
		p.MakeMove(m)
	}
	return p, nil
}
