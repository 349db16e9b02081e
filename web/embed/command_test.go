package embed

import (
	"errors"
	"strings"
	"testing"

	"xiangqi/engine/position"
)

func TestParseCommandAccepts(t *testing.T) {
	const mate = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"
	tests := []struct {
		name, text string
		check      func(t *testing.T, c Command)
	}{
		{"orientation", `{"type":"xiangqi:setOrientation","orientation":"black"}`, func(t *testing.T, c Command) {
			if c.Type != TypeSetOrientation || c.Orientation != position.Black {
				t.Errorf("got %+v", c)
			}
		}},
		{"new game, all fields", `{"type":"xiangqi:newGame","side":"black","level":7}`, func(t *testing.T, c Command) {
			if c.Type != TypeNewGame || !c.HasSide || c.Side != position.Black || c.Level != 7 {
				t.Errorf("got %+v", c)
			}
		}},
		{"new game, no fields", `{"type":"xiangqi:newGame"}`, func(t *testing.T, c Command) {
			if c.HasSide || c.Level != 0 {
				t.Errorf("got %+v", c)
			}
		}},
		{"position: opening and moves", `{"type":"xiangqi:setPosition","moves":["h2e2","h9g7"]}`, func(t *testing.T, c Command) {
			if c.Game == nil || c.Game.Ply() != 2 || c.Game.StartFEN() != "" {
				t.Fatalf("got %+v", c)
			}
			if got := c.Game.Position().PieceAt(square(t, "e2")); got.Letter() != 'C' {
				t.Errorf("e2 holds %c, want the cannon", got.Letter())
			}
		}},
		{"position: fen only, side", `{"type":"xiangqi:setPosition","fen":"` + mate + `","side":"black"}`, func(t *testing.T, c Command) {
			if c.Game == nil || c.Game.Start().FEN() != mate || c.Game.Ply() != 0 || !c.HasSide || c.Side != position.Black {
				t.Errorf("got %+v", c)
			}
		}},
		{"position: fen and mating moves", `{"type":"xiangqi:setPosition","fen":"` + mate + `","moves":["d0d1","e9f9","b0b9"]}`, func(t *testing.T, c Command) {
			if c.Game == nil || !c.Game.Over() || c.Game.Outcome().Result != "red-wins" {
				t.Errorf("got %+v", c.Game.Outcome())
			}
		}},
		{"position: empty fen is the opening", `{"type":"xiangqi:setPosition","fen":""}`, func(t *testing.T, c Command) {
			if c.Game == nil || c.Game.Start().FEN() != position.StartFEN {
				t.Errorf("got %+v", c)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ParseCommand(tc.text)
			if err != nil {
				t.Fatalf("ParseCommand: %v", err)
			}
			tc.check(t, c)
		})
	}
}

func TestParseCommandRefuses(t *testing.T) {
	manyMoves := `["` + strings.Repeat(`h2e2","e2h2","`, 600) + `h2e2"]`
	tests := []struct {
		name, text string
		notCommand bool // the message is not for the board at all
	}{
		{"not JSON", `{type:`, false},
		{"a string", `"xiangqi:newGame"`, true},
		{"an array", `[{"type":"xiangqi:newGame"}]`, true},
		{"no type", `{"side":"red"}`, true},
		{"type not a string", `{"type":7}`, true},
		{"other type", `{"type":"xiangqi:move","move":"h2e2"}`, true},
		{"someone else's message", `{"type":"webpackOk"}`, true},
		{"unknown field", `{"type":"xiangqi:newGame","colour":"red"}`, false},
		{"field twice", `{"type":"xiangqi:newGame","level":2,"level":3}`, false},
		{"orientation missing", `{"type":"xiangqi:setOrientation"}`, false},
		{"orientation bad", `{"type":"xiangqi:setOrientation","orientation":"blue"}`, false},
		{"orientation not a string", `{"type":"xiangqi:setOrientation","orientation":1}`, false},
		{"side upper case", `{"type":"xiangqi:newGame","side":"RED"}`, false},
		{"level too high", `{"type":"xiangqi:newGame","level":16}`, false},
		{"level zero", `{"type":"xiangqi:newGame","level":0}`, false},
		{"level fraction", `{"type":"xiangqi:newGame","level":2.5}`, false},
		{"level a string", `{"type":"xiangqi:newGame","level":"3"}`, false},
		{"fen not a string", `{"type":"xiangqi:setPosition","fen":{"a":1}}`, false},
		{"fen script", `{"type":"xiangqi:setPosition","fen":"<script>alert(1)</script>"}`, false},
		{"fen too long", `{"type":"xiangqi:setPosition","fen":"` + strings.Repeat("9/", 100) + `"}`, false},
		{"fen impossible", `{"type":"xiangqi:setPosition","fen":"4k4/9/9/9/9/9/9/9/9/9 w - - 0 1"}`, false},
		{"moves not a list", `{"type":"xiangqi:setPosition","moves":"h2e2"}`, false},
		{"move not a string", `{"type":"xiangqi:setPosition","moves":[1234]}`, false},
		{"move syntax", `{"type":"xiangqi:setPosition","moves":["h2-e2"]}`, false},
		{"move illegal", `{"type":"xiangqi:setPosition","moves":["h2e2","h2e2"]}`, false},
		{"too many moves", `{"type":"xiangqi:setPosition","moves":` + manyMoves + `}`, false},
		{"too long", `{"type":"xiangqi:newGame","pad":"` + strings.Repeat("x", MaxMessage) + `"}`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ParseCommand(tc.text)
			if err == nil {
				t.Fatalf("accepted: %+v", c)
			}
			if got := errors.Is(err, ErrNotCommand); got != tc.notCommand {
				t.Errorf("error %q: not-a-command is %v, want %v", err, got, tc.notCommand)
			}
		})
	}
}

