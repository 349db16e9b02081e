package app

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"xiangqi/engine/gamefile"
	"xiangqi/web/game"
)

// A commented game with a variation: the central cannon, answered by the
// screen horse; at move 2 Red could also have brought out the other horse.
const commentedPGN = `[Event "A commented game"]
[Red "Hu Ronghua"]
[Black "Yang Guanlin"]

{The most popular opening.} 1. C2.5 {The central cannon.} H8+7 {The screen horse guards the centre.}
2. H2+3 (2. H8+7 {Both horses first.} R9.8) R9.8 3. R1.2 *`

// viewerPlatform is the fake platform with a way to fetch files.
type viewerPlatform struct {
	fakePlatform
	fetched []string
}

func (p *viewerPlatform) FetchGame(url string) { p.fetched = append(p.fetched, url) }

func newViewerRig(t *testing.T) (*rig, *viewerPlatform) {
	r := newRig(t)
	vp := &viewerPlatform{}
	r.plat = &vp.fakePlatform
	r.a.plat = vp
	return r, vp
}

func TestViewerShowsTheCommentOfTheShownMove(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#embed=1&mode=view&ply=0&pgn=" + url.QueryEscape(commentedPGN)})
	a := r.a
	if len(r.plat.errors) > 0 {
		t.Fatalf("errors: %v", r.plat.errors)
	}
	if !a.Viewing() || a.EngineState() != "off" {
		t.Fatalf("viewing %v, engine %s", a.Viewing(), a.EngineState())
	}
	steps := []struct {
		move, comment string
		branches      []string
		status        string
	}{
		{"", "The most popular opening.", nil, "Start position"},
		{"1. C2.5", "The central cannon.", nil, "Move 1 of 5"},
		{"1… H8+7", "The screen horse guards the centre.", []string{"2. H2+3", "2. H8+7"}, "Move 2 of 5"},
		{"2. H2+3", "", nil, "Move 3 of 5"},
	}
	for i, want := range steps {
		if i > 0 {
			a.Step(1)
		}
		n := a.Note()
		var branches []string
		for _, b := range n.Branches {
			branches = append(branches, b.Text)
		}
		if n.Move != want.move || n.Comment != want.comment || strings.Join(branches, ",") != strings.Join(want.branches, ",") {
			t.Errorf("ply %d: note %+v, want move %q comment %q branches %v", i, n, want.move, want.comment, want.branches)
		}
		if got := a.Status().Text; got != want.status {
			t.Errorf("ply %d: status %q, want %q", i, got, want.status)
		}
	}
	// Into the variation from the branch point, and along it.
	a.Step(-1)
	v := a.Note().Branches[1]
	if v.Main {
		t.Fatal("the second branch is the main line")
	}
	p, err := game.ParsePath(v.Path)
	if err != nil {
		t.Fatal(err)
	}
	a.ShowPath(p)
	n := a.Note()
	if !n.InVariation || n.Move != "2. H8+7" || n.Comment != "Both horses first." {
		t.Errorf("in the variation: %+v", n)
	}
	if got := a.Status().Text; got != "Variation, move 3" {
		t.Errorf("status in the variation: %q", got)
	}
	a.Step(1)
	if n := a.Note(); n.Move != "2… R9.8" || !n.InVariation {
		t.Errorf("along the variation: %+v", n)
	}
	// At the main line's end of a game that is not over.
	a.Live()
	if got := a.Status().Text; got != "Move 5 of 5" {
		t.Errorf("at the end: %q", got)
	}
}

func TestViewerStartsWhereTheLinkSays(t *testing.T) {
	moves := "#mode=view&moves=h2e2,h9g7,h0g2,i9h9"
	for _, tc := range []struct {
		fragment string
		ply      int
		playing  bool
	}{
		{moves, 4, false},                      // the whole game, as before
		{moves + "&ply=2", 2, false},           // a move of the main line
		{moves + "&ply=99", 4, false},          // past the end: the end
		{moves + "&autoplay=1", 0, true},       // autoplay plays from the start
		{moves + "&autoplay=1&ply=3", 3, true}, // or from ply
		{moves + "&autoplay=1&ply=4", 4, false},
	} {
		a := newRig(t).start(Boot{Fragment: tc.fragment}).a
		if a.ShownPly() != tc.ply || a.Autoplaying() != tc.playing {
			t.Errorf("%s: ply %d, playing %v; want %d, %v", tc.fragment, a.ShownPly(), a.Autoplaying(), tc.ply, tc.playing)
		}
	}
	// ply and autoplay mean nothing outside the viewer.
	a := newRig(t).start(Boot{Fragment: "#moves=h2e2,h9g7&ply=0&autoplay=1"}).a
	if a.Viewing() || a.Autoplaying() || a.ShownPly() != 2 {
		t.Errorf("play mode: viewing %v, playing %v, ply %d", a.Viewing(), a.Autoplaying(), a.ShownPly())
	}
}

