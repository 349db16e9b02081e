package match

import (
	"context"
	"fmt"
	"sort"
	"sync"
	"time"

	"xiangqi/engine/position"
)

// Config describes a match.
type Config struct {
	Engine1, Engine2 Factory
	// Openings holds one opening per pair of games: game 2k starts from
	// Openings[k] with engine 1 as Red, game 2k+1 from the same opening with
	// engine 1 as Black.
	Openings    []Opening
	Games       int
	Concurrency int // games played at once; each worker owns one pair of engines
	Limits      Limits
	MaxPlies    int // 0 for DefaultMaxPlies
	// Resign, when its Moves is not 0, ends games early on the engines'
	// own scores (see ResignRule).
	Resign ResignRule
	// OnGame, when set, is called after each game (one call at a time) with
	// the game and the running score from engine 1's view.
	OnGame func(GameRecord, Score)
}

// Summary is the outcome of a match from engine 1's point of view.
type Summary struct {
	Score   Score
	Games   []GameRecord   // in scheduled order
	Reasons map[string]int // how games ended
	// AvgThink is each engine's mean time per move (engine 1, engine 2), and
	// MaxThink its longest move.
	AvgThink, MaxThink [2]time.Duration
	// RedScore is Red's score over all games, to spot a colour bias.
	RedScore Score
}

// Run plays the match. It stops early, returning what was played and the
// context's error, when ctx is cancelled; it returns an error at once if an
// engine cannot be started.
func Run(ctx context.Context, cfg Config) (Summary, error) {
	if cfg.Games <= 0 {
		return Summary{}, fmt.Errorf("no games to play")
	}
	if len(cfg.Openings)*2 < cfg.Games {
		return Summary{}, fmt.Errorf("%d games need %d openings, have %d", cfg.Games, (cfg.Games+1)/2, len(cfg.Openings))
	}
	workers := min(max(cfg.Concurrency, 1), cfg.Games)
	jobs := make(chan int)
	var (
		mu      sync.Mutex
		games   []GameRecord
		score   Score
		firstEr error
	)
	record := func(g GameRecord) {
		mu.Lock()
		defer mu.Unlock()
		games = append(games, g)
		switch g.Engine1Points() {
		case 1:
			score.Wins++
		case 0.5:
			score.Draws++
		default:
			score.Losses++
		}
		if cfg.OnGame != nil {
			cfg.OnGame(g, score)
		}
	}
	fail := func(err error) {
		mu.Lock()
		defer mu.Unlock()
		if firstEr == nil {
			firstEr = err
		}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := work(ctx, cfg, jobs, record); err != nil {
				fail(err)
				cancel()
			}
		}()
	}
dispatch:
	for i := 0; i < cfg.Games; i++ {
		select {
		case jobs <- i:
		case <-ctx.Done():
			break dispatch
		}
	}
	close(jobs)
	wg.Wait()

	sort.Slice(games, func(i, j int) bool { return games[i].Number < games[j].Number })
	sum := summarize(games)
	if firstEr != nil {
		return sum, firstEr
	}
	return sum, ctx.Err()
}

// work plays games from jobs with its own pair of engines, restarting an
// engine after it fails.
func work(ctx context.Context, cfg Config, jobs <-chan int, record func(GameRecord)) error {
	factories := [2]Factory{cfg.Engine1, cfg.Engine2}
	var (
		mu      sync.Mutex // guards engines against the cancel callback
		engines [2]Player  // engine 1, engine 2
	)
	closeAll := func() {
		mu.Lock()
		defer mu.Unlock()
		for k, e := range engines {
			if e != nil {
				e.Close()
				engines[k] = nil
			}
		}
	}
	defer closeAll()
	// Cancelling the match closes the engines, so a search in progress ends.
	stop := context.AfterFunc(ctx, closeAll)
	defer stop()
	for i := range jobs {
		mu.Lock()
		var players [2]Player
		for k := range engines {
			if engines[k] == nil && ctx.Err() == nil {
				p, err := factories[k]()
				if err != nil {
					mu.Unlock()
					return fmt.Errorf("start engine %d: %w", k+1, err)
				}
				engines[k] = p
			}
			players[k] = engines[k]
		}
		mu.Unlock()
		if ctx.Err() != nil {
			return nil
		}
		engine1Red := i%2 == 0
		if !engine1Red {
			players[0], players[1] = players[1], players[0]
		}
		g := PlayGameWith(ctx, players, cfg.Openings[i/2], cfg.Limits, cfg.MaxPlies, cfg.Resign)
		if ctx.Err() != nil {
			return nil // the game was cut short; do not count it
		}
		if g.Outcome.Reason == "bad-opening" {
			return fmt.Errorf("game %d: %s", i+1, g.Detail)
		}
		g.Number = i + 1
		g.Engine1IsRed = engine1Red
		mu.Lock()
		for c := position.Red; c <= position.Black; c++ {
			if !g.Failed[c] {
				continue
			}
			k := 0
			if (c == position.Red) != engine1Red {
				k = 1
			}
			if engines[k] != nil {
				engines[k].Close()
				engines[k] = nil
			}
		}
		mu.Unlock()
		record(g)
	}
	return nil
}

func summarize(games []GameRecord) Summary {
	s := Summary{Games: games, Reasons: map[string]int{}}
	var think [2]time.Duration
	var moves [2]int
	for _, g := range games {
		switch g.Engine1Points() {
		case 1:
			s.Score.Wins++
		case 0.5:
			s.Score.Draws++
		default:
			s.Score.Losses++
		}
		switch g.Outcome.Result {
		case RedWins:
			s.RedScore.Wins++
		case BlackWins:
			s.RedScore.Losses++
		default:
			s.RedScore.Draws++
		}
		s.Reasons[g.Outcome.Reason]++
		for c := 0; c < 2; c++ {
			k := c
			if !g.Engine1IsRed {
				k = 1 - c
			}
			think[k] += g.Think[c]
			moves[k] += g.MovesMade[c]
			s.MaxThink[k] = max(s.MaxThink[k], g.Longest[c])
		}
	}
	for k := range think {
		if moves[k] > 0 {
			s.AvgThink[k] = think[k] / time.Duration(moves[k])
		}
	}
	return s
}
