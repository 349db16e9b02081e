package app

import (
	"errors"
	"strings"
	"testing"
	"time"

	"xiangqi/engine/book"
	"xiangqi/engine/explorer"
	"xiangqi/engine/position"
	"xiangqi/web/engineclient"
)

// explorerCorpus: 炮二平五 in five games (three Red wins, a draw, a loss),
// 兵七进一 in two; after 炮二平五 马8进7, 马二进三 in four.
const explorerCorpus = "result\tred\tblack\tevent\tdate\tmoves\n" +
	"1-0\ta\tb\te\td\th2e2 h9g7 h0g2 i9h9\n" +
	"1-0\ta\tb\te\td\th2e2 h9g7 h0g2 b9c7\n" +
	"1-0\ta\tb\te\td\th2e2 h9g7 h0g2\n" +
	"1/2-1/2\ta\tb\te\td\th2e2 h9g7 h0g2\n" +
	"0-1\ta\tb\te\td\th2e2 h7e7\n" +
	"1/2-1/2\ta\tb\te\td\tc3c4 g6g5\n" +
	"1/2-1/2\ta\tb\te\td\tc3c4 g6g5\n"

type explorerPlatformFake struct {
	*fakePlatform
	loads int
	later []func()
}

func (p *explorerPlatformFake) LoadExplorer()   { p.loads++ }
func (p *explorerPlatformFake) Later(fn func()) { p.later = append(p.later, fn) }

// runLater runs what the controller asked to run later, until nothing is
// left; it returns how many turns that took.
func (p *explorerPlatformFake) runLater() int {
	n := 0
	for ; len(p.later) > 0; n++ {
		fn := p.later[0]
		p.later = p.later[1:]
		fn()
	}
	return n
}

type explorerRig struct {
	*rig
	ep   *explorerPlatformFake
	data []byte
}

func newExplorerRig(t *testing.T) *explorerRig {
	r := &rig{t: t, plat: &fakePlatform{}, now: time.Unix(5000, 0)}
	ep := &explorerPlatformFake{fakePlatform: r.plat}
	dial := func() engineclient.Transport {
		w := &fakeWorker{}
		r.workers = append(r.workers, w)
		return w
	}
	opening := func(moves []position.Move) (string, string, bool) {
		o, ok := book.NameOpening(position.NewStart(), moves)
		return o.ZH, o.EN, ok
	}
	r.a = New(ep, dial, Options{Now: func() time.Time { return r.now }, Opening: opening})
	tab, _, err := explorer.Count(strings.NewReader(explorerCorpus), explorer.Options{MaxPly: 30, MinGames: 2})
	if err != nil {
		t.Fatal(err)
	}
	data, _ := tab.Encode()
	return &explorerRig{rig: r, ep: ep, data: data}
}

// open opens the explorer and answers its fetch.
func (r *explorerRig) open() {
	r.t.Helper()
	r.a.ToggleExplorer()
	if r.ep.loads != 1 {
		r.t.Fatalf("%d fetches of the explorer's data, want 1", r.ep.loads)
	}
	r.a.ExplorerLoaded(r.data, nil)
	r.ep.runLater()
}

func rowsOf(v ExplorerView) string {
	var parts []string
	for _, r := range v.Rows {
		parts = append(parts, r.ICCS+"="+r.GamesText)
	}
	return strings.Join(parts, " ")
}

