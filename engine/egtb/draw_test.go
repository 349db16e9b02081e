package egtb

import (
	"math/rand/v2"
	"testing"
	"time"

	"xiangqi/engine/position"
)

// drawCase is a material whose positions IsKnownDraw is checked on.
type drawCase struct {
	sig  string
	slow bool // generated only with XIANGQI_LONG=1
}

// TestKnownDrawMatchesTables checks every rule of IsKnownDraw against the
// generated tables: each material listed as drawn has only drawn positions,
// each fortress only draws and immediate mates, and IsKnownDraw says draw
// exactly for the drawn positions of those materials (and of back-rank pawn
// positions), and never for a position the table calls won or lost.
func TestKnownDrawMatchesTables(t *testing.T) {
	cases := []drawCase{
		{"KCk", false}, {"KCka", false}, {"KCkb", false}, {"KCkab", false}, {"KCkbb", false}, {"KCkabb", true},
		{"KCBk", false}, {"KPkbb", false}, {"KPkabb", true},
		{"KCkaa", false}, {"KCkaab", false}, {"KCkaabb", true}, {"KCBka", true}, {"KCBkab", true},
		{"KNkaabb", true}, {"KNAkaabb", true}, {"KPkaabb", true},
		// Back-rank pawns, and materials no rule covers.
		{"KPk", false}, {"KPka", false}, {"KPkb", false}, {"KPkaa", false}, {"KPPk", false},
		{"KPkab", true}, {"KPkaab", true}, {"KPPka", true}, {"KPPkb", true},
		{"KRk", false}, {"KNk", false}, {"KNkb", false}, {"KCAk", false}, {"KRkp", true}, {"KPkp", true},
		// No attacking pieces at all.
		{"Kk", false}, {"KAkb", false}, {"KABka", false}, {"KAAkbb", false}, {"KAABBkaa", true}, {"KAABBkaabb", true},
	}
	listed := map[Material]bool{}
	for _, tc := range cases {
		listed[mustMaterial(t, tc.sig)] = true
	}
	for m := range drawnEndings {
		if !listed[m] {
			t.Errorf("drawn ending %s has no test case", m)
		}
	}
	for m := range fortressEndings {
		if !listed[m] {
			t.Errorf("fortress ending %s has no test case", m)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, tc := range cases {
		if tc.slow && !long() {
			continue
		}
		start := time.Now()
		tb := testTable(t, tc.sig)
		m := tb.Material()
		checked := 0
		tb.forEachPosition(func(c int, idx uint64) {
			res, dtm := decodeValue(tb.values[c][idx])
			immediate := (c == 0 && res == Win && dtm == 1) || (c == 1 && res == Loss && dtm == 0)
			if drawnEndings[m] && res != Draw {
				t.Errorf("%s is listed as drawn, but index %d with %s to move is a %s in %d", m, idx, position.Color(c), res, dtm)
			}
			if fortressEndings[m] && res != Draw && !immediate {
				t.Errorf("%s is listed as a fortress, but index %d with %s to move is a %s in %d", m, idx, position.Color(c), res, dtm)
			}
			// Check every decided position and a sample of the draws.
			if res == Draw && tb.lay.size > 5000 && rng.IntN(20) != 0 {
				return
			}
			pl, _ := tb.lay.decode(idx)
			var b [position.NumSquares]position.Piece
			tb.lay.board(&pl, &b)
			side := position.Color(c)
			if rng.IntN(2) == 0 { // the same position with the colours exchanged
				b, side = flippedBoard(&b), side.Other()
			}
			p, err := position.FromBoard(&b, side)
			if err != nil {
				t.Fatal(err)
			}
			got := IsKnownDraw(p)
			pm := MaterialOf(p)
			exact := drawnEndings[m] || fortressEndings[m] || m.Attackers(position.Red)+m.Attackers(position.Black) == 0 ||
				(backRankPawnsOnly(p, pm, attackerOf(pm)) && pm.Attackers(attackerOf(pm).Other()) == 0)
			if got && res != Draw {
				t.Errorf("%s: IsKnownDraw says draw, the table says %s in %d", p.FEN(), res, dtm)
			}
			if exact && !got && res == Draw {
				t.Errorf("%s: the table says draw, IsKnownDraw does not know it", p.FEN())
			}
			checked++
		})
		t.Logf("%s: %d positions checked in %v", tc.sig, checked, time.Since(start))
		if checked == 0 {
			t.Errorf("%s: no position checked", tc.sig)
		}
	}
}

// TestNoAttackersNoResult checks the first rule of IsKnownDraw on every
// generated table without attacking pieces (all 45 of them when the slow
// tests run, since KAABBkaabb needs every smaller one).
func TestNoAttackersNoResult(t *testing.T) {
	testTable(t, "KAAkbb")
	if long() {
		testTable(t, "KAABBkaabb")
	}
	n := 0
	for _, tb := range testGen.Set.Tables() {
		m := tb.Material()
		if m.Attackers(position.Red)+m.Attackers(position.Black) > 0 {
			continue
		}
		stats, _ := tb.Stats()
		for c := range stats {
			if stats[c][0]+stats[c][2] != 0 || stats[c][1] == 0 {
				t.Errorf("%s with %s to move: %d won, %d drawn, %d lost", m, position.Color(c), stats[c][2], stats[c][1], stats[c][0])
			}
		}
		n++
	}
	if n == 0 || (long() && n != 45) {
		t.Errorf("%d tables without attacking pieces checked", n)
	}
}

// attackerOf returns the side with rooks, horses, cannons or pawns (Red if
// neither has any).
func attackerOf(m Material) position.Color {
	if m.Attackers(position.Black) > m.Attackers(position.Red) {
		return position.Black
	}
	return position.Red
}

// flippedBoard rotates a board half a turn and exchanges the colours.
func flippedBoard(b *[position.NumSquares]position.Piece) [position.NumSquares]position.Piece {
	var out [position.NumSquares]position.Piece
	for s, pc := range b {
		if pc != position.NoPiece {
			out[position.Square(s).Flip()] = pc ^ 8
		}
	}
	return out
}
