package game

import (
	"errors"
	"strings"
	"testing"

	"xiangqi/engine/gamefile"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// mateInTwo: Red plays a quiet move, Black's king has one legal move (e9f9:
// d9 faces the red king, rank 8 is the rook's), and b0b9 mates. The browser
// tests play this game.
const mateInTwo = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"

func mv(t *testing.T, s string) position.Move {
	t.Helper()
	m, err := position.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func fromFEN(t *testing.T, fen string) *Game {
	t.Helper()
	p, err := position.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return New(p)
}

func TestPlayToCheckmate(t *testing.T) {
	g := fromFEN(t, mateInTwo)
	if err := g.Play(mv(t, "d0d1")); err != nil {
		t.Fatal(err)
	}
	legal := g.Position().LegalMoves(nil)
	if len(legal) != 1 || legal[0].String() != "e9f9" {
		t.Fatalf("Black's replies = %v, want only e9f9", legal)
	}
	for _, m := range []string{"e9f9", "b0b9"} {
		if err := g.Play(mv(t, m)); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if got := g.Outcome(); got != (Outcome{RedWins, ReasonCheckmate}) {
		t.Fatalf("outcome = %+v, want Red wins by checkmate", got)
	}
	if err := g.Play(mv(t, "f9e9")); err == nil {
		t.Error("a move after the end was accepted")
	}
	if g.Outcome().PGN() != "1-0" {
		t.Errorf("PGN result = %s", g.Outcome().PGN())
	}
}

func TestPlayRefusesIllegalMoves(t *testing.T) {
	g := NewStandard()
	for _, m := range []position.Move{mv(t, "h2h8"), mv(t, "e0e2"), position.NoMove, position.NewMove(200, 3)} {
		if err := g.Play(m); err == nil {
			t.Errorf("illegal move %v accepted", m)
		}
	}
	if g.Ply() != 0 {
		t.Errorf("ply = %d after refused moves", g.Ply())
	}
}

func TestTakeBack(t *testing.T) {
	g := fromFEN(t, mateInTwo)
	for _, m := range []string{"d0d1", "e9f9", "b0b9"} {
		g.Play(mv(t, m))
	}
	if n := g.TakeBack(1); n != 1 || g.Over() || g.Ply() != 2 {
		t.Fatalf("took back %d, over=%v, ply=%d; want 1, false, 2", n, g.Over(), g.Ply())
	}
	if n := g.TakeBack(5); n != 2 || g.Ply() != 0 {
		t.Errorf("took back %d to ply %d, want 2 to ply 0", n, g.Ply())
	}
	if g.Position().FEN() != mateInTwo {
		t.Errorf("position after taking everything back = %s", g.Position().FEN())
	}
}

func TestResign(t *testing.T) {
	g := NewStandard()
	g.Play(mv(t, "h2e2"))
	g.Resign(position.Black)
	if got := g.Outcome(); got != (Outcome{RedWins, ReasonResign}) {
		t.Fatalf("outcome = %+v", got)
	}
	if g.TakeBack(0); g.Over() {
		t.Error("taking back nothing did not reopen a resigned game")
	}
	g.Resign(position.Red)
	if got := g.Outcome(); got.Result != BlackWins {
		t.Errorf("red resigned: %+v", got)
	}
}

func TestAt(t *testing.T) {
	g := NewStandard()
	for _, m := range []string{"h2e2", "h9g7", "h0g2"} {
		g.Play(mv(t, m))
	}
	if p := g.At(0); p.FEN() != position.StartFEN || p.Ply() != 0 {
		t.Errorf("At(0) = %s", p.FEN())
	}
	if p := g.At(2); p.LastMove().String() != "h9g7" || p.Ply() != 2 {
		t.Errorf("At(2) last move = %v", p.LastMove())
	}
	if p := g.At(99); p.Ply() != 3 {
		t.Errorf("At(99) ply = %d", p.Ply())
	}
	if g.Ply() != 3 {
		t.Error("At changed the game")
	}
}

func TestPGNRoundTrip(t *testing.T) {
	g := fromFEN(t, mateInTwo)
	g.SetTags([]notation.Tag{{Name: "Red", Value: "Ann"}, {Name: "Black", Value: "<b>Bob</b>"}})
	for _, m := range []string{"d0d1", "e9f9", "b0b9"} {
		g.Play(mv(t, m))
	}
	for _, n := range []notation.Notation{notation.Chinese, notation.WXF, notation.ICCS} {
		text := g.PGN(n)
		back, err := ParseText(text)
		if err != nil {
			t.Fatalf("%v: reading back: %v\n%s", n, err, text)
		}
		if back.StartFEN() != mateInTwo || strings.Join(back.ICCS(), " ") != "d0d1 e9f9 b0b9" {
			t.Errorf("%v: read back %s %v", n, back.StartFEN(), back.ICCS())
		}
		if back.Outcome() != g.Outcome() || back.Tag("Black") != "<b>Bob</b>" {
			t.Errorf("%v: outcome %+v, Black %q", n, back.Outcome(), back.Tag("Black"))
		}
	}
}

func TestParseText(t *testing.T) {
	tests := []struct {
		name, text string
		ok         bool
		ply        int
		want       string // error text or start FEN
	}{
		{"FEN", "  " + mateInTwo + "\n", true, 0, mateInTwo},
		{"PGN moves", "1. h2e2 h9g7 2. h0g2 *", true, 3, ""},
		{"PGN Chinese", "[Result \"0-1\"]\n1. 炮二平五 马8进7 0-1", true, 2, ""},
		{"bad FEN", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w", false, 0, "rank"},
		{"empty", "   ", false, 0, "empty"},
		{"illegal PGN move", "1. h2h9 h9g7 *", false, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := ParseText(tc.text)
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok=%v", err, tc.ok)
			}
			if !tc.ok {
				if tc.want != "" && !strings.Contains(err.Error(), tc.want) {
					t.Errorf("error %q does not mention %q", err, tc.want)
				}
				return
			}
			if g.Ply() != tc.ply {
				t.Errorf("ply = %d, want %d", g.Ply(), tc.ply)
			}
			if tc.want != "" && g.StartFEN() != tc.want {
				t.Errorf("start = %q", g.StartFEN())
			}
		})
	}
}

// TestRecordResultWithoutMateHasNoReason checks that a record's result the
// board does not show is kept without inventing a reason (it is not
// "resignation"), that a mate on the board gives its reason, that a draw is
// kept, and that taking a move back opens the game again.
func TestRecordResultWithoutMateHasNoReason(t *testing.T) {
	g, err := ParseText("[Result \"0-1\"]\n1. h2e2 h9g7 0-1")
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Outcome(); got != (Outcome{BlackWins, ReasonNone}) || !g.Declared() {
		t.Errorf("outcome = %+v, want Black wins with no reason", got)
	}
	if g.TakeBack(1) != 1 || g.Over() {
		t.Errorf("after a take-back: %+v", g.Outcome())
	}
	draw, err := ParseText("1. h2e2 h9g7 1/2-1/2")
	if err != nil {
		t.Fatal(err)
	}
	if got := draw.Outcome(); got != (Outcome{Draw, ReasonNone}) {
		t.Errorf("drawn record: %+v", got)
	}
	// The board's own verdict wins over the record's: a mate is a mate.
	mate, err := ParseText("[FEN \"4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1\"]\n1. d0d1 e9f9 2. b0b9 1-0")
	if err != nil {
		t.Fatal(err)
	}
	if got := mate.Outcome(); got != (Outcome{RedWins, ReasonCheckmate}) || mate.Declared() {
		t.Errorf("mate: %+v", got)
	}
}

func TestMoveTexts(t *testing.T) {
	g := NewStandard()
	g.Play(mv(t, "h2e2"))
	g.Play(mv(t, "h9g7"))
	tests := []struct {
		n    notation.Notation
		want string
	}{
		{notation.ICCS, "h2e2 h9g7"},
		{notation.WXF, "C2.5 H8+7"},
		{notation.Chinese, "炮二平五 马8进7"},
	}
	for _, tc := range tests {
		if got := strings.Join(g.MoveTexts(tc.n), " "); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.n, got, tc.want)
		}
	}
}

