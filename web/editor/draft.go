package editor

import (
	"fmt"

	"xiangqi/engine/jsonlite"
	"xiangqi/engine/position"
)

// A draft is the set-up in progress as the page keeps it in local storage,
// so a reload (a phone that dropped the tab, say) reopens the editor on the
// same board, legal or not. It has its own key, apart from the saved game,
// because a board being set up need not be a position the game's record
// could hold. The format, version 1:
//
//	{"v":1,"board":"rnbakabnr/9/...","side":"w"}
//
// "board" is a FEN's board field (position.FormatBoard) and "side" is w or b.

// DraftKey is the local-storage key of the draft.
const DraftKey = "xiangqi-editor"

// draftVersion is the format written and the only one read.
const draftVersion = 1

// maxDraft bounds what DecodeDraft reads; a draft is under 200 bytes.
const maxDraft = 4 << 10

// EncodeDraft writes the set-up as a draft.
func (e *Editor) EncodeDraft() string {
	side := "w"
	if e.side == position.Black {
		side = "b"
	}
	return jsonlite.ObjectText("v", jsonlite.IntText(draftVersion),
		"board", jsonlite.Quote(position.FormatBoard(&e.board)), "side", jsonlite.Quote(side))
}

// LoadDraft replaces the set-up with a stored draft; a draft that cannot be
// read changes nothing and says why.
func (e *Editor) LoadDraft(data string) error {
	if len(data) > maxDraft {
		return fmt.Errorf("the saved set-up is too large (%d bytes)", len(data))
	}
	root, err := jsonlite.Parse(data)
	if err != nil || root.Kind() != jsonlite.Object {
		return fmt.Errorf("the saved set-up is not a JSON object")
	}
	if v, ok := root.Get("v"); !ok {
		return fmt.Errorf("the saved set-up has no version")
	} else if n, ok := v.Int(); !ok || n != draftVersion {
		return fmt.Errorf("the saved set-up has version %s, this page reads version %d", v.Raw(), draftVersion)
	}
	field := func(name string) string {
		v, _ := root.Get(name)
		s, _ := v.Str()
		return s
	}
	b, err := position.ParseBoardFEN(field("board"))
	if err != nil {
		return fmt.Errorf("the saved set-up's board: %v", err)
	}
	side := position.Red
	switch field("side") {
	case "w":
	case "b":
		side = position.Black
	default:
		return fmt.Errorf("the saved set-up's side to move %q is not w or b", field("side"))
	}
	e.Load(b, side)
	return nil
}
