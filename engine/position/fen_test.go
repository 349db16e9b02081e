package position

import (
	"errors"
	"strings"
	"testing"
)

func TestParseFENValid(t *testing.T) {
	cases := []struct{ fen, want string }{
		{StartFEN, StartFEN},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r", StartFEN},
		{"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w", StartFEN},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", StartFEN},
		{"4k4/9/9/9/9/9/9/9/9/3K5 b - - 12 40", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 12 40"},
		{"4k4/9/9/9/9/9/9/9/9/3K5 w 3 7", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 3 7"},
	}
	for _, tc := range cases {
		p, err := ParseFEN(tc.fen)
		if err != nil {
			t.Errorf("ParseFEN(%q): %v", tc.fen, err)
			continue
		}
		if got := p.FEN(); got != tc.want {
			t.Errorf("ParseFEN(%q).FEN() = %q, want %q", tc.fen, got, tc.want)
		}
	}
}

func TestParseFENErrors(t *testing.T) {
	cases := []struct{ fen, wantErr string }{
		{"", "empty"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", "ranks"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w", "more than 9"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w", "8 points"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w", "unknown piece"},
		// A non-ASCII letter is named whole, not by its first byte.
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB马R w", "unknown piece letter '马' in row 10"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/ＲNBAKABNR w", "unknown piece letter 'Ｒ' in row 10"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN\xff w", `unknown piece letter '\xff' in row 10`},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", "side to move"},
		{"4k4/9/9/9/9/9/9/9/9/3KK4 w", "too many red kings"},
		{"4k4/9/9/9/9/9/9/9/9/9 w", "no red king"},
		{"4k4/9/9/9/9/9/9/9/9/K8 w", "outside its palace"},
		{"4k4/9/9/9/9/9/9/9/P8/4K4 w", "behind its starting points"},
		{"4k4/9/9/9/9/9/1P7/9/9/4K4 w", "beside its starting points"},
		{"4k4/9/9/9/9/9/9/9/9/3KB4 w", "elephant point"},
		{"4k4/9/9/9/9/9/9/9/4A4/3K5 w", ""}, // advisor on the palace centre is fine
		{"4k4/9/9/9/9/9/9/9/3A5/4K4 w", "advisor point"},
		{"4k4/9/9/9/9/9/9/9/9/4K4 w", "face each other"},
		{"3k5/9/9/9/9/9/9/9/9/3RK4 w", "not to move, is in check"},
		{"4k4/9/9/9/PPPPPP3/9/9/9/9/3K5 w", "too many red pawns"},
		{"4k4/9/9/9/9/9/9/9/9/3K5 w - - x 1", "not a move counter"},
		{"4k4/9/9/9/9/9/9/9/9/3K5 w - - 1 2 3", "counters"},
	}
	for _, tc := range cases {
		_, err := ParseFEN(tc.fen)
		if tc.wantErr == "" {
			if err != nil {
				t.Errorf("ParseFEN(%q): unexpected error %v", tc.fen, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
			t.Errorf("ParseFEN(%q) error = %v, want it to mention %q", tc.fen, err, tc.wantErr)
		}
	}
}

// TestFENErrorCodes checks that a FEN that does not read says why with a
// code and the row concerned, and that an impossible board gives its
// SetupProblem instead.
func TestFENErrorCodes(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		want FENProblem
		row  int
	}{
		{"", FENEmpty, 0},
		{"rnbakabnr/9/9 w", FENRanks, 0},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w", FENRankShort, 10},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w", FENRankLong, 10},
		{"rnbakabnr/9/1c5c1/p1p1x1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FENBadLetter, 4},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR g", FENSide, 0},
	} {
		_, err := ParseFEN(tc.fen)
		var e *FENError
		if !errors.As(err, &e) || e.Problem != tc.want || e.Row != tc.row {
			t.Errorf("%q: %v (%+v), want %s row %d", tc.fen, err, e, tc.want, tc.row)
		}
	}
	_, err := ParseFEN("4k4/9/9/9/9/9/9/9/9/4K4 w")
	var sp SetupProblem
	if !errors.As(err, &sp) || sp.Code != SetupKingsFacing {
		t.Errorf("facing kings: %v", err)
	}
}
