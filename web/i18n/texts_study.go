package i18n

// studyTexts are the words of the study half: the move tree, the analysis
// board. Like puzzleTexts they live apart from texts; init adds them to it.
var studyTexts = map[string]entry{
	// The move tree.
	"status.variation":  {"Variation, move %d", "变着，第 %d 步", "變著，第 %d 步"},
	"action.promote":    {"Promote the variation", "提升变着", "提升變著"},
	"action.deletemove": {"Delete from this move", "删除此步及以后", "刪除此步及以後"},
	"moves.variation":   {"Variation", "变着", "變著"},

	// The analysis board.
	"action.analysis":   {"Analysis", "分析", "分析"},
	"analysis.title":    {"Analysis", "分析", "分析"},
	"analysis.lines":    {"Lines", "变例数", "變例數"},
	"analysis.pause":    {"Pause the engine", "暂停引擎", "暫停引擎"},
	"analysis.paused":   {"Paused", "已暂停", "已暫停"},
	"analysis.thinking": {"Thinking…", "思考中…", "思考中…"},
	"analysis.depth":    {"depth %d", "深度 %d", "深度 %d"},
	"analysis.nps":      {"%.0f kN/s", "%.0f 千步/秒", "%.0f 千步/秒"},
	"analysis.hash":     {"hash %d%%", "置换表 %d%%", "置換表 %d%%"},

	// A game a link replaced.
	"previous.kept":   {"Your game in progress (%d moves) was kept.", "你原来的对局（%d 步）已保留。", "你原來的對局（%d 步）已保留。"},
	"action.previous": {"Back to it", "回到原局", "回到原局"},
	"action.dismiss":  {"Dismiss", "关闭", "關閉"},

	// The keyboard shortcuts.
	"keys.title":    {"Keyboard", "键盘快捷键", "鍵盤快速鍵"},
	"keys.step":     {"Previous and next move", "上一步、下一步", "上一步、下一步"},
	"keys.first":    {"The start", "开局", "開局"},
	"keys.last":     {"The end of the line", "本变着的最后一步", "本變著的最後一步"},
	"keys.flip":     {"Flip the board", "翻转棋盘", "翻轉棋盤"},
	"keys.analysis": {"Analysis board on and off", "打开或关闭分析", "開啟或關閉分析"},
	"keys.escape":   {"Put the piece down, close a dialog", "放下棋子、关闭对话框", "放下棋子、關閉對話框"},
	"keys.help":     {"This list", "显示本列表", "顯示本列表"},
}

func init() {
	for k, e := range studyTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
