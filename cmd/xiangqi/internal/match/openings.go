package match

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"xiangqi/engine/position"
)

// Opening is where a pair of games starts: a root position and moves from it.
type Opening struct {
	Name  string // a label for progress lines and PGN
	FEN   string // the root; empty for the standard start
	Moves []position.Move
}

// Position returns the opening's position, with the moves as its history.
func (o Opening) Position() (*position.Position, error) {
	var pos *position.Position
	if o.FEN == "" {
		pos = position.NewStart()
	} else {
		var err error
		if pos, err = position.ParseFEN(o.FEN); err != nil {
			return nil, fmt.Errorf("opening %s: %v", o.Name, err)
		}
	}
	for i, m := range o.Moves {
		if !pos.IsLegal(m) {
			return nil, fmt.Errorf("opening %s: move %d (%s) is illegal", o.Name, i+1, m)
		}
		pos.MakeMove(m)
	}
	return pos, nil
}

// String writes the opening as a line ParseOpenings reads back.
func (o Opening) String() string {
	var b strings.Builder
	if o.FEN != "" {
		b.WriteString(o.FEN)
		if len(o.Moves) > 0 {
			b.WriteString(" moves")
		}
	}
	for i, m := range o.Moves {
		if i > 0 || o.FEN != "" {
			b.WriteByte(' ')
		}
		b.WriteString(m.String())
	}
	return b.String()
}

// ParseOpening reads one opening line: either coordinate moves from the start
// ("h2e2 h9g7 h0g2", commas allowed), or a FEN optionally followed by
// "moves ..." and by "; name" as in EPD files.
func ParseOpening(line, name string) (Opening, error) {
	if body, comment, ok := strings.Cut(line, ";"); ok {
		line = body
		if c := strings.TrimSpace(comment); c != "" {
			name = c
		}
	}
	o := Opening{Name: name}
	line = strings.TrimSpace(line)
	moveText := line
	if strings.Contains(line, "/") {
		fen, moves, _ := strings.Cut(line, "moves")
		o.FEN = strings.TrimSpace(fen)
		moveText = moves
	}
	for _, text := range strings.FieldsFunc(moveText, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		m, err := position.ParseMove(text)
		if err != nil {
			return Opening{}, fmt.Errorf("opening %s: %v", name, err)
		}
		o.Moves = append(o.Moves, m)
	}
	if _, err := o.Position(); err != nil {
		return Opening{}, err
	}
	return o, nil
}

// ParseOpenings reads one opening per line; blank lines and lines starting
// with # are skipped. Each opening is checked against the rules.
func ParseOpenings(r io.Reader, source string) ([]Opening, error) {
	var out []Opening
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		o, err := ParseOpening(line, fmt.Sprintf("%s:%d", source, n))
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %v", source, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s has no openings", source)
	}
	return out, nil
}

// BuiltinOpenings returns the embedded opening lines (see openings_data.go).
func BuiltinOpenings() []Opening {
	out := make([]Opening, 0, len(builtinOpenings))
	for i, line := range builtinOpenings {
		o, err := ParseOpening(line, fmt.Sprintf("builtin %d", i+1))
		if err != nil {
			panic(err) // the list is checked by TestBuiltinOpenings
		}
		out = append(out, o)
	}
	return out
}

// SelectOpenings picks n openings: the list shuffled by seed (seed 0 keeps
// the given order), taken from the front and cycled when n exceeds it.
func SelectOpenings(all []Opening, n int, seed uint64) []Opening {
	order := make([]Opening, len(all))
	copy(order, all)
	if seed != 0 {
		rng := rand.New(rand.NewPCG(seed, 0x5851f42d4c957f2d))
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	out := make([]Opening, n)
	for i := range out {
		out[i] = order[i%len(order)]
	}
	return out
}
