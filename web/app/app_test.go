package app

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/review"
	"xiangqi/web/board"
	"xiangqi/web/engineclient"
	"xiangqi/web/game"
	"xiangqi/web/settings"
	"xiangqi/web/storage"
)

const mateInTwo = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"

// fakePlatform records what the controller asked of the browser.
type fakePlatform struct {
	sounds    []string
	announced []string
	notices   []string
	errors    []string
	stored    string
	storeErr  error
	changed   int
	gameOver  int
	// reports counts AnalysisChanged: the analysis' report drawn.
	reports int
	// lessons is the stored lesson progress (LessonPlatform).
	lessons    string
	hasLessons bool
	// Timers run at once unless holdTimers; then they wait for fire, or
	// for the rig's clock to reach them (play_test.go).
	holdTimers bool
	timers     []fakeTimer
	now        func() time.Time
	// ratings is the stored rating history (RatingPlatform).
	ratings    string
	hasRatings bool
}

type fakeTimer struct {
	d   time.Duration
	f   func()
	due time.Time
}

func (p *fakePlatform) Sound(name string)    { p.sounds = append(p.sounds, name) }
func (p *fakePlatform) Announce(text string) { p.announced = append(p.announced, text) }
func (p *fakePlatform) Notify(text string, isError bool) {
	if isError {
		p.errors = append(p.errors, text)
	} else {
		p.notices = append(p.notices, text)
	}
}
func (p *fakePlatform) Store(data string) error { p.stored = data; return p.storeErr }
func (p *fakePlatform) Changed()                { p.changed++ }
func (p *fakePlatform) GameOver()               { p.gameOver++ }
func (p *fakePlatform) AnalysisChanged()        { p.reports++ }
func (p *fakePlatform) After(d time.Duration, f func()) {
	if !p.holdTimers {
		f()
		return
	}
	var due time.Time
	if p.now != nil {
		due = p.now().Add(d)
	}
	p.timers = append(p.timers, fakeTimer{d, f, due})
}

func (p *fakePlatform) StoredRatings() (string, bool) { return p.ratings, p.hasRatings }
func (p *fakePlatform) StoreRatings(data string) error {
	p.ratings, p.hasRatings = data, true
	return nil
}

func (p *fakePlatform) StoredLessons() (string, bool) { return p.lessons, p.hasLessons }
func (p *fakePlatform) StoreLessons(data string) error {
	p.lessons, p.hasLessons = data, true
	return nil
}

// fire runs the timers that are waiting, in the order they were set.
func (p *fakePlatform) fire() {
	timers := p.timers
	p.timers = nil
	for _, t := range timers {
		t.f()
	}
}

// fakeWorker records what is posted to one worker.
type fakeWorker struct {
	posted []map[string]any
	closed bool
}

func (w *fakeWorker) Post(msg string) {
	var m map[string]any
	if err := json.Unmarshal([]byte(msg), &m); err != nil {
		panic(err)
	}
	w.posted = append(w.posted, m)
}
func (w *fakeWorker) Close() { w.closed = true }

type rig struct {
	t       testing.TB
	a       *App
	plat    *fakePlatform
	workers []*fakeWorker
	now     time.Time
	paced   bool // keep the natural pace setting (pace_test.go)
}

func newRig(t testing.TB) *rig {
	r := &rig{t: t, plat: &fakePlatform{holdTimers: true}, now: time.Unix(5000, 0)}
	r.plat.now = func() time.Time { return r.now }
	dial := func() engineclient.Transport {
		w := &fakeWorker{}
		r.workers = append(r.workers, w)
		return w
	}
	r.a = New(r.plat, dial, Options{Now: func() time.Time { return r.now },
		Levels: []Level{{Number: 1, Name: "Beginner", NameZH: "入门"}}})
	return r
}

func (r *rig) start(b Boot) *rig {
	if b.Language == "" {
		b.Language = "en-US"
	}
	r.a.Start(b)
	if !r.paced {
		// Replies come at once unless a test is about the natural pace:
		// the rig's clock stands still, so every reply would be held.
		r.a.settings.Pace = false
	}
	return r
}

func (r *rig) worker() *fakeWorker {
	r.t.Helper()
	if len(r.workers) == 0 {
		r.t.Fatal("no worker was started")
	}
	return r.workers[len(r.workers)-1]
}

func (r *rig) send(format string, args ...any) { r.a.EngineMessage(fmt.Sprintf(format, args...)) }

