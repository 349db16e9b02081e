package notation

import (
	"strings"
	"testing"

	"xiangqi/engine/position"
)

// Positions with the hard cases: pieces in tandem, three to five pawns on a
// file, and two files of tandem pawns.
const (
	startBlack   = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b"
	horseOut     = "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b"
	twoRooks     = "4k4/9/9/9/9/7R1/9/9/7R1/3K5 w"
	twoCannons   = "4k4/9/1c7/9/9/1c7/9/9/9/3K5 b"
	twoHorses    = "4k4/9/9/9/9/2N6/9/2N6/9/3K5 w"
	twoAdvisors  = "4k4/9/9/9/9/9/9/3A5/9/3A1K3 w"
	twoElephants = "4k4/9/9/9/9/2B6/9/9/9/2BK5 w"
	threePawns   = "5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w"
	fourPawns    = "5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w"
	fivePawns    = "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w"
	twoPawnFiles = "4k4/9/6P2/2P3P2/2P3P2/9/9/9/9/3K5 w"
	blackPawns   = "5k3/9/9/9/9/4p4/4p4/9/9/3K5 b"
	blackFour    = "5k3/9/9/9/9/4p4/4p4/4p4/4p4/3K5 b"
	pinnedRook   = "3k5/9/9/9/4r4/9/9/9/4R4/4K4 w"
)

var formatCases = []struct {
	fen, move          string
	wxf, chinese, trad string
}{
	{position.StartFEN, "h2e2", "C2.5", "炮二平五", "炮二平五"},
	{position.StartFEN, "h0g2", "H2+3", "马二进三", "傌二進三"},
	{position.StartFEN, "b0c2", "H8+7", "马八进七", "傌八進七"},
	{position.StartFEN, "a0a1", "R9+1", "车九进一", "俥九進一"},
	{position.StartFEN, "g3g4", "P3+1", "兵三进一", "兵三進一"},
	{position.StartFEN, "e0e1", "K5+1", "帅五进一", "帥五進一"},
	{position.StartFEN, "d0e1", "A6+5", "仕六进五", "仕六進五"},
	{position.StartFEN, "g0e2", "E3+5", "相三进五", "相三進五"},
	{position.StartFEN, "h2h9", "C2+7", "炮二进七", "炮二進七"},
	{position.StartFEN, "b2b9", "C8+7", "炮八进七", "炮八進七"},
	{startBlack, "b7e7", "C2.5", "炮2平5", "砲２平５"},
	{startBlack, "h9g7", "H8+7", "马8进7", "馬８進７"},
	{startBlack, "b9c7", "H2+3", "马2进3", "馬２進３"},
	{startBlack, "c9e7", "E3+5", "象3进5", "象３進５"},
	{startBlack, "d9e8", "A4+5", "士4进5", "士４進５"},
	{startBlack, "e9e8", "K5+1", "将5进1", "將５進１"},
	{startBlack, "a6a5", "P1+1", "卒1进1", "卒１進１"},
	{startBlack, "a9a8", "R1+1", "车1进1", "車１進１"},
	{horseOut, "g7h9", "H7-8", "马7退8", "馬７退８"},
	{twoRooks, "h4h8", "R++4", "前车进四", "前俥進四"},
	{twoRooks, "h1h3", "R-+2", "后车进二", "後俥進二"},
	{twoRooks, "h4e4", "R+.5", "前车平五", "前俥平五"},
	{twoRooks, "h1a1", "R-.9", "后车平九", "後俥平九"},
	{twoRooks, "h4h2", "R+-2", "前车退二", "前俥退二"},
	{twoCannons, "b4b2", "C++2", "前炮进2", "前砲進２"},
	{twoCannons, "b7b8", "C--1", "后炮退1", "後砲退１"},
	{twoCannons, "b7e7", "C-.5", "后炮平5", "後砲平５"},
	{twoCannons, "b4i4", "C+.9", "前炮平9", "前砲平９"},
	{twoHorses, "c4d6", "H++6", "前马进六", "前傌進六"},
	{twoHorses, "c2b0", "H--8", "后马退八", "後傌退八"},
	{twoHorses, "c2e1", "H--5", "后马退五", "後傌退五"},
	{twoAdvisors, "d0e1", "A6+5", "仕六进五", "仕六進五"},
	{twoAdvisors, "d2e1", "A6-5", "仕六退五", "仕六退五"},
	{twoElephants, "c4e2", "E7-5", "相七退五", "相七退五"},
	{twoElephants, "c0e2", "E7+5", "相七进五", "相七進五"},
	{twoElephants, "c4a2", "E7-9", "相七退九", "相七退九"},
	{threePawns, "e7e8", "P++1", "前兵进一", "前兵進一"},
	{threePawns, "e6d6", "P5.6", "中兵平六", "中兵平六"},
	{threePawns, "e5f5", "P-.4", "后兵平四", "後兵平四"},
	{threePawns, "e7d7", "P+.6", "前兵平六", "前兵平六"},
	{fourPawns, "e8d8", "++.6", "一兵平六", "一兵平六"},
	{fourPawns, "e7d7", "P+.6", "二兵平六", "二兵平六"},
	{fourPawns, "e6d6", "P-.6", "三兵平六", "三兵平六"},
	{fourPawns, "e5d5", "--.6", "四兵平六", "四兵平六"},
	{fivePawns, "c9d9", "++.6", "一兵平六", "一兵平六"},
	{fivePawns, "c8d8", "P+.6", "二兵平六", "二兵平六"},
	{fivePawns, "c7d7", "P7.6", "三兵平六", "三兵平六"},
	{fivePawns, "c6d6", "P-.6", "四兵平六", "四兵平六"},
	{fivePawns, "c5d5", "--.6", "五兵平六", "五兵平六"},
	{fivePawns, "c9b9", "++.8", "一兵平八", "一兵平八"},
	{twoPawnFiles, "g7f7", "3+.4", "前三平四", "前三平四"},
	{twoPawnFiles, "g6f6", "33.4", "中三平四", "中三平四"},
	{twoPawnFiles, "g5f5", "3-.4", "后三平四", "後三平四"},
	{twoPawnFiles, "c6d6", "7+.6", "前七平六", "前七平六"},
	{twoPawnFiles, "c6c7", "7++1", "前七进一", "前七進一"},
	{blackPawns, "e3d3", "P+.4", "前卒平4", "前卒平４"},
	{blackPawns, "e4f4", "P-.6", "后卒平6", "後卒平６"},
	{blackFour, "e1d1", "++.4", "一卒平4", "一卒平４"},
	{blackFour, "e3d3", "P-.4", "三卒平4", "三卒平４"},
}

