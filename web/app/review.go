package app

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/review"
	"xiangqi/engine/wire"
	"xiangqi/web/board"
	"xiangqi/web/game"
	"xiangqi/web/settings"
)

// The review (复盘): the engine searches every position of the main line in
// the worker, one after another, each with a fixed node budget and the
// engine cleared first (engine/review's Thoroughness), so the marks depend
// on the game alone and match `xiangqi review`. Marks appear as their two
// positions are known; finished work is cached per game (ReviewPlatform),
// so leaving, coming back or reloading loses nothing. The review mode
// (mode_review.go) shows it.

// ReviewPlatform is what the review needs from the browser besides
// Platform: a place for finished reviews. A platform without it reviews
// without a cache.
type ReviewPlatform interface {
	StoredReview(key string) (data string, ok bool)
	StoreReview(key, data string) error
}

// reviewJob is the review of one game's main line at one thoroughness.
type reviewJob struct {
	key      string // the game and thoroughness (reviewKey)
	thorough review.Thoroughness
	fen      string // the game's start ("" for the opening)
	start    *position.Position
	moves    []position.Move
	evals    []*review.Eval // one per position; nil until searched
	next     int            // the next position to search
	id       int            // the search in flight, 0 when none
	pv       []position.Move
	running  bool
	result   *review.Review // the moves judged so far (those with both positions known)
}

// reviewKey names a review in the cache: the start, the moves and the
// thoroughness.
func reviewKey(fen string, moves []string, t review.Thoroughness) string {
	return t.Name + "|" + fen + "|" + strings.Join(moves, " ")
}

// done reports whether every position has been searched.
func (j *reviewJob) done() bool { return j != nil && j.next > len(j.moves) && j.id == 0 }

// startReview begins (or resumes) the review of the game's main line.
func (a *App) startReview() {
	t := a.thoroughness()
	fen, iccs := a.game.StartFEN(), a.game.ICCS()
	key := reviewKey(fen, iccs, t)
	if a.rv != nil && a.rv.key == key {
		if !a.rv.done() && !a.rv.running {
			a.rv.running = true
			a.reviewNext()
		}
		return
	}
	a.cancelReview()
	j := &reviewJob{key: key, thorough: t, fen: fen, start: a.game.Start(), moves: a.game.Moves(), running: true}
	j.evals = make([]*review.Eval, len(j.moves)+1)
	a.rv = j
	a.loadCachedReview(j)
	a.judgeReview()
	a.reviewNext()
}

// thoroughness is the player's choice of how hard the review looks.
func (a *App) thoroughness() review.Thoroughness {
	if t, ok := review.ParseThoroughness(a.settings.Thoroughness); ok {
		return t
	}
	return review.Standard
}

// reviewNext asks the engine for the next position not yet known.
func (a *App) reviewNext() {
	j := a.rv
	if j == nil || !j.running || j.id != 0 {
		return
	}
	for j.next <= len(j.moves) && j.evals[j.next] != nil {
		j.next++
	}
	if j.next > len(j.moves) {
		j.running = false
		a.storeReview(j)
		a.plat.Changed()
		a.refreshAnalysis() // the analysis board takes over the engine
		return
	}
	texts := make([]string, j.next)
	for i, m := range j.moves[:j.next] {
		texts[i] = m.String()
	}
	a.engine.Start()
	a.engine.NewGame()
	a.engine.SetPosition(j.fen, texts)
	j.pv = nil
	j.id = a.engine.Go(wire.Go{Nodes: int64(j.thorough.Nodes), Level: settings.MaxLevel, OwnBook: wire.Bool(false)})
}

// reviewInfo keeps the line of the search in flight.
func (a *App) reviewInfo(m wire.Info) {
	if m.MultiPV <= 1 && len(m.PV) > 0 {
		a.rv.pv = legalLine(a.reviewPosition(a.rv.next), m.PV)
	}
}

// reviewBest records one position's evaluation and goes on.
func (a *App) reviewBest(m wire.BestMove) {
	j := a.rv
	j.id = 0
	best := position.NoMove
	if mv, err := position.ParseMove(m.Move); err == nil {
		best = mv
	}
	ponder := position.NoMove
	if mv, err := position.ParseMove(m.Ponder); err == nil {
		ponder = mv
	}
	e := review.MakeEval(best, ponder, m.Score, m.Mate, m.Depth, j.pv)
	j.evals[j.next] = &e
	j.next++
	a.judgeReview()
	if j.next%8 == 0 {
		a.storeReview(j) // a reload keeps most of the work
	}
	a.reviewNext()
	a.plat.Changed()
}

