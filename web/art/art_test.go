package art

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"xiangqi/engine/position"
	"xiangqi/web/board"
)

func TestStaticPageHasCurrentBoard(t *testing.T) {
	data, err := os.ReadFile("../../static/index.html")
	if err != nil {
		t.Fatal(err)
	}
	want, err := FillPage(string(data))
	if err != nil {
		t.Fatal(err)
	}
	if want != string(data) {
		t.Fatal("static/index.html has an old board: run go generate ./web/art")
	}
}

func TestSkeletonHooks(t *testing.T) {
	s := Skeleton(position.NewStart())
	if !strings.Contains(s, `data-board data-orientation="red"`) {
		t.Error("no data-board / data-orientation on the board root")
	}
	squares := regexp.MustCompile(`<rect class="pt" role="gridcell" tabindex="-?[01]" data-square="([a-i][0-9])"`).FindAllStringSubmatch(s, -1)
	seen := map[string]bool{}
	for _, m := range squares {
		seen[m[1]] = true
	}
	if len(squares) != 90 || len(seen) != 90 {
		t.Errorf("%d points with %d distinct names, want 90", len(squares), len(seen))
	}
	// The page relies on the order: the points as seen, row by row from
	// the top (rank 9 with Red at the bottom), each row from the left.
	for i, m := range squares {
		if want := SeenSquare(i/9, i%9, position.Red); m[1] != want.String() {
			t.Fatalf("point %d is %s, want %s", i, m[1], want)
		}
	}
	if rows := strings.Count(s, `<g role="row">`); rows != 10 || !strings.Contains(s, `role="grid"`) {
		t.Errorf("%d rows in the board's grid", rows)
	}
	pieces := regexp.MustCompile(`data-piece="([KABNRCPkabnrcp])" data-square="([a-i][0-9])"`).FindAllStringSubmatch(s, -1)
	if len(pieces) != 32 {
		t.Fatalf("%d pieces, want 32", len(pieces))
	}
	start := position.NewStart()
	last := -1
	for _, m := range pieces {
		if sq, _ := position.ParseSquare(m[2]); int(sq) <= last {
			t.Errorf("pieces not in square order at %s", m[2])
		} else {
			last = int(sq)
		}
		sq, _ := position.ParseSquare(m[2])
		if got := string(start.PieceAt(sq).Letter()); got != m[1] {
			t.Errorf("piece %s drawn on %s, where the opening has %s", m[1], m[2], got)
		}
	}
	// A strict Content-Security-Policy refuses style attributes in markup.
	if strings.Contains(s, "style=") {
		t.Error("the board markup has a style attribute")
	}
	// The hit points come before the pieces, so a selector for a square
	// finds the point first (what a click must land on).
	if strings.Index(s, `class="pt"`) > strings.Index(s, `class="pc"`) {
		t.Error("pieces come before the hit points")
	}
}

func TestPieceDefsHaveEveryPieceInBothStyles(t *testing.T) {
	for _, style := range []PieceStyle{StyleChinese, StyleSymbols} {
		defs := PieceDefs(style)
		for i := 0; i < len(PieceLetters); i++ {
			id := PieceID(PieceLetters[i])
			start := strings.Index(defs, `id="`+id+`"`)
			if start < 0 {
				t.Fatalf("style %d: no %s", style, id)
			}
			body := defs[start:]
			body = body[:strings.Index(body, "</g>")]
			if !strings.Contains(body, "<path") {
				t.Errorf("style %d: %s has no glyph", style, id)
			}
		}
	}
	if PieceDefs(StyleChinese) == PieceDefs(StyleSymbols) {
		t.Error("the two styles draw the same")
	}
}

func TestBackgroundHasRiverAndMarks(t *testing.T) {
	bg := Background()
	if n := strings.Count(bg, `<path transform="translate(`); n != 4 {
		t.Errorf("river has %d characters, want 4 (楚河 漢界)", n)
	}
	// Cannon points: 4 points x 4 corners; pawn points: 10 points, the 4 on
	// the edge files with 2 corners and the 6 inside with 4.
	marks := regexp.MustCompile(`class="marks" d="([^"]*)"`).FindStringSubmatch(bg)
	if marks == nil {
		t.Fatal("no point marks")
	}
	if n := strings.Count(marks[1], "M"); n != 4*4+4*2+6*4 {
		t.Errorf("%d corner marks, want %d", n, 4*4+4*2+6*4)
	}
}

func TestLabels(t *testing.T) {
	texts := func(s string) []string {
		var out []string
		for _, m := range regexp.MustCompile(`>([^<]+)</text>`).FindAllStringSubmatch(s, -1) {
			out = append(out, m[1])
		}
		return out
	}
	nums := texts(Labels(LabelNumbers, position.Red))
	if len(nums) != 18 || nums[0] != "1" || nums[1] != "9" {
		t.Errorf("number labels = %v", nums)
	}
	// In ICCS the letter under the bottom-left corner is a with Red down and
	// i with Black down.
	red := Labels(LabelICCS, position.Red)
	black := Labels(LabelICCS, position.Black)
	x0 := num(board.MarginX)
	if !strings.Contains(red, `x="`+x0+`" y="`) || !strings.Contains(red, ">a</text>") {
		t.Fatalf("ICCS labels: %s", red)
	}
	if strings.Index(red, `x="`+x0+`"`) > strings.Index(red, ">a<") {
		t.Error("Red at the bottom: a is not at the left")
	}
	if !strings.Contains(black, `<text x="`+x0+`" y="`+num(board.Height-15)+`">i</text>`) {
		t.Errorf("Black at the bottom: i is not at the left: %s", black)
	}
}
