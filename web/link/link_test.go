package link

import (
	"strings"
	"testing"

	"xiangqi/web/game"
)

const mateInTwo = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"

func TestParse(t *testing.T) {
	tests := []struct {
		name     string
		fragment string
		check    func(t *testing.T, l Link)
		errs     []string // substrings, one per expected error
	}{
		{"empty", "", func(t *testing.T, l Link) {
			if l.Game != nil || l.Side != "" || l.Level != 0 {
				t.Errorf("empty fragment gave %+v", l)
			}
		}, nil},
		{"design example", "#fen=&moves=h2e2,h9g7&side=black&level=4", func(t *testing.T, l Link) {
			if l.Game == nil || strings.Join(l.Game.ICCS(), ",") != "h2e2,h9g7" || l.Side != "black" || l.Level != 4 {
				t.Errorf("got %+v", l)
			}
		}, nil},
		{"fen with plus for spaces", "fen=" + strings.ReplaceAll(mateInTwo, " ", "+") + "&level=1", func(t *testing.T, l Link) {
			if l.Game == nil || l.Game.StartFEN() != mateInTwo || l.Level != 1 {
				t.Errorf("got %+v (err %v)", l, l.GameErr)
			}
		}, nil},
		{"fen with %20", "fen=" + strings.ReplaceAll(mateInTwo, " ", "%20"), func(t *testing.T, l Link) {
			if l.Game == nil || l.Game.StartFEN() != mateInTwo {
				t.Errorf("got err %v", l.GameErr)
			}
		}, nil},
		{"settings", "#flip=1&notation=wxf&lang=zh&sound=0&mode=analysis&embed=1", func(t *testing.T, l Link) {
			if !l.Flip || !l.HasFlip || l.Mode != game.Analysis || !l.Embed {
				t.Errorf("got %+v", l)
			}
			if l.Settings["notation"] != "wxf" || l.Settings["lang"] != "zh" || l.Settings["sound"] != "off" {
				t.Errorf("settings = %v", l.Settings)
			}
		}, nil},
		{"editor", "#mode=editor&fen=" + strings.ReplaceAll(mateInTwo, " ", "+"), func(t *testing.T, l Link) {
			if l.Mode != game.Editor || l.Game == nil || l.Game.StartFEN() != mateInTwo {
				t.Errorf("got mode %q game %v err %v", l.Mode, l.Game, l.GameErr)
			}
		}, nil},
		{"bad fen", "#fen=not-a-fen&level=2", func(t *testing.T, l Link) {
			if l.Game != nil || l.GameErr == nil || !strings.Contains(l.GameErr.Error(), "bad position") {
				t.Errorf("game %v err %v", l.Game, l.GameErr)
			}
			if l.Level != 2 {
				t.Error("a bad fen also lost the level")
			}
		}, nil},
		{"illegal move", "#moves=h2e2,h2e2", func(t *testing.T, l Link) {
			if l.Game != nil || l.GameErr == nil || !strings.Contains(l.GameErr.Error(), "move 2") {
				t.Errorf("game %v err %v", l.Game, l.GameErr)
			}
		}, nil},
		{"garbage move", "#moves=<script>alert(1)</script>", func(t *testing.T, l Link) {
			if l.Game != nil || l.GameErr == nil {
				t.Errorf("game %v err %v", l.Game, l.GameErr)
			}
		}, nil},
		{"bad values", "#side=green&level=99&flip=maybe&mode=chaos&embed=2&lang=xx&notation=%3Cb%3E", nil,
			[]string{"side", "level", "flip", "mode", "embed", "lang", "notation"}},
		{"bad encoding", "#side=%zz", nil, []string{"badly encoded"}},
		{"first of duplicates", "#level=2&level=5", func(t *testing.T, l Link) {
			if l.Level != 2 {
				t.Errorf("level = %d", l.Level)
			}
		}, nil},
		{"unknown keys ignored", "#colour=blue&level=3", func(t *testing.T, l Link) {
			if l.Level != 3 {
				t.Errorf("level = %d", l.Level)
			}
		}, nil},
		{"too long", "#moves=" + strings.Repeat("h2e2,", 14000), nil, []string{"too long"}},
		{"viewer", "#mode=view&pgn=1.%20C2.5%20%7BThe%20central%20cannon.%7D%20H8%2B7&ply=1&autoplay=1&speed=1.5&pgnurl=games%2Fa.pgn", func(t *testing.T, l Link) {
			if l.Game == nil || l.Game.Ply() != 2 || l.Game.Root().Children[0].Comment != "The central cannon." {
				t.Errorf("pgn: %v %v", l.Game, l.GameErr)
			}
			if !l.HasPly || l.Ply != 1 || !l.Autoplay || l.Speed != 1.5 || l.PGNURL != "games/a.pgn" {
				t.Errorf("viewer parameters: %+v", l)
			}
		}, nil},
		{"a bad pgn", "#pgn=1.%20C2.9", func(t *testing.T, l Link) {
			if l.Game != nil || l.GameErr == nil {
				t.Errorf("game %v, err %v", l.Game, l.GameErr)
			}
		}, nil},
		{"pgn beside moves", "#pgn=1.%20C2.5&moves=h2e2,h9g7", func(t *testing.T, l Link) {
			if l.Game == nil || l.Game.Ply() != 1 {
				t.Errorf("the pgn does not win: %v", l.Game)
			}
		}, []string{"ignored beside pgn"}},
		{"bad viewer values", "#ply=-1&autoplay=maybe&speed=0.1&pgnurl=javascript:alert(1)", nil,
			[]string{"pgnurl", "ply", "autoplay", "speed"}},
		{"pgnurl over http", "#pgnurl=https%3A%2F%2Fexample.org%2Fg.pgn", func(t *testing.T, l Link) {
			if l.PGNURL != "https://example.org/g.pgn" {
				t.Errorf("pgnurl %q", l.PGNURL)
			}
		}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, errs := Parse(tc.fragment)
			if len(errs) != len(tc.errs) {
				t.Fatalf("errors = %v, want %d", errs, len(tc.errs))
			}
			for i, want := range tc.errs {
				if !strings.Contains(errs[i].Error(), want) {
					t.Errorf("error %d = %q, want it to mention %q", i, errs[i], want)
				}
			}
			if tc.check != nil {
				tc.check(t, l)
			}
		})
	}
}

