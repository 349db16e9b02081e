package main

import (
	"math"
	"strconv"
	"strings"
)

// pt is a point in box units: the 100x100 box with the origin at the top left
// and y growing downwards, as in SVG.
type pt struct{ x, y float64 }

// segOp is the kind of one path segment.
type segOp byte

const (
	opMove  segOp = 'M'
	opLine  segOp = 'L'
	opCubic segOp = 'C'
	opClose segOp = 'Z'
)

// seg is one path segment; a line uses p[0], a cubic uses p[0..2] (two control
// points and the end point).
type seg struct {
	op segOp
	p  [3]pt
}

// path is an outline made of closed contours, filled with the nonzero rule.
// Quadratic curves are stored as cubics so that every consumer (the SVG
// encoder, the rasteriser, the tests) handles only two kinds of curve.
type path []seg

func (p *path) moveTo(a pt)           { *p = append(*p, seg{op: opMove, p: [3]pt{a}}) }
func (p *path) lineTo(a pt)           { *p = append(*p, seg{op: opLine, p: [3]pt{a}}) }
func (p *path) cubeTo(b, c, d pt)     { *p = append(*p, seg{op: opCubic, p: [3]pt{b, c, d}}) }
func (p *path) closePath()            { *p = append(*p, seg{op: opClose}) }
func (p *path) append(q path)         { *p = append(*p, q...) }
func (p *path) quadTo(start, b, c pt) { p.cubeTo(lerp(start, b, 2.0/3), lerp(c, b, 2.0/3), c) }

func lerp(a, b pt, t float64) pt { return pt{a.x + (b.x-a.x)*t, a.y + (b.y-a.y)*t} }

// transform returns the path with every point mapped by f.
func (p path) transform(f func(pt) pt) path {
	out := make(path, len(p))
	for i, s := range p {
		out[i] = s
		for j := range s.p {
			if s.op != opClose {
				out[i].p[j] = f(s.p[j])
			}
		}
	}
	return out
}

// bounds returns the box around every point of the path, control points
// included, so a curve is always inside it.
func (p path) bounds() (lo, hi pt) {
	lo = pt{math.Inf(1), math.Inf(1)}
	hi = pt{math.Inf(-1), math.Inf(-1)}
	for _, s := range p {
		n := 0
		switch s.op {
		case opMove, opLine:
			n = 1
		case opCubic:
			n = 3
		}
		for _, q := range s.p[:n] {
			lo = pt{math.Min(lo.x, q.x), math.Min(lo.y, q.y)}
			hi = pt{math.Max(hi.x, q.x), math.Max(hi.y, q.y)}
		}
	}
	return lo, hi
}

// svgWriter encodes a path as compact SVG path data. Coordinates are rounded
// to tenths of a box unit; every contour starts with an absolute M and goes on
// with relative l, h, v and c commands, which keeps most numbers short. The
// deltas are taken between rounded points, so rounding never accumulates.
type svgWriter struct {
	b       strings.Builder
	cur     [2]int // current point in tenths
	start   [2]int // start of the current contour in tenths
	lastCmd byte
	open    bool // the previous number may need a separator before the next
}

// svgPathData returns the compact SVG path data for p.
func svgPathData(p path) string {
	var w svgWriter
	for _, s := range p {
		switch s.op {
		case opMove:
			w.closeContour()
			q := tenths(s.p[0])
			w.command('M')
			w.number(q[0])
			w.number(q[1])
			w.cur, w.start = q, q
		case opLine:
			q := tenths(s.p[0])
			dx, dy := q[0]-w.cur[0], q[1]-w.cur[1]
			switch {
			case dx == 0 && dy == 0:
				continue
			case dy == 0:
				w.command('h')
				w.number(dx)
			case dx == 0:
				w.command('v')
				w.number(dy)
			default:
				w.command('l')
				w.number(dx)
				w.number(dy)
			}
			w.cur = q
		case opCubic:
			b, c, d := tenths(s.p[0]), tenths(s.p[1]), tenths(s.p[2])
			if b == w.cur && c == w.cur && d == w.cur {
				continue
			}
			w.command('c')
			for _, q := range [][2]int{b, c, d} {
				w.number(q[0] - w.cur[0])
				w.number(q[1] - w.cur[1])
			}
			w.cur = d
		case opClose:
			w.closeContour()
		}
	}
	w.closeContour()
	return w.b.String()
}

func (w *svgWriter) closeContour() {
	if w.lastCmd == 0 || w.lastCmd == 'z' {
		return
	}
	w.command('z')
	w.cur = w.start
}

// command writes a command letter unless it repeats the previous one, which
// SVG allows to be left out (after M the implicit command would be an
// absolute L, so M is never treated as repeatable).
func (w *svgWriter) command(c byte) {
	if c == w.lastCmd && c != 'M' && c != 'z' {
		return
	}
	w.b.WriteByte(c)
	w.lastCmd = c
	w.open = false
}

// number writes a value given in tenths with as few characters as SVG allows:
// no leading zero, no trailing ".0", and no space before a minus sign.
func (w *svgWriter) number(t int) {
	s := formatTenths(t)
	if w.open && s[0] != '-' {
		w.b.WriteByte(' ')
	}
	w.b.WriteString(s)
	w.open = true
}

func formatTenths(t int) string {
	neg := t < 0
	if neg {
		t = -t
	}
	s := strconv.Itoa(t / 10)
	if f := t % 10; f != 0 {
		if s == "0" {
			s = ""
		}
		s += "." + strconv.Itoa(f)
	}
	if neg {
		s = "-" + s
	}
	return s
}

func tenths(p pt) [2]int {
	return [2]int{int(math.Round(p.x * 10)), int(math.Round(p.y * 10))}
}
