package position

import (
	"bufio"
	"bytes"
	"errors"
	"math/rand"
	"os"
	"runtime"
	"strings"
	"testing"

	"xiangqi/engine/internal/testgames"
)

// boardOf reads the board field of a FEN for the tests.
func boardOf(t *testing.T, field string) *[NumSquares]Piece {
	t.Helper()
	b, err := ParseBoardFEN(field)
	if err != nil {
		t.Fatalf("ParseBoardFEN(%q): %v", field, err)
	}
	return &b
}

// squaresText writes squares as "a0 b1".
func squaresText(list []Square) string {
	names := make([]string, len(list))
	for i, s := range list {
		names[i] = s.String()
	}
	return strings.Join(names, " ")
}

// TestCheckSetupRules sets up one problem of each kind, for each side, and
// checks the code, the side, the piece type and the points CheckSetup
// reports: exactly one problem each.
func TestCheckSetupRules(t *testing.T) {
	tests := []struct {
		name    string
		board   string
		side    Color
		code    SetupCode
		color   Color
		typ     PieceType
		count   int
		squares string
	}{
		{"no red king", "4k4/9/9/9/9/9/9/9/9/9", Red, SetupNoKing, Red, King, 0, ""},
		{"no black king", "9/9/9/9/9/9/9/9/9/4K4", Black, SetupNoKing, Black, King, 0, ""},
		{"two red kings", "4k4/9/9/9/9/9/9/9/4K4/3K5", Red, SetupTwoKings, Red, King, 2, "d0 e1"},
		{"two black kings", "3kk4/9/9/9/9/9/9/9/9/5K3", Red, SetupTwoKings, Black, King, 2, "d9 e9"},
		{"red king outside palace", "4k4/9/9/9/9/9/9/9/9/2K6", Red, SetupKingOutsidePalace, Red, King, 0, "c0"},
		{"red king across the river", "3k5/9/9/9/4K4/9/9/9/9/9", Red, SetupKingOutsidePalace, Red, King, 0, "e5"},
		{"black king outside palace", "9/9/9/3k5/9/9/9/9/9/4K4", Red, SetupKingOutsidePalace, Black, King, 0, "d6"},
		{"three red advisors", "4k4/9/9/9/9/9/9/9/4A4/3AKA3", Red, SetupTooMany, Red, Advisor, 3, "d0 f0 e1"},
		{"three black elephants", "2b1k1b2/9/4b4/9/9/9/9/9/9/3K5", Red, SetupTooMany, Black, Elephant, 3, "e7 c9 g9"},
		{"three red horses", "4k4/9/9/9/9/9/9/9/9/NNNK5", Red, SetupTooMany, Red, Horse, 3, "a0 b0 c0"},
		{"three black chariots", "r3k3r/9/9/9/4r4/9/9/9/9/3K5", Red, SetupTooMany, Black, Rook, 3, "e5 a9 i9"},
		{"three red cannons", "4k4/9/9/9/9/9/9/1C2C2C1/9/3K5", Red, SetupTooMany, Red, Cannon, 3, "b2 e2 h2"},
		{"six red pawns", "4k4/9/9/9/PPPPPP3/9/9/9/9/3K5", Red, SetupTooMany, Red, Pawn, 6, "a5 b5 c5 d5 e5 f5"},
		{"six black pawns", "4k4/9/9/9/9/pppppp3/9/9/9/3K5", Red, SetupTooMany, Black, Pawn, 6, "a4 b4 c4 d4 e4 f4"},
		{"red advisor off its points", "4k4/9/9/9/9/9/9/9/3A5/3K5", Red, SetupAdvisorPoint, Red, Advisor, 0, "d1"},
		{"red advisor outside the palace", "4k4/9/9/9/9/9/9/2A6/9/3K5", Red, SetupAdvisorPoint, Red, Advisor, 0, "c2"},
		{"black advisor off its points", "4k4/3a5/9/9/9/9/9/9/9/3K5", Red, SetupAdvisorPoint, Black, Advisor, 0, "d8"},
		{"red elephant off its points", "4k4/9/9/9/9/9/9/9/9/3KB4", Red, SetupElephantPoint, Red, Elephant, 0, "e0"},
		{"red elephant across the river", "4k4/9/9/2B6/9/9/9/9/9/3K5", Red, SetupElephantPoint, Red, Elephant, 0, "c6"},
		{"black elephant across the river", "4k4/9/9/9/9/2b6/9/9/9/3K5", Red, SetupElephantPoint, Black, Elephant, 0, "c4"},
		{"red pawn behind its start", "4k4/9/9/9/9/9/9/9/P8/3K5", Red, SetupPawnBehind, Red, Pawn, 0, "a1"},
		{"red pawn on its back rank", "4k4/9/9/9/9/9/9/9/9/P2K5", Red, SetupPawnBehind, Red, Pawn, 0, "a0"},
		{"black pawn behind its start", "4k4/9/p8/9/9/9/9/9/9/3K5", Red, SetupPawnBehind, Black, Pawn, 0, "a7"},
		{"red pawn beside its start", "4k4/9/9/9/9/9/1P7/9/9/3K5", Red, SetupPawnBeside, Red, Pawn, 0, "b3"},
		{"red pawn beside, one step on", "4k4/9/9/9/9/3P5/9/9/9/3K5", Red, SetupPawnBeside, Red, Pawn, 0, "d4"},
		{"black pawn beside its start", "3k5/9/9/1p7/9/9/9/9/9/4K4", Red, SetupPawnBeside, Black, Pawn, 0, "b6"},
		{"kings facing", "4k4/9/9/9/9/9/9/9/9/4K4", Red, SetupKingsFacing, Red, King, 0, "e0 e9"},
		{"kings facing, black to move", "3k5/9/9/9/9/9/9/9/9/3K5", Black, SetupKingsFacing, Red, King, 0, "d0 d9"},
		{"black in check, red to move", "3k5/9/9/9/9/9/9/9/9/3RK4", Red, SetupNotToMoveInCheck, Black, King, 0, "d9"},
		{"red in check, black to move", "3k5/9/9/9/9/9/9/9/9/4K1r2", Black, SetupNotToMoveInCheck, Red, King, 0, "e0"},
		{"red in check by a horse", "3k5/9/9/9/9/9/9/5n3/9/4K4", Black, SetupNotToMoveInCheck, Red, King, 0, "e0"},
		{"black in check by a cannon", "3k5/9/9/9/3P5/9/9/9/9/3CK4", Red, SetupNotToMoveInCheck, Black, King, 0, "d9"},
	}
	for _, tc := range tests {
		got := CheckSetup(boardOf(t, tc.board), tc.side)
		if len(got) != 1 {
			t.Errorf("%s: CheckSetup(%s) = %v, want one problem", tc.name, tc.board, got)
			continue
		}
		p := got[0]
		if p.Code != tc.code || p.Color != tc.color || p.Type != tc.typ || p.Count != tc.count || squaresText(p.Squares) != tc.squares {
			t.Errorf("%s: got %s %s %s count %d on [%s], want %s %s %s count %d on [%s]", tc.name,
				p.Code, p.Color, p.Type, p.Count, squaresText(p.Squares), tc.code, tc.color, tc.typ, tc.count, tc.squares)
		}
		// The parsers refuse the same board, for the same reason.
		_, err := FromBoard(boardOf(t, tc.board), tc.side)
		var prob SetupProblem
		if !errors.As(err, &prob) || prob.Code != tc.code {
			t.Errorf("%s: FromBoard error %v, want a %s problem", tc.name, err, tc.code)
		}
	}
}

