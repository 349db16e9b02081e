package book

import (
	"bufio"
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"xiangqi/assets"
	"xiangqi/engine/internal/testgames"
	"xiangqi/engine/position"
)

func mustMoves(t *testing.T, p *position.Position, line string) *position.Position {
	t.Helper()
	for _, text := range strings.Fields(line) {
		m, err := position.ParseMove(text)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("illegal move %s in %q", text, line)
		}
		p.MakeMove(m)
	}
	return p
}

func embeddedBook(t *testing.T) *Book {
	t.Helper()
	b, err := Load(assets.Book)
	if err != nil {
		t.Fatalf("embedded book: %v", err)
	}
	return b
}

func TestStartPositionMoves(t *testing.T) {
	b := embeddedBook(t)
	cands := b.Moves(position.NewStart())
	if len(cands) < 5 {
		t.Fatalf("start position has %d book moves, want at least 5", len(cands))
	}
	mostPlayed := cands[0]
	for _, c := range cands {
		if c.Games > mostPlayed.Games {
			mostPlayed = c
		}
	}
	if s := mostPlayed.Move.String(); s != "h2e2" && s != "b2e2" {
		t.Errorf("most played first move is %s, want the central cannon", s)
	}
	total := 0.0
	for _, c := range cands {
		total += c.Weight
	}
	if total < 0.999 || total > 1.001 {
		t.Errorf("weights sum to %v, want 1", total)
	}
}

func TestKnownLineStaysInBook(t *testing.T) {
	b := embeddedBook(t)
	p := position.NewStart()
	for _, text := range strings.Fields("h2e2 h9g7 h0g2 i9h9") { // 炮二平五 马8进7 马二进三 车9平8
		m, _ := position.ParseMove(text)
		found := false
		for _, c := range b.Moves(p) {
			found = found || c.Move == m
		}
		if !found {
			t.Fatalf("%s is not in book after %v", text, p.Moves())
		}
		p.MakeMove(m)
	}
	if len(b.Moves(p)) == 0 {
		t.Error("no book move after 炮二平五 马8进7 马二进三 车9平8")
	}
}

func TestMirroredLookup(t *testing.T) {
	b := embeddedBook(t)
	right := mustMoves(t, position.NewStart(), "h2e2 h9g7 h0g2")
	left := mustMoves(t, position.NewStart(), "b2e2 b9c7 b0c2")
	rc, lc := b.Moves(right), b.Moves(left)
	if len(rc) == 0 || len(rc) != len(lc) {
		t.Fatalf("mirror positions have %d and %d book moves", len(rc), len(lc))
	}
	for i := range rc {
		if rc[i].Move.Mirror() != lc[i].Move || rc[i].Games != lc[i].Games {
			t.Errorf("candidate %d: %v (%d games) vs mirrored %v (%d games)", i, rc[i].Move, rc[i].Games, lc[i].Move, lc[i].Games)
		}
	}
}

func TestCorruptBookRejected(t *testing.T) {
	good := Encode([]Entry{{Key: 1, Move: position.NewMove(10, 19), Games: 5, Score: 120}}, 30)
	if _, err := Load(good); err != nil {
		t.Fatalf("good book rejected: %v", err)
	}
	flipped := append([]byte(nil), good...)
	flipped[len(flipped)-1] ^= 0x40
	bad := map[string][]byte{
		"empty":     nil,
		"truncated": good[:len(good)-3],
		"magic":     append([]byte("XXXX"), good[4:]...),
		"checksum":  flipped,
		"extra":     append(append([]byte(nil), good...), 0),
	}
	for name, data := range bad {
		if _, err := Load(data); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: got %v, want ErrCorrupt", name, err)
		}
	}
	var nilBook *Book
	if len(nilBook.Moves(position.NewStart())) != 0 {
		t.Error("a missing book should have no moves")
	}
}

