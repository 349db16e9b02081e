package i18n

import "testing"

// TestPlayTextsDoNotClash checks that every text of the ways to play
// reached the page's table unchanged (a clash would show another text).
func TestPlayTextsDoNotClash(t *testing.T) {
	for k, e := range playTexts {
		if got := texts[k]; got != e {
			t.Errorf("%s is %q in the page's table, the ways to play mean %q", k, got, e)
		}
	}
	if got := T(Chinese, "offer.draw", "红方", "黑方"); got != "红方提议和棋。黑方，是否同意？" {
		t.Errorf("offer.draw in Chinese = %q", got)
	}
}
