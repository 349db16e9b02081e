package position

import (
	"fmt"
	"strings"
	"testing"
)

// A cycleCase is a position and a cycle of moves that leads back to it. The
// test plays the cycle twice, so the position occurs for the third time at the
// end, and checks the judgement there. Each expected result was worked out by
// hand from the rules in repetition.go; the comment says why.
type cycleCase struct {
	name   string
	fen    string
	cycle  string
	result Result
	reason Reason
}

var cycleCases = []cycleCase{
	// Perpetual check, by each kind of piece. The checked side only moves
	// its king, which can neither check nor chase.
	{"rook checks", "5k3/9/9/9/9/9/9/9/5R3/3K5 b",
		"f9e9 f1e1 e9f9 e1f1", BlackWins, PerpetualCheck},
	{"horse checks", "5k3/9/4N4/9/9/9/9/9/9/3K5 b",
		"f9e9 e7g8 e9f9 g8e7", BlackWins, PerpetualCheck},
	{"cannon checks over a pawn", "5k3/9/9/9/4PP3/9/9/5C3/9/3K5 b",
		"f9e9 f2e2 e9f9 e2f2", BlackWins, PerpetualCheck},
	{"pawn checks", "4k4/4P4/9/9/9/9/9/9/9/3K5 b",
		"e9f9 e8f8 f9e9 f8e8", BlackWins, PerpetualCheck},
	// The horse on e6 screens the cannon's check; leaving, it checks itself.
	{"horse and cannon check in turn", "4k4/9/9/4N4/9/9/9/4C4/9/3K5 b",
		"e9f9 e6g7 f9e9 g7e6", BlackWins, PerpetualCheck},
	{"black rook checks", "3k5/5r3/9/9/9/9/9/9/9/5K3 w",
		"f0e0 f8e8 e0f0 e8f8", RedWins, PerpetualCheck},
	// Every move of both sides answers a check with a check: R d2f2 blocks
	// the rook and uncovers the cannon on d1; c d3f3 leaves the d-file and
	// checks over the rook on f2; R f2d2 removes that screen and checks up
	// the d-file; c f3d3 blocks it and uncovers the rook on f6.
	{"mutual perpetual check", "3k5/9/9/5r3/9/9/3c5/3R5/3C1K3/9 w",
		"d2f2 d3f3 f2d2 f3d3", Draw, Repetition},
	// Every check is answered by blocking with the advisor: the blocks are
	// idle, the checks perpetual.
	{"checks answered by blocks", "4ka3/9/9/9/4P4/9/9/4C4/9/3K5 b",
		"f9e8 e5d5 e8f9 d5e5", BlackWins, PerpetualCheck},
	// Red checks with every move; each black king move uncovers a cannon
	// (g9 over the advisor, g8 over the horse) attacking the checking rook,
	// so Black chases it perpetually. Perpetual check outranks chase.
	{"check against chase: the checker loses", "R3kac2/5nc2/9/9/9/9/9/9/9/3K5 b",
		"e9e8 a9a8 e8e9 a8a9", BlackWins, PerpetualCheck},
	// Check, then an idle move: no perpetual check.
	{"one check one idle", "4k4/9/9/9/9/9/9/9/4R4/5K3 b",
		"e9d9 e1a1 d9e9 a1e1", Draw, Repetition},

	// Perpetual chase: each move of the chaser attacks anew the piece that
	// just escaped.
	{"rook chases unprotected horse", "4k4/9/R5n2/9/9/9/9/9/9/3K5 b",
		"g7h5 a7a5 h5g7 a5a7", BlackWins, PerpetualChase},
	{"rook chases unprotected cannon", "4k4/9/R6c1/9/9/9/9/9/9/3K5 b",
		"h7h5 a7a5 h5h7 a5a7", BlackWins, PerpetualChase},
	// The rook on c9 protects c6 and c7, but a horse may not chase a rook.
	{"horse chases protected rook", "2r1k4/9/9/2r6/9/1N7/9/9/9/3K5 b",
		"c6c7 b4d5 c7c6 d5b4", BlackWins, PerpetualChase},
	{"horse chases unprotected rook", "4k4/9/9/2r6/9/1N7/9/9/9/3K5 b",
		"c6c7 b4d5 c7c6 d5b4", BlackWins, PerpetualChase},
	// The horse on e7 protects c8 and g8; the pawns on c6 and g6 are screens.
	{"cannon chases protected rook", "4k4/2r6/4n4/2p3p2/9/9/9/2C6/9/3K5 b",
		"c8g8 c2g2 g8c8 g2c2", BlackWins, PerpetualChase},
	{"horse chases unprotected cannon", "4k4/9/9/2c6/9/1N7/9/9/9/3K5 b",
		"c6c7 b4d5 c7c6 d5b4", BlackWins, PerpetualChase},
	{"horse attacks protected cannon", "2r1k4/9/9/2c6/9/1N7/9/9/9/3K5 b",
		"c6c7 b4d5 c7c6 d5b4", Draw, Repetition},
	// The red pawns on d7 and d5 are the cannon's screens.
	{"cannon chases unprotected horse", "4k4/9/C2P2n2/9/3P5/9/9/9/9/3K5 b",
		"g7h5 a7a5 h5g7 a5a7", BlackWins, PerpetualChase},
	// The rooks on g9 and h9 protect g7 and h5.
	{"cannon attacks protected horse", "4k1rr1/9/C2P2n2/9/3P5/9/9/9/9/3K5 b",
		"g7h5 a7a5 h5g7 a5a7", Draw, Repetition},
	{"rook attacks protected horse", "4k1rr1/9/R5n2/9/9/9/9/9/9/3K5 b",
		"g7h5 a7a5 h5g7 a5a7", Draw, Repetition},
	// The rook on h9 protects the cannon on h7 and on h5.
	{"rook attacks protected cannon", "4k2r1/9/R6c1/9/9/9/9/9/9/3K5 b",
		"h7h5 a7a5 h5h7 a5a7", Draw, Repetition},
	// h5 is protected by the rook on h9, g7 is not: one of the two attacks is
	// no chase, so the chase is not perpetual (as in AXF diagram 54).
	{"target protected on one square only", "4k2r1/9/R5n2/9/9/9/9/9/9/3K5 b",
		"g7h5 a7a5 h5g7 a5a7", Draw, Repetition},
	// The black rook can take back along the rank: an offer to exchange.
	{"rook attacks rook that can take back", "4k4/9/R5r2/9/9/9/9/9/9/3K5 b",
		"g7g5 a7a5 g5g7 a5a7", Draw, Repetition},
	// Each cannon can take the other over the pawn between: an exchange.
	{"cannon attacks cannon that can take back", "4k4/9/C2P3c1/9/3P5/9/9/9/9/3K5 b",
		"h7h5 a7a5 h5h7 a5a7", Draw, Repetition},
	{"black rook chases unprotected horse", "5k3/9/9/9/9/9/9/2N5r/9/4K4 w",
		"c2b4 i2i4 b4c2 i4i2", RedWins, PerpetualChase},
	// The cannon moving between b5 and b7 uncovers the rook on a5 or a7.
	{"discovered chase by two rooks", "4k4/9/R5n2/9/RC7/9/9/9/9/3K5 b",
		"g7h5 b5b7 h5g7 b7b5", BlackWins, PerpetualChase},
	// The rook on h9 would protect h5, but it is pinned by the rook on i9:
	// false protection, so both attacks chase.
	{"target falsely protected by a pinned piece", "5k1rR/9/R5n2/9/9/9/9/9/9/3K5 b",
		"g7h5 a7a5 h5g7 a5a7", BlackWins, PerpetualChase},
	// The black rook on e8 pins the red rook to its king: taking the horse
	// would be illegal, so the attacks are no threat. (The rooks attacking
	// each other along the file is an exchange offer, and never new.)
	{"pinned rook cannot chase", "3k5/4r4/9/9/9/9/4R2n1/9/9/4K4 b",
		"h3g5 e3e5 g5h3 e5e3", Draw, Repetition},
	{"same rook unpinned chases", "3k5/9/9/9/9/9/4R2n1/9/9/4K4 b",
		"h3g5 e3e5 g5h3 e5e3", BlackWins, PerpetualChase},
	// The rook attacks the cannon, then the horse: two targets in turn.
	{"one rook chases two pieces", "4k4/9/2c3n2/9/9/9/9/9/2R6/3K5 b",
		"e9e8 c1g1 e8e9 g1c1", Draw, Repetition},

	// Mutual chase. Around the empty e5, each rook move unblocks a horse of
	// its own side (the rook leaves the horse's leg), and the horse then
	// attacks the enemy rook, which has just stepped onto that square:
	// red horses d6 and f4 chase the black rook, black horses f6 and d4
	// chase the red rook. Both sides chase one piece perpetually: a draw.
	{"mutual perpetual chase", "4k4/9/9/3Nrn3/3R5/3n1N3/9/9/9/3K5 b",
		"e6e4 d5f5 e4e6 f5d5", Draw, Repetition},
	// Without the horse on d4, Black's second move chases only the horse
	// on d6, not the rook: Red alone chases perpetually.
	{"mutual chase with one chaser missing", "4k4/9/9/3Nrn3/3R5/5N3/9/9/9/3K5 b",
		"e6e4 d5f5 e4e6 f5d5", BlackWins, PerpetualChase},

	// Kings and pawns may chase (AXF rules 28 and 29).
	{"king chases unprotected cannon", "5k3/9/9/9/9/9/9/3c5/3K5/9 b",
		"d2e2 d1e1 e2d2 e1d1", Draw, Repetition},
	{"pawn chases unprotected cannon", "4k4/9/1c7/1P7/9/9/9/9/9/3K5 b",
		"b7c7 b6c6 c7b7 c6b6", Draw, Repetition},

	// Pawns as targets: a crossed pawn can be chased, an uncrossed one not.
	{"rook chases crossed pawn", "5k3/9/9/9/9/9/2p6/9/2R6/4K4 b",
		"c3d3 c1d1 d3c3 d1c1", BlackWins, PerpetualChase},
	// The pawns on b3 and e3 protect c3 and d3.
	{"rook attacks protected crossed pawn", "5k3/9/9/9/9/9/1pp1p4/9/2R6/4K4 b",
		"c3d3 c1d1 d3c3 d1c1", Draw, Repetition},
	// One check, one attack: on an uncrossed pawn the attack is no chase,
	// so Red has only checked and idled.
	{"check and attack on uncrossed pawn", "4k4/9/9/2p6/9/9/9/9/4R4/5K3 b",
		"e9d9 e1c1 d9e9 c1e1", Draw, Repetition},
	// One check, one chase (一将一捉) is allowed by the Asian rules: a draw.
	{"one check one chase of crossed pawn", "4k4/9/9/9/9/9/2p6/9/4R4/5K3 b",
		"e9d9 e1c1 d9e9 c1e1", Draw, Repetition},
	{"one check one chase of horse", "4k4/9/9/9/2n6/9/9/9/4R4/5K3 b",
		"e9d9 e1c1 d9e9 c1e1", Draw, Repetition},
	// The rook on c9 protects the horse on c5.
	{"one check one attack on protected horse", "2r1k4/9/9/9/2n6/9/9/9/4R4/5K3 b",
		"e9d9 e1c1 d9e9 c1e1", Draw, Repetition},

	// The rook attacks the horse all along, but no move of Red's makes the
	// threat: a standing threat is no chase.
	{"standing threat while idling", "4k4/9/n8/9/9/9/9/9/R8/3K5 w",
		"d0d1 e9e8 d1d0 e8e9", Draw, Repetition},

	// Idle moves only.
	{"idle against idle", "4k3r/9/9/9/9/9/9/9/9/R2K5 w",
		"d0d1 e9e8 d1d0 e8e9", Draw, Repetition},
	{"idle eight-ply cycle", "4k3r/9/9/9/9/9/9/9/9/R2K5 w",
		"a0a1 i9i8 a1b1 i8h8 b1b0 h8h9 b0a0 h9i9", Draw, Repetition},
}

