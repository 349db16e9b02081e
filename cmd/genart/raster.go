package main

import (
	"image"
	"image/color"
	"image/draw"

	"golang.org/x/image/vector"
)

// canvas is an RGBA image drawn in box units: one box unit is unit pixels, so
// the same drawing code serves every icon size.
type canvas struct {
	img  *image.RGBA
	unit float64
	z    vector.Rasterizer
}

func newCanvas(size int) *canvas {
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, size, size)), unit: float64(size) / 100}
}

// fill paints p (in box units) with src composited over what is there.
func (c *canvas) fill(p path, src image.Image) {
	b := c.img.Bounds()
	c.z.Reset(b.Dx(), b.Dy())
	u := float32(c.unit)
	for _, s := range p {
		switch s.op {
		case opMove:
			c.z.MoveTo(float32(s.p[0].x)*u, float32(s.p[0].y)*u)
		case opLine:
			c.z.LineTo(float32(s.p[0].x)*u, float32(s.p[0].y)*u)
		case opCubic:
			c.z.CubeTo(
				float32(s.p[0].x)*u, float32(s.p[0].y)*u,
				float32(s.p[1].x)*u, float32(s.p[1].y)*u,
				float32(s.p[2].x)*u, float32(s.p[2].y)*u)
		case opClose:
			c.z.ClosePath()
		}
	}
	c.z.DrawOp = draw.Over
	c.z.Draw(c.img, b, src, image.Point{})
}

// fillColor paints p in one colour.
func (c *canvas) fillColor(p path, col color.Color) { c.fill(p, image.NewUniform(col)) }

// shader is an image whose colour is a function of the position in box
// units, used for gradients and the wood grain.
type shader struct {
	unit float64
	size int
	f    func(x, y float64) color.RGBA64
}

func (c *canvas) shader(f func(x, y float64) color.RGBA64) *shader {
	return &shader{unit: c.unit, size: c.img.Bounds().Dx(), f: f}
}

func (s *shader) ColorModel() color.Model { return color.RGBA64Model }
func (s *shader) Bounds() image.Rectangle { return image.Rect(0, 0, s.size, s.size) }
func (s *shader) At(x, y int) color.Color {
	return s.f((float64(x)+0.5)/s.unit, (float64(y)+0.5)/s.unit)
}

// rgb returns an opaque colour from 8-bit channels given as floats, clamped.
func rgb(r, g, b float64) color.RGBA64 {
	return color.RGBA64{clamp16(r), clamp16(g), clamp16(b), 0xffff}
}

func clamp16(v float64) uint16 {
	v *= 257
	switch {
	case v < 0:
		return 0
	case v > 0xffff:
		return 0xffff
	}
	return uint16(v + 0.5)
}

// mix blends two colours given as [3]float64 8-bit channels.
func mix(a, b [3]float64, t float64) [3]float64 {
	return [3]float64{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t, a[2] + (b[2]-a[2])*t}
}
