package puzzles

import (
	"bytes"
	"sync"

	puzzlefiles "xiangqi/assets/puzzles"
)

// All returns the embedded collection (assets/puzzles) with its titles in
// both languages, parsed on first use. The slice is shared: do not modify it.
var All = sync.OnceValues(func() ([]Puzzle, error) {
	ps, err := Parse(bytes.NewReader(puzzlefiles.EPD))
	if err != nil {
		return nil, err
	}
	titles, err := ParseTitles(bytes.NewReader(puzzlefiles.Titles))
	if err != nil {
		return nil, err
	}
	if err := AttachTitles(ps, titles); err != nil {
		return nil, err
	}
	return ps, nil
})

// EmbeddedSolutions returns the solver's verdicts embedded with the program
// (assets/puzzles/solutions.json), parsed on first use. The value is shared:
// do not modify it.
var EmbeddedSolutions = sync.OnceValues(func() (*Solutions, error) {
	return ParseSolutions(bytes.NewReader(puzzlefiles.Solutions))
})
