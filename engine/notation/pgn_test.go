package notation

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"xiangqi/engine/position"
)

// samplePGN has three games with most of what real files carry: a byte-order
// mark, comments of both kinds, nested variations, NAGs, an escape line, move
// numbers with and without a space, all three notations, a FEN tag, and a game
// without a result.
const samplePGN = "\uFEFF" + `[Game "Chinese Chess"]
[Event "Test, game one"]
[Red "胡荣华"]
[Black "杨官璘"]
[Result "1-0"]
[Format "Chinese"]

{opening comment}
1. 炮二平五 {central cannon} 马8进7 $1
2. 马二进三 (2. 兵七进一 (2. 兵三进一 {nested) paren}) 卒7进1) 车9平8 ; rook out
3. 车一平二 !?
% an escape line
3... 马2进3 4. B2-B6 c6c5 1-0

[Game "Chinese Chess"]
[Event "From a FEN"]
[FEN "4k4/9/9/9/9/7R1/9/9/7R1/3K5 w - - 0 1"]
[Format "WXF"]

1. R++4 K5.6 2. R-.9 1/2-1/2

[Event "Third, no result"]
1.h2e2 h9-g7 2.　傌二進三
`

func iccsList(t *testing.T, s string) []position.Move {
	var out []position.Move
	for _, f := range strings.Fields(s) {
		out = append(out, mustMove(t, f))
	}
	return out
}

func TestReadPGN(t *testing.T) {
	games, err := ReadPGN(strings.NewReader(samplePGN))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 3 {
		t.Fatalf("read %d games, want 3", len(games))
	}
	want := []struct {
		event, red, fen, result, moves string
		comments                       map[int]string
	}{
		{"Test, game one", "胡荣华", position.StartFEN, "1-0", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2b6 c6c5",
			map[int]string{0: "opening comment", 1: "central cannon", 4: "rook out"}},
		{"From a FEN", "", "4k4/9/9/9/9/7R1/9/9/7R1/3K5 w - - 0 1", "1/2-1/2", "h4h8 e9f9 h1a1", nil},
		{"Third, no result", "", position.StartFEN, "*", "h2e2 h9g7 h0g2", nil},
	}
	for i, w := range want {
		g := games[i]
		if g.Tag("event") != w.event || g.Tag("Red") != w.red {
			t.Errorf("game %d: Event %q Red %q, want %q %q", i+1, g.Tag("Event"), g.Tag("Red"), w.event, w.red)
		}
		if g.Start.FEN() != w.fen {
			t.Errorf("game %d: start %s, want %s", i+1, g.Start.FEN(), w.fen)
		}
		if g.Result != w.result {
			t.Errorf("game %d: result %q, want %q", i+1, g.Result, w.result)
		}
		if !slices.Equal(g.Moves, iccsList(t, w.moves)) {
			t.Errorf("game %d: moves %v, want %s", i+1, g.Moves, w.moves)
		}
		if !maps.Equal(g.Comments, w.comments) {
			t.Errorf("game %d: comments %v, want %v", i+1, g.Comments, w.comments)
		}
	}
}

func TestPGNRoundTrip(t *testing.T) {
	games, err := ReadPGN(strings.NewReader(samplePGN))
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range games {
		for _, n := range []Notation{ICCS, WXF, Chinese} {
			var b strings.Builder
			if err := g.WritePGN(&b, n); err != nil {
				t.Fatalf("game %d, %s: %v", i+1, n, err)
			}
			text := b.String()
			for _, tag := range []string{`[Game "Chinese Chess"]`, `[Variant "xiangqi"]`, fmt.Sprintf(`[Format "%s"]`, n), fmt.Sprintf(`[Result "%s"]`, g.Result)} {
				if !strings.Contains(text, tag) {
					t.Errorf("game %d, %s: no %s in\n%s", i+1, n, tag, text)
				}
			}
			if hasFEN := strings.Contains(text, "[FEN "); hasFEN != (i == 1) {
				t.Errorf("game %d, %s: FEN tag written = %v\n%s", i+1, n, hasFEN, text)
			}
			back, err := ParseGame(text)
			if err != nil {
				t.Fatalf("game %d, %s: %v\n%s", i+1, n, err, text)
			}
			if !slices.Equal(back.Moves, g.Moves) || back.Result != g.Result || back.Start.FEN() != g.Start.FEN() ||
				!maps.Equal(back.Comments, g.Comments) || back.Tag("Event") != g.Tag("Event") || back.Tag("Red") != g.Tag("Red") {
				t.Errorf("game %d, %s: read back differs:\n%s", i+1, n, text)
			}
		}
	}
	first := games[0]
	for _, c := range []struct {
		n    Notation
		want string
	}{
		{ICCS, "1. H2-E2 {central cannon} 1... H9-G7\n2. H0-G2 I9-H9 {rook out}\n"},
		{WXF, "1. C2.5 {central cannon} 1... H8+7\n2. H2+3 R9.8 {rook out}\n"},
		{Chinese, "{opening comment}\n1. 炮二平五 {central cannon} 1... 马8进7\n2. 马二进三 车9平8 {rook out}\n3. 车一平二 马2进3\n4. 炮八进四 卒3进1\n1-0\n"},
	} {
		if text := first.PGN(c.n); !strings.Contains(text, c.want) {
			t.Errorf("%s PGN lacks %q:\n%s", c.n, c.want, text)
		}
	}
}

