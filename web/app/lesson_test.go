package app

import (
	"strings"
	"testing"

	"xiangqi/web/game"
	"xiangqi/web/i18n"
	"xiangqi/web/lesson"
)

// TestEveryLessonHasWords checks that every lesson's title, summary and
// step have their words in every language.
func TestEveryLessonHasWords(t *testing.T) {
	keys := map[string]bool{}
	for _, k := range i18n.Keys() {
		keys[k] = true
	}
	for _, l := range lesson.All {
		need := []string{l.TitleKey(), "lesson." + l.Name + ".summary"}
		for i := range l.Steps {
			need = append(need, l.TextKey(i))
		}
		for _, k := range need {
			if !keys[k] {
				t.Errorf("no words for %s", k)
			}
		}
	}
	for _, miss := range []lesson.Miss{lesson.MissMoves, lesson.MissPiece, lesson.MissCheck, lesson.MissNotCheck,
		lesson.MissNotMate, lesson.MissNotStuck, lesson.MissLost} {
		if !keys["lesson.miss."+string(miss)] {
			t.Errorf("no words for the miss %s", miss)
		}
	}
}

// TestLessonByTaps plays the chariot lesson as a player would: the Look
// step with its piece picked up, Next, a miss (another piece moved) and a
// fresh try, the task done in two moves with Black standing still, the
// progress kept, and the next lesson offered; then a reload goes back to
// the lesson in hand.
func TestLessonByTaps(t *testing.T) {
	r := newRig(t).start(Boot{})
	r.a.StartLesson("chariot")
	card, ok := r.a.LessonCard()
	if !ok || r.a.Mode() != game.Lesson || card.State != "look" || card.Label != "Lesson 5 of 12" || card.Title != "The chariot" || !card.CanNext {
		t.Fatalf("card %+v", card)
	}
	if r.a.Board().Selected().String() != "e4" || len(r.a.Board().Dests()) != 17 {
		t.Errorf("the chariot is not picked up with its 17 points: %v %d", r.a.Board().Selected(), len(r.a.Board().Dests()))
	}
	// In a Look step the piece moves about, Red moving again each time;
	// it is picked up already, so one tap on a point moves it.
	r.tap("a4")
	if r.a.Game().Position().SideToMove().String() != "red" || r.a.Board().Selected().String() != "a4" || r.a.Board().LastMove().String() != "e4a4" {
		t.Errorf("after a move in the Look step: %s selected %v last %v", r.a.Game().Position().FEN(), r.a.Board().Selected(), r.a.Board().LastMove())
	}
	r.a.LessonNext()
	card, _ = r.a.LessonCard()
	if card.State != "playing" || card.StepLabel != "Step 2 of 2" || !strings.Contains(card.Text, "both black horses") {
		t.Fatalf("task card %+v", card)
	}
	if goals := r.a.Board().Goals; len(goals) != 2 {
		t.Errorf("targets marked: %v", goals)
	}
	r.a.Deselect()
	r.tap("e0", "e1") // the general, not the chariot
	card, _ = r.a.LessonCard()
	if card.State != "missed" || !strings.HasPrefix(card.Message, "This task is for the piece") || r.a.Board().Interactive() {
		t.Fatalf("after another piece moved: %+v", card)
	}
	r.a.LessonRestart()
	r.tap("a7")
	r.tap("h7")
	card, _ = r.a.LessonCard()
	if card.State != "done" || !card.Done || card.NextText != "Next lesson" || !strings.Contains(card.Message, "finished “The chariot”") {
		t.Fatalf("after the task: %+v", card)
	}
	if !strings.Contains(r.plat.lessons, `"done":["chariot"]`) {
		t.Errorf("progress %s", r.plat.lessons)
	}
	r.a.LessonNext()
	if card, _ := r.a.LessonCard(); card.Name != "cannon" {
		t.Fatalf("the next lesson is %s", card.Name)
	}
	items := r.a.LessonItems()
	if !items[4].Done || items[5].Done || !items[5].Current || r.a.NextLessonName() != "general" {
		t.Errorf("list %+v", items[4:6])
	}

	// A reload goes back to the cannon lesson's first step.
	again := newRig(t)
	again.plat.lessons, again.plat.hasLessons = r.plat.lessons, true
	again.start(Boot{Stored: r.plat.stored, HasStored: true})
	if card, ok := again.a.LessonCard(); !ok || card.Name != "cannon" || card.State != "look" {
		t.Fatalf("after a reload: %+v %v", card, ok)
	}
	if again.a.LessonProgressText() != "1 of 12 done" {
		t.Errorf("progress text %q", again.a.LessonProgressText())
	}
	// A new game leaves the primer.
	again.a.NewGame(0, 1)
	if again.a.InLesson() || strings.Contains(again.plat.lessons, `"lesson":"cannon"`) {
		t.Errorf("still in the lesson: %s", again.plat.lessons)
	}
}

