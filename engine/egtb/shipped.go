package egtb

import (
	"sort"
	"sync"
)

// Shipped lists the tables `xiangqi egtb build` writes by default (with
// every smaller table they lead to by captures, so the set is closed). The
// choice weighs how often an ending arises (`xiangqi egtb stats`), how much
// a table helps the search (long mates it would not find alone) and the
// page's budget of 1 MB of compressed tables.
var Shipped = []string{
	// One attacking piece against any advisors and elephants.
	"KRkaabb", "KNkaabb", "KCkaabb", "KPkaabb",
	// A horse or a cannon with an advisor, against any defenders.
	"KNAkaabb", "KCAkaabb",
	// Two pawns against any defenders.
	"KPPkaabb",
	// Rook against a minor piece or a pawn, and rook against cannon and advisor.
	"KRkn", "KRkc", "KRkp", "KRkca",
	// Two attacking pieces against a bare king, and the piece-against-pawn endings.
	"KRNk", "KRCk", "KRPk", "KNPk", "KCPk",
	"KNkp", "KCkp", "KPkp",
}

// IsShipped reports whether the default build writes a table for a material
// (either colour may be the stronger side).
func IsShipped(m Material) bool {
	m, _ = m.Canonical()
	return shippedSet()[m]
}

// shippedSet expands Shipped with every material a capture leads to.
var shippedSet = sync.OnceValue(func() map[Material]bool {
	set := map[Material]bool{}
	var add func(m Material)
	add = func(m Material) {
		m, _ = m.Canonical()
		if set[m] {
			return
		}
		set[m] = true
		for _, sub := range m.captures() {
			add(sub)
		}
	}
	for _, s := range Shipped {
		m, err := ParseMaterial(s)
		if err != nil {
			panic(err)
		}
		add(m)
	}
	return set
})

// FilesFor returns the names of the shipped table files a game with the
// given material may probe: the tables of every shipped material that
// captures can lead to from it, its own included, largest first (then by
// name). A program that fetches tables one by one (the page's worker) loads
// these with Load before it searches; the material itself need not be
// shipped, since captures may lead into shipped endings.
func FilesFor(m Material) []string {
	var found []Material
	for s := range shippedSet() {
		if within(s, m) || within(s.Flipped(), m) {
			found = append(found, s)
		}
	}
	sort.Slice(found, func(i, j int) bool {
		if a, b := found[i].Pieces(), found[j].Pieces(); a != b {
			return a > b
		}
		return found[i].String() < found[j].String()
	})
	out := make([]string, len(found))
	for i, f := range found {
		out[i] = f.String() + FileSuffix
	}
	return out
}

// within reports whether material a has no more pieces of any kind than b.
func within(a, b Material) bool {
	for c := range a {
		for t := range a[c] {
			if a[c][t] > b[c][t] {
				return false
			}
		}
	}
	return true
}

// ShippedFiles returns the file names (<material>.bin.gz) of the shipped set,
// sorted: what a program that fetches tables over the network may ask for.
func ShippedFiles() []string {
	var names []string
	for m := range shippedSet() {
		names = append(names, m.String()+FileSuffix)
	}
	sort.Strings(names)
	return names
}
