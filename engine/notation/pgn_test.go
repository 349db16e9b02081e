package notation

import (
	"fmt"
	"runtime"
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

// treeText writes a game tree compactly for comparisons: the root comment in
// braces, then each move as coordinates with <comment before>, $NAGs and
// {comment after}, and variations in parentheses after the move they replace.
func treeText(g *Game) string {
	if g.Root == nil {
		return ""
	}
	var words []string
	if g.Root.Comment != "" {
		words = append(words, "{"+g.Root.Comment+"}")
	}
	return strings.Join(append(words, treeLine(g.Root)...), " ")
}

func treeLine(n *Node) []string {
	var words []string
	for len(n.Children) > 0 {
		words = append(words, treeNode(n.Children[0])...)
		for _, v := range n.Children[1:] {
			words = append(words, "("+strings.Join(append(treeNode(v), treeLine(v)...), " ")+")")
		}
		n = n.Children[0]
	}
	return words
}

func treeNode(n *Node) []string {
	var words []string
	if n.CommentBefore != "" {
		words = append(words, "<"+n.CommentBefore+">")
	}
	words = append(words, n.Move.String())
	for _, nag := range n.NAGs {
		words = append(words, fmt.Sprintf("$%d", nag))
	}
	if n.Comment != "" {
		words = append(words, "{"+n.Comment+"}")
	}
	return words
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
		event, red, fen, result, moves, tree string
	}{
		{"Test, game one", "胡荣华", position.StartFEN, "1-0", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2b6 c6c5",
			"{opening comment} h2e2 {central cannon} h9g7 $1 h0g2 (c3c4 g6g5) (g3g4 {nested) paren}) i9h9 {rook out} i0h0 $5 b9c7 b2b6 c6c5"},
		{"From a FEN", "", "4k4/9/9/9/9/7R1/9/9/7R1/3K5 w - - 0 1", "1/2-1/2", "h4h8 e9f9 h1a1", "h4h8 e9f9 h1a1"},
		{"Third, no result", "", position.StartFEN, "*", "h2e2 h9g7 h0g2", "h2e2 h9g7 h0g2"},
	}
	for i, w := range want {
		g := games[i]
		if g.Tag("event") != w.event || g.Tag("Red") != w.red {
			t.Errorf("game %d: Event %q Red %q, want %q %q", i+1, g.Tag("Event"), g.Tag("Red"), w.event, w.red)
		}
		if g.StartPosition().FEN() != w.fen {
			t.Errorf("game %d: start %s, want %s", i+1, g.StartPosition().FEN(), w.fen)
		}
		if g.Result != w.result {
			t.Errorf("game %d: result %q, want %q", i+1, g.Result, w.result)
		}
		if !slices.Equal(g.MainLine(), iccsList(t, w.moves)) {
			t.Errorf("game %d: moves %v, want %s", i+1, g.MainLine(), w.moves)
		}
		if got := treeText(g); got != w.tree {
			t.Errorf("game %d: tree\n%s\nwant\n%s", i+1, got, w.tree)
		}
	}
}

// variationsPGN is hand-written the way annotators write: variations nested
// three deep, several variations on one move, comments before a variation's
// first move and after a variation, NAGs both ways, a Black move that starts
// a variation, and a game from a FEN with Black to move.
const variationsPGN = `[Event "Annotated"]
[Red "甲"]
[Black "乙"]

{The classic central cannon.}
1. 炮二平五 $1 {most common} (1. 兵七进一 {the pawn opening} 1... 卒7进1
    (1... 炮2平3 {a counter} 2. 炮二平五 (2. 马八进七 $5) 2... 马8进7)
    ({or} 1... 象3进5 !?)) (1. 马二进三) 1... 马8进7 2. 马二进三 ?! (2. 兵三进一 ; a line comment
  2... 车9平8 3. 马二进三 (3. 马八进七 卒3进1 {the pawn} (3... 马2进3)) 3... 马2进3) {after the variations}
2... 车9平8 (2... 马2进3 3. 车一平二) 3. 车一平二 !! 马2进3 ?? 1-0

[Event "Black to move"]
[FEN "` + startBlack + ` - - 0 7"]

7... 马8进7 (7... 炮8平5 8. 马二进三 (8. 炮二平五)) 8. 马二进三 *
`

