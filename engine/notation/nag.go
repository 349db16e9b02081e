package notation

// NAGSymbol returns the mark a move list shows for a NAG: "!" for 1 up to
// "?!" for 6, and "" for the others (which only a PGN writes, as $n).
func NAGSymbol(nag int) string {
	switch nag {
	case NAGGood:
		return "!"
	case NAGMistake:
		return "?"
	case NAGBrilliant:
		return "!!"
	case NAGBlunder:
		return "??"
	case NAGInteresting:
		return "!?"
	case NAGDubious:
		return "?!"
	}
	return ""
}
