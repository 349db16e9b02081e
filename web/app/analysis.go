package app

import (
	"fmt"
	"math"
	"strings"
	"time"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/wire"
	"xiangqi/web/board"
	"xiangqi/web/game"
	"xiangqi/web/settings"
)

// The analysis board: in a mode that analyses (mode.analyses), the engine
// searches the shown position without end, several lines at once, and the
// page shows the lines, an evaluation bar and arrows. Every change of the
// shown position stops the search and starts a new one; leaving the mode
// stops it.

// analysis is the controller's state of the running analysis.
type analysis struct {
	id     int    // the search's id, 0 when none runs
	key    string // the position it analyses: start FEN and moves
	pos    *position.Position
	paused bool
	lines  []engineLine // by rank, 0 the best
	stats  wire.Info    // the latest report
	// ended: the search stopped by itself (no legal move, or it went as
	// deep as it can), so the lines are final.
	ended bool
	// drawn is when the page last drew a report, and held that a report
	// waits for the next frame of reports (reportFrame).
	drawn time.Time
	held  bool
}

// reportFrame is how often, at most, the page draws the running analysis'
// reports. The engine reports a line tens of times a second (every line of
// every iteration); drawing each would keep the page's main thread busy
// most of the time, so the page shows the latest report twice a second,
// often enough to follow the search and slow enough to read the lines.
// Whatever else changes is drawn at once. At 4x CPU throttling (a phone),
// stepping through an analysed game had a median of 8.5 tasks over 50 ms
// with four drawings a second and 5 with two (six runs each), and the main
// thread 12% less busy.
const reportFrame = 500 * time.Millisecond

// engineLine is one line as the engine reported it.
type engineLine struct {
	depth       int
	score, mate int // from the side to move of the analysed position
	moves       []position.Move
}

// AnalysisLine is one line of the analysis board, ready to show.
type AnalysisLine struct {
	Rank  int // 1 for the best
	Depth int
	// Score is in centipawns from Red's side; Mate > 0 when Red mates in
	// Mate moves, < 0 when Black does.
	Score, Mate int
	ScoreText   string // "+0.35", "#5", "-#3"
	Moves       []AnalysisMove
}

// AnalysisMove is one move of a line, in the player's notation.
type AnalysisMove struct {
	Text   string
	Number string // "3." or "3…" before Red's moves and the line's first
	Index  int    // 0 for the line's first move
}

// AnalysisView is what the analysis panel shows.
type AnalysisView struct {
	On       bool // the mode analyses
	Paused   bool
	Thinking bool // a search runs
	Lines    []AnalysisLine
	// Bar is the evaluation bar: Red's share, 0 to 1 (0.5 even), with the
	// data-score hook's text ("35", "mate 5", "mate -5", "" when unknown).
	Bar      float64
	BarScore string
	// Depth, NPS, Nodes and HashFull (permille) come from the latest report.
	Depth    int
	NPS      int64
	Nodes    int64
	HashFull int
	Exact    string // an endgame table's verdict, when it decides the position
	// Summary is the verdict in one line, for a page with no room for the
	// lines (an embedded board): the tables' verdict, or the best line's
	// score and its first moves ("+0.35 1. 炮二平五 马8进7 2. 马二进三").
	Summary string
}

// summaryMoves is how many moves of the best line the summary gives.
const summaryMoves = 4

// analysing reports whether the engine should be analysing now.
func (a *App) analysing() bool {
	return a.booted && a.mode.analyses() && !a.an.paused && !a.engine.Dead()
}

