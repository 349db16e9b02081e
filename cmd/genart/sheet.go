package main

import (
	"image"
	"image/color"
	"image/draw"
)

// previewSheet draws every character and symbol on a piece-like disc, large
// and at 30 pixels, so a person can check the art without running the page.
func (a *art) previewSheet() *image.RGBA {
	const big, small = 96, 30
	var shapes []path
	for _, r := range a.chars {
		shapes = append(shapes, a.glyphs[r])
	}
	for i := 0; i < len(symbolKinds); i++ {
		shapes = append(shapes, a.symbols[symbolKinds[i]])
	}
	const perRow = 10
	rows := (len(shapes) + perRow - 1) / perRow
	sheet := image.NewRGBA(image.Rect(0, 0, perRow*big, rows*(big+small+4)))
	draw.Draw(sheet, sheet.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	for i, p := range shapes {
		x, y := (i%perRow)*big, (i/perRow)*(big+small+4)
		ink := color.RGBA{20, 20, 20, 255}
		if i%2 == 0 {
			ink = color.RGBA{178, 34, 34, 255}
		}
		for _, size := range []int{big, small} {
			c := newCanvas(size)
			c.fillColor(circle(pt{50, 50}, 48), rgb(discLight[0], discLight[1], discLight[2]))
			c.fillColor(placeGlyph(p, pt{50, 50}, 80), ink)
			at := image.Pt(x, y)
			if size == small {
				at = image.Pt(x+(big-small)/2, y+big+2)
			}
			draw.Draw(sheet, c.img.Bounds().Add(at), c.img, image.Point{}, draw.Over)
		}
	}
	return sheet
}
