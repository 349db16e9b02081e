package egtb_test

import (
	"fmt"
	"sort"

	"xiangqi/engine/egtb"
	"xiangqi/engine/position"
)

func ExampleLibrary_Probe() {
	// Build the rook-against-king table in memory (shipped programs load
	// files with LoadFS or Expect instead).
	lib := egtb.NewLibrary()
	m, _ := egtb.ParseMaterial("KRk")
	if _, err := lib.Generate(m); err != nil {
		fmt.Println(err)
		return
	}
	// Red's king holds the e-file, so the rook mates on the d-file, or
	// takes the king's last free point: a stalemate, which also wins.
	p, _ := position.ParseFEN("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1")
	result, plies, ok := lib.Probe(p)
	fmt.Println(result, plies, ok)
	var quickest []string
	for _, ms := range lib.BestMoves(p) {
		if ms.Result == egtb.Win && ms.DTM == 1 {
			quickest = append(quickest, ms.Move.String())
		}
	}
	sort.Strings(quickest)
	fmt.Println(quickest)
	// Output:
	// win 1 true
	// [a1a8 a1d1]
}
