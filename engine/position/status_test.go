package position

import (
	"strings"
	"testing"
)

// play makes moves given as text, failing the test on an illegal one.
func play(t testing.TB, p *Position, moves string) {
	t.Helper()
	for _, text := range strings.Fields(moves) {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if !p.IsLegal(m) {
			t.Fatalf("%s is not legal in %s", text, p.FEN())
		}
		p.MakeMove(m)
	}
}

func mustParse(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// elevenChecks is 11 rounds of a rook check, the king's answer, a pawn push
// and a king move.
const elevenChecks = "e1f1 f9e9 a3a4 e9e8 f1e1 e8f8 c3c4 f8f9 e1f1 f9e9 g3g4 e9e8 " +
	"f1e1 e8f8 i3i4 f8f9 e1f1 f9e9 a4a5 e9e8 f1e1 e8f8 c4c5 f8f9 e1f1 f9e9 g4g5 e9e8 " +
	"f1e1 e8f8 i4i5 f8f9 e1f1 f9e9 a5a6 e9e8 f1e1 e8f8 c5c6 f8f9 e1f1 f9e9 g5g6 e9e8"

func TestStatus(t *testing.T) {
	cases := []struct {
		name   string
		fen    string
		moves  string
		result Result
		reason Reason
	}{
		{"start position", StartFEN, "", Ongoing, NoReason},
		{"after an opening move", StartFEN, "h2e2 h9g7", Ongoing, NoReason},
		// Rooks on a9 and a8: the king can go nowhere.
		{"black is checkmated", "R3k4/R8/9/9/9/9/9/9/9/3K5 b", "", RedWins, Checkmate},
		{"mating move", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w", "b0b9", RedWins, Checkmate},
		// Not in check, but d9, f9 and e8 are all covered (rooks d1 and f1,
		// horse g7): stalemate loses in xiangqi.
		{"black is stalemated", "4k4/9/6N2/9/9/9/9/9/3R1R3/3K5 b", "", RedWins, Stalemate},
		{"kings only", "5k3/9/9/9/9/9/9/9/9/4K4 w", "", Draw, InsufficientMaterial},
		{"advisors and elephants only", "3a1k3/9/9/9/9/9/9/9/9/2BAKA3 w", "", Draw, InsufficientMaterial},
		{"one pawn can still mate", "5k3/9/9/9/9/9/P8/9/9/4K4 w", "", Ongoing, NoReason},
		{"one quiet ply before the move limit", "4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 118 60", "d0d1", Ongoing, NoReason},
		{"move limit", "4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 118 60", "d0d1 e9e8", Draw, MoveLimit},
		{"a capture restarts the count", "4k4/9/9/9/9/9/9/9/r8/R2K5 w - - 119 60", "a0a1", Ongoing, NoReason},
		// Red checks once in every four plies and pushes a pawn, so no
		// position recurs. Red's 11th check (ply 41) and Black's answer do not
		// count: 76+44 plies without a capture, but only 118 counted.
		{"eleventh check does not count", "5k3/9/9/9/9/9/P1P3P1P/9/4R4/3K5 w - - 76 40",
			elevenChecks, Ongoing, NoReason},
		{"move limit reached after the checks", "5k3/9/9/9/9/9/P1P3P1P/9/4R4/3K5 w - - 76 40",
			elevenChecks + " i5i6 e8e9", Draw, MoveLimit},
		// The 120th ply gives mate: mate wins over the move limit.
		{"mate on the last ply", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 119 60", "b0b9", RedWins, Checkmate},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			check := func(t *testing.T, fen, moves string, result Result) {
				p := mustParse(t, fen)
				play(t, p, moves)
				st := p.Status()
				if st.Result != result || st.Reason != tc.reason {
					t.Errorf("Status() = %v, %q (%s); want %v, %q", st.Result, st.Reason, st.Text, result, tc.reason)
				}
				if st.Text == "" || st.TextZH == "" {
					t.Errorf("Status() has no text: %+v", st)
				}
			}
			check(t, tc.fen, tc.moves, tc.result)
			if tc.fen != StartFEN {
				fen, moves := transformCase(t, tc.fen, tc.moves, Square.Flip, true)
				if i := strings.Index(tc.fen, " - - "); i >= 0 {
					fen += tc.fen[i:] // keep the counters
				}
				check(t, fen, moves, swapWinner(tc.result))
			}
		})
	}
}

