package game

import (
	"fmt"
	"strings"

	"xiangqi/engine/gamefile"
	"xiangqi/engine/notation"
	"xiangqi/engine/position"
)

// Record returns the game as a notation record with its whole tree (a copy),
// ready to write as PGN.
func (g *Game) Record() *notation.Game {
	return &notation.Game{
		Tags:   append([]notation.Tag(nil), g.tags...),
		Start:  g.Start(),
		Root:   cloneTree(g.root),
		Result: g.outcome.PGN(),
	}
}

// PGN writes the game as PGN with moves in notation n.
func (g *Game) PGN(n notation.Notation) string { return g.Record().PGN(n) }

// FromRecord makes a game from a notation record (a loaded PGN, say) with
// its whole tree: variations, comments and annotations. Every move of every
// line is checked. When the moves decide the game (a mate, a repetition the
// rules judge) that is its outcome; otherwise a decisive result the record
// gives is a loss on time when its Termination tag says "time forfeit", and
// any other result is kept with no reason (ReasonNone), since a record that
// says 1-0 does not say why: a resignation, an adjudication, a flag.
func FromRecord(r *notation.Game) (*Game, error) {
	start := r.Start
	if start == nil {
		start = position.NewStart()
	}
	g := New(start)
	for i, m := range r.MainLine() {
		if err := g.Play(m); err != nil {
			return nil, &IllegalMoveError{Ply: i + 1, Move: m, Side: g.Position().SideToMove(),
				Number: g.Position().FullmoveNumber()}
		}
	}
	if r.Root != nil {
		if err := checkTree(g.Start(), r.Root, nil); err != nil {
			return nil, err
		}
		g.root = cloneTree(r.Root)
		g.root.Move = position.NoMove
	}
	g.tags = append([]notation.Tag(nil), r.Tags...)
	switch res := strings.TrimSpace(r.Result); {
	case g.Over():
	case res == "1-0" && recordedTimeout(r):
		g.Flag(position.Black)
	case res == "0-1" && recordedTimeout(r):
		g.Flag(position.Red)
	case res == "1-0":
		g.Declare(RedWins)
	case res == "0-1":
		g.Declare(BlackWins)
	case res == "1/2-1/2":
		g.Declare(Draw)
	}
	return g, nil
}

// IllegalMoveError is a move of a record that is not legal where it is
// played (a hand-edited file, say): its ply, its number as records count
// them, the side that plays it, and whether it is in a variation.
type IllegalMoveError struct {
	Ply, Number int
	Side        position.Color
	Move        position.Move
	Variation   bool
}

func (e *IllegalMoveError) Error() string {
	return fmt.Sprintf("ply %d: %v is not legal there", e.Ply, e.Move)
}

// checkTree checks that every move below n is legal where it is played.
func checkTree(pos *position.Position, n *notation.Node, path Path) error {
	for i, c := range n.Children {
		if !pos.IsLegal(c.Move) {
			return &IllegalMoveError{Ply: len(path) + 1, Move: c.Move, Side: pos.SideToMove(),
				Number: pos.FullmoveNumber(), Variation: i > 0 || !path.IsMain()}
		}
		pos.MakeMove(c.Move)
		err := checkTree(pos, c, path.Child(i))
		pos.UnmakeMove()
		if err != nil {
			return err
		}
	}
	return nil
}

// maxText bounds pasted text; files have gamefile's larger limit.
const maxText = 1 << 20

// ParseText reads pasted text: a FEN position (a new game from it), a PGN
// game or a DhtmlXQ game copied from a forum. Text with more than one game
// is refused as soon as the second begins. Errors are *gamefile.Error, for
// the page to say in the player's language.
func ParseText(text string) (*Game, error) {
	if len(text) > maxText {
		return nil, &gamefile.Error{Code: gamefile.CodeTooLarge, Arg: fmt.Sprint(maxText >> 20)}
	}
	f, err := gamefile.ReadText(text, gamefile.Options{MaxGames: 1})
	if err != nil {
		return nil, err
	}
	rec, err := f.OneGame()
	if err != nil {
		return nil, err
	}
	return fromFile(f, rec)
}

// ParseFile reads an opened file of any format gamefile knows, decoding old
// encodings with dec. It takes the first game; more says the file holds
// others.
func ParseFile(data []byte, dec gamefile.Decoder) (g *Game, more bool, err error) {
	f, err := gamefile.Read(data, dec, gamefile.Options{MaxGames: 1})
	if err != nil {
		return nil, false, err
	}
	g, err = fromFile(f, f.Games[0])
	return g, f.More, err
}

// fromFile makes the game, with an error that names the file's format.
func fromFile(f *gamefile.File, rec *notation.Game) (*Game, error) {
	g, err := FromRecord(rec)
	if err != nil {
		return nil, &gamefile.Error{Code: gamefile.CodeBad, Format: f.Format, Err: err}
	}
	return g, nil
}
