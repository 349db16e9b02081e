package app

import (
	"testing"

	"xiangqi/engine/position"
	"xiangqi/web/game"
)

func TestEmbedSetGame(t *testing.T) {
	start, err := position.ParseFEN(mateInTwo)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		fragment  string
		moves     []string
		side      position.Color
		hasSide   bool
		wantSide  position.Color
		wantThink bool // the engine is asked to move at once
	}{
		{"play: the player takes the side to move", "#embed=1", nil, position.Red, false, position.Red, false},
		{"play: side given", "#embed=1", nil, position.Black, true, position.Black, true},
		{"play: after a move, Black to move", "#embed=1", []string{"d0d1"}, position.Red, false, position.Black, false},
		{"view: nobody moves", "#embed=1&mode=view", []string{"d0d1"}, position.Red, false, position.Red, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t).start(Boot{Fragment: tc.fragment})
			if !r.a.Embedded() {
				t.Fatal("not embedded")
			}
			r.send(`{"type":"ready"}`)
			g := game.New(start)
			for _, s := range tc.moves {
				m, _ := position.ParseMove(s)
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			bottom := r.a.Board().Bottom
			r.a.SetGame(g, tc.side, tc.hasSide)
			if r.a.Game() != g || r.a.Side() != tc.wantSide {
				t.Errorf("game replaced %v, side %v, want %v", r.a.Game() == g, r.a.Side(), tc.wantSide)
			}
			if r.a.Thinking() != tc.wantThink {
				t.Errorf("thinking %v, want %v", r.a.Thinking(), tc.wantThink)
			}
			if r.a.Board().Bottom != bottom {
				t.Error("the orientation changed")
			}
			if r.plat.stored != "" {
				t.Error("an embedded board wrote local storage")
			}
		})
	}
}

func TestEmbedSetOrientation(t *testing.T) {
	r := newRig(t).start(Boot{Fragment: "#embed=1&mode=view"})
	before := r.plat.changed
	r.a.SetOrientation(position.Black)
	if r.a.Board().Bottom != position.Black || r.plat.changed == before {
		t.Fatalf("bottom %v, redraws %d", r.a.Board().Bottom, r.plat.changed-before)
	}
	r.a.SetOrientation(position.Black)
	r.a.SetOrientation(position.Red)
	if r.a.Board().Bottom != position.Red {
		t.Errorf("bottom %v", r.a.Board().Bottom)
	}
}
