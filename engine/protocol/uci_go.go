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

// goCommand handles `go`: perft, or a search with the given limits. A bad
// value is reported and skipped, and the search still runs, because a GUI
// waits for a bestmove after every go.
func (u *uciConn) goCommand(args []string) {
	var lim search.Limits
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
			u.println("info string searchmoves is not supported; searching all moves")
			for i+1 < len(args) && !goKeywords[args[i+1]] {
				i++
			}
			continue
		}
		if !goKeywords[word] {
			u.println("info string error: go: unknown word %q", word)
			continue
		}
		if i+1 >= len(args) {
			u.println("info string error: go: %s wants a number", word)
			break
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil {
			u.println("info string error: go: %s wants a whole number, got %q", word, args[i])
			continue
		}
		ms := time.Duration(max(n, 0)) * time.Millisecond // GUIs may send negative clocks
		switch word {
		case "perft":
			u.perft(n)
			return
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
			u.println("info string go mate is not supported; searching normally")
		}
	}
	lim.MoveTime, lim.WTime, lim.BTime = min(lim.MoveTime, maxTime), min(lim.WTime, maxTime), min(lim.BTime, maxTime)
	lim.WInc, lim.BInc = min(lim.WInc, maxTime), min(lim.BInc, maxTime)
	err := u.s.Go(GoRequest{Limits: lim}, u.info, u.bestMove)
	if err != nil {
		u.println("info string error: %v", err)
		u.println("bestmove (none)")
	}
}

// perft handles `go perft N`: one `move: count` line per legal move, then the total.
func (u *uciConn) perft(depth int64) {
	if depth < 1 || depth > MaxPerftDepth {
		u.println("info string error: perft depth must be from 1 to %d, got %d", MaxPerftDepth, depth)
		return
	}
	counts, total := Divide(u.s.Position(), int(depth))
	var b strings.Builder
	for _, c := range counts {
		fmt.Fprintf(&b, "%s: %d\n", c.Move, c.Nodes)
	}
	fmt.Fprintf(&b, "\nNodes searched: %d\n", total)
	u.println("%s", b.String())
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
	done := make(chan struct{})
	err := u.s.Bench(depth, func(r BenchResult) {
		defer close(done)
		if r.Err != nil {
			u.println("info string error: %v", r.Err)
			return
		}
		u.println("\nTotal time (ms) : %d\nNodes searched  : %d\nNodes/second    : %d", r.Time.Milliseconds(), r.Nodes, r.NPS())
	})
	if err != nil {
		u.println("info string error: bench: %v", err)
		return
	}
	<-done // like Stockfish, bench holds the command loop until it ends
}
