package api

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"xiangqi/engine/book"
	"xiangqi/engine/book/bundled"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
)

// move posts body to /api/move and decodes a 200 answer.
func move(t *testing.T, h http.Handler, body string) MoveResponse {
	t.Helper()
	rec := do(t, h, http.MethodPost, PathMove, "application/json", body)
	if rec.Code != http.StatusOK {
		t.Fatalf("%s: status %d: %s", body, rec.Code, rec.Body)
	}
	var got MoveResponse
	decode(t, rec, &got)
	return got
}

// replay plays moves from fen ("" for the start) and fails the test on an
// illegal one.
func replay(t *testing.T, fen string, moves ...string) *position.Position {
	t.Helper()
	p := position.NewStart()
	if fen != "" {
		var err error
		if p, err = position.ParseFEN(fen); err != nil {
			t.Fatal(err)
		}
	}
	for i, text := range moves {
		m, err := position.ParseMove(text)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("move %d %q is not legal in %s", i, text, p.FEN())
		}
		p.MakeMove(m)
	}
	return p
}

// checkLine checks that pv starts with the move and is legal from p.
func checkLine(t *testing.T, p *position.Position, got MoveResponse) {
	t.Helper()
	if len(got.PV) == 0 || got.PV[0] != got.Move {
		t.Fatalf("pv %v does not start with the move %q", got.PV, got.Move)
	}
	q := p.Clone()
	for i, text := range got.PV {
		m, err := position.ParseMove(text)
		if err != nil || !q.IsLegal(m) {
			t.Fatalf("pv[%d] %q is not legal in %s", i, text, q.FEN())
		}
		q.MakeMove(m)
	}
}

func TestBookMoveAtStart(t *testing.T) {
	b, err := bundled.Book()
	if err != nil {
		t.Fatalf("the embedded book does not load: %v", err)
	}
	var inBook []string
	for _, c := range b.Moves(position.NewStart()) {
		inBook = append(inBook, c.Move.String())
	}
	if len(inBook) == 0 {
		t.Fatal("the book has no move at the start position")
	}
	h := New(Options{})
	for _, body := range []string{`{}`, `{"fen":"","moves":[],"level":3}`, `{"moves":null,"level":null,"book":true}`} {
		got := move(t, h, body)
		if !got.FromBook || !slices.Contains(inBook, got.Move) {
			t.Errorf("%s: move %q fromBook %v, want one of the book's %v", body, got.Move, got.FromBook, inBook)
		}
		if got.Depth != 0 || got.Nodes != 0 || !slices.Equal(got.PV, []string{got.Move}) {
			t.Errorf("%s: a book move searched: depth %d nodes %d pv %v", body, got.Depth, got.Nodes, got.PV)
		}
		if got.Status.Result != "ongoing" || got.StatusAfter == nil || got.StatusAfter.Result != "ongoing" {
			t.Errorf("%s: status %+v after %+v, want ongoing", body, got.Status, got.StatusAfter)
		}
		// One move from the start names a first-move opening whenever the
		// table has one for it.
		m, _ := position.ParseMove(got.Move)
		want, named := book.NameOpening(position.NewStart(), []position.Move{m})
		if named != (got.Opening != nil) || (named && got.Opening.ZH != want.ZH) {
			t.Errorf("%s: opening %+v, want %+v (named %v)", body, got.Opening, want, named)
		}
	}
}

func TestSearchedMove(t *testing.T) {
	h := New(Options{})
	start := time.Now()
	got := move(t, h, `{"moves":["h2e2","h9g7"],"level":10,"movetimeMs":200,"book":false}`)
	elapsed := time.Since(start)
	if got.FromBook || got.Depth < 1 || got.Nodes == 0 {
		t.Errorf("want a search: fromBook %v depth %d nodes %d", got.FromBook, got.Depth, got.Nodes)
	}
	if got.Level != 10 || got.MoveTimeMs != 200 {
		t.Errorf("level %d movetimeMs %d, want 10 and 200", got.Level, got.MoveTimeMs)
	}
	checkLine(t, replay(t, "", "h2e2", "h9g7"), got)
	if got.Mate != 0 || got.Score < -300 || got.Score > 300 {
		t.Errorf("score %d mate %d in an opening: want a small score", got.Score, got.Mate)
	}
	// Generous: the time budget is 200 ms.
	if elapsed > 5*time.Second {
		t.Errorf("a 200 ms search took %v", elapsed)
	}
}

func TestMateInOne(t *testing.T) {
	// Red's rook on a8 holds rank 8; the other rook mates from b9.
	const fen = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1"
	got := move(t, New(Options{}), `{"fen":"`+fen+`","level":10,"movetimeMs":300}`)
	if got.Mate != 1 || got.StatusAfter == nil || got.StatusAfter.Result != "red-wins" || got.StatusAfter.Reason != "checkmate" {
		t.Fatalf("move %s mate %d status after %+v: want mate in one", got.Move, got.Mate, got.StatusAfter)
	}
	if got.Status.Result != "ongoing" || got.Opening != nil {
		t.Errorf("status %+v opening %+v, want ongoing and no opening (not from the start)", got.Status, got.Opening)
	}
	checkLine(t, replay(t, fen), got)
}

