package dhtmlxq

import (
	"strings"
	"testing"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// forumPost is a game as a forum shows it: the fields in the order dpxq's
// viewer writes them, a main line with line breaks in it, three variations
// (one from another variation), comments on both, and prose around it.
const forumPost = `楼主分享一盘好棋：
[DhtmlXQ]
[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]
[DhtmlXQ_init]500,350[/DhtmlXQ_init]
[DhtmlXQ_title]胡荣华 先胜 杨官璘[/DhtmlXQ_title]
[DhtmlXQ_event]全国象棋个人赛[/DhtmlXQ_event]
[DhtmlXQ_date]1985-10-01[/DhtmlXQ_date]
[DhtmlXQ_place]北京[/DhtmlXQ_place]
[DhtmlXQ_red]胡荣华[/DhtmlXQ_red]
[DhtmlXQ_black]杨官璘[/DhtmlXQ_black]
[DhtmlXQ_result]红胜[/DhtmlXQ_result]
[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]
[DhtmlXQ_movelist]77477062
79678070[/DhtmlXQ_movelist]
[DhtmlXQ_move_0_2_1]12427967102289880010[/DhtmlXQ_move_0_2_1]
[DhtmlXQ_move_1_4_2]7062[/DhtmlXQ_move_1_4_2]
[DhtmlXQ_move_0_1_3]2625[/DhtmlXQ_move_0_1_3]
[DhtmlXQ_comment0]中炮对屏风马||第二行[/DhtmlXQ_comment0]
[DhtmlXQ_comment1]当头炮[/DhtmlXQ_comment1]
[DhtmlXQ_comment1_2]顺炮[/DhtmlXQ_comment1_2]
[DhtmlXQ_comment3_1]仙人指路[/DhtmlXQ_comment3_1]
[DhtmlXQ_generator]www.dpxq.com[/DhtmlXQ_generator]
[/DhtmlXQ]
欢迎讨论。`

// forumTree is forumPost's game as PGN.
const forumTree = `{中炮对屏风马
第二行}
1. 炮二平五 {当头炮} (1. 兵七进一 {仙人指路}) 1... 马8进7 (1... 炮2平5 {顺炮} 2. 马二进三 马2进3 (2... 马8进7) 3. 车一进一 车1平2) 2. 马二进三 车9平8 1-0`

func TestRead(t *testing.T) {
	games, err := Read(forumPost)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 {
		t.Fatalf("%d games, want 1", len(games))
	}
	g := games[0]
	want, err := notation.ParseGame(forumTree)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Root.Equal(want.Root) {
		t.Errorf("tree read as\n%s\nwant\n%s", g.PGN(notation.Chinese), want.PGN(notation.Chinese))
	}
	if g.Tag("Red") != "胡荣华" || g.Tag("Site") != "北京" || g.Tag("Title") != "胡荣华 先胜 杨官璘" || g.Tag("Date") != "1985-10-01" || g.Result != "1-0" {
		t.Errorf("tags %v result %s", g.Tags, g.Result)
	}
	if g.StartPosition().FEN() != position.StartFEN {
		t.Errorf("start %s", g.StartPosition().FEN())
	}
}

// TestRoundTrip writes games as DhtmlXQ and reads them back: the forum
// game, an annotated one with nested variations, and an endgame with Black
// to move and pieces off the board.
func TestRoundTrip(t *testing.T) {
	texts := []string{forumTree, `[Event "Annotated"]
{The classic central cannon.}
1. 炮二平五 {most common} (1. 兵七进一 {the pawn opening} 1... 卒7进1
    (1... 炮2平3 {a counter} 2. 炮二平五 (2. 马八进七) 2... 马8进7)
    (1... 象3进5)) (1. 马二进三) 1... 马8进7 2. 马二进三 (2. 兵三进一 2... 车9平8 3. 马二进三 (3. 马八进七 卒3进1 {the pawn} (3... 马2进3)) 3... 马2进3) {after the variations}
2... 车9平8 (2... 马2进3 3. 车一平二) 3. 车一平二 马2进3 1/2-1/2`,
		`[FEN "3k5/4a4/4b4/9/9/9/9/4B4/4A4/3AK1R2 b - - 0 1"]
1... 将4进1 (1... 士5进4 2. 车三进九) 2. 车三进八 0-1`,
		`[FEN "3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"]
*`,
	}
	for i, text := range texts {
		g, err := notation.ParseGame(text)
		if err != nil {
			t.Fatal(err)
		}
		out, err := Write(g)
		if err != nil {
			t.Fatal(err)
		}
		games, err := Read(out)
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i+1, err, out)
		}
		back := games[0]
		if !back.Root.Equal(g.Root) || back.StartPosition().FEN() != g.StartPosition().FEN() || back.Result != g.Result || back.Tag("Event") != g.Tag("Event") {
			t.Errorf("game %d: read back as\n%s\nfrom\n%s\nwant\n%s", i+1, back.PGN(notation.Chinese), out, g.PGN(notation.Chinese))
		}
	}
}