// reviewPosition is the position after n moves of the reviewed game.
func (a *App) reviewPosition(n int) *position.Position {
	p := a.rv.start.Clone()
	for _, m := range a.rv.moves[:min(n, len(a.rv.moves))] {
		p.MakeMove(m)
	}
	return p
}

// judgeReview classifies every move whose two positions are known.
func (a *App) judgeReview() {
	j := a.rv
	r := &review.Review{}
	if j.evals[0] != nil {
		r.StartRedExpected = redSide(j.start.SideToMove(), j.evals[0].Expected())
	}
	p := j.start.Clone()
	for i, m := range j.moves {
		if j.evals[i] != nil && j.evals[i+1] != nil {
			mv := review.JudgeMove(p, m, *j.evals[i], *j.evals[i+1], a.opts.InBook)
			mv.Ply = i + 1
			r.Moves = append(r.Moves, mv)
		} else {
			r.Moves = append(r.Moves, review.Move{Ply: i + 1, Move: m, Mover: p.SideToMove()})
		}
		p.MakeMove(m)
	}
	r.Summarise()
	j.result = r
	a.marksVersion++ // the marks are part of the move list
}

func redSide(stm position.Color, e float64) float64 {
	if stm == position.Red {
		return e
	}
	return 1 - e
}

// cancelReview stops the review's search; the work done stays cached.
func (a *App) cancelReview() {
	j := a.rv
	if j == nil {
		return
	}
	if j.id != 0 && a.engine.Pending() == j.id {
		a.engine.Cancel()
	}
	j.id, j.running = 0, false
	a.storeReview(j)
}

// CancelReview stops the review (the marks found so far stay).
func (a *App) CancelReview() {
	a.cancelReview()
	a.plat.Changed()
}

// ResumeReview goes on with a cancelled review.
func (a *App) ResumeReview() {
	if a.rv != nil && !a.rv.done() {
		a.rv.running = true
		a.reviewNext()
		a.plat.Changed()
	}
}

// The cache: one entry per game and thoroughness, each position's
// evaluation as "score,mate,best,pv moves" separated by ';' (an empty field
// for a position not yet searched).

const reviewCacheKey = "xiangqi-review"

func (a *App) storeReview(j *reviewJob) {
	rp, ok := a.plat.(ReviewPlatform)
	if !ok || a.embed {
		return
	}
	var b strings.Builder
	b.WriteString(j.key + "\n")
	for i, e := range j.evals {
		if i > 0 {
			b.WriteByte(';')
		}
		if e == nil {
			continue
		}
		fmt.Fprintf(&b, "%d,%d,%d", e.Score, e.Mate, e.Depth)
		for _, m := range e.PV {
			b.WriteString("," + m.String())
		}
	}
	_ = rp.StoreReview(reviewCacheKey, b.String()) // a cache: a failed write only costs time later
}

func (a *App) loadCachedReview(j *reviewJob) {
	rp, ok := a.plat.(ReviewPlatform)
	if !ok {
		return
	}
	data, ok := rp.StoredReview(reviewCacheKey)
	if !ok {
		return
	}
	key, body, _ := strings.Cut(data, "\n")
	if key != j.key {
		return
	}
	fields := strings.Split(body, ";")
	if len(fields) != len(j.evals) {
		return
	}
	p := j.start.Clone()
	for i, f := range fields {
		if f != "" {
			if e, ok := parseCachedEval(p, f); ok {
				j.evals[i] = &e
			}
		}
		if i < len(j.moves) {
			p.MakeMove(j.moves[i])
		}
	}
}

// parseCachedEval reads one cached evaluation, checking its line against
// the position so a damaged cache gives nothing rather than nonsense.
func parseCachedEval(p *position.Position, f string) (review.Eval, bool) {
	parts := strings.Split(f, ",")
	if len(parts) < 3 {
		return review.Eval{}, false
	}
	score, err1 := strconv.Atoi(parts[0])
	mate, err2 := strconv.Atoi(parts[1])
	depth, err3 := strconv.Atoi(parts[2])
	if err1 != nil || err2 != nil || err3 != nil {
		return review.Eval{}, false
	}
	pv := legalLine(p, parts[3:])
	if len(pv) != len(parts)-3 {
		return review.Eval{}, false
	}
	best := position.NoMove
	if len(pv) > 0 {
		best = pv[0]
	}
	return review.Eval{Score: score, Mate: mate, Depth: depth, Best: best, PV: pv}, true
}

