package app

import (
	"time"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/web/board"
	"xiangqi/web/game"
	"xiangqi/web/lesson"
	"xiangqi/web/link"
)

// lessonMode is one step of the primer (学棋, web/lesson; lessons.go holds
// the list and the progress). The player moves Red; in a piece lesson Black
// stands still (after each move it is Red's move again), in the others Black
// answers as the lesson says, after a short pause. After every move of Red's
// the step judges the attempt: going on, done (the next step, or the next
// lesson), or missed (a reason and a fresh try). The engine is never used.
type lessonMode struct {
	baseMode
	lesson lesson.Lesson
	index  int // the lesson's place in lesson.All
	step   int
	state  lessonState
	miss   lesson.Miss

	moves  []position.Move // Red's moves in this attempt
	piece  position.Square // where the step's piece stands now
	marked position.Move   // the last move, to mark on a board set up afresh
	plies  int             // the game's plies when last looked at
	serial int             // grows with every new attempt, to drop a late reply
}

// lessonState is how the step in hand stands.
type lessonState string

const (
	lessonLooking lessonState = "look"    // a Look step: try the piece, then go on
	lessonPlaying lessonState = "playing" // the task is being tried
	lessonDone    lessonState = "done"    // the task is done
	lessonMissed  lessonState = "missed"  // the last try missed it
)

// LessonReplyDelay is how long Black seems to think before answering in a
// lesson, so the player sees their own move land first.
const LessonReplyDelay = 600 * time.Millisecond

func (*lessonMode) id() game.Mode { return game.Lesson }

func (m *lessonMode) mover(c position.Color) mover {
	if c == position.Red && (m.state == lessonPlaying || m.state == lessonLooking) {
		return moverPlayer
	}
	return moverNobody
}

func (*lessonMode) usesEngine() bool             { return false }
func (*lessonMode) undoPlies() int               { return 0 }
func (*lessonMode) seat() (position.Color, bool) { return position.Red, true }
func (m *lessonMode) current() lesson.Step       { return m.lesson.Steps[m.step] }
func (m *lessonMode) statusNote() string         { return m.a.lessonStatus(m) }
func (m *lessonMode) tags(g *notation.Game)      { setIfEmpty(g, "Event", m.a.T(m.lesson.TitleKey())) }
func (m *lessonMode) share() link.Share {
	return link.Share{FEN: m.a.game.Position().FEN(), Mode: game.Analysis}
}
func (m *lessonMode) leave() { m.a.lessonLeft() }

// hint shows the solution's next move while the attempt follows it.
func (m *lessonMode) hint() bool {
	a := m.a
	mv, ok := m.current().SolutionMove(m.moves)
	if ok && a.game.Position().IsLegal(mv) {
		a.board.SetArrow(board.ArrowHint, mv)
		a.plat.Notify(a.T("msg.hint", notation.Format(a.game.Position(), mv, a.notation())), false)
	} else {
		a.plat.Notify(a.T("lesson.nohint"), false)
	}
	a.plat.Changed()
	return true
}

// decorate marks the step's goal or targets and picks up its piece, so its
// points are on show.
func (m *lessonMode) decorate() {
	b := m.a.board
	s := m.current()
	if m.marked != position.NoMove {
		b.MarkLastMove(m.marked)
	}
	if m.state != lessonPlaying && m.state != lessonLooking {
		return
	}
	switch s.Kind {
	case lesson.Reach:
		b.Goals = []position.Square{s.Goal}
	case lesson.Capture:
		for _, t := range s.Targets {
			if pc := b.Position().PieceAt(t); pc != position.NoPiece && pc.Color() == position.Black {
				b.Goals = append(b.Goals, t)
			}
		}
	}
	if s.Frozen && b.Selected() == position.NoSquare {
		b.Pick(m.piece)
	}
}

// afterChange judges each of Red's moves, and Black's answers.
func (m *lessonMode) afterChange() {
	a := m.a
	plies := a.game.Ply()
	if plies <= m.plies {
		m.plies = plies
		return
	}
	m.plies = plies
	pos := a.game.Position()
	last := pos.LastMove()
	s := m.current()
	if pos.SideToMove() == position.Red {
		// Black's answer has been played.
		m.judged(s.AfterReply(pos))
		return
	}
	m.moves = append(m.moves, last)
	v, miss := s.Judge(pos, last, len(m.moves), m.piece)
	if last.From() == m.piece {
		m.piece = last.To()
	}
	m.judged(v, miss)
	if m.state != lessonPlaying && m.state != lessonLooking {
		return
	}
	if s.Frozen {
		// Black stands still: Red moves again on the same board.
		if next := lesson.Pass(pos); next != nil {
			a.game = game.New(next)
			a.gameSerial++
			a.cursor = nil
			m.plies = 0
			m.marked = last
		}
		return
	}
	serial := m.serial
	a.plat.After(LessonReplyDelay, func() {
		if cur, ok := a.mode.(*lessonMode); !ok || cur != m || m.serial != serial || a.game.Over() {
			return
		}
		p := a.game.Position()
		if p.SideToMove() != position.Black {
			return
		}
		reply := s.Reply(p, p.LastMove())
		if reply == position.NoMove {
			return
		}
		a.play(a.game.MainPath(), reply)
		a.sync()
	})
}

// judged acts on a verdict: a step done or missed is said aloud and shown
// in the lesson's card.
func (m *lessonMode) judged(v lesson.Verdict, miss lesson.Miss) {
	a := m.a
	switch v {
	case lesson.Done:
		m.state, m.miss = lessonDone, lesson.MissNone
		a.lessonStepDone(m)
		a.plat.Announce(a.lessonMessage(m))
		a.sound(SoundWin)
	case lesson.Missed:
		m.state, m.miss = lessonMissed, miss
		a.plat.Announce(a.lessonMessage(m))
		a.sound(SoundIllegal)
	}
}

// startLessonStep puts in hand a fresh attempt at a step of the lesson at
// index, with its game, and keeps the place in the progress.
func (a *App) startLessonStep(index, step int) {
	l := lesson.All[index]
	m := &lessonMode{baseMode: baseMode{a}, lesson: l, index: index, step: step}
	s := l.Steps[step]
	m.reset()
	a.side = position.Red
	a.replaceGame(game.New(s.Start()), m, false)
	a.ls.progress.Lesson, a.ls.progress.Step = l.Name, step
	a.storeLessons()
	a.plat.Announce(a.T("announce.lesson", a.T(l.TitleKey()), a.T(l.TextKey(step))))
	a.sync()
}

// reset makes the mode a fresh attempt at its step (the caller sets the
// game to the step's start).
func (m *lessonMode) reset() {
	s := m.current()
	m.state = lessonPlaying
	if s.Kind == lesson.Look {
		m.state = lessonLooking
	}
	m.miss = lesson.MissNone
	m.moves, m.piece, m.marked, m.plies = nil, s.Piece, position.NoMove, 0
	m.serial++
}

// resumeLessonMode is the mode of a saved lesson after a reload: the step
// the progress names, from its start (or the first lesson).
func (a *App) resumeLessonMode() mode {
	l, index, ok := lesson.Find(a.ls.progress.Lesson)
	step := a.ls.progress.Step
	if !ok {
		l, index, step = lesson.All[0], 0, 0
	}
	m := &lessonMode{baseMode: baseMode{a}, lesson: l, index: index, step: step}
	m.reset()
	a.game = game.New(l.Steps[step].Start())
	a.side = position.Red
	return m
}
