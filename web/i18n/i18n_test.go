package i18n

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"xiangqi/engine/book"
	"xiangqi/engine/search"
)

// TestEveryTextInEveryLanguage checks that every key has its words in
// English, simplified and traditional Chinese, with the same arguments in the
// same order, and that the traditional text is not the simplified one left
// untranslated where the two scripts differ.
func TestEveryTextInEveryLanguage(t *testing.T) {
	untranslated := 0
	for key, e := range texts {
		if strings.TrimSpace(e.en) == "" || strings.TrimSpace(e.zh) == "" || strings.TrimSpace(e.hant) == "" {
			t.Errorf("%s: a language is missing (%q / %q / %q)", key, e.en, e.zh, e.hant)
		}
		if verbs(e.en) != verbs(e.zh) || verbs(e.en) != verbs(e.hant) {
			t.Errorf("%s: verbs differ: %q has %q, %q has %q, %q has %q", key, e.en, verbs(e.en), e.zh, verbs(e.zh), e.hant, verbs(e.hant))
		}
		if e.hant == e.zh && strings.ContainsAny(e.zh, simplifiedOnly) && key != "lang.zh" {
			t.Errorf("%s: the traditional text %q is the simplified one", key, e.hant)
			untranslated++
		}
		if strings.ContainsAny(e.hant, simplifiedOnly) && key != "lang.zh" {
			t.Errorf("%s: the traditional text %q has simplified characters", key, e.hant)
		}
	}
}

// simplifiedOnly are common characters that traditional text never uses.
const simplifiedOnly = "们这设择档复载为难级盘马车帅将红胜负认谱录时长开关发进过边门对个处头东乐书买亲从众优会传体儿兴军农写决况净则刚创删动务劝区协单卖变听启员图围国圣场坏块坚备夹奋奖妆妇孙实宝审层岁币师带广应废张弹彻忆怀态总恶悬惊惯战扑执扩扫扬护报担拟拥挡损换据掷摄摆撑无旧显晓术机杀权来极构样桥检楼标树欢气汇汉没沟泪泽洁浅测浏济渐温湾满滚灭灯炉点炼烂热爷状犹独猎现环电画畅疗监盖着矿码础确离种积称稳穷窃竞笔签简类粮紧纠纤约纪纯纲纳纵线练组细织终绍经结绕绘给络绝统继绩续维综绿缓编缘网罗罚职联声肃肠脑脚脸节芦苏荣药莱获营萝虑虽补袭见观规视览觉誉计订讨让训议记讲许论访证评识诉词译试诗话询该详语误说请诸读课谁调谈谋谓贝贡财责贤败货质购贯费赛赵赶趋跃践轨转轮软轻较辅辆辑输辞达迁运还远违连迟选逊遗邓邮邻释鉴针钟钢钱铁铃银销锁错锦键镇闭问闲间闷闻阅队阳阴阵际陆陈险随隐雾须顶顷项顺顾顿颁预领频题颜额风飞饭饮馆驱驳驶驻驾验骂鸟鸡鸣麦黄齐龙"

// verbs lists the formatting verbs of a string, in order.
func verbs(s string) string {
	var out []byte
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' {
			out = append(out, s[i+1])
			i++
		}
	}
	return string(out)
}

func TestT(t *testing.T) {
	tests := []struct {
		lang Lang
		key  string
		args []any
		want string
	}{
		{English, "action.undo", nil, "Undo"},
		{Chinese, "action.undo", nil, "悔棋"},
		{Chinese, "status.reviewing", []any{3, 10}, "第 3 / 10 步"},
		{ChineseTraditional, "action.settings", nil, "設定"},
		{ChineseTraditional, "moves.vs", []any{"胡榮華", "楊官璘"}, "胡榮華 對 楊官璘"},
		{English, "no.such.key", nil, "no.such.key"},
	}
	for _, tc := range tests {
		if got := T(tc.lang, tc.key, tc.args...); got != tc.want {
			t.Errorf("T(%s, %s) = %q, want %q", tc.lang, tc.key, got, tc.want)
		}
	}
}

