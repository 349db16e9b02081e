package gamefile

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"

	"xiangqi/engine/dhtmlxq"
	"xiangqi/engine/notation"
)

var update = flag.Bool("update", false, "rewrite the sample files in testdata")

// textDecoder decodes with golang.org/x/text, as the command line does.
func textDecoder(data []byte, cs Charset) (string, error) {
	var e encoding.Encoding
	switch cs {
	case GB18030:
		e = simplifiedchinese.GB18030
	case Big5:
		e = traditionalchinese.Big5
	case UTF16LE:
		e = unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
	case UTF16BE:
		e = unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)
	default:
		return "", errors.New("unknown charset " + string(cs))
	}
	out, err := e.NewDecoder().Bytes(data)
	return string(out), err
}

func encode(t *testing.T, e encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := e.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func readSource(t *testing.T, name string) *notation.Game {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "xqf", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	g, err := notation.ParseGame(string(data))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// samples are the text files of the tests: the annotated game (the one
// engine/xqf's samples hold) as PGN in each encoding players' files come in,
// as a forum post saved in GBK, and a FEN.
func samples(t *testing.T) map[string][]byte {
	simp := readSource(t, "annotated.pgn").PGN(notation.Chinese)
	trad := readSource(t, "annotated-traditional.pgn").PGN(notation.ChineseTraditional)
	forum, err := dhtmlxq.Write(readSource(t, "annotated.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	crlf := strings.ReplaceAll(simp, "\n", "\r\n")
	return map[string][]byte{
		"annotated-utf8.pgn":        []byte(simp),
		"annotated-utf8-bom.pgn":    append([]byte("\xEF\xBB\xBF"), crlf...),
		"annotated-gbk.pgn":         encode(t, simplifiedchinese.GBK, crlf),
		"annotated-gb18030.pgn":     encode(t, simplifiedchinese.GB18030, simp),
		"annotated-big5.pgn":        encode(t, traditionalchinese.Big5, strings.ReplaceAll(trad, "\n", "\r\n")),
		"annotated-utf16le-bom.pgn": encode(t, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), crlf),
		"annotated-utf16be-bom.pgn": encode(t, unicode.UTF16(unicode.BigEndian, unicode.UseBOM), crlf),
		"annotated-utf16le.pgn":     encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), simp),
		"annotated-forum-gbk.txt":   encode(t, simplifiedchinese.GBK, "转一盘好棋：\r\n"+strings.ReplaceAll(forum, "\n", "\r\n")+"欢迎讨论。\r\n"),
		"annotated-forum-big5.txt":  encode(t, traditionalchinese.Big5, "轉一盤好棋：\r\n"+strings.ReplaceAll(mustWrite(t, readSource(t, "annotated-traditional.pgn")), "红胜", "紅勝")),
		"endgame.fen":               []byte("3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 b - - 0 1\n"),
	}
}

func mustWrite(t *testing.T, g *notation.Game) string {
	s, err := dhtmlxq.Write(g)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSamples(t *testing.T) {
	for name, data := range samples(t) {
		path := filepath.Join("testdata", name)
		if *update {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		old, err := os.ReadFile(path)
		if err != nil || !bytes.Equal(old, data) {
			t.Errorf("%s is missing or out of date: run go test ./engine/gamefile -run TestSamples -update", path)
		}
	}
}

// TestReadFiles opens every sample file, text and XQF, and wants the same
// game from each: the same moves, comments and variations, and the same
// again after a trip through PGN.
func TestReadFiles(t *testing.T) {
	simp, trad := readSource(t, "annotated.pgn"), readSource(t, "annotated-traditional.pgn")
	cases := []struct {
		file    string
		format  Format
		charset Charset
		want    *notation.Game
	}{
		{"testdata/annotated-utf8.pgn", PGN, UTF8, simp},
		{"testdata/annotated-utf8-bom.pgn", PGN, UTF8, simp},
		{"testdata/annotated-gbk.pgn", PGN, GB18030, simp},
		{"testdata/annotated-gb18030.pgn", PGN, GB18030, simp},
		{"testdata/annotated-big5.pgn", PGN, Big5, trad},
		{"testdata/annotated-utf16le-bom.pgn", PGN, UTF16LE, simp},
		{"testdata/annotated-utf16be-bom.pgn", PGN, UTF16BE, simp},
		{"testdata/annotated-utf16le.pgn", PGN, UTF16LE, simp},
		{"testdata/annotated-forum-gbk.txt", DhtmlXQ, GB18030, simp},
		{"testdata/annotated-forum-big5.txt", DhtmlXQ, Big5, trad},
		{"../xqf/testdata/annotated-v10.xqf", XQF, GB18030, simp},
		{"../xqf/testdata/annotated-v11.xqf", XQF, GB18030, simp},
		{"../xqf/testdata/annotated-v12.xqf", XQF, GB18030, simp},
		{"../xqf/testdata/annotated-v15.xqf", XQF, GB18030, simp},
		{"../xqf/testdata/annotated-v18.xqf", XQF, GB18030, simp},
		{"../xqf/testdata/annotated-v18-big5.xqf", XQF, Big5, trad},
	}
	for _, c := range cases {
		data, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Read(data, textDecoder, Options{})
		if err != nil {
			t.Errorf("%s: %v", c.file, err)
			continue
		}
		if f.Format != c.format || f.Charset != c.charset || len(f.Games) != 1 {
			t.Errorf("%s: read as %s in %s with %d games, want %s in %s", c.file, f.Format, f.Charset, len(f.Games), c.format, c.charset)
			continue
		}
		g := f.Games[0]
		if !g.Root.Equal(c.want.Root) || g.Tag("Red") != c.want.Tag("Red") || g.Tag("Event") != c.want.Tag("Event") || g.Result != c.want.Result {
			t.Errorf("%s: read\n%s\nwant\n%s", c.file, g.PGN(notation.Chinese), c.want.PGN(notation.Chinese))
		}
		for _, n := range []notation.Notation{notation.ICCS, notation.WXF, notation.Chinese} {
			back, err := notation.ParseGame(g.PGN(n))
			if err != nil || !back.Root.Equal(g.Root) {
				t.Errorf("%s: through %s PGN: %v", c.file, n, err)
			}
		}
	}
	data, err := os.ReadFile("testdata/endgame.fen")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Read(data, textDecoder, Options{})
	if err != nil || f.Format != FEN || f.Games[0].StartPosition().FEN() != "3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 b - - 0 1" {
		t.Errorf("FEN file: %v", err)
	}
	data, err = os.ReadFile("../xqf/testdata/endgame-v18.xqf")
	if err != nil {
		t.Fatal(err)
	}
	if f, err := Read(data, textDecoder, Options{}); err != nil || f.Version != "1.8" || f.Games[0].Root.Comment != "黑先" || f.Games[0].Tag("Title") != "残局" {
		t.Errorf("endgame XQF: %v", err)
	}
}

// TestWhatItIs checks the message for files that are not game records or
// cannot be read.
func TestWhatItIs(t *testing.T) {
	v20, err := os.ReadFile("../xqf/testdata/version-2.0.xqf")
	if err != nil {
		t.Fatal(err)
	}
	two := []byte("[Event \"a\"]\n1. h2e2 *\n[Event \"b\"]\n1. h2e2 *\n")
	cases := []struct {
		data   []byte
		code   Code
		arg    string
		format Format
		text   string
	}{
		{v20, CodeXQFVersion, "2.0", XQF, "XQF file of version 2.0"},
		{append([]byte("CCBridge Record\x00"), make([]byte, 2200)...), CodeCCBridge, "CBR", "", "CCBridge"},
		{append([]byte("CCBridgeLibrary\x00"), make([]byte, 2200)...), CodeCCBridge, "CBL", "", "library (CBL)"},
		{[]byte("PK\x03\x04\x14\x00"), CodeArchive, "ZIP", "", "ZIP archive"},
		{[]byte("Rar!\x1a\x07\x00"), CodeArchive, "RAR", "", "unpack it"},
		{[]byte("%PDF-1.4\n"), CodeDocument, "PDF", "", "PDF document"},
		{[]byte("\x89PNG\r\n\x1a\n\x00\x00"), CodeImage, "PNG", "", "picture (PNG)"},
		{[]byte("<!DOCTYPE html><html><body>象棋</body></html>"), CodeWebPage, "", "", "web page"},
		{[]byte{0x01, 0x00, 0x02, 0x03, 0x00, 0x00, 0x09}, CodeUnknown, "", "", "not a game record"},
		{[]byte("  \n\t"), CodeEmpty, "", "", "empty"},
		{[]byte("1. h2e2 h2e3 *"), CodeBad, "", PGN, "this PGN could not be read: game 1 (line 1): move 1 (ply 2)"},
		{[]byte("[DhtmlXQ_movelist]7748[/DhtmlXQ_movelist]"), CodeBad, "", DhtmlXQ, "this DhtmlXQ could not be read"},
		{[]byte("rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNR w"), CodeBad, "", FEN, "this FEN could not be read"},
	}
	for _, c := range cases {
		_, err := Read(c.data, textDecoder, Options{MaxGames: 1})
		var e *Error
		if !errors.As(err, &e) || e.Code != c.code || e.Arg != c.arg || e.Format != c.format || !strings.Contains(e.Error(), c.text) {
			t.Errorf("Read(%.20q) = %v (%+v), want code %s arg %q format %q and %q", c.data, err, e, c.code, c.arg, c.format, c.text)
		}
	}
	// With a limit, the first game comes back and More says there are others;
	// OneGame refuses them. Without the limit, both games come back.
	f, err := Read(two, textDecoder, Options{MaxGames: 1})
	if err != nil || len(f.Games) != 1 || !f.More || f.Games[0].Tag("Event") != "a" {
		t.Errorf("two games, at most one: %v %+v", err, f)
	}
	var e *Error
	if _, err := f.OneGame(); !errors.As(err, &e) || e.Code != CodeManyGames || !strings.Contains(err.Error(), "more than one game") {
		t.Errorf("OneGame: %v", err)
	}
	if f, err := Read(two, textDecoder, Options{}); err != nil || len(f.Games) != 2 || f.More {
		t.Errorf("two games: %v", err)
	}
	// An HTML page holding a DhtmlXQ game reads as the game.
	page := "<html><body><p>好棋</p>[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]</body></html>"
	if f, err := Read([]byte(page), textDecoder, Options{}); err != nil || f.Format != DhtmlXQ || len(f.Games[0].MainLine()) != 2 {
		t.Errorf("web page with a game: %v", err)
	}
}

// TestLegacyGuess checks that GBK and Big5 are told apart on short texts,
// the case where guessing is hardest.
func TestLegacyGuess(t *testing.T) {
	for _, c := range []struct {
		text string
		e    encoding.Encoding
		want Charset
	}{
		{"1. 炮二平五 马8进7 *", simplifiedchinese.GBK, GB18030},
		{"1. 炮二平五 馬８進７ *", traditionalchinese.Big5, Big5},
		{"[Red \"胡榮華\"]\n1. 炮二平五 *", traditionalchinese.Big5, Big5},
		{"[Red \"胡荣华\"]\n1. 炮二平五 *", simplifiedchinese.GBK, GB18030},
	} {
		text, cs, err := decodeText(encode(t, c.e, c.text), textDecoder)
		if err != nil || cs != c.want || text != c.text {
			t.Errorf("%q: decoded %q as %s (%v), want %s", c.text, text, cs, err, c.want)
		}
	}
}
