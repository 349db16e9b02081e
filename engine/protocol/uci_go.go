package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/engine/wire"
)

// goKeywords are the words of a `go` command; searchmoves takes the moves up
// to the next keyword.
var goKeywords = map[string]bool{
	"depth": true, "nodes": true, "movetime": true, "wtime": true, "btime": true,
	"winc": true, "binc": true, "movestogo": true, "infinite": true, "ponder": true,
	"perft": true, "searchmoves": true, "mate": true, "multipv": true,
}

// goArgs is a parsed `go` command.
type goArgs struct {
	limits  search.Limits
	isPerft bool     // `go perft N`, not a search
	perft   int64    // its N
	notes   []string // info strings about words skipped or not supported
}

// parseGo reads the words of a `go` command. A bad value is noted and
// skipped. Times are clamped to maxTime before they become durations, so a
// huge number cannot overflow into a negative or tiny time.
func parseGo(args []string) goArgs {
	var g goArgs
	lim := &g.limits
	note := func(format string, a ...any) { g.notes = append(g.notes, fmt.Sprintf(format, a...)) }
	for i := 0; i < len(args); i++ {
		word := args[i]
		if word == "infinite" {
			lim.Infinite = true
			continue
		}
		if word == "ponder" {
			continue // pondering is not supported; search normally
		}
		if word == "searchmoves" {
			note("searchmoves is not supported; searching all moves")
			for i+1 < len(args) && !goKeywords[args[i+1]] {
				i++
			}
			continue
		}
		if !goKeywords[word] {
			note("error: go: unknown word %q", word)
			continue
		}
		if i+1 >= len(args) {
			note("error: go: %s wants a number", word)
			break
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil {
			note("error: go: %s wants a whole number, got %q", word, args[i])
			continue
		}
		// GUIs may send negative clocks.
		ms := time.Duration(min(max(n, 0), maxTime.Milliseconds())) * time.Millisecond
		switch word {
		case "perft":
			g.isPerft, g.perft = true, n
			return g
		case "depth":
			lim.Depth = int(min(max(n, 1), MaxDepth))
		case "nodes":
			lim.Nodes = uint64(max(n, 1))
		case "movetime":
			lim.MoveTime = ms
		case "wtime":
			lim.WTime = ms
		case "btime":
			lim.BTime = ms
		case "winc":
			lim.WInc = ms
		case "binc":
			lim.BInc = ms
		case "movestogo":
			lim.MovesToGo = int(min(max(n, 0), wire.MaxMovesToGo))
		case "multipv":
			lim.MultiPV = int(min(max(n, 1), MaxMultiPV))
		case "mate":
			note("go mate is not supported; searching normally")
		}
	}
	return g
}

// goCommand handles `go`: perft, or a search with the given limits. A bad
// value is reported and skipped, and the search still runs, because a GUI
// waits for a bestmove after every go; but after a refused position command
// the go is refused, with bestmove (none), rather than answered for a
// position the GUI no longer means.
func (u *uciConn) goCommand(args []string) {
	g := parseGo(args)
	if u.badPosition {
		u.println("info string error: go refused: the last position command was refused; send a valid position first")
		if !g.isPerft {
			u.println("bestmove (none)")
		}
		return
	}
	for _, n := range g.notes {
		u.println("info string %s", n)
	}
	if g.isPerft {
		u.perft(g.perft)
		return
	}
	err := u.s.Go(GoRequest{Limits: g.limits}, u.info, u.bestMove)
	if err != nil {
		u.println("info string error: %v", err)
		u.println("bestmove (none)")
	}
}

// perft handles `go perft N`: one `move: count` line per legal move as it is
// counted, then the total. It runs like a search, so stop ends it (with an
// info string instead of the total) and isready is answered meanwhile.
func (u *uciConn) perft(depth int64) {
	if depth < 1 || depth > MaxPerftDepth {
		u.println("info string error: perft depth must be from 1 to %d, got %d", MaxPerftDepth, depth)
		return
	}
	err := u.s.Perft(int(depth), func(c MoveCount) {
		u.println("%s: %d", c.Move, c.Nodes)
	}, func(total uint64, stopped bool) {
		if stopped {
			u.println("info string perft stopped")
			return
		}
		u.println("\nNodes searched: %d\n", total)
	})
	if err != nil {
		u.println("info string error: %v", err)
	}
}

// info writes one `info` line of a search.
func (u *uciConn) info(in search.Info) {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv %d ", in.Depth, in.SelDepth, max(in.MultiPV, 1))
	if in.Mate != 0 {
		fmt.Fprintf(&b, "score mate %d", in.Mate)
	} else {
		fmt.Fprintf(&b, "score cp %d", in.Score)
	}
	fmt.Fprintf(&b, " nodes %d nps %d hashfull %d time %d", in.Nodes, in.NPS, in.HashFull, in.Time.Milliseconds())
	if len(in.PV) > 0 {
		b.WriteString(" pv")
		for _, m := range in.PV {
			b.WriteByte(' ')
			b.WriteString(m.String())
		}
	}
	u.println("%s", b.String())
}

// bestMove writes the answer of a search.
func (u *uciConn) bestMove(best BestMove) {
	switch {
	case best.Err != nil:
		u.println("info string error: %v", best.Err)
	case best.Book:
		u.println("info string book move %s", best.Move)
	}
	if best.Move == position.NoMove {
		u.println("bestmove (none)")
		return
	}
	if best.Ponder != position.NoMove {
		u.println("bestmove %s ponder %s", best.Move, best.Ponder)
		return
	}
	u.println("bestmove %s", best.Move)
}

// bench handles `bench [depth]`: the fixed bench, with its node count and speed.
func (u *uciConn) bench(args []string) {
	depth := DefaultBenchDepth
	if len(args) > 0 {
		n, err := strconv.Atoi(args[0])
		if err != nil {
			u.println("info string error: bench wants a depth, got %q", args[0])
			return
		}
		depth = n
	}
	// The bench runs like a search (Stockfish holds its command loop for
	// it), so stop and quit end it at once.
	err := u.s.Bench(depth, func(r BenchResult) {
		if r.Err != nil {
			u.println("info string error: %v", r.Err)
			return
		}
		u.println("\nTotal time (ms) : %d\nNodes searched  : %d\nNodes/second    : %d", r.Time.Milliseconds(), r.Nodes, r.NPS())
	})
	if err != nil {
		u.println("info string error: bench: %v", err)
	}
}
