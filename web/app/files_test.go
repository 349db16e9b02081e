package app

import (
	"errors"
	"os"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"

	"xiangqi/engine/dhtmlxq"
	"xiangqi/engine/gamefile"
)

// gbkDecoder stands in for the browser's TextDecoder (GBK only).
func gbkDecoder(data []byte, cs gamefile.Charset) (string, error) {
	if cs != gamefile.GB18030 {
		return "", errors.New("only gb18030 here")
	}
	out, err := simplifiedchinese.GB18030.NewDecoder().Bytes(data)
	return string(out), err
}

func TestLoadFileFormats(t *testing.T) {
	r := newRig(t).start(Boot{})
	xqf, err := os.ReadFile("../../engine/xqf/testdata/annotated-v18.xqf")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.a.LoadFile(xqf, gbkDecoder); err != nil {
		t.Fatal(err)
	}
	rec := r.a.Game().Record()
	if red := rec.Tag("Red"); red != "胡荣华" || rec.Root.Count() != 16 || rec.Root.Comment != "开局：中炮对屏风马。\n第二行" {
		t.Errorf("XQF loaded as Red %q with %d moves, comment %q", red, rec.Root.Count(), rec.Root.Comment)
	}
	// A GBK PGN: the hint about GBK the page used to give is gone, the
	// file just opens.
	gbk, err := simplifiedchinese.GBK.NewEncoder().Bytes([]byte("[Red \"杨官璘\"]\n1. 炮二平五 马8进7 *"))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.a.LoadFile(gbk, gbkDecoder); err != nil || r.moves() != "h2e2 h9g7" || r.a.Game().Tag("Red") != "杨官璘" {
		t.Errorf("GBK PGN: %v, moves %q", err, r.moves())
	}
	// Two games: the first is loaded, and the page says so.
	if err := r.a.LoadFile([]byte("1. h2e2 *\n1. c3c4 *"), gbkDecoder); err != nil || r.moves() != "h2e2" {
		t.Errorf("two games: %v %q", err, r.moves())
	}
	if got := r.plat.notices[len(r.plat.notices)-1]; !strings.Contains(got, "first one is loaded") {
		t.Errorf("notice %q", got)
	}
}

func TestLoadFileMessages(t *testing.T) {
	r := newRig(t).start(Boot{Language: "zh-CN"})
	v20, err := os.ReadFile("../../engine/xqf/testdata/version-2.0.xqf")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		data []byte
		want string
	}{
		{v20, "这是 2.0 版的 XQF 文件"},
		{[]byte("CCBridgeLibrary\x00\x00\x00"), "这是象棋桥的 CBL 文件"},
		{[]byte("PK\x03\x04\x00\x00"), "这是 ZIP 压缩文件"},
		{[]byte("1. h2e2 h2e3 *"), "无法读取此 PGN：第 1 行：第 1 回合黑方的「h2e3」走不了：h2 上没有棋子"},
	} {
		err := r.a.LoadFile(c.data, gbkDecoder)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("LoadFile(%.16q) = %v, want %q", c.data, err, c.want)
		}
	}
	if err := r.a.LoadText("1. h2e2 *\n1. c3c4 *"); err == nil || !strings.Contains(err.Error(), "此 PGN 包含多局棋") {
		t.Errorf("two pasted games: %v", err)
	}
}

func TestLoadForumTextAndShareIt(t *testing.T) {
	r := newRig(t).start(Boot{})
	post := "好棋：[DhtmlXQ][DhtmlXQ_red]胡荣华[/DhtmlXQ_red][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_move_0_1_1]2625[/DhtmlXQ_move_0_1_1][DhtmlXQ_comment1]当头炮[/DhtmlXQ_comment1][/DhtmlXQ]"
	if err := r.a.LoadText(post); err != nil {
		t.Fatal(err)
	}
	if r.moves() != "h2e2 h9g7" || r.a.Game().Tag("Red") != "胡荣华" {
		t.Errorf("loaded %q", r.moves())
	}
	forum := r.a.ForumText()
	games, err := dhtmlxq.Read(forum)
	if err != nil {
		t.Fatalf("%v\n%s", err, forum)
	}
	if !games[0].Root.Equal(r.a.Game().Record().Root) || !strings.Contains(forum, "[DhtmlXQ_move_0_1_1]2625[/DhtmlXQ_move_0_1_1]") {
		t.Errorf("forum text does not carry the tree:\n%s", forum)
	}
}
