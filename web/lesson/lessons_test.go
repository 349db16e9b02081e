package lesson

import (
	"fmt"
	"testing"

	"xiangqi/engine/position"
)

// play plays moves in step s as the lesson mode does (Black passes in a
// frozen step, else answers) and returns the verdicts after each of Red's
// moves, and the last miss.
func play(t *testing.T, s Step, moves []string) ([]Verdict, Miss) {
	t.Helper()
	pos := s.Start()
	piece := s.Piece
	var out []Verdict
	for i, text := range moves {
		m, err := position.ParseMove(text)
		if err != nil || !pos.IsLegal(m) {
			t.Fatalf("%s: move %d %s is not legal in %s", s.FEN, i+1, text, pos.FEN())
		}
		pos.MakeMove(m)
		v, miss := s.Judge(pos, m, i+1, piece)
		if m.From() == piece {
			piece = m.To()
		}
		if v == Going && !pos.Status().Over() {
			if s.Frozen {
				pos = Pass(pos)
				if pos == nil {
					t.Fatalf("%s: no position after passing", s.FEN)
				}
			} else {
				r := s.Reply(pos, m)
				if r == position.NoMove {
					t.Fatalf("%s: Black has no answer to %s", s.FEN, text)
				}
				pos.MakeMove(r)
				v, miss = s.AfterReply(pos)
			}
		}
		out = append(out, v)
		if v != Going {
			return out, miss
		}
	}
	return out, MissNone
}

// TestEveryLessonIsSolvable checks every step: its position is legal with
// Red to move, its piece and targets stand where the step says, its
// solution does the task on its last move and not before, and a task with a
// move limit cannot be done in fewer moves (so the limit the words give is
// the real one).
func TestEveryLessonIsSolvable(t *testing.T) {
	if len(All) != 12 {
		t.Errorf("%d lessons, want the seven pieces and five rules", len(All))
	}
	for _, l := range All {
		for i, s := range l.Steps {
			name := fmt.Sprintf("%s/%s", l.Name, s.Name)
			p := s.Start()
			if p.SideToMove() != position.Red || p.Status().Over() {
				t.Errorf("%s: not Red to move in a game going on", name)
			}
			if s.Kind == Look || s.Kind == Capture || s.Kind == Reach {
				if pc := p.PieceAt(s.Piece); pc == position.NoPiece || pc.Color() != position.Red {
					t.Errorf("%s: no red piece on %s", name, s.Piece)
				}
			}
			for _, tg := range s.Targets {
				if pc := p.PieceAt(tg); pc == position.NoPiece || pc.Color() != position.Black {
					t.Errorf("%s: no black piece to take on %s", name, tg)
				}
			}
			if s.Kind == Escape && !p.InCheck() {
				t.Errorf("%s: Red is not in check", name)
			}
			if s.Kind == Look {
				continue
			}
			verdicts, miss := play(t, s, s.Solution)
			for j, v := range verdicts {
				want := Going
				if j == len(s.Solution)-1 {
					want = Done
				}
				if v != want {
					t.Errorf("%s: after move %d the verdict is %d (%s), want %d", name, j+1, v, miss, want)
				}
			}
			if s.Moves > 0 && len(s.Solution) != s.Moves {
				t.Errorf("%s: the solution has %d moves, the limit is %d", name, len(s.Solution), s.Moves)
			}
			if s.Frozen && s.Moves > 1 {
				if n := shortest(s, s.Moves); n != s.Moves {
					t.Errorf("%s: can be done in %d moves, the words say %d", name, n, s.Moves)
				}
			}
			_ = i
		}
	}
}

