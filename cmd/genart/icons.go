package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
)

// Colours, as 8-bit channels, shared by the PNG icons and the favicon.
var (
	woodLight = [3]float64{218, 166, 104}
	woodDark  = [3]float64{168, 108, 56}
	discLight = [3]float64{252, 241, 212}
	discDark  = [3]float64{226, 200, 146}
	discSide  = [3]float64{184, 146, 92}
	ringRed   = [3]float64{180, 34, 34}
	inkRed    = [3]float64{168, 26, 26}
)

// iconLayout places the piece on the icon, in box units.
type iconLayout struct {
	maskable bool    // full-bleed background; the piece stays in the safe circle
	radius   float64 // radius of the piece
}

// A maskable icon may be cropped to a circle of radius 40 around the centre,
// so the piece and its shadow stay inside that; a plain icon is a rounded
// tile the piece nearly fills.
var (
	plainIcon    = iconLayout{maskable: false, radius: 40}
	maskableIcon = iconLayout{maskable: true, radius: 33}
)

// drawIcon renders the app icon: a red general (帥) on a cream disc with a red
// ring, lying on a wooden board.
func drawIcon(size int, l iconLayout, general path) *image.RGBA {
	c := newCanvas(size)
	const cx, cy = 50.0, 50.0
	r := l.radius

	// 1. The board: warm wood with a gentle grain and a darker rim.
	board := rect(pt{0, 0}, pt{100, 100})
	if !l.maskable {
		board = roundRect(pt{0, 0}, pt{100, 100}, 18)
	}
	c.fill(board, c.shader(woodAt))

	// 2. A soft shadow below the piece, built from a few faint discs.
	for i := 0; i < 6; i++ {
		c.fillColor(circle(pt{cx + 0.6, cy + 2.2}, r+0.2+float64(i)*0.7), color.NRGBA{40, 20, 0, 22})
	}

	// 3. The piece's edge, seen below its face, gives it some thickness.
	c.fillColor(circle(pt{cx, cy + r*0.06}, r), rgb(discSide[0], discSide[1], discSide[2]))

	// 4. The face, lit from the top left.
	light := pt{cx - 0.35*r, cy - 0.4*r}
	c.fill(circle(pt{cx, cy}, r), c.shader(func(x, y float64) color.RGBA64 {
		t := math.Min(1, math.Hypot(x-light.x, y-light.y)/(1.45*r))
		m := mix(discLight, discDark, t*t)
		return rgb(m[0], m[1], m[2])
	}))

	// 5. The red ring and the character.
	var ring path
	ring.append(solid(circle(pt{cx, cy}, 0.89*r)))
	ring.append(hole(circle(pt{cx, cy}, 0.81*r)))
	c.fillColor(ring, rgb(ringRed[0], ringRed[1], ringRed[2]))
	c.fillColor(placeGlyph(general, pt{cx, cy}, 1.3*r), rgb(inkRed[0], inkRed[1], inkRed[2]))
	return c.img
}

// placeGlyph maps a glyph's 100x100 box onto a square of side side centred on
// centre.
func placeGlyph(g path, centre pt, side float64) path {
	s := side / 100
	return g.transform(func(q pt) pt {
		return pt{centre.x + (q.x-50)*s, centre.y + (q.y-50)*s}
	})
}

// woodAt is the colour of the wooden board at a point in box units: bands of
// grain that wander a little, plus a faint darkening towards the edges.
func woodAt(x, y float64) color.RGBA64 {
	// t runs across the grain; the slow waves bend the streaks and the
	// three incommensurate frequencies keep them from looking regular.
	t := y + 2.2*math.Sin(x/23+0.7) + 0.9*math.Sin(x/9.1+y/17)
	wide := math.Sin(t * 0.45)
	mid := 0.5 + 0.5*math.Sin(t*1.7+2)
	fine := 0.5 + 0.5*math.Sin(t*4.3+x/30)
	k := 0.35*wide*wide + 0.18*mid*mid + 0.08*fine
	d := math.Hypot(x-50, y-50) / 71
	k += 0.3 * d * d
	m := mix(woodLight, woodDark, math.Min(1, k))
	return rgb(m[0], m[1], m[2])
}

// encodePNG returns img as a PNG with the best compression.
func encodePNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// faviconSVG returns the icon as a small SVG for browser tabs: flat colours,
// no grain, the same layout as the plain icon.
func faviconSVG(general path) []byte {
	const r = 42.0
	hex := func(c [3]float64) string { return fmt.Sprintf("#%02x%02x%02x", int(c[0]), int(c[1]), int(c[2])) }
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">`+"\n")
	fmt.Fprintf(&b, `<rect width="100" height="100" rx="18" fill="%s"/>`+"\n", hex(mix(woodLight, woodDark, 0.3)))
	fmt.Fprintf(&b, `<circle cx="50" cy="%g" r="%g" fill="%s"/>`+"\n", 50+r*0.06, r, hex(discSide))
	fmt.Fprintf(&b, `<circle cx="50" cy="50" r="%g" fill="%s"/>`+"\n", r, hex(mix(discLight, discDark, 0.25)))
	fmt.Fprintf(&b, `<circle cx="50" cy="50" r="%g" fill="none" stroke="%s" stroke-width="%g"/>`+"\n", 0.85*r, hex(ringRed), 0.08*r)
	fmt.Fprintf(&b, `<path fill="%s" d="%s"/>`+"\n", hex(inkRed), svgPathData(placeGlyph(general, pt{50, 50}, 1.3*r)))
	b.WriteString("</svg>\n")
	return b.Bytes()
}
