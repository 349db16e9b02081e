package xqf

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// The tests write XQF files the way XQStudio does (there are no real files
// to test with offline) and read them back: every version from 1.0 to 1.8,
// with random keys for the masked ones, headers and comments in GBK or Big5.

// fileOptions says how to write a test file.
type fileOptions struct {
	version byte
	seed    uint64 // for the key bytes; 0 leaves them zero
	text    encoding.Encoding
	result  byte
}

// writeXQF writes g as an XQF file.
func writeXQF(t testing.TB, g *notation.Game, o fileOptions) []byte {
	t.Helper()
	h := make([]byte, headerSize)
	h[0], h[1], h[2] = 'X', 'Q', o.version
	if o.version > 10 && o.seed != 0 {
		rng := rand.New(rand.NewPCG(o.seed, 7))
		for i := 3; i < 16; i++ {
			h[i] = byte(rng.UintN(256))
		}
	}
	var k keys
	if o.version > 10 {
		k = newKeys(h)
	}
	// The piece table: each piece in the first free place of its kind.
	var places [32]byte
	for i := range places {
		places[i] = 0xFF
	}
	start := g.StartPosition()
	for s := position.Square(0); s < position.NumSquares; s++ {
		pc := start.PieceAt(s)
		if pc == position.NoPiece {
			continue
		}
		placed := false
		for i := 0; i < 16 && !placed; i++ {
			j := int(pc.Color())*16 + i
			if pieceTypes[i] == pc.Type() && places[j] == 0xFF {
				places[j] = byte(s.File()*10 + s.Rank())
				placed = true
			}
		}
		if !placed {
			t.Fatalf("no XQF place for the %v on %s", pc, s)
		}
	}
	for i := 0; i < 32; i++ {
		switch {
		case o.version <= 10:
			h[0x10+i] = places[i]
		case o.version == 11:
			h[0x10+i] = places[i] + k.xy
		default:
			h[0x10+i] = places[(int(k.xy)+i+1)&31] + k.xy
		}
	}
	h[0x33] = o.result
	encode := func(s string) []byte {
		b, err := o.text.NewEncoder().Bytes([]byte(s))
		if err != nil {
			t.Fatalf("encoding %q: %v", s, err)
		}
		return b
	}
	for _, f := range headerTags {
		if v := g.Tag(f.tag); v != "" {
			b := encode(v)
			if len(b) >= f.size {
				t.Fatalf("tag %s is too long for XQF", f.tag)
			}
			h[f.offset] = byte(len(b))
			copy(h[f.offset+1:], b)
		}
	}

	var body bytes.Buffer
	rec := func(from, to byte, next, variant bool, comment string) {
		c := encode(strings.ReplaceAll(comment, "\n", "\r\n"))
		if o.version <= 10 {
			var flags byte
			if next {
				flags |= 0xF0
			}
			if variant {
				flags |= 0x0F
			}
			body.Write([]byte{from + 0x18, to + 0x20, flags, 0})
			body.Write(binary.LittleEndian.AppendUint32(nil, uint32(len(c))))
		} else {
			var flags byte
			if next {
				flags |= 0x80
			}
			if variant {
				flags |= 0x40
			}
			if len(c) > 0 {
				flags |= 0x20
			}
			body.Write([]byte{from + 0x18 + k.xyf, to + 0x20 + k.xyt, flags, 0})
			if len(c) > 0 {
				body.Write(binary.LittleEndian.AppendUint32(nil, uint32(len(c))+k.comment))
			}
		}
		body.Write(c)
	}
	place := func(s position.Square) byte { return byte(s.File()*10 + s.Rank()) }
	rec(0, 0, len(g.Root.Children) > 0, false, g.Root.Comment)
	// Preorder: a move, its continuation, then its next variation.
	var write func(siblings []*notation.Node)
	write = func(siblings []*notation.Node) {
		n := siblings[0]
		rec(place(n.Move.From()), place(n.Move.To()), len(n.Children) > 0, len(siblings) > 1, n.Comment)
		if len(n.Children) > 0 {
			write(n.Children)
		}
		if len(siblings) > 1 {
			write(siblings[1:])
		}
	}
	if len(g.Root.Children) > 0 {
		write(g.Root.Children)
	}
	out := append(h, body.Bytes()...)
	for i := headerSize; i < len(out); i++ {
		out[i] += k.stream[i%32]
	}
	return out
}

// decoderFor returns a Text that decodes with one encoding.
func decoderFor(e encoding.Encoding) Text {
	return func(raw [][]byte) []string {
		out := make([]string, len(raw))
		for i, b := range raw {
			s, _ := e.NewDecoder().Bytes(b)
			out[i] = string(s)
		}
		return out
	}
}

// annotated is a game with what XQF carries: headers, comments in Chinese on
// the start and on moves, and variations nested three deep.
const annotated = `[Event "全国象棋个人赛"]
[Site "北京"]
[Date "1985.10.01"]
[Red "胡荣华"]
[Black "杨官璘"]
[Title "中炮对屏风马"]
[Annotator "评注者"]

{开局：中炮对屏风马。
第二行}
1. 炮二平五 {中炮} (1. 兵七进一 {仙人指路} 1... 卒7进1 (1... 炮2平3 2. 炮二平五 (2. 马八进七) 2... 马8进7) 2. 马八进七) (1. 马二进三) 1... 马8进7
2. 马二进三 (2. 兵三进一 车9平8) 2... 车9平8 {出车} 3. 车一平二 马2进3 1-0
`

