package main

import "math"

// Shape helpers for the hand-drawn symbols and the icons. Every helper
// returns closed contours; solid and hole fix their winding so that, under
// the nonzero rule, solids overlap into one silhouette and a hole cuts out
// whatever single solid lies under it.

// kappa places cubic control points for a quarter circle.
const kappa = 0.5522847498

// ellipse returns an axis-aligned ellipse as four cubic arcs.
func ellipse(c pt, rx, ry float64) path {
	var p path
	kx, ky := rx*kappa, ry*kappa
	p.moveTo(pt{c.x + rx, c.y})
	p.cubeTo(pt{c.x + rx, c.y + ky}, pt{c.x + kx, c.y + ry}, pt{c.x, c.y + ry})
	p.cubeTo(pt{c.x - kx, c.y + ry}, pt{c.x - rx, c.y + ky}, pt{c.x - rx, c.y})
	p.cubeTo(pt{c.x - rx, c.y - ky}, pt{c.x - kx, c.y - ry}, pt{c.x, c.y - ry})
	p.cubeTo(pt{c.x + kx, c.y - ry}, pt{c.x + rx, c.y - ky}, pt{c.x + rx, c.y})
	p.closePath()
	return p
}

func circle(c pt, r float64) path { return ellipse(c, r, r) }

// polygon returns the closed polygon through pts.
func polygon(pts ...pt) path {
	var p path
	p.moveTo(pts[0])
	for _, q := range pts[1:] {
		p.lineTo(q)
	}
	p.closePath()
	return p
}

// rect returns the rectangle with corners a and b.
func rect(a, b pt) path { return polygon(a, pt{b.x, a.y}, b, pt{a.x, b.y}) }

// roundRect returns a rectangle with corners a and b rounded by radius r.
func roundRect(a, b pt, r float64) path {
	var p path
	k := r * (1 - kappa)
	p.moveTo(pt{a.x + r, a.y})
	p.lineTo(pt{b.x - r, a.y})
	p.cubeTo(pt{b.x - k, a.y}, pt{b.x, a.y + k}, pt{b.x, a.y + r})
	p.lineTo(pt{b.x, b.y - r})
	p.cubeTo(pt{b.x, b.y - k}, pt{b.x - k, b.y}, pt{b.x - r, b.y})
	p.lineTo(pt{a.x + r, b.y})
	p.cubeTo(pt{a.x + k, b.y}, pt{a.x, b.y - k}, pt{a.x, b.y - r})
	p.lineTo(pt{a.x, a.y + r})
	p.cubeTo(pt{a.x, a.y + k}, pt{a.x + k, a.y}, pt{a.x + r, a.y})
	p.closePath()
	return p
}

// thickLine returns a quadrilateral around the segment a-b whose width goes
// from wa at a to wb at b.
func thickLine(a, b pt, wa, wb float64) path {
	dx, dy := b.x-a.x, b.y-a.y
	n := math.Hypot(dx, dy)
	nx, ny := -dy/n, dx/n
	return polygon(
		pt{a.x + nx*wa/2, a.y + ny*wa/2},
		pt{b.x + nx*wb/2, b.y + ny*wb/2},
		pt{b.x - nx*wb/2, b.y - ny*wb/2},
		pt{a.x - nx*wa/2, a.y - ny*wa/2},
	)
}

// thickCurve returns the outline of the cubic curve a-b-c-d drawn with a pen
// whose width goes from wa to wb, as a polygon of sampled points.
func thickCurve(a, b, c, d pt, wa, wb float64) path {
	const steps = 16
	var left, right []pt
	for i := 0; i <= steps; i++ {
		t := float64(i) / steps
		p := cubicAt(a, b, c, d, t)
		tan := cubicTangent(a, b, c, d, t)
		n := math.Hypot(tan.x, tan.y)
		w := (wa + (wb-wa)*t) / 2
		nx, ny := -tan.y/n*w, tan.x/n*w
		left = append(left, pt{p.x + nx, p.y + ny})
		right = append(right, pt{p.x - nx, p.y - ny})
	}
	for i := len(right) - 1; i >= 0; i-- {
		left = append(left, right[i])
	}
	return polygon(left...)
}