// refreshAnalysis starts the analysis of the shown position when it is not
// already running, and stops it when the mode does not analyse.
func (a *App) refreshAnalysis() {
	if !a.analysing() {
		a.stopAnalysis()
		return
	}
	path := a.shownPath()
	key := a.game.StartFEN() + "|" + strings.Join(a.game.ICCSTo(path), " ")
	if key == a.an.key && (a.an.id != 0 || a.an.ended) {
		return
	}
	a.stopAnalysis()
	a.an.key = key
	a.an.pos = a.game.PositionAt(path)
	a.an.lines, a.an.ended, a.an.stats = nil, false, wire.Info{}
	if a.an.pos.Status().Over() {
		a.an.ended = true
		return
	}
	a.engine.Start()
	a.engine.SetPosition(a.game.StartFEN(), a.game.ICCSTo(path))
	// The worker sends the lines' reports as often as they are drawn, not
	// after every depth: decoding the dozens a second of a fresh search
	// cost a phone's page more than drawing them.
	a.an.id = a.engine.Go(wire.Go{Infinite: true, MultiPV: a.settings.Lines, ReportMs: int(reportFrame.Milliseconds())})
}

// stopAnalysis abandons the running analysis.
func (a *App) stopAnalysis() {
	if a.an.id != 0 {
		if a.engine.Pending() == a.an.id {
			a.engine.Cancel()
		}
		a.an.id = 0
	}
	a.an.key = ""
	a.board.SetArrows(board.ArrowAnalysis, nil)
}

// ToggleAnalysis turns the game in hand into the analysis board, or back
// into a game against the engine (from the end of the main line, the player
// keeping their side).
func (a *App) ToggleAnalysis() {
	if a.mode.analyses() {
		a.cursor = nil
		a.switchMode(a.makeMode(game.Play))
		return
	}
	a.an.paused = false
	a.switchMode(a.makeMode(game.Analysis))
}

// switchMode treats the game in hand in mode m from now on.
func (a *App) switchMode(m mode) {
	a.cancelSearch()
	a.engErr = ""
	a.mode.leave()
	a.mode = m
	if m.usesEngine() {
		a.engine.Start()
	}
	a.board.Deselect()
	a.sync()
}

// PauseAnalysis stops or resumes the analysis board's engine.
func (a *App) PauseAnalysis() {
	a.an.paused = !a.an.paused
	a.refreshAnalysis()
	a.plat.Changed()
}

// analysisInfo takes one report of the running analysis.
func (a *App) analysisInfo(m wire.Info) {
	a.an.stats = m
	if m.Depth == 0 && m.Mate == 0 || len(m.PV) == 0 {
		a.reportChanged()
		return
	}
	rank := max(m.MultiPV, 1) - 1
	if rank >= settings.MaxLines {
		return
	}
	// Only the moves the panel shows are kept: checking the rest of a deep
	// line's moves, report after report, was most of a report's cost.
	moves := legalLine(a.an.pos, m.PV[:min(len(m.PV), shownPlies)])
	if len(moves) == 0 {
		return
	}
	for len(a.an.lines) <= rank {
		a.an.lines = append(a.an.lines, engineLine{})
	}
	a.an.lines[rank] = engineLine{depth: m.Depth, score: m.Score, mate: m.Mate, moves: moves}
	// The arrows follow whole iterations (the last line of a depth, or the
	// only one), not every report: each change repaints the board, which
	// costs a software-drawn page tens of milliseconds.
	if rank+1 >= a.settings.Lines || rank+1 >= len(legalMovesOf(a.an.pos)) {
		a.showAnalysisArrows()
	}
	a.reportChanged()
}

// reportChanged has the page draw the analysis' latest report: at once when
// the last drawing is a report frame old, else when it is (one timer for
// however many reports arrive meanwhile). Only the analysis is drawn
// (Platform.AnalysisChanged): a report changes nothing else.
func (a *App) reportChanged() {
	if a.an.held {
		return
	}
	wait := reportFrame - a.opts.Now().Sub(a.an.drawn)
	if wait <= 0 {
		a.drawReport()
		return
	}
	a.an.held = true
	a.plat.After(wait, func() {
		a.an.held = false
		a.drawReport()
	})
}

func (a *App) drawReport() {
	a.an.drawn = a.opts.Now()
	a.plat.AnalysisChanged()
}

