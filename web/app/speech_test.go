package app

import (
	"strings"
	"testing"

	"xiangqi/engine/position"
)

func square(t *testing.T, name string) position.Square {
	t.Helper()
	s, err := position.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPointNames checks what a screen reader hears of a point in both
// languages and both orientations, with the marks of a picked-up piece.
func TestPointNames(t *testing.T) {
	r := newRig(t).start(Boot{})
	for _, c := range []struct{ sq, want string }{
		{"a0", "Red chariot, a0"},
		{"e9", "Black general, e9"},
		{"e4", "e4, empty"},
	} {
		if got := r.a.PointName(square(t, c.sq)); got != c.want {
			t.Errorf("%s: %q, want %q", c.sq, got, c.want)
		}
	}
	r.a.Set("lang", "zh")
	for _, c := range []struct{ sq, want string }{
		{"a0", "红车，九路底线"},
		{"i0", "红车，一路底线"},
		{"e3", "红兵，五路兵林线"},
		{"e9", "黑将，五路对方底线"},
		{"e5", "五路对方河沿，空"},
	} {
		if got := r.a.PointName(square(t, c.sq)); got != c.want {
			t.Errorf("%s: %q, want %q", c.sq, got, c.want)
		}
	}
	r.a.Flip() // Black at the bottom counts from its own side
	if got := r.a.PointName(square(t, "a9")); got != "黑车，一路底线" {
		t.Errorf("flipped a9: %q", got)
	}
	r.a.Flip()
	r.a.Set("lang", "en")
	r.a.SetCursor(square(t, "h2"))
	r.a.PressCursor()
	if got := r.a.PointName(square(t, "h2")); got != "Red cannon, h2, picked up" {
		t.Errorf("picked up: %q", got)
	}
	if got := r.a.PointName(square(t, "h9")); got != "Black horse, h9, can take" {
		t.Errorf("a capture: %q", got)
	}
	if got := r.a.PointName(square(t, "e2")); got != "e2, empty, can move here" {
		t.Errorf("a destination: %q", got)
	}
	if last := r.plat.announced[len(r.plat.announced)-1]; !strings.HasPrefix(last, "Red cannon on h2 picked up: 12 moves.") {
		t.Errorf("announced %q", last)
	}
}

// TestDescribePosition checks the whole position read by side and by ranks.
func TestDescribePosition(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#fen=3k5/4a4/9/9/9/9/9/9/4R4/4K4+w"})
	got := r.a.DescribePosition(true)
	want := "Red: general e0; chariot e1. Black: general d9; advisor e8. Red to move"
	if got != want {
		t.Errorf("by side:\n%q\nwant\n%q", got, want)
	}
	ranks := r.a.DescribePosition(false)
	if !strings.HasPrefix(ranks, "Rank 9: Black general d9. Rank 8: Black advisor e8. Rank 7: empty.") ||
		!strings.HasSuffix(ranks, "Rank 1: Red chariot e1. Rank 0: Red general e0. Red to move") {
		t.Errorf("by ranks: %q", ranks)
	}
	r.a.Set("lang", "zh")
	if got := r.a.DescribePosition(true); got != "红方：帅 五路底线；车 五路二线。黑方：将 六路对方底线；士 五路对方二线。红方走棋" {
		t.Errorf("by side in Chinese: %q", got)
	}
	if got := r.a.DescribePosition(false); !strings.HasPrefix(got, "对方底线：六路黑将。对方二线：五路黑士。对方宫顶线：空。") {
		t.Errorf("by ranks in Chinese: %q", got)
	}
	r.a.SayPosition(true)
	if last := r.plat.announced[len(r.plat.announced)-1]; last != "红方：帅 五路底线；车 五路二线。黑方：将 六路对方底线；士 五路对方二线。红方走棋" {
		t.Errorf("announced %q", last)
	}
}

// TestKeyboardGame plays a short game with the keyboard's cursor alone
// against the engine: pick up, a refused move, a move, a capture heard with
// the piece taken, the engine's reply heard, and a mate heard as the end.
func TestKeyboardGame(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#fen=" + strings.ReplaceAll(mateInTwo, " ", "+") + "&level=1"})
	r.send(`{"type":"ready"}`)
	key := func(dx, dy, times int) {
		for i := 0; i < times; i++ {
			r.a.MoveCursor(dx, dy)
		}
	}
	// The cursor starts on Red's general, d0. The chariot on b0 is two
	// points to the left.
	if c := r.a.CursorSquare(); c.String() != "d0" {
		t.Fatalf("cursor on %s", c)
	}
	key(-1, 0, 2)
	r.a.PressCursor() // pick up the chariot on b0
	key(0, -1, 3)     // to b3
	key(1, 0, 1)      // to c3: not a chariot's move
	r.a.PressCursor()
	if r.moves() != "" || r.a.Cue().Seq != 1 {
		t.Fatalf("an illegal point: moves %q", r.moves())
	}
	r.a.Deselect()
	// Play d0d1 (the general steps up), as the mate in two begins.
	key(0, 3, 3) // back to c0
	key(1, 0, 1) // d0
	r.a.PressCursor()
	key(0, -1, 1)
	r.a.PressCursor()
	if r.moves() != "d0d1" {
		t.Fatalf("moves %q", r.moves())
	}
	r.send(`{"type":"bestmove","id":%d,"move":"e9f9"}`, r.goID())
	if last := r.plat.announced[len(r.plat.announced)-1]; last != "Black: K5.6" {
		t.Errorf("the engine's reply was heard as %q", last)
	}
	// b0b9 mates: to b0 (d1 -> c1 -> b1 -> b0), up nine.
	key(-1, 0, 2)
	key(0, 1, 1)
	r.a.PressCursor()
	key(0, -1, 9)
	r.a.PressCursor()
	if !r.a.Game().Over() {
		t.Fatalf("not over: %q", r.moves())
	}
	heard := strings.Join(r.plat.announced, " | ")
	if !strings.Contains(heard, "Red: R8+9, check") || !strings.HasSuffix(heard, "You win! Red wins: checkmate") {
		t.Errorf("heard: %s", heard)
	}
}

// TestCaptureHeard checks that a capture names the piece taken.
func TestCaptureHeard(t *testing.T) {
	r := newRig(t).start(Boot{Language: "zh-CN"})
	r.tap("h2", "h9")
	if got := r.plat.announced[0]; got != "红方：炮二进七，吃黑马" {
		t.Errorf("heard %q", got)
	}
}
