// Package i18n holds the page's words in English and Chinese and picks a
// language from the browser's preference.
package i18n

import (
	"fmt"
	"strings"
)

// Lang is a language of the page.
type Lang string

const (
	English Lang = "en"
	Chinese Lang = "zh"
)

// Detect picks the page language from a browser language tag such as
// "zh-CN" or "en-US": Chinese for any zh tag, English otherwise.
func Detect(tag string) Lang {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if tag == "zh" || strings.HasPrefix(tag, "zh-") || strings.HasPrefix(tag, "zh_") {
		return Chinese
	}
	return English
}

// Parse reads a language setting: "en" or "zh" (also "english", "chinese",
// "cn" and full tags like "zh-TW").
func Parse(s string) (Lang, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "en", "english":
		return English, true
	case "zh", "cn", "chinese", "中文":
		return Chinese, true
	}
	s = strings.ToLower(s)
	if strings.HasPrefix(s, "zh-") {
		return Chinese, true
	}
	if strings.HasPrefix(s, "en-") {
		return English, true
	}
	return English, false
}

// T returns the text for key in lang, formatted with args when given. An
// unknown key returns the key itself, so a slip shows up on screen instead of
// an empty label.
func T(lang Lang, key string, args ...any) string {
	e, ok := texts[key]
	if !ok {
		return key
	}
	s := e.en
	if lang == Chinese {
		s = e.zh
	}
	if len(args) > 0 {
		return fmt.Sprintf(s, args...)
	}
	return s
}

// Keys returns every text key (for tests and for the page's static labels).
func Keys() []string {
	out := make([]string, 0, len(texts))
	for k := range texts {
		out = append(out, k)
	}
	return out
}
