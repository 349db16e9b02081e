package gamefile

import (
	"bytes"
	"unicode/utf8"
)

// Charset names a text encoding by the label the browser's TextDecoder
// takes.
type Charset string

// The encodings game files come in.
const (
	UTF8    Charset = "utf-8"
	UTF16LE Charset = "utf-16le"
	UTF16BE Charset = "utf-16be"
	// GB18030 also reads GBK and GB2312, of which it is a superset; most
	// files from mainland sites (xqbase, XQStudio) are GBK.
	GB18030 Charset = "gb18030"
	// Big5 is what files from Taiwan and Hong Kong use.
	Big5 Charset = "big5"
)

// Decoder turns bytes in charset into UTF-8 text, writing U+FFFD for bytes
// that are not valid in it. UTF-8 is never asked for.
type Decoder func(data []byte, charset Charset) (string, error)

// decodeText finds the encoding of a text file and decodes it: a byte-order
// mark decides; else valid UTF-8 is UTF-8; else UTF-16 shows by its zero
// bytes; else GBK or Big5, whichever reads as more xiangqi text.
func decodeText(data []byte, dec Decoder) (string, Charset, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return string(data[3:]), UTF8, nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		s, err := dec(data[2:], UTF16LE)
		return s, UTF16LE, err
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		s, err := dec(data[2:], UTF16BE)
		return s, UTF16BE, err
	case utf8.Valid(data):
		return string(data), UTF8, nil
	}
	if cs, ok := utf16WithoutMark(data); ok {
		s, err := dec(data, cs)
		return s, cs, err
	}
	texts, cs, err := decodeLegacy([][]byte{data}, dec)
	if err != nil {
		return "", cs, err
	}
	return texts[0], cs, nil
}

// utf16WithoutMark spots UTF-16 without a byte-order mark by the zero high
// bytes of its ASCII characters (tags, move numbers, coordinates).
func utf16WithoutMark(data []byte) (Charset, bool) {
	if len(data) < 8 || len(data)%2 != 0 {
		return "", false
	}
	n := min(len(data), 4096) &^ 1
	var zeroEven, zeroOdd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			zeroEven++
		}
		if data[i+1] == 0 {
			zeroOdd++
		}
	}
	pairs := n / 2
	switch {
	case zeroOdd*3 > pairs && zeroEven*10 < pairs:
		return UTF16LE, true
	case zeroEven*3 > pairs && zeroOdd*10 < pairs:
		return UTF16BE, true
	}
	return "", false
}

// decodeLegacy decodes strings that are GBK or Big5, choosing the encoding
// under which they read as more xiangqi text: the characters of moves,
// pieces and results, against the replacement characters of bytes that are
// not valid. Big5 text read as GBK is not invalid, only nonsense, which is
// why the known characters decide. A tie goes to GBK, the more common.
func decodeLegacy(raw [][]byte, dec Decoder) ([]string, Charset, error) {
	best, bestScore, bestCS := []string(nil), 0, Charset("")
	var firstErr error
	for _, cs := range []Charset{GB18030, Big5} {
		out := make([]string, len(raw))
		score := 0
		failed := false
		for i, b := range raw {
			s, err := dec(b, cs)
			if err != nil {
				if firstErr == nil {
					firstErr = err
				}
				failed = true
				break
			}
			out[i] = s
			score += textScore(s)
		}
		if failed {
			continue
		}
		if best == nil || score > bestScore {
			best, bestScore, bestCS = out, score, cs
		}
	}
	if best == nil {
		return nil, GB18030, firstErr
	}
	return best, bestCS, nil
}

// commonRunes are characters xiangqi records are full of, in both scripts.
const commonRunes = "车車俥马馬傌炮砲包兵卒士仕相象帅帥将將进進退平前后後中一二三四五六七八九红紅黑胜勝负負和先局对對步着棋的是了不在有"

var common = func() map[rune]bool {
	m := map[rune]bool{}
	for _, r := range commonRunes {
		m[r] = true
	}
	return m
}()

func textScore(s string) int {
	score := 0
	for _, r := range s {
		switch {
		case common[r]:
			score++
		case r == utf8.RuneError:
			score -= 2
		case r >= 0xE000 && r <= 0xF8FF: // private use: a code the decoder has no character for
			score -= 2
		}
	}
	return score
}
