package i18n

import "testing"

// TestExplorerTextsDoNotClash checks that every explorer text reached the
// main table unchanged: a key the page already used would keep its old
// meaning.
func TestExplorerTextsDoNotClash(t *testing.T) {
	for k, e := range explorerTexts {
		if got := texts[k]; got != e {
			t.Errorf("%s is %q in the page's table, the explorer means %q", k, got, e)
		}
	}
	if got := T(Chinese, "explorer.row", "炮二平五", "16,625", 38, 33, 29); got != "炮二平五：16,625 局，红胜 38%，和 33%，黑胜 29%" {
		t.Errorf("explorer.row in Chinese: %q", got)
	}
	if got := T(ChineseTraditional, "explorer.past", 30); got != "此局面沒有大師對局：開局庫只收錄前 30 步。" {
		t.Errorf("explorer.past in traditional Chinese: %q", got)
	}
}