// lastGo returns the id and fields of the last go posted.
func (r *rig) lastGo() map[string]any {
	r.t.Helper()
	w := r.worker()
	for i := len(w.posted) - 1; i >= 0; i-- {
		if w.posted[i]["type"] == "go" {
			return w.posted[i]
		}
	}
	r.t.Fatalf("no go posted; posted %v", w.posted)
	return nil
}

func (r *rig) goID() int { return int(r.lastGo()["id"].(float64)) }

func (r *rig) tap(names ...string) {
	r.t.Helper()
	for _, n := range names {
		s, err := position.ParseSquare(n)
		if err != nil {
			r.t.Fatal(err)
		}
		x, y := board.Point(s, r.a.Board().Bottom)
		r.a.PointerDown(s, x, y)
		r.a.PointerUp(s, true)
	}
}

func (r *rig) moves() string { return strings.Join(r.a.Game().ICCS(), " ") }

func TestPlayAgainstTheEngine(t *testing.T) {
	r := newRig(t).start(Boot{})
	if st := r.a.Status(); st.State != StateYourTurn {
		t.Fatalf("state at start = %s", st.State)
	}
	r.tap("h2", "e2")
	if r.moves() != "h2e2" {
		t.Fatalf("moves = %q", r.moves())
	}
	if st := r.a.Status(); st.State != StateThinking || st.Text != "Starting the engine…" {
		t.Errorf("status while the worker loads = %+v", st)
	}
	if r.a.Board().Interactive() {
		t.Error("board takes input while the engine is to move")
	}
	r.send(`{"type":"ready","version":"test"}`)
	g := r.lastGo()
	if g["level"] != float64(1) {
		t.Errorf("go = %v, want the default level 1", g)
	}
	pos := r.worker().posted[0]
	if pos["type"] != "position" || fmt.Sprint(pos["moves"]) != "[h2e2]" {
		t.Errorf("position message = %v", pos)
	}
	if st := r.a.Status(); st.Text != "The computer is thinking…" {
		t.Errorf("status = %+v", st)
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	if r.moves() != "h2e2 h9g7" {
		t.Fatalf("moves after the reply = %q", r.moves())
	}
	if st := r.a.Status(); st.State != StateYourTurn || !r.a.Board().Interactive() {
		t.Errorf("after the reply: %+v interactive=%v", st, r.a.Board().Interactive())
	}
	if got := strings.Join(r.plat.sounds, " "); got != "move move" {
		t.Errorf("sounds = %q", got)
	}
	if len(r.plat.announced) != 2 || r.plat.announced[1] != "Black: H8+7" {
		t.Errorf("announcements = %q", r.plat.announced)
	}
}

func TestMateInTwoThroughALink(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#fen=" + strings.ReplaceAll(mateInTwo, " ", "+") + "&level=1"})
	if r.a.Side() != position.Red || r.a.Level() != 1 {
		t.Fatalf("side %v level %d", r.a.Side(), r.a.Level())
	}
	r.send(`{"type":"ready"}`)
	r.tap("d0", "d1")
	r.send(`{"type":"bestmove","id":%d,"move":"e9f9"}`, r.goID())
	r.tap("b0", "b9")
	st := r.a.Status()
	if st.State != StateGameOver || st.Result != game.RedWins || st.Reason != game.ReasonCheckmate {
		t.Fatalf("status = %+v", st)
	}
	if !strings.HasPrefix(st.Text, "You win!") {
		t.Errorf("text = %q", st.Text)
	}
	if r.plat.gameOver != 1 || r.plat.sounds[len(r.plat.sounds)-1] != SoundWin {
		t.Errorf("game over dialog %d, sounds %v", r.plat.gameOver, r.plat.sounds)
	}
	if r.a.Board().Interactive() {
		t.Error("board takes input after the end")
	}
	// Undo after the player's mating move takes back just that move.
	r.a.Undo()
	if r.moves() != "d0d1 e9f9" || r.a.Game().Over() {
		t.Errorf("after undo: %q over=%v", r.moves(), r.a.Game().Over())
	}
}

func TestUndo(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	if !r.a.CanUndo() {
		t.Fatal("cannot undo")
	}
	r.a.Undo()
	if r.moves() != "" || r.a.Status().State != StateYourTurn {
		t.Fatalf("after undo: %q %+v", r.moves(), r.a.Status())
	}
	// Undo while the engine thinks: the player's move goes, the search is
	// abandoned, and its late answer is ignored.
	r.tap("h2", "e2")
	id := r.goID()
	r.a.Undo()
	if r.moves() != "" || r.a.Thinking() {
		t.Fatalf("undo while thinking: %q thinking=%v", r.moves(), r.a.Thinking())
	}
	if last := r.worker().posted[len(r.worker().posted)-1]; last["type"] != "stop" {
		t.Errorf("last message = %v, want stop", last)
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, id)
	if r.moves() != "" {
		t.Errorf("abandoned answer was played: %q", r.moves())
	}
}

func TestPlayerAsBlackAndUndoOfFirstMove(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.a.NewGame(position.Black, 1)
	if r.a.Board().Bottom != position.Black || r.a.Status().State != StateThinking {
		t.Fatalf("bottom %v, status %+v", r.a.Board().Bottom, r.a.Status())
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h2e2"}`, r.goID())
	if r.a.CanUndo() {
		t.Error("can undo the engine's first move alone")
	}
	r.tap("h9", "g7")
	r.send(`{"type":"bestmove","id":%d,"move":"h0g2"}`, r.goID())
	r.a.Undo()
	if r.moves() != "h2e2" {
		t.Errorf("after undo = %q, want the engine's first move only", r.moves())
	}
}

func TestHint(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.a.Hint()
	g := r.lastGo()
	if g["movetimeMs"] != float64(800) || g["level"] != nil {
		t.Errorf("hint go = %v", g)
	}
	if !r.a.Hinting() || r.a.Status().Detail == "" {
		t.Error("no sign of a hint being sought")
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h2e2"}`, r.goID())
	arrows := r.a.Board().Arrows
	if len(arrows) != 1 || arrows[0].From.String() != "h2" || arrows[0].To.String() != "e2" || arrows[0].Kind != board.ArrowHint {
		t.Fatalf("arrows = %+v", arrows)
	}
	if r.moves() != "" {
		t.Error("the hint was played")
	}
	if len(r.plat.notices) == 0 || r.plat.notices[len(r.plat.notices)-1] != "Hint: C2.5" {
		t.Errorf("notices = %q", r.plat.notices)
	}
	// Moving clears the arrow.
	r.tap("b2", "e2")
	if len(r.a.Board().Arrows) != 0 {
		t.Error("arrow survived the move")
	}
}

func TestMoveWhileHintIsSoughtCancelsIt(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.a.Hint()
	hint := r.goID()
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"b2e2"}`, hint)
	if len(r.a.Board().Arrows) != 0 || r.a.Hinting() {
		t.Error("a hint for the old position arrived after the move")
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	if r.moves() != "h2e2 h9g7" {
		t.Errorf("moves = %q", r.moves())
	}
}

func TestRefusedMove(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.tap("h2", "g4")
	if r.moves() != "" || r.a.Cue().Seq != 1 || r.a.Cue().To.String() != "g4" {
		t.Errorf("moves %q cue %+v", r.moves(), r.a.Cue())
	}
	if r.plat.sounds[len(r.plat.sounds)-1] != SoundIllegal || len(r.plat.notices) != 1 {
		t.Errorf("sounds %v notices %v", r.plat.sounds, r.plat.notices)
	}
}

func TestResign(t *testing.T) {
	r := newRig(t).start(Boot{})
	if r.a.CanResign() {
		t.Error("may resign before any move")
	}
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.a.Resign()
	st := r.a.Status()
	if st.State != StateGameOver || st.Result != game.BlackWins || st.Reason != game.ReasonResign {
		t.Fatalf("status = %+v", st)
	}
	if r.a.Thinking() || r.plat.gameOver != 1 || r.plat.sounds[len(r.plat.sounds)-1] != SoundLoss {
		t.Errorf("thinking %v dialog %d sounds %v", r.a.Thinking(), r.plat.gameOver, r.plat.sounds)
	}
}

func TestResumeFromStorage(t *testing.T) {
	first := newRig(t).start(Boot{})
	first.send(`{"type":"ready"}`)
	first.a.Set("notation", "iccs")
	first.a.NewGame(position.Black, 5)
	first.send(`{"type":"bestmove","id":%d,"move":"h2e2"}`, first.goID())
	first.tap("h9", "g7")
	saved := first.plat.stored

	r := newRig(t).start(Boot{Stored: saved, HasStored: true})
	if r.moves() != "h2e2 h9g7" || r.a.Side() != position.Black || r.a.Level() != 5 || r.a.Settings().Notation != "iccs" {
		t.Fatalf("resumed %q side %v level %d settings %+v", r.moves(), r.a.Side(), r.a.Level(), r.a.Settings())
	}
	if r.a.Board().Bottom != position.Black {
		t.Error("resumed board not from the player's side")
	}
	// It was the engine's turn: it thinks again.
	r.send(`{"type":"ready"}`)
	if r.lastGo()["level"] != float64(5) {
		t.Errorf("go after resuming = %v", r.lastGo())
	}
}

func TestCorruptStorage(t *testing.T) {
	for _, data := range []string{"{not json", `{"v":99}`, `{"v":1,"game":{"moves":["h2h8"],"side":"red","level":3}}`} {
		r := newRig(t).start(Boot{Stored: data, HasStored: true})
		if len(r.plat.errors) != 1 || !strings.Contains(r.plat.errors[0], "could not be read") {
			t.Errorf("%q: errors = %q", data, r.plat.errors)
		}
		if r.moves() != "" || r.a.Status().State != StateYourTurn {
			t.Errorf("%q: not a fresh game", data)
		}
		if _, err := storage.Decode(r.plat.stored); err != nil {
			t.Errorf("%q: the bad data was not replaced: %v", data, err)
		}
	}
}

func TestBadLinkFallsBackToTheStart(t *testing.T) {
	stored := newRig(t).start(Boot{})
	stored.tap("h2", "e2")
	r := newRig(t).start(Boot{Fragment: "#fen=garbage&moves=h2e2&level=2&side=purple", Stored: stored.plat.stored, HasStored: true})
	if r.moves() != "" || r.a.Game().StartFEN() != "" {
		t.Errorf("bad link gave %q from %q", r.moves(), r.a.Game().StartFEN())
	}
	if len(r.plat.errors) != 2 || !strings.Contains(r.plat.errors[0], "start position") || !strings.Contains(r.plat.errors[1], "side") {
		t.Errorf("errors = %q", r.plat.errors)
	}
	if r.a.Level() != 2 {
		t.Errorf("level = %d; the good part of the link was lost", r.a.Level())
	}
}

func TestLinkWithSideAndFlip(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#moves=h2e2&side=black&flip=1&lang=zh&notation=chinese"})
	if r.a.Side() != position.Black || r.a.Board().Bottom != position.Red {
		t.Errorf("side %v bottom %v", r.a.Side(), r.a.Board().Bottom)
	}
	if r.a.Status().State != StateYourTurn || r.a.Status().Text != "轮到你走 · 黑方" {
		t.Errorf("status = %+v", r.a.Status())
	}
	if items := r.a.Moves(); len(items) != 1 || items[0].Text != "炮二平五" {
		t.Errorf("move list = %+v", items)
	}
}

func TestEngineCrashKeepsTheGame(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	id := r.goID()
	r.a.EngineFailed("worker error")
	if len(r.workers) != 2 || !r.workers[0].closed {
		t.Fatalf("workers %d", len(r.workers))
	}
	r.send(`{"type":"ready"}`)
	if r.goID() != id || fmt.Sprint(r.worker().posted[0]["moves"]) != "[h2e2]" {
		t.Errorf("new worker got %v", r.worker().posted)
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, id)
	if r.moves() != "h2e2 h9g7" {
		t.Errorf("moves = %q", r.moves())
	}
	if len(r.plat.errors) != 1 {
		t.Errorf("errors = %q", r.plat.errors)
	}
}

func TestEngineSilenceRestarts(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.now = r.now.Add(time.Minute)
	r.a.Tick()
	if len(r.workers) != 2 {
		t.Fatalf("workers = %d after a silent minute", len(r.workers))
	}
}

func TestEngineIllegalAnswer(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"a0a5"}`, r.goID())
	if r.moves() != "h2e2" || !strings.Contains(r.a.Status().Text, "not legal") {
		t.Errorf("moves %q status %+v", r.moves(), r.a.Status())
	}
	// Move now tries again.
	r.a.Stop()
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	if r.moves() != "h2e2 h9g7" {
		t.Errorf("after retry: %q", r.moves())
	}
}

func TestReview(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	r.a.Show(1)
	if !r.a.Reviewing() || r.a.Board().Position().Ply() != 1 || r.a.Board().Interactive() {
		t.Fatalf("review: %v ply %d", r.a.Reviewing(), r.a.Board().Position().Ply())
	}
	if st := r.a.Status(); st.Detail != "Move 1 of 2" || st.State != StateYourTurn {
		t.Errorf("status while reviewing = %+v", st)
	}
	r.a.Step(-1)
	if r.a.ShownPly() != 0 || r.a.Status().Detail != "Start position" {
		t.Errorf("step back: ply %d", r.a.ShownPly())
	}
	r.tap("h0") // touching the board returns to the game
	if r.a.Reviewing() || r.a.Board().Position().Ply() != 2 {
		t.Errorf("still reviewing after touching the board")
	}
}

func TestTypeMove(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	if err := r.a.TypeMove("炮二平五"); err != nil {
		t.Fatal(err)
	}
	if err := r.a.TypeMove("h9g7"); err == nil || !strings.Contains(err.Error(), "computer") {
		t.Errorf("typing during the engine's turn: %v", err)
	}
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	if err := r.a.TypeMove("R1+9"); err == nil || err.Error() != "R1+9 is not a move here: the Red chariot on file 1 cannot move that way." {
		t.Errorf("illegal typed move: %v", err)
	}
	if err := r.a.TypeMove("H2+3"); err != nil || r.moves() != "h2e2 h9g7 h0g2" {
		t.Errorf("WXF move: %v, moves %q", err, r.moves())
	}
}

func TestLoadText(t *testing.T) {
	r := newRig(t).start(Boot{})
	if err := r.a.LoadText("[Red \"<img src=x onerror=alert(1)>\"]\n1. h2e2 h9g7 2. h0g2 *"); err != nil {
		t.Fatal(err)
	}
	if r.moves() != "h2e2 h9g7 h0g2" || r.a.Side() != position.Black {
		t.Errorf("loaded %q side %v", r.moves(), r.a.Side())
	}
	if red, _ := r.a.Players(); red != "<img src=x onerror=alert(1)>" {
		t.Errorf("red = %q (the page sets it as text)", red)
	}
	if err := r.a.LoadText("hello"); err == nil || !strings.Contains(err.Error(), "line 1: move 1, Red's hello cannot be played") {
		t.Errorf("garbage: %v", err)
	}
	if r.moves() != "h2e2 h9g7 h0g2" {
		t.Error("a failed load changed the game")
	}
	if err := r.a.LoadText(mateInTwo); err != nil || r.a.Game().StartFEN() != mateInTwo || r.a.Side() != position.Red {
		t.Errorf("FEN: %v", err)
	}
}

func TestPGNAndShare(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#fen=" + strings.ReplaceAll(mateInTwo, " ", "+") + "&level=1"})
	r.send(`{"type":"ready"}`)
	r.tap("d0", "d1")
	r.send(`{"type":"bestmove","id":%d,"move":"e9f9"}`, r.goID())
	pgn := r.a.PGN()
	for _, want := range []string{`[Red "Player"]`, `[Black "Computer (level 1)"]`, `[FEN "` + mateInTwo + `"]`, "K6+1"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN lacks %q:\n%s", want, pgn)
		}
	}
	frag := r.a.ShareFragment()
	back := newRig(t).start(Boot{Fragment: frag})
	if back.moves() != "d0d1 e9f9" || back.a.Game().StartFEN() != mateInTwo || back.a.Level() != 1 || back.a.Side() != position.Red {
		t.Errorf("share link %s reopened as %q", frag, back.moves())
	}
}

