package match

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"xiangqi/engine/position"
)

// scriptedPlayer is an in-process player for tests: it takes a mate in one
// when it sees one, else a random legal move; or it misbehaves as told.
type scriptedPlayer struct {
	name   string
	rng    *rand.Rand
	misfit string // "", "illegal", "timeout", "garbage"
	closed *atomic.Int32
}

func (p *scriptedPlayer) Name() string   { return p.name }
func (p *scriptedPlayer) NewGame() error { return nil }
func (p *scriptedPlayer) Close() error   { p.closed.Add(1); return nil }

func (p *scriptedPlayer) Move(game *position.Position, _ Limits) (position.Move, error) {
	switch p.misfit {
	case "slow":
		time.Sleep(5 * time.Millisecond)
	case "timeout":
		return position.NoMove, fmt.Errorf("%s: %w", p.name, ErrTimeout)
	case "garbage":
		return position.NoMove, fmt.Errorf("%s: %w", p.name, ErrBadMove)
	}
	pos := game.Clone()
	moves := pos.LegalMoves(nil)
	if p.misfit == "illegal" {
		// Move the first own piece to its own square's neighbour that no
		// legal move reaches: a rook jumping its own pawn does it.
		return position.NewMove(position.MakeSquare(0, 0), position.MakeSquare(0, 9)), nil
	}
	for _, m := range moves {
		pos.MakeMove(m)
		mate := !pos.HasLegalMove()
		pos.UnmakeMove()
		if mate {
			return m, nil
		}
	}
	return moves[p.rng.IntN(len(moves))], nil
}

func scripted(name, misfit string, seed uint64, starts, closes *atomic.Int32) Factory {
	return func() (Player, error) {
		n := starts.Add(1)
		return &scriptedPlayer{name: name, misfit: misfit, rng: rand.New(rand.NewPCG(seed, uint64(n))), closed: closes}, nil
	}
}

func TestRunRandomPlayers(t *testing.T) {
	var starts, closes atomic.Int32
	var progress []Score
	cfg := Config{
		Engine1:     scripted("one", "", 1, &starts, &closes),
		Engine2:     scripted("two", "", 2, &starts, &closes),
		Openings:    SelectOpenings(BuiltinOpenings(), 3, 1),
		Games:       6,
		Concurrency: 2,
		Limits:      Limits{Depth: 1},
		MaxPlies:    120,
		OnGame:      func(_ GameRecord, s Score) { progress = append(progress, s) },
	}
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got := sum.Score.Games(); got != 6 || len(sum.Games) != 6 || len(progress) != 6 {
		t.Fatalf("played %d games (%d records, %d progress calls), want 6", got, len(sum.Games), len(progress))
	}
	if starts.Load() != 4 || closes.Load() != 4 {
		t.Errorf("started %d players and closed %d, want 4 and 4 (two per worker)", starts.Load(), closes.Load())
	}
	valid := map[string]bool{"checkmate": true, "stalemate": true, "repetition": true, "move-limit": true, "insufficient-material": true, "max-plies": true}
	for i, g := range sum.Games {
		if g.Number != i+1 {
			t.Errorf("game %d numbered %d", i+1, g.Number)
		}
		if g.Engine1IsRed != (i%2 == 0) || (g.Red == "one") != g.Engine1IsRed {
			t.Errorf("game %d: engine 1 red = %v, red player %q", i+1, g.Engine1IsRed, g.Red)
		}
		if g.Opening.String() != cfg.Openings[i/2].String() {
			t.Errorf("game %d opened with %s, want %s", i+1, g.Opening, cfg.Openings[i/2])
		}
		if !valid[g.Outcome.Reason] {
			t.Errorf("game %d ended by %q (%s)", i+1, g.Outcome.Reason, g.Detail)
		}
		// The record must replay to a position the referee calls over.
		pos, _ := position.ParseFEN(g.RootFEN)
		for _, m := range g.Moves {
			if !pos.IsLegal(m) {
				t.Fatalf("game %d: recorded move %s is illegal", i+1, m)
			}
			pos.MakeMove(m)
		}
		if o, over := Adjudicate(pos, cfg.MaxPlies); !over || o != g.Outcome {
			t.Errorf("game %d: final position judged %+v/%v, recorded %+v", i+1, o, over, g.Outcome)
		}
	}
	var pgn bytes.Buffer
	if err := WritePGN(&pgn, PGNInfo{Event: "test", Date: time.Date(2025, 1, 2, 0, 0, 0, 0, time.UTC)}, sum.Games); err != nil {
		t.Fatal(err)
	}
	text := pgn.String()
	if n := strings.Count(text, "[Round "); n != 6 {
		t.Errorf("PGN has %d games, want 6", n)
	}
	if !strings.Contains(text, `[Date "2025.01.02"]`) || !strings.Contains(text, "1. ") {
		t.Errorf("PGN lacks the date or move numbers:\n%s", text[:min(400, len(text))])
	}
	// Every ICCS move in the text must replay from the start.
	first := strings.SplitN(text, "\n\n", 3)[1]
	first = regexp.MustCompile(`\{[^}]*\}`).ReplaceAllString(first, "") // comments may quote moves
	moveRe := regexp.MustCompile(`\b[a-iA-I][0-9]-?[a-iA-I][0-9]\b`)
	pos := position.NewStart()
	for _, mt := range moveRe.FindAllString(first, -1) {
		m, err := position.ParseMove(mt)
		if err != nil || !pos.IsLegal(m) {
			t.Fatalf("PGN move %s does not replay (%v)", mt, err)
		}
		pos.MakeMove(m)
	}
	if pos.Ply() != len(sum.Games[0].Moves) {
		t.Errorf("PGN of game 1 has %d moves, record has %d", pos.Ply(), len(sum.Games[0].Moves))
	}
}