func TestWrite(t *testing.T) {
	g, err := notation.ParseGame(`[Red "胡荣华"]
{开局}
1. 炮二平五 $1 {好} (1. 兵七进一 {仙人指路}) 1... 马8进7 (1... 炮2平5 2. 马二进三) 1-0`)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Write(g)
	if err != nil {
		t.Fatal(err)
	}
	want := `[DhtmlXQ]
[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]
[DhtmlXQ_red]胡荣华[/DhtmlXQ_red]
[DhtmlXQ_result]红胜[/DhtmlXQ_result]
[DhtmlXQ_binit]` + StandardBinit + `[/DhtmlXQ_binit]
[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]
[DhtmlXQ_move_0_1_1]2625[/DhtmlXQ_move_0_1_1]
[DhtmlXQ_move_0_2_2]12427967[/DhtmlXQ_move_0_2_2]
[DhtmlXQ_comment0]开局[/DhtmlXQ_comment0]
[DhtmlXQ_comment1]! 好[/DhtmlXQ_comment1]
[DhtmlXQ_comment1_1]仙人指路[/DhtmlXQ_comment1_1]
[/DhtmlXQ]
`
	if out != want {
		t.Errorf("Write =\n%s\nwant\n%s", out, want)
	}
}

func TestReadSeveralAndOdd(t *testing.T) {
	// Two blocks; the second with lower-case names, a traditional result,
	// a fen field and no binit.
	text := "[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_result]和棋[/DhtmlXQ_result][/DhtmlXQ]\n" +
		"[dhtmlxq][dhtmlxq_fen]3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1[/dhtmlxq_fen][dhtmlxq_movelist]4948[/dhtmlxq_movelist][dhtmlxq_result]黑勝[/dhtmlxq_result][/dhtmlxq]"
	games, err := Read(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 || games[0].Result != "1/2-1/2" || games[1].Result != "0-1" || games[1].MainLine()[0].String() != "e0e1" {
		t.Errorf("games %d, results %s %s", len(games), games[0].Result, games[1].Result)
	}
	// Bare tags without a block are one game.
	games, err = Read("[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]")
	if err != nil || len(games) != 1 || len(games[0].MainLine()) != 2 {
		t.Errorf("bare tags: %v", err)
	}
}

func TestReadErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"[DhtmlXQ_movelist]77477063[/DhtmlXQ_movelist]", "move 1 (ply 2) h9g6 of the main line: no piece can make"},
		{"[DhtmlXQ_movelist]774770[/DhtmlXQ_movelist]", "not four a move"},
		{"[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_0_2_1]1263[/DhtmlXQ_move_0_2_1]", "of variation 1: no piece can make"},
		{"[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_0_5_1]1242[/DhtmlXQ_move_0_5_1]", "variation 1 branches from ply 5 of line 0"},
		{"[DhtmlXQ_movelist]7747", "never closed"},
		{"[DhtmlXQ_binit]8979[/DhtmlXQ_binit]", "binit has 4 digits"},
		{"[DhtmlXQ_binit]" + strings.Repeat("99", 32) + "[/DhtmlXQ_binit]", "start position is not possible"},
		{"[DhtmlXQ_move_x][/DhtmlXQ_move_x]", "bad variation name"},
		{"[DhtmlXQ]\n[/DhtmlXQ]", "no DhtmlXQ game found"},
	} {
		_, err := Read(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Read(%q) error %v, want %q", c.text, err, c.want)
		}
	}
}

// FuzzRead checks that Read never panics and that what it reads writes back
// as DhtmlXQ that reads as the same tree.
func FuzzRead(f *testing.F) {
	f.Add(forumPost)
	f.Add("[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_move_0_1_1]2625[/DhtmlXQ_move_0_1_1]")
	f.Fuzz(func(t *testing.T, text string) {
		games, err := Read(text)
		if err != nil {
			return
		}
		for _, g := range games {
			out, err := Write(g)
			if err != nil {
				t.Fatalf("Write: %v", err)
			}
			back, err := Read(out)
			if err != nil || len(back) != 1 || back[0].Root.Count() != g.Root.Count() || back[0].StartPosition().FEN() != g.StartPosition().FEN() {
				t.Fatalf("written game does not read back: %v\n%s", err, out)
			}
		}
	})
}