func TestEngineState(t *testing.T) {
	r := newRig(t).start(Boot{})
	if got := r.a.EngineState(); got != "loading" {
		t.Errorf("before ready: %s", got)
	}
	r.send(`{"type":"ready"}`)
	if got := r.a.EngineState(); got != "ready" {
		t.Errorf("after ready: %s", got)
	}
	for i := 0; i <= 3; i++ {
		r.a.EngineFailed("boom")
	}
	if got := r.a.EngineState(); got != "failed" {
		t.Errorf("after repeated crashes: %s", got)
	}
	if st := r.a.Status(); st.State != StateYourTurn {
		t.Errorf("status with a failed engine on the player's turn = %+v", st)
	}
	view := newRig(t).start(Boot{Fragment: "#mode=view"})
	if got := view.a.EngineState(); got != "off" {
		t.Errorf("view mode: %s", got)
	}
}

func TestEmbedDoesNotStore(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#embed=1&mode=view&moves=h2e2"})
	if r.plat.stored != "" {
		t.Error("embedded board wrote to storage")
	}
	if len(r.workers) != 0 {
		t.Error("view mode started the engine")
	}
	if st := r.a.Status(); st.State != StateReady {
		t.Errorf("status = %+v", st)
	}
}

func TestAnalysisModeMovesBothSides(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#mode=analysis"})
	r.tap("h2", "e2", "h9", "g7")
	if r.moves() != "h2e2 h9g7" || r.a.Thinking() {
		t.Errorf("moves %q thinking %v", r.moves(), r.a.Thinking())
	}
	r.a.Undo()
	if r.moves() != "h2e2" {
		t.Errorf("undo in analysis: %q", r.moves())
	}
}

