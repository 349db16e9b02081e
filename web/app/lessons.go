package app

import (
	"strings"

	"xiangqi/web/game"
	"xiangqi/web/lesson"
)

// The primer (学棋): the lessons of web/lesson, the player's progress kept in
// local storage apart from the game, and what the page shows of them. A step
// in hand is the lesson mode (mode_lesson.go).

// LessonPlatform is what the primer needs from the browser besides
// Platform: its own place in local storage. A platform without it keeps no
// lesson progress.
type LessonPlatform interface {
	StoredLessons() (data string, ok bool)
	StoreLessons(data string) error
}

// lessons is the controller's state of the primer.
type lessons struct {
	progress   lesson.Progress
	loaded     bool
	welcome    bool // the first screen's invitation is on show (ShowWelcome)
	storeError bool
}

// loadLessons reads the saved progress once; bad progress starts afresh
// with a message.
func (a *App) loadLessons() (notices []string) {
	if a.ls.loaded {
		return nil
	}
	a.ls.loaded = true
	lp, ok := a.plat.(LessonPlatform)
	if !ok {
		return nil
	}
	if data, ok := lp.StoredLessons(); ok && strings.TrimSpace(data) != "" {
		p, err := lesson.DecodeProgress(data)
		if err != nil {
			a.ls.progress = lesson.Progress{}
			a.storeLessons()
			return []string{a.T("msg.badlessons")}
		}
		a.ls.progress = p
	}
	return nil
}

// storeLessons saves the progress (not from an embedded board).
func (a *App) storeLessons() {
	lp, ok := a.plat.(LessonPlatform)
	if !ok || a.embed || !a.booted {
		return
	}
	if err := lp.StoreLessons(a.ls.progress.Encode()); err != nil && !a.ls.storeError {
		a.ls.storeError = true
		a.plat.Notify(a.T("msg.lessonsfull"), true)
	}
}

// lessonLeft forgets the place in the primer when the lesson's game is
// replaced by another.
func (a *App) lessonLeft() {
	if a.ls.progress.Lesson != "" {
		a.ls.progress.Lesson, a.ls.progress.Step = "", 0
		a.storeLessons()
	}
}

// lessonStepDone records a finished lesson.
func (a *App) lessonStepDone(m *lessonMode) {
	if m.step == len(m.lesson.Steps)-1 && a.ls.progress.MarkDone(m.lesson.Name) {
		a.storeLessons()
	}
}

// lessonMessage says how the step stands after a verdict.
func (a *App) lessonMessage(m *lessonMode) string {
	switch {
	case m.state == lessonMissed:
		return a.T("lesson.miss."+string(m.miss)) + " " + a.T("lesson.tryagain")
	case m.state == lessonDone && m.step < len(m.lesson.Steps)-1:
		return a.T("lesson.stepdone")
	case m.state == lessonDone && m.index < len(lesson.All)-1:
		return a.T("lesson.lessondone", a.T(m.lesson.TitleKey()))
	case m.state == lessonDone:
		return a.T("lesson.alldone")
	}
	return ""
}

// lessonStatus is the status line while Black answers in a lesson.
func (a *App) lessonStatus(m *lessonMode) string {
	if m.state == lessonPlaying {
		return a.T("lesson.blackmoves")
	}
	return a.lessonMessage(m)
}

// inLesson returns the lesson mode in hand.
func (a *App) inLesson() (*lessonMode, bool) {
	m, ok := a.mode.(*lessonMode)
	return m, ok
}

// InLesson reports whether a step of the primer is in hand.
func (a *App) InLesson() bool {
	_, ok := a.inLesson()
	return ok
}

// StartLesson opens the lesson called name at its first step.
func (a *App) StartLesson(name string) {
	if _, index, ok := lesson.Find(name); ok {
		a.sound(SoundNewGame)
		a.startLessonStep(index, 0)
	}
}

// LessonNext goes on from a done or looked-at step: the next step, else the
// next lesson (the list when the primer is finished).
func (a *App) LessonNext() {
	m, ok := a.inLesson()
	if !ok || (m.state != lessonDone && m.state != lessonLooking) {
		return
	}
	switch {
	case m.step+1 < len(m.lesson.Steps):
		a.startLessonStep(m.index, m.step+1)
	case m.index+1 < len(lesson.All):
		a.startLessonStep(m.index+1, 0)
	}
}

