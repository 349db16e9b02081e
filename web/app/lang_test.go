package app

import (
	"strings"
	"testing"

	"xiangqi/engine/position"
	"xiangqi/web/i18n"
)

// TestTraditionalChinese opens the page with a Taiwanese browser and checks
// that it speaks traditional Chinese: the labels, the level names, the
// opening's name, and Chinese notation in traditional characters in the move
// list and the saved PGN; and that the setting switches scripts.
func TestTraditionalChinese(t *testing.T) {
	r := newRig(t)
	r.a.opts.Levels = []Level{{Number: 1, Name: "Newcomer", NameZH: "入门", Description: "x", DescriptionZH: "只看一两步，常走还过得去的棋。"}}
	r.a.opts.Opening = func([]position.Move) (string, string, bool) {
		return "中炮对屏风马", "Central Cannon vs Screen Horses", true
	}
	r.start(Boot{Language: "zh-TW"})
	if r.a.Lang() != i18n.ChineseTraditional || r.a.T("action.settings") != "設定" {
		t.Fatalf("lang %s, settings %q", r.a.Lang(), r.a.T("action.settings"))
	}
	if r.a.LevelName(1) != "入門" || r.a.LevelDescription(1) != "只看一兩步，常走還過得去的棋。" {
		t.Errorf("level %q %q", r.a.LevelName(1), r.a.LevelDescription(1))
	}
	if err := r.a.LoadText("1. h0g2 h9g7 2. b0c2 b9c7 *"); err != nil {
		t.Fatal(err)
	}
	list := r.a.MoveList()
	var texts []string
	for _, row := range list.Rows {
		texts = append(texts, row.Red.Text, row.Black.Text)
	}
	if got := strings.Join(texts, " "); got != "傌二進三 馬８進７ 傌八進七 馬２進３" {
		t.Errorf("move list %q", got)
	}
	if pgn := r.a.PGN(); !strings.Contains(pgn, "1. 傌二進三 馬８進７") {
		t.Errorf("PGN:\n%s", pgn)
	}
	if r.a.Opening() != "中炮對屏風馬" {
		t.Errorf("opening %q", r.a.Opening())
	}
	// Simplified, then English, from the settings.
	if err := r.a.Set("lang", "zh"); err != nil {
		t.Fatal(err)
	}
	if got := r.a.MoveList().Rows[0].Red.Text; got != "马二进三" || r.a.T("action.settings") != "设置" || r.a.Opening() != "中炮对屏风马" {
		t.Errorf("simplified: %q %q", got, r.a.T("action.settings"))
	}
	if err := r.a.Set("lang", "zh-Hant"); err != nil || r.a.MoveList().Rows[0].Red.Text != "傌二進三" {
		t.Errorf("back to traditional: %v", err)
	}
}
