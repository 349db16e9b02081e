package explorer

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"xiangqi/engine/position"
)

// smallCorpus has a mirror-image line, a transposition, a repetition, a game
// without a result and a position (after the four moves of the last two
// games) reached only through rare moves, which needs a hidden edge.
const smallCorpus = "result\tred\tblack\tevent\tdate\tmoves\n" +
	"1-0\ta\tb\te\td\th2e2 h9g7 h0g2 i9h9\n" +
	"1-0\ta\tb\te\td\th2e2 h9g7 h0g2 i9h9\n" +
	"1/2-1/2\ta\tb\te\td\th2e2 h9g7 h0g2 i9h9 i0h0\n" +
	"0-1\ta\tb\te\td\th2e2 h9g7 h0g2 c6c5\n" +
	"1/2-1/2\ta\tb\te\td\tb2e2 b9c7 b0c2 a9b9\n" + // the mirror image of the first games
	"0-1\ta\tb\te\td\tb2e2 b9c7 b0c2 a9b9\n" +
	"1-0\ta\tb\te\td\th2e2 h9g7 g3g4 g6g5 b0c2\n" +
	"1-0\ta\tb\te\td\tg3g4 g6g5 h2e2 h9g7 b0c2\n" + // transposes into the game before
	"1-0\ta\tb\te\td\th0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g3g4\n" + // passes the start twice
	"*\ta\tb\te\td\tg0e2 g6g5\n" +
	"0-1\ta\tb\te\td\th2e2 b9c7 h0g2 h9g7 i0h0\n" +
	"1-0\ta\tb\te\td\th2e2 h9g7 h0g2 b9c7 i0h0\n"

type game struct {
	redPoints int
	moves     []position.Move
}

// readGames reads a corpus on its own (not through book.WalkCorpus), for
// counting directly.
func readGames(t testing.TB, text string) []game {
	var out []game
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		points := map[string]int{"1-0": 2, "1/2-1/2": 1, "0-1": 0}
		pts, ok := points[f[0]]
		if len(f) < 6 || !ok {
			continue
		}
		g := game{redPoints: pts}
		for _, s := range strings.Fields(f[5]) {
			m, err := position.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			g.moves = append(g.moves, m)
		}
		out = append(out, g)
	}
	return out
}

// directCount counts, game by game, the moves played in target or in its
// mirror image (mirrored back) within the first maxPly plies, once per game.
func directCount(games []game, target *position.Position, maxPly int) map[position.Move]Stats {
	out := map[position.Move]Stats{}
	for _, g := range games {
		seen := map[position.Move]bool{}
		p := position.NewStart()
		for ply, m := range g.moves {
			if ply >= maxPly {
				break
			}
			var mv position.Move
			switch {
			case p.Key() == target.Key():
				mv = m
			case p.Key() == target.MirroredKey():
				mv = m.Mirror()
			}
			if mv != position.NoMove && !seen[mv] {
				seen[mv] = true
				s := out[mv]
				s.add(g.redPoints)
				out[mv] = s
			}
			p.MakeMove(m)
		}
	}
	return out
}

// checkAgainstDirectCount compares what the loaded data says of p with a
// direct count over the games.
func checkAgainstDirectCount(t *testing.T, d *Data, games []game, p *position.Position, opt Options, label string) {
	t.Helper()
	want := directCount(games, p, opt.MaxPly)
	var wantMoves []Move
	others := 0
	for m, s := range want {
		if s.Games() >= opt.MinGames {
			wantMoves = append(wantMoves, Move{Move: m, Stats: s})
		} else {
			others += s.Games()
		}
	}
	got, ok := d.Lookup(p)
	if len(wantMoves) == 0 {
		if ok {
			t.Errorf("%s: found %+v, want nothing", label, got)
		}
		return
	}
	if !ok {
		t.Fatalf("%s: not found, want %+v", label, wantMoves)
	}
	if len(got.Moves) != len(wantMoves) || got.Others != others {
		t.Errorf("%s: %d moves and %d other games, want %d and %d: %+v", label, len(got.Moves), got.Others, len(wantMoves), others, got)
	}
	for i, m := range got.Moves {
		if w := want[m.Move]; w != m.Stats {
			t.Errorf("%s: %s %+v, counted %+v", label, m.Move, m.Stats, w)
		}
		if i > 0 && got.Moves[i-1].Games() < m.Games() {
			t.Errorf("%s: %s listed after a less played move", label, m.Move)
		}
	}
}

func build(t testing.TB, corpus string, opt Options) (*Table, []byte, EncodeStats) {
	t.Helper()
	tab, _, err := Count(strings.NewReader(corpus), opt)
	if err != nil {
		t.Fatal(err)
	}
	data, st := tab.Encode()
	return tab, data, st
}

func play(t testing.TB, moves string) *position.Position {
	t.Helper()
	p := position.NewStart()
	for _, s := range strings.Fields(moves) {
		m, err := position.ParseMove(s)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("%s: bad move %s", moves, s)
		}
		p.MakeMove(m)
	}
	return p
}

