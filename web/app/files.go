package app

import (
	"errors"
	"fmt"

	"xiangqi/engine/dhtmlxq"
	"xiangqi/engine/gamefile"
	"xiangqi/web/game"
)

// LoadFile loads an opened file (PGN in any encoding, XQF, DhtmlXQ, FEN),
// decoding old encodings with dec (the browser's TextDecoder); the error is
// ready to show. Of a file with several games the first is loaded.
func (a *App) LoadFile(data []byte, dec gamefile.Decoder) error {
	g, more, err := game.ParseFile(data, dec)
	if err != nil {
		return fmt.Errorf("%s", a.fileMessage(err, "msg.badfile"))
	}
	a.setGame(g)
	if more {
		a.plat.Notify(a.T("msg.loadedfirst"), false)
	} else {
		a.plat.Notify(a.T("msg.loaded"), false)
	}
	return nil
}

// fileMessage says in the page's language why a file or text did not load:
// a gamefile error has a message of its own (file.<code>), with the reader's
// reason worded by problemText (which move, which line); any other error
// goes into the fallback message.
func (a *App) fileMessage(err error, fallback string) string {
	var e *gamefile.Error
	if !errors.As(err, &e) {
		return a.T(fallback, a.problemText(err))
	}
	key := "file." + string(e.Code)
	switch e.Code {
	case gamefile.CodeBad:
		detail := ""
		if e.Err != nil {
			detail = a.problemText(e.Err)
		}
		return a.T(key, string(e.Format), detail)
	case gamefile.CodeManyGames:
		return a.T(key, string(e.Format))
	case gamefile.CodeEmpty, gamefile.CodeWebPage, gamefile.CodeUnknown, gamefile.CodeNoGame:
		return a.T(key)
	}
	return a.T(key, e.Arg)
}

// ForumText returns the game as DhtmlXQ, the text Chinese xiangqi forums
// show as a board ("copy for a forum" in the share dialog).
func (a *App) ForumText() string {
	g := a.game.Record()
	a.mode.tags(g)
	text, err := dhtmlxq.Write(g)
	if err != nil {
		return ""
	}
	return text
}