// TestLessonRules plays the rule lessons: a mate, a stalemate, and the
// perpetual check that Black loses, with Black's answers after a pause.
func TestLessonRules(t *testing.T) {
	r := newRig(t).start(Boot{Language: "zh-CN"})
	r.plat.holdTimers = true
	r.a.StartLesson("mate")
	r.tap("b8", "b9")
	if card, _ := r.a.LessonCard(); card.State != "missed" || !strings.HasPrefix(card.Message, "这不是将死") {
		t.Fatalf("not mate: %+v", card)
	}
	r.a.LessonRestart()
	r.tap("a1", "a9")
	if card, _ := r.a.LessonCard(); card.State != "done" || r.plat.gameOver != 1 {
		t.Fatalf("mate: %+v", card)
	}
	r.a.StartLesson("stalemate")
	r.tap("f0", "e0")
	if card, _ := r.a.LessonCard(); card.State != "done" || r.a.Game().Outcome().Reason != game.ReasonStalemate {
		t.Fatalf("stalemate: %+v %+v", card, r.a.Game().Outcome())
	}
	r.a.StartLesson("perpetual")
	for i, mv := range []string{"e1f1", "f1e1", "e1f1", "f1e1"} {
		r.tap(mv[:2], mv[2:])
		if r.a.Board().Interactive() || r.a.Status().Text != "黑方应着…" {
			t.Errorf("move %d: the board takes input while Black answers (%q)", i+1, r.a.Status().Text)
		}
		r.plat.fire()
	}
	card, _ := r.a.LessonCard()
	if o := r.a.Game().Outcome(); card.State != "done" || o.Result != game.RedWins || o.Reason != game.ReasonPerpetualCheck {
		t.Fatalf("perpetual: %+v %+v", card, o)
	}
	if card.CanNext || !strings.Contains(card.Message, "你已经学会了规则") {
		t.Errorf("the last lesson: %+v", card)
	}
	if heard := strings.Join(r.plat.announced, " | "); !strings.Contains(heard, "长将判负") {
		t.Errorf("heard %s", heard)
	}
}

// TestWelcome checks the first screen's invitation: there on a first visit
// and through its first game, gone with the next game, for good once put
// away or a lesson is done, and never over a saved game under way.
func TestWelcome(t *testing.T) {
	r := newRig(t).start(Boot{})
	if !r.a.ShowWelcome() {
		t.Fatal("no invitation on a first visit")
	}
	r.send(`{"type":"ready"}`)
	r.tap("h2", "e2")
	if !r.a.ShowWelcome() {
		t.Error("the invitation went at the first move")
	}
	r.a.NewGame(0, 1)
	if r.a.ShowWelcome() {
		t.Error("the invitation stayed into the next game")
	}
	again := newRig(t).start(Boot{})
	again.a.DismissWelcome()
	third := newRig(t)
	third.plat.lessons, third.plat.hasLessons = again.plat.lessons, true
	third.start(Boot{})
	if third.a.ShowWelcome() {
		t.Error("the invitation came back after it was put away")
	}
	saved := newRig(t).start(Boot{Fragment: "#moves=h2e2"})
	if saved.a.ShowWelcome() {
		t.Error("an invitation over a game under way")
	}
}
