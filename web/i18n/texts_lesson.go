package i18n

// lessonTexts are the words of the primer (学棋, web/app/mode_lesson.go and
// web/lesson). Like puzzleTexts they live apart from texts; init adds them.
var lessonTexts = map[string]entry{
	"action.lessons": {"Learn", "学棋"},
	"lessons.title":  {"Learn to play", "学下象棋"},
}

func init() {
	for k, e := range lessonTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
