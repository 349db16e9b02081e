package lesson

import (
	"fmt"
	"strings"

	"xiangqi/engine/jsonlite"
)

// ProgressKey is the local-storage key of the lessons finished, kept apart
// from the game and the puzzles.
const ProgressKey = "xiangqi-lessons"

// ProgressVersion is the format written; DecodeProgress reads only this one.
//
// The format, version 1:
//
//	{"v":1,"done":["general","advisor"],"lesson":"elephant","step":1,"nowelcome":true}
//
// done lists the lessons finished, in the primer's order; lesson and step
// are where the player is (lesson "" when not in the primer), so a reload
// goes back there; nowelcome (left out when false) says the player put the
// first screen's invitation away.
const ProgressVersion = 1

const maxProgressBytes = 8 << 10

// Progress is the player's record of the primer.
type Progress struct {
	done   map[string]bool
	Lesson string // the lesson in hand, or ""
	Step   int    // its step
	// NoWelcome: the player dismissed the invitation to the primer.
	NoWelcome bool
}

// Done reports whether the lesson called name was finished.
func (p Progress) Done(name string) bool { return p.done[name] }

// MarkDone records the lesson as finished and reports whether it was new.
func (p *Progress) MarkDone(name string) bool {
	if _, _, ok := Find(name); !ok || p.done[name] {
		return false
	}
	if p.done == nil {
		p.done = map[string]bool{}
	}
	p.done[name] = true
	return true
}

// DoneCount returns how many lessons are finished.
func (p Progress) DoneCount() int { return len(p.done) }

// Encode writes the progress as JSON.
func (p Progress) Encode() string {
	var names []string
	for _, l := range All {
		if p.done[l.Name] {
			names = append(names, l.Name)
		}
	}
	if names == nil {
		names = []string{}
	}
	pairs := []string{"v", jsonlite.IntText(ProgressVersion), "done", jsonlite.Strings(names),
		"lesson", jsonlite.Quote(p.Lesson), "step", jsonlite.IntText(p.Step)}
	if p.NoWelcome {
		pairs = append(pairs, "nowelcome", "true")
	}
	return jsonlite.ObjectText(pairs...)
}

// DecodeProgress reads stored progress; anything it cannot trust is an
// error, and the page then starts afresh and says so.
func DecodeProgress(data string) (Progress, error) {
	var p Progress
	if len(data) > maxProgressBytes {
		return p, fmt.Errorf("saved lesson progress is too large (%d bytes)", len(data))
	}
	root, err := jsonlite.Parse(strings.TrimSpace(data))
	if err != nil || root.Kind() != jsonlite.Object {
		return p, fmt.Errorf("saved lesson progress is not a JSON object")
	}
	if v, ok := root.Get("v"); !ok {
		return p, fmt.Errorf("saved lesson progress has no version")
	} else if n, ok := v.Int(); !ok || n != ProgressVersion {
		return p, fmt.Errorf("saved lesson progress has version %v, this page reads %d", v, ProgressVersion)
	}
	if d, ok := root.Get("done"); ok {
		if d.Kind() != jsonlite.Array {
			return Progress{}, fmt.Errorf("saved lesson progress: done is not a list")
		}
		for _, it := range d.Items() {
			name, ok := it.Str()
			if !ok || !p.MarkDone(name) {
				return Progress{}, fmt.Errorf("saved lesson progress: %v is not a lesson", it)
			}
		}
	}
	if l, ok := root.Get("lesson"); ok {
		name, ok := l.Str()
		if !ok {
			return Progress{}, fmt.Errorf("saved lesson progress: lesson is not a name")
		}
		if name != "" {
			lesson, _, found := Find(name)
			if !found {
				return Progress{}, fmt.Errorf("saved lesson progress: %q is not a lesson", name)
			}
			p.Lesson = name
			if s, ok := root.Get("step"); ok {
				n, ok := s.Int()
				if !ok || n < 0 || int(n) >= len(lesson.Steps) {
					return Progress{}, fmt.Errorf("saved lesson progress: step %v is not in %s", s, name)
				}
				p.Step = int(n)
			}
		}
	}
	if w, ok := root.Get("nowelcome"); ok {
		b, ok := w.Bool()
		if !ok {
			return Progress{}, fmt.Errorf("saved lesson progress: nowelcome is not true or false")
		}
		p.NoWelcome = b
	}
	return p, nil
}