func cubicAt(a, b, c, d pt, t float64) pt {
	u := 1 - t
	w0, w1, w2, w3 := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
	return pt{w0*a.x + w1*b.x + w2*c.x + w3*d.x, w0*a.y + w1*b.y + w2*c.y + w3*d.y}
}

func cubicTangent(a, b, c, d pt, t float64) pt {
	u := 1 - t
	w0, w1, w2 := 3*u*u, 6*u*t, 3*t*t
	return pt{w0*(b.x-a.x) + w1*(c.x-b.x) + w2*(d.x-c.x), w0*(b.y-a.y) + w1*(c.y-b.y) + w2*(d.y-c.y)}
}

// rotate returns p turned by deg degrees (clockwise on screen) about c.
func rotate(p path, c pt, deg float64) path {
	s, co := math.Sincos(deg * math.Pi / 180)
	return p.transform(func(q pt) pt {
		dx, dy := q.x-c.x, q.y-c.y
		return pt{c.x + dx*co - dy*s, c.y + dx*s + dy*co}
	})
}

// solid returns p with every contour wound clockwise on screen.
func solid(p path) path { return orient(p, true) }

// hole returns p with every contour wound anticlockwise on screen.
func hole(p path) path { return orient(p, false) }

func orient(p path, clockwise bool) path {
	var out path
	for _, c := range contours(p) {
		if (signedArea(c) > 0) != clockwise {
			c = reverseContour(c)
		}
		out = append(out, c...)
	}
	return out
}

// contours splits p into its contours, each starting with a move and ending
// with a close.
func contours(p path) []path {
	var out []path
	var cur path
	for _, s := range p {
		if s.op == opMove && len(cur) > 0 {
			out = append(out, cur)
			cur = nil
		}
		cur = append(cur, s)
		if s.op == opClose {
			out = append(out, cur)
			cur = nil
		}
	}
	if len(cur) > 0 {
		cur = append(cur, seg{op: opClose})
		out = append(out, cur)
	}
	return out
}

// signedArea returns the area of a closed contour, positive when it winds
// clockwise on screen (y down). Curves are flattened to a few chords, which
// is plenty to tell the direction.
func signedArea(c path) float64 {
	var pts []pt
	var cur pt
	for _, s := range c {
		switch s.op {
		case opMove, opLine:
			cur = s.p[0]
			pts = append(pts, cur)
		case opCubic:
			for i := 1; i <= 8; i++ {
				pts = append(pts, cubicAt(cur, s.p[0], s.p[1], s.p[2], float64(i)/8))
			}
			cur = s.p[2]
		}
	}
	var a float64
	for i := range pts {
		j := (i + 1) % len(pts)
		a += pts[i].x*pts[j].y - pts[j].x*pts[i].y
	}
	return a / 2
}

// reverseContour returns one closed contour traced the other way round.
func reverseContour(c path) path {
	// Collect the on-curve points: ends[0] is the start of the contour and
	// ends[i+1] is where segment i ends.
	var ends []pt
	var segs []seg
	for _, s := range c {
		switch s.op {
		case opMove:
			ends = append(ends, s.p[0])
		case opLine:
			ends = append(ends, s.p[0])
			segs = append(segs, s)
		case opCubic:
			ends = append(ends, s.p[2])
			segs = append(segs, s)
		}
	}
	start := ends[0]
	last := ends[len(ends)-1]
	var out path
	out.moveTo(start)
	// The implicit closing line from the last point back to the start is
	// the first edge of the reversed contour.
	if last != start {
		out.lineTo(last)
	}
	for i := len(segs) - 1; i >= 0; i-- {
		s := segs[i]
		switch s.op {
		case opLine:
			out.lineTo(ends[i])
		case opCubic:
			out.cubeTo(s.p[1], s.p[0], ends[i])
		}
	}
	out.closePath()
	return out
}
