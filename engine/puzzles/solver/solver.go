// Package solver finds the engine's verdict on the composed endgames of
// engine/puzzles: a forced win for Red, a draw, a loss, or unknown within a
// time budget, with the main line. `xiangqi puzzles solve` runs it over the
// collection and writes assets/puzzles/solutions.json.
//
// It lives apart from engine/puzzles so that the page, which reads puzzles
// and verdicts, does not link the search.
package solver

import (
	"fmt"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
	"xiangqi/engine/search"
)

// Options configure a Solver.
type Options struct {
	// MoveTime is the search budget per puzzle.
	MoveTime time.Duration
	// HashMB is the size of the engine's hash table.
	HashMB int
	// A draw by score: the last DrawIterations completed iterations, the
	// last at least MinDrawDepth deep, all scored within DrawMargin
	// centipawns of zero. Composed endgames that are drawn with best play
	// usually end in a repetition or a bare ending, which the search scores
	// as exactly 0, so the margin can be small.
	DrawMargin, DrawIterations, MinDrawDepth int
	// KnownDraw, when not nil, reports positions no play can win (a
	// tablebase draw, a fortress); a main line ending in one is a draw.
	KnownDraw func(*position.Position) bool
	// Tables are the endgame tables the engine probes (nil: none).
	Tables search.Tables
}

// DefaultOptions returns a 10-second budget with a 64 MB hash table.
func DefaultOptions() Options {
	return Options{MoveTime: 10 * time.Second, HashMB: 64, DrawMargin: 10, DrawIterations: 4, MinDrawDepth: 12}
}

// decisiveScore: a score at or beyond it (and not a mate) is a win by the
// repetition rules, which the search scores just below its mates.
const decisiveScore = 20000

// Solver runs the full-strength engine over puzzles. It is not safe for
// concurrent use.
type Solver struct {
	opts   Options
	engine *search.Engine
	infos  []search.Info
}

// New returns a solver with its own engine at full strength.
func New(opts Options) *Solver {
	so := search.DefaultOptions()
	so.HashMB = opts.HashMB
	so.Level = search.MaxLevel
	so.Seed = 1
	so.Tables = opts.Tables
	return &Solver{opts: opts, engine: search.New(so)}
}

// Engine describes the engine and settings, for the solutions file.
func (s *Solver) Engine() string {
	o := s.engine.Options()
	return fmt.Sprintf("xiangqi engine/search, level %d (full strength), hash %d MB, one thread", o.Level, o.HashMB)
}

// Solve searches one puzzle from a cleared hash table and returns the
// verdict with the main line. A mate's line is played out to the mate,
// searching again from where the principal variation stops if need be.
func (s *Solver) Solve(pz puzzles.Puzzle) (puzzles.Solution, error) {
	p, err := pz.Position()
	if err != nil {
		return puzzles.Solution{}, err
	}
	if p.SideToMove() != position.Red {
		return puzzles.Solution{}, fmt.Errorf("puzzle %d: Black to move; the solver expects Red to move", pz.Number)
	}
	s.engine.NewGame()
	s.infos = s.infos[:0]
	start := time.Now()
	res := s.engine.Search(p, search.Limits{MoveTime: s.opts.MoveTime}, func(in search.Info) {
		in.PV = nil // aliases the engine's memory; only the numbers are kept
		s.infos = append(s.infos, in)
	})
	elapsed := time.Since(start)
	line := append([]position.Move(nil), res.PV...)
	sol := puzzles.Solution{
		Number: pz.Number, FEN: pz.FEN, Verdict: puzzles.Unknown,
		Mate: res.Mate, Score: res.Score, Depth: res.Depth, Nodes: res.Nodes, TimeMs: elapsed.Milliseconds(),
	}
	switch {
	case res.Mate > 0:
		sol.Verdict, sol.Reason = puzzles.Win, puzzles.ReasonMate
	case res.Mate < 0:
		sol.Verdict, sol.Reason = puzzles.Loss, puzzles.ReasonMate
	case res.Score >= decisiveScore:
		sol.Verdict, sol.Reason = puzzles.Win, puzzles.ReasonRuleWin
	case res.Score <= -decisiveScore:
		sol.Verdict, sol.Reason = puzzles.Loss, puzzles.ReasonRuleWin
	}
	switch {
	case res.Mate != 0:
		line = s.completeMate(p, line, res.Mate)
	case sol.Reason == puzzles.ReasonRuleWin:
		line = s.completeRuleWin(p, line, res.Score > 0)
	}
	end, endText := replay(p, line)
	sol.End = endText
	if end == nil {
		return puzzles.Solution{}, fmt.Errorf("puzzle %d: the engine's main line is not legal", pz.Number)
	}
	if endText == "" && s.opts.KnownDraw != nil && s.opts.KnownDraw(end) {
		sol.End = puzzles.EndKnownDraw
	}
	if sol.Verdict == puzzles.Unknown {
		switch {
		case sol.End == puzzles.EndKnownDraw || isRuleDraw(sol.End):
			sol.Verdict, sol.Reason = puzzles.Draw, puzzles.ReasonLineEndsDrawn
		case s.stableDraw() && abs(res.Score) <= s.opts.DrawMargin:
			sol.Verdict, sol.Reason = puzzles.Draw, puzzles.ReasonStableScore
		}
	}
	sol.PV = make([]string, len(line))
	for i, m := range line {
		sol.PV[i] = m.String()
	}
	return sol, nil
}

