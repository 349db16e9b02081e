package game

// Mode is how the page treats a game, as the link parameter mode= names it.
type Mode string

const (
	// Play: the player moves one side and the engine the other.
	Play Mode = "play"
	// View: nobody moves; the game is for looking through (an embedded
	// record, say).
	View Mode = "view"
	// Analysis: the player moves both sides and the engine only suggests.
	Analysis Mode = "analysis"
	// Editor: the position editor (摆棋); the link's position is the one
	// being set up, and nobody plays until the player leaves the editor.
	Editor Mode = "editor"
	// Lesson: a step of the primer (学棋, web/lesson); the player moves
	// Red, and Black stands still or answers as the lesson says.
	Lesson Mode = "lesson"
	// Review: the game's review (复盘): every move judged by the engine,
	// on the analysis board.
	Review Mode = "review"
	// TwoPlayers: two people at one device (双人对弈), no engine.
	TwoPlayers Mode = "two-players"
	// Watch: the engine plays both sides at one level, to watch (and to
	// measure its clock handling in the browser).
	Watch Mode = "watch"
)

// ParseMode reads a mode name.
func ParseMode(s string) (Mode, bool) {
	switch m := Mode(s); m {
	case Play, View, Analysis, Editor, Review, Lesson, TwoPlayers, Watch:
		return m, true
	}
	return Play, false
}
