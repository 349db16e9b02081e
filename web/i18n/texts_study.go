package i18n

// studyTexts are the words of the study half: the move tree, the analysis
// board. Like puzzleTexts they live apart from texts; init adds them to it.
var studyTexts = map[string]entry{
	// The move tree.
	"status.variation":  {"Variation, move %d", "变着，第 %d 步"},
	"action.promote":    {"Promote the variation", "提升变着"},
	"action.deletemove": {"Delete from this move", "删除此步及以后"},
	"moves.variation":   {"Variation", "变着"},
}

func init() {
	for k, e := range studyTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