func TestGameAlreadyOver(t *testing.T) {
	tests := []struct {
		name, body     string
		result, reason string
	}{
		{"checkmated by the last move", `{"fen":"3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1","moves":["b1b9"]}`, "red-wins", "checkmate"},
		{"bare kings", `{"fen":"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"}`, "draw", "insufficient-material"},
		// Black to move with no legal move and not in check: a loss.
		{"stalemated", `{"fen":"3k5/R8/9/9/9/9/9/9/9/2R1K4 b - - 0 1"}`, "red-wins", "stalemate"},
	}
	h := New(Options{})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := move(t, h, tc.body)
			if got.Move != "" || len(got.PV) != 0 || got.StatusAfter != nil || got.FromBook {
				t.Errorf("a finished game got move %q pv %v statusAfter %+v", got.Move, got.PV, got.StatusAfter)
			}
			if got.Status.Result != tc.result || got.Status.Reason != tc.reason || got.Status.Text == "" || got.Status.TextZH == "" {
				t.Errorf("status %+v, want %s by %s with texts", got.Status, tc.result, tc.reason)
			}
		})
	}
}

func TestLevelTimeBudget(t *testing.T) {
	h := New(Options{})
	levels := search.Levels()
	for _, level := range []int{1, 5, 10} {
		want := min(levels[level-1].MoveTime, h.Options().MaxMoveTime)
		// A finished game answers at once but still reports the budget.
		var got MoveResponse
		body, _ := json.Marshal(map[string]any{"fen": "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "level": level})
		got = move(t, h, string(body))
		if got.Level != level || got.MoveTimeMs != want.Milliseconds() {
			t.Errorf("level %d: budget %d ms at level %d, want %d ms", level, got.MoveTimeMs, got.Level, want.Milliseconds())
		}
	}
	got := move(t, h, `{"fen":"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"}`)
	if got.Level != DefaultOptions().DefaultLevel {
		t.Errorf("default level %d, want %d", got.Level, DefaultOptions().DefaultLevel)
	}
}

func TestOpeningOfTheGame(t *testing.T) {
	// Central cannon against screen horses; the engine's fifth move keeps
	// the name in that family whatever it is.
	got := move(t, New(Options{}), `{"moves":["h2e2","h9g7","h0g2","b9c7"],"level":1,"book":false}`)
	if got.Opening == nil || !strings.Contains(got.Opening.ZH, "屏风马") || !strings.Contains(got.Opening.EN, "Screen Horses") {
		t.Errorf("opening %+v, want a Screen Horses defence", got.Opening)
	}
}

// On the edge the node cap, not the clock, ends the search.
func TestNodeCap(t *testing.T) {
	h := New(Options{NodesPerSecond: 20_000})
	got := move(t, h, `{"moves":["h2e2","h9g7"],"level":10,"movetimeMs":1000,"book":false}`)
	// 1 s at 20,000 nodes/s; the search checks its budget every few
	// thousand nodes, so allow some overshoot.
	if got.Nodes == 0 || got.Nodes > 30_000 {
		t.Errorf("nodes %d, want at most about 20,000", got.Nodes)
	}
	if e := EdgeOptions(); e.NodesPerSecond == 0 || e.MaxConcurrent != 1 || e.HashMB > 8 {
		t.Errorf("EdgeOptions %+v: want a node cap, one search at a time and a small hash", e)
	}
}

func TestConcurrentRequests(t *testing.T) {
	h := New(Options{MaxConcurrent: 1})
	const n = 3
	var wg sync.WaitGroup
	results := make([]MoveResponse, n)
	for i := range n {
		wg.Go(func() {
			rec := do(t, h, http.MethodPost, PathMove, "application/json", `{"moves":["h2e2"],"movetimeMs":50,"book":false,"level":10}`)
			if rec.Code == http.StatusOK {
				_ = json.Unmarshal(rec.Body.Bytes(), &results[i])
			}
		})
	}
	wg.Wait()
	p := replay(t, "", "h2e2")
	for i, got := range results {
		if got.Move == "" {
			t.Fatalf("request %d got no move", i)
		}
		checkLine(t, p, got)
	}
}

func TestBusyAnswers503(t *testing.T) {
	h := New(Options{MaxConcurrent: 1, QueueTimeout: 30 * time.Millisecond})
	// Hold the only slot, as a long search would.
	s, err := h.pool.get(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	rec := do(t, h, http.MethodPost, PathMove, "application/json", `{"moves":["h2e2"]}`)
	if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "busy") {
		t.Errorf("status %d %s, want 503 busy", rec.Code, rec.Body)
	}
	h.pool.put(s)
	if rec := do(t, h, http.MethodPost, PathMove, "application/json", `{"moves":["h2e2"]}`); rec.Code != http.StatusOK {
		t.Errorf("after the slot is free: status %d %s", rec.Code, rec.Body)
	}
}
