package main

import (
	"bytes"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
)

func TestFormatTenths(t *testing.T) {
	tests := []struct {
		in   int
		want string
	}{
		{0, "0"}, {5, ".5"}, {-5, "-.5"}, {10, "1"}, {-10, "-1"},
		{15, "1.5"}, {-1234, "-123.4"}, {1000, "100"},
	}
	for _, tt := range tests {
		if got := formatTenths(tt.in); got != tt.want {
			t.Errorf("formatTenths(%d) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSVGPathData(t *testing.T) {
	var p path
	p.moveTo(pt{10, 10})
	p.lineTo(pt{20, 10})    // horizontal: h
	p.lineTo(pt{20, 20})    // vertical: v
	p.lineTo(pt{10.04, 10}) // rounds back onto the start
	p.closePath()
	p.moveTo(pt{50, 50})
	p.cubeTo(pt{55, 50}, pt{60, 45}, pt{60, 40.25})
	p.cubeTo(pt{60, 40.25}, pt{60, 40.25}, pt{60, 40.25}) // empty: dropped
	p.lineTo(pt{49.5, 45.5})
	p.lineTo(pt{48.5, 46.5}) // same command: letter left out
	p.closePath()
	got := svgPathData(p)
	want := "M10 10h10v10l-10-10zM50 50c5 0 10-5 10-9.7l-10.5 5.2-1 1z"
	if got != want {
		t.Errorf("svgPathData = %q, want %q", got, want)
	}
}

func TestOrientation(t *testing.T) {
	square := polygon(pt{0, 0}, pt{10, 0}, pt{10, 10}, pt{0, 10}) // clockwise on screen
	if a := signedArea(square); math.Abs(a-100) > 1e-9 {
		t.Fatalf("signedArea(clockwise square) = %g, want 100", a)
	}
	if a := signedArea(hole(square)); math.Abs(a+100) > 1e-9 {
		t.Errorf("signedArea(hole(square)) = %g, want -100", a)
	}
	disc := circle(pt{50, 50}, 10)
	for _, p := range []path{solid(disc), solid(hole(disc))} {
		if a := signedArea(p); math.Abs(a-math.Pi*100) > 3 { // flattened, so a little short
			t.Errorf("area of solid disc = %g, want about %g", a, math.Pi*100)
		}
	}
	// Reversing keeps the outline: same bounds, same number of contours.
	r := hole(disc)
	lo, hi := r.bounds()
	wlo, whi := disc.bounds()
	if lo != wlo || hi != whi || len(contours(r)) != 1 {
		t.Errorf("reversed disc bounds %v-%v in %d contours, want %v-%v in 1", lo, hi, len(contours(r)), wlo, whi)
	}
}

func TestSymbolsStayInsideTheBox(t *testing.T) {
	for i := 0; i < len(symbolKinds); i++ {
		k := symbolKinds[i]
		lo, hi := symbol(k).bounds()
		if lo.x < 2 || lo.y < 2 || hi.x > 98 || hi.y > 98 {
			t.Errorf("symbol %c spans %v-%v, want inside (2,2)-(98,98)", k, lo, hi)
		}
		if hi.x-lo.x < 40 || hi.y-lo.y < 40 {
			t.Errorf("symbol %c spans only %v-%v, too small to read", k, lo, hi)
		}
	}
}

func TestIconDrawsEdgeToEdge(t *testing.T) {
	g := circle(pt{50, 50}, 30)
	img := drawIcon(64, maskableIcon, g)
	if _, _, _, a := img.At(0, 0).RGBA(); a != 0xffff {
		t.Errorf("maskable icon corner alpha = %#x, want opaque", a)
	}
	img = drawIcon(64, plainIcon, g)
	if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
		t.Errorf("plain icon corner alpha = %#x, want transparent", a)
	}
}

// TestCommittedOutputsAreCurrent regenerates the art and compares it with the
// committed files, so a change to the generator cannot be forgotten. It needs
// the font, and is skipped where fonts-noto-cjk is not installed.
func TestCommittedOutputsAreCurrent(t *testing.T) {
	if _, err := os.Stat(defaultFontFile); err != nil {
		t.Skipf("font not installed: %v", err)
	}
	a, err := drawArt(defaultFontFile, defaultFaceName)
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join("..", "..")
	src, err := a.goSource()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string][]byte{
		"web/glyphs/glyphs_gen.go": src,
		"assets/icons/favicon.svg": faviconSVG(a.glyphs['帥']),
	} {
		got, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go run ./cmd/genart", name)
		}
	}
	for name, size := range map[string]int{"icon-192.png": 192, "icon-512.png": 512, "maskable-512.png": 512} {
		f, err := os.Open(filepath.Join(root, "assets", "icons", name))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if cfg.Width != size || cfg.Height != size {
			t.Errorf("%s is %dx%d, want %dx%d", name, cfg.Width, cfg.Height, size, size)
		}
	}
}