// stableDraw reports whether the last iterations all scored about zero. The
// caller also checks the final score, which an unfinished iteration may have
// changed.
func (s *Solver) stableDraw() bool {
	n := len(s.infos)
	if n < s.opts.DrawIterations || n == 0 || s.infos[n-1].Depth < s.opts.MinDrawDepth {
		return false
	}
	for _, in := range s.infos[n-s.opts.DrawIterations:] {
		if in.Mate != 0 || in.Score > s.opts.DrawMargin || in.Score < -s.opts.DrawMargin {
			return false
		}
	}
	return true
}

// isRuleDraw reports whether a game-over reason is a draw by the rules.
func isRuleDraw(reason string) bool {
	switch position.Reason(reason) {
	case position.Repetition, position.MoveLimit, position.InsufficientMaterial:
		return true
	}
	return false
}

// replay plays line on a copy of p and returns the final position with the
// reason the game ended there ("" while it goes on), or nil when a move is
// not legal or comes after the end.
func replay(p *position.Position, line []position.Move) (*position.Position, string) {
	q := p.Clone()
	if len(puzzles.PlayLegal(q, line)) < len(line) {
		return nil, ""
	}
	return q, string(q.Status().Reason)
}

// completeMate extends a mating line that the principal variation cut short
// (the hash table often ends it early) by searching again from its end,
// until the game is over or no mate is seen. The searches are bounded by
// the distance left, so a mate in a few moves costs little.
func (s *Solver) completeMate(p *position.Position, line []position.Move, mate int) []position.Move {
	q := p.Clone()
	line = puzzles.PlayLegal(q, line)
	maxPlies := 2*abs(mate) - 1
	for attempts := 0; len(line) < maxPlies && attempts < maxPlies; attempts++ {
		if q.Status().Over() {
			break
		}
		// With one legal move the engine answers without searching, and so
		// without a mate score: play it and look again.
		var buf [position.MaxMoves]position.Move
		if legal := q.LegalMoves(buf[:0]); len(legal) == 1 {
			q.MakeMove(legal[0])
			line = append(line, legal[0])
			continue
		}
		left := maxPlies - len(line)
		res := s.engine.Search(q, search.Limits{Depth: left + 2, MoveTime: s.opts.MoveTime}, nil)
		if res.Move == position.NoMove || res.Mate == 0 {
			break
		}
		line = append(line, puzzles.PlayLegal(q, res.PV)...)
	}
	return line
}

// ruleLinePlies bounds the length of a line that wins by the repetition
// rules, and ruleStepShare is the part of the budget each search along it
// gets: the third repetition may be some way off, and each step only has
// to keep the win in sight.
const (
	ruleLinePlies = 100
	ruleStepShare = 10
)

// completeRuleWin extends a line that wins by the repetition rules (the
// loser is forced to check or chase perpetually) until the rules end the
// game, while every search on the way still sees the win. redWins says
// which side wins.
func (s *Solver) completeRuleWin(p *position.Position, line []position.Move, redWins bool) []position.Move {
	winner := position.Black
	if redWins {
		winner = position.Red
	}
	q := p.Clone()
	line = puzzles.PlayLegal(q, line)
	step := max(s.opts.MoveTime/ruleStepShare, 100*time.Millisecond)
	for attempts := 0; len(line) < ruleLinePlies && attempts < ruleLinePlies; attempts++ {
		if q.Status().Over() {
			break
		}
		var buf [position.MaxMoves]position.Move
		if legal := q.LegalMoves(buf[:0]); len(legal) == 1 {
			q.MakeMove(legal[0])
			line = append(line, legal[0])
			continue
		}
		res := s.engine.Search(q, search.Limits{MoveTime: step}, nil)
		score := res.Score
		if q.SideToMove() != winner {
			score = -score
		}
		if res.Move == position.NoMove || score < decisiveScore {
			break
		}
		line = append(line, puzzles.PlayLegal(q, res.PV)...)
	}
	return line
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
