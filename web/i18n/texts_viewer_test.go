package i18n

import "testing"

// TestViewerTextsDoNotClash checks that every viewer text reached the main
// table unchanged.
func TestViewerTextsDoNotClash(t *testing.T) {
	for k, e := range viewerTexts {
		if got := texts[k]; got != e {
			t.Errorf("%s is %q / %q in the page's table, the viewer means %q / %q", k, got.en, got.zh, e.en, e.zh)
		}
	}
}
