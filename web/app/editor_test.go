package app

import (
	"strings"
	"testing"
	"time"

	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/editor"
	"xiangqi/web/engineclient"
	"xiangqi/web/game"
	"xiangqi/web/i18n"
)

// draftPlatform is the fake browser with a place for the editor's draft.
type draftPlatform struct {
	*fakePlatform
	draft    string
	hasDraft bool
}

func (p *draftPlatform) StoredDraft() (string, bool) { return p.draft, p.hasDraft }
func (p *draftPlatform) StoreDraft(data string) error {
	p.draft, p.hasDraft = data, true
	return nil
}

type editorRig struct {
	*rig
	dp *draftPlatform
}

func newEditorRig(t *testing.T) *editorRig {
	r := &rig{t: t, plat: &fakePlatform{}, now: time.Unix(5000, 0)}
	dp := &draftPlatform{fakePlatform: r.plat}
	dial := func() engineclient.Transport {
		w := &fakeWorker{}
		r.workers = append(r.workers, w)
		return w
	}
	r.a = New(dp, dial, Options{Now: func() time.Time { return r.now }})
	return &editorRig{rig: r, dp: dp}
}

// press presses and releases points of the editor's board (a tap each).
func (r *editorRig) press(names ...string) {
	r.t.Helper()
	for _, n := range names {
		s, err := position.ParseSquare(n)
		if err != nil {
			r.t.Fatal(err)
		}
		x, y := board.Point(s, r.a.Board().Bottom)
		r.a.EditorPointerDown(s, x, y)
		r.a.EditorPointerUp(s, true)
	}
}

func (r *editorRig) status() EditorStatus {
	r.t.Helper()
	s, ok := r.a.EditorStatus()
	if !ok {
		r.t.Fatalf("not in the editor (mode %s)", r.a.Mode())
	}
	return s
}

// letter returns the piece of a FEN letter.
func letter(c byte) position.Piece {
	for col := position.Red; col <= position.Black; col++ {
		for t := position.King; t <= position.Pawn; t++ {
			if pc := position.MakePiece(col, t); pc.Letter() == c {
				return pc
			}
		}
	}
	panic("no piece " + string(c))
}

func TestEditorOpensOnTheGameAndGoesBack(t *testing.T) {
	r := newEditorRig(t)
	r.start(Boot{})
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	r.send(`{"type":"bestmove","id":%d,"move":"h9g7"}`, r.goID())
	posted := len(r.worker().posted)
	r.a.OpenEditor()
	if r.a.Mode() != game.Editor {
		t.Fatalf("mode %s", r.a.Mode())
	}
	want := "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1"
	if s := r.status(); s.FEN != want || !s.Legal || len(s.Reasons) != 0 {
		t.Errorf("editor status %+v, want FEN %s", s, want)
	}
	if r.dp.draft == "" {
		t.Error("no draft kept on opening")
	}
	// Taps on the playing board's input do not reach the game.
	r.a.EditorSelectTool(editor.Eraser)
	r.press("a0")
	if r.status().FEN == want || r.moves() != "h2e2 h9g7" {
		t.Errorf("after erasing a0: %s, game %q", r.status().FEN, r.moves())
	}
	for _, m := range r.worker().posted[posted:] {
		if m["type"] == "go" {
			t.Errorf("the editor asked the engine: %v", m)
		}
	}
	// Back to the game: the same game, in play, the draft forgotten.
	r.a.EditorBack()
	if r.a.Mode() != game.Play || r.moves() != "h2e2 h9g7" || r.dp.draft != "" {
		t.Errorf("back: mode %s moves %q draft %q", r.a.Mode(), r.moves(), r.dp.draft)
	}
	if _, ok := r.a.Editor(); ok {
		t.Error("still editing")
	}
}

