package protocol

import (
	"bufio"
	"errors"
	"io"
	"strings"
)

// ErrLineTooLong is LineReader's error for a line over its limit; the line
// has been read to its end, so the next ReadLine gets the line after it.
var ErrLineTooLong = errors.New("line too long")

// LineReader reads command lines as GUIs and terminals send them: ended by
// LF, CRLF or a lone CR (old Mac tools), with a byte-order mark before a
// command dropped (Windows programs write one at the start), and lines over
// a limit skipped rather than ending the conversation.
type LineReader struct {
	r   *bufio.Reader
	max int
}

// NewLineReader reads lines of at most max bytes from r.
func NewLineReader(r io.Reader, max int) *LineReader {
	return &LineReader{r: bufio.NewReader(r), max: max}
}

// ReadLine returns the next line without its line end. A CRLF gives the
// line and then an empty one, since waiting to see whether an LF follows a
// CR would hold up a GUI that ends lines with CR alone. A last line without
// a line end is returned before io.EOF.
func (l *LineReader) ReadLine() (string, error) {
	var b []byte
	tooLong := false
	for {
		c, err := l.r.ReadByte()
		if err != nil {
			if err == io.EOF && (len(b) > 0 || tooLong) {
				break
			}
			return "", err
		}
		if c == '\n' || c == '\r' {
			break
		}
		if len(b) < l.max {
			b = append(b, c)
		} else {
			tooLong = true
		}
	}
	if tooLong {
		return "", ErrLineTooLong
	}
	return strings.TrimPrefix(string(b), "\uFEFF"), nil
}
