package main

import (
	"strings"
	"testing"

	"xiangqi/engine/dhtmlxq"
	"xiangqi/engine/notation"
)

func convert(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errOut strings.Builder
	err := runConvert(args, strings.NewReader(""), &out, &errOut)
	return out.String(), err
}

// TestConvert converts the sample files of every format and encoding to PGN
// and back from DhtmlXQ, and wants the same game each time.
func TestConvert(t *testing.T) {
	want, err := notation.ParseGame(mustRead(t, "../../engine/xqf/testdata/annotated.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{
		"../../engine/xqf/testdata/annotated-v10.xqf",
		"../../engine/xqf/testdata/annotated-v18.xqf",
		"../../engine/gamefile/testdata/annotated-gbk.pgn",
		"../../engine/gamefile/testdata/annotated-utf16le-bom.pgn",
		"../../engine/gamefile/testdata/annotated-forum-gbk.txt",
	} {
		for _, n := range []string{"iccs", "wxf", "chinese", "traditional"} {
			text, err := convert(t, file, "--notation", n)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			g, err := notation.ParseGame(text)
			if err != nil || !g.Root.Equal(want.Root) || g.Tag("Red") != "胡荣华" {
				t.Errorf("%s as %s PGN: %v\n%s", file, n, err, text)
			}
		}
		text, err := convert(t, "--to", "dhtmlxq", file)
		if err != nil {
			t.Fatal(err)
		}
		games, err := dhtmlxq.Read(text)
		if err != nil || !games[0].Root.Equal(want.Root) {
			t.Errorf("%s as DhtmlXQ: %v\n%s", file, err, text)
		}
	}
	for _, c := range []struct{ ply, want string }{
		{"0", "3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 b - - 0 1"},
		{"end", "6R2/3ka4/4b4/9/9/9/9/4B4/4A4/3AK4 b - - 2 2"},
	} {
		text, err := convert(t, "--to", "fen", "--ply", c.ply, "../../engine/xqf/testdata/endgame-v18.xqf")
		if err != nil || text != c.want+"\n" {
			t.Errorf("fen at %s: %q, %v; want %q", c.ply, text, err, c.want)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"../../engine/xqf/testdata/version-2.0.xqf"}, "XQF file of version 2.0"},
		{[]string{"--to", "xml", "../../engine/xqf/testdata/annotated-v18.xqf"}, "unknown output format"},
		{[]string{"--to", "fen", "--ply", "99", "../../engine/xqf/testdata/annotated-v18.xqf"}, "want 0 to 6 or end"},
		{[]string{"no-such-file.pgn"}, "no such file"},
		{nil, "want one file"},
	} {
		if _, err := convert(t, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("convert %v: %v, want %q", c.args, err, c.want)
		}
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	data, err := readLimited(path, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