func TestEditorRefusesEachProblemInWords(t *testing.T) {
	r := newEditorRig(t)
	r.start(Boot{Fragment: "#mode=editor&lang=en"})
	tests := []struct {
		fen, want string
	}{
		{"4k4/9/9/9/9/9/9/9/9/9 w", "Red has no general."},
		{"4k4/9/9/9/9/9/9/9/4K4/3K5 w", "Red has 2 generals, but a side has only one."},
		{"4k4/9/9/9/9/9/9/9/9/2K6 w", "The Red general must stay inside its palace."},
		{"4k4/9/9/9/9/9/9/9/4A4/3AKA3 w", "Red has 3 advisors, but a side has at most 2."},
		{"2b1k1b2/9/4b4/9/9/9/9/9/9/3K5 w", "Black has 3 elephants, but a side has at most 2."},
		{"4k4/9/9/9/9/9/9/9/9/NNNK5 w", "Red has 3 horses, but a side has at most 2."},
		{"r3k3r/9/9/9/4r4/9/9/9/9/3K5 w", "Black has 3 chariots, but a side has at most 2."},
		{"4k4/9/9/9/9/9/9/1C2C2C1/9/3K5 w", "Red has 3 cannons, but a side has at most 2."},
		{"4k4/9/9/9/PPPPPP3/9/9/9/9/3K5 w", "Red has 6 soldiers, but a side has at most 5."},
		{"4k4/9/9/9/9/9/9/9/3A5/3K5 w", "The Red advisor can never stand here: advisors keep to the five points of the palace's diagonals."},
		{"4k4/9/9/9/9/9/9/9/9/3KB4 w", "The Red elephant can never stand here: elephants keep to seven points on their own side of the river."},
		{"4k4/9/9/9/9/9/9/9/P8/3K5 w", "The Red soldier can never stand behind its starting rank: soldiers never move back."},
		{"3k5/9/9/1p7/9/9/9/9/9/4K4 w", "The Black soldier can never stand here: before the river, soldiers only move straight ahead from their five starting points."},
		{"4k4/9/9/9/9/9/9/9/9/4K4 w", "The two generals face each other on an open file, which the rules never allow."},
		{"3k5/9/9/9/9/9/9/9/9/3RK4 w", "Black is in check, but it is Red's move: the side not to move can never be in check."},
	}
	m, _ := r.a.editing()
	for _, tc := range tests {
		b, err := position.ParseBoardFEN(strings.Fields(tc.fen)[0])
		if err != nil {
			t.Fatal(err)
		}
		m.ed.Load(b, position.Red)
		s := r.status()
		if s.Legal || len(s.Reasons) != 1 || s.Reasons[0] != tc.want {
			t.Errorf("%s: reasons %q, want %q", tc.fen, s.Reasons, tc.want)
			continue
		}
		if len(s.Marked) == 0 && !strings.Contains(tc.want, "has no") {
			t.Errorf("%s: no point marked", tc.fen)
		}
		// Every exit refuses, with the reason, and changes nothing.
		before := len(r.plat.errors)
		if err := r.a.EditorPlay(position.Red, 3); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: play from here: %v", tc.fen, err)
		}
		if err := r.a.EditorAnalyse(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: analyse: %v", tc.fen, err)
		}
		if _, err := r.a.EditorShare(); err == nil {
			t.Errorf("%s: share did not refuse", tc.fen)
		}
		if r.a.Mode() != game.Editor || len(r.plat.errors) != before+3 {
			t.Errorf("%s: after the refusals mode %s, %d messages", tc.fen, r.a.Mode(), len(r.plat.errors)-before)
		}
	}
	// Many problems: the first three and a count.
	m.ed.Load([position.NumSquares]position.Piece{}, position.Red)
	for _, s := range []string{"a0", "b0", "c0", "d0", "a1"} {
		sq, _ := position.ParseSquare(s)
		m.ed.Put(sq, letter('P'))
	}
	s := r.status()
	if len(s.Reasons) != 4 || s.Reasons[3] != "…and 4 more problems." {
		t.Errorf("reasons %q", s.Reasons)
	}
}

