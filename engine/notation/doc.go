// Package notation writes and reads xiangqi moves and game records.
//
// Three notations are supported, both ways:
//
//   - ICCS coordinates, the same as UCI: "h2e2", or "H2-E2" as xqbase's PGN
//     files write them. Files a-i run from Red's left, ranks 0-9 from Red's side.
//   - WXF: piece letter, file, direction, number: "C2.5", "H8+7", "R1-1". Files
//     count 1-9 from the mover's right. Pieces in tandem on one file replace the
//     file with + (front) or - (rear), "R+.3", "C--1", and tandem pawns follow
//     the WXF special cases ("P5.6" for the middle one of three, "++.6" for the
//     foremost of four or five, "3+.4" when two files hold tandem pawns).
//   - Chinese: "炮二平五", "马8进7", "前车进一", "中兵平六", "一兵平二",
//     "前七平六". Red numbers with 一..九, Black with 1..9. Chinese prints
//     simplified characters; ChineseTraditional (and FormatChineseTraditional)
//     prints 帥俥傌 / 將車馬砲 with full-width digits for Black, as players in
//     Taiwan and Hong Kong and Big5 records write them.
//
// ParseMove accepts any of them, tells them apart by their shape, reads the
// traditional and variant characters, full-width letters and digits and a
// check mark after any notation, and returns only legal moves, with an error
// that says what is wrong otherwise.
//
// A game record (Game) is a tree of moves (Node): each node holds a move,
// the comments before and after it and its NAGs, and its children are the
// main continuation followed by the variations. The tree is plain data with
// no positions or cursor; a caller that walks it keeps its own path.
//
// Game records are read and written as PGN with the xqbase tags (Game, Event,
// Site, Date, Round, Red, Black, Result, FEN, Format). ReadPGN takes several
// games, nested variations, comments, NAGs and the ! ? marks and any mix of
// notations, checks every move of every line, and limits its input to
// MaxPGNBytes, MaxGamePlies and MaxGameMoves, since it is fed files that users
// pick. WritePGN writes all of it back, so a read, write and read again gives
// the same tree.
//
// Files:
//
//	notation.go  Notation, Format, ParseMove: the entry points
//	files.go     the board as the mover sees it: file numbers, tandems, directions
//	resolve.go   matching a decoded WXF or Chinese move to the one legal move
//	iccs.go      coordinates
//	wxf.go       WXF
//	chinese.go   Chinese
//	game.go      Game, Node (the move tree) and Tag
//	pgn_read.go  ReadPGN, ParseGame
//	pgn_write.go WritePGN, PGN
package notation
