package i18n

// puzzleTexts are the words of the puzzle mode (web/puzzle, the puzzle card
// and dialogs). They live apart from texts so the puzzle mode can grow
// without touching the page's main table; init adds them to it, and a key
// already there keeps its first meaning (a test catches such a clash).
var puzzleTexts = map[string]entry{
	"action.puzzles": {"Puzzles", "残局", "殘局"},

	// The list of puzzles.
	"puzzles.title":         {"Endgame puzzles", "残局挑战", "殘局挑戰"},
	"puzzles.intro":         {"240 classic composed endgames. You play Red against the computer at full strength.", "240 局经典江湖排局。你执红先走，电脑全力防守。", "240 局經典江湖排局。你執紅先走，電腦全力防守。"},
	"puzzles.progress":      {"%d of %d solved", "已破解 %d / %d 局", "已破解 %d / %d 局"},
	"puzzles.loading":       {"Loading the puzzles…", "正在载入残局…", "正在載入殘局…"},
	"puzzles.filter":        {"Show", "显示", "顯示"},
	"puzzles.filter.all":    {"All", "全部", "全部"},
	"puzzles.filter.todo":   {"Unsolved", "未破解", "未破解"},
	"puzzles.filter.solved": {"Solved", "已破解", "已破解"},
	"puzzles.none":          {"No puzzles here yet.", "这里还没有残局。", "這裡還沒有殘局。"},
	"puzzles.number":        {"No. %d", "第%d局", "第%d局"},
	"puzzles.solved":        {"Solved", "已破解", "已破解"},

	// The solver's verdicts, as badges.
	"verdict.win":     {"Red wins", "红先胜", "紅先勝"},
	"verdict.draw":    {"Draw", "红先和", "紅先和"},
	"verdict.loss":    {"Unknown", "未定", "未定"},
	"verdict.unknown": {"Unknown", "未定", "未定"},

	// The puzzle card beside the board.
	"goal.win":             {"Red to play and win", "红先胜：执红先走，取胜", "紅先勝：執紅先走，取勝"},
	"goal.draw":            {"Red to play and draw", "红先和：执红先走，守和", "紅先和：執紅先走，守和"},
	"goal.unknown":         {"Red to play: hold at least a draw", "红先：至少守和", "紅先：至少守和"},
	"engine.mate":          {"The computer found a mate in %d.", "电脑算出 %d 步杀。", "電腦算出 %d 步殺。"},
	"engine.win":           {"The computer found a win.", "电脑判定红胜。", "電腦判定紅勝。"},
	"engine.draw":          {"The computer judges it a draw.", "电脑判定为和局。", "電腦判定為和局。"},
	"engine.unknown":       {"The computer could not decide it: a draw or better solves it.", "电脑未能判定：守和或取胜即算破解。", "電腦未能判定：守和或取勝即算破解。"},
	"puzzle.prev":          {"Previous puzzle", "上一局", "上一局"},
	"puzzle.next":          {"Next puzzle", "下一局", "下一局"},
	"puzzle.restart":       {"Restart", "重来", "重來"},
	"puzzle.list":          {"All puzzles", "残局列表", "殘局列表"},
	"puzzle.state.playing": {"In progress", "进行中", "進行中"},
	"puzzle.state.solved":  {"Solved", "已破解", "已破解"},
	"puzzle.state.failed":  {"Not solved", "未破解", "未破解"},
	"puzzle.event":         {"Puzzle %d: %s", "残局第%d局：%s", "殘局第%d局：%s"},

	// The end of an attempt.
	"puzzle.over.solved":    {"Puzzle solved!", "破解成功！", "破解成功！"},
	"puzzle.over.failed":    {"Not solved this time", "这次未能破解", "這次未能破解"},
	"puzzle.over.knowndraw": {"The position is a known draw", "已成必和局面", "已成必和局面"},
	"puzzle.over.needwin":   {"%s. This puzzle asks for a win.", "%s。本局要求取胜。", "%s。本局要求取勝。"},
	"puzzle.over.retry":     {"Try again", "再试一次", "再試一次"},
	"puzzle.over.review":    {"Review", "复盘", "覆盤"},

	// Messages.
	"msg.puzzlesolved":  {"Puzzle %d solved!", "第%d局破解成功！", "第%d局破解成功！"},
	"msg.puzzlefailed":  {"Puzzle %d not solved: undo and try again, or restart.", "第%d局未能破解：可悔棋再试或重来。", "第%d局未能破解：可悔棋再試或重來。"},
	"msg.puzzlesfailed": {"The puzzles could not be loaded: %s", "无法载入残局：%s", "無法載入殘局：%s"},
	"msg.badprogress":   {"Your puzzle progress could not be read, so it starts afresh.", "无法读取残局进度，已重新开始记录。", "無法讀取殘局進度，已重新開始記錄。"},
	"msg.progressfull":  {"Your puzzle progress could not be saved in this browser.", "无法在此浏览器中保存残局进度。", "無法在此瀏覽器中儲存殘局進度。"},
	"msg.linehint":      {"Hint (the computer's main line): %s", "提示（电脑主线）：%s", "提示（電腦主線）：%s"},
	"announce.puzzle":   {"Puzzle %d, %s. %s.", "第%d局，%s。%s。", "第%d局，%s。%s。"},
}

