package app

import (
	"slices"
	"testing"
)

func TestStorageNote(t *testing.T) {
	if got := newRig(t).start(Boot{}).a.StorageNote(); got == "" {
		t.Error("the full page says nothing when its storage is refused")
	}
	if got := newRig(t).start(Boot{Fragment: "#embed=1"}).a.StorageNote(); got != "" {
		t.Errorf("an embedded board, which keeps nothing anyway, says %q", got)
	}
	zh := newRig(t).start(Boot{Fragment: "#lang=zh"}).a.StorageNote()
	en := newRig(t).start(Boot{Fragment: "#lang=en"}).a.StorageNote()
	if zh == en {
		t.Errorf("the note is not translated: %q", zh)
	}
}

func TestEngineDeadText(t *testing.T) {
	full := newRig(t).start(Boot{}).a.engineDeadText()
	framed := newRig(t).start(Boot{Fragment: "#embed=1"}).a.engineDeadText()
	if full == framed {
		t.Errorf("an embedded board, which saves nothing, tells of a saved game: %q", framed)
	}
}

// An engine that gives up is said on the status line for as long as it
// matters, on the player's turn too; an embedded board does not cover that
// line (and its link to a tab) with the message, but has it read out.
func TestDeadEngineStaysOnTheStatusLine(t *testing.T) {
	for _, frag := range []string{"", "#embed=1&lang=zh"} {
		r := newRig(t).start(Boot{Fragment: frag})
		r.send(`{"type":"ready"}`)
		for i := 0; i <= 3; i++ {
			r.a.EngineFailed("boom")
		}
		dead := r.a.engineDeadText()
		st := r.a.Status()
		if st.State != StateYourTurn || st.Detail != dead {
			t.Errorf("%q: status with a failed engine on the player's turn = %+v, want the detail %q", frag, st, dead)
		}
		notified := slices.Contains(r.plat.errors, dead)
		announced := slices.Contains(r.plat.announced, dead)
		if embedded := frag != ""; notified == embedded || announced != embedded {
			t.Errorf("%q: shown as a message %v, read out %v", frag, notified, announced)
		}
	}
	view := newRig(t).start(Boot{Fragment: "#mode=two-players"})
	if st := view.a.Status(); st.Detail != "" {
		t.Errorf("a game without the engine speaks of it: %+v", st)
	}
}

// A worker that never comes up is tried again without telling the player of
// restarts; the one message is that the engine cannot run.
func TestEngineThatNeverStartsIsNotSaidToRestart(t *testing.T) {
	r := newRig(t).start(Boot{})
	for i := 0; i <= 3; i++ {
		r.a.EngineFailed("cannot load")
	}
	if want := []string{r.a.engineDeadText()}; !slices.Equal(r.plat.errors, want) {
		t.Errorf("messages = %q, want %q", r.plat.errors, want)
	}
}
