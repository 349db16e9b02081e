package i18n

// playersTexts are the words added for new players and for play without a
// mouse or sight (issue 15): the resign confirmation, the opponent line, the
// engine's last search, natural pace, the keyboard cursor and what a screen
// reader hears of the board. Like puzzleTexts they live apart from texts;
// init adds them.
var playersTexts = map[string]entry{
	"action.confirmresign": {"Resign?", "确认认输？"},

	// Results of games the player did not play (a loaded record, a link):
	// by colour, with the reason only when the record gives one.
	"status.result": {"%s", "%s"},

	// The opponent line and the engine's last search.
	"opponent.engine":   {"Computer · level %d, %s", "电脑 · %d 级 %s"},
	"opponent.engineno": {"Computer · level %d", "电脑 · %d 级"},
	"opponent.captured": {"Captured by %s: %s", "%s吃子：%s"},
	"opponent.balance":  {"Material: %s", "子力：%s"},
	"opponent.even":     {"Material even", "子力相当"},
	"opponent.ahead":    {"%s ahead by %s", "%s多 %s"},
	"status.lastsearch": {"Computer's last move: %s", "电脑上一步：%s"},
	"settings.pace":     {"Natural pace (the computer takes a moment)", "自然节奏（电脑稍作思考）"},

	// Moves as a screen reader hears them.
	"announce.capture":      {"%s: %s, takes %s", "%s：%s，吃%s"},
	"announce.capturecheck": {"%s: %s, takes %s, check", "%s：%s，吃%s，将军"},
}

func init() {
	for k, e := range playersTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}

// pieceTexts name the pieces with their colour, as the opponent line and
// screen readers say them. Chinese writes each side's own character (帅 and
// 将, 仕 and 士, 相 and 象, 兵 and 卒).
var pieceTexts = map[string]entry{
	"piece.red.K":   {"Red general", "红帅"},
	"piece.red.A":   {"Red advisor", "红仕"},
	"piece.red.B":   {"Red elephant", "红相"},
	"piece.red.N":   {"Red horse", "红马"},
	"piece.red.R":   {"Red chariot", "红车"},
	"piece.red.C":   {"Red cannon", "红炮"},
	"piece.red.P":   {"Red soldier", "红兵"},
	"piece.black.k": {"Black general", "黑将"},
	"piece.black.a": {"Black advisor", "黑士"},
	"piece.black.b": {"Black elephant", "黑象"},
	"piece.black.n": {"Black horse", "黑马"},
	"piece.black.r": {"Black chariot", "黑车"},
	"piece.black.c": {"Black cannon", "黑炮"},
	"piece.black.p": {"Black soldier", "黑卒"},
	"list.sep":      {", ", "、"},
}

func init() {
	for k, e := range pieceTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
