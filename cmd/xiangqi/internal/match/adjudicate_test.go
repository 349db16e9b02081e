package match

import (
	"strings"
	"testing"

	"xiangqi/engine/position"
)

// playMoves sets up a FEN and plays ICCS moves, failing on an illegal one.
func playMoves(t *testing.T, fen, moves string) *position.Position {
	t.Helper()
	pos, err := position.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	for _, text := range strings.Fields(moves) {
		m, err := position.ParseMove(text)
		if err != nil || !pos.IsLegal(m) {
			t.Fatalf("%s: move %s is not legal after %v", fen, text, pos.Moves())
		}
		pos.MakeMove(m)
	}
	return pos
}

func TestAdjudicate(t *testing.T) {
	cases := []struct {
		name     string
		fen      string
		moves    string
		maxPlies int
		want     Outcome
		over     bool
	}{
		// Two cannons on the e-file: moving the advisor screen unmasks the rear
		// cannon, and the king's only free point d9 is covered by the rook.
		{"double-cannon mate", "4ka3/4a4/9/9/4C4/4C4/9/9/3R5/5K3 b", "", 0, Outcome{RedWins, "checkmate"}, true},
		// Black is not in check but every king step is covered: in xiangqi
		// the stalemated side loses.
		{"stalemate loses", "4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 b", "", 0, Outcome{RedWins, "stalemate"}, true},
		{"red mated, colours swapped", "5k3/3r5/9/9/4c4/4c4/9/9/4A4/4KA3 w", "", 0, Outcome{BlackWins, "checkmate"}, true},
		{"bare kings and advisors", "3k5/9/9/9/9/9/9/9/4A4/4K4 w", "", 0, Outcome{Draw, "insufficient-material"}, true},
		{"one pawn can still mate", "3k5/9/9/9/9/4P4/9/9/4A4/4K4 w", "", 0, Outcome{}, false},
		{"third occurrence", position.StartFEN, "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9", 0, Outcome{Draw, "repetition"}, true},
		{"second occurrence plays on", position.StartFEN, "h0g2 h9g7 g2h0 g7h9", 0, Outcome{}, false},
		{"60 moves without capture", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 120 61", "", 0, Outcome{Draw, "move-limit"}, true},
		{"59.5 moves without capture", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 61", "", 0, Outcome{}, false},
		{"game too long", position.StartFEN, "h2e2 h9g7 h0g2 i9h9", 4, Outcome{Draw, "max-plies"}, true},
		{"start position", position.StartFEN, "", 0, Outcome{}, false},
	}
	for _, c := range cases {
		pos := playMoves(t, c.fen, c.moves)
		got, over := Adjudicate(pos, c.maxPlies)
		if over != c.over || got != c.want {
			t.Errorf("%s: Adjudicate = %+v, %v; want %+v, %v", c.name, got, over, c.want, c.over)
		}
	}
}

func TestResultPGN(t *testing.T) {
	for r, want := range map[Result]string{RedWins: "1-0", BlackWins: "0-1", Draw: "1/2-1/2", Unfinished: "*"} {
		if got := r.PGN(); got != want {
			t.Errorf("%d.PGN() = %q, want %q", r, got, want)
		}
	}
}

// TestAdjudicatePerpetualCheck: a rook that checks on every move of a
// repetition cycle loses, where a plain repetition (the horses' shuffle in
// TestAdjudicate) is a draw.
func TestAdjudicatePerpetualCheck(t *testing.T) {
	const fen = "R3k4/9/9/9/9/9/9/9/9/3K5 b"
	cycle := "e9e8 a9a8 e8e9 a8a9 "
	pos := playMoves(t, fen, cycle)
	if o, over := Adjudicate(pos, 0); over {
		t.Fatalf("second occurrence already ends the game: %+v", o)
	}
	pos = playMoves(t, fen, cycle+cycle)
	got, over := Adjudicate(pos, 0)
	if want := (Outcome{BlackWins, "perpetual-check"}); !over || got != want {
		t.Errorf("perpetual check: Adjudicate = %+v, %v; want %+v", got, over, want)
	}
}

func TestResignRule(t *testing.T) {
	r := ResignRule{Score: 1000, Moves: 3}
	cases := []struct {
		red, black []int
		winner     position.Color
		over       bool
	}{
		{[]int{1200, 1100, 1500}, []int{-1100, -1300, -1000}, position.Red, true},
		{[]int{-2000, -1500, -1200}, []int{1100, 1200, 1300}, position.Black, true},
		{[]int{1200, 1100, 1500}, []int{-1100, -900, -1000}, position.Red, false}, // black not sure yet
		{[]int{900, 1100, 1500}, []int{-1100, -1300, -1000}, position.Red, false}, // red's run too short
		{[]int{1100, 1500}, []int{-1300, -1000}, position.Red, false},             // too few moves
		{[]int{0, 1200, 1100, 1500}, []int{-5, -1100, -1300, -1000}, position.Red, true},
	}
	for _, c := range cases {
		winner, over := r.decided([2][]int{c.red, c.black})
		if over != c.over || (over && winner != c.winner) {
			t.Errorf("red %v black %v: decided %v %v, want %v %v", c.red, c.black, winner, over, c.winner, c.over)
		}
	}
	if _, over := (ResignRule{}).decided([2][]int{{5000, 5000}, {-5000, -5000}}); over {
		t.Error("the zero rule adjudicated a game")
	}
}

func TestParseScore(t *testing.T) {
	for line, want := range map[string]int{
		"info depth 5 seldepth 9 score cp -123 nodes 100 pv h2e2": -123,
		"info depth 12 score mate 3 pv a0a1":                      MateScore,
		"info depth 12 score mate -2":                             -MateScore,
		"info depth 3 score cp 41 lowerbound nodes 5":             41,
	} {
		if got, ok := parseScore(line); !ok || got != want {
			t.Errorf("parseScore(%q) = %d, %v; want %d", line, got, ok, want)
		}
	}
	if _, ok := parseScore("info string hello"); ok {
		t.Error("a line without a score gave one")
	}
}