func TestDetectAndParse(t *testing.T) {
	detect := map[string]Lang{"zh-CN": Chinese, "zh": Chinese, "zh-SG": Chinese, "zh-Hans-TW": Chinese,
		"ZH-tw": ChineseTraditional, "zh-HK": ChineseTraditional, "zh-MO": ChineseTraditional, "zh-Hant": ChineseTraditional,
		"zh_TW": ChineseTraditional, "zh-Hant-CN": ChineseTraditional, "en-US": English, "fr": English, "": English, "zhx": English}
	for tag, want := range detect {
		if got := Detect(tag); got != want {
			t.Errorf("Detect(%q) = %s, want %s", tag, got, want)
		}
	}
	parse := []struct {
		in   string
		want Lang
		ok   bool
	}{{"en", English, true}, {"zh", Chinese, true}, {"zh-TW", ChineseTraditional, true}, {"zh-Hant", ChineseTraditional, true},
		{"zh-hant", ChineseTraditional, true}, {"繁體中文", ChineseTraditional, true}, {"zh-CN", Chinese, true}, {"klingon", English, false}, {"<b>", English, false}}
	for _, tc := range parse {
		got, ok := Parse(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Parse(%q) = %s %v, want %s %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

// TestPageKeysExist checks that every key the page asks for has its words:
// the data-i18n attributes of static/index.html and the keys passed as
// literals to T anywhere in web/ and wasm/. (Keys made at run time, such as
// "file."+code or "setup."+code, have tests of their own where they are
// made.)
func TestPageKeysExist(t *testing.T) {
	html, err := os.ReadFile("../../static/index.html")
	if err != nil {
		t.Fatal(err)
	}
	uses := map[string]string{} // key: where it is used
	for _, m := range regexp.MustCompile(`data-i18n(?:-label|-placeholder)?="([^"]+)"`).FindAllSubmatch(html, -1) {
		uses[string(m[1])] = "static/index.html"
	}
	if len(uses) < 50 {
		t.Fatalf("only %d data-i18n keys found in static/index.html", len(uses))
	}
	call := regexp.MustCompile(`\bT\((?:[A-Za-z_][\w.]*(?:\(\))?,\s*)?"([a-z][\w.\-]*)"`)
	calls := 0
	for _, root := range []string{"../../web", "../../wasm"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.Contains(path, "/i18n/") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range call.FindAllSubmatch(src, -1) {
				calls++
				if key := string(m[1]); !strings.HasSuffix(key, ".") { // "reason."+code is made at run time
					uses[key] = path
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if calls < 100 {
		t.Fatalf("only %d calls of T found in web/ and wasm/", calls)
	}
	for key, where := range uses {
		if _, ok := texts[key]; !ok {
			t.Errorf("%s asks for %q, which has no words in any language", where, key)
		}
	}
	t.Logf("%d keys used by the page, %d in the table", len(uses), len(texts))
}

// TestNamesInTraditional checks that every level and opening the page names
// has its traditional form, with no simplified character left.
func TestNamesInTraditional(t *testing.T) {
	var names []string
	for _, l := range search.Levels() {
		names = append(names, l.NameZH, l.DescriptionZH)
	}
	for _, o := range book.Openings() {
		names = append(names, o.ZH)
	}
	for _, zh := range names {
		hant, ok := traditionalNames[zh]
		if !ok {
			t.Errorf("%q has no traditional form", zh)
		} else if strings.ContainsAny(hant, simplifiedOnly) {
			t.Errorf("the traditional form of %q, %q, has simplified characters", zh, hant)
		}
	}
	if Name(ChineseTraditional, "中炮对屏风马", "Central Cannon vs Screen Horses") != "中炮對屏風馬" ||
		Name(Chinese, "中炮对屏风马", "x") != "中炮对屏风马" || Name(English, "中炮", "Central Cannon") != "Central Cannon" ||
		Name(English, "月上柳梢", "") != "月上柳梢" || Name(ChineseTraditional, "月上柳梢", "x") != "月上柳梢" {
		t.Error("Name picks the wrong name")
	}
}

// TestPuzzleTitlesInTraditional checks every puzzle title of
// assets/puzzles/titles.tsv: in traditional characters on a traditional page.
func TestPuzzleTitlesInTraditional(t *testing.T) {
	data, err := os.ReadFile("../../assets/puzzles/titles.tsv")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		fields := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(fields) < 2 || fields[0] == "number" {
			continue
		}
		n++
		if hant := Name(ChineseTraditional, fields[1], ""); strings.ContainsAny(hant, simplifiedOnly) {
			t.Errorf("puzzle %s: %q on a traditional page", fields[0], hant)
		}
	}
	if n != 240 {
		t.Errorf("read %d titles, want 240", n)
	}
	if Name(ChineseTraditional, "紫云双塔", "") != "紫雲雙塔" || Name(ChineseTraditional, "跨海征东", "") != "跨海征東" {
		t.Error("titles not in traditional")
	}
}

// TestNoKeyDefinedTwice checks that no key of the tables kept apart (their
// init adds them) is also in another: the second would be silently dropped.
func TestNoKeyDefinedTwice(t *testing.T) {
	tables := map[string]map[string]entry{"players": playersTexts, "board": boardTexts, "problems": problemTexts,
		"lessons": lessonTexts, "welcome": welcomeTexts, "puzzle judging": puzzleJudgeTexts}
	for name, table := range tables {
		for k, e := range table {
			if got := texts[k]; got != e {
				t.Errorf("%s: %s is %q in the page's table, %q in this one", name, k, got.zh, e.zh)
			}
		}
	}
}
