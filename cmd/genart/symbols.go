package main

// The plain-symbol piece style, for players who do not read Chinese. Each
// symbol is a filled silhouette in the same 100x100 box as the glyphs, drawn
// from simple geometry and kept bold so it stays legible at 30 pixels. The
// shapes borrow from western chess where a counterpart exists (king, rook,
// knight, pawn) and are pictures otherwise.

// symbolKinds lists the piece kinds by FEN letter; symbols are colourless and
// the page tints them red or black.
const symbolKinds = "KABNRCP"

// symbol returns the silhouette for one piece kind.
func symbol(kind byte) path {
	switch kind {
	case 'K':
		return kingSymbol()
	case 'A':
		return advisorSymbol()
	case 'B':
		return elephantSymbol()
	case 'N':
		return horseSymbol()
	case 'R':
		return chariotSymbol()
	case 'C':
		return cannonSymbol()
	case 'P':
		return pawnSymbol()
	}
	panic("genart: unknown piece kind " + string(kind))
}

// kingSymbol is a three-pointed crown on a band, with a jewel cut out.
func kingSymbol() path {
	var p path
	p.append(solid(polygon(
		pt{23, 68}, pt{15, 33}, pt{34, 49}, pt{50, 25}, pt{66, 49}, pt{85, 33}, pt{77, 68},
	)))
	p.append(solid(roundRect(pt{21, 72}, pt{79, 84}, 2)))
	for _, c := range []pt{{15, 28}, {50, 20}, {85, 28}} {
		p.append(solid(circle(c, 6)))
	}
	p.append(hole(circle(pt{50, 56}, 5)))
	return p
}

// advisorSymbol is a shield with a diagonal cross cut out, for the guard
// that moves diagonally inside the palace.
func advisorSymbol() path {
	var shield path
	shield.moveTo(pt{50, 14})
	shield.cubeTo(pt{60, 20}, pt{70, 21}, pt{81, 20})
	shield.lineTo(pt{81, 48})
	shield.cubeTo(pt{81, 67}, pt{68, 80}, pt{50, 88})
	shield.cubeTo(pt{32, 80}, pt{19, 67}, pt{19, 48})
	shield.lineTo(pt{19, 20})
	shield.cubeTo(pt{30, 21}, pt{40, 20}, pt{50, 14})
	shield.closePath()

	// One polygon for the whole cross: two overlapping holes would cancel
	// each other out where they cross under the nonzero rule.
	const arm, half = 17.0, 4.5
	cross := rotate(polygon(
		pt{-half, -arm}, pt{half, -arm}, pt{half, -half}, pt{arm, -half},
		pt{arm, half}, pt{half, half}, pt{half, arm}, pt{-half, arm},
		pt{-half, half}, pt{-arm, half}, pt{-arm, -half}, pt{-half, -half},
	), pt{}, 45).transform(func(q pt) pt { return pt{q.x + 50, q.y + 49} })

	var p path
	p.append(solid(shield))
	p.append(hole(cross))
	return p
}

// elephantSymbol is an elephant's face: a round head between two large ears,
// a trunk curling out at the bottom and two eyes cut out.
func elephantSymbol() path {
	var p path
	p.append(solid(ellipse(pt{25, 43}, 14, 19)))
	p.append(solid(ellipse(pt{75, 43}, 14, 19)))
	p.append(solid(circle(pt{50, 42}, 20)))
	p.append(solid(thickCurve(pt{50, 50}, pt{50, 72}, pt{46, 84}, pt{60, 84}, 18, 8)))
	p.append(solid(circle(pt{60, 84}, 4)))
	p.append(hole(circle(pt{43, 38}, 3.5)))
	p.append(hole(circle(pt{57, 38}, 3.5)))
	return p
}

// horseSymbol is a chess knight: a horse's head and neck facing left on a
// plinth, with the eye cut out.
func horseSymbol() path {
	var head path
	head.moveTo(pt{30, 76})
	head.cubeTo(pt{32, 66}, pt{40, 60}, pt{46, 54}) // front of the neck
	head.lineTo(pt{40, 52})                         // under the jaw
	head.cubeTo(pt{34, 56}, pt{28, 60}, pt{22, 58}) // chin
	head.cubeTo(pt{16, 56}, pt{14, 50}, pt{17, 45}) // muzzle
	head.lineTo(pt{33, 27})                         // bridge of the nose
	head.cubeTo(pt{38, 22}, pt{44, 20}, pt{49, 20}) // forehead
	head.lineTo(pt{53, 11})                         // ear
	head.lineTo(pt{58, 20})
	head.cubeTo(pt{72, 24}, pt{80, 38}, pt{80, 52}) // mane
	head.cubeTo(pt{80, 62}, pt{76, 70}, pt{74, 76}) // back of the neck
	head.closePath()

	var p path
	p.append(solid(head))
	p.append(solid(roundRect(pt{22, 74}, pt{80, 86}, 2)))
	p.append(hole(circle(pt{43, 32}, 3.5)))
	return p
}

// chariotSymbol is a chess rook: a battlemented tower on a base.
func chariotSymbol() path {
	var p path
	p.append(solid(polygon(
		pt{21, 14}, pt{33, 14}, pt{33, 23}, pt{44, 23}, pt{44, 14}, pt{56, 14},
		pt{56, 23}, pt{67, 23}, pt{67, 14}, pt{79, 14}, pt{79, 36}, pt{71, 40},
		pt{73, 70}, pt{27, 70}, pt{29, 40}, pt{21, 36},
	)))
	p.append(solid(roundRect(pt{19, 73}, pt{81, 86}, 2)))
	return p
}

// cannonSymbol is a field gun: a tapered barrel resting on a spoked wheel,
// with cannonballs stacked beside it.
func cannonSymbol() path {
	var p path
	p.append(solid(thickLine(pt{14, 60}, pt{80, 25}, 17, 12)))
	p.append(solid(circle(pt{14, 60}, 8.5)))
	p.append(solid(rotate(roundRect(pt{74, 18}, pt{86, 34}, 2), pt{80, 26}, -28)))
	p.append(solid(circle(pt{38, 70}, 16)))
	p.append(hole(circle(pt{38, 70}, 9)))
	p.append(solid(circle(pt{38, 70}, 4)))
	for _, c := range []pt{{66, 80}, {80, 80}, {73, 68}} {
		p.append(solid(circle(c, 6.5)))
	}
	return p
}

// pawnSymbol is a chess pawn: a ball on a collar above a flared base.
func pawnSymbol() path {
	var body path
	body.moveTo(pt{41, 50})
	body.lineTo(pt{59, 50})
	body.cubeTo(pt{60, 62}, pt{66, 70}, pt{74, 75})
	body.lineTo(pt{26, 75})
	body.cubeTo(pt{34, 70}, pt{40, 62}, pt{41, 50})
	body.closePath()

	var p path
	p.append(solid(circle(pt{50, 29}, 13)))
	p.append(solid(roundRect(pt{36, 44}, pt{64, 52}, 3)))
	p.append(solid(body))
	p.append(solid(roundRect(pt{21, 74}, pt{79, 86}, 3)))
	return p
}
