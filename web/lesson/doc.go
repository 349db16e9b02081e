// Package lesson is the primer for new players (学棋): one lesson per piece,
// where it may go shown on a nearly empty board and then a small task, and
// lessons on check, checkmate, the flying general, stalemate (a loss) and
// perpetual check (not allowed). It is plain data and logic over
// engine/position, tested natively; web/app's lesson mode plays it.
//
// Files: lessons.go (the lessons as data), attempt.go (playing and judging
// one step), progress.go (the lessons finished, kept in local storage).
// The words of every lesson are in web/i18n (texts_lesson.go), keyed by the
// lesson's and the step's names.
package lesson
