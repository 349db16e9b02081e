package puzzle

import (
	"slices"
	"strings"
	"testing"

	"xiangqi/engine/puzzles"
)

func TestProgressRoundTrip(t *testing.T) {
	var p Progress
	if !p.MarkSolved(17) || !p.MarkSolved(3) || !p.MarkSolved(puzzles.Count) {
		t.Fatal("MarkSolved of new puzzles returned false")
	}
	if p.MarkSolved(17) {
		t.Error("MarkSolved of a solved puzzle returned true")
	}
	if p.MarkSolved(0) || p.MarkSolved(puzzles.Count+1) {
		t.Error("MarkSolved accepted a number out of range")
	}
	p.Last, p.Current = 17, 17
	text := p.Encode()
	if text != `{"v":1,"solved":[3,17,240],"last":17,"current":17}` {
		t.Errorf("Encode = %s", text)
	}
	q, err := DecodeProgress(text)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(q.SolvedList(), []int{3, 17, 240}) || q.SolvedCount() != 3 || q.Last != 17 || q.Current != 17 {
		t.Errorf("decoded %v last %d current %d", q.SolvedList(), q.Last, q.Current)
	}
	if !q.Solved(3) || q.Solved(4) || q.Solved(-1) || q.Solved(999) {
		t.Error("Solved answers wrongly")
	}
	empty, err := DecodeProgress(`{"v":1}`)
	if err != nil || empty.SolvedCount() != 0 || empty.Last != 0 {
		t.Errorf("minimal progress: %v, %+v", err, empty)
	}
}

func TestDecodeProgressRefusesBadData(t *testing.T) {
	tests := []struct{ data, want string }{
		{``, "not JSON"},
		{`{"v":1,"solved":[1,2`, "not JSON"},
		{`[1,2]`, "not a JSON object"},
		{`{"solved":[1]}`, "no version"},
		{`{"v":2,"solved":[1]}`, "version 2"},
		{`{"v":"1"}`, "version"},
		{`{"v":1,"solved":"1,2"}`, "not a list"},
		{`{"v":1,"solved":[0]}`, "not a puzzle number"},
		{`{"v":1,"solved":[241]}`, "not a puzzle number"},
		{`{"v":1,"solved":[1.5]}`, "not a puzzle number"},
		{`{"v":1,"last":-1}`, "last"},
		{`{"v":1,"current":"17"}`, "current"},
		{`{"v":1,"solved":[` + strings.Repeat("1,", 9000) + `1]}`, "too large"},
	}
	for _, tc := range tests {
		p, err := DecodeProgress(tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("DecodeProgress(%.40q) error %v, want one containing %q", tc.data, err, tc.want)
		}
		if p.SolvedCount() != 0 || p.Last != 0 || p.Current != 0 {
			t.Errorf("DecodeProgress(%.40q) kept part of the data: %+v", tc.data, p)
		}
	}
}

// TestSolvedWithHelp checks that a puzzle solved with help is kept apart
// from one solved without, that solving it cleanly later counts as solved,
// and that the list survives a round trip.
func TestSolvedWithHelp(t *testing.T) {
	var p Progress
	if !p.MarkHelped(5) || p.MarkHelped(5) || !p.Helped(5) || p.Solved(5) || p.HelpedCount() != 1 {
		t.Fatal("MarkHelped")
	}
	p.MarkSolved(7)
	if p.MarkHelped(7) || p.Helped(7) {
		t.Error("a puzzle solved without help became helped")
	}
	text := p.Encode()
	if text != `{"v":1,"solved":[7],"last":0,"current":0,"helped":[5]}` {
		t.Errorf("encoded %s", text)
	}
	back, err := DecodeProgress(text)
	if err != nil || !back.Helped(5) || !back.Solved(7) || back.SolvedCount() != 1 {
		t.Errorf("decoded %+v %v", back, err)
	}
	back.MarkSolved(5)
	if back.Helped(5) || !back.Solved(5) || back.HelpedCount() != 0 {
		t.Error("solving cleanly after help")
	}
	if _, err := DecodeProgress(`{"v":1,"helped":[0]}`); err == nil {
		t.Error("a bad helped list was read")
	}
}
