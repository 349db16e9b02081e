package i18n

// playersTexts are the words added for new players and for play without a
// mouse or sight (issue 15): the resign confirmation, the opponent line, the
// engine's last search, natural pace, the keyboard cursor and what a screen
// reader hears of the board. Like puzzleTexts they live apart from texts;
// init adds them.
var playersTexts = map[string]entry{
	"msg.confirmresign": {"Press Resign again to resign the game.", "再按一次“认输”即认输。", "再按一次「認輸」即認輸。"},

	// Results of games the player did not play (a loaded record, a link):
	// by colour, with the reason only when the record gives one.
	"status.result": {"%s", "%s", "%s"},

	// The opponent line and the engine's last search.
	"opponent.engine":   {"Computer · level %d, %s", "电脑 · %d 级 %s", "電腦 · %d 級 %s"},
	"opponent.engineno": {"Computer · level %d", "电脑 · %d 级", "電腦 · %d 級"},
	"opponent.captured": {"Captured by %s: %s", "%s吃子：%s", "%s吃子：%s"},
	"opponent.balance":  {"Material: %s", "子力：%s", "子力：%s"},
	"opponent.even":     {"Material even", "子力相当", "子力相當"},
	"opponent.ahead":    {"%s ahead by %s", "%s多 %s", "%s多 %s"},
	"status.lastsearch": {"Computer's last move: %s", "电脑上一步：%s", "電腦上一步：%s"},
	"settings.pace":     {"Natural pace (the computer takes a moment)", "自然节奏（电脑稍作思考）", "自然節奏（電腦稍作思考）"},

	// Moves as a screen reader hears them.
	"announce.capture":      {"%s: %s, takes %s", "%s：%s，吃%s", "%s：%s，吃%s"},
	"announce.capturecheck": {"%s: %s, takes %s, check", "%s：%s，吃%s，将军", "%s：%s，吃%s，將軍"},
	"list.sep":              {", ", "、", "、"},
}

func init() {
	for k, e := range playersTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}

// boardTexts are what a screen reader hears of the board (web/app/speech.go).
var boardTexts = map[string]entry{
	"point.piece":    {"%s, %s", "%s，%s", "%s，%s"},
	"point.empty":    {"%s, empty", "%s，空", "%s，空"},
	"point.sep":      {", ", "，", "，"},
	"point.selected": {"picked up", "已拿起", "已拿起"},
	"point.cango":    {"can move here", "可走", "可走"},
	"point.cantake":  {"can take", "可吃", "可吃"},
	"point.check":    {"in check", "被将军", "被將軍"},
	"point.last":     {"last move", "上一步", "上一步"},

	"announce.picked":    {"%s on %s picked up: %d moves. Move the cursor and press Enter to put it down, Escape to let go.", "拿起%s（%s），有 %d 种走法。移动光标后按回车落子，按 Esc 放下。", "拿起%s（%s），有 %d 種走法。移動游標後按回車落子，按 Esc 放下。"},
	"announce.pickedone": {"%s on %s picked up: one move. Move the cursor and press Enter to put it down, Escape to let go.", "拿起%s（%s），只有一种走法。移动光标后按回车落子，按 Esc 放下。", "拿起%s（%s），只有一種走法。移動游標後按回車落子，按 Esc 放下。"},
	"announce.putback":   {"Put back.", "已放下。", "已放下。"},

	"describe.side":     {"%s: %s", "%s：%s", "%s：%s"},
	"describe.kind":     {"%s %s", "%s %s", "%s %s"},
	"describe.sep":      {"; ", "；", "；"},
	"describe.end":      {". ", "。", "。"},
	"describe.at":       {"%[1]s %[2]s", "%[2]s%[1]s", "%[2]s%[1]s"},
	"describe.rank":     {"%s: %s", "%s：%s", "%s：%s"},
	"describe.rankname": {"Rank %d", "第 %d 横线", "第 %d 橫線"},
	"describe.none":     {"empty", "空", "空"},

	"piece.one.K": {"general", "帅", "帥"},
	"piece.one.A": {"advisor", "仕", "仕"},
	"piece.one.B": {"elephant", "相", "相"},
	"piece.one.N": {"horse", "马", "傌"},
	"piece.one.R": {"chariot", "车", "俥"},
	"piece.one.C": {"cannon", "炮", "炮"},
	"piece.one.P": {"soldier", "兵", "兵"},
	"piece.one.k": {"general", "将", "將"},
	"piece.one.a": {"advisor", "士", "士"},
	"piece.one.b": {"elephant", "象", "象"},
	"piece.one.n": {"horse", "马", "馬"},
	"piece.one.r": {"chariot", "车", "車"},
	"piece.one.c": {"cannon", "炮", "砲"},
	"piece.one.p": {"soldier", "卒", "卒"},

	// Points in Chinese: file (一路 to 九路 from the bottom player's right) and
	// line (from the bottom player's side). English names points by coordinates.
	"sq.file.1": {"file 1", "一路", "一路"},
	"sq.file.2": {"file 2", "二路", "二路"},
	"sq.file.3": {"file 3", "三路", "三路"},
	"sq.file.4": {"file 4", "四路", "四路"},
	"sq.file.5": {"file 5", "五路", "五路"},
	"sq.file.6": {"file 6", "六路", "六路"},
	"sq.file.7": {"file 7", "七路", "七路"},
	"sq.file.8": {"file 8", "八路", "八路"},
	"sq.file.9": {"file 9", "九路", "九路"},
	"sq.line.0": {"the back line", "底线", "底線"},
	"sq.line.1": {"the second line", "二线", "二線"},
	"sq.line.2": {"the palace's top", "宫顶线", "宮頂線"},
	"sq.line.3": {"the soldiers' line", "兵林线", "兵林線"},
	"sq.line.4": {"the river bank", "河沿", "河沿"},
	"sq.line.5": {"the far river bank", "对方河沿", "對方河沿"},
	"sq.line.6": {"the far soldiers' line", "对方兵林线", "對方兵林線"},
	"sq.line.7": {"the far palace's top", "对方宫顶线", "對方宮頂線"},
	"sq.line.8": {"the far second line", "对方二线", "對方二線"},
	"sq.line.9": {"the far back line", "对方底线", "對方底線"},

	"board.help":  {"Arrow keys move over the points; Enter or Space picks a piece up and puts it down; Escape lets go. P reads the pieces of each side, R the board rank by rank. ? lists every key.", "方向键在棋盘上移动；回车或空格拿起、落下棋子；Esc 放下。P 朗读双方棋子，R 逐行朗读棋盘。? 列出所有按键。", "方向鍵在棋盤上移動；回車或空格拿起、落下棋子；Esc 放下。P 朗讀雙方棋子，R 逐行朗讀棋盤。? 列出所有按鍵。"},
	"keys.board":  {"On the board: move the cursor; Enter or Space picks up and puts down", "在棋盘上：移动光标；回车或空格拿起、落子", "在棋盤上：移動游標；回車或空格拿起、落子"},
	"keys.pieces": {"Read the pieces of each side", "朗读双方棋子", "朗讀雙方棋子"},
	"keys.ranks":  {"Read the board rank by rank", "逐行朗读棋盘", "逐行朗讀棋盤"},
}

func init() {
	for k, e := range boardTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