func TestEngineInfoInStatus(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.a.Set("info", "on")
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.send(`{"type":"info","id":%d,"depth":7,"score":-35}`, r.goID())
	// The engine plays Black; -0.35 for Black is +0.35 for Red.
	if d := r.a.Status().Detail; d != "depth 7 · +0.35" {
		t.Errorf("detail = %q", d)
	}
	r.send(`{"type":"info","id":%d,"depth":9,"mate":3}`, r.goID())
	if d := r.a.Status().Detail; d != "depth 9 · mate in 3" {
		t.Errorf("detail = %q", d)
	}
}

func TestLevelNames(t *testing.T) {
	r := newRig(t).start(Boot{Language: "zh-CN"})
	if r.a.LevelName(1) != "入门" || r.a.LevelName(2) != "" {
		t.Errorf("names: %q %q", r.a.LevelName(1), r.a.LevelName(2))
	}
}

func TestAnalysisVariations(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#mode=analysis&moves=h2e2,h9g7,h0g2"})
	r.a.Show(1)
	if !r.a.Board().Interactive() {
		t.Fatal("an earlier position is locked in analysis")
	}
	r.tap("b9", "c7")
	if r.moves() != "h2e2 h9g7 h0g2" {
		t.Errorf("a move from an earlier position changed the game: %q", r.moves())
	}
	if r.a.CurrentPath() != "0.1" || r.a.ShownPly() != 2 {
		t.Errorf("shown %q ply %d, want the new variation 0.1", r.a.CurrentPath(), r.a.ShownPly())
	}
	if st := r.a.Status(); !strings.Contains(st.Detail, "ariation") {
		t.Errorf("status detail in a variation = %q", st.Detail)
	}
	r.tap("b0", "c2")
	list := r.a.MoveList()
	if len(list.Rows) == 0 || len(list.Rows[0].Lines) != 1 {
		t.Fatalf("move list rows %+v", list.Rows)
	}
	line := list.Rows[0].Lines[0]
	if len(line) != 2 || line[0].Move.Number != "1…" || line[0].Move.Path != "0.1" || line[1].Move.Path != "0.1.0" || line[1].Move.Number != "2." {
		t.Errorf("variation tokens %+v %+v", *line[0].Move, *line[1].Move)
	}
	// Stepping back and on follows the variation, not the main line.
	r.a.Step(-1)
	r.a.Step(1)
	if r.a.CurrentPath() != "0.1.0" {
		t.Errorf("step back and on: %q", r.a.CurrentPath())
	}
	// Promoted, the variation becomes the game.
	r.a.Promote()
	if r.moves() != "h2e2 b9c7 b0c2" || r.a.CurrentPath() != "0.0.0" || r.a.Reviewing() {
		t.Errorf("after promote: moves %q shown %q", r.moves(), r.a.CurrentPath())
	}
	// The old main line is now the variation; delete it.
	r.a.ShowPath(game.Path{0, 1})
	r.a.DeleteMove()
	if r.a.CurrentPath() != "0" || r.a.Game().HasVariations() {
		t.Errorf("after delete: shown %q, variations %v", r.a.CurrentPath(), r.a.Game().HasVariations())
	}
	// The tree and the shown move survive a reload.
	r.tap("c6", "c5")
	stored := r.plat.stored
	r2 := newRig(t).start(Boot{Stored: stored, HasStored: true})
	if r2.a.CurrentPath() != r.a.CurrentPath() || !r2.a.Game().Root().Equal(r.a.Game().Root()) {
		t.Errorf("reload: shown %q (want %q), same tree %v", r2.a.CurrentPath(), r.a.CurrentPath(), r2.a.Game().Root().Equal(r.a.Game().Root()))
	}
}