func TestViewerAutoplay(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#mode=view&moves=h2e2,h9g7,h0g2&autoplay=1&speed=1.5"})
	a := r.a
	if !a.Autoplaying() || a.AutoplayDelay() != 1500*time.Millisecond {
		t.Fatalf("playing %v every %v", a.Autoplaying(), a.AutoplayDelay())
	}
	for want := 1; want <= 3; want++ {
		a.AutoplayStep()
		if a.ShownPly() != want {
			t.Fatalf("beat %d: ply %d", want, a.ShownPly())
		}
	}
	if a.Autoplaying() {
		t.Error("autoplay goes on past the end")
	}
	// Play again from the end: from the start.
	a.ToggleAutoplay()
	if !a.Autoplaying() || a.ShownPly() != 0 {
		t.Errorf("replay: playing %v at ply %d", a.Autoplaying(), a.ShownPly())
	}
	a.AutoplayStep()
	// The reader takes over: autoplay pauses, and its beat does nothing.
	a.PauseAutoplay()
	a.AutoplayStep()
	if a.Autoplaying() || a.ShownPly() != 1 {
		t.Errorf("after a pause: playing %v at ply %d", a.Autoplaying(), a.ShownPly())
	}
	// The embedding page's command, with a speed out of bounds (clamped).
	a.SetAutoplay(true, time.Hour)
	if !a.Autoplaying() || a.AutoplayDelay() != MaxAutoplayDelay {
		t.Errorf("set: playing %v every %v", a.Autoplaying(), a.AutoplayDelay())
	}
	a.SetAutoplay(false, 0)
	if a.Autoplaying() {
		t.Error("not paused")
	}
	// A play board has no autoplay.
	p := newRig(t).start(Boot{Fragment: "#moves=h2e2"}).a
	p.ToggleAutoplay()
	if p.CanAutoplay() || p.Autoplaying() {
		t.Error("autoplay in play mode")
	}
}

func TestViewerLoadsAGameFromAnAddress(t *testing.T) {
	r, vp := newViewerRig(t)
	r.start(Boot{Fragment: "#embed=1&mode=view&flip=1&ply=1&pgnurl=games%2Fhu-yang.pgn"})
	a := r.a
	if strings.Join(vp.fetched, ",") != "games/hu-yang.pgn" {
		t.Fatalf("fetched %v", vp.fetched)
	}
	if !a.ViewerLoading() || a.Status().Text != "Loading the game…" {
		t.Errorf("loading %v, status %q", a.ViewerLoading(), a.Status().Text)
	}
	a.GameFetched([]byte(commentedPGN), nil, nil)
	if a.ViewerLoading() || a.Game().Ply() != 5 || a.ShownPly() != 1 || a.Note().Comment != "The central cannon." {
		t.Errorf("loaded: loading %v, %d plies, shown %d, note %+v", a.ViewerLoading(), a.Game().Ply(), a.ShownPly(), a.Note())
	}
	if a.Board().Bottom.String() != "black" {
		t.Error("the board was turned back")
	}
	if red, _ := a.Players(); red != "Hu Ronghua" {
		t.Errorf("players: %q", red)
	}

	// A file that fails, and one that is no game: messages, the board as it was.
	for _, tc := range []struct {
		data []byte
		err  error
		want string
	}{
		{nil, errors.New("HTTP 404"), "could not be loaded: HTTP 404"},
		{[]byte("<html>not a game</html>"), nil, ""},
	} {
		r, _ := newViewerRig(t)
		r.start(Boot{Fragment: "#mode=view&pgnurl=x.pgn"})
		r.a.GameFetched(tc.data, gamefile.Decoder(nil), tc.err)
		if len(r.plat.errors) != 1 || !strings.Contains(r.plat.errors[0], tc.want) {
			t.Errorf("errors %v, want one with %q", r.plat.errors, tc.want)
		}
		if r.a.ViewerLoading() || r.a.Game().Ply() != 0 {
			t.Errorf("after a failed load: loading %v, %d plies", r.a.ViewerLoading(), r.a.Game().Ply())
		}
	}

	// Without a way to fetch, the page says so.
	n := newRig(t).start(Boot{Fragment: "#mode=view&pgnurl=x.pgn"})
	if len(n.plat.errors) != 1 {
		t.Errorf("errors %v", n.plat.errors)
	}
}

func TestViewerLoadRecord(t *testing.T) {
	record := func() *game.Game {
		g, err := game.ParseText(commentedPGN)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	r := newRig(t).start(Boot{Fragment: "#embed=1&mode=view&moves=h2e2&speed=3"})
	a := r.a
	a.LoadRecord(record(), 0)
	if !a.Viewing() || a.ShownPly() != 0 || a.Note().Comment != "The most popular opening." {
		t.Errorf("viewing %v at %d: %+v", a.Viewing(), a.ShownPly(), a.Note())
	}
	if a.AutoplayDelay() != 3*time.Second {
		t.Errorf("the speed was lost: %v", a.AutoplayDelay())
	}
	a.LoadRecord(record(), 3)
	if a.ShownPly() != 3 {
		t.Errorf("shown %d", a.ShownPly())
	}
	// In play mode the record is played on from its end.
	p := newRig(t).start(Boot{Fragment: "#embed=1&level=1"}).a
	p.LoadRecord(record(), 0)
	if p.Viewing() || p.Game().Ply() != 5 || p.Reviewing() {
		t.Errorf("play: viewing %v, %d plies, reviewing %v", p.Viewing(), p.Game().Ply(), p.Reviewing())
	}
}

func TestViewerHasNotes(t *testing.T) {
	for fragment, want := range map[string]bool{
		"#mode=view&moves=h2e2,h9g7":                                  false,
		"#mode=view&pgn=" + url.QueryEscape(commentedPGN):             true,
		"#mode=view&pgn=" + url.QueryEscape("1. C2.5 (1. P7+1) H8+7"): true,
		"#pgn=" + url.QueryEscape(commentedPGN):                       false, // not the viewer
	} {
		if got := newRig(t).start(Boot{Fragment: fragment}).a.HasNotes(); got != want {
			t.Errorf("%s: %v, want %v", fragment, got, want)
		}
	}
}
