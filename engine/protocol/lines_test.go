package protocol

import (
	"errors"
	"io"
	"strings"
	"testing"
)

func TestLineReader(t *testing.T) {
	in := "\uFEFFuci\r\nisready\rgo\n" + strings.Repeat("x", 100) + "\nlast"
	r := NewLineReader(strings.NewReader(in), 50)
	var got []string
	for {
		line, err := r.ReadLine()
		if errors.Is(err, ErrLineTooLong) {
			got = append(got, "<too long>")
			continue
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, line)
	}
	if want := "uci||isready|go|<too long>|last"; strings.Join(got, "|") != want {
		t.Errorf("lines %q, want %q", strings.Join(got, "|"), want)
	}
}
