package storage

import (
	"fmt"
	"strings"
	"time"

	"xiangqi/engine/jsonlite"
	"xiangqi/web/clock"
)

// Play is how a game is played beyond its side and level:
//
//	"play":{"clock":{"tc":"10+5","red":598200,"black":600000,"running":"red",
//	                 "paused":false,"at":1767225600000,"log":[605000]},
//	        "undo":false,"hints":3,"usedUndo":0,"usedHints":1,"rated":true}
//
// clock is left out without one: the times left (ms) at "at" (Unix ms), so
// a page opened later knows how much of the running side's time has gone;
// log is each move's mover's time left after it. undo and hints are the
// game's limits (hints -1: any number), usedUndo and usedHints the help
// taken, rated whether a finished game counts for the player's strength
// estimate (a game against a level from the opening; web/rating).
type Play struct {
	Clock     *clock.State
	Undo      bool
	Hints     int // hints allowed, -1 for any number
	UsedUndo  int
	UsedHints int
	Rated     bool
}

func encodePlay(p *Play) string {
	var members []string
	if c := p.Clock; c != nil {
		log := make([]string, len(c.LogMs))
		for i, ms := range c.LogMs {
			log[i] = jsonlite.IntText(int(ms))
		}
		cm := []string{"tc", jsonlite.Quote(c.Control), "red", jsonlite.IntText(int(c.RedMs)),
			"black", jsonlite.IntText(int(c.BlackMs)), "running", jsonlite.Quote(c.Running),
			"paused", jsonlite.BoolText(c.Paused), "at", jsonlite.IntText(int(c.AtMs)), "log", "[" + strings.Join(log, ",") + "]"}
		members = append(members, "clock", jsonlite.ObjectText(cm...))
	}
	members = append(members, "undo", jsonlite.BoolText(p.Undo), "hints", jsonlite.IntText(p.Hints),
		"usedUndo", jsonlite.IntText(p.UsedUndo), "usedHints", jsonlite.IntText(p.UsedHints),
		"rated", jsonlite.BoolText(p.Rated))
	return jsonlite.ObjectText(members...)
}

// play reads the play object.
func (r *reader) play(v jsonlite.Value) *Play {
	if !r.object(v, "play") {
		return nil
	}
	p := &Play{Undo: r.boolean(v, "undo"), Hints: r.integer(v, "hints"), UsedUndo: r.integer(v, "usedUndo"),
		UsedHints: r.integer(v, "usedHints"), Rated: r.boolean(v, "rated")}
	if _, ok := v.Get("hints"); !ok {
		p.Hints = -1
	}
	if cv, ok := v.Get("clock"); ok && cv.Kind() != jsonlite.Null {
		if !r.object(cv, "clock") {
			return p
		}
		c := &clock.State{Control: r.str(cv, "tc"), RedMs: int64(r.integer(cv, "red")), BlackMs: int64(r.integer(cv, "black")),
			Running: r.str(cv, "running"), Paused: r.boolean(cv, "paused"), AtMs: r.int64(cv, "at")}
		if lv, ok := cv.Get("log"); ok {
			if lv.Kind() != jsonlite.Array {
				r.fail("the clock's log is a %s, not an array", lv.Kind())
			}
			for _, it := range lv.Items() {
				n, ok := it.Int()
				if !ok {
					r.fail("the clock's log holds a %s, not a time", it.Kind())
					break
				}
				c.LogMs = append(c.LogMs, n)
			}
		}
		p.Clock = c
	}
	return p
}

// int64 reads a whole number that may exceed 32 bits (a time in Unix ms).
func (r *reader) int64(obj jsonlite.Value, name string) int64 {
	f, ok := obj.Get(name)
	if !ok {
		return 0
	}
	n, ok := f.Int()
	if !ok {
		r.fail("%s is not a whole number", name)
	}
	return n
}

// check refuses play that no game could have: a clock that cannot be
// restored, limits out of range. A nil Play is fine.
func (p *Play) check() error {
	if p == nil {
		return nil
	}
	if p.Hints < -1 || p.Hints > 99 || p.UsedUndo < 0 || p.UsedHints < 0 {
		return fmt.Errorf("the game's limits are out of range")
	}
	if p.Clock != nil {
		if _, err := clock.Restore(*p.Clock, time.UnixMilli(p.Clock.AtMs)); err != nil {
			return fmt.Errorf("the game's clock: %v", err)
		}
	}
	return nil
}