func TestExplorerFollowsTheGame(t *testing.T) {
	r := newExplorerRig(t)
	r.start(Boot{})
	r.send(`{"type":"ready"}`)
	if r.a.ExplorerOpen() || r.ep.loads != 0 {
		t.Fatal("the explorer is open, or its data fetched, before the player asked")
	}
	r.a.ToggleExplorer()
	if v := r.a.Explorer(); v.State != "loading" || v.Empty != "Loading the master games…" || len(v.Rows) != 0 {
		t.Errorf("while loading: %+v", v)
	}
	r.a.ExplorerLoaded(r.data, nil)
	v := r.a.Explorer()
	if v.State != "ready" || rowsOf(v) != "h2e2=5 c3c4=2" || v.Summary != "7 games" || !v.Playable || v.Opening != "" {
		t.Fatalf("start: %+v", v)
	}
	if row := v.Rows[0]; row.Red != 60 || row.Draw != 20 || row.Black != 20 || row.Text != "C2.5" ||
		row.Label != "C2.5: 5 games; Red won 60%, drew 20%, Black won 20%" {
		t.Errorf("炮二平五 row: %+v", row)
	}
	// Closed and opened again: no second fetch.
	r.a.ToggleExplorer()
	r.a.ToggleExplorer()
	if r.ep.loads != 1 || !r.a.ExplorerOpen() {
		t.Errorf("%d fetches after reopening", r.ep.loads)
	}

	r.a.Set("notation", "chinese")
	if v := r.a.Explorer(); v.Rows[0].Text != "炮二平五" {
		t.Errorf("in Chinese notation the row reads %q", v.Rows[0].Text)
	}
	// Tapping a row is the player's move: the engine is asked to reply,
	// and meanwhile the rows cannot be tapped.
	r.a.PlayExplorerMove("h2e2")
	if r.moves() != "h2e2" || !r.a.Thinking() {
		t.Fatalf("after tapping 炮二平五: moves %q, thinking %v", r.moves(), r.a.Thinking())
	}
	if v := r.a.Explorer(); v.Playable || v.Locked == "" || rowsOf(v) != "h9g7=4" || v.Opening != "Central Cannon" {
		t.Errorf("during the engine's reply: %+v", v)
	}
	r.a.PlayExplorerMove("h9g7") // not the player's turn
	if r.moves() != "h2e2" {
		t.Errorf("a row played in the engine's turn: %q", r.moves())
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	if v := r.a.Explorer(); !v.Playable || rowsOf(v) != "h0g2=4" || v.Rows[0].Text != "马二进三" {
		t.Errorf("after 马8进7: %+v", v)
	}
	// Stepping back shows the earlier position's moves, not to be played.
	r.a.Show(0)
	if v := r.a.Explorer(); rowsOf(v) != "h2e2=5 c3c4=2" || v.Playable || !strings.Contains(v.Locked, "earlier position") {
		t.Errorf("reviewing the start: %+v", v)
	}
	r.a.PlayExplorerMove("c3c4")
	if r.moves() != "h2e2 h9g7" {
		t.Errorf("a row played while reviewing: %q", r.moves())
	}
	r.a.Live()
	r.a.PlayExplorerMove("h0g2")
	r.send(`{"type":"bestmove","id":%d,"move":"c6c5"}`, r.goID())
	if v := r.a.Explorer(); len(v.Rows) != 0 || v.Empty != "No master games here." || v.Note == "" {
		t.Errorf("a position no master reached: %+v", v)
	}
	// An illegal move (a stale row) is refused like a bad tap.
	r.a.PlayExplorerMove("a0a9")
	if r.moves() != "h2e2 h9g7 h0g2 c6c5" {
		t.Errorf("an illegal move was played: %q", r.moves())
	}
}

func TestExplorerInAnalysisAndViewModes(t *testing.T) {
	r := newExplorerRig(t)
	r.start(Boot{Fragment: "#mode=analysis"})
	r.open()
	r.a.PlayExplorerMove("h2e2")
	r.a.PlayExplorerMove("h9g7")
	if r.moves() != "h2e2 h9g7" {
		t.Errorf("analysis: both sides' rows play: %q", r.moves())
	}
	// Stepped back to the start, a row starts a variation; the game keeps
	// its moves and the explorer follows the variation.
	r.a.Show(0)
	if view := r.a.Explorer(); !view.Playable || rowsOf(view) != "h2e2=5 c3c4=2" {
		t.Fatalf("analysis, back at the start: %+v", view)
	}
	r.a.PlayExplorerMove("c3c4")
	if r.moves() != "h2e2 h9g7" || r.a.ShownPly() != 1 || !r.a.CanPromote() {
		t.Errorf("after a row at the start: game %q, shown %q", r.moves(), r.a.CurrentPath())
	}
	if view := r.a.Explorer(); rowsOf(view) != "g6g5=2" || !view.Playable {
		t.Errorf("in the variation 兵七进一: %+v", view)
	}
	v := newExplorerRig(t)
	v.start(Boot{Fragment: "#mode=view&moves=h2e2"})
	v.open()
	if view := v.a.Explorer(); view.Playable || rowsOf(view) != "h9g7=4 h7e7=1" && rowsOf(view) != "h9g7=4" {
		t.Errorf("view mode: %+v", view)
	}
	v.a.PlayExplorerMove("h9g7")
	if v.moves() != "h2e2" {
		t.Errorf("a row played in view mode: %q", v.moves())
	}
}

func TestExplorerPastTheOpening(t *testing.T) {
	r := newExplorerRig(t)
	// Move 16, Red to move: ply 30.
	r.start(Boot{Fragment: "#fen=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR%20w%20-%20-%200%2016"})
	r.send(`{"type":"ready"}`)
	r.open()
	// The start position set up at move 16 is still the start position:
	// the explorer goes by the position, not by the move number.
	if v := r.a.Explorer(); rowsOf(v) != "h2e2=5 c3c4=2" {
		t.Errorf("the start position set up at move 16: %+v", v)
	}
	r.a.PlayExplorerMove("i0i1")
	r.send(`{"type":"bestmove","id":%d,"move":"i9i8"}`, r.goID())
	if v := r.a.Explorer(); v.Empty != "No master games here: the explorer covers the first 30 plies." {
		t.Errorf("past ply 30: %+v", v)
	}
}

func TestExplorerLoadFailure(t *testing.T) {
	r := newExplorerRig(t)
	r.start(Boot{Language: "zh-CN"})
	r.a.ToggleExplorer()
	r.a.ExplorerLoaded(nil, errors.New("explorer.bin: HTTP 404"))
	if v := r.a.Explorer(); v.State != "failed" || v.Empty != "无法载入大师对局：explorer.bin: HTTP 404" {
		t.Errorf("failed fetch: %+v", v)
	}
	if len(r.plat.errors) == 0 {
		t.Error("the failure was not reported")
	}
	// Opening it again tries again; corrupt data is refused with a reason.
	r.a.ToggleExplorer()
	r.a.ToggleExplorer()
	if r.ep.loads != 2 {
		t.Fatalf("%d fetches, want a second try", r.ep.loads)
	}
	r.a.ExplorerLoaded([]byte("XQEX but not really"), nil)
	if v := r.a.Explorer(); v.State != "failed" || !strings.Contains(v.Empty, "corrupt") {
		t.Errorf("corrupt data: %+v", v)
	}
}

// TestExplorerReadsInSlices: with a clock that runs 5 ms a look, reading
// the data takes turns of the browser, and the explorer says it is loading
// until the last.
func TestExplorerReadsInSlices(t *testing.T) {
	r := newExplorerRig(t)
	r.a.opts.Now = func() time.Time { r.now = r.now.Add(5 * time.Millisecond); return r.now }
	r.start(Boot{})
	// A file of some 2,000 records: every pair of first moves, each
	// followed by Red's first legal move.
	corpus := explorerCorpus
	start := position.NewStart()
	for _, m1 := range start.LegalMoves(nil) {
		start.MakeMove(m1)
		for _, m2 := range start.LegalMoves(nil) {
			start.MakeMove(m2)
			corpus += "1-0\ta\tb\te\td\t" + m1.String() + " " + m2.String() + " " + start.LegalMoves(nil)[0].String() + "\n"
			start.UnmakeMove()
		}
		start.UnmakeMove()
	}
	tab, _, err := explorer.Count(strings.NewReader(corpus), explorer.Options{MaxPly: 30, MinGames: 1})
	if err != nil {
		t.Fatal(err)
	}
	r.data, _ = tab.Encode()
	r.a.ToggleExplorer()
	r.a.ExplorerLoaded(r.data, nil)
	if v := r.a.Explorer(); v.State != "loading" || len(r.ep.later) != 1 {
		t.Fatalf("after the first slice: %+v, %d calls waiting", v, len(r.ep.later))
	}
	if turns := r.ep.runLater(); turns < 1 {
		t.Errorf("%d more turns", turns)
	}
	if v := r.a.Explorer(); v.State != "ready" || !strings.HasPrefix(rowsOf(v), "h2e2=") || len(v.Rows) != 44 {
		t.Errorf("after the last slice: %+v", v)
	}
}

func TestShares(t *testing.T) {
	cases := []struct {
		s       explorer.Stats
		r, d, b int
	}{
		{explorer.Stats{RedWins: 1, Draws: 1, BlackWins: 1}, 34, 33, 33},
		{explorer.Stats{RedWins: 6303, Draws: 5486, BlackWins: 4836}, 38, 33, 29},
		{explorer.Stats{Draws: 3}, 0, 100, 0},
		{explorer.Stats{RedWins: 1, BlackWins: 2}, 33, 0, 67},
		{explorer.Stats{}, 0, 0, 0},
	}
	for _, c := range cases {
		r, d, b := shares(c.s)
		if r != c.r || d != c.d || b != c.b {
			t.Errorf("shares(%+v) = %d %d %d, want %d %d %d", c.s, r, d, b, c.r, c.d, c.b)
		}
	}
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 16625: "16,625", 1234567: "1,234,567"} {
		if got := groupDigits(n); got != want {
			t.Errorf("groupDigits(%d) = %q, want %q", n, got, want)
		}
	}
}