// ReviewView is what the review panel shows.
type ReviewView struct {
	On          bool
	Done, Total int // positions searched
	Running     bool
	Finished    bool
	// Points is Red's expected score before the first move and after each
	// (nil entries are not known yet): the chart.
	Points []*float64
	Red    review.Summary
	Black  review.Summary
	// Shown is the judged move on the board, when it is one.
	Shown *review.Move
}

// Review returns what the review panel shows.
func (a *App) Review() ReviewView {
	v := ReviewView{On: a.mode.id() == reviewModeID}
	j := a.rv
	if !v.On || j == nil || j.result == nil {
		return v
	}
	v.Total = len(j.evals)
	for _, e := range j.evals {
		if e != nil {
			v.Done++
		}
	}
	v.Running, v.Finished = j.running, j.done()
	r := j.result
	v.Red, v.Black = r.Red, r.Black
	v.Points = make([]*float64, len(j.evals))
	if j.evals[0] != nil {
		e := r.StartRedExpected
		v.Points[0] = &e
	}
	for i, m := range r.Moves {
		if j.evals[i+1] != nil {
			e := redSide(stmAfter(j.start, i+1), j.evals[i+1].Expected())
			v.Points[i+1] = &e
		}
		if i+1 == a.ShownPly() && a.shownPath().IsMain() && m.Mark != "" {
			mm := m
			v.Shown = &mm
		}
	}
	return v
}

// stmAfter is the side to move after n moves from start.
func stmAfter(start *position.Position, n int) position.Color {
	if n%2 == 0 {
		return start.SideToMove()
	}
	return start.SideToMove().Other()
}

// MoveMark returns the review's mark of the main-line move at ply, or "".
func (a *App) MoveMark(ply int) review.Mark { return a.markOf(ply) }

// markOf returns the review's mark of the main-line move at ply, or "".
func (a *App) markOf(ply int) review.Mark {
	if a.rv == nil || a.rv.result == nil || a.mode.id() != reviewModeID || ply < 1 || ply > len(a.rv.result.Moves) {
		return ""
	}
	if a.rv.key != reviewKey(a.game.StartFEN(), a.game.ICCS(), a.rv.thorough) {
		return "" // the game changed since
	}
	return a.rv.result.Moves[ply-1].Mark
}

// showReviewArrow draws the better move at a marked move of the main line,
// as an arrow over the position before it.
func (a *App) showReviewArrow() {
	a.board.SetArrow(board.ArrowBetter, position.NoMove)
	v := a.Review()
	if v.Shown == nil || v.Shown.Mark.NAG() == 0 || v.Shown.Best == position.NoMove {
		return
	}
	a.board.SetArrow(board.ArrowBetter, v.Shown.Best)
}

// annotate writes the finished review into a record for saving.
func (a *App) annotate(g *notation.Game) {
	j := a.rv
	if !j.done() || j.key != reviewKey(a.game.StartFEN(), a.game.ICCS(), j.thorough) {
		return
	}
	review.Annotate(g, j.result)
	g.SetTag(review.AnnotatorTag, "Xiangqi review ("+j.thorough.Name+")")
}

// adoptReview reads the review a saved PGN carries (engine/review's
// comments) into a finished review job, and takes the review's commands out
// of the game's comments; nil when the game carries no review.
func (a *App) adoptReview(g *game.Game) *reviewJob {
	r, ok := review.FromAnnotated(g.Record())
	if !ok || len(r.Moves) != g.Ply() {
		return nil
	}
	t := a.thoroughness()
	j := &reviewJob{key: reviewKey(g.StartFEN(), g.ICCS(), t), thorough: t, fen: g.StartFEN(),
		start: g.Start(), moves: g.Moves(), result: r}
	j.evals = make([]*review.Eval, g.Ply()+1)
	j.next = len(j.evals)
	stm := j.start.SideToMove()
	j.evals[0] = &review.Eval{}
	for i, m := range r.Moves {
		stm = stm.Other()
		// The review wrote the score after each move from Red's side.
		e := review.Eval{Score: m.RedScore, Mate: m.RedMate}
		if stm == position.Black {
			e.Score, e.Mate = -e.Score, -e.Mate
		}
		j.evals[i+1] = &e
		if m.Best != position.NoMove {
			j.evals[i].Best, j.evals[i].PV = m.Best, m.BestLine
		}
	}
	path := game.Path{}
	for i := 0; i < g.Ply(); i++ {
		path = path.Child(0)
		if n, ok := g.Node(path); ok {
			g.SetComment(path, review.StripComment(n.Comment))
		}
	}
	return j
}
