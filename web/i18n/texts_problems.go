package i18n

// problemTexts say why a move, a game record, a FEN or a link could not be
// used (web/app/problems.go words the readers' error codes with them):
// "why." for a move, "pgn." for PGN text, "fen." for a FEN, "link." for a
// link. Like puzzleTexts they live apart from texts; init adds them.
var problemTexts = map[string]entry{
	"msg.notamove":   {"%s is not a move here: %s.", "「%s」走不了：%s。", "「%s」走不了：%s。"},
	"why.end":        {".", "。", "。"},
	"why.unreadable": {"it could not be read", "无法读取", "無法讀取"},
	"why.recordmove": {"%s %s is not a legal move there", "%s的 %s 不合规则", "%s的 %s 不合規則"},

	// A move.
	"why.toolong":              {"That is too long to be a move", "文字太长，不是着法", "文字太長，不是著法"},
	"why.empty":                {"Type a move first", "请先输入着法", "請先輸入著法"},
	"why.shape.iccs":           {"coordinates name two points, like h2e2", "坐标应写两个点，如 h2e2", "座標應寫兩個點，如 h2e2"},
	"why.shape.wxf.length":     {"a WXF move has four characters, like C2.5 or H8+7", "WXF 着法为四个字符，如 C2.5 或 H8+7", "WXF 著法為四個字元，如 C2.5 或 H8+7"},
	"why.shape.wxf.start":      {"a WXF move starts with a piece letter (K A E H R C P) and a file", "WXF 着法以棋子字母（K A E H R C P）和路数开头", "WXF 著法以棋子字母（K A E H R C P）和路數開頭"},
	"why.shape.wxf.third":      {"the third character of a WXF move is + (forward), - (back) or . (across)", "WXF 着法的第三个字符应为 +（进）、-（退）或 .（平）", "WXF 著法的第三個字元應為 +（進）、-（退）或 .（平）"},
	"why.shape.wxf.last":       {"the last character of a WXF move is a digit from 1 to 9", "WXF 着法的最后一个字符应为 1 至 9 的数字", "WXF 著法的最後一個字元應為 1 至 9 的數字"},
	"why.shape.chinese.length": {"a Chinese move has four characters, like 炮二平五 or 马8进7", "中文着法为四个字，如 炮二平五 或 马8进7", "中文著法為四個字，如 炮二平五 或 馬8進7"},
	"why.shape.chinese.start":  {"a Chinese move starts with a piece and its file (炮二) or a place and a piece (前车)", "中文着法以棋子和路数（炮二）或前后和棋子（前车）开头", "中文著法以棋子和路數（炮二）或前後和棋子（前車）開頭"},
	"why.shape.chinese.third":  {"the third character of a Chinese move is 进, 退 or 平", "中文着法的第三个字应为“进”“退”或“平”", "中文著法的第三個字應為「進」「退」或「平」"},
	"why.shape.chinese.last":   {"the last character of a Chinese move is a number, 一 to 九 or 1 to 9", "中文着法的最后一个字应为数字，一至九或 1 至 9", "中文著法的最後一個字應為數字，一至九或 1 至 9"},
	"why.emptypoint":           {"no piece stands on %s", "%s 上没有棋子", "%s 上沒有棋子"},
	"why.notyours":             {"the piece on %s is %s's, and it is %s's move", "%s 上是%s的棋子，而现在轮到%s走", "%s 上是%s的棋子，而現在輪到%s走"},
	"why.cannotgo":             {"the %[1]s on %[2]s cannot move to %[3]s", "%[2]s 上的%[1]s不能走到 %[3]s", "%[2]s 上的%[1]s不能走到 %[3]s"},
	"why.selfcheck":            {"it would leave the general in check", "走后己方将帅会被将军", "走後己方將帥會被將軍"},
	"why.ambiguous":            {"more than one piece could make it: say which (front or rear), or use coordinates", "不止一个棋子可以这样走：请注明前后，或用坐标", "不止一個棋子可以這樣走：請註明前後，或用座標"},
	"why.nopiece":              {"there is no %s", "没有%s", "沒有%s"},
	"why.nopiece.file":         {"there is no %[1]s on file %[2]d", "第%[2]d路没有%[1]s", "第%[2]d路沒有%[1]s"},
	"why.noway":                {"no %s can move that way", "没有%s能这样走", "沒有%s能這樣走"},
	"why.noway.file":           {"the %[1]s on file %[2]d cannot move that way", "第%[2]d路的%[1]s不能这样走", "第%[2]d路的%[1]s不能這樣走"},
	"why.noplace":              {"no %s stands in the place the move names", "着法所说的位置上没有%s", "著法所說的位置上沒有%s"},

	// PGN text.
	"pgn.at":          {"line %d: %s", "第 %d 行：%s", "第 %d 行：%s"},
	"pgn.atgame":      {"game %d, line %d: %s", "第 %d 局第 %d 行：%s", "第 %d 局第 %d 行：%s"},
	"pgn.number":      {"move %d, %s's", "第 %d 回合%s", "第 %d 回合%s"},
	"pgn.numbervar":   {"move %d in a variation, %s's", "变着第 %d 回合%s", "變著第 %d 回合%s"},
	"pgn.move":        {"%s %s cannot be played: %s", "%s的「%s」走不了：%s", "%s的「%s」走不了：%s"},
	"pgn.notutf8":     {"the text is not UTF-8; open the file itself instead of pasting it, or save it as UTF-8", "文本不是 UTF-8 编码：请直接打开文件，或另存为 UTF-8", "文字不是 UTF-8 編碼：請直接開啟檔案，或另存為 UTF-8"},
	"pgn.toolarge":    {"it is larger than %d MB", "超过 %d MB", "超過 %d MB"},
	"pgn.manygames":   {"it holds more than %d games", "超过 %d 局", "超過 %d 局"},
	"pgn.onegame":     {"it holds more than one game; paste one at a time", "包含多局棋，请一次粘贴一局", "包含多局棋，請一次貼上一局"},
	"pgn.nogame":      {"there is no game in it", "其中没有棋谱", "其中沒有棋譜"},
	"pgn.badtag":      {"the tag %s is not written [Name \"value\"]", "标签 %s 应写成 [Name \"value\"]", "標籤 %s 應寫成 [Name \"value\"]"},
	"pgn.tagquotes":   {"the value of the tag %s must be in double quotes", "标签 %s 的值应放在双引号中", "標籤 %s 的值應放在雙引號中"},
	"pgn.tagopen":     {"the tag %s has no closing quote", "标签 %s 缺少后引号", "標籤 %s 缺少後引號"},
	"pgn.tagbracket":  {"the tag %s has no closing ]", "标签 %s 缺少右方括号 ]", "標籤 %s 缺少右方括號 ]"},
	"pgn.badfen":      {"the FEN tag: %s", "FEN 标签：%s", "FEN 標籤：%s"},
	"pgn.commentopen": {"a comment { is never closed", "注释的 { 没有闭合", "註釋的 { 沒有閉合"},
	"pgn.varopen":     {"a variation ( is never closed", "变着的 ( 没有闭合", "變著的 ( 沒有閉合"},
	"pgn.varplace":    {"a variation ( must follow the move it replaces", "变着的 ( 应紧跟在被替换的着法之后", "變著的 ( 應緊跟在被替換的著法之後"},
	"pgn.vardepth":    {"variations nest more than %d deep", "变着嵌套超过 %d 层", "變著巢狀超過 %d 層"},
	"pgn.varclose":    {"a ) closes no variation", "多余的 )，没有对应的变着", "多餘的 )，沒有對應的變著"},
	"pgn.unexpected":  {"%s is out of place", "多余的 %s", "多餘的 %s"},
	"pgn.varresult":   {"a result (%s) inside a variation", "变着中出现了结果 %s", "變著中出現了結果 %s"},
	"pgn.badnag":      {"%s is not an annotation ($0 to $255)", "%s 不是注解符号（$0 至 $255）", "%s 不是註解符號（$0 至 $255）"},
	"pgn.manyplies":   {"a line is longer than %d moves", "一路着法超过 %d 步", "一路著法超過 %d 步"},
	"pgn.manymoves":   {"it has more than %d moves with the variations", "连同变着超过 %d 步", "連同變著超過 %d 步"},

	// A FEN.
	"fen.empty":     {"the position is empty", "局面为空", "局面為空"},
	"fen.toolong":   {"it is too long for a FEN (%d characters)", "太长，不是 FEN（%d 个字符）", "太長，不是 FEN（%d 個字元）"},
	"fen.side":      {"the side to move is %s; write w for Red or b for Black", "走子方写成了 %s，应为 w（红方）或 b（黑方）", "走子方寫成了 %s，應為 w（紅方）或 b（黑方）"},
	"fen.counter":   {"%s is not a move counter", "%s 不是回合计数", "%s 不是回合計數"},
	"fen.counters":  {"it has %d move counters, at most 2", "有 %d 个回合计数，最多 2 个", "有 %d 個回合計數，最多 2 個"},
	"fen.ranks":     {"the board has %d rows; a FEN has 10, separated by /", "棋盘有 %d 行，FEN 应有以 / 分隔的 10 行", "棋盤有 %d 行，FEN 應有以 / 分隔的 10 行"},
	"fen.ranklong":  {"row %d has more than 9 points", "第 %d 行超过 9 个点", "第 %d 行超過 9 個點"},
	"fen.rankshort": {"row %d has %d points, not 9", "第 %d 行只有 %d 个点，应为 9 个", "第 %d 行只有 %d 個點，應為 9 個"},
	"fen.letter":    {"row %d has an unknown piece letter %s", "第 %d 行有未知的棋子字母 %s", "第 %d 行有未知的棋子字母 %s"},

	// A link.
	"link.toolong":        {"the link is too long", "链接太长", "連結太長"},
	"link.encoding":       {"the value of %s is badly encoded", "%s 的值编码有误", "%s 的值編碼有誤"},
	"link.value":          {"%s=%s cannot be used", "无法使用 %s=%s", "無法使用 %s=%s"},
	"link.value.side":     {"side=%s: the side is red or black", "side=%s：执子方应为 red 或 black", "side=%s：執子方應為 red 或 black"},
	"link.value.flip":     {"flip=%s: flip is 1 or 0", "flip=%s：flip 应为 1 或 0", "flip=%s：flip 應為 1 或 0"},
	"link.value.mode":     {"mode=%s: the mode is play, two-players, watch, view, analysis, editor, review or lesson", "mode=%s：模式应为 play、two-players、watch、view、analysis、editor、review 或 lesson", "mode=%s：模式應為 play、two-players、watch、view、analysis、editor、review 或 lesson"},
	"link.value.embed":    {"embed=%s: embed is 1 or 0", "embed=%s：embed 应为 1 或 0", "embed=%s：embed 應為 1 或 0"},
	"link.value.level":    {"level=%s: the level is a number from %d to %d", "level=%s：难度应为 %d 至 %d 的数字", "level=%s：難度應為 %d 至 %d 的數字"},
	"link.value.puzzle":   {"puzzle=%s: there is no such puzzle (they are numbered 1 to %d)", "puzzle=%s：没有这一局（残局编号为 1 至 %d）", "puzzle=%s：沒有這一局（殘局編號為 1 至 %d）"},
	"link.position":       {"the position: %s", "局面：%s", "局面：%s"},
	"link.record":         {"the record: %s", "棋谱：%s", "棋譜：%s"},
	"link.ignored":        {"fen and moves are ignored beside pgn, which holds the whole game", "已有 pgn 棋谱，fen 与 moves 不再使用", "已有 pgn 棋譜，fen 與 moves 不再使用"},
	"link.value.ply":      {"ply=%s: the move number is from 0 to %d", "ply=%s：步数应为 0 至 %d", "ply=%s：步數應為 0 至 %d"},
	"link.value.speed":    {"speed=%s: the speed is seconds a move, from %g to %g", "speed=%s：速度为每步秒数，%g 至 %g", "speed=%s：速度為每步秒數，%g 至 %g"},
	"link.value.autoplay": {"autoplay=%s: autoplay is 1 or 0", "autoplay=%s：autoplay 应为 1 或 0", "autoplay=%s：autoplay 應為 1 或 0"},
	"link.value.pgnurl":   {"pgnurl=%s: the address must be http, https or relative to this page, and at most 2048 bytes", "pgnurl=%s：地址须为 http、https 或相对本页，且不超过 2048 字节", "pgnurl=%s：位址須為 http、https 或相對本頁，且不超過 2048 位元組"},
	"link.toomany":        {"it has %d moves, at most %d", "着法有 %d 步，最多 %d 步", "著法有 %d 步，最多 %d 步"},
	"link.notcoord":       {"move %d, %s, is not written as coordinates like h2e2", "第 %d 步“%s”不是 h2e2 这样的坐标", "第 %d 步「%s」不是 h2e2 這樣的座標"},
	"link.illegal":        {"move %d, %s, is not legal there", "第 %d 步“%s”不合规则", "第 %d 步「%s」不合規則"},
}

func init() {
	for k, e := range problemTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
