package notation_test

import (
	"fmt"
	"strings"

	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

func Example() {
	p := position.NewStart()
	for _, text := range []string{"炮二平五", "H8+7", "h0g2"} {
		m, err := notation.ParseMove(p, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%s: %s %s %s\n", text, notation.Format(p, m, notation.ICCS), notation.Format(p, m, notation.WXF), notation.Format(p, m, notation.Chinese))
		p.MakeMove(m)
	}
	_, err := notation.ParseMove(p, "马8进7")
	fmt.Println(err)
	// Output:
	// 炮二平五: h2e2 C2.5 炮二平五
	// H8+7: h9g7 H8+7 马8进7
	// h0g2: h0g2 H2+3 马二进三
	// no piece can make 马8进7: there is no black horse on file 8 (counted from black's right)
}

func ExampleReadPGN() {
	games, err := notation.ReadPGN(strings.NewReader(`[Event "Demo"]
1. C2.5 {central cannon} H8+7 2. 马二进三 (2. P7+1) 车9平8 1-0`))
	if err != nil {
		fmt.Println(err)
		return
	}
	g := games[0]
	fmt.Println(g.Tag("Event"), g.MainLine(), g.Result)
	fmt.Print(g.PGN(notation.Chinese))
	// Output:
	// Demo [h2e2 h9g7 h0g2 i9h9] 1-0
	// [Game "Chinese Chess"]
	// [Event "Demo"]
	// [Result "1-0"]
	// [Format "Chinese"]
	// [Variant "xiangqi"]
	//
	// 1. 炮二平五 {central cannon} 1... 马8进7
	// 2. 马二进三 (2. 兵七进一) 2... 车9平8
	// 1-0
}
