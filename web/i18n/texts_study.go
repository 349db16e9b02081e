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
	"action.analysis":    {"Analysis", "分析", "分析"},
	"analysis.title":     {"Analysis", "分析", "分析"},
	"analysis.lines":     {"Lines", "变例数", "變例數"},
	"analysis.pause":     {"Pause the engine", "暂停引擎", "暫停引擎"},
	"analysis.paused":    {"Paused", "已暂停", "已暫停"},
	"analysis.thinking":  {"Thinking…", "思考中…", "思考中…"},
	"analysis.depth":     {"depth %d", "深度 %d", "深度 %d"},
	"analysis.nps":       {"%.0f kN/s", "%.0f 千步/秒", "%.0f 千步/秒"},
	"analysis.tablewin":  {"Endgame table: %s mates in %d", "残局库：%s%d步杀", "殘局庫：%s%d步殺"},
	"analysis.tabledraw": {"Endgame table: a draw", "残局库：和棋", "殘局庫：和棋"},
	"analysis.knowndraw": {"A known draw: neither side can mate", "必和残局：双方都无法将死对方", "必和殘局：雙方都無法將死對方"},
	"analysis.hash":      {"hash %d%%", "置换表 %d%%", "置換表 %d%%"},

	// The review (复盘).
	"action.reviewshort":   {"Review", "复盘", "覆盤"},
	"review.title":         {"Review", "复盘", "覆盤"},
	"review.thoroughness":  {"Thoroughness", "细致程度", "細緻程度"},
	"review.quick":         {"Quick", "快速", "快速"},
	"review.standard":      {"Standard", "标准", "標準"},
	"review.deep":          {"Deep", "深入", "深入"},
	"review.stop":          {"Stop", "停止", "停止"},
	"review.resume":        {"Resume", "继续", "繼續"},
	"review.chart":         {"Advantage chart: tap a point to see the position", "优势曲线：点击查看该局面", "優勢曲線：點擊查看該局面"},
	"review.progress":      {"Reviewing: %d of %d positions", "复盘中：%d / %d 个局面", "覆盤中：%d / %d 個局面"},
	"review.stopped":       {"Stopped at %d of %d positions", "已停止：%d / %d 个局面", "已停止：%d / %d 個局面"},
	"review.shown":         {"%s. Better: %s", "%s。更好的着法：%s", "%s。更好的著法：%s"},
	"review.accuracy":      {"%.0f%% accuracy", "准确率 %.0f%%", "準確率 %.0f%%"},
	"review.count":         {"%s %d", "%s %d", "%s %d"},
	"mark.best":            {"Best", "最佳", "最佳"},
	"mark.good":            {"Good", "好棋", "好棋"},
	"mark.book":            {"Book", "开局库", "開局庫"},
	"mark.forced":          {"Forced", "唯一着法", "唯一著法"},
	"mark.inaccuracy":      {"Inaccuracy", "欠佳", "欠佳"},
	"mark.mistake":         {"Mistake", "失误", "失誤"},
	"mark.blunder":         {"Blunder", "严重失误", "嚴重失誤"},
	"learn.start":          {"Learn from your mistakes", "从失误中学习", "從失誤中學習"},
	"learn.side":           {"Whose mistakes", "谁的失误", "誰的失誤"},
	"learn.showanswer":     {"Show the answer", "显示答案", "顯示答案"},
	"learn.next":           {"Next", "下一个", "下一個"},
	"learn.stop":           {"Stop", "结束", "結束"},
	"learn.none":           {"%s made no mistakes or blunders in this game.", "%s在本局中没有失误。", "%s在本局中沒有失誤。"},
	"learn.ask":            {"Find a better move for %s.", "请为%s找出更好的着法。", "請為%s找出更好的著法。"},
	"learn.question":       {"%s: %s. Find a better move for %s.", "%s：%s。请为%s找出更好的着法。", "%s：%s。請為%s找出更好的著法。"},
	"learn.right":          {"Well found!", "找对了！", "找對了！"},
	"learn.wrong":          {"Not quite: try another move.", "还不够好，再试一步。", "還不夠好，再試一步。"},
	"learn.answer":         {"The better move: %s", "更好的着法：%s", "更好的著法：%s"},
	"learn.progress":       {"Mistake %d of %d", "第 %d / %d 个失误", "第 %d / %d 個失誤"},
	"learn.state.asking":   {"Your move.", "请走棋。", "請走棋。"},
	"learn.state.checking": {"Checking your move…", "正在检查你的着法…", "正在檢查你的著法…"},
	"learn.state.wrong":    {"Not quite: try another move.", "还不够好，再试一步。", "還不夠好，再試一步。"},
	"learn.state.right":    {"Well found!", "找对了！", "找對了！"},
	"learn.state.shown":    {"The arrow shows the better move.", "箭头所示即为更好的着法。", "箭頭所示即為更好的著法。"},
	"learn.state.done":     {"That was the last one.", "已经是最后一个了。", "已經是最後一個了。"},

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