func TestNewStatusText(t *testing.T) {
	cases := []struct {
		result     Result
		reason     Reason
		text, zh   string
		dataResult string
	}{
		{Ongoing, NoReason, "Game in progress", "对局进行中", "ongoing"},
		{RedWins, Checkmate, "Red wins: checkmate", "红方胜：将死", "red-wins"},
		{BlackWins, Stalemate, "Black wins: Red has no legal move", "黑方胜：红方困毙", "black-wins"},
		{RedWins, PerpetualCheck, "Red wins: Black checked perpetually", "红方胜：黑方长将", "red-wins"},
		{BlackWins, PerpetualChase, "Black wins: Red chased perpetually", "黑方胜：红方长捉", "black-wins"},
		{Draw, Repetition, "Draw: repetition", "和棋：重复局面，不变作和", "draw"},
		{Draw, MoveLimit, "Draw: 60 moves without a capture", "和棋：六十回合未吃子", "draw"},
		{Draw, InsufficientMaterial, "Draw: neither side can attack", "和棋：双方均无进攻棋子", "draw"},
		{BlackWins, Resign, "Black wins: Red resigned", "黑方胜：红方认输", "black-wins"},
		{RedWins, Timeout, "Red wins: Black ran out of time", "红方胜：黑方超时", "red-wins"},
		{Draw, Timeout, "Draw: time ran out, but the other side cannot mate", "和棋：超时，但对方无子可胜", "draw"},
		{Draw, Agreement, "Draw: agreed", "和棋：双方议和", "draw"},
		{RedWins, Reason("nonsense"), "Red wins", "红方胜", "red-wins"},
		{Result(42), Checkmate, "Unknown result", "结果不明", "ongoing"},
	}
	for _, tc := range cases {
		st := NewStatus(tc.result, tc.reason)
		if st.Text != tc.text || st.TextZH != tc.zh {
			t.Errorf("NewStatus(%v, %q) text = %q / %q; want %q / %q", tc.result, tc.reason, st.Text, st.TextZH, tc.text, tc.zh)
		}
		if got := tc.result.String(); got != tc.dataResult {
			t.Errorf("Result(%d).String() = %q; want %q", tc.result, got, tc.dataResult)
		}
		if st.Over() != (tc.result != Ongoing) {
			t.Errorf("NewStatus(%v, %q).Over() = %v", tc.result, tc.reason, st.Over())
		}
	}
}

// TestMoveLimitCount checks which plies count towards the 60-move rule when
// one side checks again and again.
func TestMoveLimitCount(t *testing.T) {
	// Red checks on every move (a perpetual check; the count is judged on
	// its own here). Red's checks from the 11th on do not count, nor do
	// Black's answers to them; Red's quiet move at ply 32 counts again.
	p := mustParse(t, "5k3/9/9/9/9/9/9/9/5R3/3K5 b - - 96 1")
	cycle := "f9e9 f1e1 e9f9 e1f1 "
	moves := strings.Fields(strings.Repeat(cycle, 8)[:len(cycle)*7] + "f9e9 f1e1 e9f9 e1a1 f9e9 a1b1")
	want := map[int]int{0: 96, 1: 97, 20: 116, 21: 117, 22: 117, 23: 117, 24: 117, 31: 117, 32: 118, 33: 119, 34: 120}
	for i := 0; i <= len(moves); i++ {
		if w, ok := want[i]; ok {
			if got := p.MoveLimitCount(); got != w {
				t.Errorf("after %d plies MoveLimitCount() = %d; want %d", i, got, w)
			}
		}
		if i < len(moves) {
			play(t, p, moves[i])
		}
	}
	if len(moves) != 34 {
		t.Fatalf("built %d moves, want 34", len(moves))
	}

	// Both sides check on every move: each has its own ten.
	p = mustParse(t, "3k5/9/9/5r3/9/9/3c5/3R5/3C1K3/9 w - - 90 1")
	for i := 1; i <= 24; i++ {
		play(t, p, strings.Fields("d2f2 d3f3 f2d2 f3d3")[(i-1)%4])
		want := 90 + min(i, 20)
		if got := p.MoveLimitCount(); got != want {
			t.Errorf("mutual checks: after %d plies MoveLimitCount() = %d; want %d", i, got, want)
		}
	}
}

func TestRepetitionInTree(t *testing.T) {
	p := mustParse(t, "4k3r/9/9/9/9/9/9/9/9/R2K5 w")
	play(t, p, "d0d1 e9e8 d1d0 e8e9")
	// The start position recurs once: that is a repetition only when the
	// earlier occurrence lies after the search's root.
	for _, tc := range []struct {
		sinceRoot int
		want      bool
	}{{0, false}, {3, false}, {4, false}, {5, true}} {
		if rep, res := p.RepetitionInTree(tc.sinceRoot); rep != tc.want || (rep && res != Draw) {
			t.Errorf("RepetitionInTree(%d) = %v, %v; want %v, draw", tc.sinceRoot, rep, res, tc.want)
		}
	}
	// Two null moves bring back the same key, but no repetition is found
	// across a null move.
	p.MakeNullMove()
	p.MakeNullMove()
	if rep, _ := p.RepetitionInTree(100); rep {
		t.Errorf("RepetitionInTree found a repetition across null moves")
	}
	p.UnmakeNullMove()
	p.UnmakeNullMove()

	// A FEN counter larger than the history must not send the scan before
	// the first position.
	q := mustParse(t, "4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 80 40")
	play(t, q, "d0d1 e9e8")
	if rep, _ := q.RepetitionInTree(100); rep {
		t.Errorf("RepetitionInTree found a repetition after two plies")
	}
	if got := q.MoveLimitCount(); got != 82 {
		t.Errorf("MoveLimitCount() = %d; want 82", got)
	}
}