func TestPlayModeKeepsNoVariations(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	r.a.Show(1)
	r.tap("b9", "c7")
	if r.a.Reviewing() || r.a.Game().HasVariations() || r.moves() != "h2e2 h9g7" {
		t.Errorf("play mode: reviewing %v variations %v moves %q", r.a.Reviewing(), r.a.Game().HasVariations(), r.moves())
	}
	if r.a.CanPromote() || r.a.CanDeleteMove() {
		t.Error("promote or delete offered in play mode")
	}
}

func TestLinkKeepsTheGameInProgress(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#mode=analysis&moves=h2e2,h9g7,h0g2"})
	stored := r.plat.stored
	r2 := newRig(t).start(Boot{Stored: stored, HasStored: true, Fragment: "#fen=" + strings.ReplaceAll(mateInTwo, " ", "+")})
	if !r2.a.HasPrevious() || !strings.Contains(r2.a.PreviousText(), "3 moves") {
		t.Fatalf("previous %v %q", r2.a.HasPrevious(), r2.a.PreviousText())
	}
	if r2.a.Game().StartFEN() != mateInTwo {
		t.Fatalf("the link's game was not opened: %q", r2.a.Game().StartFEN())
	}
	// Kept across a reload.
	r3 := newRig(t).start(Boot{Stored: r2.plat.stored, HasStored: true})
	if !r3.a.HasPrevious() {
		t.Fatal("the kept game was lost in a reload")
	}
	r3.a.BackToPrevious()
	if r3.moves() != "h2e2 h9g7 h0g2" || r3.a.Mode() != game.Analysis {
		t.Errorf("back to the previous game: moves %q mode %s", r3.moves(), r3.a.Mode())
	}
	// The linked game is now the one kept.
	if !r3.a.HasPrevious() {
		t.Fatal("the linked game was not kept in turn")
	}
	r3.a.DismissPrevious()
	if r3.a.HasPrevious() || strings.Contains(r3.plat.stored, `"previous"`) {
		t.Error("dismissed, the kept game is still there")
	}
	// A link to the game already in hand keeps nothing.
	r4 := newRig(t).start(Boot{Stored: stored, HasStored: true, Fragment: "#mode=analysis&moves=h2e2,h9g7,h0g2"})
	if r4.a.HasPrevious() {
		t.Error("a link to the same game kept a copy of it")
	}
}

