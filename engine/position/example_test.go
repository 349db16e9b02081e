package position_test

import (
	"fmt"

	"xiangqi/engine/position"
)

// Playing moves from the opening, reading a position from FEN and judging it.
func Example() {
	p := position.NewStart()
	var buf [position.MaxMoves]position.Move
	fmt.Println("legal moves at the start:", len(p.LegalMoves(buf[:0])))

	for _, text := range []string{"h2e2", "h9g7"} { // 炮二平五 马8进7
		m, err := position.ParseMove(text)
		if err != nil || !p.IsLegal(m) {
			fmt.Println("illegal:", text)
			return
		}
		p.MakeMove(m)
	}
	fmt.Println(p.FEN())
	p.UnmakeMove()
	fmt.Println("after taking one back, ply", p.Ply())

	// Black to move and mated: the rook on b9 gives check along rank 9, the
	// rook on a8 holds rank 8, and the kings may not face each other on the
	// d file.
	mated, err := position.ParseFEN("1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(mated.Status().Text)
	// Output:
	// legal moves at the start: 44
	// rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
	// after taking one back, ply 1
	// Red wins: checkmate
}

// Counting the move tree, the usual check of a move generator.
func ExamplePosition_Perft() {
	p := position.NewStart()
	for depth := 1; depth <= 3; depth++ {
		fmt.Printf("perft(%d) = %d\n", depth, p.Perft(depth))
	}
	// Output:
	// perft(1) = 44
	// perft(2) = 1920
	// perft(3) = 79666
}
