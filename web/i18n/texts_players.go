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
	"list.sep":              {", ", "、"},
}

func init() {
	for k, e := range playersTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
