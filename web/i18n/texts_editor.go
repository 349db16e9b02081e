package i18n

// editorTexts are the words of the position editor (摆棋: web/editor, the
// editor's panel) and the names of the pieces it places. Like puzzleTexts
// they live apart from the page's main table; init adds them to it, and a
// test catches a key that clashes.
//
// The reasons a set-up is refused are keyed "setup." plus the code's name
// (position.SetupCode.String()), so every code has its words here.
var editorTexts = map[string]entry{
	"action.editor": {"Set up", "摆棋", "擺棋"},

	// The panel.
	"editor.title":       {"Set up a position", "摆棋", "擺棋"},
	"editor.help":        {"Pick a piece, then tap points to place it; tap it again to take it off. Drag pieces to move them, or off the board to remove them.", "选一个棋子，再点棋盘上的点放置；再点一次即拿掉。拖动棋子可移动，拖出棋盘即删除。", "選一個棋子，再點棋盤上的點放置；再點一次即拿掉。拖曳棋子可移動，拖出棋盤即刪除。"},
	"editor.palette":     {"Pieces", "棋子", "棋子"},
	"editor.hand":        {"Move pieces", "移动棋子", "移動棋子"},
	"editor.eraser":      {"Remove pieces", "删除棋子", "刪除棋子"},
	"editor.tomove":      {"Side to move", "走子方", "走子方"},
	"editor.side.red":    {"Red to move", "红先", "紅先"},
	"editor.side.black":  {"Black to move", "黑先", "黑先"},
	"editor.clear":       {"Clear", "清空", "清空"},
	"editor.start":       {"Start position", "初始局面", "初始局面"},
	"editor.fen":         {"Position (FEN)", "局面（FEN）", "局面（FEN）"},
	"editor.loadfen":     {"Load", "载入", "載入"},
	"editor.playas":      {"You play", "你执", "你執"},
	"editor.level":       {"Level", "难度", "難度"},
	"editor.play":        {"Play from here", "从此对弈", "從此對弈"},
	"editor.analysis":    {"Analyse", "分析", "分析"},
	"editor.done":        {"Back to the game", "返回对局", "返回對局"},
	"editor.legal":       {"The position is legal.", "局面合法。", "局面合法。"},
	"editor.nomoves":     {"The side to move has no legal move, so a game from here ends at once.", "走子方已无棋可走，从此开始对局会立即结束。", "走子方已無棋可走，從此開始對局會立即結束。"},
	"editor.more":        {"…and %d more problems.", "……另有 %d 处问题。", "……另有 %d 處問題。"},
	"editor.fixfirst":    {"This position cannot be used yet: %s", "此局面还不能使用：%s", "此局面還不能使用：%s"},
	"editor.badfen":      {"That FEN cannot be read: %s", "无法读取该 FEN：%s", "無法讀取該 FEN：%s"},
	"editor.badposition": {"That position cannot occur in a game: %s", "该局面不可能在对局中出现：%s", "該局面不可能在對局中出現：%s"},
	"editor.loaded":      {"Position loaded.", "局面已载入。", "局面已載入。"},
	"editor.emptyfen":    {"Paste or type a FEN first.", "请先粘贴或输入 FEN。", "請先貼上或輸入 FEN。"},
	"editor.baddraft":    {"The position you were setting up could not be read, so the editor shows the game's position.", "无法读取之前摆的局面，已显示对局中的局面。", "無法讀取之前擺的局面，已顯示對局中的局面。"},
	"status.editor":      {"Setting up a position", "摆棋中", "擺棋中"},
	"share.editorlink":   {"Link to this position in the editor", "在摆棋中打开此局面的链接", "在擺棋中開啟此局面的連結"},

	// Why a set-up is refused (position.SetupCode names).
	"setup.no-king":              {"%s has no %s.", "%s没有%s。", "%s沒有%s。"},
	"setup.two-kings":            {"%s has %d %s, but a side has only one.", "%s有%d个%s，但每方只能有一个。", "%s有%d個%s，但每方只能有一個。"},
	"setup.king-outside-palace":  {"The %s must stay inside its palace.", "%s必须在九宫之内。", "%s必須在九宮之內。"},
	"setup.too-many":             {"%s has %d %s, but a side has at most %d.", "%s有%d个%s，但每方最多%d个。", "%s有%d個%s，但每方最多%d個。"},
	"setup.advisor-point":        {"The %s can never stand here: advisors keep to the five points of the palace's diagonals.", "%s不可能在这里：仕（士）只在九宫斜线的五个点上。", "%s不可能在這裡：仕（士）只在九宮斜線的五個點上。"},
	"setup.elephant-point":       {"The %s can never stand here: elephants keep to seven points on their own side of the river.", "%s不可能在这里：相（象）只在本方河界内的七个点上。", "%s不可能在這裡：相（象）只在本方河界內的七個點上。"},
	"setup.pawn-behind":          {"The %s can never stand behind its starting rank: soldiers never move back.", "%s不可能在起始线之后：兵（卒）不能后退。", "%s不可能在起始線之後：兵（卒）不能後退。"},
	"setup.pawn-beside":          {"The %s can never stand here: before the river, soldiers only move straight ahead from their five starting points.", "%s不可能在这里：兵（卒）过河前只能从五个起始点直进。", "%s不可能在這裡：兵（卒）過河前只能從五個起始點直進。"},
	"setup.kings-facing":         {"The two generals face each other on an open file, which the rules never allow.", "将帅在同一直线上照面，中间没有棋子，规则不允许。", "將帥在同一直線上照面，中間沒有棋子，規則不允許。"},
	"setup.not-to-move-in-check": {"%s is in check, but it is %s's move: the side not to move can never be in check.", "%s正被将军，却轮到%s走：不走棋的一方不可能被将军。", "%s正被將軍，卻輪到%s走：不走棋的一方不可能被將軍。"},

	// The pieces by FEN letter: on the palette ("Red chariot"), and as a
	// noun in the reasons ("general", "chariots").
	"piece.K": {"Red general", "红帅", "紅帥"},
	"piece.A": {"Red advisor", "红仕", "紅仕"},
	"piece.B": {"Red elephant", "红相", "紅相"},
	"piece.N": {"Red horse", "红马", "紅傌"},
	"piece.R": {"Red chariot", "红车", "紅俥"},
	"piece.C": {"Red cannon", "红炮", "紅炮"},
	"piece.P": {"Red soldier", "红兵", "紅兵"},
	"piece.k": {"Black general", "黑将", "黑將"},
	"piece.a": {"Black advisor", "黑士", "黑士"},
	"piece.b": {"Black elephant", "黑象", "黑象"},
	"piece.n": {"Black horse", "黑马", "黑馬"},
	"piece.r": {"Black chariot", "黑车", "黑車"},
	"piece.c": {"Black cannon", "黑炮", "黑砲"},
	"piece.p": {"Black soldier", "黑卒", "黑卒"},

	"piece.noun.K": {"general", "帅", "帥"},
	"piece.noun.k": {"general", "将", "將"},

	"piece.plural.K": {"generals", "帅", "帥"},
	"piece.plural.A": {"advisors", "仕", "仕"},
	"piece.plural.B": {"elephants", "相", "相"},
	"piece.plural.N": {"horses", "马", "傌"},
	"piece.plural.R": {"chariots", "车", "俥"},
	"piece.plural.C": {"cannons", "炮", "炮"},
	"piece.plural.P": {"soldiers", "兵", "兵"},
	"piece.plural.k": {"generals", "将", "將"},
	"piece.plural.a": {"advisors", "士", "士"},
	"piece.plural.b": {"elephants", "象", "象"},
	"piece.plural.n": {"horses", "马", "馬"},
	"piece.plural.r": {"chariots", "车", "車"},
	"piece.plural.c": {"cannons", "炮", "砲"},
	"piece.plural.p": {"soldiers", "卒", "卒"},
}

func init() {
	for k, e := range editorTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
