//go:build js && wasm

package ui

import (
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"xiangqi/web/app"
	"xiangqi/web/lesson"
)

// The primer's part of the page (学棋): the Learn button, the first screen's
// invitation ([data-welcome]), the list of lessons (#dlg-lessons) and the
// card of the step in hand ([data-lesson-card], above the status line). The
// controller (web/app/lessons.go, mode_lesson.go) decides everything; this
// file draws it and forwards clicks.

var _ app.LessonPlatform = platform{}

// StoredLessons reads the lesson progress from local storage.
func (platform) StoredLessons() (string, bool) { return store.read(lesson.ProgressKey) }

// StoreLessons writes the lesson progress to local storage.
func (platform) StoreLessons(data string) error { return store.write(lesson.ProgressKey, data) }

// lessonView remembers what the list was built for.
type lessonView struct {
	builtAt string
}

// bindLessons wires the primer's controls.
func (u *UI) bindLessons() {
	a := u.app
	click := func(action string, fn func()) {
		if el := button(action); el != nil {
			el.AddEventListener("click", false, func(dom.Event) { u.startAudio(); fn() })
		}
	}
	click("lessons", u.openLessons)
	click("lesson-list", u.openLessons)
	click("welcome-learn", func() { a.StartLesson(a.NextLessonName()) })
	click("welcome-dismiss", a.DismissWelcome)
	click("lesson-next", a.LessonNext)
	click("lesson-back", a.LessonBack)
	click("lesson-restart", a.LessonRestart)
	click("lessons-start", func() { a.StartLesson(a.NextLessonName()) })
	on(jq(jsDoc, "[data-lesson-list]"), "click", func(ev js.Value) {
		b := ev.Get("target").Call("closest", "[data-lesson]")
		if !b.Truthy() {
			return
		}
		closeDialog(dialog("dlg-lessons"))
		u.startAudio()
		a.StartLesson(b.Call("getAttribute", "data-lesson").String())
	})
}

// openLessons shows the list of lessons.
func (u *UI) openLessons() {
	u.renderLessonList()
	showModal(dialog("dlg-lessons"))
}

// renderLessons draws the invitation, the card and, while open, the list.
func (u *UI) renderLessons() {
	a := u.app
	enable(button("lessons"), true)
	showIf(q("[data-welcome]"), a.ShowWelcome())
	card := q("[data-lesson-card]")
	c, ok := a.LessonCard()
	showIf(card, ok)
	if ok {
		v := card.Underlying()
		setAttr(v, "data-lesson", c.Name)
		setAttr(v, "data-lesson-state", c.State)
		setAttr(v, "data-done", strconv.FormatBool(c.Done))
		setText(q(".ls-label"), c.Label)
		setText(q(".ls-step"), c.StepLabel)
		setText(q(".ls-title"), c.Title)
		setText(q(".ls-text"), c.Text)
		setText(q(".ls-message"), c.Message)
		setText(q(".ls-next-text"), c.NextText)
		showIf(button("lesson-next"), c.CanNext)
		enable(button("lesson-back"), c.CanBack)
		showIf(button("lesson-restart"), c.State != "look")
	}
	if dialog("dlg-lessons").Underlying().Get("open").Bool() {
		u.renderLessonList()
	}
}

// renderLessonList fills the list when its content changed.
func (u *UI) renderLessonList() {
	a := u.app
	items := a.LessonItems()
	key := string(a.Lang()) + "|" + a.LessonProgressText()
	for _, it := range items {
		if it.Current {
			key += "|" + it.Name
		}
	}
	if key == u.lessons.builtAt {
		return
	}
	u.lessons.builtAt = key
	setText(q(".ls-progress"), a.LessonProgressText())
	list := jq(jsDoc, "[data-lesson-list]")
	list.Set("textContent", "")
	for _, it := range items {
		li := jsDoc.Call("createElement", "li")
		b := jsDoc.Call("createElement", "button")
		b.Set("type", "button")
		b.Set("className", "ls-item")
		b.Call("setAttribute", "data-lesson", it.Name)
		b.Call("setAttribute", "data-done", strconv.FormatBool(it.Done))
		if it.Current {
			b.Call("setAttribute", "aria-current", "true")
		}
		add := func(class, text string) js.Value {
			s := jsDoc.Call("createElement", "span")
			s.Set("className", class)
			s.Set("textContent", text)
			b.Call("appendChild", s)
			return s
		}
		add("ls-num", strconv.Itoa(it.Number))
		words := jsDoc.Call("createElement", "span")
		words.Set("className", "ls-words")
		title := jsDoc.Call("createElement", "span")
		title.Set("className", "ls-name")
		title.Set("textContent", it.Title)
		sum := jsDoc.Call("createElement", "span")
		sum.Set("className", "ls-sum")
		sum.Set("textContent", it.Summary)
		words.Call("appendChild", title)
		words.Call("appendChild", sum)
		b.Call("appendChild", words)
		mark := add("pz-mark", "")
		if it.Done {
			mark.Set("textContent", "✓")
			mark.Call("setAttribute", "aria-label", a.T("lessons.done"))
			mark.Call("setAttribute", "title", a.T("lessons.done"))
		}
		li.Call("appendChild", b)
		list.Call("appendChild", li)
	}
}