// TestCheckSetupListsEveryProblem: a board with many faults lists each one,
// in the documented order, and judges check only once the kings are sound.
func TestCheckSetupListsEveryProblem(t *testing.T) {
	// Red: two kings, one outside the palace; three chariots; a pawn behind
	// its start. Black: no king.
	got := CheckSetup(boardOf(t, "9/9/9/9/9/9/9/9/P8/RRRK3K1"), Red)
	var codes []string
	for _, p := range got {
		codes = append(codes, p.Color.String()+" "+p.Code.String())
	}
	want := "red two-kings, black no-king, red king-outside-palace, red pawn-behind, red too-many"
	if strings.Join(codes, ", ") != want {
		t.Errorf("got %s, want %s", strings.Join(codes, ", "), want)
	}
	// Kings facing is not judged while a king stands outside its palace.
	got = CheckSetup(boardOf(t, "9/9/9/9/4k4/9/9/9/9/4K4"), Red)
	if len(got) != 1 || got[0].Code != SetupKingOutsidePalace {
		t.Errorf("king on e5 facing e0: got %v, want only the king outside its palace", got)
	}
}

// TestCheckSetupAcceptsLegalBoards: the opening, boards the rules allow at
// their edges (advisors and elephants on all of their points, pawns on all
// of theirs, the side to move in check), and every composed endgame.
func TestCheckSetupAcceptsLegalBoards(t *testing.T) {
	var redPoints, blackPoints int
	for s := Square(0); s < NumSquares; s++ {
		for _, pc := range []Piece{MakePiece(Red, Advisor), MakePiece(Red, Elephant), MakePiece(Red, Pawn)} {
			if CanStand(pc, s) {
				redPoints++
			}
		}
		for _, pc := range []Piece{MakePiece(Black, Advisor), MakePiece(Black, Elephant), MakePiece(Black, Pawn)} {
			if CanStand(pc, s) {
				blackPoints++
			}
		}
	}
	// 5 advisor points, 7 elephant points, 5+5 pawn points before the river
	// and 45 beyond it.
	if redPoints != 5+7+55 || blackPoints != 5+7+55 {
		t.Errorf("advisor+elephant+pawn points: red %d, black %d, want %d", redPoints, blackPoints, 5+7+55)
	}
	for _, tc := range []struct {
		board string
		side  Color
	}{
		{strings.Fields(StartFEN)[0], Red},
		{strings.Fields(StartFEN)[0], Black},
		{"2b1k4/4a4/4ba3/9/9/9/9/4BA3/4A4/2B1K4", Red},   // advisors and elephants on their points
		{"4k4/9/9/P1P1P1P1P/9/9/p1p1p1p1p/9/9/3K5", Red}, // pawns deep in the enemy half
		{"3k5/9/9/9/9/9/9/9/9/4K1R2", Red},               // red to move, gives no check
		{"3k5/3R5/9/9/9/9/9/9/9/4K4", Black},             // the side to move may be in check
		{"4k4/9/9/9/9/9/9/9/4C4/4K4", Red},               // a piece between the kings
	} {
		got := CheckSetup(boardOf(t, tc.board), tc.side)
		if len(got) != 0 {
			t.Errorf("%s %s: got %v, want no problem", tc.board, tc.side, got)
		}
	}
	data, err := os.ReadFile("../../assets/puzzles/funny.epd")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		fen, _, _ := strings.Cut(line, ";")
		if strings.TrimSpace(fen) == "" {
			continue
		}
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatalf("puzzle %q: %v", fen, err)
		}
		b := p.Board()
		if got := CheckSetup(&b, p.SideToMove()); len(got) != 0 {
			t.Errorf("puzzle %s: %v", fen, got)
		}
		n++
	}
	if n != 240 {
		t.Errorf("read %d puzzles, want 240", n)
	}
}

