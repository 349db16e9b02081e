package main

// The review subcommand: every move of a game judged (engine/review), as the
// page's review does, for scripts; plus the tools that make the review's
// expected-score curve from the master games.

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"xiangqi/cmd/xiangqi/internal/tune"
	"xiangqi/engine/book/bundled"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
	"xiangqi/engine/protocol"
	"xiangqi/engine/review"
)

func init() {
	register("review", "judge every move of a game (FILE.pgn), or make the review's curve (samples, fit)", runReview)
}

func runReview(args []string) error {
	if len(args) > 0 {
		switch args[0] {
		case "samples":
			return runReviewSamples(args[1:])
		case "fit":
			return runReviewFit(args[1:])
		}
	}
	flags := flag.NewFlagSet("review", flag.ContinueOnError)
	thorough := flags.String("thoroughness", review.Standard.Name, "quick, standard or deep (nodes per position: 40k, 150k, 600k)")
	asJSON := flags.Bool("json", false, "print the marks as JSON (ply, move, mark, loss) instead of the annotated game")
	flags.Usage = func() {
		fmt.Fprintln(flags.Output(), "usage: xiangqi review [--thoroughness quick|standard|deep] [--json] FILE.pgn\n"+
			"       xiangqi review samples [--games FILE] [--out FILE] [--count N]   positions of master games with their scores\n"+
			"       xiangqi review fit [FILE]                                         the curve's scale fitted on the samples")
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() != 1 {
		flags.Usage()
		return fmt.Errorf("want one PGN file")
	}
	t, ok := review.ParseThoroughness(*thorough)
	if !ok {
		return fmt.Errorf("--thoroughness %q: want quick, standard or deep", *thorough)
	}
	data, err := os.ReadFile(flags.Arg(0))
	if err != nil {
		return err
	}
	g, err := notation.ParseGame(string(data))
	if err != nil {
		return err
	}
	start := g.StartPosition()
	moves := g.MainLine()
	fen := start.FEN()
	if fen == position.StartFEN {
		fen = ""
	}
	an := review.SessionAnalyser{Session: protocol.NewSession(playingOptions())}
	evals, err := review.Evaluate(an, fen, moves, t, func(done, total int) {
		fmt.Fprintf(os.Stderr, "\rreviewing: %d/%d positions", done, total)
	})
	fmt.Fprintln(os.Stderr)
	if err != nil {
		return err
	}
	r, err := review.Judge(start, moves, evals, bundled.Plays)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	if *asJSON {
		return review.WriteMarksJSON(out, r)
	}
	review.Annotate(g, r)
	if err := g.WritePGN(out, notation.Chinese); err != nil {
		return err
	}
	fmt.Fprintln(out)
	writeSummary(out, r)
	return nil
}

func writeSummary(w io.Writer, r *review.Review) {
	for _, side := range []struct {
		name string
		c    position.Color
	}{{"Red", position.Red}, {"Black", position.Black}} {
		s := r.Side(side.c)
		var parts []string
		for _, m := range review.Marks {
			if n := s.Counts[m]; n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", m, n))
			}
		}
		fmt.Fprintf(w, "%-5s accuracy %.1f%%, average loss %.0f cp over %d moves; %s\n",
			side.name, s.Accuracy, s.AverageLoss, s.Judged, strings.Join(parts, ", "))
	}
}

// runReviewSamples scores positions of master games with the quick review
// search and writes them with the games' results (the data of the curve).
func runReviewSamples(args []string) error {
	flags := flag.NewFlagSet("review samples", flag.ContinueOnError)
	games := flags.String("games", defaultCorpus, "master games (TSV: result, red, black, event, date, moves)")
	outPath := flags.String("out", "engine/review/curve_samples.tsv", "where to write the samples")
	count := flags.Int("count", 3000, "positions to score")
	seed := flags.Uint64("seed", 1, "which games and plies are picked")
	if err := flags.Parse(args); err != nil {
		return err
	}
	f, err := os.Open(*games)
	if err != nil {
		return err
	}
	defer f.Close()
	type pick struct {
		moves  []position.Move
		result float64 // for Red
	}
	all, err := tune.ReadGames(f)
	if err != nil {
		return err
	}
	var picks []pick
	rng := rand.New(rand.NewPCG(*seed, 2))
	for _, g := range all {
		if len(g.Moves) < 24 {
			continue // too short to sample past the opening
		}
		// One position per game, between ply 16 and 16 plies before the end.
		ply := 16 + rng.IntN(max(1, len(g.Moves)-32))
		picks = append(picks, pick{moves: g.Moves[:ply], result: g.Result})
	}
	rng.Shuffle(len(picks), func(i, j int) { picks[i], picks[j] = picks[j], picks[i] })
	picks = picks[:min(*count, len(picks))]
	an := review.SessionAnalyser{Session: protocol.NewSession(playingOptions())}
	out, err := os.Create(*outPath)
	if err != nil {
		return err
	}
	defer out.Close()
	w := bufio.NewWriter(out)
	fmt.Fprintf(w, "# positions of master games scored by the quick review search (%d nodes), for review.FitScale:\n", review.Quick.Nodes)
	fmt.Fprintln(w, "# `xiangqi review samples` wrote it; `xiangqi review fit` fits the curve. Columns: score (centipawns,")
	fmt.Fprintln(w, "# side to move), mate (moves, side to move; 0 none), result (the game's, for the side to move), fen")
	for i, p := range picks {
		texts := make([]string, len(p.moves))
		for j, m := range p.moves {
			texts[j] = m.String()
		}
		e, err := an.Analyse("", texts, review.Quick.Nodes)
		if err != nil {
			return err
		}
		pos := position.NewStart()
		for _, m := range p.moves {
			pos.MakeMove(m)
		}
		result := p.result
		if pos.SideToMove() == position.Black {
			result = 1 - result
		}
		fmt.Fprintf(w, "%d\t%d\t%g\t%s\n", e.Score, e.Mate, result, pos.FEN())
		fmt.Fprintf(os.Stderr, "\rsamples: %d/%d", i+1, len(picks))
	}
	fmt.Fprintln(os.Stderr)
	return w.Flush()
}

// runReviewFit fits the curve's scale on a samples file.
func runReviewFit(args []string) error {
	path := "engine/review/curve_samples.tsv"
	if len(args) > 0 {
		path = args[0]
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	samples, err := review.ReadSamples(f)
	if err != nil {
		return err
	}
	scale, mse := review.FitScale(samples)
	fmt.Printf("%d samples: scale %.1f cp (mean squared error %.4f; the constant in engine/review is %.1f)\n",
		len(samples), scale, mse, review.CurveScale)
	return nil
}
