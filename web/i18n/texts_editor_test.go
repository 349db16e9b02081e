package i18n

import "testing"

// TestEditorTextsDoNotClash checks that every editor text reached the main
// table unchanged, and that every piece the palette offers has a name.
func TestEditorTextsDoNotClash(t *testing.T) {
	for k, e := range editorTexts {
		if got := texts[k]; got != e {
			t.Errorf("%s is %q in the page's table, the editor means %q", k, got, e)
		}
	}
	for _, letter := range "KABNRCPkabnrcp" {
		for _, key := range []string{"piece." + string(letter), "piece.plural." + string(letter)} {
			if _, ok := texts[key]; !ok {
				t.Errorf("%s is missing", key)
			}
		}
	}
	if got := T(Chinese, "setup.too-many", "红方", 3, "车", 2); got != "红方有3个车，但每方最多2个。" {
		t.Errorf("setup.too-many in Chinese = %q", got)
	}
}