// reviewPlatform is fakePlatform with the review cache.
type reviewPlatform struct {
	*fakePlatform
	cache map[string]string
}

func (p reviewPlatform) StoredReview(key string) (string, bool) { d, ok := p.cache[key]; return d, ok }
func (p reviewPlatform) StoreReview(key, data string) error     { p.cache[key] = data; return nil }

func newReviewRig(t *testing.T, cache map[string]string) *rig {
	r := &rig{t: t, plat: &fakePlatform{}, now: time.Unix(5000, 0)}
	dial := func() engineclient.Transport {
		w := &fakeWorker{}
		r.workers = append(r.workers, w)
		return w
	}
	r.a = New(reviewPlatform{r.plat, cache}, dial, Options{Now: func() time.Time { return r.now }})
	return r
}

func TestReviewMarksEveryMove(t *testing.T) {
	cache := map[string]string{}
	r := newReviewRig(t, cache).start(Boot{Fragment: "#mode=review&moves=h2e2,h9g7,h0g2"})
	r.send(`{"type":"ready"}`)
	// Each position in turn: cleared engine, position, a node-capped search
	// without the book. Black's h9g7 loses five pawns' worth.
	answers := []string{
		`"move":"h2e2","score":20,"mate":0,"depth":9`,
		`"move":"b9c7","score":-20,"mate":0,"depth":9`,
		`"move":"h0g2","score":520,"mate":0,"depth":9`,
		`"move":"b9c7","score":-510,"mate":0,"depth":9`,
	}
	for i, ans := range answers {
		g := r.lastGo()
		if g["nodes"] != float64(review.Standard.Nodes) || g["ownBook"] != false || g["level"] != float64(settings.MaxLevel) {
			t.Fatalf("position %d: go %v", i, g)
		}
		if v := r.a.Review(); v.Done != i || v.Total != 4 {
			t.Errorf("progress before answer %d: %d/%d", i, v.Done, v.Total)
		}
		r.send(`{"type":"bestmove","id":%d,%s}`, r.goID(), ans)
	}
	v := r.a.Review()
	if !v.Finished || v.Done != 4 {
		t.Fatalf("review not finished: %+v", v)
	}
	marks := []string{}
	for _, it := range r.a.Moves() {
		marks = append(marks, it.Mark)
	}
	if strings.Join(marks, " ") != "best blunder best" {
		t.Errorf("marks %v", marks)
	}
	if v.Black.Counts["blunder"] != 1 || v.Red.Accuracy < 99 {
		t.Errorf("summaries red %+v black %+v", v.Red, v.Black)
	}
	// The chart has a point per position.
	for i, p := range v.Points {
		if p == nil {
			t.Errorf("no chart point %d", i)
		}
	}
	// The saved PGN carries the review.
	if pgn := r.a.PGN(); !strings.Contains(pgn, "[%mark blunder]") || !strings.Contains(pgn, "Annotator") {
		t.Errorf("PGN without the review:\n%s", pgn)
	}
	// A reload asks the engine nothing: the cache has every position.
	r2 := newReviewRig(t, cache).start(Boot{Stored: r.plat.stored, HasStored: true})
	r2.send(`{"type":"ready"}`)
	if v := r2.a.Review(); !v.Finished {
		t.Errorf("after a reload the review is %+v", v)
	}
	for _, w := range r2.workers {
		for _, m := range w.posted {
			if m["type"] == "go" && m["nodes"] != nil {
				t.Errorf("a cached review searched again: %v", m)
			}
		}
	}
}