func TestReadPGNVariations(t *testing.T) {
	games, err := ReadPGN(strings.NewReader(variationsPGN))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 {
		t.Fatalf("read %d games, want 2", len(games))
	}
	want := []string{
		"{The classic central cannon.} h2e2 $1 {most common} (c3c4 {the pawn opening} g6g5 (b7c7 {a counter} h2e2 (b0c2 $5) h9g7) (<or> c9e7 $5)) (h0g2) " +
			"h9g7 h0g2 $6 {after the variations} (g3g4 {a line comment} i9h9 h0g2 (b0c2 c6c5 {the pawn} (b9c7)) b9c7) " +
			"i9h9 (b9c7 i0h0) i0h0 $3 b9c7 $4",
		"h9g7 (h7e7 h0g2 (h2e2)) h0g2",
	}
	for i, w := range want {
		if got := treeText(games[i]); got != w {
			t.Errorf("game %d: tree\n%s\nwant\n%s", i+1, got, w)
		}
	}
	if got := games[0].Root.Count(); got != 23 {
		t.Errorf("game 1 holds %d moves, want 23", got)
	}
}

// TestPGNRoundTripVariations writes the annotated games in each notation,
// reads them back, and wants the same tree; a second write gives the same
// text.
func TestPGNRoundTripVariations(t *testing.T) {
	games, err := ReadPGN(strings.NewReader(variationsPGN + samplePGN))
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range games {
		for _, n := range []Notation{ICCS, WXF, Chinese, ChineseTraditional} {
			text, err := g.pgn(n)
			if err != nil {
				t.Fatalf("game %d, %s: %v", i+1, n, err)
			}
			back, err := ParseGame(text)
			if err != nil {
				t.Fatalf("game %d, %s: %v\n%s", i+1, n, err, text)
			}
			if !back.Root.Equal(g.Root) || back.StartPosition().FEN() != g.StartPosition().FEN() || back.Result != g.Result {
				t.Errorf("game %d, %s: read back as\n%s\nwant\n%s\nfrom\n%s", i+1, n, treeText(back), treeText(g), text)
			}
			if again := back.PGN(n); again != text {
				t.Errorf("game %d, %s: second write differs:\n%s\nfirst:\n%s", i+1, n, again, text)
			}
		}
	}
	// The text as written, for a person to read.
	want := `{The classic central cannon.}
1. 炮二平五 $1 {most common} (1. 兵七进一 {the pawn opening} 1... 卒7进1 (1... 炮2平3 {a counter} 2. 炮二平五 (2. 马八进七 $5) 2... 马8进7) ({or} 1... 象3进5 $5)) (1. 马二进三) 1... 马8进7
2. 马二进三 $6 {after the variations} (2. 兵三进一 {a line comment} 2... 车9平8 3. 马二进三 (3. 马八进七 卒3进1 {the pawn} (3... 马2进3)) 3... 马2进3) 2... 车9平8 (2... 马2进3 3. 车一平二)
3. 车一平二 $3 马2进3 $4
1-0
`
	if text := games[0].PGN(Chinese); !strings.HasSuffix(text, "\n\n"+want+"\n") {
		t.Errorf("Chinese PGN =\n%s\nwant it to end with\n%s", text, want)
	}
	trad := games[0].PGN(ChineseTraditional)
	if want := "2. 傌二進三 $6 {after the variations} (2. 兵三進一 {a line comment} 2... 車９平８"; !strings.Contains(trad, want) || !strings.Contains(trad, `[Format "Chinese"]`) {
		t.Errorf("traditional PGN lacks %q:\n%s", want, trad)
	}
	if text := games[1].PGN(WXF); !strings.Contains(text, "\n\n7... H8+7 (7... C8.5 8. H2+3 (8. C2.5))\n8. H2+3\n*\n") {
		t.Errorf("WXF PGN of the Black-first game:\n%s", text)
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
			if !slices.Equal(back.MainLine(), g.MainLine()) || back.Result != g.Result || back.StartPosition().FEN() != g.StartPosition().FEN() ||
				!back.Root.Equal(g.Root) || back.Tag("Event") != g.Tag("Event") || back.Tag("Red") != g.Tag("Red") {
				t.Errorf("game %d, %s: read back differs:\n%s", i+1, n, text)
			}
		}
	}
	first := games[0]
	for _, c := range []struct {
		n    Notation
		want string
	}{
		{ICCS, "1. H2-E2 {central cannon} 1... H9-G7 $1\n2. H0-G2 (2. C3-C4 G6-G5) (2. G3-G4 {nested) paren}) 2... I9-H9 {rook out}\n"},
		{WXF, "1. C2.5 {central cannon} 1... H8+7 $1\n2. H2+3 (2. P7+1 P7+1) (2. P3+1 {nested) paren}) 2... R9.8 {rook out}\n"},
		{Chinese, "{opening comment}\n1. 炮二平五 {central cannon} 1... 马8进7 $1\n2. 马二进三 (2. 兵七进一 卒7进1) (2. 兵三进一 {nested) paren}) 2... 车9平8 {rook out}\n3. 车一平二 $5 马2进3\n4. 炮八进四 卒3进1\n1-0\n"},
	} {
		if text := first.PGN(c.n); !strings.Contains(text, c.want) {
			t.Errorf("%s PGN lacks %q:\n%s", c.n, c.want, text)
		}
	}
}

