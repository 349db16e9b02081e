package notation

import (
	"slices"
	"strings"
	"testing"

	"xiangqi/engine/position"
)

// fuzzFENs are the positions FuzzParseMove reads moves in; the fuzzer picks one
// with its first argument.
var fuzzFENs = []string{position.StartFEN, startBlack, twoRooks, twoCannons, threePawns, fourPawns, fivePawns, twoPawnFiles, blackFour, pinnedRook}

// FuzzParseMove checks that ParseMove never panics, returns only legal moves,
// and that whatever it accepts is written back by Format in every notation as
// text it reads to the same move. It also formats an arbitrary move.
func FuzzParseMove(f *testing.F) {
	for i, seed := range []string{"h2e2", "H2-E2", "C2.5", "炮二平五", "马8进7", "R++4", "+R+4", "前车进四", "中兵平六", "一兵平六", "++.6", "33.4", "Pb.4", "三前平四", "車後平九", "C25", "e1d1"} {
		f.Add(uint8(i), seed, uint16(i*1000))
	}
	positions := make([]*position.Position, len(fuzzFENs))
	for i, fen := range fuzzFENs {
		positions[i] = mustFEN(f, fen)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string, anyMove uint16) {
		p := positions[int(which)%len(positions)]
		// Any move at all, legal or not, must format without a panic.
		for _, n := range []Notation{ICCS, WXF, Chinese} {
			Format(p, position.Move(anyMove), n)
		}
		FormatChineseTraditional(p, position.Move(anyMove))

		m, err := ParseMove(p, text)
		if err != nil {
			if m != position.NoMove {
				t.Errorf("ParseMove(%q) returned %s with error %v", text, m, err)
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("ParseMove(%q) = %s, which is illegal in %s", text, m, p.FEN())
		}
		for _, out := range []string{Format(p, m, ICCS), Format(p, m, WXF), Format(p, m, Chinese), FormatChineseTraditional(p, m)} {
			if back, err := ParseMove(p, out); err != nil || back != m {
				t.Errorf("%q -> %s written %q reads back as %v, %v", text, m, out, back, err)
			}
		}
	})
}

// FuzzReadPGN checks that ReadPGN never panics and that every game it reads
// writes out, in each notation, as PGN that reads back to the same game: the
// same moves, variations and NAGs, and comments that write back to the same
// text (a '}' inside a ';' comment is written full-width).
func FuzzReadPGN(f *testing.F) {
	f.Add(samplePGN)
	f.Add("1. h2e2 h9g7 *")
	f.Add("[FEN \"" + twoPawnFiles + "\"]\n1. 3+.4 K5.6 2. 前七进一 1-0")
	f.Add("{c} [Event \"x\"] 1. C2.5 (1. P3+1 {y}) 1... H8+7 $2 ; z\n0-1")
	f.Add(variationsPGN)
	f.Fuzz(func(t *testing.T, text string) {
		games, err := ReadPGN(strings.NewReader(text))
		if err != nil {
			return
		}
		for i, g := range games {
			for _, n := range []Notation{ICCS, WXF, Chinese, ChineseTraditional} {
				var b strings.Builder
				if err := g.WritePGN(&b, n); err != nil {
					t.Fatalf("game %d read from %q does not write as %s: %v", i+1, text, n, err)
				}
				back, err := ParseGame(b.String())
				if err != nil {
					t.Fatalf("game %d written as %s does not read back: %v\n%s", i+1, n, err, b.String())
				}
				if !slices.Equal(back.MainLine(), g.MainLine()) || back.Root.Count() != g.Root.Count() || back.StartPosition().Key() != g.StartPosition().Key() || back.Result != g.Result {
					t.Fatalf("game %d written as %s reads back differently:\n%s", i+1, n, b.String())
				}
				if again := back.PGN(n); again != b.String() {
					t.Fatalf("game %d written as %s writes back differently:\n%s\nthen\n%s", i+1, n, b.String(), again)
				}
			}
		}
	})
}