func mustFEN(t testing.TB, fen string) *position.Position {
	t.Helper()
	p, err := position.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

func mustMove(t testing.TB, text string) position.Move {
	t.Helper()
	m, err := position.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFormat(t *testing.T) {
	for _, tc := range formatCases {
		p := mustFEN(t, tc.fen)
		m := mustMove(t, tc.move)
		if !p.IsLegal(m) {
			t.Fatalf("%s: test move %s is not legal", tc.fen, tc.move)
		}
		for _, c := range []struct {
			got, want, what string
		}{
			{Format(p, m, ICCS), tc.move, "ICCS"},
			{Format(p, m, WXF), tc.wxf, "WXF"},
			{Format(p, m, Chinese), tc.chinese, "Chinese"},
			{FormatChineseTraditional(p, m), tc.trad, "traditional"},
		} {
			if c.got != c.want {
				t.Errorf("%s %s in %s = %q, want %q", c.what, tc.move, tc.fen, c.got, c.want)
			}
		}
	}
}

func TestParseMoveForms(t *testing.T) {
	for _, tc := range formatCases {
		p := mustFEN(t, tc.fen)
		want := mustMove(t, tc.move)
		for _, text := range []string{tc.move, strings.ToUpper(tc.move[:2]) + "-" + strings.ToUpper(tc.move[2:]), tc.wxf, tc.chinese, tc.trad} {
			got, err := ParseMove(p, text)
			if err != nil || got != want {
				t.Errorf("ParseMove(%q) in %s = %v, %v; want %s", text, tc.fen, got, err, want)
			}
		}
	}
}

// TestParseMoveVariants covers the other ways people write the same moves.
func TestParseMoveVariants(t *testing.T) {
	cases := []struct{ fen, text, want string }{
		{position.StartFEN, " 炮二平五 ", "h2e2"},
		{position.StartFEN, "炮 二 平 五", "h2e2"},
		{position.StartFEN, "砲二平五", "h2e2"},
		{position.StartFEN, "包2平5", "h2e2"}, // Arabic digits for Red too
		{position.StartFEN, "C2=5", "h2e2"},
		{position.StartFEN, "c2.5", "h2e2"},
		{position.StartFEN, "C25", "h2e2"},
		{position.StartFEN, "N2+3", "h0g2"},
		{position.StartFEN, "B3+5", "g0e2"},
		{position.StartFEN, "h2e2!?", "h2e2"},
		{position.StartFEN, "H2E2", "h2e2"},
		{startBlack, "馬８進７", "h9g7"},
		{startBlack, "马８进７", "h9g7"},
		{startBlack, "马八进七", "h9g7"}, // Chinese numerals for Black too
		{startBlack, "將5進1", "e9e8"},
		{twoRooks, "+R+4", "h4h8"},
		{twoRooks, "-R.9", "h1a1"},
		{twoRooks, "车前进四", "h4h8"},
		{twoRooks, "車後平九", "h1a1"},
		{twoRooks, "R2+5", "h4h9"}, // only the front rook can go five
		{twoAdvisors, "仕六退五", "d2e1"},
		{twoPawnFiles, "二兵平四", "g6f6"}, // xqbase counts across both files
		{twoPawnFiles, "四兵平六", "c6d6"},
		{twoPawnFiles, "Pb.4", "g6f6"},
		{twoPawnFiles, "三前平四", "g7f7"},
		{fourPawns, "前兵平六", "e8d8"},
		{fourPawns, "后兵平六", "e5d5"},
		{fivePawns, "中兵平六", "c7d7"},
		{blackFour, "1卒平4", "e1d1"},
		{threePawns, "兵五进一", "e7e8"}, // only the front pawn can advance
	}
	for _, tc := range cases {
		p := mustFEN(t, tc.fen)
		got, err := ParseMove(p, tc.text)
		if err != nil || got.String() != tc.want {
			t.Errorf("ParseMove(%q) in %s = %v, %v; want %s", tc.text, tc.fen, got, err, tc.want)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	cases := []struct{ fen, text, want string }{
		{position.StartFEN, "炮三平五", "no piece can make 炮三平五"},
		{position.StartFEN, "马二进四", "no piece can make 马二进四"}, // the leg is blocked
		{position.StartFEN, "C2+8", "no piece can make C2+8"},
		{position.StartFEN, "h3e3", "h3 is empty"},
		{position.StartFEN, "h7e7", "black's"},
		{position.StartFEN, "h2h8", "cannot move to h8"},
		{position.StartFEN, "前炮平五", "no piece can make"},
		{position.StartFEN, "X2.5", "bad WXF move"},
		{position.StartFEN, "炮二跳五", "bad Chinese move"},
		{position.StartFEN, "炮二平", "bad Chinese move"},
		{position.StartFEN, "", "empty"},
		{position.StartFEN, "h2", "bad WXF move"},
		{position.StartFEN, "j2e2", "bad WXF move"},
		{position.StartFEN, strings.Repeat("炮", 40), "too long"},
		{twoRooks, "车二进一", "ambiguous"},
		{twoRooks, "R2+1", "ambiguous"},
		{twoRooks, "后车进四", "no piece can make"},
		{threePawns, "兵五平六", "ambiguous"},
		{pinnedRook, "车五平四", "illegal: moving leaves king in check"},
		{pinnedRook, "R5.6", "illegal: moving leaves king in check"},
		{pinnedRook, "e1d1", "illegal: moving leaves king in check"},
	}
	for _, tc := range cases {
		p := mustFEN(t, tc.fen)
		m, err := ParseMove(p, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseMove(%q) in %s = %v, %v; want an error containing %q", tc.text, tc.fen, m, err, tc.want)
		}
	}
}

// roundTripFENs adds master-game middlegames and composed endgames to the
// table's positions.
var roundTripFENs = []string{
	"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w",
	"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w",
	"CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w",
	"3rkab2/4a4/4b4/p1n1p3p/2n6/2C4N1/PR6P/1C2B4/4A4/4KAB2 b",
	"2ba1k3/n3a2c1/4b1n2/p1CN5/8p/6P2/P3Nc2P/2C6/4A4/4KAB2 w",
	"4kab2/2c1a4/n1n1b4/p1p1P4/6P2/3N3R1/P3P3r/4B1C2/1C2A4/2BAK3c w",
	"3k5/4P4/3P1P3/2P1P4/9/9/9/9/9/4K4 w",
	"4k4/9/9/9/9/2p1p4/2p1p4/2p6/9/3K5 b",
}

// TestRoundTrip formats every legal move of many positions in every notation and
// reads it back; distinct moves must never share a text.
func TestRoundTrip(t *testing.T) {
	fens := append([]string{}, roundTripFENs...)
	for _, tc := range formatCases {
		fens = append(fens, tc.fen)
	}
	var buf [position.MaxMoves]position.Move
	for _, fen := range fens {
		p := mustFEN(t, fen)
		moves := p.LegalMoves(buf[:0])
		if len(moves) == 0 {
			t.Fatalf("%s has no legal moves", fen)
		}
		for _, n := range []Notation{ICCS, WXF, Chinese, -1} {
			seen := map[string]position.Move{}
			for _, m := range moves {
				text := Format(p, m, n)
				if n == -1 {
					text = FormatChineseTraditional(p, m)
				}
				if other, dup := seen[text]; dup {
					t.Errorf("%s: %s and %s are both written %q", fen, other, m, text)
				}
				seen[text] = m
				got, err := ParseMove(p, text)
				if err != nil || got != m {
					t.Errorf("%s: %s written %q reads back as %v, %v", fen, m, text, got, err)
				}
			}
		}
	}
}

func TestFormatLine(t *testing.T) {
	p := position.NewStart()
	moves := []position.Move{mustMove(t, "h2e2"), mustMove(t, "h9g7"), mustMove(t, "h0g2"), mustMove(t, "i9h9")}
	want := []string{"炮二平五", "马8进7", "马二进三", "车9平8"}
	got := FormatLine(p, moves, Chinese)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("FormatLine = %v, want %v", got, want)
	}
	if p.Ply() != 0 {
		t.Errorf("FormatLine changed the position")
	}
	bad := FormatLine(p, []position.Move{mustMove(t, "h2e2"), mustMove(t, "h2e2"), mustMove(t, "h9g7")}, WXF)
	if strings.Join(bad, " ") != "C2.5 h2e2 h9g7" {
		t.Errorf("FormatLine with an illegal move = %v, want the rest as coordinates", bad)
	}
}

func TestParseNotation(t *testing.T) {
	cases := []struct {
		name string
		want Notation
		ok   bool
	}{
		{"iccs", ICCS, true}, {"UCI", ICCS, true}, {"coord", ICCS, true},
		{"wxf", WXF, true}, {"Chinese", Chinese, true}, {"zh", Chinese, true},
		{"san", ICCS, false}, {"", ICCS, false},
	}
	for _, tc := range cases {
		got, err := ParseNotation(tc.name)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("ParseNotation(%q) = %v, %v", tc.name, got, err)
		}
		if tc.ok {
			if back, err := ParseNotation(got.String()); err != nil || back != got {
				t.Errorf("ParseNotation(%v.String()) = %v, %v", got, back, err)
			}
		}
	}
}

// TestParseMoveCheckMarksAndFullWidth: a check mark after WXF or Chinese is
// read as it is after coordinates, and full-width letters, digits and signs
// (as Chinese input methods type them) as their ASCII forms.
func TestParseMoveCheckMarksAndFullWidth(t *testing.T) {
	p := mustFEN(t, position.StartFEN)
	for _, c := range []struct{ text, want string }{
		{"h2e2+", "h2e2"},
		{"炮二平五+", "h2e2"},
		{"炮二平五＋", "h2e2"},
		{"C2.5+", "h2e2"},
		{"C2.5+!", "h2e2"},
		{"Ｃ２．５", "h2e2"},
		{"ｃ２．５", "h2e2"},
		{"Ｈ２＋３", "h0g2"},
		{"ｈ２ｅ２", "h2e2"},
		{"Ｈ２－Ｅ２", "h2e2"},
		{"R9+1", "a0a1"},
		{"R9+1+", "a0a1"},
		{"车九进一+", "a0a1"},
	} {
		m, err := ParseMove(p, c.text)
		if err != nil || m.String() != c.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", c.text, m, err, c.want)
		}
	}
	for _, bad := range []string{"C2.+", "炮二平+", "++", "+"} {
		if m, err := ParseMove(p, bad); err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", bad, m)
		}
	}
}