// TestChooseNeverRepeats plays h2e2 h9g7 h0g2 g7h9 g2h0, which brings back the
// position after h2e2 with Black to move. The book's favourite reply there,
// h9g7, would bring back the position after h2e2 h9g7 as well: only the
// repetition filter in Choose stands between the book and that move.
func TestChooseNeverRepeats(t *testing.T) {
	b := embeddedBook(t)
	p := mustMoves(t, position.NewStart(), "h2e2 h9g7 h0g2 g7h9 g2h0")
	repeating, err := position.ParseMove("h9g7")
	if err != nil {
		t.Fatal(err)
	}
	cands := b.Moves(p)
	if len(cands) < 2 || cands[0].Move != repeating {
		t.Fatalf("the test needs h9g7 as the book's first choice among others here; the book has %v", cands)
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	for _, variety := range []float64{0, 0.5, 1} {
		for i := 0; i < 100; i++ {
			m, ok := b.Choose(p, variety, rnd.Float64)
			if !ok {
				t.Fatalf("variety %v: no book move, though the book has moves that do not repeat", variety)
			}
			if m == repeating {
				t.Fatalf("variety %v: the book chose h9g7, which repeats the position after h2e2 h9g7", variety)
			}
		}
	}
}

func TestChooseVariety(t *testing.T) {
	b := embeddedBook(t)
	p := position.NewStart()
	rnd := rand.New(rand.NewPCG(3, 4))
	seen := map[position.Move]int{}
	for i := 0; i < 400; i++ {
		m, ok := b.Choose(p, 1, rnd.Float64)
		if !ok || !p.IsLegal(m) {
			t.Fatalf("bad choice %v %v", m, ok)
		}
		seen[m]++
	}
	if len(seen) < 3 {
		t.Errorf("full variety chose only %d different first moves", len(seen))
	}
	best, _ := b.Choose(p, 0, rnd.Float64)
	if best != b.Moves(p)[0].Move {
		t.Errorf("no variety should choose the heaviest move")
	}
}

func TestBuildDeterministic(t *testing.T) {
	corpus := "result\tred\tblack\tevent\tdate\tmoves\n" +
		strings.Repeat("1-0\ta\tb\te\td\th2e2 h9g7 h0g2 i9h9\n", 5) +
		strings.Repeat("0-1\ta\tb\te\td\tb2e2 b9c7 b0c2\n", 3) +
		strings.Repeat("1/2-1/2\ta\tb\te\td\tc3c4 b7c7\n", 4) +
		"*\ta\tb\te\td\tg0e2\n"
	opt := DefaultBuildOptions()
	opt.MinPosGames = 1
	first, st, err := Build(strings.NewReader(corpus), opt)
	if err != nil {
		t.Fatal(err)
	}
	second, _, _ := Build(strings.NewReader(corpus), opt)
	if string(Encode(first, 30)) != string(Encode(second, 30)) {
		t.Fatal("two builds differ")
	}
	if st.Games != 12 || st.Skipped != 1 {
		t.Errorf("stats %+v, want 12 games and 1 skipped", st)
	}
	b, err := Load(Encode(first, 30))
	if err != nil {
		t.Fatal(err)
	}
	cands := b.Moves(position.NewStart())
	// h2e2 and b2e2 are mirror images: merged, 8 games, scoring 5 wins of 8.
	var cc *Candidate
	for i := range cands {
		if s := cands[i].Move.String(); s == "h2e2" || s == "b2e2" {
			if cc != nil && cands[i].Games != cc.Games {
				t.Errorf("mirror moves disagree")
			}
			cc = &cands[i]
		}
	}
	if cc == nil || cc.Games != 8 || cc.Score != 62.5 {
		t.Fatalf("central cannon entry %+v, want 8 games scoring 62.5%%", cc)
	}
	if _, _, err := Build(strings.NewReader("1-0\ta\tb\te\td\th2e2 h2e2\n"), opt); err == nil {
		t.Error("an illegal game was accepted")
	}
}

func TestOpeningNames(t *testing.T) {
	cases := []struct{ moves, want string }{
		{"h2e2", "中炮"},
		{"b2e2", "左中炮"},
		{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7", "中炮对屏风马"},
		{"h2e2 b9c7 h0g2 h9g7", "中炮对屏风马"}, // transposed
		{"b2e2 b9c7 b0c2 h9g7", "中炮对屏风马"}, // mirrored
		{"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6", "中炮过河车对屏风马"},
		{"h2e2 h7e7", "顺炮"},
		{"h2e2 b7e7", "列炮"},
		{"c3c4 b7c7", "仙人指路对卒底炮"},
		{"g3g4 h7g7", "仙人指路对卒底炮"}, // mirrored
		{"g0e2 h7d7", "飞相对左过宫炮"},
		{"h2e2 b9c7 h0g2 h7f7 i0h0 h9g7", "中炮对反宫马"},
		{"h2e2 h9g7 h0g2 b9c7 b2c2", "五七炮对屏风马"},
		{"h0g2", "起马局"},
	}
	for _, tc := range cases {
		p := mustMoves(t, position.NewStart(), tc.moves)
		o, ok := NameOpening(p.Root(), p.Moves())
		if !ok || o.ZH != tc.want {
			t.Errorf("%s: named %q, want %q", tc.moves, o.ZH, tc.want)
		}
		if o.EN == "" {
			t.Errorf("%s: no English name", tc.want)
		}
	}
	if len(Openings()) < 40 {
		t.Errorf("%d openings, want at least 40", len(Openings()))
	}
	if _, ok := NameOpening(position.NewStart(), nil); ok {
		t.Error("the start position has no opening name")
	}
}

// TestOpeningsOccurInMasterGames checks every defined opening against real
// play: each one must be recognised in at least one master game, which guards
// against typos in the definitions. The sample has a game for each opening;
// the whole collection is checked where ../shared/data is checked out.
func TestOpeningsOccurInMasterGames(t *testing.T) {
	t.Run("sample", func(t *testing.T) {
		checkOpeningsOccur(t, testgames.Sample, "engine/internal/testgames/sample.tsv (after adding an opening, regenerate it with its gen_sample.go)")
	})
	t.Run("all master games", func(t *testing.T) {
		checkOpeningsOccur(t, testgames.Full(t, "../.."), testgames.FullPath)
	})
}

func checkOpeningsOccur(t *testing.T, games []byte, source string) {
	seen := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(games))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for ; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), "\t")
		if n == 0 || len(fields) < 6 {
			continue
		}
		p := position.NewStart()
		var first position.Move
		for i, text := range strings.Fields(fields[5]) {
			if i == 24 {
				break
			}
			m, err := position.ParseMove(text)
			if err != nil || !p.IsLegal(m) {
				t.Fatalf("%s line %d: move %d %s is not legal", source, n+1, i+1, text)
			}
			if i == 0 {
				first = m
			}
			p.MakeMove(m)
			for j := range openings {
				if openings[j].rank(p, first) >= 0 {
					seen[openings[j].ZH]++
				}
			}
		}
	}
	if n < 2 {
		t.Fatalf("%s has no games", source)
	}
	for _, o := range Openings() {
		if seen[o.ZH] == 0 {
			t.Errorf("opening %s (%s) never named in %s", o.ZH, o.EN, source)
		}
	}
}
