// Package i18n holds the page's words in English, simplified Chinese and
// traditional Chinese, and picks a language from the browser's preference.
package i18n

import (
	"fmt"
	"strings"
)

// Lang is a language of the page.
type Lang string

const (
	English Lang = "en"
	// Chinese is simplified Chinese.
	Chinese Lang = "zh"
	// ChineseTraditional is traditional Chinese (繁體中文).
	ChineseTraditional Lang = "zh-Hant"
)

// Langs lists the page's languages in the order the settings offer them.
var Langs = []Lang{English, Chinese, ChineseTraditional}

// IsChinese reports whether the page is in Chinese, either script: the
// choice between Chinese and English names of levels, openings and puzzles.
func (l Lang) IsChinese() bool { return l == Chinese || l == ChineseTraditional }

// Detect picks the page language from a browser language tag such as
// "zh-CN", "zh-TW" or "en-US": traditional Chinese for Taiwan, Hong Kong,
// Macau and any zh-Hant tag, simplified Chinese for the other zh tags,
// English otherwise.
func Detect(tag string) Lang {
	tag = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(tag)), "_", "-")
	if tag != "zh" && !strings.HasPrefix(tag, "zh-") {
		return English
	}
	for _, sub := range strings.Split(tag, "-")[1:] {
		switch sub {
		case "hant", "tw", "hk", "mo":
			return ChineseTraditional
		case "hans":
			return Chinese
		}
	}
	return Chinese
}

// Parse reads a language setting: "en", "zh" or "zh-Hant" (also "english",
// "chinese", "cn", "traditional", 繁體 and browser tags like "zh-TW", which
// go as Detect reads them).
func Parse(s string) (Lang, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "en", "english":
		return English, true
	case "zh", "cn", "chinese", "中文", "简体", "简体中文", "zh-hans":
		return Chinese, true
	case "zh-hant", "traditional", "繁體", "繁體中文", "繁体中文":
		return ChineseTraditional, true
	}
	s = strings.ToLower(strings.TrimSpace(s))
	if strings.HasPrefix(s, "zh-") || strings.HasPrefix(s, "zh_") {
		return Detect(s), true
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
	switch lang {
	case Chinese:
		s = e.zh
	case ChineseTraditional:
		s = e.hant
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
