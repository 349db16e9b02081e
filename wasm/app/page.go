//go:build js && wasm

package main

import (
	"runtime/debug"

	"xiangqi/engine/book"
	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
	"xiangqi/engine/search"
	"xiangqi/web/app"
	"xiangqi/web/ui"
)

// runPage is the page's side of the program: it wires the page's packages
// together and keeps running to answer the page's events. The engine runs in
// the worker, another instance of this same module (engine.go).
func runPage() {
	// A collection on the page runs inside whatever task is current (the
	// browser's thread is Go's only one), so it lengthens a redraw. The
	// page's live heap is small (about 3 MB while analysing): collecting
	// when it has grown fivefold rather than twofold costs some 10 MB and
	// left no collection in 20 s of stepping through an analysed game,
	// where there had been three; at 4x CPU throttling the median of tasks
	// over 50 ms fell from 4 to 2.5 (six runs each). The limit keeps a
	// large game or file from growing the heap past it unchecked.
	debug.SetGCPercent(400)
	debug.SetMemoryLimit(64 << 20)
	ui.Run(ui.Options{
		Levels:  levels(),
		Opening: openingName,
		// Ends a puzzle attempt on a drawn ending without playing it out.
		KnownDraw: egtb.IsKnownDraw,
		InTables:  func(p *position.Position) bool { return egtb.IsShipped(egtb.MaterialOf(p)) },
	})
	select {} // the page's callbacks run on this program; never exit
}

// levels lists the engine's levels for the new-game dialog.
func levels() []app.Level {
	var out []app.Level
	for _, l := range search.Levels() {
		out = append(out, app.Level{Number: l.Number, Name: l.Name, NameZH: l.NameZH, Description: l.Description, DescriptionZH: l.DescriptionZH})
	}
	return out
}

// openingName names the opening of a game from the standard start.
func openingName(moves []position.Move) (zh, en string, ok bool) {
	o, ok := book.NameOpening(position.NewStart(), moves)
	if !ok {
		return "", "", false
	}
	return o.ZH, o.EN, true
}
