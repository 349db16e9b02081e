package main

// A small scanner for the tags of the site's own index.html, enough for the
// single-file inliner: it finds start tags and their attributes, skips
// comments, and finds the end of a <script> or <style> element. It is not a
// general HTML parser; the page it reads is generated here and well formed,
// and anything it does not expect is an error rather than a guess.

import (
	"fmt"
	"html"
	"strings"
)

// htmlTag is one start tag: page[Start:End] is its text from '<' to '>'.
type htmlTag struct {
	Start, End int
	Name       string // lower case
	Attrs      []htmlAttr
}

// htmlAttr is one attribute, its value with character references decoded.
type htmlAttr struct {
	Name, Value string
}

// Attr returns the value of an attribute and whether the tag has it.
func (t htmlTag) Attr(name string) (string, bool) {
	for _, a := range t.Attrs {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// nextTag returns the first start tag at or after from, skipping comments,
// end tags and declarations; ok is false when there is none.
func nextTag(page string, from int) (t htmlTag, ok bool, err error) {
	i := from
	for {
		j := strings.IndexByte(page[i:], '<')
		if j < 0 {
			return htmlTag{}, false, nil
		}
		i += j
		rest := page[i:]
		switch {
		case strings.HasPrefix(rest, "<!--"):
			k := strings.Index(rest, "-->")
			if k < 0 {
				return htmlTag{}, false, fmt.Errorf("byte %d: a comment that never ends", i)
			}
			i += k + 3
			continue
		case strings.HasPrefix(rest, "</"), strings.HasPrefix(rest, "<!"), strings.HasPrefix(rest, "<?"):
			k := strings.IndexByte(rest, '>')
			if k < 0 {
				return htmlTag{}, false, fmt.Errorf("byte %d: a tag that never ends", i)
			}
			i += k + 1
			continue
		case len(rest) > 1 && isLetter(rest[1]):
			return parseTag(page, i)
		}
		i++ // a '<' in text
	}
}

// parseTag reads the start tag at page[at] == '<'.
func parseTag(page string, at int) (htmlTag, bool, error) {
	t := htmlTag{Start: at}
	i := at + 1
	for i < len(page) && (isLetter(page[i]) || isDigit(page[i]) || page[i] == '-') {
		i++
	}
	t.Name = strings.ToLower(page[at+1 : i])
	for {
		for i < len(page) && isSpace(page[i]) {
			i++
		}
		if i >= len(page) {
			return htmlTag{}, false, fmt.Errorf("byte %d: <%s> never ends", at, t.Name)
		}
		if page[i] == '>' {
			t.End = i + 1
			return t, true, nil
		}
		if page[i] == '/' {
			i++
			continue
		}
		start := i
		for i < len(page) && !isSpace(page[i]) && page[i] != '=' && page[i] != '>' && page[i] != '/' {
			i++
		}
		a := htmlAttr{Name: strings.ToLower(page[start:i])}
		for i < len(page) && isSpace(page[i]) {
			i++
		}
		if i < len(page) && page[i] == '=' {
			i++
			for i < len(page) && isSpace(page[i]) {
				i++
			}
			if i < len(page) && (page[i] == '"' || page[i] == '\'') {
				q := page[i]
				end := strings.IndexByte(page[i+1:], q)
				if end < 0 {
					return htmlTag{}, false, fmt.Errorf("byte %d: an attribute of <%s> is never closed", at, t.Name)
				}
				a.Value = html.UnescapeString(page[i+1 : i+1+end])
				i += end + 2
			} else {
				start := i
				for i < len(page) && !isSpace(page[i]) && page[i] != '>' {
					i++
				}
				a.Value = html.UnescapeString(page[start:i])
			}
		}
		t.Attrs = append(t.Attrs, a)
	}
}

// elementEnd returns the index just past the end tag of the raw-text element
// (script or style) whose start tag ends at from.
func elementEnd(page string, from int, name string) (contentEnd, end int, err error) {
	closing := "</" + name
	k := strings.Index(strings.ToLower(page[from:]), closing)
	if k < 0 {
		return 0, 0, fmt.Errorf("<%s> at byte %d has no end tag", name, from)
	}
	contentEnd = from + k
	gt := strings.IndexByte(page[contentEnd:], '>')
	if gt < 0 {
		return 0, 0, fmt.Errorf("</%s> at byte %d never ends", name, contentEnd)
	}
	return contentEnd, contentEnd + gt + 1, nil
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isSpace(c byte) bool  { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
