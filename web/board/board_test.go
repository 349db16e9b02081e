package board

import (
	"sort"
	"strings"
	"testing"

	"xiangqi/engine/position"
)

func sq(t *testing.T, name string) position.Square {
	t.Helper()
	s, err := position.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustFEN(t *testing.T, fen string) *position.Position {
	t.Helper()
	p, err := position.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func names(list []position.Square) string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = s.String()
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func TestGeometryCorners(t *testing.T) {
	tests := []struct {
		square string
		bottom position.Color
		x, y   float64
	}{
		{"a0", position.Red, MarginX, MarginY + 9*Cell},   // Red's left corner, bottom left
		{"i9", position.Red, MarginX + 8*Cell, MarginY},   // top right
		{"a0", position.Black, MarginX + 8*Cell, MarginY}, // turned round: top right
		{"e4", position.Red, MarginX + 4*Cell, MarginY + 5*Cell},
		{"e4", position.Black, MarginX + 4*Cell, MarginY + 4*Cell},
	}
	for _, tc := range tests {
		x, y := Point(sq(t, tc.square), tc.bottom)
		if x != tc.x || y != tc.y {
			t.Errorf("Point(%s, %v) = (%v, %v), want (%v, %v)", tc.square, tc.bottom, x, y, tc.x, tc.y)
		}
	}
}

func TestSquareAtInvertsPoint(t *testing.T) {
	for _, bottom := range []position.Color{position.Red, position.Black} {
		for s := position.Square(0); s < position.NumSquares; s++ {
			x, y := Point(s, bottom)
			// A touch a little off the point still lands on it.
			for _, d := range [][2]float64{{0, 0}, {0.4 * Cell, 0}, {0, -0.4 * Cell}, {-0.45 * Cell, 0.45 * Cell}} {
				got, ok := SquareAt(x+d[0], y+d[1], bottom)
				if !ok || got != s {
					t.Fatalf("SquareAt near %v (%v bottom, offset %v) = %v %v", s, bottom, d, got, ok)
				}
			}
		}
	}
	if _, ok := SquareAt(MarginX-0.6*Cell, MarginY, position.Red); ok {
		t.Error("a point beyond the left edge counted as on the board")
	}
	if _, ok := SquareAt(MarginX, MarginY+9.6*Cell, position.Red); ok {
		t.Error("a point below the bottom edge counted as on the board")
	}
}

func TestSelectMarksLegalDestinations(t *testing.T) {
	tests := []struct {
		name, fen, square, want string
	}{
		// The red cannon at h2 slides along its rank and file and captures the
		// horse on h9 by jumping over the cannon on h7.
		{"cannon", position.StartFEN, "h2", "c2 d2 e2 f2 g2 h1 h3 h4 h5 h6 h9 i2"},
		// The horse jumps to a2 and c2 over its free leg at b1; d1 is barred
		// because the elephant on c0 blocks that leg.
		{"horse", position.StartFEN, "b0", "a2 c2"},
		{"pawn before the river", position.StartFEN, "e3", "e4"},
		// The king may not step onto the open file facing the other king.
		{"king", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e0", "e1 f0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := New()
			b.SetPosition(mustFEN(t, tc.fen), true)
			r := b.PointerDown(sq(t, tc.square), 0, 0)
			if r.Kind != Selected {
				t.Fatalf("press on %s: %v, want Selected", tc.square, r.Kind)
			}
			if got := names(b.Dests()); got != tc.want {
				t.Errorf("destinations of %s = %q, want %q", tc.square, got, tc.want)
			}
		})
	}
}

func TestTapTap(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		taps   []string
		want   []ResultKind
		move   string // the move of the last result, if any
		reason Reason
	}{
		{"move", position.StartFEN, []string{"h2", "e2"}, []ResultKind{Selected, Moved}, "h2e2", NoReason},
		{"capture", position.StartFEN, []string{"h2", "h9"}, []ResultKind{Selected, Moved}, "h2h9", NoReason},
		{"not a move", position.StartFEN, []string{"h2", "g4"}, []ResultKind{Selected, Refused}, "h2g4", NotAMove},
		{"own piece reselects", position.StartFEN, []string{"h2", "b2"}, []ResultKind{Selected, Selected}, "", NoReason},
		{"second tap lets go", position.StartFEN, []string{"h2", "h2"}, []ResultKind{Selected, Deselected}, "", NoReason},
		{"enemy piece alone", position.StartFEN, []string{"h7"}, []ResultKind{Nothing}, "", NoReason},
		{"empty point alone", position.StartFEN, []string{"e5"}, []ResultKind{Nothing}, "", NoReason},
		// The rook shields its king from the black rook on e8: moving it
		// aside is a rook move, but an illegal one.
		{"pinned", "3k5/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1", []string{"e1", "a1"}, []ResultKind{Selected, Refused}, "e1a1", LeavesKingInCheck},
		{"pinned along the file", "3k5/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1", []string{"e1", "e8"}, []ResultKind{Selected, Moved}, "e1e8", NoReason},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := New()
			b.SetPosition(mustFEN(t, tc.fen), true)
			var r Result
			for i, name := range tc.taps {
				s := sq(t, name)
				x, y := Point(s, b.Bottom)
				r = b.PointerDown(s, x, y)
				if r.Kind == Nothing || r.Kind == Selected {
					if up := b.PointerUp(s, true); up.Kind != Nothing {
						r = up
					}
				}
				if r.Kind != tc.want[i] {
					t.Fatalf("tap %d on %s: %v, want %v", i+1, name, r.Kind, tc.want[i])
				}
			}
			if tc.move != "" && r.Move.String() != tc.move {
				t.Errorf("move = %v, want %s", r.Move, tc.move)
			}
			if r.Reason != tc.reason {
				t.Errorf("reason = %v, want %v", r.Reason, tc.reason)
			}
		})
	}
}