func TestWritePGNBlackFirst(t *testing.T) {
	g := NewGame(mustFEN(t, startBlack), iccsList(t, "h9g7 h2e2 i9h9"))
	g.Result = "0-1"
	g.SetTag("Event", "x")
	g.SetTag("event", "y") // replaces, whatever the case
	text := g.PGN(WXF)
	want := "[Event \"y\"]\n[Result \"0-1\"]\n[FEN \"" + startBlack + " - - 0 1\"]\n[Format \"WXF\"]\n[Variant \"xiangqi\"]\n\n1... H8+7\n2. C2.5 R9.8\n0-1\n\n"
	if !strings.HasSuffix(text, want) || len(g.Tags) != 1 {
		t.Errorf("PGN =\n%s\nwant it to end with\n%s", text, want)
	}
	g.AppendMainLine(mustMove(t, "a0a5"))
	if err := g.WritePGN(&strings.Builder{}, ICCS); err == nil || !strings.Contains(err.Error(), "illegal") {
		t.Errorf("WritePGN with an illegal move: err = %v", err)
	}
}

func TestReadPGNErrors(t *testing.T) {
	long := strings.Repeat("h0g2 h9g7 g2h0 g7h9 ", MaxGamePlies/4+1)
	cases := []struct{ text, want string }{
		{"[Event \"a\"]\n1. h2e2 h9g7 *\n[Event \"b\"]\n1. h2e2 h9g7 2. 马二进三 马8进7 *", `game 2 (line 4): move 2 (ply 4) "马8进7": no piece can make`},
		{"[Event \"a\"]\n1. h2e2 e2e3", `game 1 (line 2): move 1 (ply 2) "e2e3": no piece can make`},
		{"1. h2e2 h9g7\n(1... h7e7 2. h0g2 (2. h0h2\n 2... b9c7))", `game 1 (line 2): move 2 (ply 3) "h0h2" in a variation: no piece can make`},
		{"1. h2e2 (1. c3c4 {x} (1. g3g4 h9g7) 1... h9g7 2. e2e6)", `game 1 (line 1): move 2 (ply 3) "e2e6" in a variation: no piece can make`},
		{"(1. h2e2) 1. h0g2", "must follow the move it replaces"},
		{"1. h2e2 ((1. h0g2))", "must follow the move it replaces"},
		{"1. h2e2 (1. h0g2 1-0)", "a result 1-0 inside a variation"},
		{"1. h2e2 (1. h0g2\n[Event \"next\"]", "(line 1): a variation '(' is never closed"},
		{"1. h2e2 $x", "bad NAG"},
		{"1. h2e2 $256", "bad NAG"},
		{strings.Repeat("1. h2e2 (", 65), "nest more than 64 deep"},
		{"[FEN \"rnbakabnr/9\"]\n1. h2e2", "bad FEN tag"},
		{"1. h2e2 {oops", "never closed"},
		{"1. h2e2 (h0g2 {x}", "never closed"},
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
		{"1. h2e2 * 1. h2e2 *", "holds more than one game"},
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
		got = append(got, fmt.Sprintf("%s/%d", g.Result, len(g.MainLine())))
	}
	if want := "1-0/1 0-1/1 1/2-1/2/1 0-1/1 */0"; strings.Join(got, " ") != want {
		t.Errorf("results %v, want %s", got, want)
	}
}