// analysisEnded takes the end of the analysis search.
func (a *App) analysisEnded() {
	a.an.id = 0
	a.an.ended = true
	a.plat.Changed()
}

// showAnalysisArrows draws the first move of each line, the best strongest.
func (a *App) showAnalysisArrows() {
	var moves []position.Move
	for _, l := range a.an.lines {
		if len(l.moves) > 0 {
			moves = append(moves, l.moves[0])
		}
	}
	a.board.SetArrows(board.ArrowAnalysis, moves)
}

// legalMovesOf returns the legal moves of p (at least one line is expected
// of a position with one).
func legalMovesOf(p *position.Position) []position.Move {
	if p == nil {
		return nil
	}
	var buf [position.MaxMoves]position.Move
	return append([]position.Move(nil), p.LegalMoves(buf[:0])...)
}

// legalLine reads a line of ICCS moves from pos, up to the first that is not
// legal there (a report that belongs to another position gives none).
func legalLine(pos *position.Position, pv []string) []position.Move {
	if pos == nil {
		return nil
	}
	p := pos.Clone()
	var out []position.Move
	for _, text := range pv {
		m, err := position.ParseMove(text)
		if err != nil || !p.IsLegal(m) {
			break
		}
		p.MakeMove(m)
		out = append(out, m)
	}
	return out
}

// shownPlies is how much of a line the page keeps and shows. A line is one
// row cut to the panel's width, which shows four or five moves in Chinese
// notation (a phone held upright, a desktop's panel alike); the engine's
// lines grow past twenty as it goes deeper, and each move kept is checked,
// notated, laid out and painted again with every report, whether or not it
// is past the cut (the first report after a step draws every row anew, the
// largest frame of a phone's analysis). Eight leave a few past the cut for
// a wider panel.
const shownPlies = 8

// Analysis returns what the analysis panel shows.
func (a *App) Analysis() AnalysisView {
	v := AnalysisView{On: a.mode.analyses(), Paused: a.an.paused, Thinking: a.an.id != 0, Bar: 0.5}
	if !v.On {
		return v
	}
	st := a.an.stats
	v.Depth, v.NPS, v.Nodes, v.HashFull = st.Depth, int64(st.NPS), int64(st.Nodes), st.HashFull
	pos := a.an.pos
	if pos == nil {
		return v
	}
	red := pos.SideToMove() == position.Red
	// The game's start is worked out once: it is a copy of the position
	// taken back to its first move, which for every move of every line was
	// most of a report's cost.
	start := a.game.Start()
	for i, l := range a.an.lines {
		if len(l.moves) == 0 {
			continue
		}
		score, mate := l.score, l.mate
		if !red {
			score, mate = -score, -mate
		}
		line := AnalysisLine{Rank: i + 1, Depth: l.depth, Score: score, Mate: mate, ScoreText: scoreText(score, mate)}
		texts := notation.FormatLine(pos, l.moves, a.notation())
		p := pos.Clone()
		for j, m := range l.moves {
			mv := AnalysisMove{Text: texts[j], Index: j}
			if j == 0 || p.SideToMove() == position.Red {
				mv.Number = numberText(moveNumber(start, p), p.SideToMove() == position.Red)
			}
			p.MakeMove(m)
			line.Moves = append(line.Moves, mv)
		}
		v.Lines = append(v.Lines, line)
	}
	if len(v.Lines) > 0 {
		best := v.Lines[0]
		v.Bar = barShare(best.Score, best.Mate)
		v.BarScore = barHook(best.Score, best.Mate)
		v.Exact = a.exactText(pos, best)
		v.Summary = summaryText(best, v.Exact)
	} else if st := pos.Status(); st.Over() {
		// A finished position needs no engine: the bar shows the result.
		switch st.Result {
		case position.RedWins:
			v.Bar, v.BarScore = 1, "mate 0"
		case position.BlackWins:
			v.Bar, v.BarScore = 0, "mate -0"
		default:
			v.Bar, v.BarScore = 0.5, "0"
		}
	}
	return v
}