func TestRefusedKeepsSelection(t *testing.T) {
	b := New()
	b.SetPosition(position.NewStart(), true)
	b.PointerDown(sq(t, "h2"), 0, 0)
	b.PointerUp(sq(t, "h2"), true)
	if r := b.PointerDown(sq(t, "g4"), 0, 0); r.Kind != Refused {
		t.Fatalf("got %v, want Refused", r.Kind)
	}
	if b.Selected() != sq(t, "h2") {
		t.Errorf("selection after a refused move = %v, want h2", b.Selected())
	}
}

func TestDrag(t *testing.T) {
	tests := []struct {
		name    string
		to      string
		offBord bool
		want    ResultKind
	}{
		{"drop on a destination", "e2", false, Moved},
		{"drop on a wrong point", "g4", false, Refused},
		{"drop back home", "h2", false, Nothing},
		{"drop off the board", "e2", true, Nothing},
		{"drop on own piece", "b2", false, Nothing},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := New()
			b.SetPosition(position.NewStart(), true)
			from := sq(t, "h2")
			x, y := Point(from, b.Bottom)
			if r := b.PointerDown(from, x, y); r.Kind != Selected {
				t.Fatalf("press: %v", r.Kind)
			}
			if b.PointerMove(x+2, y) {
				t.Error("a two-unit wobble started a drag")
			}
			if !b.PointerMove(x, y-Cell) || !b.Drag().Active {
				t.Fatal("a long move did not start a drag")
			}
			to := sq(t, tc.to)
			tx, ty := Point(to, b.Bottom)
			if !b.PointerMove(tx, ty) || !b.Drag().Active {
				t.Fatal("a long move did not start a drag")
			}
			if d := b.Drag(); d.From != from || d.X != tx || d.Y != ty {
				t.Errorf("drag = %+v, want from h2 at (%v,%v)", d, tx, ty)
			}
			r := b.PointerUp(to, !tc.offBord)
			if r.Kind != tc.want {
				t.Fatalf("drop: %v, want %v", r.Kind, tc.want)
			}
			if r.Kind == Moved && (r.Move.String() != "h2"+tc.to || !r.Drag) {
				t.Errorf("move = %v drag=%v", r.Move, r.Drag)
			}
			if b.Drag().From != position.NoSquare {
				t.Error("drag still in progress after the release")
			}
		})
	}
}

func TestLockedBoard(t *testing.T) {
	b := New()
	b.SetPosition(position.NewStart(), false)
	if r := b.PointerDown(sq(t, "h2"), 0, 0); r.Kind != Locked {
		t.Errorf("press on a locked board: %v, want Locked", r.Kind)
	}
	if b.Selected() != position.NoSquare {
		t.Error("a locked board selected a piece")
	}
}

func TestSetPositionKeepsOrDropsSelection(t *testing.T) {
	b := New()
	start := position.NewStart()
	b.SetPosition(start, true)
	b.PointerDown(sq(t, "h2"), 0, 0)
	b.SetArrow(ArrowHint, position.NewMove(sq(t, "h2"), sq(t, "e2")))
	b.SetPosition(start.Clone(), true)
	if b.Selected() != sq(t, "h2") || len(b.Dests()) != 12 {
		t.Errorf("same side to move: selection %v with %d dests, want h2 with 12", b.Selected(), len(b.Dests()))
	}
	if len(b.Arrows) != 0 {
		t.Error("arrows survived a new position")
	}
	b.SetPosition(start.Clone(), false)
	if b.Selected() != position.NoSquare {
		t.Error("selection survived the board being locked")
	}
}

func TestCheckAndLastMove(t *testing.T) {
	p := mustFEN(t, "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
	b := New()
	b.SetPosition(p, true)
	if b.CheckSquare() != position.NoSquare {
		t.Error("check marked before any check")
	}
	m := position.NewMove(sq(t, "a0"), sq(t, "a9"))
	p.MakeMove(m)
	b.SetPosition(p, true)
	if b.CheckSquare() != sq(t, "e9") {
		t.Errorf("check square = %v, want e9", b.CheckSquare())
	}
	if b.LastMove() != m {
		t.Errorf("last move = %v, want a0a9", b.LastMove())
	}
}

func TestArrowsByKind(t *testing.T) {
	b := New()
	hint := position.NewMove(sq(t, "h2"), sq(t, "e2"))
	best := position.NewMove(sq(t, "b0"), sq(t, "c2"))
	b.SetArrow(ArrowHint, hint)
	b.SetArrow(ArrowBest, best)
	b.SetArrow(ArrowHint, position.NewMove(sq(t, "b2"), sq(t, "e2")))
	if len(b.Arrows) != 2 {
		t.Fatalf("arrows = %+v, want one of each kind", b.Arrows)
	}
	b.SetArrow(ArrowHint, position.NoMove)
	if len(b.Arrows) != 1 || b.Arrows[0].Kind != ArrowBest {
		t.Errorf("after clearing hints: %+v", b.Arrows)
	}
}

func TestFlip(t *testing.T) {
	b := New()
	b.Flip()
	if b.Bottom != position.Black {
		t.Fatal("flip did not put Black at the bottom")
	}
	b.Flip()
	if b.Bottom != position.Red {
		t.Fatal("second flip did not restore Red")
	}
}
