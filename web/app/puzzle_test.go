package app

import (
	"errors"
	"strings"
	"testing"
	"time"

	puzzlefiles "xiangqi/assets/puzzles"
	"xiangqi/engine/position"
	"xiangqi/engine/puzzles"
	"xiangqi/web/board"
	"xiangqi/web/engineclient"
	"xiangqi/web/game"
	"xiangqi/web/puzzle"
	"xiangqi/web/settings"
)

// Puzzle 97 of the collection: Red mates in 3 along this line (the rules
// check the mate below; the line is only the test's input).
const (
	p97FEN  = "2bk5/r3aR3/n1r1b4/9/9/6R2/9/3n5/4p4/1C3K3 w - - 0 1"
	p97Line = "b0b9 d9d8 f8e8 d8e8 g4g8"
)

// testSolutions gives puzzle 97 a win with its line and puzzle 5 a draw;
// the others stay unknown.
var testSolutions = `{"solutions":[
 {"number":97,"fen":"` + p97FEN + `","verdict":"win","mate":3,"pv":"` + p97Line + `"},
 {"number":5,"fen":"PUZZLE5","verdict":"draw","mate":0,"pv":""}]}`

// puzzlePlatform is the fake browser with the puzzle side.
type puzzlePlatformFake struct {
	*fakePlatform
	loads       int
	progress    string
	hasProgress bool
	progressErr error
}

func (p *puzzlePlatformFake) LoadPuzzles()                   { p.loads++ }
func (p *puzzlePlatformFake) StoredProgress() (string, bool) { return p.progress, p.hasProgress }
func (p *puzzlePlatformFake) StoreProgress(data string) error {
	if p.progressErr != nil {
		return p.progressErr
	}
	p.progress, p.hasProgress = data, true
	return nil
}

type puzzleRig struct {
	*rig
	pp *puzzlePlatformFake
}

func newPuzzleRig(t *testing.T, knownDraw func(*position.Position) bool) *puzzleRig {
	r := &rig{t: t, plat: &fakePlatform{}, now: time.Unix(5000, 0)}
	pp := &puzzlePlatformFake{fakePlatform: r.plat}
	dial := func() engineclient.Transport {
		w := &fakeWorker{}
		r.workers = append(r.workers, w)
		return w
	}
	r.a = New(pp, dial, Options{Now: func() time.Time { return r.now }, KnownDraw: knownDraw})
	return &puzzleRig{rig: r, pp: pp}
}

// load answers the platform's request for the collection.
func (r *puzzleRig) load() {
	r.t.Helper()
	if r.pp.loads == 0 {
		r.t.Fatal("the collection was not asked for")
	}
	list, err := puzzlefiles.All()
	if err != nil {
		r.t.Fatal(err)
	}
	sols := strings.Replace(testSolutions, "PUZZLE5", list[4].FEN, 1)
	r.a.PuzzlesLoaded(string(puzzlefiles.EPD), string(puzzlefiles.Titles), sols, nil)
}

func (r *puzzleRig) progress() puzzle.Progress {
	r.t.Helper()
	p, err := puzzle.DecodeProgress(r.pp.progress)
	if err != nil {
		r.t.Fatalf("stored progress %q: %v", r.pp.progress, err)
	}
	return p
}

// reply answers the engine's search with a move.
func (r *puzzleRig) reply(move string) {
	r.t.Helper()
	r.send(`{"type":"bestmove","id":%d,"move":"%s"}`, r.goID(), move)
}