// TestRoundTrip checks every position of the small corpus: the loaded file
// answers what the table keeps and what a direct count finds.
func TestRoundTrip(t *testing.T) {
	opt := Options{MaxPly: 30, MinGames: 2}
	tab, data, st := build(t, smallCorpus, opt)
	d, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if d.Games() != 11 || d.MaxPly() != 30 || d.MinGames() != 2 || d.Positions() != st.Records {
		t.Errorf("header: %d games, max ply %d, min games %d, %d positions (%d written)", d.Games(), d.MaxPly(), d.MinGames(), d.Positions(), st.Records)
	}
	games := readGames(t, smallCorpus)
	for _, g := range games {
		p := position.NewStart()
		for ply, m := range g.moves {
			label := position.NewStart().FEN()
			if ply > 0 {
				label = p.FEN()
			}
			want, wantOK := tab.Entry(p)
			got, gotOK := d.Lookup(p)
			if gotOK != wantOK || !reflect.DeepEqual(got, want) {
				t.Errorf("%s: loaded %+v %v, table %+v %v", label, got, gotOK, want, wantOK)
			}
			checkAgainstDirectCount(t, d, games, p, opt, label)
			p.MakeMove(m)
		}
	}
}

func TestMirrorsAndTranspositions(t *testing.T) {
	opt := Options{MaxPly: 30, MinGames: 2}
	_, data, st := build(t, smallCorpus, opt)
	d, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	// In the start position a move and its mirror image stay apart; the
	// game that passes the start twice with 马二进三 counts once, so that
	// move, played in one game, is left out with 兵三进一.
	start, _ := d.Lookup(position.NewStart())
	byMove := map[string]int{}
	for _, m := range start.Moves {
		byMove[m.Move.String()] = m.Games()
	}
	if !reflect.DeepEqual(byMove, map[string]int{"h2e2": 7, "b2e2": 2}) || start.Others != 2 {
		t.Errorf("start: %v, others %d; want h2e2 7, b2e2 2 and 2 others", byMove, start.Others)
	}
	// After 炮八平五 马2进3 马八进七 the moves are the mirror images of those
	// after 炮二平五 马8进7 马二进三, with the same counts from both lines.
	right, ok1 := d.Lookup(play(t, "h2e2 h9g7 h0g2"))
	left, ok2 := d.Lookup(play(t, "b2e2 b9c7 b0c2"))
	if !ok1 || !ok2 || len(right.Moves) != 1 || len(left.Moves) != 1 {
		t.Fatalf("right %+v, left %+v", right, left)
	}
	if right.Moves[0].Move.String() != "i9h9" || left.Moves[0].Move.String() != "a9b9" ||
		right.Moves[0].Stats != (Stats{2, 2, 1}) || left.Moves[0].Stats != right.Moves[0].Stats || right.Others != 2 {
		t.Errorf("right %+v, left %+v", right, left)
	}
	// Two move orders, one position.
	a, ok1 := d.Lookup(play(t, "h2e2 h9g7 g3g4 g6g5"))
	b, ok2 := d.Lookup(play(t, "g3g4 g6g5 h2e2 h9g7"))
	if !ok1 || !ok2 || !reflect.DeepEqual(a, b) || len(a.Moves) != 1 || a.Moves[0].Stats != (Stats{RedWins: 2}) {
		t.Errorf("transposition: %+v and %+v", a, b)
	}
	// Reached twice, each time by a move played once in its position.
	x, ok := d.Lookup(play(t, "h2e2 h9g7 h0g2 b9c7"))
	if !ok || len(x.Moves) != 1 || x.Moves[0].Move.String() != "i0h0" || x.Moves[0].Stats != (Stats{RedWins: 1, BlackWins: 1}) {
		t.Errorf("the position reached only by rare moves: %+v %v", x, ok)
	}
	if st.Hidden == 0 {
		t.Error("no hidden edge written, but a position needs one")
	}
	if _, ok := d.Lookup(play(t, "e3e4")); ok {
		t.Error("a position no game reached was found")
	}
}

func TestEncodeDeterministic(t *testing.T) {
	opt := Options{MaxPly: 30, MinGames: 1}
	_, first, _ := build(t, smallCorpus, opt)
	for i := 0; i < 5; i++ { // map order differs from run to run
		if _, again, _ := build(t, smallCorpus, opt); !bytes.Equal(first, again) {
			t.Fatal("two builds of the same games differ")
		}
	}
	empty, _, _ := build(t, "result\tred\tblack\tevent\tdate\tmoves\n", opt)
	if _, data, _ := build(t, "", opt); len(data) != headerSize {
		t.Errorf("no games: %d bytes, want just the header", len(data))
	}
	d, err := Load(func() []byte { _, b, _ := build(t, "", opt); return b }())
	if err != nil || d.Positions() != 0 || empty.Games() != 0 {
		t.Errorf("empty file: %v, %d positions", err, d.Positions())
	}
	if _, _, err := Count(strings.NewReader("1-0\ta\tb\te\td\th2e2 h2e2\n"), opt); err == nil {
		t.Error("an illegal game was accepted")
	}
}