func TestRepetitionCycles(t *testing.T) {
	if len(cycleCases) < 40 {
		t.Errorf("only %d cycle cases, want at least 40", len(cycleCases))
	}
	for _, tc := range cycleCases {
		t.Run(tc.name, func(t *testing.T) {
			runCycle(t, tc.fen, tc.cycle, tc.result, tc.reason)
		})
		// The same game seen in a mirror, and with the colours swapped
		// (the board turned round), must be judged the same way.
		t.Run(tc.name+"/mirrored", func(t *testing.T) {
			fen, cycle := transformCase(t, tc.fen, tc.cycle, Square.Mirror, false)
			runCycle(t, fen, cycle, tc.result, tc.reason)
		})
		t.Run(tc.name+"/colours swapped", func(t *testing.T) {
			fen, cycle := transformCase(t, tc.fen, tc.cycle, Square.Flip, true)
			runCycle(t, fen, cycle, swapWinner(tc.result), tc.reason)
		})
	}
}

// runCycle plays the cycle twice from fen, checking that every move is legal
// and that the game goes on until the last move, then checks the verdict.
func runCycle(t *testing.T, fen, cycle string, result Result, reason Reason) {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	var moves []Move
	for _, text := range strings.Fields(cycle) {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	// The search's verdict judges checks only.
	inTree := Draw
	if reason == PerpetualCheck {
		inTree = result
	}
	all := append(append([]Move{}, moves...), moves...)
	for i, m := range all {
		if st := p.Status(); st.Over() {
			t.Fatalf("game over after %d plies (%s), before the third occurrence", i, st.Text)
		}
		if rep, _ := p.RepetitionInTree(0); rep {
			t.Fatalf("RepetitionInTree(0) reports a repetition after %d plies", i)
		}
		if i == len(moves) {
			rep, got := p.RepetitionInTree(len(all))
			if !rep || got != inTree {
				t.Errorf("after one cycle, RepetitionInTree(%d) = %v, %v; want true, %v", len(all), rep, got, inTree)
			}
		}
		if !p.IsLegal(m) {
			t.Fatalf("ply %d: %s is not legal in %s", i+1, m, p.FEN())
		}
		p.MakeMove(m)
	}
	st := p.Status()
	if st.Result != result || st.Reason != reason {
		t.Errorf("Status() = %v, %q (%s); want %v, %q", st.Result, st.Reason, st.Text, result, reason)
	}
	if rep, got := p.RepetitionInTree(0); !rep || got != inTree {
		t.Errorf("RepetitionInTree(0) = %v, %v; want true, %v", rep, got, inTree)
	}
}

// transformCase maps a case's position and moves through a square mapping;
// with swap the colours change too (for the board turned round).
func transformCase(t *testing.T, fen, cycle string, sq func(Square) Square, swap bool) (string, string) {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	for rank := 9; rank >= 0; rank-- {
		row, empty := "", 0
		for file := 0; file < 9; file++ {
			pc := p.PieceAt(sq(MakeSquare(file, rank)))
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				row += fmt.Sprint(empty)
				empty = 0
			}
			if swap {
				pc = MakePiece(pc.Color().Other(), pc.Type())
			}
			row += string(pc.Letter())
		}
		if empty > 0 {
			row += fmt.Sprint(empty)
		}
		rows = append(rows, row)
	}
	side := p.SideToMove()
	if swap {
		side = side.Other()
	}
	out := strings.Join(rows, "/") + " w"
	if side == Black {
		out = strings.Join(rows, "/") + " b"
	}
	var moves []string
	for _, text := range strings.Fields(cycle) {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, NewMove(sq(m.From()), sq(m.To())).String())
	}
	return out, strings.Join(moves, " ")
}

func swapWinner(r Result) Result {
	switch r {
	case RedWins:
		return BlackWins
	case BlackWins:
		return RedWins
	}
	return r
}
