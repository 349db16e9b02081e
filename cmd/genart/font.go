package main

import (
	"fmt"
	"os"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// glyphRunes are the characters the page draws: the fourteen piece names and
// the river text, with 汉 for pages set in simplified Chinese.
const glyphRunes = "帥仕相傌俥炮兵將士象馬車砲卒楚河漢界汉"

// emInset is how far, in box units, the font's em square sits inside the
// 100x100 box on every side. A few glyphs (兵, 漢) reach slightly past the em
// square, and the inset keeps them inside the box.
const emInset = 2

// fontFace is a single face loaded from a font file or collection.
type fontFace struct {
	font *sfnt.Font
	name string
	buf  sfnt.Buffer
}

// loadFace reads the font file at file and picks the face whose full name is
// name (a .ttc collection holds several faces, one per language).
func loadFace(file, name string) (*fontFace, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("%w (install the Debian package fonts-noto-cjk, or pass -font)", err)
	}
	coll, err := sfnt.ParseCollection(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	face := &fontFace{}
	var names []string
	for i := 0; i < coll.NumFonts(); i++ {
		f, err := coll.Font(i)
		if err != nil {
			return nil, fmt.Errorf("%s: face %d: %w", file, i, err)
		}
		full, err := f.Name(&face.buf, sfnt.NameIDFull)
		if err != nil {
			return nil, fmt.Errorf("%s: face %d: %w", file, i, err)
		}
		if full == name {
			face.font, face.name = f, full
			return face, nil
		}
		names = append(names, full)
	}
	return nil, fmt.Errorf("%s: no face named %q (it has %q)", file, name, names)
}

// glyph returns the outline of r in box units: the em square is scaled to
// the box less emInset on each side, with the ideographic em box (ascent 880,
// descent 120 for Noto CJK) on the box's top and bottom edges.
func (f *fontFace) glyph(r rune) (path, error) {
	upem := int(f.font.UnitsPerEm())
	idx, err := f.font.GlyphIndex(&f.buf, r)
	if err != nil {
		return nil, err
	}
	if idx == 0 {
		return nil, fmt.Errorf("%s has no glyph for %q", f.name, r)
	}
	// Loading at a size of one em per unit gives coordinates in font units
	// (26.6 fixed point, y down, baseline at 0).
	segs, err := f.font.LoadGlyph(&f.buf, idx, fixed.I(upem), nil)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", r, err)
	}
	em := float64(upem)
	ascent := 0.88 * em
	scale := (100 - 2*emInset) / em
	toBox := func(p fixed.Point26_6) pt {
		x := float64(p.X) / 64
		y := float64(p.Y)/64 + ascent
		return pt{emInset + x*scale, emInset + y*scale}
	}
	var out path
	var cur pt
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			if len(out) > 0 {
				out.closePath()
			}
			cur = toBox(s.Args[0])
			out.moveTo(cur)
		case sfnt.SegmentOpLineTo:
			cur = toBox(s.Args[0])
			out.lineTo(cur)
		case sfnt.SegmentOpQuadTo:
			c := toBox(s.Args[1])
			out.quadTo(cur, toBox(s.Args[0]), c)
			cur = c
		case sfnt.SegmentOpCubeTo:
			cur = toBox(s.Args[2])
			out.cubeTo(toBox(s.Args[0]), toBox(s.Args[1]), cur)
		}
	}
	if len(out) > 0 {
		out.closePath()
	}
	return out, nil
}