// fixCRC rewrites the checksum of data in place, so the rest of the checks
// see a mutated file.
func fixCRC(data []byte) []byte {
	if len(data) >= headerSize {
		binary.LittleEndian.PutUint32(data[20:], crc32.ChecksumIEEE(data[headerSize:]))
	}
	return data
}

func TestLoadRejects(t *testing.T) {
	_, good, _ := build(t, smallCorpus, Options{MaxPly: 30, MinGames: 2})
	edit := func(f func(b []byte) []byte) []byte { return f(append([]byte(nil), good...)) }
	cases := map[string][]byte{
		"short":          good[:10],
		"magic":          edit(func(b []byte) []byte { b[0] = 'Y'; return b }),
		"version":        edit(func(b []byte) []byte { b[4] = 9; return b }),
		"checksum":       edit(func(b []byte) []byte { b[len(b)-1] ^= 1; return b }),
		"record count":   edit(func(b []byte) []byte { b[12]++; return fixCRC(b) }),
		"trailing bytes": fixCRC(append(append([]byte(nil), good...), 0)),
		"truncated":      fixCRC(append([]byte(nil), good[:len(good)-3]...)),
		// The first edge of the start position's record made into e0e4, which no piece can play.
		"impossible move": edit(func(b []byte) []byte {
			binary.LittleEndian.PutUint16(b[headerSize+2:], uint16(position.NewMove(4, 40))|followBit)
			return fixCRC(b)
		}),
	}
	for name, data := range cases {
		if _, err := Load(data); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: Load gave %v, want ErrCorrupt", name, err)
		}
	}
}

// FuzzLoad feeds Load mutated files (with the checksum made right, so the
// walk sees them): it must reject or accept, never panic, and what it
// accepts must answer lookups.
func FuzzLoad(f *testing.F) {
	_, good, _ := build(f, smallCorpus, Options{MaxPly: 30, MinGames: 2})
	f.Add(good)
	f.Add(good[:headerSize])
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Load(fixCRC(append([]byte(nil), data...)))
		if err != nil {
			return
		}
		d.Lookup(position.NewStart())
		d.Lookup(play(t, "h2e2 h9g7"))
	})
}

// The master games, counted once for the tests that use them.
var master struct {
	once  sync.Once
	games []game
	data  []byte
	err   error
}

const masterPath = "../../../shared/data/games/master-games.tsv"

func masterData(t *testing.T) ([]game, []byte) {
	t.Helper()
	master.once.Do(func() {
		var text []byte
		if text, master.err = os.ReadFile(masterPath); master.err != nil {
			return
		}
		var tab *Table
		if tab, _, master.err = Count(bytes.NewReader(text), DefaultOptions()); master.err != nil {
			return
		}
		master.data, _ = tab.Encode()
		master.games = readGames(t, string(text))
	})
	if errors.Is(master.err, os.ErrNotExist) {
		t.Skipf("%s is absent (../shared/data is not checked out beside this clone): "+
			"the file was not compared with the master games; the small corpus of the other tests was", masterPath)
	}
	if master.err != nil {
		t.Fatal(master.err)
	}
	return master.games, master.data
}

// TestMasterGames checks a few positions against a direct count over the
// master games: the start, both central cannons, a transposition, and a line
// deep in the opening.
func TestMasterGames(t *testing.T) {
	games, data := masterData(t)
	d, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	lines := []string{
		"",
		"h2e2",
		"b2e2", // the mirror image of h2e2
		"h2e2 h9g7",
		"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
		"h2e2 b9c7 h0g2 h9g7 i0h0 i9h9", // the same position by another order
		"c3c4 b7c7",
		"h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b0c2 c6c5 a0a1 b7b6", // 12 plies of the corpus's second game
	}
	for _, line := range lines {
		checkAgainstDirectCount(t, d, games, play(t, line), DefaultOptions(), "after '"+line+"'")
	}
	start, _ := d.Lookup(position.NewStart())
	if start.Games() != d.Games() || d.Games() < 27000 {
		t.Errorf("the start position has %d games, the file counted %d", start.Games(), d.Games())
	}
}

// TestShippedFileIsCurrent checks that assets/explorer.bin is what the
// builder makes of the master games today.
func TestShippedFileIsCurrent(t *testing.T) {
	_, data := masterData(t)
	shipped, err := os.ReadFile(filepath.Join("..", "..", "assets", "explorer.bin"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(shipped, data) {
		t.Errorf("assets/explorer.bin (%d bytes) is not what the builder makes (%d bytes): run go run ./cmd/xiangqi explorer build", len(shipped), len(data))
	}
}