func TestPuzzleFromALinkSolvedAlongTheLine(t *testing.T) {
	r := newPuzzleRig(t, nil)
	r.start(Boot{Fragment: "#puzzle=97"})
	if r.a.InPuzzle() || r.a.PuzzlesState() != "loading" {
		t.Fatalf("before loading: in puzzle %v, state %s", r.a.InPuzzle(), r.a.PuzzlesState())
	}
	r.load()
	if !r.a.InPuzzle() || r.a.Game().Start().FEN() != p97FEN || r.a.Side() != position.Red || r.a.Board().Bottom != position.Red {
		t.Fatalf("puzzle 97 not started: %s side %v", r.a.Game().Start().FEN(), r.a.Side())
	}
	c, ok := r.a.Card()
	if !ok || c.Number != 97 || c.Goal != "Red to play and win" || c.Engine != "The computer found a mate in 3." ||
		c.State != "playing" || c.Verdict != "win" || !c.HasPrev || !c.HasNext {
		t.Errorf("card = %+v", c)
	}
	if got := r.a.ShareFragment(); got != "#puzzle=97" {
		t.Errorf("share fragment = %q", got)
	}
	if p := r.progress(); p.Current != 97 || p.Last != 97 || p.SolvedCount() != 0 {
		t.Errorf("progress at start: %s", r.pp.progress)
	}
	r.send(`{"type":"ready"}`)

	// The first hint is the main line's move, found without the engine.
	goes := len(r.worker().posted)
	r.a.Hint()
	if arrows := r.a.Board().Arrows; len(arrows) != 1 || arrows[0].Kind != board.ArrowHint ||
		position.NewMove(arrows[0].From, arrows[0].To).String() != "b0b9" {
		t.Errorf("hint arrows = %v", arrows)
	}
	if len(r.worker().posted) != goes {
		t.Errorf("the line's hint asked the engine: %v", r.worker().posted[goes:])
	}
	// A hint is help: start again to solve it without.
	r.a.RestartPuzzle()

	line := strings.Fields(p97Line)
	for i := 0; i < len(line); i += 2 {
		r.tap(line[i][:2], line[i][2:])
		if i+1 < len(line) {
			g := r.lastGo()
			if g["level"] != float64(settings.MaxLevel) || g["movetimeMs"] != float64(PuzzleMoveTimeMs) {
				t.Errorf("the defender searches with %v, want full strength at %d ms", g, PuzzleMoveTimeMs)
			}
			r.reply(line[i+1])
		}
	}
	st := r.a.Status()
	if st.Result != game.RedWins || st.Reason != game.ReasonCheckmate {
		t.Fatalf("after the line: %q, status %+v", r.moves(), st)
	}
	c, _ = r.a.Card()
	head, detail, solved, over := r.a.PuzzleOver()
	if c.State != "solved" || !c.Solved || !solved || !over || head != "Puzzle solved!" || detail != "Red wins: checkmate" {
		t.Errorf("card %+v, over %q %q %v %v", c, head, detail, solved, over)
	}
	if p := r.progress(); !p.Solved(97) || p.Current != 97 {
		t.Errorf("progress after solving: %s", r.pp.progress)
	}
	if r.plat.gameOver != 1 {
		t.Errorf("game over shown %d times", r.plat.gameOver)
	}
	pgn := r.a.PGN()
	if !strings.Contains(pgn, `[Event "Puzzle 97: `) || !strings.Contains(pgn, `[Black "Computer (full strength)"]`) {
		t.Errorf("PGN tags:\n%s", pgn)
	}
}

// otherMove returns a legal move of the live position other than avoid.
func (r *puzzleRig) otherMove(avoid string) position.Move {
	r.t.Helper()
	var buf [position.MaxMoves]position.Move
	for _, m := range r.a.Game().Position().LegalMoves(buf[:0]) {
		if m.String() != avoid {
			return m
		}
	}
	r.t.Fatalf("no legal move but %s in %s", avoid, r.a.Game().Position().FEN())
	return position.NoMove
}

func (r *puzzleRig) tapMove(m position.Move) { r.tap(m.From().String(), m.To().String()) }

func TestPuzzleOffTheLineAsksTheEngine(t *testing.T) {
	r := newPuzzleRig(t, nil)
	r.start(Boot{})
	r.a.StartPuzzle(97)
	r.load()
	r.send(`{"type":"ready"}`)
	r.tapMove(r.otherMove("b0b9"))
	r.reply(r.otherMove("").String())
	r.a.Hint()
	g := r.lastGo()
	if g["movetimeMs"] != float64(PuzzleHintTimeMs) || g["level"] != nil || len(r.a.Board().Arrows) != 0 {
		t.Errorf("hint off the line: go %v", g)
	}
	r.send(`{"type":"bestmove","id":%d,"move":"%s"}`, r.goID(), r.otherMove("").String())
	if len(r.a.Board().Arrows) != 1 {
		t.Errorf("the engine's hint drew %v", r.a.Board().Arrows)
	}
}

