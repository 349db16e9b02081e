package embed

import "strings"

// Snippet returns the HTML a blog author pastes to embed the board at url
// (the page's address with embed=1 in its fragment). The page shows it as
// text, never as markup; the URL is escaped for its attribute, so whatever a
// game's link holds cannot break out of it.
//
// The iframe takes the width of the column up to 480 px, and its height
// follows the width by the board's proportions (CSS aspect-ratio, with room
// for the status line), so it needs no script on the blog; a page that runs
// a script can size it exactly from the board's xiangqi:resize messages.
func Snippet(url string) string {
	return `<iframe src="` + attrEscape(url) + `" title="象棋 Xiangqi" loading="lazy" ` +
		`style="display:block;border:0;width:100%;max-width:480px;aspect-ratio:944/1130"></iframe>`
}

// attrEscape escapes text for a double-quoted HTML attribute.
func attrEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;", ">", "&gt;", "'", "&#39;").Replace(s)
}