func TestReviewedPGNOpensAsItsReview(t *testing.T) {
	cache := map[string]string{}
	r := newReviewRig(t, cache).start(Boot{Fragment: "#mode=review&moves=h2e2,h9g7,h0g2"})
	r.send(`{"type":"ready"}`)
	for _, ans := range []string{`"move":"h2e2","score":20`, `"move":"b9c7","score":-20`, `"move":"h0g2","score":520`, `"move":"b9c7","score":-510`} {
		r.send(`{"type":"bestmove","id":%d,%s,"mate":0,"depth":9}`, r.goID(), ans)
	}
	pgn := r.a.PGN()
	// Opened elsewhere (a fresh page in play mode), the file is the review.
	r2 := newReviewRig(t, map[string]string{}).start(Boot{})
	if err := r2.a.LoadText(pgn); err != nil {
		t.Fatal(err)
	}
	if r2.a.Mode() != game.Review {
		t.Fatalf("mode %s", r2.a.Mode())
	}
	var marks []string
	for _, it := range r2.a.Moves() {
		marks = append(marks, it.Mark)
		if strings.Contains(it.Comment, "[%") {
			t.Errorf("the review's commands stayed in the comment %q", it.Comment)
		}
	}
	if strings.Join(marks, " ") != "best blunder best" {
		t.Errorf("marks read back: %v", marks)
	}
	if v := r2.a.Review(); !v.Finished || v.Black.Counts["blunder"] != 1 {
		t.Errorf("review read back: %+v", v)
	}
	for _, w := range r2.workers {
		for _, m := range w.posted {
			if m["type"] == "go" {
				t.Errorf("a reviewed file was searched again: %v", m)
			}
		}
	}
}