func TestReadPGNComments(t *testing.T) {
	g, err := ParseGame("{a} {b} [Event \"e\"] 1. h2e2 {c} ; d\n{e} h9g7 (b9c7 {kept} ({empty})) {f} $0 $2 2. h0g2 ( {only a comment} ) ( ) *")
	if err != nil {
		t.Fatal(err)
	}
	if want := "{a\nb} h2e2 {c\nd\ne} h9g7 $2 {f} (b9c7 {kept\nempty}) h0g2 {only a comment}"; treeText(g) != want || g.Tag("Event") != "e" {
		t.Errorf("tree %s, want %s", treeText(g), want)
	}
	// A file with old Mac line ends: a lone CR ends a ';' comment.
	g, err = ParseGame("[Event \"mac\"]\r1. h2e2 ; first\r{two\rlines} h9g7\r*")
	if err != nil || treeText(g) != "h2e2 {first\ntwo\nlines} h9g7" {
		t.Errorf("CR line ends: %v %s", err, treeText(g))
	}
	// A million comments in a row must be read in linear time.
	g, err = ParseGame(strings.Repeat("{a}", 1<<20) + " *")
	if err != nil || len(g.Root.Comment) != 2<<20-1 {
		t.Errorf("a million comments: %v", err)
	}
}

func TestNAGSymbolRoundTrips(t *testing.T) {
	for nag := 1; nag <= 6; nag++ {
		if got := suffixNAG(NAGSymbol(nag)); got != nag {
			t.Errorf("NAG %d -> %q -> %d", nag, NAGSymbol(nag), got)
		}
	}
	if NAGSymbol(7) != "" || NAGSymbol(0) != "" {
		t.Error("NAGs without a mark got one")
	}
}

// TestReadPGNManyEmptyGames reads 10 KB holding 5,000 empty games: the games
// from the standard opening share one board, so each costs a few hundred
// bytes (it was two positions, 17 KB, and 40 MB for the text); and a reader
// that wants one game stops at the second without reading the rest.
func TestReadPGNManyEmptyGames(t *testing.T) {
	text := strings.Repeat("* ", 5000)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	games, err := ReadPGNText(text, 0)
	runtime.ReadMemStats(&after)
	if err != nil || len(games) != 5000 {
		t.Fatalf("read %d games: %v", len(games), err)
	}
	perGame := (after.TotalAlloc - before.TotalAlloc) / 5000
	t.Logf("%d bytes allocated per empty game", perGame)
	if perGame > 2048 {
		t.Errorf("%d bytes allocated per empty game, want at most 2 KB", perGame)
	}
	if g := games[4999]; g.Start != nil || g.StartPosition().FEN() != position.StartFEN || g.Result != "*" {
		t.Errorf("last game: start %v, result %q", g.Start, g.Result)
	}
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err = ParseGame(text)
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "more than one game") {
		t.Errorf("ParseGame of 5,000 games: %v", err)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 {
		t.Errorf("ParseGame allocated %d bytes before refusing the second game: it read on", n)
	}
	// Games from a FEN and from the opening, mixed, still read right.
	games, err = ReadPGNText("1. h2e2 *\n[FEN \""+twoRooks+" - - 0 1\"]\n1. R++4 *\n1. c3c4 h9g7 *", 0)
	if err != nil || len(games) != 3 || games[1].Start == nil || games[2].MainLine()[1].String() != "h9g7" || len(games[2].MainLine()) != 2 {
		t.Errorf("mixed games: %v", err)
	}
}
