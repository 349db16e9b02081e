package app

import (
	"strings"
	"testing"
	"time"
)

// analysing opens the page on a link to the analysis board with its engine
// ready, and returns it with the id of the analysis' search.
func analysing(t testing.TB, fragment string) (*rig, int) {
	r := newRig(t).start(Boot{Fragment: fragment})
	r.send(`{"type":"ready"}`)
	return r, r.goID()
}

// The engine reports many times a second; the page draws the latest report
// at most once a report frame, never loses the last one, and redraws
// nothing but the analysis for a report.
func TestAnalysisReportsAreDrawnOncePerReportFrame(t *testing.T) {
	r, id := analysing(t, "#mode=analysis&moves=h2e2,h9g7")
	if got := r.lastGo()["reportMs"]; got != float64(reportFrame.Milliseconds()) {
		t.Errorf("the analysis asks for reports every %v ms, want every report frame (%v)", got, reportFrame)
	}
	changed := r.plat.changed
	// Two seconds of reports, one every 20 ms, each a deeper line.
	for i := 0; i < 100; i++ {
		r.send(`{"type":"info","id":%d,"depth":%d,"score":%d,"multipv":1,"pv":["h0g2","i9h9"]}`, id, 1+i, 10+i)
		r.advance(20 * time.Millisecond)
	}
	r.advance(reportFrame)
	if r.plat.changed != changed {
		t.Errorf("the reports redrew the whole page %d times", r.plat.changed-changed)
	}
	// One drawing a frame over the 2 s, and one more for the first report.
	frames := int(2 * time.Second / reportFrame)
	if r.plat.reports < frames-1 || r.plat.reports > frames+1 {
		t.Errorf("2 s of reports were drawn %d times, want about %d", r.plat.reports, frames)
	}
	if got := r.a.Analysis().Lines; len(got) != 1 || got[0].Depth != 100 {
		t.Fatalf("after the reports the view shows %+v, want the last one (depth 100)", got)
	}
	// The last report of a burst is drawn when its frame comes, not lost.
	drawn := r.plat.reports
	r.send(`{"type":"info","id":%d,"depth":101,"score":5,"multipv":1,"pv":["h0g2"]}`, id)
	r.send(`{"type":"info","id":%d,"depth":102,"score":6,"multipv":1,"pv":["h0g2"]}`, id)
	if r.plat.reports != drawn+1 {
		t.Errorf("a report a frame after the last drawing was drawn %d times at once, want 1", r.plat.reports-drawn)
	}
	r.advance(reportFrame / 2)
	if r.plat.reports != drawn+1 {
		t.Errorf("a report within the frame was drawn before the frame's end")
	}
	r.advance(reportFrame)
	if r.plat.reports != drawn+2 {
		t.Errorf("the burst's last report was drawn %d times after its frame, want once", r.plat.reports-drawn-1)
	}
}

// The summary an embedded board shows in its status line: the best line's
// score from Red's side and its first moves, numbered as in the move list
// (the rig's page is in English, in WXF notation).
func TestAnalysisSummaryGivesTheBestLineInOneLine(t *testing.T) {
	cases := []struct {
		fragment string
		report   string
		want     string
	}{
		// Red to move, a line of six moves cut to four.
		{"#mode=analysis&moves=h2e2,h9g7", `"score":35,"multipv":1,"pv":["h0g2","i9h9","i0h0","b9c7","b0c2","a9b9"]`, "+0.35 2. H2+3 R9.8 3. R1.2 H2+3"},
		// Black to move: Black's score is turned to Red's side, and the
		// line starts with Black's number.
		{"#mode=analysis&moves=h2e2", `"score":20,"multipv":1,"pv":["h9g7"]`, "-0.20 1… H8+7"},
		// A mate found by the engine (for the side to move, Red).
		{"#mode=analysis&moves=h2e2,h9g7", `"mate":3,"multipv":1,"pv":["h0g2"]`, "#3 2. H2+3"},
	}
	for _, c := range cases {
		r := newRig(t).start(Boot{Fragment: c.fragment})
		r.send(`{"type":"ready"}`)
		id := r.goID()
		r.send(`{"type":"info","id":%d,"depth":12,`+c.report+`}`, id)
		if got := r.a.Analysis().Summary; got != c.want {
			t.Errorf("%s: summary %q, want %q", c.fragment, got, c.want)
		}
	}
}

// A line is shown up to shownPlies moves, however long the engine's is; the
// moves shown keep their place in the line, so tapping one plays the line
// up to it.
func TestAnalysisShowsTheFirstMovesOfALongLine(t *testing.T) {
	r, id := analysing(t, "#mode=analysis")
	// Twenty plies: both right chariots step out and back, five times.
	pv := strings.TrimSuffix(strings.Repeat(`"i0i1","i9i8","i1i0","i8i9",`, 5), ",")
	r.send(`{"type":"info","id":%d,"depth":20,"score":0,"multipv":1,"pv":[%s]}`, id, pv)
	lines := r.a.Analysis().Lines
	if len(lines) != 1 || len(lines[0].Moves) != shownPlies {
		t.Fatalf("a line of 20 plies shows %+v, want its first %d", lines, shownPlies)
	}
	for i, m := range lines[0].Moves {
		if m.Index != i {
			t.Errorf("move %d of the line is numbered %d in it", i, m.Index)
		}
	}
	if last, want := lines[0].Moves[shownPlies-1].Text, lines[0].Moves[shownPlies-5].Text; last != want {
		t.Errorf("the last move shown is %q, want the line's move %d, as its move %d (%q)", last, shownPlies, shownPlies-4, want)
	}
}

// Stepping back on the analysis board, the status line names the side to
// move on the board, not in the game's last position: the next move is
// played from the board.
func TestAnalysisStatusNamesTheSideToMoveOnTheBoard(t *testing.T) {
	r, _ := analysing(t, "#mode=analysis&moves=h2e2,h9g7,h0g2")
	for _, step := range []struct {
		ply        int
		text, more string
	}{
		{3, "Black to move", ""},
		{0, "Red to move", "Start position"},
		{1, "Black to move", "Move 1 of 3"},
		{2, "Red to move", "Move 2 of 3"},
	} {
		if step.ply != 3 {
			r.a.Show(step.ply)
		}
		s := r.a.Status()
		if s.Text != step.text || (step.more != "" && s.Detail != step.more) {
			t.Errorf("at ply %d the status is %q · %q, want %q · %q", step.ply, s.Text, s.Detail, step.text, step.more)
		}
	}
}
