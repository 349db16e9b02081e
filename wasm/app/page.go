//go:build js && wasm

package main

import (
	"xiangqi/engine/book"
	"xiangqi/engine/book/bundled"
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
	ui.Run(ui.Options{
		Levels:  levels(),
		Opening: openingName,
		// Ends a puzzle attempt on a drawn ending without playing it out.
		KnownDraw: egtb.IsKnownDraw,
		InBook:    bundled.Plays,
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