func TestWritePGNBlackFirst(t *testing.T) {
	g := &Game{Start: mustFEN(t, startBlack), Moves: iccsList(t, "h9g7 h2e2 i9h9"), Result: "0-1"}
	g.SetTag("Event", "x")
	g.SetTag("event", "y") // replaces, whatever the case
	text := g.PGN(WXF)
	want := "[Event \"y\"]\n[Result \"0-1\"]\n[FEN \"" + startBlack + " - - 0 1\"]\n[Format \"WXF\"]\n[Variant \"xiangqi\"]\n\n1... H8+7\n2. C2.5 R9.8\n0-1\n\n"
	if !strings.HasSuffix(text, want) || len(g.Tags) != 1 {
		t.Errorf("PGN =\n%s\nwant it to end with\n%s", text, want)
	}
	g.Moves = append(g.Moves, mustMove(t, "a0a5"))
	if err := g.WritePGN(&strings.Builder{}, ICCS); err == nil || !strings.Contains(err.Error(), "illegal") {
		t.Errorf("WritePGN with an illegal move: err = %v", err)
	}
}

func TestReadPGNErrors(t *testing.T) {
	long := strings.Repeat("h0g2 h9g7 g2h0 g7h9 ", MaxGamePlies/4+1)
	cases := []struct{ text, want string }{
		{"[Event \"a\"]\n1. h2e2 h9g7 *\n[Event \"b\"]\n1. h2e2 h9g7 2. 马二进三 马8进7 *", `game 2, move 2 (ply 4) "马8进7": no piece can make`},
		{"[Event \"a\"]\n1. h2e2 e2e3", `game 1, move 1 (ply 2) "e2e3": no piece can make`},
		{"[FEN \"rnbakabnr/9\"]\n1. h2e2", "bad FEN tag"},
		{"1. h2e2 {oops", "never closed"},
		{"1. h2e2 (h9g7 {x}", "never closed"},
		{"1. h2e2 ) h9g7", "closes no variation"},
		{"[Event unquoted]", "double quotes"},
		{"[Event \"open", "no closing quote"},
		{"[Event \"a\" \n1. h2e2", "no closing ']'"},
		{"[ \"a\"]", "bad tag"},
		{"1. h2e2 } h9g7", "unexpected"},
		{long, fmt.Sprintf("more than %d moves", MaxGamePlies)},
		{"[Event \"\xff\"]", "not UTF-8"},
		{strings.Repeat(" ", MaxPGNBytes+1), "larger than 5 MB"},
		{strings.Repeat("* ", MaxPGNGames+1), fmt.Sprintf("more than %d games", MaxPGNGames)},
	}
	for _, tc := range cases {
		_, err := ReadPGN(strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ReadPGN(%.40q) error = %v, want one containing %q", tc.text, err, tc.want)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"", "no game found"},
		{"{just a comment}", "no game found"},
		{"1. h2e2 * 1. h2e2 *", "holds 2 games"},
	} {
		if _, err := ParseGame(tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseGame(%q) error = %v, want one containing %q", tc.text, err, tc.want)
		}
	}
}

func TestReadPGNResults(t *testing.T) {
	games, err := ReadPGN(strings.NewReader("1. h2e2 1-0\n1. h2e2 0-1 1. h2e2 ½-½ [Result \"0-1\"] 1. h2e2 [Event \"tags only\"]\n*"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, g := range games {
		got = append(got, fmt.Sprintf("%s/%d", g.Result, len(g.Moves)))
	}
	if want := "1-0/1 0-1/1 1/2-1/2/1 0-1/1 */0"; strings.Join(got, " ") != want {
		t.Errorf("results %v, want %s", got, want)
	}
}

func TestReadPGNComments(t *testing.T) {
	g, err := ParseGame("{a} {b} [Event \"e\"] 1. h2e2 {c} ; d\n{e} h9g7 (h9g7 {skipped}) {f} *")
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{0: "a\nb", 1: "c\nd\ne", 2: "f"}
	if !maps.Equal(g.Comments, want) || g.Tag("Event") != "e" {
		t.Errorf("comments %v, want %v", g.Comments, want)
	}
	// A million comments in a row must be read in linear time.
	g, err = ParseGame(strings.Repeat("{a}", 1<<20) + " *")
	if err != nil || len(g.Comments[0]) != 2<<20-1 {
		t.Errorf("a million comments: %v", err)
	}
}