func TestErrorsClipHostileText(t *testing.T) {
	_, errs := Parse("#side=" + strings.Repeat("x", 500))
	if len(errs) != 1 || len(errs[0].Error()) > 80 {
		t.Errorf("errors = %v", errs)
	}
}

func TestBuildRoundTrips(t *testing.T) {
	s := Share{FEN: mateInTwo, Moves: []string{"d0d1", "e9f9"}, Side: "black", Level: 7, Flip: true,
		Mode: game.Analysis, Extra: [][2]string{{"notation", "iccs"}, {"lang", "zh"}}}
	frag := Build(s)
	if strings.ContainsAny(frag, " <>\"") {
		t.Errorf("fragment has unsafe characters: %s", frag)
	}
	l, errs := Parse(frag)
	if len(errs) != 0 {
		t.Fatalf("errors reading back %s: %v", frag, errs)
	}
	if l.Game == nil || l.Game.StartFEN() != mateInTwo || strings.Join(l.Game.ICCS(), ",") != "d0d1,e9f9" {
		t.Fatalf("game read back wrong from %s (err %v)", frag, l.GameErr)
	}
	if l.Side != "black" || l.Level != 7 || !l.Flip || l.Mode != game.Analysis || l.Settings["notation"] != "iccs" || l.Settings["lang"] != "zh" {
		t.Errorf("read back %+v", l)
	}
	editor := Build(Share{FEN: mateInTwo, Mode: game.Editor})
	if editor != "#fen=4k4/R8/9/9/9/9/9/9/9/1R1K5+w+-+-+0+1&mode=editor" {
		t.Errorf("editor fragment = %q", editor)
	}
	if l, errs := Parse(editor); len(errs) != 0 || l.Mode != game.Editor || l.Game.StartFEN() != mateInTwo {
		t.Errorf("editor link read back as %+v, %v", l, errs)
	}
	if got := Build(Share{Moves: []string{"h2e2"}}); got != "#moves=h2e2" {
		t.Errorf("minimal fragment = %q", got)
	}
}

// TestClockAndTwoPlayerLinks: tc=10+5 asks for a clock (however the '+'
// arrives), mode=two-players for a game between two people, with the other
// parameters; a bad clock is reported and the rest still used.
func TestClockAndTwoPlayerLinks(t *testing.T) {
	for _, frag := range []string{"#tc=10+5&mode=two-players&moves=h2e2", "#tc=10%2B5&mode=two-players&moves=h2e2"} {
		l, errs := Parse(frag)
		if len(errs) > 0 || !l.HasClock || l.Clock.String() != "10+5" || l.Mode != game.TwoPlayers || l.Game == nil || l.Game.Ply() != 1 {
			t.Errorf("%s: %+v %v", frag, l, errs)
		}
	}
	l, errs := Parse("#tc=1+0&level=10&side=black")
	if len(errs) > 0 || l.Clock.String() != "1+0" || l.Level != 10 || l.Side != "black" {
		t.Errorf("tc=1+0 with level and side: %+v %v", l, errs)
	}
	l, errs = Parse("#tc=none")
	if len(errs) > 0 || !l.HasClock || l.Clock.On() {
		t.Errorf("tc=none: %+v %v", l, errs)
	}
	l, errs = Parse("#tc=0+9&level=4")
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), "tc:") || l.HasClock || l.Level != 4 {
		t.Errorf("a bad tc: %+v %v", l, errs)
	}
	frag := Build(Share{Moves: []string{"h2e2"}, Side: "red", Level: 5, Mode: game.TwoPlayers, Clock: l.Clock})
	if frag != "#moves=h2e2&side=red&level=5&mode=two-players" {
		t.Errorf("untimed share: %s", frag)
	}
	timed, _ := Parse("#tc=15+10")
	frag = Build(Share{Moves: []string{"h2e2"}, Level: 5, Mode: game.TwoPlayers, Clock: timed.Clock})
	back, errs := Parse(frag)
	if frag != "#moves=h2e2&level=5&mode=two-players&tc=15+10" || len(errs) > 0 || back.Clock != timed.Clock || back.Mode != game.TwoPlayers {
		t.Errorf("timed share %s read back as %+v %v", frag, back, errs)
	}
}

// The fragments of issue 12 that a regular expression read differently from
// Parse; web/e2e/fragment.test.mjs checks the same table in every part of
// the page, which must all follow Parse.
func TestFragmentCasesOfIssue12(t *testing.T) {
	for _, tc := range []struct {
		fragment string
		embed    bool
		mode     game.Mode
	}{
		{"#embed=%31", true, ""},
		{"#embed=0&embed=1", false, ""},
		{"#mode=VIEW", false, game.View},
		{"#EMBED=yes&mode=View", true, game.View},
		{"#embed=1", true, ""},
	} {
		l, errs := Parse(tc.fragment)
		if len(errs) > 0 {
			t.Errorf("%s: %v", tc.fragment, errs)
		}
		if l.Embed != tc.embed || l.Mode != tc.mode {
			t.Errorf("%s: embed %v, mode %q; want %v, %q", tc.fragment, l.Embed, l.Mode, tc.embed, tc.mode)
		}
	}
}