func init() {
	for k, e := range puzzleTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}

// puzzleJudgeTexts are the words of judging each move of a puzzle, the
// puzzles solved with help, and their difficulty.
var puzzleJudgeTexts = map[string]entry{
	"puzzle.move.best":          {"✓ %s: the solution's move.", "✓ %s：正解。", "✓ %s：正解。"},
	"puzzle.move.good.win":      {"%s is not the solution's move, but it keeps the win.", "%s 不是正解，但仍保持胜势。", "%s 不是正解，但仍保持勝勢。"},
	"puzzle.move.good.draw":     {"%s is not the solution's move, but it keeps the draw.", "%s 不是正解，但仍能守和。", "%s 不是正解，但仍能守和。"},
	"puzzle.move.wrong.win":     {"%s is not the move: it lets the win go. It was taken back; try another.", "%s 不对：这步棋会失去胜势。已退回，请再试一次。", "%s 不對：這步棋會失去勝勢。已退回，請再試一次。"},
	"puzzle.move.wrong.draw":    {"%s is not the move: it loses. It was taken back; try another.", "%s 不对：这步棋会输。已退回，请再试一次。", "%s 不對：這步棋會輸。已退回，請再試一次。"},
	"puzzle.move.checking":      {"The computer is looking at %s…", "电脑正在判断 %s…", "電腦正在判斷 %s…"},
	"puzzle.over.helped":        {"Solved with help", "在提示下破解", "在提示下破解"},
	"puzzle.state.helped":       {"Solved with help", "提示下破解", "提示下破解"},
	"puzzles.helped":            {"Solved with help", "提示下破解", "提示下破解"},
	"puzzles.progresshelped":    {"%[1]d of %[3]d solved, %[2]d more with help", "已破解 %[1]d 局，另有 %[2]d 局在提示下破解，共 %[3]d 局", "已破解 %[1]d 局，另有 %[2]d 局在提示下破解，共 %[3]d 局"},
	"msg.puzzlehelped":          {"Puzzle %d solved with help.", "第%d局在提示下破解。", "第%d局在提示下破解。"},
	"puzzles.order":             {"Order", "排序", "排序"},
	"puzzles.order.number":      {"By number", "按编号", "按編號"},
	"puzzles.order.difficulty":  {"Easiest first", "由易到难", "由易到難"},
	"puzzle.difficulty.mate":    {"Difficulty %d of 5: mate in %d", "难度 %d/5：%d 步杀", "難度 %d/5：%d 步殺"},
	"puzzle.difficulty.win":     {"Difficulty %d of 5: a win in about %d moves", "难度 %d/5：约 %d 步取胜", "難度 %d/5：約 %d 步取勝"},
	"puzzle.difficulty.draw":    {"Difficulty %d of 5: hold the draw", "难度 %d/5：守和", "難度 %d/5：守和"},
	"puzzle.difficulty.unknown": {"Difficulty %d of 5: the computer could not decide it", "难度 %d/5：电脑未能判定", "難度 %d/5：電腦未能判定"},
}

func init() {
	for k, e := range puzzleJudgeTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