func FuzzParseCommand(f *testing.F) {
	f.Add(`{"type":"xiangqi:setPosition","moves":["h2e2","h9g7"]}`)
	f.Add(`{"type":"xiangqi:newGame","side":"black","level":7}`)
	f.Add(`{"type":"xiangqi:setOrientation","orientation":"black"}`)
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseCommand(text)
		if err != nil {
			return
		}
		if _, ok := fields[c.Type]; !ok {
			t.Fatalf("accepted type %q", c.Type)
		}
		if c.Type == TypeSetPosition && c.Game == nil {
			t.Fatal("setPosition without a game")
		}
	})
}

func square(t *testing.T, name string) position.Square {
	t.Helper()
	s, err := position.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestParseViewerCommands(t *testing.T) {
	good := []struct {
		text  string
		check func(c Command) bool
	}{
		{`{"type":"xiangqi:loadPGN","pgn":"1. C2.5 {The central cannon.} H8+7"}`, func(c Command) bool {
			return c.Game != nil && c.Game.Ply() == 2 && c.Game.Root().Children[0].Comment == "The central cannon." && c.Ply == 0
		}},
		{`{"type":"xiangqi:loadPGN","pgn":"1. C2.5 H8+7","ply":1}`, func(c Command) bool { return c.Ply == 1 }},
		{`{"type":"xiangqi:showMove","ply":12}`, func(c Command) bool { return c.Ply == 12 }},
		{`{"type":"xiangqi:autoplay","play":true,"speed":1.5}`, func(c Command) bool { return c.Play && c.Speed == 1.5 }},
		{`{"type":"xiangqi:autoplay","play":false}`, func(c Command) bool { return !c.Play && c.Speed == 0 }},
		// A long commented game fits, though other commands may not be as long.
		{`{"type":"xiangqi:loadPGN","pgn":"{` + strings.Repeat("长评注。", 3000) + `} 1. C2.5"}`, func(c Command) bool { return c.Game != nil }},
	}
	for _, tc := range good {
		c, err := ParseCommand(tc.text)
		if err != nil || !tc.check(c) {
			t.Errorf("%.60s: %+v, %v", tc.text, c, err)
		}
	}
	for _, text := range []string{
		`{"type":"xiangqi:loadPGN"}`,
		`{"type":"xiangqi:loadPGN","pgn":42}`,
		`{"type":"xiangqi:loadPGN","pgn":"1. C2.9"}`,
		`{"type":"xiangqi:loadPGN","pgn":"1. C2.5","ply":-1}`,
		`{"type":"xiangqi:loadPGN","pgn":"` + strings.Repeat("x", MaxPGNMessage) + `"}`,
		`{"type":"xiangqi:showMove"}`,
		`{"type":"xiangqi:showMove","ply":"3"}`,
		`{"type":"xiangqi:showMove","ply":1.5}`,
		`{"type":"xiangqi:autoplay","play":"yes"}`,
		`{"type":"xiangqi:autoplay","play":true,"speed":0}`,
		`{"type":"xiangqi:autoplay","play":true,"speed":60}`,
		`{"type":"xiangqi:setOrientation","orientation":"black","pad":"` + strings.Repeat("x", MaxMessage) + `"}`,
	} {
		if c, err := ParseCommand(text); err == nil {
			t.Errorf("%.70s: accepted as %+v", text, c)
		}
	}
}