func TestPuzzleFailedThenTakenBack(t *testing.T) {
	r := newPuzzleRig(t, nil)
	r.start(Boot{})
	r.a.StartPuzzle(97)
	r.load()
	r.send(`{"type":"ready"}`)
	r.tapMove(r.otherMove("b0b9"))
	r.reply(r.otherMove("").String())
	r.a.Resign()
	c, _ := r.a.Card()
	head, detail, solved, over := r.a.PuzzleOver()
	if c.State != "failed" || solved || !over || head != "Not solved this time" || !strings.Contains(detail, "resignation") {
		t.Errorf("after resigning: card %+v, over %q %q", c, head, detail)
	}
	if r.progress().Solved(97) {
		t.Error("a resigned puzzle counts as solved")
	}
	r.a.Undo()
	if c, _ := r.a.Card(); c.State != "playing" {
		t.Errorf("after taking the resignation back: %+v", c)
	}
	r.a.RestartPuzzle()
	if r.moves() != "" || !r.a.InPuzzle() {
		t.Errorf("restart: %q in puzzle %v", r.moves(), r.a.InPuzzle())
	}
}

func TestPuzzleKnownDrawEndsADrawPuzzle(t *testing.T) {
	known := false
	r := newPuzzleRig(t, func(*position.Position) bool { return known })
	r.start(Boot{})
	r.a.StartPuzzle(5)
	r.load()
	if c, _ := r.a.Card(); c.Goal != "Red to play and draw" || c.Engine != "The computer judges it a draw." {
		t.Fatalf("card of a draw puzzle: %+v", c)
	}
	r.send(`{"type":"ready"}`)
	m := r.otherMove("")
	known = true
	r.tapMove(m)
	head, detail, solved, over := r.a.PuzzleOver()
	if !solved || !over || head != "Puzzle solved!" || detail != "The position is a known draw" {
		t.Errorf("known draw: %q %q solved %v", head, detail, solved)
	}
	if r.plat.gameOver != 1 || r.plat.sounds[len(r.plat.sounds)-1] != SoundWin {
		t.Errorf("game over %d, sounds %v", r.plat.gameOver, r.plat.sounds)
	}
	if !r.progress().Solved(5) {
		t.Error("not recorded as solved")
	}

	// In a win puzzle the same known draw is a failure.
	known = false
	r.a.StartPuzzle(97)
	overs := r.plat.gameOver
	r.a.Hint() // the line's first move, b0b9
	known = true
	r.tap("b0", "b9")
	head, detail, solved, _ = r.a.PuzzleOver()
	if solved || head != "Not solved this time" || detail != "The position is a known draw. This puzzle asks for a win." {
		t.Errorf("known draw in a win puzzle: %q %q", head, detail)
	}
	if r.plat.gameOver != overs+1 {
		t.Errorf("the failed attempt opened the result %d times", r.plat.gameOver-overs)
	}
}

func TestPuzzleResumesAfterAReload(t *testing.T) {
	r := newPuzzleRig(t, nil)
	r.start(Boot{Fragment: "#puzzle=97"})
	r.load()
	r.send(`{"type":"ready"}`)
	r.tap("b0", "b9")
	r.reply("d9d8")
	saved, progress := r.plat.stored, r.pp.progress

	// The page reloads: a new controller with the same storage.
	r2 := newPuzzleRig(t, nil)
	r2.pp.progress, r2.pp.hasProgress = progress, true
	r2.start(Boot{Stored: saved, HasStored: true})
	if r2.moves() != "b0b9 d9d8" || r2.pp.loads != 1 {
		t.Fatalf("after the reload: moves %q, loads %d", r2.moves(), r2.pp.loads)
	}
	r2.load()
	if c, ok := r2.a.Card(); !ok || c.Number != 97 || r2.moves() != "b0b9 d9d8" {
		t.Errorf("resumed: %+v %v, moves %q", c, ok, r2.moves())
	}

	// A new game leaves the puzzle mode, and the next reload stays out.
	r2.a.NewGame(position.Red, 3)
	if r2.a.InPuzzle() || r2.progress().Current != 0 || r2.progress().Last != 97 {
		t.Errorf("after a new game: in puzzle %v, progress %s", r2.a.InPuzzle(), r2.pp.progress)
	}
	if got := r2.a.ShareFragment(); strings.Contains(got, "puzzle") {
		t.Errorf("share fragment of a normal game: %q", got)
	}
}

