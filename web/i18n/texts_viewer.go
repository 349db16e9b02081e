package i18n

// viewerTexts are the words of the viewer (mode=view: a record stepped
// through in a post about a game, web/app/viewer.go). Like puzzleTexts they
// live apart from texts; init adds them to it, and a key already there keeps
// its first meaning (a test catches such a clash).
var viewerTexts = map[string]entry{
	"viewer.loading":     {"Loading the game…", "正在载入棋谱…", "正在載入棋譜…"},
	"viewer.fetchfailed": {"The game could not be loaded: %s", "无法载入棋谱：%s", "無法載入棋譜：%s"},
	"viewer.othersite":   {"A game on another site cannot be loaded by its address; the page around the board can send it (xiangqi:loadPGN).", "无法按网址载入其他网站上的棋谱；可由嵌入棋盘的页面发送（xiangqi:loadPGN）。", "無法依網址載入其他網站上的棋譜；可由嵌入棋盤的頁面傳送（xiangqi:loadPGN）。"},
	"viewer.nofetch":     {"This page cannot load a game from an address.", "此页面无法从网址载入棋谱。", "此頁面無法從網址載入棋譜。"},
	"viewer.variation":   {"Variation, move %d", "变着，第 %d 步", "變著，第 %d 步"},
	"viewer.branches":    {"Moves here:", "此处着法：", "此處著法："},
	"viewer.play":        {"Play the moves", "自动播放", "自動播放"},
	"viewer.pause":       {"Pause", "暂停", "暫停"},
	"viewer.note":        {"About this move", "本步说明", "本步說明"},
	"keys.autoplay":      {"Play or pause the moves of a game to view", "自动播放或暂停棋谱", "自動播放或暫停棋譜"},
}

func init() {
	for k, e := range viewerTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
