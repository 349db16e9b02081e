package i18n

// playTexts are the words of the ways to play: clocks, two players at one
// device, draw offers and resignations, the limits of a serious game and the
// strength estimate. Like studyTexts they live apart from texts; init adds
// them to it.
var playTexts = map[string]entry{
	// The new-game dialog.
	"new.mode":            {"Opponent", "对手", "對手"},
	"mode.engine":         {"The computer", "电脑", "電腦"},
	"mode.two-players":    {"Two players on this device", "双人对弈（同一设备）", "雙人對弈（同一裝置）"},
	"new.timecontrol":     {"Clock", "计时", "計時"},
	"tc.none":             {"No clock", "不计时", "不計時"},
	"tc.preset":           {"%d min + %d s", "%d 分 + %d 秒", "%d 分 + %d 秒"},
	"tc.custom":           {"Custom…", "自定义…", "自訂…"},
	"tc.minutes":          {"Minutes each", "每方分钟数", "每方分鐘數"},
	"tc.increment":        {"Seconds added per move", "每步加秒", "每步加秒"},
	"tc.noundo":           {"Timed games have no undo.", "计时对局不能悔棋。", "計時對局不能悔棋。"},
	"tc.bad":              {"A clock needs %d to %d minutes each and 0 to %d seconds added per move.", "计时需为每方 %d 至 %d 分钟，每步加 0 至 %d 秒。", "計時需為每方 %d 至 %d 分鐘，每步加 0 至 %d 秒。"},
	"new.layout":          {"Board", "棋盘摆放", "棋盤擺放"},
	"layout.normal":       {"As usual", "常规", "常規"},
	"layout.face-to-face": {"Face to face, lying flat", "面对面平放", "面對面平放"},
	"layout.turn":         {"Turn after each move", "每步翻转棋盘", "每步翻轉棋盤"},
	"new.undo":            {"Allow undo", "允许悔棋", "允許悔棋"},
	"new.hints":           {"Hints", "提示", "提示"},
	"hints.any":           {"As many as I like", "不限", "不限"},
	"hints.none":          {"None", "不用提示", "不用提示"},
	"hints.upto":          {"Up to %d", "最多 %d 次", "最多 %d 次"},

	// The strength estimate.
	"estimate.title":        {"Your strength", "你的棋力", "你的棋力"},
	"estimate.none":         {"No estimate yet: finish a game against a level, without undo or hints.", "尚无估计：不悔棋、不用提示，和任一级别下完一局即可。", "尚無估計：不悔棋、不用提示，和任一級別下完一局即可。"},
	"estimate.about":        {"About level %d, ± %s (%d games)", "约为第 %d 级，± %s（%d 局）", "約為第 %d 級，± %s（%d 局）"},
	"estimate.about.one":    {"About level %d, ± %s (%d game)", "约为第 %d 级，± %s（%d 局）", "約為第 %d 級，± %s（%d 局）"},
	"estimate.assisted":     {"· %d games with help left out", "· 另有 %d 局用了悔棋或提示，未计入", "· 另有 %d 局用了悔棋或提示，未計入"},
	"estimate.assisted.one": {"· %d game with help left out", "· 另有 %d 局用了悔棋或提示，未计入", "· 另有 %d 局用了悔棋或提示，未計入"},
	"estimate.suggest":      {"An even fight: level %d", "势均力敌：第 %d 级", "勢均力敵：第 %d 級"},
	"estimate.use":          {"Choose it", "选用", "選用"},
	"estimate.reset":        {"Reset", "清空记录", "清空紀錄"},
	"estimate.confirmreset": {"Forget every rated game?", "清空所有棋力记录？", "清空所有棋力紀錄？"},
	"estimate.reset.done":   {"Your rating history was reset.", "棋力记录已清空。", "棋力紀錄已清空。"},
	"estimate.bad":          {"Your rating history could not be read, so it starts again.", "无法读取棋力记录，已重新开始。", "無法讀取棋力紀錄，已重新開始。"},
	"estimate.history":      {"Recent rated games", "最近计分对局", "最近計分對局"},
	"estimate.row":          {"Level %d · %s", "第 %d 级 · %s", "第 %d 級 · %s"},
	"estimate.win":          {"won", "赢", "贏"},
	"estimate.draw":         {"drew", "和", "和"},
	"estimate.loss":         {"lost", "输", "輸"},
	"estimate.helped":       {"with help, left out", "有悔棋或提示，未计入", "有悔棋或提示，未計入"},

	// Clocks.
	"clock.label":     {"%s's clock", "%s计时", "%s計時"},
	"clock.paused":    {"Clock paused while the page is hidden", "页面隐藏时计时暂停", "頁面隱藏時計時暫停"},
	"clock.wasPaused": {"The clock was paused while the page was hidden.", "页面隐藏期间计时已暂停。", "頁面隱藏期間計時已暫停。"},
	"seat.you":        {"You", "你", "你"},
	"seat.computer":   {"Computer · level %d", "电脑 · %d 级", "電腦 · %d 級"},
	"hints.left":      {"Hints left: %d", "剩余提示：%d", "剩餘提示：%d"},

	// Offers, resignations and the ends they make.
	"action.draw":         {"Offer a draw", "提和", "提和"},
	"action.drawshort":    {"Draw", "提和", "提和"},
	"offer.accept":        {"Accept", "同意", "同意"},
	"offer.decline":       {"Decline", "拒绝", "拒絕"},
	"offer.sent":          {"Draw offered: the computer answers once it has thought.", "已提和，电脑想好后答复。", "已提和，電腦想好後答覆。"},
	"offer.declined":      {"The computer declines the draw.", "电脑拒绝和棋。", "電腦拒絕和棋。"},
	"offer.draw":          {"%s offers a draw. %s, do you accept?", "%s提议和棋。%s，是否同意？", "%s提議和棋。%s，是否同意？"},
	"offer.undo":          {"%s asks to take back the last move. %s, do you agree?", "%s请求悔棋。%s，是否同意？", "%s請求悔棋。%s，是否同意？"},
	"offer.refused":       {"%s said no.", "%s不同意。", "%s不同意。"},
	"msg.noundo":          {"Undo is off in this game.", "本局不能悔棋。", "本局不能悔棋。"},
	"msg.engineresigned":  {"The computer resigns.", "电脑认输。", "電腦認輸。"},
	"reason.timeout":      {"time ran out", "超时", "超時"},
	"reason.timeout-draw": {"time ran out, but the other side cannot mate", "超时，但对方无子可胜", "超時，但對方無子可勝"},
	"reason.agreement":    {"by agreement", "双方议和", "雙方議和"},
}

func init() {
	for k, e := range playTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