// exactText is the endgame tables' verdict on the analysed position, when
// they hold it: the engine's score there is the tables' (a mate in their
// distance, or exactly a draw), not a guess. A known drawn ending (no
// material that can mate) says so too.
func (a *App) exactText(pos *position.Position, best AnalysisLine) string {
	switch {
	case a.opts.KnownDraw != nil && a.opts.KnownDraw(pos):
		return a.T("analysis.knowndraw")
	case a.opts.InTables == nil || !a.opts.InTables(pos):
		return ""
	case best.Mate > 0:
		return a.T("analysis.tablewin", a.colorName(position.Red), best.Mate)
	case best.Mate < 0:
		return a.T("analysis.tablewin", a.colorName(position.Black), -best.Mate)
	case best.Score == 0:
		return a.T("analysis.tabledraw")
	}
	return ""
}

// summaryText is AnalysisView.Summary of the best line.
func summaryText(best AnalysisLine, exact string) string {
	if exact != "" {
		return exact
	}
	parts := []string{best.ScoreText}
	for _, m := range best.Moves[:min(len(best.Moves), summaryMoves)] {
		if m.Number != "" {
			parts = append(parts, m.Number)
		}
		parts = append(parts, m.Text)
	}
	return strings.Join(parts, " ")
}

// PlayAnalysisLine plays line rank's moves up to and including index into
// the tree from the analysed position, and shows the last of them.
func (a *App) PlayAnalysisLine(rank, index int) {
	if rank < 1 || rank > len(a.an.lines) || !a.mode.branches() {
		return
	}
	moves := a.an.lines[rank-1].moves
	if index < 0 || index >= len(moves) {
		return
	}
	moves = append([]position.Move(nil), moves[:index+1]...)
	path := a.shownPath()
	for _, m := range moves {
		p, err := a.game.PlayAt(path, m)
		if err != nil {
			break
		}
		path = p
	}
	a.setCursor(path)
	a.sound(SoundMove)
	a.sync()
}

// moveNumber is the number of the move about to be played in p, counted
// from the game's start.
func moveNumber(start, p *position.Position) int {
	ply := p.Ply() - start.Ply()
	if start.SideToMove() == position.Black {
		ply++
	}
	return ply/2 + 1
}

// scoreText writes a score from Red's side as players read it: "+0.35",
// "-1.20", "#5" (Red mates in 5), "-#3" (Black mates in 3).
func scoreText(score, mate int) string {
	switch {
	case mate > 0:
		return fmt.Sprintf("#%d", mate)
	case mate < 0:
		return fmt.Sprintf("-#%d", -mate)
	}
	return fmt.Sprintf("%+.2f", float64(score)/100)
}

// barHook is the evaluation bar's data-score: centipawns from Red's side, or
// "mate N" / "mate -N".
func barHook(score, mate int) string {
	if mate != 0 {
		return fmt.Sprintf("mate %d", mate)
	}
	return fmt.Sprint(score)
}

// barShare maps a score to Red's share of the bar: a mate fills it, and
// centipawns follow a logistic curve (+2 pawns fill about 69% of it, +5
// pawns 88%), so small edges show and big ones do not run off the end.
func barShare(score, mate int) float64 {
	switch {
	case mate > 0:
		return 1
	case mate < 0:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(score)/250))
}

// hintFromAnalysis shows the analysis' best move as the hint, when there is
// one, instead of a search of its own.
func (a *App) hintFromAnalysis() bool {
	if len(a.an.lines) == 0 || len(a.an.lines[0].moves) == 0 {
		return false
	}
	m := a.an.lines[0].moves[0]
	a.board.SetArrow(board.ArrowHint, m)
	a.plat.Notify(a.T("msg.hint", notation.Format(a.an.pos, m, a.notation())), false)
	a.plat.Changed()
	return true
}