// LessonRestart starts the step in hand again.
func (a *App) LessonRestart() {
	if m, ok := a.inLesson(); ok {
		a.startLessonStep(m.index, m.step)
	}
}

// LessonBack goes to the step before, or the last step of the lesson before.
func (a *App) LessonBack() {
	m, ok := a.inLesson()
	if !ok {
		return
	}
	switch {
	case m.step > 0:
		a.startLessonStep(m.index, m.step-1)
	case m.index > 0:
		prev := lesson.All[m.index-1]
		a.startLessonStep(m.index-1, len(prev.Steps)-1)
	}
}

// LessonCard is what the page shows of the step in hand.
type LessonCard struct {
	Name      string // the lesson's name (data-lesson)
	Label     string // "Lesson 3 of 12"
	Title     string
	StepLabel string // "Step 1 of 2"
	Text      string // what the step teaches and asks
	// State is look, playing, done or missed (data-lesson-state); Message
	// says how the last try went.
	State   string
	Message string
	// CanNext: the step is done or looked at and something follows;
	// NextText names it ("Next step", "Next lesson").
	CanNext  bool
	NextText string
	CanBack  bool
	Done     bool // the lesson was finished, now or before
}

// LessonCard returns the card of the step in hand; ok is false outside the
// primer.
func (a *App) LessonCard() (c LessonCard, ok bool) {
	m, ok := a.inLesson()
	if !ok {
		return c, false
	}
	l := m.lesson
	c = LessonCard{
		Name:      l.Name,
		Label:     a.T("lesson.number", m.index+1, len(lesson.All)),
		Title:     a.T(l.TitleKey()),
		StepLabel: a.T("lesson.step", m.step+1, len(l.Steps)),
		Text:      a.T(l.TextKey(m.step)),
		State:     string(m.state),
		Message:   a.lessonMessage(m),
		CanBack:   m.step > 0 || m.index > 0,
		Done:      a.ls.progress.Done(l.Name),
	}
	last := m.step == len(l.Steps)-1
	c.CanNext = (m.state == lessonDone || m.state == lessonLooking) && !(last && m.index == len(lesson.All)-1)
	c.NextText = a.T("lesson.nextstep")
	if last {
		c.NextText = a.T("lesson.nextlesson")
	}
	return c, true
}

// LessonItem is one row of the list of lessons.
type LessonItem struct {
	Name    string
	Number  int
	Title   string
	Summary string // what it teaches, in a line
	Done    bool
	Current bool // the lesson in hand
}

// LessonItems returns the primer's lessons.
func (a *App) LessonItems() []LessonItem {
	cur := ""
	if m, ok := a.inLesson(); ok {
		cur = m.lesson.Name
	}
	out := make([]LessonItem, len(lesson.All))
	for i, l := range lesson.All {
		out[i] = LessonItem{Name: l.Name, Number: i + 1, Title: a.T(l.TitleKey()),
			Summary: a.T("lesson." + l.Name + ".summary"), Done: a.ls.progress.Done(l.Name), Current: l.Name == cur}
	}
	return out
}

// LessonProgressText says how many lessons are done.
func (a *App) LessonProgressText() string {
	return a.T("lessons.progress", a.ls.progress.DoneCount(), len(lesson.All))
}

// NextLessonName is the first lesson not yet done (the first when all are),
// where "Start" in the list begins.
func (a *App) NextLessonName() string {
	for _, l := range lesson.All {
		if !a.ls.progress.Done(l.Name) {
			return l.Name
		}
	}
	return lesson.All[0].Name
}

// ShowWelcome reports whether the first screen invites the player into the
// primer: the page opened on a game not yet begun, with no lesson done and
// the invitation not put away. It stays through that first game, so the
// panel does not jump at the first move, and goes with the next game.
func (a *App) ShowWelcome() bool {
	return a.ls.welcome && !a.embed && a.mode.id() == game.Play && !a.InPuzzle()
}

// welcomeAtBoot decides, as the page opens, whether to invite the player.
func (a *App) welcomeAtBoot() bool {
	p := a.ls.progress
	return a.mode.id() == game.Play && a.game.Ply() == 0 && a.game.StartFEN() == "" && !p.NoWelcome && p.DoneCount() == 0
}

// DismissWelcome puts the invitation away for good.
func (a *App) DismissWelcome() {
	a.ls.progress.NoWelcome = true
	a.ls.welcome = false
	a.storeLessons()
	a.plat.Changed()
}
