package i18n

// lessonTexts are the words of the primer (学棋, web/app/mode_lesson.go and
// web/lesson): the list, the card beside the board, and every lesson's
// title, summary and steps ("lesson.<lesson>.<step>", the names in
// web/lesson/lessons.go). Like puzzleTexts they live apart from texts; init
// adds them.
var lessonTexts = map[string]entry{
	"action.lessons":       {"Learn", "学棋", "學棋"},
	"lessons.title":        {"Learn to play", "学下象棋", "學下象棋"},
	"lessons.intro":        {"Twelve short lessons: how each piece moves, then the rules that win and lose games. Each has a small task on the board.", "十二节小课：先学每种棋子怎么走，再学决定胜负的规则。每课都有一个小练习。", "十二節小課：先學每種棋子怎麼走，再學決定勝負的規則。每課都有一個小練習。"},
	"lessons.progress":     {"%d of %d done", "已学完 %d / %d 课", "已學完 %d / %d 課"},
	"lessons.start":        {"Start", "开始", "開始"},
	"lessons.done":         {"Done", "已学完", "已學完"},
	"lesson.number":        {"Lesson %d of %d", "第 %d 课，共 %d 课", "第 %d 課，共 %d 課"},
	"lesson.step":          {"Step %d of %d", "第 %d 步，共 %d 步", "第 %d 步，共 %d 步"},
	"lesson.nextstep":      {"Next step", "下一步", "下一步"},
	"lesson.nextlesson":    {"Next lesson", "下一课", "下一課"},
	"lesson.restart":       {"Try again", "再试一次", "再試一次"},
	"lesson.back":          {"Back", "上一步", "上一步"},
	"lesson.list":          {"All lessons", "全部课程", "全部課程"},
	"lesson.leave":         {"Play a game", "下一盘棋", "下一盤棋"},
	"lesson.nohint":        {"Start the step again for a hint: the hint follows the lesson's own way.", "请重新开始这一步再看提示：提示按本课的走法给出。", "請重新開始這一步再看提示：提示按本課的走法給出。"},
	"lesson.blackmoves":    {"Black answers…", "黑方应着…", "黑方應著…"},
	"lesson.stepdone":      {"Well done! Go on to the next step.", "做得好！请进入下一步。", "做得好！請進入下一步。"},
	"lesson.lessondone":    {"Well done! You have finished “%s”.", "做得好！“%s”一课已学完。", "做得好！「%s」一課已學完。"},
	"lesson.alldone":       {"Well done! You know the rules now: start a game against the computer.", "做得好！你已经学会了规则，和电脑下一盘吧。", "做得好！你已經學會了規則，和電腦下一盤吧。"},
	"lesson.tryagain":      {"Try again.", "再试一次。", "再試一次。"},
	"lesson.miss.moves":    {"That was not done in the moves the task allows.", "没有在规定的步数内完成。", "沒有在規定的步數內完成。"},
	"lesson.miss.piece":    {"This task is for the piece the lesson is about.", "这个练习要用本课讲的棋子来完成。", "這個練習要用本課講的棋子來完成。"},
	"lesson.miss.check":    {"That move checks the black general; in this lesson Black does not move, so leave it alone (check comes later).", "这步棋将了黑将的军；本课黑方不走棋，请先别将军（将军在后面的课里讲）。", "這步棋將了黑將的軍；本課黑方不走棋，請先別將軍（將軍在後面的課裡講）。"},
	"lesson.miss.notcheck": {"That move does not attack the black general.", "这步棋没有攻击黑将。", "這步棋沒有攻擊黑將。"},
	"lesson.miss.notmate":  {"That is not checkmate: Black has a way out.", "这不是将死：黑方还有办法解围。", "這不是將死：黑方還有辦法解圍。"},
	"lesson.miss.notstuck": {"Black can still move.", "黑方还有棋可走。", "黑方還有棋可走。"},
	"lesson.miss.lost":     {"The game was lost.", "这局输了。", "這局輸了。"},
	"announce.lesson":      {"%s. %s", "%s。%s", "%s。%s"},
	"msg.badlessons":       {"Your lesson progress could not be read, so it starts afresh.", "无法读取学棋进度，已重新开始记录。", "無法讀取學棋進度，已重新開始記錄。"},
	"msg.lessonsfull":      {"Your lesson progress could not be saved in this browser.", "无法在此浏览器中保存学棋进度。", "無法在此瀏覽器中儲存學棋進度。"},

	"lesson.general.title":   {"The general", "帅（将）", "帥（將）"},
	"lesson.general.summary": {"The piece to protect: one step at a time, inside the palace.", "要保护的棋子：一次一步，不出九宫。", "要保護的棋子：一次一步，不出九宮。"},
	"lesson.general.look":    {"The general (帅 for Red, 将 for Black) is the piece to protect: lose it and you lose the game. It never leaves the palace, the nine points crossed by the X, and steps one point along a line: forward, back or sideways. The marked points are where it may go. Try it, then go on.", "帅（黑方为将）是要保护的棋子：被将死就输了。它不能走出九宫（画着“米”字的九个点），每次沿直线走一步：进、退或平。标出的点就是它能走的地方。试着走一走，再进入下一步。", "帥（黑方為將）是要保護的棋子：被將死就輸了。它不能走出九宮（畫著「米」字的九個點），每次沿直線走一步：進、退或平。標出的點就是它能走的地方。試著走一走，再進入下一步。"},
	"lesson.general.task":    {"Walk the general to the marked corner of the palace in two moves.", "用两步把帅走到标出的九宫角上。", "用兩步把帥走到標出的九宮角上。"},

	"lesson.advisor.title":   {"The advisor", "仕（士）", "仕（士）"},
	"lesson.advisor.summary": {"The general's guard: one step diagonally, on five points of the palace.", "帅的卫士：斜走一步，只在九宫的五个点上。", "帥的衛士：斜走一步，只在九宮的五個點上。"},
	"lesson.advisor.look":    {"The advisor (仕 / 士) guards the general. It steps one point diagonally and never leaves the palace, so it only ever stands on five points: the corners and the centre.", "仕（黑方为士）保护帅。它每次斜走一步，也不能出九宫，所以只会在九宫的四个角和中心这五个点上。", "仕（黑方為士）保護帥。它每次斜走一步，也不能出九宮，所以只會在九宮的四個角和中心這五個點上。"},
	"lesson.advisor.task":    {"A black soldier has come into the palace. Take it with the advisor in two moves.", "一个黑卒进了九宫。用仕在两步之内吃掉它。", "一個黑卒進了九宮。用仕在兩步之內吃掉它。"},

	"lesson.elephant.title":   {"The elephant", "相（象）", "相（象）"},
	"lesson.elephant.summary": {"Two points diagonally; it never crosses the river.", "斜走两点（走“田”字），不能过河。", "斜走兩點（走「田」字），不能過河。"},
	"lesson.elephant.look":    {"The elephant (相 / 象) moves exactly two points diagonally, across one square of the grid, like the character 田. It never crosses the river, so it defends its own side. If the point in between (the elephant's eye) is taken, it cannot go that way: here the soldier on f3 blocks the eye towards g4.", "相（黑方为象）斜走两点，跨过棋盘上的一个方格，就像“田”字的对角。它不能过河，只在己方防守。如果中间那个点（象眼）上有棋子，就不能往那边走：这里 f3 的卒塞住了往 g4 去的象眼。", "相（黑方為象）斜走兩點，跨過棋盤上的一個方格，就像「田」字的對角。它不能過河，只在己方防守。如果中間那個點（象眼）上有棋子，就不能往那邊走：這裡 f3 的卒塞住了往 g4 去的象眼。"},
	"lesson.elephant.task":    {"The eye towards g4 is blocked. Take the black horse on g4 in three moves by going round.", "往 g4 的象眼被塞住了。绕个圈，用三步吃掉 g4 的黑马。", "往 g4 的象眼被塞住了。繞個圈，用三步吃掉 g4 的黑馬。"},

	"lesson.horse.title":   {"The horse", "马", "馬"},
	"lesson.horse.summary": {"One point straight, one diagonally: the 日 shape; its leg can be blocked.", "先直走一点再斜走一点，走“日”字；会被绊马腿。", "先直走一點再斜走一點，走「日」字；會被絆馬腿。"},
	"lesson.horse.look":    {"The horse (马) moves one point along a line and then one diagonally outwards, like the character 日. A piece on the point next to it in that direction (the horse's leg) blocks the move: here the soldier in front of it stops two of its eight moves.", "马先沿直线走一点，再向外斜走一点，走的是“日”字。如果那个方向紧挨着的点上有棋子（马腿），就走不过去：这里前面的兵绊住了马腿，八个方向少了两个。", "馬先沿直線走一點，再向外斜走一點，走的是「日」字。如果那個方向緊挨著的點上有棋子（馬腿），就走不過去：這裡前面的兵絆住了馬腿，八個方向少了兩個。"},
	"lesson.horse.task":    {"Take the black cannon with the horse in two moves.", "用马在两步之内吃掉黑炮。", "用馬在兩步之內吃掉黑炮。"},

	"lesson.chariot.title":   {"The chariot", "车", "車"},
	"lesson.chariot.summary": {"Any distance along a line: the strongest piece.", "沿直线走任意远：最强的棋子。", "沿直線走任意遠：最強的棋子。"},
	"lesson.chariot.look":    {"The chariot (车) is the strongest piece. It moves any number of points along a line, forward, back or sideways, but cannot jump over a piece. It takes the first enemy piece in its way.", "车是最强的棋子。它沿直线走，进、退、平都可以，走多远都行，但不能越过棋子。它可以吃掉路上遇到的第一个敌方棋子。", "車是最強的棋子。它沿直線走，進、退、平都可以，走多遠都行，但不能越過棋子。它可以吃掉路上遇到的第一個敵方棋子。"},
	"lesson.chariot.task":    {"Take both black horses in two moves.", "用两步吃掉两匹黑马。", "用兩步吃掉兩匹黑馬。"},

	"lesson.cannon.title":   {"The cannon", "炮", "炮"},
	"lesson.cannon.summary": {"Moves like the chariot; takes by jumping over one piece.", "走法同车；吃子要隔一个棋子（炮架）。", "走法同車；吃子要隔一個棋子（炮架）。"},
	"lesson.cannon.look":    {"The cannon (炮) moves like the chariot, but it takes by jumping over exactly one piece, its screen (炮架), friend or foe. Here the soldier on e3 is the screen that lets it take the horse on e7.", "炮走起来和车一样，但吃子时必须隔着一个棋子跳过去，这个棋子叫炮架，是哪一方的都可以。这里 e3 的兵就是炮架，炮可以隔着它吃掉 e7 的马。", "炮走起來和車一樣，但吃子時必須隔著一個棋子跳過去，這個棋子叫炮架，是哪一方的都可以。這裡 e3 的兵就是炮架，炮可以隔著它吃掉 e7 的馬。"},
	"lesson.cannon.task":    {"Take the black chariot in two moves: first find a screen.", "用两步吃掉黑车：先找一个炮架。", "用兩步吃掉黑車：先找一個炮架。"},

	"lesson.soldier.title":   {"The soldier", "兵（卒）", "兵（卒）"},
	"lesson.soldier.summary": {"One step forward; sideways too once across the river; never back.", "每次向前一步；过河后也能横走；不能后退。", "每次向前一步；過河後也能橫走；不能後退。"},
	"lesson.soldier.look":    {"The soldier (兵 / 卒) steps one point forward. Once it has crossed the river it may also step sideways, like the one on g5; before the river, like the one on c3, only forward. It never moves back.", "兵（黑方为卒）每次向前走一步。过了河以后也可以横着走一步，比如 g5 的兵；没过河的时候只能向前，比如 c3 的兵。兵永远不能后退。", "兵（黑方為卒）每次向前走一步。過了河以後也可以橫著走一步，比如 g5 的兵；沒過河的時候只能向前，比如 c3 的兵。兵永遠不能後退。"},
	"lesson.soldier.task":    {"Take the black cannon with the soldier in three moves.", "用兵在三步之内吃掉黑炮。", "用兵在三步之內吃掉黑炮。"},

	"lesson.check.title":   {"Check", "将军", "將軍"},
	"lesson.check.summary": {"Attacking the general, and getting out of check.", "攻击对方的将，以及如何应将。", "攻擊對方的將，以及如何應將。"},
	"lesson.check.give":    {"A move that attacks the enemy general is check (将军). Give check with the chariot.", "攻击对方将（帅）的一步棋叫“将军”。用车将军。", "攻擊對方將（帥）的一步棋叫「將軍」。用車將軍。"},
	"lesson.check.escape":  {"Now your general is in check from the black chariot. You must answer it at once: step the general aside, block the line, or take the piece that checks. Moves that leave the general in check are not allowed.", "现在黑车在将你的帅。你必须马上应将：把帅躲开、挡住这条线，或者吃掉将军的棋子。走了以后帅仍被将军的棋是不允许的。", "現在黑車在將你的帥。你必須馬上應將：把帥躲開、擋住這條線，或者吃掉將軍的棋子。走了以後帥仍被將軍的棋是不允許的。"},

	"lesson.mate.title":   {"Checkmate", "将死", "將死"},
	"lesson.mate.summary": {"Check with no way out wins the game.", "被将军而无法解救，就输了。", "被將軍而無法解救，就輸了。"},
	"lesson.mate.task":    {"Check with no way out is checkmate (将死), and wins the game. Mate in one move: the black general may not step where the other chariot attacks.", "被将军而无法解救叫“将死”，将死对方就赢了。一步将死：黑将不能走到另一个车攻击的地方。", "被將軍而無法解救叫「將死」，將死對方就贏了。一步將死：黑將不能走到另一個車攻擊的地方。"},

	"lesson.flying.title":   {"The flying general", "将帅不照面", "將帥不照面"},
	"lesson.flying.summary": {"The two generals may never face each other on an open file.", "将和帅不能在同一条直线上直接相对。", "將和帥不能在同一條直線上直接相對。"},
	"lesson.flying.task":    {"The two generals may never face each other on a file with nothing between them (将帅不照面): no move may leave them so. So your general on e0 keeps the black general off the e-file. Use it: mate in one.", "将和帅不能在同一条竖线上中间没有棋子地直接相对（将帅不照面），任何走法都不能造成这种局面。所以 e0 的帅让黑将不能走到 e 线上。利用这一点，一步将死。", "將和帥不能在同一條豎線上中間沒有棋子地直接相對（將帥不照面），任何走法都不能造成這種局面。所以 e0 的帥讓黑將不能走到 e 線上。利用這一點，一步將死。"},

	"lesson.stalemate.title":   {"Stalemate loses", "困毙", "困斃"},
	"lesson.stalemate.summary": {"A side with no legal move loses, even when not in check.", "无棋可走的一方判负，即使没有被将军。", "無棋可走的一方判負，即使沒有被將軍。"},
	"lesson.stalemate.task":    {"A side that has no legal move loses, even when it is not in check (困毙); unlike chess, it is not a draw. Make a move that leaves Black without one.", "轮到走棋的一方如果无棋可走，即使没有被将军也判负（困毙），这和国际象棋不同，不算和棋。走一步棋，让黑方无棋可走。", "輪到走棋的一方如果無棋可走，即使沒有被將軍也判負（困斃），這和國際象棋不同，不算和棋。走一步棋，讓黑方無棋可走。"},

	"lesson.perpetual.title":   {"Perpetual check", "长将", "長將"},
	"lesson.perpetual.summary": {"Checking without end is not allowed: it loses.", "一直将军是不允许的，长将判负。", "一直將軍是不允許的，長將判負。"},
	"lesson.perpetual.task":    {"Checking for ever is not allowed (长将): a side that repeats the same position by checking again and again loses. Black checks and checks again; answer each check, and the rules end it.", "不停地将军是不允许的（长将）：一方用连续将军使同一局面反复出现就要判负。黑方一直将军，你只要每次应将，规则就会判黑方负。", "不停地將軍是不允許的（長將）：一方用連續將軍使同一局面反覆出現就要判負。黑方一直將軍，你只要每次應將，規則就會判黑方負。"},
}

func init() {
	for k, e := range lessonTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}

// welcomeTexts invite a first visitor into the primer.
var welcomeTexts = map[string]entry{
	"welcome.title":   {"New to xiangqi?", "刚学象棋？", "剛學象棋？"},
	"welcome.text":    {"Twelve short lessons teach you the pieces and the rules, each with a small task on the board.", "十二节小课教你认识棋子和规则，每课都有一个小练习。", "十二節小課教你認識棋子和規則，每課都有一個小練習。"},
	"welcome.learn":   {"Learn to play", "学下象棋", "學下象棋"},
	"welcome.dismiss": {"I know the rules", "我会下", "我會下"},
}

func init() {
	for k, e := range welcomeTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
