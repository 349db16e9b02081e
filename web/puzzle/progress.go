package puzzle

import (
	"fmt"
	"slices"
	"strings"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/puzzles"
)

// ProgressKey is the local-storage key of the progress, kept apart from the
// game and settings (web/storage) so either can be reset alone.
const ProgressKey = "xiangqi-puzzles"

// ProgressVersion is the format written; DecodeProgress reads only this one.
//
// The format, version 1:
//
//	{"v":1,"solved":[3,17,42],"last":42,"current":42,"helped":[5]}
//
// solved lists the puzzles solved at least once without help, in
// increasing order; helped (left out when empty; pages that predate it
// ignore it) those solved only with help (a hint, a take-back, a move the
// page judged wrong and took back); help (left out when false) says the
// attempt at current had help; last
// is the puzzle opened last (0: none), which the list scrolls to; current is
// the puzzle whose game is the saved game in progress (0: the saved game is
// not a puzzle), so a reload resumes the attempt.
const ProgressVersion = 1

// maxProgressBytes bounds what DecodeProgress reads: the largest valid
// progress is about a kilobyte.
const maxProgressBytes = 16 << 10

// Progress is the player's record of the puzzles.
type Progress struct {
	solved  [puzzles.Count + 1]bool
	helped  [puzzles.Count + 1]bool // solved only with help: a hint, a take-back or a move judged wrong
	Last    int                     // the puzzle opened last, or 0
	Current int                     // the puzzle being played, or 0
	// CurrentHelp: the attempt at Current had help (a hint, a take-back, a
	// move judged wrong), so a reload keeps it so.
	CurrentHelp bool
}

// Solved reports whether puzzle n has been solved.
func (p Progress) Solved(n int) bool { return n >= 1 && n <= puzzles.Count && p.solved[n] }

// MarkSolved records puzzle n as solved and reports whether it was new.
func (p *Progress) MarkSolved(n int) bool {
	if n < 1 || n > puzzles.Count || p.solved[n] {
		return false
	}
	p.solved[n] = true
	return true
}

// Helped reports whether puzzle n was solved, but only with help.
func (p Progress) Helped(n int) bool {
	return n >= 1 && n <= puzzles.Count && p.helped[n] && !p.solved[n]
}

// MarkHelped records puzzle n as solved with help and reports whether that
// was news; a puzzle solved without help stays so.
func (p *Progress) MarkHelped(n int) bool {
	if n < 1 || n > puzzles.Count || p.solved[n] || p.helped[n] {
		return false
	}
	p.helped[n] = true
	return true
}

// HelpedCount returns how many puzzles were solved only with help.
func (p Progress) HelpedCount() int {
	n := 0
	for i := range p.helped {
		if p.Helped(i) {
			n++
		}
	}
	return n
}

// SolvedCount returns how many puzzles have been solved.
func (p Progress) SolvedCount() int {
	n := 0
	for _, s := range p.solved {
		if s {
			n++
		}
	}
	return n
}

// Encode writes the progress as JSON.
func (p Progress) Encode() string {
	solved := make([]string, 0, 16)
	for n := 1; n <= puzzles.Count; n++ {
		if p.solved[n] {
			solved = append(solved, jsonlite.IntText(n))
		}
	}
	list := "[" + strings.Join(solved, ",") + "]"
	pairs := []string{"v", jsonlite.IntText(ProgressVersion), "solved", list,
		"last", jsonlite.IntText(p.Last), "current", jsonlite.IntText(p.Current)}
	var helped []string
	for n := 1; n <= puzzles.Count; n++ {
		if p.Helped(n) {
			helped = append(helped, jsonlite.IntText(n))
		}
	}
	if len(helped) > 0 {
		pairs = append(pairs, "helped", "["+strings.Join(helped, ",")+"]")
	}
	if p.CurrentHelp && p.Current != 0 {
		pairs = append(pairs, "help", "true")
	}
	return jsonlite.ObjectText(pairs...)
}

// DecodeProgress reads stored progress. Anything it cannot trust (not JSON,
// another version, a puzzle number out of range, a wrong type) is an error:
// the page then starts with fresh progress and says so.
func DecodeProgress(data string) (Progress, error) {
	var p Progress
	if len(data) > maxProgressBytes {
		return p, fmt.Errorf("saved puzzle progress is too large (%d bytes)", len(data))
	}
	root, err := jsonlite.Parse(data)
	if err != nil {
		return p, fmt.Errorf("saved puzzle progress is not JSON: %v", err)
	}
	if root.Kind() != jsonlite.Object {
		return p, fmt.Errorf("saved puzzle progress is not a JSON object")
	}
	vv, ok := root.Get("v")
	if !ok {
		return p, fmt.Errorf("saved puzzle progress has no version")
	}
	if v, ok := vv.Int(); !ok || v != ProgressVersion {
		return p, fmt.Errorf("saved puzzle progress has version %v, this page reads version %d", describe(vv), ProgressVersion)
	}
	if sv, ok := root.Get("solved"); ok {
		if sv.Kind() != jsonlite.Array {
			return Progress{}, fmt.Errorf("saved puzzle progress: solved is a %s, not a list", sv.Kind())
		}
		for _, it := range sv.Items() {
			n, ok := it.Int()
			if !ok || n < 1 || n > puzzles.Count {
				return Progress{}, fmt.Errorf("saved puzzle progress: %s is not a puzzle number", describe(it))
			}
			p.solved[n] = true
		}
	}
	if hv, ok := root.Get("help"); ok {
		b, ok := hv.Bool()
		if !ok {
			return Progress{}, fmt.Errorf("saved puzzle progress: help is a %s, not true or false", hv.Kind())
		}
		p.CurrentHelp = b
	}
	if hv, ok := root.Get("helped"); ok {
		if hv.Kind() != jsonlite.Array {
			return Progress{}, fmt.Errorf("saved puzzle progress: helped is a %s, not a list", hv.Kind())
		}
		for _, it := range hv.Items() {
			n, ok := it.Int()
			if !ok || n < 1 || n > puzzles.Count {
				return Progress{}, fmt.Errorf("saved puzzle progress: %s is not a puzzle number", describe(it))
			}
			p.helped[n] = true
		}
	}
	for _, f := range []struct {
		name string
		dst  *int
	}{{"last", &p.Last}, {"current", &p.Current}} {
		v, ok := root.Get(f.name)
		if !ok {
			continue
		}
		n, ok := v.Int()
		if !ok || n < 0 || n > puzzles.Count {
			return Progress{}, fmt.Errorf("saved puzzle progress: %s is %s, not a puzzle number", f.name, describe(v))
		}
		*f.dst = int(n)
	}
	return p, nil
}

// describe names a JSON value in an error without repeating long text.
func describe(v jsonlite.Value) string {
	switch v.Kind() {
	case jsonlite.Number:
		f, _ := v.Float()
		return fmt.Sprint(f)
	case jsonlite.String:
		s, _ := v.Str()
		if len(s) > 16 {
			s = s[:16] + "…"
		}
		return fmt.Sprintf("%q", s)
	}
	return "a " + v.Kind().String()
}

// SolvedList returns the solved puzzles in increasing order.
func (p Progress) SolvedList() []int {
	var out []int
	for n := 1; n <= puzzles.Count; n++ {
		if p.solved[n] {
			out = append(out, n)
		}
	}
	return slices.Clip(out)
}
