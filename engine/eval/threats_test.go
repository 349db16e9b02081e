package eval

import (
	"strings"
	"testing"

	"xiangqi/engine/position"
)

// boardOf returns the points of a FEN's board by Square (rank 0 is Red's back
// rank, the FEN's last row), '.' for empty.
func boardOf(fen string) [position.NumSquares]byte {
	var b [position.NumSquares]byte
	rows := strings.Split(strings.Fields(fen)[0], "/")
	for i, row := range rows {
		rank, file := 9-i, 0
		for _, ch := range []byte(row) {
			if ch >= '1' && ch <= '9' {
				for range int(ch - '0') {
					b[position.MakeSquare(file, rank)] = '.'
					file++
				}
				continue
			}
			b[position.MakeSquare(file, rank)] = ch
			file++
		}
	}
	return b
}

// fenOf is boardOf's inverse, with side to move.
func fenOf(b [position.NumSquares]byte, side string) string {
	var sb strings.Builder
	for rank := 9; rank >= 0; rank-- {
		empty := 0
		for file := range 9 {
			ch := b[position.MakeSquare(file, rank)]
			if ch == '.' {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(ch)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String() + " " + side
}

// evaluatorFor sets up an evaluator's board for p as evaluate does.
func evaluatorFor(p *position.Position) *evaluator {
	e := &evaluator{w: &defaultWeights}
	board := p.Board()
	copy(e.board[:], board[:])
	e.board[wallSquare] = wall
	e.fileOcc, e.rankOcc = p.Lines()
	return e
}

// TestDefendedMatchesCaptures checks defended against the move generator:
// a point is defended by c exactly when, with an enemy piece standing there,
// c has a capture on it. Each piece in many positions is recoloured in turn
// (where that still makes a legal FEN) and asked about.
func TestDefendedMatchesCaptures(t *testing.T) {
	fens := append(append([]string{}, testFENs...), randomPositions(400, 11)...)
	var buf [position.MaxMoves]position.Move
	checked, defendedCount := 0, 0
	for _, fen := range fens {
		b := boardOf(fen)
		for sq := square(0); sq < position.NumSquares; sq++ {
			ch := b[sq]
			if ch == '.' || ch == 'k' || ch == 'K' {
				continue
			}
			// The defender is the piece's own colour; the piece becomes the
			// other colour's, and the defender is to move.
			defender, side := position.Red, "w"
			if ch >= 'a' {
				defender, side = position.Black, "b"
			}
			changed := b
			changed[sq] = ch ^ 0x20
			q, err := position.ParseFEN(fenOf(changed, side))
			if err != nil {
				continue // a recoloured advisor outside its palace and the like
			}
			want := false
			for _, m := range q.GenerateMoves(buf[:0]) {
				if m.To() == sq {
					want = true
				}
			}
			if got := evaluatorFor(q).defended(sq, defender); got != want {
				t.Fatalf("%s: defended(%v, %v) = %v, the move generator says %v", q.FEN(), sq, defender, got, want)
			}
			checked++
			if want {
				defendedCount++
			}
		}
	}
	if checked < 2000 || defendedCount < checked/5 || defendedCount > checked*4/5 {
		t.Fatalf("checked %d points, %d defended: too few to tell", checked, defendedCount)
	}
}

// TestThreatsScore checks the threat terms on a position built for them:
// Red's horse attacks Black's rook on a7 (defended by nothing) and its
// cannon on d8 (defended by the advisor, and a horse is no cheaper than a
// cannon), so Black has one piece under a real threat and Red none. Weights
// set on just these entries give exactly their sum, with ThreatsOnMover
// counting for the side not to move.
func TestThreatsScore(t *testing.T) {
	if !useThreats {
		t.Skip("the threat terms are switched off (useThreats in threats.go)")
	}
	var base Weights
	w := base
	w.ThreatMG[horse][rook], w.ThreatEG[horse][rook] = 100, 100
	w.ThreatMG[horse][cannon], w.ThreatEG[horse][cannon] = 10, 10
	w.HangingMG[rook], w.HangingEG[rook] = 1000, 1000
	w.HangingMG[cannon], w.HangingEG[cannon] = 5000, 5000
	w.ThreatsOnMoverMG = [4]int32{1, 20000, 400000, 8000000}
	w.ThreatsOnMoverEG = w.ThreatsOnMoverMG
	for _, tc := range []struct {
		fen  string
		want int // from the side to move's view
	}{
		// Red to move: Black, not to move, has no piece of Red's under threat.
		{"3k5/4a4/3c5/r8/2N6/9/8P/9/9/4K4 w", 1110 - 1},
		// Black to move, with one piece under threat.
		{"3k5/4a4/3c5/r8/2N6/9/8P/9/9/4K4 b", -(1110 + 20000)},
	} {
		p, err := position.ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := EvaluateWith(p, &w) - EvaluateWith(p, &base); got != tc.want {
			t.Errorf("%s: threat terms add %d, want %d", tc.fen, got, tc.want)
		}
	}
}
