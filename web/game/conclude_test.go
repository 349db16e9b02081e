package game

import (
	"strings"
	"testing"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

func mustGame(t *testing.T, fen string) *Game {
	t.Helper()
	p, err := position.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return New(p)
}

// TestFlag checks the rule of a fallen flag: a loss, or a draw when the
// other side has nothing that could mate; and that taking a move back (or
// none) opens the game again, as after a resignation.
func TestFlag(t *testing.T) {
	g := NewStandard()
	g.Play(mv(t, "h2e2"))
	g.Flag(position.Black)
	if got := g.Outcome(); got != (Outcome{RedWins, ReasonTimeout}) {
		t.Fatalf("Black's flag at the opening: %+v", got)
	}
	if g.Play(mv(t, "h9g7")) == nil {
		t.Error("a move after the flag was played")
	}
	g.Flag(position.Red) // too late: the game is over
	if got := g.Outcome(); got.Result != RedWins {
		t.Errorf("a second flag changed the outcome: %+v", got)
	}
	if g.TakeBack(0); g.Over() {
		t.Errorf("TakeBack(0) left the game over: %+v", g.Outcome())
	}

	// Black has only advisors and an elephant: Red's flag is a draw.
	bare := mustGame(t, "2bak4/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1")
	bare.Flag(position.Red)
	if got := bare.Outcome(); got != (Outcome{Draw, ReasonTimeout}) {
		t.Errorf("Red's flag against bare defenders: %+v", got)
	}
}

func TestAgreeDrawAndConclude(t *testing.T) {
	g := NewStandard()
	g.AgreeDraw()
	if got := g.Outcome(); got != (Outcome{Draw, ReasonAgreement}) {
		t.Fatalf("agreed draw: %+v", got)
	}
	cases := []struct {
		fen  string
		o    Outcome
		want bool
	}{
		{"", Outcome{RedWins, ReasonResign}, true},
		{"", Outcome{Draw, ReasonResign}, false},
		{"", Outcome{BlackWins, ReasonTimeout}, true},
		{"", Outcome{Draw, ReasonTimeout}, false}, // both sides can mate
		{"2bak4/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1", Outcome{Draw, ReasonTimeout}, true},
		{"2bak4/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1", Outcome{BlackWins, ReasonTimeout}, false},
		{"", Outcome{Draw, ReasonAgreement}, true},
		{"", Outcome{RedWins, ReasonAgreement}, false},
		{"", Outcome{RedWins, ReasonCheckmate}, false}, // the board decides that
	}
	for _, tc := range cases {
		g := NewStandard()
		if tc.fen != "" {
			g = mustGame(t, tc.fen)
		}
		ok := g.Conclude(tc.o)
		if ok != tc.want {
			t.Errorf("Conclude(%+v) on %q = %v, want %v", tc.o, tc.fen, ok, tc.want)
		}
		if ok && g.Outcome() != tc.o {
			t.Errorf("Conclude(%+v) gave %+v", tc.o, g.Outcome())
		}
		if !ok && g.Over() {
			t.Errorf("a refused Conclude(%+v) ended the game: %+v", tc.o, g.Outcome())
		}
	}
}

// TestConclusionInPGN checks that a saved game says how it ended (the
// Termination tag and a closing comment) and that a loss on time read back
// is a loss on time.
func TestConclusionInPGN(t *testing.T) {
	g := NewStandard()
	for _, m := range []string{"h2e2", "h9g7"} {
		g.Play(mv(t, m))
	}
	g.Flag(position.Red)
	rec := g.Record()
	g.Conclusion(rec, "Red ran out of time")
	pgn := rec.PGN(notation.ICCS)
	for _, want := range []string{`[Termination "time forfeit"]`, `{Red ran out of time}`, "0-1"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN lacks %s:\n%s", want, pgn)
		}
	}
	back, err := ParseText(pgn)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Outcome(); got != (Outcome{BlackWins, ReasonTimeout}) {
		t.Errorf("read back: %+v", got)
	}

	resigned := NewStandard()
	resigned.Play(mv(t, "h2e2"))
	resigned.Resign(position.Black)
	rec = resigned.Record()
	resigned.Conclusion(rec, "")
	if rec.Tag("Termination") != TerminationNormal {
		t.Errorf("resignation: Termination %q", rec.Tag("Termination"))
	}
	open := NewStandard()
	rec = open.Record()
	open.Conclusion(rec, "x")
	if rec.Tag("Termination") != "" || rec.Root.Comment != "" {
		t.Errorf("an open game got a conclusion: %q %q", rec.Tag("Termination"), rec.Root.Comment)
	}
}