// shortest is the fewest moves that do a frozen step (0 if none within
// limit), by breadth-first search over the step piece's moves.
func shortest(s Step, limit int) int {
	type node struct {
		fen   string
		piece position.Square
	}
	frontier := []node{{s.Start().FEN(), s.Piece}}
	seen := map[string]bool{}
	for depth := 1; depth <= limit; depth++ {
		var next []node
		for _, nd := range frontier {
			p, _ := position.ParseFEN(nd.fen)
			var buf [position.MaxMoves]position.Move
			for _, m := range p.LegalMoves(buf[:0]) {
				q := p.Clone()
				q.MakeMove(m)
				v, _ := s.Judge(q, m, depth, nd.piece)
				if v == Done {
					return depth
				}
				if v != Going {
					continue
				}
				pass := Pass(q)
				if pass == nil || seen[pass.FEN()] {
					continue
				}
				seen[pass.FEN()] = true
				next = append(next, node{pass.FEN(), m.To()})
			}
		}
		frontier = next
	}
	return 0
}

// TestMissesAreNamed checks that wrong moves miss the task with the reason
// the page gives.
func TestMissesAreNamed(t *testing.T) {
	step := func(lesson string, i int) Step {
		l, _, ok := Find(lesson)
		if !ok {
			t.Fatalf("no lesson %s", lesson)
		}
		return l.Steps[i]
	}
	for _, c := range []struct {
		lesson string
		step   int
		moves  []string
		want   Miss
	}{
		{"chariot", 1, []string{"e0e1"}, MissPiece},
		{"chariot", 1, []string{"a0a1", "a1a2"}, MissMoves},
		{"general", 1, []string{"e1e2", "e2e1"}, MissMoves},
		{"check", 0, []string{"a1a2"}, MissNotCheck},
		{"mate", 0, []string{"b8b9"}, MissNotMate},
		{"stalemate", 0, []string{"d7d8"}, MissNotStuck},
		{"chariot", 0, []string{"e4f4"}, MissCheck},
	} {
		verdicts, miss := play(t, step(c.lesson, c.step), c.moves)
		if verdicts[len(verdicts)-1] != Missed || miss != c.want {
			t.Errorf("%s %v: %v %q, want a miss %q", c.lesson, c.moves, verdicts, miss, c.want)
		}
	}
}

// TestPerpetualCheckLoses checks that the perpetual lesson ends by the rules:
// Black's fourth check repeats the position a third time and loses.
func TestPerpetualCheckLoses(t *testing.T) {
	l, _, _ := Find("perpetual")
	s := l.Steps[0]
	p := s.Start()
	for _, text := range s.Solution {
		m, _ := position.ParseMove(text)
		p.MakeMove(m)
		p.MakeMove(s.Reply(p, m))
	}
	st := p.Status()
	if st.Result != position.RedWins || st.Reason != position.PerpetualCheck {
		t.Errorf("after the cycle: %+v", st)
	}
}

// TestProgressRoundTrip checks the stored progress and its refusals.
func TestProgressRoundTrip(t *testing.T) {
	var p Progress
	if !p.MarkDone("horse") || p.MarkDone("horse") || p.MarkDone("dragon") {
		t.Error("MarkDone")
	}
	p.MarkDone("general")
	p.Lesson, p.Step = "cannon", 1
	text := p.Encode()
	if text != `{"v":1,"done":["general","horse"],"lesson":"cannon","step":1}` {
		t.Errorf("encoded %s", text)
	}
	back, err := DecodeProgress(text)
	if err != nil || !back.Done("general") || !back.Done("horse") || back.Done("cannon") || back.Lesson != "cannon" || back.Step != 1 || back.DoneCount() != 2 {
		t.Errorf("decoded %+v, %v", back, err)
	}
	p.NoWelcome = true
	if back, err := DecodeProgress(p.Encode()); err != nil || !back.NoWelcome {
		t.Errorf("nowelcome: %+v %v", back, err)
	}
	for _, bad := range []string{`{"v":1,"nowelcome":1}`, `[]`, `{"v":2}`, `{"v":1,"done":["x"]}`, `{"v":1,"lesson":"horse","step":5}`, `{"v":1,"done":"horse"}`, `nonsense`} {
		if _, err := DecodeProgress(bad); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
}