func TestPuzzleBadLinkAndBadProgress(t *testing.T) {
	r := newPuzzleRig(t, nil)
	r.pp.progress, r.pp.hasProgress = `{"v":1,"solved":[999]}`, true
	r.start(Boot{Fragment: "#puzzle=999"})
	joined := strings.Join(r.plat.errors, " | ")
	if !strings.Contains(joined, "puzzle progress could not be read") || !strings.Contains(joined, `puzzle=999: there is no such puzzle (they are numbered 1 to 240)`) {
		t.Errorf("messages: %q", joined)
	}
	if r.a.InPuzzle() || r.pp.loads != 0 || r.a.Game().StartFEN() != "" {
		t.Errorf("a bad link started something: loads %d, fen %q", r.pp.loads, r.a.Game().StartFEN())
	}
	if r.pp.progress != `{"v":1,"solved":[],"last":0,"current":0}` {
		t.Errorf("bad progress was not replaced: %q", r.pp.progress)
	}
}

func TestPuzzleLoadFailureAndList(t *testing.T) {
	r := newPuzzleRig(t, nil)
	r.start(Boot{})
	if r.a.PuzzleItems(PuzzleOrderNumber) != nil || r.a.PuzzlesState() != "idle" {
		t.Fatal("puzzles before loading")
	}
	r.a.RequestPuzzles()
	r.a.RequestPuzzles() // already loading: no second request
	if r.pp.loads != 1 {
		t.Errorf("%d loads", r.pp.loads)
	}
	r.a.PuzzlesLoaded("", "", "", errors.New("puzzles/funny.epd: HTTP 404"))
	if r.a.PuzzlesState() != "failed" || !strings.Contains(strings.Join(r.plat.errors, ""), "HTTP 404") || r.a.PuzzlesError() != "puzzles/funny.epd: HTTP 404" {
		t.Errorf("state %s, errors %q", r.a.PuzzlesState(), r.plat.errors)
	}
	r.a.RequestPuzzles()
	r.load()
	items := r.a.PuzzleItems(PuzzleOrderNumber)
	if len(items) != puzzles.Count || items[96].Verdict != "win" || items[96].VerdictText != "Red wins" || items[0].Verdict != "unknown" {
		t.Fatalf("%d items, 97: %+v", len(items), items[96])
	}
	r.a.Set("lang", "zh")
	items = r.a.PuzzleItems(PuzzleOrderNumber)
	if items[0].Label != "第1局" || items[0].Title != "月上柳梢" || items[96].VerdictText != "红先胜" {
		t.Errorf("Chinese list: %+v", items[0])
	}
	if r.a.PuzzleProgressText() != "已破解 0 / 240 局" {
		t.Errorf("progress text %q", r.a.PuzzleProgressText())
	}
	r.a.StartPuzzle(240)
	if c, _ := r.a.Card(); c.HasNext || !c.HasPrev {
		t.Errorf("last puzzle card %+v", c)
	}
	r.a.NextPuzzle() // there is none
	r.a.PrevPuzzle()
	if c, _ := r.a.Card(); c.Number != 239 {
		t.Errorf("previous of 240 is %d", c.Number)
	}
	if items := r.a.PuzzleItems(PuzzleOrderNumber); !items[238].Current || items[239].Current {
		t.Error("the list does not mark the puzzle being played")
	}
}