func TestLinkLanguageGivesItsDefaults(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#lang=zh"})
	if s := r.a.Settings(); s.Notation != "chinese" {
		t.Errorf("a first visit in Chinese through a link has notation %q", s.Notation)
	}
	// An explicit notation wins, and saved settings are not replaced.
	r = newRig(t).start(Boot{Fragment: "#lang=zh&notation=iccs"})
	if s := r.a.Settings(); s.Notation != "iccs" {
		t.Errorf("notation %q, want iccs", s.Notation)
	}
	r.a.Set("notation", "wxf")
	r2 := newRig(t).start(Boot{Stored: r.plat.stored, HasStored: true, Fragment: "#lang=zh"})
	if s := r2.a.Settings(); s.Notation != "wxf" {
		t.Errorf("the saved notation was replaced: %q", s.Notation)
	}
}

// A link opened in the tab of an open page changes only its fragment: the
// page reloads to read it (keeping the game in progress, as above), unless
// the browser would keep nothing across the reload and the game has moves.
func TestLinkOpenedInAnOpenPage(t *testing.T) {
	link := "#fen=" + strings.ReplaceAll(mateInTwo, " ", "+")
	played := newRig(t).start(Boot{Fragment: "#mode=analysis&moves=h2e2,h9g7"})
	fresh := newRig(t).start(Boot{})
	embedded := newRig(t).start(Boot{Fragment: "#embed=1&moves=h2e2"})
	for _, c := range []struct {
		name     string
		r        *rig
		fragment string
		kept     bool
		reload   bool
		notice   bool
	}{
		{"a game in progress, storage kept", played, link, true, true, false},
		{"a game in progress, nothing kept", played, link, false, false, true},
		{"no move yet, nothing kept", fresh, link, false, true, false},
		{"the fragment cleared", played, "#", true, false, false},
		{"an embedded board", embedded, link, true, false, false},
	} {
		errors := len(c.r.plat.errors)
		if got := c.r.a.LinkOpened(c.fragment, c.kept); got != c.reload {
			t.Errorf("%s: reload %v, want %v", c.name, got, c.reload)
		}
		said := len(c.r.plat.errors) > errors
		if said != c.notice {
			t.Errorf("%s: a message %v (%q), want %v", c.name, said, c.r.plat.errors, c.notice)
		}
	}
	if played.moves() != "h2e2 h9g7" {
		t.Errorf("the game in progress changed: %q", played.moves())
	}
}