// TestEveryProblemHasWords checks each set-up code in both languages: no
// key shown instead of words, no formatting slip.
func TestEveryProblemHasWords(t *testing.T) {
	r := newEditorRig(t)
	r.start(Boot{})
	for _, lang := range []string{"en", "zh"} {
		r.a.Set("lang", lang)
		for code := position.SetupNoKing; code <= position.SetupNotToMoveInCheck; code++ {
			for _, c := range []position.Color{position.Red, position.Black} {
				typ := position.Pawn
				switch code {
				case position.SetupNoKing, position.SetupTwoKings, position.SetupKingOutsidePalace, position.SetupKingsFacing, position.SetupNotToMoveInCheck:
					typ = position.King
				case position.SetupAdvisorPoint:
					typ = position.Advisor
				case position.SetupElephantPoint:
					typ = position.Elephant
				}
				text := r.a.setupReason(position.SetupProblem{Code: code, Color: c, Type: typ, Count: 3})
				if strings.HasPrefix(text, "setup.") || strings.Contains(text, "%!") || strings.Contains(text, "piece.") {
					t.Errorf("%s %s %s: %q", lang, code, c, text)
				}
			}
		}
	}
	r.a.Set("lang", "zh")
	got := r.a.setupReason(position.SetupProblem{Code: position.SetupTooMany, Color: position.Black, Type: position.Rook, Count: 3})
	if got != "黑方有3个车，但每方最多2个。" {
		t.Errorf("Chinese: %q", got)
	}
	if i18n.T(i18n.Chinese, "piece.k") != "黑将" {
		t.Error("black general")
	}
}

func TestEditorPlaysFromTheSetUp(t *testing.T) {
	r := newEditorRig(t)
	r.start(Boot{})
	r.a.OpenEditor()
	r.a.EditorClear()
	// Red general d0, Black general e9, a red chariot: Black to move.
	r.a.EditorSelectTool(editor.Place(letter('K')))
	r.press("d0")
	r.a.EditorSelectTool(editor.Place(letter('k')))
	r.press("e9")
	r.a.EditorSelectTool(editor.Place(letter('R')))
	r.press("a5")
	if s := r.status(); !s.Legal {
		t.Fatalf("set-up refused: %q", s.Reasons)
	}
	r.a.EditorSetSide(position.Black)
	const fen = "4k4/9/9/9/R8/9/9/9/9/3K5 b - - 0 1"
	if r.status().FEN != fen {
		t.Fatalf("FEN %s", r.status().FEN)
	}
	// The player takes Red at level 2: the engine (Black) moves first.
	if err := r.a.EditorPlay(position.Red, 2); err != nil {
		t.Fatal(err)
	}
	if r.a.Mode() != game.Play || r.a.Side() != position.Red || r.a.Level() != 2 || r.a.Game().StartFEN() != fen {
		t.Fatalf("mode %s side %s level %d start %s", r.a.Mode(), r.a.Side(), r.a.Level(), r.a.Game().StartFEN())
	}
	r.send(`{"type":"ready"}`)
	g := r.lastGo()
	if g["level"] != float64(2) {
		t.Errorf("go %v", g)
	}
	pos := r.worker().posted
	found := false
	for _, m := range pos {
		found = found || m["type"] == "position" && m["fen"] == fen
	}
	if !found {
		t.Errorf("the engine was not given the set-up: %v", pos)
	}
	r.send(`{"type":"bestmove","id":%d,"move":"e9f9"}`, r.goID())
	r.tap("a5", "a9")
	if r.moves() != "e9f9 a5a9" {
		t.Errorf("moves %q", r.moves())
	}
	if r.dp.draft != "" {
		t.Error("the draft outlived the editor")
	}
}

func TestEditorAnalyseAndShare(t *testing.T) {
	r := newEditorRig(t)
	r.start(Boot{Fragment: "#mode=editor&fen=3k5/9/9/9/9/9/9/9/9/4K1R2+b"})
	const fen = "3k5/9/9/9/9/9/9/9/9/4K1R2 b - - 0 1"
	if s := r.status(); r.a.Mode() != game.Editor || s.FEN != fen || !s.Legal || s.NoMoves {
		t.Fatalf("link opened mode %s status %+v", r.a.Mode(), s)
	}
	links, err := r.a.EditorShare()
	if err != nil {
		t.Fatal(err)
	}
	if links.Fragment != "#fen=3k5/9/9/9/9/9/9/9/9/4K1R2+b+-+-+0+1&mode=editor" || links.FEN != fen ||
		!strings.Contains(links.PGN, `[FEN "`+fen+`"]`) || strings.Contains(links.Embed, "editor") {
		t.Errorf("share %+v", links)
	}
	// The link reopens the editor on the same position.
	again := newEditorRig(t)
	again.start(Boot{Fragment: links.Fragment})
	if again.a.Mode() != game.Editor || again.status().FEN != fen {
		t.Errorf("reopened mode %s FEN %s", again.a.Mode(), again.status().FEN)
	}
	if err := r.a.EditorAnalyse(); err != nil {
		t.Fatal(err)
	}
	if r.a.Mode() != game.Analysis || r.a.Game().StartFEN() != fen || r.a.Board().Position().SideToMove() != position.Black {
		t.Errorf("analysis: mode %s start %s", r.a.Mode(), r.a.Game().StartFEN())
	}
	// Both sides are the player's in analysis.
	r.tap("d9", "d8")
	if r.moves() != "d9d8" {
		t.Errorf("moves %q", r.moves())
	}
}

