package glyphs

import (
	"fmt"
	"strconv"
	"testing"
)

// neededRunes is every character the page writes: the piece names of both
// sides and the river text in traditional and simplified forms.
const neededRunes = "帥仕相傌俥炮兵將士象馬車砲卒楚河漢界汉"

func TestEveryCharacterIsPresentAndInsideTheBox(t *testing.T) {
	for _, r := range neededRunes {
		d, ok := Path(r)
		if !ok || d == "" {
			t.Errorf("Path(%q) = %q, %v; want a path", r, d, ok)
			continue
		}
		checkPath(t, string(r), d)
	}
}

func TestEverySymbolIsPresentDistinctAndInsideTheBox(t *testing.T) {
	seen := map[string]byte{}
	for _, k := range []byte("KABNRCP") {
		d, ok := SymbolPath(k)
		if !ok || d == "" {
			t.Errorf("SymbolPath(%q) = %q, %v; want a path", k, d, ok)
			continue
		}
		if other, dup := seen[d]; dup {
			t.Errorf("symbols %q and %q are the same path", other, k)
		}
		seen[d] = k
		checkPath(t, "symbol "+string(k), d)
	}
}

func TestUnknownShapesAreReported(t *testing.T) {
	for _, r := range []rune{'x', '王', 0} {
		if _, ok := Path(r); ok {
			t.Errorf("Path(%q) reported a path", r)
		}
	}
	for _, k := range []byte{'k', 'E', 'H', 'Q', 0} {
		if _, ok := SymbolPath(k); ok {
			t.Errorf("SymbolPath(%q) reported a path", k)
		}
	}
}

func TestPieceRunes(t *testing.T) {
	tests := []struct {
		fen  byte
		want rune
		ok   bool
	}{
		{'K', '帥', true}, {'A', '仕', true}, {'B', '相', true}, {'N', '傌', true},
		{'R', '俥', true}, {'C', '炮', true}, {'P', '兵', true},
		{'k', '將', true}, {'a', '士', true}, {'b', '象', true}, {'n', '馬', true},
		{'r', '車', true}, {'c', '砲', true}, {'p', '卒', true},
		{'x', 0, false}, {'E', 0, false}, {0, 0, false},
	}
	for _, tt := range tests {
		got, ok := PieceRune(tt.fen)
		if got != tt.want || ok != tt.ok {
			t.Errorf("PieceRune(%q) = %q, %v; want %q, %v", tt.fen, got, ok, tt.want, tt.ok)
		}
		if ok {
			if _, has := Path(got); !has {
				t.Errorf("no path for %q, the character of %q", got, tt.fen)
			}
		}
	}
}

// checkPath parses d and checks that it is well formed, that every contour
// is closed and that every point, control points included, lies in the box
// (a cubic curve never leaves the hull of its control points).
func checkPath(t *testing.T, name, d string) {
	t.Helper()
	pts, contours, err := parsePath(d)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	if contours == 0 || len(pts) < 3 {
		t.Errorf("%s: empty path %q", name, d)
	}
	for _, p := range pts {
		if p[0] < 0 || p[0] > Box || p[1] < 0 || p[1] > Box {
			t.Errorf("%s: point (%g, %g) outside the %dx%d box", name, p[0], p[1], Box, Box)
			return
		}
	}
}

