package app

import "testing"

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