// TestCheckSetupAcceptsMasterGames: every position of master games is a
// legal set-up: every game of the sample, and where ../shared/data is checked
// out every 20th game of the whole collection (every 400th under wasm).
func TestCheckSetupAcceptsMasterGames(t *testing.T) {
	t.Run("sample", func(t *testing.T) { checkSetupOfGames(t, testgames.Sample, 1, 30) })
	t.Run("all master games", func(t *testing.T) {
		every := 20
		if runtime.GOOS == "js" {
			every = 400
		}
		checkSetupOfGames(t, testgames.Full(t, "../.."), every, 60)
	})
}

// checkSetupOfGames replays every every-th game of a master-games TSV and
// checks each position it passes through; it fails with fewer than minGames.
func checkSetupOfGames(t *testing.T, data []byte, every, minGames int) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	games, positions := 0, 0
	for n := 0; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), "\t")
		if n == 0 || len(fields) < 6 || n%every != 0 {
			continue
		}
		p := NewStart()
		for _, text := range strings.Fields(fields[5]) {
			m, err := ParseMove(text)
			if err != nil || !p.IsLegal(m) {
				break
			}
			p.MakeMove(m)
			b := p.Board()
			if got := CheckSetup(&b, p.SideToMove()); len(got) != 0 {
				t.Fatalf("game %d after %s: %s: %v", n, text, p.FEN(), got)
			}
			positions++
		}
		games++
	}
	if games < minGames {
		t.Fatalf("only %d games read", games)
	}
	t.Logf("%d positions of %d games are legal set-ups", positions, games)
}

// TestCheckSetupAgreesWithFromBoard: on random boards (a few pieces of every
// kind scattered anywhere), FromBoard accepts exactly the boards CheckSetup
// finds nothing wrong with, and when it refuses one its reason is among
// CheckSetup's.
func TestCheckSetupAgreesWithFromBoard(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	letters := "KABNRCPkabnrcp"
	legal := 0
	for i := 0; i < 20000; i++ {
		var b [NumSquares]Piece
		// Kings in their palaces most of the time, so that the check rules
		// are reached often.
		if rng.Intn(8) != 0 {
			b[MakeSquare(3+rng.Intn(3), rng.Intn(3))] = MakePiece(Red, King)
			b[MakeSquare(3+rng.Intn(3), 7+rng.Intn(3))] = MakePiece(Black, King)
		}
		for k := rng.Intn(7); k > 0; k-- {
			pc, _ := pieceFromLetter(letters[rng.Intn(len(letters))])
			b[rng.Intn(NumSquares)] = pc
		}
		side := Color(rng.Intn(2))
		problems := CheckSetup(&b, side)
		_, err := FromBoard(&b, side)
		if (err == nil) != (len(problems) == 0) {
			t.Fatalf("board %v side %s: FromBoard error %v, CheckSetup %v", b, side, err, problems)
		}
		if err == nil {
			legal++
			continue
		}
		var prob SetupProblem
		if !errors.As(err, &prob) {
			t.Fatalf("FromBoard error %v is not a SetupProblem", err)
		}
		found := false
		for _, p := range problems {
			found = found || p.Code == prob.Code && p.Color == prob.Color
		}
		if !found {
			t.Fatalf("FromBoard refused for %s %s, CheckSetup says %v", prob.Color, prob.Code, problems)
		}
	}
	if legal < 1000 {
		t.Errorf("only %d of the random boards were legal; the test reaches too few", legal)
	}
}

func TestSetupProblemWording(t *testing.T) {
	_, err := ParseFEN("4k4/9/9/9/9/9/9/9/9/2K6 w")
	if err == nil || err.Error() != "impossible FEN: the red king on c0 is outside its palace" {
		t.Errorf("error = %v", err)
	}
	if SetupKingsFacing.String() != "kings-facing" || SetupCode(99).String() != "setup-code-99" {
		t.Error("code names")
	}
}
