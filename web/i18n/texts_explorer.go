package i18n

// explorerTexts are the words of the opening explorer (web/app/explorer.go
// and its panel). Like the puzzle texts they live apart from the page's main
// table and join it in init; a key already there keeps its first meaning (a
// test catches such a clash).
var explorerTexts = map[string]entry{
	"action.explorer": {"Openings", "开局库"},
	"explorer.title":  {"Opening explorer", "开局库"},
	"explorer.label":  {"What masters played here", "大师在此局面的着法"},

	"explorer.head.move":    {"Move", "着法"},
	"explorer.head.games":   {"Games", "局数"},
	"explorer.head.results": {"Red · Draw · Black", "红胜 · 和 · 黑胜"},

	"explorer.total":  {"%s games", "%s 局"},
	"explorer.row":    {"%s: %s games; Red won %d%%, drew %d%%, Black won %d%%", "%s：%s 局，红胜 %d%%，和 %d%%，黑胜 %d%%"},
	"explorer.others": {"%s more with rarer moves. %s", "另有 %s 局着法少见。%s"},
	"explorer.note":   {"From %s master games, first %d plies: moves seen %d+ times.", "取自 %s 局大师对局前 %d 步：出现 %d 次以上的着法。"},

	"explorer.loading":       {"Loading the master games…", "正在载入大师对局…"},
	"explorer.failed":        {"The master games could not be loaded: %s", "无法载入大师对局：%s"},
	"explorer.none":          {"No master games here.", "此局面没有大师对局。"},
	"explorer.past":          {"No master games here: the explorer covers the first %d plies.", "此局面没有大师对局：开局库只收录前 %d 步。"},
	"explorer.locked":        {"You can play these moves when it is your turn.", "轮到你走棋时可点选这些着法。"},
	"explorer.locked.review": {"This is an earlier position: go back to the game to play a move.", "这是之前的局面：回到对局后才能走棋。"},

	"msg.explorerfailed": {"The opening explorer could not load its master games: %s", "开局库无法载入大师对局：%s"},
}

func init() {
	for k, e := range explorerTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