func TestPuzzleProgressNotStoredWhenEmbedded(t *testing.T) {
	r := newPuzzleRig(t, nil)
	r.start(Boot{Fragment: "#puzzle=3&embed=1"})
	r.load()
	if !r.a.InPuzzle() || r.pp.hasProgress {
		t.Errorf("embedded puzzle: in puzzle %v, progress written %q", r.a.InPuzzle(), r.pp.progress)
	}
}

// TestPuzzleMovesJudged checks each move of an attempt judged: the
// solution's move at once; another by the defender's search, kept when the
// search sees Red mating, taken back with the reply unplayed when it does
// not; and the puzzle then counted as solved with help, apart from those
// solved without.
func TestPuzzleMovesJudged(t *testing.T) {
	r := newPuzzleRig(t, nil)
	r.start(Boot{Fragment: "#puzzle=97"})
	r.load()
	r.send(`{"type":"ready"}`)
	r.tap("b0", "b9")
	if c, _ := r.a.Card(); c.Move != "best" || c.MoveText != "✓ C8+9: the solution's move." {
		t.Fatalf("the line's move: %+v", c)
	}
	r.reply("d9d8")
	// Off the line: the defender's search says Black is not lost.
	moves := r.moves()
	r.tap("g4", "g5")
	if c, _ := r.a.Card(); c.Move != "checking" {
		t.Fatalf("while the engine looks: %+v", c)
	}
	id := r.goID()
	r.send(`{"type":"info","id":%d,"depth":9,"score":40}`, id)
	r.send(`{"type":"bestmove","id":%d,"move":"d8d9"}`, id)
	c, _ := r.a.Card()
	if r.moves() != moves || c.Move != "wrong" || !strings.HasPrefix(c.MoveText, "R3+1 is not the move: it lets the win go.") {
		t.Fatalf("a move that lets the win go: moves %q, card %+v", r.moves(), c)
	}
	if !r.a.Board().Interactive() || r.a.Thinking() {
		t.Error("the player cannot try again")
	}
	// Another move that keeps the win: the search sees the mate.
	r.tap("g4", "g6")
	id = r.goID()
	var buf [position.MaxMoves]position.Move
	answer := r.a.Game().Position().LegalMoves(buf[:0])[0].String()
	r.send(`{"type":"info","id":%d,"depth":5,"mate":-2}`, id)
	r.send(`{"type":"bestmove","id":%d,"move":"%s"}`, id, answer)
	if c, _ := r.a.Card(); c.Move != "good" || !strings.Contains(c.MoveText, "keeps the win") || !strings.HasSuffix(r.moves(), "g4g6 "+answer) {
		t.Fatalf("a move that keeps the win: %q %+v", r.moves(), c)
	}
	// Finish by the rules; the puzzle counts as solved with help.
	r.a.game.Declare(game.RedWins)
	r.a.sync()
	c, _ = r.a.Card()
	head, _, solved, _ := r.a.PuzzleOver()
	if !solved || head != "Solved with help" || c.Solved || !c.Helped {
		t.Errorf("over %q %v, card %+v", head, solved, c)
	}
	if p := r.progress(); !p.Helped(97) || p.Solved(97) || r.a.PuzzleProgressText() != "0 of 240 solved, 1 more with help" {
		t.Errorf("progress %s, %q", r.pp.progress, r.a.PuzzleProgressText())
	}
	// A reload keeps the attempt's help: it is not counted again as
	// solved without.
	again := newPuzzleRig(t, nil)
	again.pp.progress, again.pp.hasProgress = r.pp.progress, true
	again.start(Boot{Stored: r.plat.stored, HasStored: true})
	again.load()
	if c, ok := again.a.Card(); !ok || !c.Helped || c.Solved || again.progress().Solved(97) {
		t.Errorf("after a reload: %+v %v, progress %s", c, ok, again.pp.progress)
	}
	items := r.a.PuzzleItems(PuzzleOrderDifficulty)
	if items[0].Number != 97 || !items[0].Helped || items[0].DifficultyText != "Difficulty 1 of 5: mate in 3" {
		t.Errorf("the easiest first: %+v", items[0])
	}
}
