package position

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParseFEN checks that ParseFEN never panics, that a FEN it accepts is
// written back as a FEN that reads to the same position, and that it agrees
// with CheckSetup: a board it accepts has no set-up problem, and one it
// refuses as impossible has the problem it names.
func FuzzParseFEN(f *testing.F) {
	for _, tc := range perftCases {
		f.Add(tc.fen)
	}
	for _, seed := range []string{
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 12 40",
		"3k5/9/9/9/9/9/9/9/9/4K4 r 3",
		"4k4/9/9/9/9/9/9/9/9/4K4 w",                                     // kings face each other
		"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w", // H and E letters
		"9/9/9/9/9/9/9/9/9/9 w",
		"4k4/9/9/9/9/9/9/9/9/4K4/9 w",
		"4k4/9/9/9/9/9/9/9/9/3K14 w",
		"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(fen)
		if err != nil {
			if p != nil {
				t.Errorf("ParseFEN(%q) returned a position with error %v", fen, err)
			}
			var prob SetupProblem
			if errors.As(err, &prob) {
				fields := strings.Fields(fen)
				side := Red
				if len(fields) > 1 && (fields[1] == "b" || fields[1] == "B") {
					side = Black
				}
				board, berr := ParseBoardFEN(fields[0])
				found := false
				for _, q := range CheckSetup(&board, side) {
					found = found || q.Code == prob.Code && q.Color == prob.Color
				}
				if berr != nil || !found {
					t.Errorf("ParseFEN(%q) refused it for %v, which CheckSetup does not find", fen, prob)
				}
			}
			return
		}
		if b := p.Board(); len(CheckSetup(&b, p.SideToMove())) != 0 {
			t.Errorf("ParseFEN(%q) accepted a board with set-up problems %v", fen, CheckSetup(&b, p.SideToMove()))
		}
		out := p.FEN()
		q, err := ParseFEN(out)
		if err != nil {
			t.Fatalf("ParseFEN(%q) wrote %q, which does not parse: %v", fen, out, err)
		}
		if q.Key() != p.Key() || q.FEN() != out {
			t.Fatalf("ParseFEN(%q) wrote %q, which reads back as %q", fen, out, q.FEN())
		}
	})
}