// parsePath reads the subset of SVG path syntax the generator writes (M, L,
// H, V, C, Z in both cases, with implicit repeats) and returns every point in
// absolute coordinates and the number of closed contours.
func parsePath(d string) (pts [][2]float64, closed int, err error) {
	var cmd byte
	var cur, start [2]float64
	open := false
	i := 0
	num := func() (float64, error) {
		for i < len(d) && (d[i] == ' ' || d[i] == ',') {
			i++
		}
		j := i
		if j < len(d) && d[j] == '-' {
			j++
		}
		digits, dot := 0, false
		for j < len(d) && (d[j] >= '0' && d[j] <= '9' || d[j] == '.' && !dot) {
			if d[j] == '.' {
				dot = true
			} else {
				digits++
			}
			j++
		}
		if digits == 0 {
			return 0, fmt.Errorf("want a number at offset %d of %q", i, d)
		}
		v, err := strconv.ParseFloat(d[i:j], 64)
		i = j
		return v, err
	}
	nums := func(n int) ([]float64, error) {
		out := make([]float64, n)
		for k := range out {
			v, err := num()
			if err != nil {
				return nil, err
			}
			out[k] = v
		}
		return out, nil
	}
	for {
		for i < len(d) && (d[i] == ' ' || d[i] == ',') {
			i++
		}
		if i == len(d) {
			break
		}
		if c := d[i]; c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' {
			cmd = c
			i++
		} else if cmd == 0 || cmd == 'z' || cmd == 'Z' {
			return nil, 0, fmt.Errorf("number without a command at offset %d", i)
		}
		rel := cmd >= 'a'
		base := [2]float64{}
		if rel {
			base = cur
		}
		switch cmd | 0x20 {
		case 'm', 'l':
			v, err := nums(2)
			if err != nil {
				return nil, 0, err
			}
			cur = [2]float64{base[0] + v[0], base[1] + v[1]}
			if cmd|0x20 == 'm' {
				if open {
					return nil, 0, fmt.Errorf("contour before offset %d is not closed", i)
				}
				start, open = cur, true
				// Numbers repeated after a move are lines.
				if rel {
					cmd = 'l'
				} else {
					cmd = 'L'
				}
			}
			pts = append(pts, cur)
		case 'h':
			v, err := nums(1)
			if err != nil {
				return nil, 0, err
			}
			cur[0] = base[0] + v[0]
			pts = append(pts, cur)
		case 'v':
			v, err := nums(1)
			if err != nil {
				return nil, 0, err
			}
			cur[1] = base[1] + v[0]
			pts = append(pts, cur)
		case 'c':
			v, err := nums(6)
			if err != nil {
				return nil, 0, err
			}
			for k := 0; k < 3; k++ {
				pts = append(pts, [2]float64{base[0] + v[2*k], base[1] + v[2*k+1]})
			}
			cur = pts[len(pts)-1]
		case 'z':
			if !open {
				return nil, 0, fmt.Errorf("close without a contour at offset %d", i)
			}
			cur, open = start, false
			closed++
		default:
			return nil, 0, fmt.Errorf("unexpected command %q", cmd)
		}
		if !open && cmd|0x20 != 'z' {
			return nil, 0, fmt.Errorf("drawing before a move at offset %d", i)
		}
	}
	if open {
		return nil, 0, fmt.Errorf("last contour is not closed")
	}
	return pts, closed, nil
}

func TestParsePath(t *testing.T) {
	tests := []struct {
		d       string
		ok      bool
		points  int
		closed  int
		lastPtX float64
	}{
		{"M1 2h3v4l-1-1z", true, 4, 1, 3},
		{"M10 10c1 1 2 2 3 3 1 1 2 2 3 3zM5 5L6 6 7 7z", true, 10, 2, 7},
		{"M.5 .5h1.5.5z", true, 3, 1, 2.5},
		{"M1 2h3", false, 0, 0, 0},
		{"h3z", false, 0, 0, 0},
		{"M1 2h3zz", false, 0, 0, 0},
		{"M1z", false, 0, 0, 0},
	}
	for _, tt := range tests {
		pts, closed, err := parsePath(tt.d)
		if (err == nil) != tt.ok {
			t.Errorf("parsePath(%q) error = %v, want ok %v", tt.d, err, tt.ok)
			continue
		}
		if !tt.ok {
			continue
		}
		if len(pts) != tt.points || closed != tt.closed || pts[len(pts)-1][0] != tt.lastPtX {
			t.Errorf("parsePath(%q) = %v, %d closed; want %d points, %d closed, last x %g",
				tt.d, pts, closed, tt.points, tt.closed, tt.lastPtX)
		}
	}
}
