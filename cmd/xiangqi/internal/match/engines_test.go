package match

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"
)

const (
	fairyStockfish = "/usr/games/fairy-stockfish"
	maxqi          = "/usr/games/maxqi"
)

func needBinaries(t *testing.T, paths ...string) {
	t.Helper()
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			t.Skipf("%s not installed", p)
		}
	}
}

// factoryFor starts engines from spec text, logging traffic into log.
func factoryFor(t *testing.T, text string, log *Log) Factory {
	t.Helper()
	spec, err := ParseSpec(text)
	if err != nil {
		t.Fatal(err)
	}
	return func() (Player, error) {
		if spec.Kind == "xboard" {
			return StartXboard(spec, log)
		}
		return StartUCI(spec, spec.Command, log)
	}
}

// TestRealEngines plays Fairy-Stockfish against maxqi at a shallow depth: two
// games from one opening, colours swapped. Both engines must finish both games
// with legal moves and no forfeit.
func TestRealEngines(t *testing.T) {
	needBinaries(t, fairyStockfish, maxqi)
	var traffic bytes.Buffer
	log := NewLog(&traffic)
	cfg := Config{
		Engine1:  factoryFor(t, "uci:"+fairyStockfish+";UCI_Variant=xiangqi;ranks=1-10;Hash=16", log),
		Engine2:  factoryFor(t, "xboard:"+maxqi, log),
		Openings: SelectOpenings(BuiltinOpenings(), 1, 3),
		Games:    2,
		Limits:   Limits{Depth: 2, Timeout: 10 * time.Second},
		MaxPlies: 160,
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	sum, err := Run(ctx, cfg)
	if err != nil {
		t.Fatalf("%v\n%s", err, traffic.String())
	}
	for _, g := range sum.Games {
		t.Logf("game %d: %s vs %s: %s by %s after %d plies %s", g.Number, g.Red, g.Black, g.Outcome.Result.PGN(), g.Outcome.Reason, len(g.Moves), g.Detail)
		switch g.Outcome.Reason {
		case "crash", "time-forfeit", "illegal-move", "resign":
			t.Errorf("game %d ended by %s: %s", g.Number, g.Outcome.Reason, g.Detail)
		}
		if len(g.Moves) <= g.OpeningPlies+4 {
			t.Errorf("game %d lasted only %d plies after the opening", g.Number, len(g.Moves)-g.OpeningPlies)
		}
	}
	if sum.Score.Games() != 2 {
		t.Errorf("played %d games, want 2", sum.Score.Games())
	}
	// Fairy-Stockfish numbers ranks 1-10: the opening must go out shifted.
	first := cfg.Openings[0].Moves[0]
	want := "moves " + formatMove(first, 1) + " "
	if !strings.Contains(traffic.String(), want) || strings.Contains(traffic.String(), "moves "+first.String()+" ") {
		t.Errorf("the UCI engine was not sent the opening as %q", want)
	}
	if t.Failed() {
		t.Logf("traffic:\n%s", traffic.String())
	}
}

// fakeUCI is a shell engine that handshakes and then, on "go", does what act
// says: nothing (hangs), exits (crashes), or answers a fixed move.
func fakeUCI(act string) string {
	return `while read l; do case "$l" in uci) echo uciok;; isready) echo readyok;; go*) ` + act + `;; quit) exit 0;; esac; done`
}

func TestMisbehavingProcesses(t *testing.T) {
	needBinaries(t, "/bin/sh", fairyStockfish)
	cases := []struct {
		act, reason string
	}{
		{"sleep 30", "time-forfeit"},
		{"exit 3", "crash"},
		{"echo bestmove a0a9", "illegal-move"}, // a rook through its own pawn
		{`echo "bestmove (none)"`, "illegal-move"},
	}
	for _, c := range cases {
		spec := Spec{Kind: "uci", Name: "fake", Command: []string{"/bin/sh", "-c", fakeUCI(c.act)}, TimeScale: 1}
		cfg := Config{
			Engine1:  factoryFor(t, "uci:"+fairyStockfish+";UCI_Variant=xiangqi;ranks=1-10", nil),
			Engine2:  func() (Player, error) { return StartUCI(spec, spec.Command, nil) },
			Openings: SelectOpenings(BuiltinOpenings(), 1, 0),
			Games:    2,
			Limits:   Limits{MoveTime: 20 * time.Millisecond},
		}
		start := time.Now()
		sum, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatalf("%s: %v", c.act, err)
		}
		if sum.Score != (Score{Wins: 2}) || sum.Reasons[c.reason] != 2 {
			t.Errorf("%s: %+v by %v, want 2 wins for engine 1 by %s", c.act, sum.Score, sum.Reasons, c.reason)
		}
		// Two forfeits by time take about 2×1.06 s; none may wait for the
		// 30 s sleep.
		if d := time.Since(start); d > 6*time.Second {
			t.Errorf("%s: match took %v; a hung engine was not killed", c.act, d)
		}
	}
}
