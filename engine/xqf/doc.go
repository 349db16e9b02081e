// Package xqf reads XQF game records, the binary format of 象棋演播室
// (XQStudio), the most common xiangqi file format after PGN: headers, the
// start position, the move tree with its variations, and the comments, into
// an engine/notation game.
//
// Versions 1.0 to 1.8 are read. From 1.1 on the pieces, moves and comment
// lengths are masked with keys kept in the header, and everything after the
// header is offset by a 32-byte key; from 1.2 on the piece table is also
// rotated. Read undoes both. Text in the file (headers and comments) is in a
// Chinese legacy encoding, GBK nearly always; Read hands the raw strings to
// the caller's decoder, which sees all of them at once to tell GBK from Big5.
//
// The layout, as read here (all numbers little-endian):
//
//	0x000  "XQ", version (10 = 1.0 ... 18 = 1.8), key mask, product id (4),
//	       key bytes: or-A..or-D, sum, XY (pieces), XYf (from), XYt (to)
//	0x010  32 piece places, one byte each: file*10 + rank, Red's chariot,
//	       horse, elephant, advisor, king, advisor, elephant, horse,
//	       chariot, two cannons, five pawns, then Black's; over 89 is off
//	       the board
//	0x033  result: 0 unknown, 1 Red won, 2 Black won, 3 or 4 a draw
//	0x040  kind: 0 whole game, 1 opening, 2 middle game, 3 endgame
//	0x050  title, 0x0D0 event, 0x110 date, 0x120 site, 0x130 Red, 0x140
//	       Black, 0x150 time control, 0x190 Red's time, 0x1A0 Black's time,
//	       0x1D0 annotator, 0x1E0 author: each a length byte and the text
//	0x400  the move records in preorder: a record, the records of its
//	       continuation, then those of its next variation
//
// A move record is four bytes: from, to (the place plus 0x18 and 0x20 and,
// from 1.1, the from and to keys), flags and one unused byte. Up to 1.0 a
// comment length (int32) always follows and the flags say "continuation"
// in the high nibble and "variation" in the low one; from 1.1 the flags are
// 0x80 continuation, 0x40 variation, 0x20 comment, and only a record with a
// comment carries its length (plus a key). The first record stands for the
// start position: its comment is the one before the first move.
package xqf