func TestReadEveryVersion(t *testing.T) {
	want, err := notation.ParseGame(annotated)
	if err != nil {
		t.Fatal(err)
	}
	for _, enc := range []struct {
		name string
		e    encoding.Encoding
	}{{"GBK", simplifiedchinese.GBK}, {"Big5", traditionalchinese.Big5}} {
		text := want
		if enc.name == "Big5" { // Big5 has no simplified characters
			text = toTraditional(t, want)
		}
		for version := byte(FirstVersion); version <= LastVersion; version++ {
			for _, seed := range []uint64{0, 1, 2, 3} {
				if version == 10 && seed > 0 {
					continue
				}
				data := writeXQF(t, text, fileOptions{version: version, seed: seed, text: enc.e, result: 1})
				got, err := Read(data, decoderFor(enc.e))
				if err != nil {
					t.Fatalf("%s, version %d, keys %d: %v", enc.name, version, seed, err)
				}
				if !got.Root.Equal(text.Root) || got.StartPosition().FEN() != position.StartFEN || got.Result != "1-0" {
					t.Fatalf("%s, version %d, keys %d: read\n%s\nwant\n%s", enc.name, version, seed, got.PGN(notation.Chinese), text.PGN(notation.Chinese))
				}
				for _, tag := range []string{"Event", "Site", "Date", "Red", "Black", "Title", "Annotator"} {
					if got.Tag(tag) != text.Tag(tag) {
						t.Errorf("%s, version %d: tag %s = %q, want %q", enc.name, version, tag, got.Tag(tag), text.Tag(tag))
					}
				}
				// Through PGN and back, nothing changes.
				back, err := notation.ParseGame(got.PGN(notation.Chinese))
				if err != nil || !back.Root.Equal(got.Root) {
					t.Fatalf("%s, version %d: PGN round trip: %v\n%s", enc.name, version, err, got.PGN(notation.Chinese))
				}
			}
		}
	}
}

// toTraditional rewrites the simplified characters of the test game that
// Big5 cannot carry.
func toTraditional(t *testing.T, g *notation.Game) *notation.Game {
	r := strings.NewReplacer("国", "國", "个", "個", "赛", "賽", "京", "京", "胡荣华", "胡榮華", "杨官璘", "楊官璘",
		"炮对屏风马", "炮對屏風馬", "评注者", "評注者", "开局", "開局", "第二行", "第二行", "仙人指路", "仙人指路", "出车", "出車")
	text := r.Replace(g.PGN(notation.Chinese))
	back, err := notation.ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	return back
}

func TestReadEndgame(t *testing.T) {
	// A composed endgame, Black to move first, no comments, result unknown.
	g, err := notation.ParseGame(`[FEN "3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 b - - 0 1"]
1... 将4进1 2. 车三进九 *`)
	if err != nil {
		t.Fatal(err)
	}
	data := writeXQF(t, g, fileOptions{version: 18, seed: 9, text: simplifiedchinese.GBK})
	got, err := Read(data, decoderFor(simplifiedchinese.GBK))
	if err != nil {
		t.Fatal(err)
	}
	if got.StartPosition().FEN() != g.StartPosition().FEN() || !got.Root.Equal(g.Root) || got.Result != "*" {
		t.Errorf("read %s %v, want %s %v", got.StartPosition().FEN(), got.MainLine(), g.StartPosition().FEN(), g.MainLine())
	}
}

func TestReadErrors(t *testing.T) {
	g, err := notation.ParseGame(annotated)
	if err != nil {
		t.Fatal(err)
	}
	good := writeXQF(t, g, fileOptions{version: 18, seed: 5, text: simplifiedchinese.GBK})
	plain, err := notation.ParseGame("1. 炮二平五 马8进7 *")
	if err != nil {
		t.Fatal(err)
	}
	illegal := writeXQF(t, plain, fileOptions{version: 10, text: simplifiedchinese.GBK})
	illegal[headerSize+8+1]++ // after the start's 8 bytes, the first move's destination, one rank up
	version2 := bytes.Clone(good)
	version2[2] = 20
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"version 2.0", version2, "XQF version 2.0 cannot be read"},
		{"short", good[:100], "ends inside its 1024-byte header"},
		{"no moves", good[:headerSize], "no move data"},
		{"illegal", illegal, "move 1 (ply 1) h2e3: no piece can make"},
		{"not XQF", []byte("PGN"), "not an XQF file"},
	} {
		_, err := Read(c.data, decoderFor(simplifiedchinese.GBK))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
	// A file cut inside the start's comment.
	if _, err := Read(good[:headerSize+10], decoderFor(simplifiedchinese.GBK)); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("cut file: error %v", err)
	}
}

// FuzzRead checks that any bytes after a valid header read without a panic
// and that what reads writes back as PGN that reads the same.
func FuzzRead(f *testing.F) {
	g, err := notation.ParseGame(annotated)
	if err != nil {
		f.Fatal(err)
	}
	for _, v := range []byte{10, 11, 12, 18} {
		f.Add(writeXQF(f, g, fileOptions{version: v, seed: uint64(v), text: simplifiedchinese.GBK}))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := Read(data, decoderFor(simplifiedchinese.GBK))
		if err != nil {
			return
		}
		back, err := notation.ParseGame(got.PGN(notation.ICCS))
		if err != nil || back.Root.Count() != got.Root.Count() {
			t.Fatalf("read game does not go through PGN: %v", err)
		}
	})
}