func TestRepetitionInTreeAllocatesNothing(t *testing.T) {
	p := mustParse(t, "4k3r/9/9/9/9/9/9/9/9/R2K5 w")
	play(t, p, strings.Repeat("a0a1 i9i8 a1b1 i8h8 b1b0 h8h9 b0a0 h9i9 ", 2))
	allocs := testing.AllocsPerRun(100, func() {
		p.RepetitionInTree(3)
		p.MoveLimitCount()
	})
	if allocs != 0 {
		t.Errorf("RepetitionInTree and MoveLimitCount allocate %v times per call", allocs)
	}
}

// longQuietGame plays a greedy walk of quiet moves that never repeats a
// position, for measuring the scan over a long reversible stretch.
func longQuietGame(b *testing.B, plies int) *Position {
	p := mustParse(b, "2b1k1b2/9/9/9/9/9/9/9/9/R2K4R w")
	seen := map[uint64]bool{p.Key(): true}
	var buf [MaxMoves]Move
	for p.Ply() < plies {
		moved := false
		for _, m := range p.LegalMoves(buf[:0]) {
			if p.PieceAt(m.To()) != NoPiece {
				continue
			}
			p.MakeMove(m)
			if !seen[p.Key()] && !p.InCheck() {
				seen[p.Key()] = true
				moved = true
				break
			}
			p.UnmakeMove()
		}
		if !moved {
			b.Fatalf("walk stuck after %d plies", p.Ply())
		}
	}
	return p
}

func BenchmarkRepetitionInTree(b *testing.B) {
	p := longQuietGame(b, 100)
	b.ReportAllocs()
	for b.Loop() {
		p.RepetitionInTree(10)
	}
}

func BenchmarkMoveLimitCount(b *testing.B) {
	p := longQuietGame(b, 100)
	b.ReportAllocs()
	for b.Loop() {
		p.MoveLimitCount()
	}
}

func BenchmarkStatus(b *testing.B) {
	p := longQuietGame(b, 100)
	b.ReportAllocs()
	for b.Loop() {
		p.Status()
	}
}

// BenchmarkStatusPerpetualChase measures the full judgement of a cycle.
func BenchmarkStatusPerpetualChase(b *testing.B) {
	p := mustParse(b, "4k4/2r6/4n4/2p3p2/9/9/9/2C6/9/3K5 b")
	play(b, p, strings.Repeat("c8g8 c2g2 g8c8 g2c2 ", 2))
	b.ReportAllocs()
	for b.Loop() {
		p.Status()
	}
}

// TestTimeoutResult checks the rule for a fallen flag: a loss, unless the
// other side has nothing that could ever mate (a king with advisors and
// elephants), which is a draw; and that the insufficient-material draw
// reads the same definition of mating material.
func TestTimeoutResult(t *testing.T) {
	cases := []struct {
		fen     string
		flagged Color
		want    Result
	}{
		{StartFEN, Red, BlackWins},
		{StartFEN, Black, RedWins},
		// Black has a lone pawn: it could still mate, so Red loses.
		{"3k5/9/9/9/9/9/4p4/9/4A4/3AK4 w - - 0 1", Red, BlackWins},
		// Black has only advisors and elephants: Red's flag is a draw.
		{"2bak4/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1", Red, Draw},
		// ... but Black's flag loses to Red's rook.
		{"2bak4/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1", Black, RedWins},
		// A horse or a cannon alone is mating material too.
		{"3k5/9/9/9/9/9/9/9/9/4K1N2 w - - 0 1", Black, RedWins},
		{"3k5/9/9/9/9/9/9/9/9/4K1C2 w - - 0 1", Black, RedWins},
		{"3k5/9/9/9/9/9/9/9/9/4K1C2 w - - 0 1", Red, Draw},
	}
	for _, tc := range cases {
		p, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.TimeoutResult(tc.flagged); got != tc.want {
			t.Errorf("%s, %v flagged: %v, want %v", tc.fen, tc.flagged, got, tc.want)
		}
	}
	bare, err := ParseFEN("2bak4/4a4/9/9/9/9/9/9/4A4/3AK1B2 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if bare.CanMate(Red) || bare.CanMate(Black) || bare.Status().Reason != InsufficientMaterial {
		t.Errorf("bare kings with defenders: CanMate %v %v, status %+v", bare.CanMate(Red), bare.CanMate(Black), bare.Status())
	}
}