func TestRunForfeits(t *testing.T) {
	for _, c := range []struct{ misfit, reason string }{
		{"illegal", "illegal-move"},
		{"timeout", "time-forfeit"},
		{"garbage", "illegal-move"},
	} {
		var starts, closes atomic.Int32
		cfg := Config{
			Engine1:  scripted("good", "", 1, &starts, &closes),
			Engine2:  scripted("bad", c.misfit, 2, &starts, &closes),
			Openings: SelectOpenings(BuiltinOpenings(), 2, 0),
			Games:    4,
			Limits:   Limits{Depth: 1},
		}
		sum, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Score != (Score{Wins: 4}) || sum.Reasons[c.reason] != 4 {
			t.Errorf("%s: score %+v reasons %v, want 4 wins by %s", c.misfit, sum.Score, sum.Reasons, c.reason)
		}
		// The failing engine is replaced before each of games 2-4 (lazily, so
		// not after the last): 4 starts for it, 1 for the good one.
		if starts.Load() != 5 {
			t.Errorf("%s: %d engine starts, want 5", c.misfit, starts.Load())
		}
	}
}

func TestRunStartFailure(t *testing.T) {
	var starts, closes atomic.Int32
	cfg := Config{
		Engine1:  scripted("good", "", 1, &starts, &closes),
		Engine2:  func() (Player, error) { return nil, fmt.Errorf("no such engine") },
		Openings: BuiltinOpenings(),
		Games:    4,
		Limits:   Limits{Depth: 1},
	}
	if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "no such engine") {
		t.Errorf("Run with a broken engine = %v, want its start error", err)
	}
	cfg.Engine2, cfg.Games = cfg.Engine1, 500
	if _, err := Run(context.Background(), cfg); err == nil {
		t.Error("500 games from 100 openings were accepted")
	}
}

// TestRunCancel: cancelling stops a match between moves, keeps only the
// finished games and closes the engines.
func TestRunCancel(t *testing.T) {
	var starts, closes atomic.Int32
	cfg := Config{
		Engine1:  scripted("one", "slow", 1, &starts, &closes),
		Engine2:  scripted("two", "slow", 2, &starts, &closes),
		Openings: BuiltinOpenings(),
		Games:    100,
		Limits:   Limits{Depth: 1},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	begin := time.Now()
	sum, err := Run(ctx, cfg)
	if err != context.DeadlineExceeded {
		t.Errorf("Run after cancel: err = %v, want the context's error", err)
	}
	if d := time.Since(begin); d > 2*time.Second {
		t.Errorf("Run took %v to stop", d)
	}
	if n := sum.Score.Games(); n >= 100 || n != len(sum.Games) {
		t.Errorf("cancelled match counted %d games (%d records)", n, len(sum.Games))
	}
	for _, g := range sum.Games {
		if g.Outcome.Reason == "aborted" {
			t.Errorf("game %d was cut short but counted", g.Number)
		}
	}
	if starts.Load() != closes.Load() {
		t.Errorf("%d engines started, %d closed", starts.Load(), closes.Load())
	}
}