func TestEditorPastedFEN(t *testing.T) {
	r := newEditorRig(t)
	r.start(Boot{Language: "zh-CN"})
	r.a.OpenEditor()
	before := r.status().FEN
	for _, tc := range []struct{ text, want string }{
		{"", "请先粘贴或输入 FEN。"},
		{"hello", "无法读取该 FEN：FEN board has 1 ranks, want 10 separated by '/'"},
		{"4k4/9/9/9/9/9/9/9/9/2K6 w", "该局面不可能在对局中出现：红帅必须在九宫之内。"},
	} {
		err := r.a.EditorLoadFEN(tc.text)
		if err == nil || err.Error() != tc.want || r.status().FEN != before {
			t.Errorf("LoadFEN(%q): %v, FEN %s", tc.text, err, r.status().FEN)
		}
	}
	// Black is mated here: legal, with no move to make.
	if err := r.a.EditorLoadFEN("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 3 9"); err != nil || r.status().FEN != "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1" {
		t.Errorf("good FEN: %v, %s", err, r.status().FEN)
	}
	if s := r.status(); !s.Legal || !s.NoMoves {
		t.Errorf("mated side to move: %+v", s)
	}
}

func TestEditorDraftSurvivesAReload(t *testing.T) {
	r := newEditorRig(t)
	r.start(Boot{})
	r.a.OpenEditor()
	r.a.EditorSelectTool(editor.Place(letter('R')))
	r.press("e4") // a third red chariot: illegal
	r.a.EditorSetSide(position.Black)
	want := r.status().FEN
	if r.status().Legal {
		t.Fatal("three chariots accepted")
	}

	again := newEditorRig(t)
	again.dp.draft, again.dp.hasDraft = r.dp.draft, true
	again.start(Boot{Stored: r.plat.stored, HasStored: true})
	if again.a.Mode() != game.Editor || again.status().FEN != want || again.status().Legal {
		t.Errorf("after a reload: mode %s FEN %s", again.a.Mode(), again.status().FEN)
	}
	// A broken draft: the game's position, and a message.
	broken := newEditorRig(t)
	broken.dp.draft, broken.dp.hasDraft = "{]", true
	broken.start(Boot{Stored: r.plat.stored, HasStored: true})
	if broken.status().FEN != position.StartFEN || len(broken.plat.errors) != 1 {
		t.Errorf("broken draft: FEN %s, errors %q", broken.status().FEN, broken.plat.errors)
	}
	// A link's own position wins over the draft.
	linked := newEditorRig(t)
	linked.dp.draft, linked.dp.hasDraft = r.dp.draft, true
	linked.start(Boot{Stored: r.plat.stored, HasStored: true, Fragment: "#mode=editor&fen=3k5/9/9/9/9/9/9/9/9/3RK4+b"})
	if linked.status().FEN != "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1" {
		t.Errorf("linked: %s", linked.status().FEN)
	}
}

func TestEditorFromAReviewedPosition(t *testing.T) {
	r := newEditorRig(t)
	r.start(Boot{Fragment: "#moves=h2e2,h9g7,h0g2&mode=analysis"})
	r.a.Show(1)
	r.a.OpenEditor()
	if got := r.status().FEN; got != "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1" {
		t.Errorf("FEN %s", got)
	}
	r.a.EditorBack()
	if r.a.Mode() != game.Analysis || r.a.Game().Ply() != 3 {
		t.Errorf("back: mode %s ply %d", r.a.Mode(), r.a.Game().Ply())
	}
}
