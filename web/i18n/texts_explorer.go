package i18n

// explorerTexts are the words of the opening explorer (web/app/explorer.go
// and its panel). Like the puzzle texts they live apart from the page's main
// table and join it in init; a key already there keeps its first meaning (a
// test catches such a clash).
var explorerTexts = map[string]entry{
	"action.explorer": {"Openings", "开局库", "開局庫"},
	"explorer.title":  {"Opening explorer", "开局库", "開局庫"},
	"explorer.label":  {"What masters played here", "大师在此局面的着法", "大師在此局面的著法"},

	"explorer.head.move":    {"Move", "着法", "著法"},
	"explorer.head.games":   {"Games", "局数", "局數"},
	"explorer.head.results": {"Red · Draw · Black", "红胜 · 和 · 黑胜", "紅勝 · 和 · 黑勝"},

	"explorer.total":  {"%s games", "%s 局", "%s 局"},
	"explorer.row":    {"%s: %s games; Red won %d%%, drew %d%%, Black won %d%%", "%s：%s 局，红胜 %d%%，和 %d%%，黑胜 %d%%", "%s：%s 局，紅勝 %d%%，和 %d%%，黑勝 %d%%"},
	"explorer.others": {"%s more with rarer moves. %s", "另有 %s 局着法少见。%s", "另有 %s 局著法少見。%s"},
	"explorer.note":   {"From %s master games, first %d plies: moves seen %d+ times.", "取自 %s 局大师对局前 %d 步：出现 %d 次以上的着法。", "取自 %s 局大師對局前 %d 步：出現 %d 次以上的著法。"},

	"explorer.loading":       {"Loading the master games…", "正在载入大师对局…", "正在載入大師對局…"},
	"explorer.failed":        {"The master games could not be loaded: %s", "无法载入大师对局：%s", "無法載入大師對局：%s"},
	"explorer.none":          {"No master games here.", "此局面没有大师对局。", "此局面沒有大師對局。"},
	"explorer.past":          {"No master games here: the explorer covers the first %d plies.", "此局面没有大师对局：开局库只收录前 %d 步。", "此局面沒有大師對局：開局庫只收錄前 %d 步。"},
	"explorer.locked":        {"You can play these moves when it is your turn.", "轮到你走棋时可点选这些着法。", "輪到你走棋時可點選這些著法。"},
	"explorer.locked.review": {"This is an earlier position: go back to the game to play a move.", "这是之前的局面：回到对局后才能走棋。", "這是之前的局面：回到對局後才能走棋。"},

	"msg.explorerfailed": {"The opening explorer could not load its master games: %s", "开局库无法载入大师对局：%s", "開局庫無法載入大師對局：%s"},
}

func init() {
	for k, e := range explorerTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