// TestPositionResult checks that every result reads back as the engine's,
// a resignation included: the page's results are the engine's names.
func TestPositionResult(t *testing.T) {
	for _, r := range []position.Result{position.RedWins, position.BlackWins, position.Draw} {
		if got := (Outcome{Result: Result(r.String())}).PositionResult(); got != r {
			t.Errorf("%s reads back as %s", r, got)
		}
	}
	if got := (Outcome{}).PositionResult(); got != position.Ongoing {
		t.Errorf("an ongoing game reads back as %s", got)
	}
	g := New(position.NewStart())
	g.Resign(position.Red)
	if got := g.Outcome().PositionResult(); got != position.BlackWins {
		t.Errorf("Red's resignation reads back as %s, want a win for Black", got)
	}
}

// TestParseTextStopsAtTheSecondGame: pasted text with thousands of games is
// refused as soon as the second begins, with the message for it.
func TestParseTextStopsAtTheSecondGame(t *testing.T) {
	_, err := ParseText(strings.Repeat("1. h2e2 * ", 5000))
	var e *gamefile.Error
	if !errors.As(err, &e) || e.Code != gamefile.CodeManyGames {
		t.Fatalf("ParseText of 5,000 games: %v", err)
	}
	if g, err := ParseText("[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]"); err != nil || g.Ply() != 2 {
		t.Errorf("a pasted forum game: %v", err)
	}
}
